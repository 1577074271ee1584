"""The search engine: depth-limited alpha-beta with ordering, killer moves, a table and statistics.

:func:`search` is the sheet's fail-hard alpha-beta, written once for both players
(negamax: a node's value is seen from the side to move, and the window is negated
on the way down), grown with what the lectures add around it:

* a depth limit: ``depth=d`` searches exactly ``d`` plies, and a configuration at
  the horizon that is not final is valued by ``evaluate`` (seed 002's
  ``alphabeta(node, depth, α, β, maximizingPlayer)``);
* move ordering, killer moves and the principal variation of a previous search
  (:mod:`fnsearch.algorithms.ordering`);
* a transposition table (:mod:`fnsearch.algorithms.table`), optionally keyed up to
  the symmetries of the game (seed 000: "consider symmetries");
* what exact solvers add, for games that offer it: windows narrowed by the
  score bounds of a position (:mod:`fnsearch.algorithms.bounds`) and moves that
  lose at once left out (:mod:`fnsearch.algorithms.anticipation`); null-window
  searches are driven from outside (:mod:`fnsearch.algorithms.nullwindow`);
* what the lectures add beyond the horizon, for games that offer it: a
  quiescence search over noisy successors where the depth limit stops, and
  extensions of the limit at forcing positions
  (:mod:`fnsearch.algorithms.quiescence`).

A node is searched by a fold over its successors whose state is a :class:`Node`:
the value so far (the sheet's ``a``, from the side to move), the line, the
statistics, the killer moves and the table. Each child is searched with what the
fold has learned so far and answers a :class:`Node` of its own, which the step
absorbs. No counter, no global, no mutable object: everything a node learns is
returned alongside its value.

The recursion costs three Python frames per ply (four where a table is probed):
the node, the expansion of its successors and the fold's step. The fold itself
is built from ``accumulate``, ``filter`` and ``next``, which run in C.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from operator import index
from typing import TypeVar

from fnsearch.algorithms.bounds import closed_value, narrowed
from fnsearch.algorithms.events import EMPTY, Begin, events, push
from fnsearch.algorithms.line import line_through_table
from fnsearch.algorithms.node import (
    Node,
    absorbed,
    answered,
    is_settled,
    leaf,
    returned,
    settled,
    started,
    stored,
)
from fnsearch.algorithms.options import Algorithm, Options, options
from fnsearch.algorithms.ordering import hints, killers_at, ordered
from fnsearch.algorithms.quiescence import Quiescence, extended, quiesced
from fnsearch.algorithms.result import SearchResult, Stats
from fnsearch.algorithms.table import Entry, Table, decisive, lowered, probe, raised
from fnsearch.config import INFINITY, WHITE, Config, Player
from fnsearch.evaluation import Evaluation
from fnsearch.folds import END, End, states_through_end

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
            :mod:`fnsearch.algorithms.events`), in the result's ``events``.
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
        options(
            instance,
            player,
            depth=depth,
            evaluate=evaluate,
            order=order,
            killers=killers,
            tabled=table is not None,
            symmetry=symmetry,
            algorithm=algorithm,
            bounds=bounds,
            anticipate=anticipate,
            slots=slots,
            quiescence=quiescence,
            extensions=extensions,
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
        _engine(fixed)(config, 0, window[0], window[1], principal, nothing_learned)
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


_Search = Callable[[_C, int, int, int, "tuple[_C, ...]", Node[_C]], Node[_C]]
"""A node's search: configuration, ply, window (alpha, beta), principal line, what is learned."""


def _engine(fixed: Options[_C]) -> _Search[_C]:
    """The recursive search of a node, closed over the options of one search.

    ``node(config, ply, alpha, beta, principal, learned)`` searches ``config`` at
    ``ply`` with the window ``(alpha, beta)`` seen from the side to move, trying
    ``principal`` first; ``learned`` is the fold state of the parent so far, whose
    killer moves and table the node starts from.

    With extensions there is one such search per number of extensions made along
    the path, each with its horizon that many plies further; a forced child is
    handed to the next one (the search of the extension level below is built first).
    """
    return _levels(fixed, None if fixed.forcing is None else _engine(_deeper(fixed)))


def _deeper(fixed: Options[_C]) -> Options[_C]:
    """The options below one more extension: the horizon a ply further, one extension fewer."""
    return fixed._replace(
        horizon=fixed.horizon + 1,
        extensions=fixed.extensions - 1,
        forcing=fixed.forcing if fixed.extensions > 1 else None,
    )


def _resting(fixed: Options[_C]) -> Quiescence[_C] | None:
    """What the quiescence search at the horizon needs, or ``None`` without one."""
    return (
        None
        if fixed.noisy is None
        else Quiescence(
            fixed.instance, fixed.evaluate, fixed.noisy, fixed.players, fixed.signs,
            fixed.prunes, fixed.soft,
        )
    )  # fmt: skip


def _levels(fixed: Options[_C], deeper: _Search[_C] | None) -> _Search[_C]:
    """The search of one extension level; ``deeper`` searches a child extended once more."""
    # The fields bound by name, in their order; a sequence pattern, because mypy
    # loses the type parameter of a generic NamedTuple in a class pattern.
    match (fixed, _resting(fixed)):
        case (
            (
                instance,
                evaluate,
                ordering,
                sorts,
                tabled,
                horizon,
                players,
                signs,
                prunes,
                soft,
                expand,
                bounds,
                slots,
                _,
                budget,
                forcing,
                _,
            ),
            resting,
        ):

            def node(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: Node[_C],
            ) -> Node[_C]:
                return (
                    leaf(signs[ply & 1] * index(instance.score(config)), ply, learned, config)
                    if instance.is_final(config)
                    else (
                        leaf(signs[ply & 1] * index(evaluate(config)), ply, learned, config)
                        if resting is None
                        else quiesced(resting, config, ply, alpha, beta, budget, learned, False)
                    )
                    if ply >= horizon
                    else within(config, ply, alpha, beta, principal, learned, bounds)
                    if bounds is not None
                    else probed(config, ply, alpha, beta, principal, learned)
                    if tabled
                    else expanded(config, ply, alpha, beta, principal, learned, None)
                )

            def extending(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: Node[_C],
            ) -> Node[_C]:
                # A forced child is searched by the next level: one ply deeper.
                return (
                    deeper(config, ply, alpha, beta, principal, extended(learned))
                    if deeper is not None
                    and forcing is not None
                    and not instance.is_final(config)
                    and forcing(config, players[ply & 1])
                    else node(config, ply, alpha, beta, principal, learned)
                )

            def within(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: Node[_C],
                bounds: Callable[[_C], tuple[int, int]],
            ) -> Node[_C]:
                # The window narrowed to the reachable scores; closed, the node is a leaf.
                match narrowed(bounds(config), signs[ply & 1], alpha, beta):
                    case (low, high) if low >= high:
                        return leaf(closed_value(low, high, alpha, beta), ply, learned, config)
                    case (low, high):
                        return (
                            probed(config, ply, low, high, principal, learned)
                            if tabled
                            else expanded(config, ply, low, high, principal, learned, None)
                        )

            def probed(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: Node[_C],
            ) -> Node[_C]:
                # Sequence patterns over the Probe's fields (key, usable, table_best):
                # a class pattern costs three times as much, on every probe.
                match probe(
                    learned.table,
                    (ordering.table_key(config), signs[ply & 1] > 0),
                    fixed.remaining(ply),
                    ply == 0,
                    slots,
                ):
                    case (_, Entry() as usable, _) if decisive(usable, alpha, beta):
                        return answered(usable.value, (alpha, beta), ply, learned, config)
                    case (key, usable, table_best):
                        return stored(
                            expanded(
                                config,
                                ply,
                                raised(usable, alpha),
                                lowered(usable, beta),
                                principal,
                                learned,
                                table_best,
                            ),
                            key,
                            (raised(usable, alpha), lowered(usable, beta)),
                            fixed.remaining(ply),
                            ordering.table_key,
                            table_best,
                            slots,
                        )

            def expanded(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: Node[_C],
                table_best: Hashable | None,
            ) -> Node[_C]:
                def step(state: Node[_C], child: _C | End) -> Node[_C]:
                    return (
                        returned(state, ply)
                        if child is END
                        else absorbed(
                            state,
                            child,
                            descend(
                                child,
                                ply + 1,
                                -beta if prunes else -INFINITY,
                                # max(alpha, best so far): fail-soft starts below alpha
                                -(state.value if state.value > alpha else alpha)
                                if prunes
                                else INFINITY,
                                principal[1:] if principal and child == principal[0] else (),
                                state,
                            ),
                            beta,
                            ply,
                            None if ordering.move_key is None else (ordering.move_key, config),
                            soft,
                        )
                    )

                return next(
                    filter(
                        is_settled,
                        states_through_end(
                            step,
                            started(
                                -INFINITY if soft else alpha, (alpha, beta), ply, learned, config
                            ),
                            expand(config, players[ply & 1])
                            if not sorts and not principal and table_best is None
                            else ordered(
                                expand(config, players[ply & 1]),
                                config,
                                signs[ply & 1],
                                hints(principal, table_best, killers_at(learned.killers, ply)),
                                ordering,
                            ),
                        ),
                    )
                )

            # Children are entered through ``descend``: the plain node search, or
            # with extensions left, the check for a forced child first.
            match node if deeper is None else extending:
                case descend:
                    return node
