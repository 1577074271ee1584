"""The search engine: depth-limited alpha-beta with ordering, killer moves, a table and statistics.

:func:`search` is the sheet's fail-hard alpha-beta, written once for both players
(negamax), grown with what the lectures add around it: a depth limit and an
evaluation (the COMP 472 slides' ``alphabeta(node, depth, α, β, maximizingPlayer)``);
move ordering, killer moves and a previous principal variation
(:mod:`~fnsearch.engine.ordering`); a transposition table, keyed up to the game's
symmetries (:mod:`~fnsearch.engine.table`); what exact solvers add, score bounds and
moves that lose at once left out (:mod:`~fnsearch.engine.capabilities`); and a
quiescence search and extensions beyond the horizon
(:mod:`~fnsearch.engine.quiescence`). What a node needs from the options and the game
is derived once, in a :class:`~fnsearch.engine.setup.Setup` (:func:`setup_of`); the
node's steps are :func:`fnsearch.engine.node.node`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from fnsearch.core.arguments import PlayerArgument, player_of
from fnsearch.core.config import WHITE, Config, Player
from fnsearch.core.events import EMPTY, Begin, events, push
from fnsearch.engine.answer import NodeAnswer, fresh
from fnsearch.engine.capabilities import (
    Anticipating,
    Forcing,
    Keyed,
    Moves,
    Noisy,
    ScoreBounds,
    Symmetric,
)
from fnsearch.engine.line import line_through_table
from fnsearch.engine.node import node
from fnsearch.engine.options import UNLIMITED_DEPTH, SearchOptions, chosen
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.setup import Setup, Window
from fnsearch.engine.table import meaning_of

__all__ = ["search", "setup_of"]

_C = TypeVar("_C")


def search(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    options: SearchOptions[_C] | None = None,
    **keywords: object,
) -> SearchResult[_C]:
    """Alpha-beta search of ``config`` with ``player`` to move; value, best move, line, stats.

    ``player`` is :data:`~fnsearch.WHITE` or :data:`~fnsearch.BLACK` (anything else is
    refused); ``options`` is a :class:`~fnsearch.engine.options.SearchOptions` record,
    built once and passed whole (``None``: the defaults), and ``keywords`` a shorthand
    for its fields, by the same names: they build the record, or replace its fields.
    The result's ``table`` is the updated table.

    A game that breaks its contract is refused with a
    :class:`~fnsearch.core.contract.ContractError` naming the position: a position that
    is not final but has no successors, a score outside ``±INFINITY``, or, without a
    depth or with one beyond the ``ply_limit``, a game not over at the ply limit (a
    cycle, or an endless game: search it with a smaller depth). An argument of the wrong
    kind is refused with one line, before the search starts.

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
    return _searched(instance, config, player_of(player), chosen(options, keywords))


def setup_of(instance: Config[_C], player: Player, options: SearchOptions[_C]) -> Setup[_C]:
    """The :class:`Setup` of a search of ``instance`` with ``options``, ``player`` to move first.

    A capability is used where an option asks and the game offers it; quiescence and
    extensions need a depth.
    """
    limited = options.depth is not None
    extending = options.extensions > 0 and limited and isinstance(instance, Forcing)
    return Setup(
        instance=instance,
        options=options,
        first=player,
        evaluate=instance.score if options.evaluate is None else options.evaluate,
        expand=instance.non_losing_successors
        if options.anticipate and isinstance(instance, Anticipating)
        else instance.successors,
        table_key=_table_key(instance, options.symmetry) if options.table is not None else _itself,
        move_key=_move_key(instance) if options.killers else None,
        bounds=instance.score_bounds
        if options.bounds and isinstance(instance, ScoreBounds)
        else None,
        noisy=instance.noisy_successors
        if options.quiescence is not None and limited and isinstance(instance, Noisy)
        else None,
        forcing=instance.is_forcing if extending and isinstance(instance, Forcing) else None,
        horizon=UNLIMITED_DEPTH if options.depth is None else options.depth,
        stop=options.ply_limit if options.depth is None else min(options.depth, options.ply_limit),
        extensions=options.extensions if extending else 0,
        meaning=meaning_of(instance, options.evaluate, options.quiescence, options.symmetry),
        soft=options.algorithm == "alphabeta-soft",
        prunes=options.algorithm != "minimax",
    )


def _table_key(instance: Config[_C], symmetry: bool) -> Callable[[_C], Hashable]:
    return (
        instance.canonical
        if symmetry and isinstance(instance, Symmetric)
        else instance.key
        if isinstance(instance, Keyed)
        else _itself
    )


def _move_key(instance: Config[_C]) -> Callable[[_C, _C], Hashable]:
    return instance.move if isinstance(instance, Moves) else _successor_itself


def _itself(config: _C) -> Hashable:
    return config


def _successor_itself(before: _C, after: _C) -> Hashable:
    return after


def _searched(
    instance: Config[_C], config: _C, player: Player, options: SearchOptions[_C]
) -> SearchResult[_C]:
    """The search of ``config`` from its root; an empty window answers its upper end."""
    setup = setup_of(instance, player, options)
    window = (
        Window(options.alpha, options.beta)
        if player is WHITE
        else Window(-options.beta, -options.alpha)
    )
    start: NodeAnswer[_C] = fresh(
        window.beta,
        options.table,
        push(EMPTY, Begin(1 if player is WHITE else -1)) if options.trace else None,
    )
    root = (
        node(setup, config, 0, window, options.principal, start)
        if window.alpha < window.beta
        else start
    )
    return _result(setup, config, root)


def _result(setup: Setup[_C], config: _C, root: NodeAnswer[_C]) -> SearchResult[_C]:
    """The root's answer as a result: the value from White's side, the line to the horizon."""
    return SearchResult(
        value=root.value if setup.first is WHITE else -root.value,
        best=root.line[0] if root.line else None,
        line=root.line
        if root.table is None or setup.options.slots is not None or len(root.line) >= setup.horizon
        else line_through_table(setup, root.table, config, root.line),
        stats=Stats(
            nodes=root.nodes,
            leaves=root.leaves,
            cutoffs=root.cutoffs,
            depth=root.deepest,
            hits=root.hits,
            quiescence=root.quiescence,
            extended=root.extended,
        ),
        table=root.table,
        events=events(root.trace),
    )
