"""The search engine: depth-limited alpha-beta with ordering, killer moves, a table and statistics.

:func:`search` is the sheet's fail-hard alpha-beta, written once for both players
(negamax: a node's value is seen from the side to move, and the window is negated
on the way down), grown with what the lectures add around it:

* a depth limit: ``depth=d`` searches exactly ``d`` plies, and a configuration at
  the horizon that is not final is valued by ``evaluate`` (the COMP 472 slides'
  ``alphabeta(node, depth, α, β, maximizingPlayer)``);
* move ordering, killer moves and the principal variation of a previous search
  (:mod:`fnsearch.algorithms.ordering`);
* a transposition table (:mod:`fnsearch.algorithms.table`), optionally keyed up to
  the symmetries of the game (the lecture notes on alpha-beta: "consider symmetries");
* what exact solvers add, for games that offer it: windows narrowed by the
  score bounds of a position (:mod:`fnsearch.algorithms.bounds`) and moves that
  lose at once left out (:mod:`fnsearch.algorithms.anticipation`); null-window
  searches are driven from outside (:mod:`fnsearch.algorithms.nullwindow`);
* what the lectures add beyond the horizon, for games that offer it: a
  quiescence search over noisy successors where the depth limit stops, and
  extensions of the limit at forcing positions
  (:mod:`fnsearch.algorithms.quiescence`).

Options are fixed once, in an :class:`~fnsearch.algorithms.options.Options`
record; the node search closed over them is
:func:`~fnsearch.algorithms.recursion.node_search`.
"""

from __future__ import annotations

from typing import TypeVar

from fnsearch.algorithms.anticipation import Anticipating
from fnsearch.algorithms.bounds import ScoreBounds
from fnsearch.algorithms.line import line_through_table
from fnsearch.algorithms.node import Node, settled
from fnsearch.algorithms.options import UNLIMITED, Algorithm, Options, ordering_of
from fnsearch.algorithms.quiescence import Forcing, Noisy
from fnsearch.algorithms.recursion import node_search
from fnsearch.algorithms.result import SearchResult, Stats
from fnsearch.algorithms.table import Table
from fnsearch.config import INFINITY, WHITE, Config, Player
from fnsearch.evaluation import Evaluation
from fnsearch.trace.events import EMPTY, Begin, events, push

__all__ = ["search"]

_C = TypeVar("_C")


def search(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
    order: Evaluation[_C] | None = None,
    killers: bool = False,
    table: Table | None = None,
    symmetry: bool = False,
    principal: tuple[_C, ...] = (),
    alpha: int = -INFINITY,
    beta: int = INFINITY,
    trace: bool = False,
    algorithm: Algorithm = "alphabeta",
    bounds: bool = False,
    anticipate: bool = False,
    slots: int | None = None,
    quiescence: int | None = None,
    extensions: int = 0,
) -> SearchResult[_C]:
    """Alpha-beta search of ``config`` with ``player`` to move; value, best move, line, stats.

    Args:
        instance: the game.
        config: the root configuration.
        player: who moves at the root.
        depth: the number of plies to search; ``None`` searches to the end of the
            game. A negative depth counts as 0.
        evaluate: values a non-final configuration at the depth limit, from
            White's point of view; defaults to ``instance.score``.
        order: a key on configurations from White's point of view; successors are
            tried best first for the side to move. ``None`` keeps the instance's order.
        killers: try first the moves that caused a cut at the same ply; the move
            names come from ``instance.move`` when the instance has the
            :class:`~fnsearch.algorithms.ordering.Moves` capability, else the
            configurations themselves are used.
        table: a transposition table to use and extend (start with
            :func:`~fnsearch.algorithms.table.empty_table`); ``None`` uses none. An
            entry answers a node only when it was searched to the same remaining
            depth, so a table never changes a value; its best successor is tried
            first at any depth.
        symmetry: key the table by ``instance.canonical`` (the
            :class:`~fnsearch.algorithms.table.Symmetric` capability), so symmetric
            configurations share an entry. ``evaluate`` must then be symmetric too.
        principal: a line to try first, ply by ply (the previous principal variation).
        alpha: the lower end of the window, from White's point of view.
        beta: the upper end of the window. With a narrower window than the default
            the value is fail-hard: exact strictly inside ``(alpha, beta)``, else
            the bound it fell to.
        trace: record every step of the search as events (see
            :mod:`fnsearch.trace.events`), in the result's ``events``.
        algorithm: ``"alphabeta"``, the sheet's fail-hard alpha-beta; or
            ``"alphabeta-soft"``, which answers the best value found even beyond
            the window (the lecture's variant with ``v``); or ``"minimax"``, which
            gives every node the full window and so never cuts.
        bounds: narrow every node's window to the scores still reachable from
            it, which an instance with the
            :class:`~fnsearch.algorithms.bounds.ScoreBounds` capability tells; a
            node whose window closes is valued without a search (a leaf).
        anticipate: search only the successors an instance with the
            :class:`~fnsearch.algorithms.anticipation.Anticipating` capability
            keeps, leaving out moves that lose at once.
        slots: bound the table to this many entries: each key has one slot
            (``hash(key) % slots``), a new entry replaces the old, and the line
            is not continued through the table. ``None`` keeps every entry.
        quiescence: with a depth limit, value a non-final configuration at the
            horizon by a quiescence search of at most this many plies over its
            noisy successors, for an instance with the
            :class:`~fnsearch.algorithms.quiescence.Noisy` capability; ``None``
            values it by ``evaluate`` at once.
        extensions: with a depth limit, search a child one ply deeper when the
            side to move there is forced (the
            :class:`~fnsearch.algorithms.quiescence.Forcing` capability), at most
            this many times along any path.

    Returns:
        A :class:`~fnsearch.algorithms.result.SearchResult`; its ``table`` is the
        updated table.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> result = search(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    >>> result.value, result.best, result.line
    (3, (3, 12, 8), ((3, 12, 8), 3))
    >>> result.stats
    Stats(nodes=11, leaves=7, cutoffs=2, depth=2, hits=0)
    """
    return _searched_root(
        Options(
            instance,
            instance.score if evaluate is None else evaluate,
            ordering_of(instance, order, killers, symmetry),
            order is not None or killers,
            table is not None,
            UNLIMITED if depth is None else max(0, depth),
            (player, player.opponent),
            (1, -1) if player is WHITE else (-1, 1),
            algorithm != "minimax",
            algorithm == "alphabeta-soft",
            instance.non_losing_successors
            if anticipate and isinstance(instance, Anticipating)
            else instance.successors,
            instance.score_bounds if bounds and isinstance(instance, ScoreBounds) else None,
            None if slots is None else max(1, slots),
            # What searches beyond the horizon needs a horizon.
            instance.noisy_successors
            if quiescence is not None and depth is not None and isinstance(instance, Noisy)
            else None,
            max(0, quiescence or 0) if depth is not None else 0,
            instance.is_forcing
            if extensions > 0 and depth is not None and isinstance(instance, Forcing)
            else None,
            max(0, extensions) if depth is not None and isinstance(instance, Forcing) else 0,
        ),
        config,
        (alpha, beta) if player is WHITE else (-beta, -alpha),
        principal,
        Node(
            0,
            (),
            0,
            0,
            0,
            0,
            0,
            (),
            table,
            push(EMPTY, Begin(1 if player is WHITE else -1)) if trace else None,
            False,
            (0, 0),
        ),
    )


def _searched_root(
    fixed: Options[_C],
    config: _C,
    window: tuple[int, int],
    principal: tuple[_C, ...],
    nothing_learned: Node[_C],
) -> SearchResult[_C]:
    """The root's result; an empty window answers its upper end without searching."""
    return _result(
        fixed,
        config,
        node_search(fixed)(config, 0, window[0], window[1], principal, nothing_learned)
        if window[0] < window[1]
        else settled(nothing_learned._replace(value=window[1]), nothing_learned.table),
    )


def _result(fixed: Options[_C], config: _C, root: Node[_C]) -> SearchResult[_C]:
    """The root's answer as a result: the value from White's side, the line to the horizon."""
    return SearchResult(
        value=fixed.signs[0] * root.value,
        best=root.line[0] if root.line else None,
        line=root.line
        if root.table is None or fixed.slots is not None
        else line_through_table(
            fixed.instance,
            root.table,
            fixed.ordering.table_key,
            config,
            fixed.players,
            root.line,
            fixed.horizon,
        ),
        stats=Stats(
            nodes=root.nodes,
            leaves=root.leaves,
            cutoffs=root.cutoffs,
            depth=root.deepest,
            hits=root.hits,
            quiescence=root.beyond[0],
            extended=root.beyond[1],
        ),
        table=root.table,
        events=events(root.trace),
    )
