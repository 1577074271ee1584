"""The search engine: depth-limited alpha-beta with ordering, killer moves, a table and statistics.

:func:`search` is the sheet's fail-hard alpha-beta, written once for both players
(negamax: a node's value is seen from the side to move, and the window is negated
on the way down), grown with what the lectures add around it:

* a depth limit: ``depth=d`` searches exactly ``d`` plies, and a configuration at
  the horizon that is not final is valued by ``evaluate`` (the COMP 472 slides'
  ``alphabeta(node, depth, α, β, maximizingPlayer)``);
* move ordering, killer moves and the principal variation of a previous search
  (:mod:`fnsearch.engine.ordering`);
* a transposition table (:mod:`fnsearch.engine.table`), optionally keyed up to
  the symmetries of the game (the lecture notes on alpha-beta: "consider symmetries");
* what exact solvers add, for games that offer it: windows narrowed by the
  score bounds of a position (:mod:`fnsearch.engine.bounds`) and moves that
  lose at once left out (:mod:`fnsearch.engine.anticipation`); null-window
  searches are driven from outside (:mod:`fnsearch.engine.nullwindow`);
* what the lectures add beyond the horizon, for games that offer it: a
  quiescence search over noisy successors where the depth limit stops, and
  extensions of the limit at forcing positions
  (:mod:`fnsearch.engine.quiescence`).

Options are fixed once, in an :class:`~fnsearch.engine.options.Options`
record; the node search closed over them is
:func:`~fnsearch.engine.recursion.node_search`.
"""

from __future__ import annotations

from sys import getrecursionlimit
from typing import Final, TypeVar, Unpack

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.core.contract import broken
from fnsearch.core.events import EMPTY, Begin, events, push
from fnsearch.engine.anticipation import Anticipating
from fnsearch.engine.bounds import ScoreBounds
from fnsearch.engine.line import line_through_table
from fnsearch.engine.node import NodeAnswer, settled
from fnsearch.engine.options import (
    UNLIMITED_DEPTH,
    Options,
    SearchKeywords,
    SearchOptions,
    chosen,
    ordering_of,
)
from fnsearch.engine.quiescence import Forcing, Noisy
from fnsearch.engine.recursion import node_search
from fnsearch.engine.result import SearchResult, Stats

__all__ = ["search"]

_C = TypeVar("_C")


def search(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C] | None = None,
    **keywords: Unpack[SearchKeywords[_C]],
) -> SearchResult[_C]:
    """Alpha-beta search of ``config`` with ``player`` to move; value, best move, line, stats.

    Args:
        instance: the game.
        config: the root configuration.
        player: who moves at the root (:data:`~fnsearch.WHITE` or
            :data:`~fnsearch.BLACK`; anything else is refused).
        options: how to search, a :class:`~fnsearch.engine.options.SearchOptions`
            record built once and passed whole; ``None`` searches with the defaults.
        keywords: a shorthand for the fields of
            :class:`~fnsearch.engine.options.SearchOptions`, by the same names
            (``depth``, ``evaluate``, ``order``, ``killers``, ``table``,
            ``symmetry``, ``slots``, ``principal``, ``alpha``, ``beta``,
            ``algorithm``, ``bounds``, ``anticipate``, ``quiescence``,
            ``extensions``, ``trace``; see there what each does): the record is
            built from them, or, with ``options``, they replace its fields.

    Returns:
        A :class:`~fnsearch.engine.result.SearchResult`; its ``table`` is the
        updated table.

    A game that breaks its contract is refused with a
    :class:`~fnsearch.core.contract.ContractError` naming the position: a position that
    is not final but has no successors, a score outside ``±INFINITY``, or, without a
    depth, a game that does not end within the plies Python's recursion limit
    allows (a cycle, or an endless game: search it with a depth).

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> result = search(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    >>> result.value, result.best, result.line
    (3, (3, 12, 8), ((3, 12, 8), 3))
    >>> result.stats
    Stats(nodes=11, leaves=7, cutoffs=2, depth=2, hits=0)
    >>> deep = SearchOptions(depth=1, evaluate=lambda tree: 0)  # the record, passed whole
    >>> search(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6))").unwrap(), WHITE, deep).value
    0
    """
    return _searched(
        instance,
        config,
        player
        if _is_player(player)
        else broken(
            f"the player to move must be WHITE or BLACK (a fnsearch.Player), not {player!r}"
        ),
        chosen(options, keywords),
    )


def _is_player(value: object) -> bool:
    return isinstance(value, Player)


def _searched(
    instance: Config[_C], config: _C, player: Player, options: SearchOptions[_C]
) -> SearchResult[_C]:
    """The search of ``config`` with checked ``options``, from its root."""
    return _searched_root(
        _fixed(instance, player, options),
        config,
        (options.alpha, options.beta) if player is WHITE else (-options.beta, -options.alpha),
        options.principal,
        NodeAnswer(
            0,
            (),
            0,
            0,
            0,
            0,
            0,
            (),
            options.table,
            push(EMPTY, Begin(1 if player is WHITE else -1)) if options.trace else None,
            False,
            (0, 0),
        ),
    )


def _fixed(instance: Config[_C], player: Player, options: SearchOptions[_C]) -> Options[_C]:
    """What the node search is closed over: the options resolved against the game."""
    return Options(
        instance=instance,
        evaluate=instance.score if options.evaluate is None else options.evaluate,
        ordering=ordering_of(
            instance,
            options.order,
            options.killers,
            options.symmetry,
            tabled=options.table is not None,
        ),
        sorts=options.order is not None or options.killers,
        tabled=options.table is not None,
        horizon=UNLIMITED_DEPTH if options.depth is None else max(0, options.depth),
        stop=_ply_cap(options) if options.depth is None else max(0, options.depth),
        players=(player, player.opponent),
        signs=(1, -1) if player is WHITE else (-1, 1),
        prunes=options.algorithm != "minimax",
        soft=options.algorithm == "alphabeta-soft",
        expand=instance.non_losing_successors
        if options.anticipate and isinstance(instance, Anticipating)
        else instance.successors,
        bounds=instance.score_bounds
        if options.bounds and isinstance(instance, ScoreBounds)
        else None,
        slots=options.slots,
        # What searches beyond the horizon needs a horizon.
        noisy=instance.noisy_successors
        if options.quiescence is not None
        and options.depth is not None
        and isinstance(instance, Noisy)
        else None,
        quiescence=max(0, options.quiescence or 0) if options.depth is not None else 0,
        forcing=instance.is_forcing
        if options.extensions > 0 and options.depth is not None and isinstance(instance, Forcing)
        else None,
        # Without extensions to make, the capability is not looked at (a runtime
        # protocol's check costs microseconds, paid by every search with a depth).
        extensions=options.extensions
        if options.extensions > 0 and options.depth is not None and isinstance(instance, Forcing)
        else 0,
    )


_CALLER_FRAMES: Final = 64
"""The frames a caller of :func:`search` is allowed below it before the ply cap."""


def _ply_cap(options: SearchOptions[_C]) -> int:
    """The ply at which a search without a depth gives up: before Python's recursion limit.

    A node costs three frames (node, expansion, the fold's step), one more where a
    table is probed and one more where bounds narrow its window; a game that has
    not ended by then has a cycle or does not end, and is refused by name rather
    than by a ``RecursionError``.
    """
    return max(
        1,
        (getrecursionlimit() - _CALLER_FRAMES)
        // (3 + (options.table is not None) + options.bounds),
    )


def _searched_root(
    fixed: Options[_C],
    config: _C,
    window: tuple[int, int],
    principal: tuple[_C, ...],
    nothing_learned: NodeAnswer[_C],
) -> SearchResult[_C]:
    """The root's result; an empty window answers its upper end without searching."""
    return _result(
        fixed,
        config,
        node_search(fixed)(config, 0, window[0], window[1], principal, nothing_learned)
        if window[0] < window[1]
        else settled(nothing_learned._replace(value=window[1]), nothing_learned.table),
    )


def _result(fixed: Options[_C], config: _C, root: NodeAnswer[_C]) -> SearchResult[_C]:
    """The root's answer as a result: the value from White's side, the line to the horizon."""
    return SearchResult(
        value=fixed.signs[0] * root.value,
        best=root.line[0] if root.line else None,
        # A line that reaches the horizon has nothing for the table to add: the walk
        # is not set up (a few microseconds, in a search of Connect Four to depth 1
        # with a table about 90).
        line=root.line
        if root.table is None or fixed.slots is not None or len(root.line) >= fixed.horizon
        else line_through_table(fixed, root.table, config, root.line),
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
