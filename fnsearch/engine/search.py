"""The search engine: the sheet's fail-hard alpha-beta for both players (negamax), grown.

What the lectures add around it: a depth limit and an evaluation, move ordering
(:mod:`~fnsearch.engine.ordering`), a transposition table (:mod:`~fnsearch.engine.table`),
score bounds and anticipation (:mod:`~fnsearch.engine.capabilities`), quiescence and
extensions (:mod:`~fnsearch.engine.quiescence`). The node is :func:`fnsearch.engine.node.node`.
"""

from __future__ import annotations

from typing import TypeVar, cast

from fnsearch.core.arguments import PlayerArgument, player_of
from fnsearch.core.config import WHITE, Config, Player
from fnsearch.core.events import EMPTY, Begin, events, push
from fnsearch.engine.answer import NodeAnswer, fresh
from fnsearch.engine.node import node
from fnsearch.engine.options import SearchOptions, chosen
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.setup import Setup, Window, setup_of, side
from fnsearch.engine.table import Table

_C = TypeVar("_C")


def search(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    options: SearchOptions[_C] | None = None,
    **keywords: object,
) -> SearchResult[_C]:
    """Alpha-beta search of ``config`` with ``player`` to move; value, best move, line, stats.

    ``options`` is a :class:`~fnsearch.engine.options.SearchOptions` record (``None``:
    the defaults), ``keywords`` a shorthand for its fields. A game that breaks its
    contract (a dead end, a score outside ``±INFINITY``, no end by the ply limit) is
    refused with a :class:`~fnsearch.core.contract.ContractError` naming the position.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> result = search(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    >>> result.value, result.best, result.line
    (3, (3, 12, 8), ((3, 12, 8), 3))
    """
    return _searched(instance, config, player_of(player), chosen(options, keywords))


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


def line_through_table(
    setup: Setup[_C], table: Table, root: _C, line: tuple[_C, ...]
) -> tuple[_C, ...]:
    """``line`` from ``root`` continued by the best successors the table names, to the horizon.

    A node the table answered has no line of its own; its entry names its best successor.
    """
    steps = max(0, min(setup.horizon - len(line), len(table)))
    return (*line, *_walked(setup, table, line[-1] if line else root, len(line), steps))


def _walked(setup: Setup[_C], table: Table, position: _C, ply: int, steps: int) -> tuple[_C, ...]:
    """At most ``steps`` positions on from ``position``, each the best its entry names."""
    best = None if steps == 0 else _named_best(setup, table, position, ply)
    return () if best is None else (best, *_walked(setup, table, best, ply + 1, steps - 1))


def _named_best(setup: Setup[_C], table: Table, position: _C, ply: int) -> _C | None:
    """The successor of ``position`` its entry names as best, if any."""
    found = (
        None
        if setup.instance.is_final(position)
        else table.get((setup.table_key(position), side(setup, ply) is WHITE))
    )
    entry = found if found is not None and found.meaning == setup.meaning else None
    # The table holds configurations of the search's game: an entry's best is one.
    best = None if entry is None or entry.best is None else setup.table_key(cast("_C", entry.best))
    named = (
        []
        if best is None
        else [
            child
            for child in setup.instance.successors(position, side(setup, ply))
            if setup.table_key(child) == best
        ]
    )
    return named[0] if named else None
