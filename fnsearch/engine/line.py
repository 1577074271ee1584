"""The principal line, continued through the transposition table where the table answered.

A node the table answers has no line, but each entry names its best successor:
:func:`line_through_table` follows them, so the line is as long as what was searched.

>>> from fnsearch.engine.search import search
>>> from fnsearch.engine.table import empty_table
>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.nim import NIM, render
>>> result = search(NIM, (10, 1), WHITE, table=empty_table())
>>> [render(pile) for pile in result.line][-1]  # White takes the last coin
'0 black'
"""

from __future__ import annotations

from functools import partial
from itertools import accumulate, islice, takewhile
from typing import Generic, NamedTuple, TypeVar, cast

from fnsearch.core.config import WHITE
from fnsearch.engine.setup import Setup, side
from fnsearch.engine.table import Table

__all__ = ["line_through_table"]

_C = TypeVar("_C")


class _Walk(NamedTuple, Generic[_C]):
    """Where the walk along the table's best successors is, or that it ``ended`` before."""

    position: _C
    ply: int
    ended: bool


def line_through_table(
    setup: Setup[_C], table: Table, root: _C, line: tuple[_C, ...]
) -> tuple[_C, ...]:
    """``line`` from ``root`` continued by the table's best successors, up to the horizon.

    An entry is keyed by ``(table_key(position), White moves)``, as the node stores it.
    """
    start = _Walk(line[-1] if line else root, len(line), ended=False)
    steps = max(0, min(setup.horizon - len(line), len(table)))
    walks = accumulate(range(steps), partial(_followed, setup, table), initial=start)
    return (*line, *map(_position, takewhile(_going, islice(walks, 1, None))))


def _followed(setup: Setup[_C], table: Table, walk: _Walk[_C], _: int) -> _Walk[_C]:
    """The successor the table names as best, a ply further; the end where it names none."""
    found = (
        None
        if setup.instance.is_final(walk.position)
        else table.get((setup.table_key(walk.position), side(setup, walk.ply) is WHITE))
    )
    entry = found if found is not None and found.meaning == setup.meaning else None
    # The table holds configurations of the search's game: an entry's best is one.
    best = None if entry is None or entry.best is None else setup.table_key(cast("_C", entry.best))
    named = (
        []
        if best is None
        else [
            child
            for child in setup.instance.successors(walk.position, side(setup, walk.ply))
            if setup.table_key(child) == best
        ]
    )
    return _Walk(named[0], walk.ply + 1, ended=False) if named else walk._replace(ended=True)


def _going(walk: _Walk[_C]) -> bool:
    return not walk.ended


def _position(walk: _Walk[_C]) -> _C:
    return walk.position
