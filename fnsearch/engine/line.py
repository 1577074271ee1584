"""The principal line, continued through the transposition table where the table answered.

A node the table answers returns its value without a search, so the line a
search returns stops there. The table still knows how the line goes on: the
entry of each position names its best successor. :func:`line_through_table`
follows those entries from the end of the line to the horizon (or the end of the
game), so the line a search reports is as long as what it searched.

>>> from fnsearch.engine.search import search
>>> from fnsearch.engine.table import empty_table
>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.nim import NIM, render
>>> result = search(NIM, (10, 1), WHITE, table=empty_table())
>>> [render(pile) for pile in result.line][-1]  # White takes the last coin
'0 black'
"""

from __future__ import annotations

from collections.abc import Hashable
from itertools import accumulate, islice, repeat, takewhile
from typing import Generic, NamedTuple, TypeVar, cast

from fnsearch.core.config import WHITE
from fnsearch.engine.setup import Setup, side
from fnsearch.engine.table import Entry, Table

__all__ = ["line_through_table"]

_C = TypeVar("_C")


class _Walk(NamedTuple, Generic[_C]):
    """Where the walk along the table's best successors is: the position and its ply."""

    position: _C
    ply: int


def line_through_table(
    setup: Setup[_C], table: Table, root: _C, line: tuple[_C, ...]
) -> tuple[_C, ...]:
    """``line`` continued by the table's best successors, up to the horizon of ``setup``.

    The walk starts at ``root`` and goes through the game of ``setup``, its
    players and its table key: a table entry is keyed by ``(table_key(position),
    White moves)``, as the engine stores it.
    """

    # The walk is boxed in a 1-tuple: ``(None,)`` ends it.
    def next_step(box: tuple[_Walk[_C] | None], _: None) -> tuple[_Walk[_C] | None]:
        return (None if box[0] is None else _best_successor(box[0], setup, table),)

    return (
        *line,
        *(
            walk.position
            for box in islice(
                takewhile(
                    _walking,
                    accumulate(
                        repeat(None),
                        next_step,
                        initial=_boxed(_Walk(line[-1] if line else root, len(line))),
                    ),
                ),
                1,
                max(1, min(setup.horizon - len(line), len(table)) + 1),
            )
            for walk in box
            if walk is not None
        ),
    )


def _boxed(walk: _Walk[_C] | None) -> tuple[_Walk[_C] | None]:
    return (walk,)


def _walking(box: tuple[_Walk[_C] | None]) -> bool:
    return box[0] is not None


def _best_successor(walk: _Walk[_C], setup: Setup[_C], table: Table) -> _Walk[_C] | None:
    """The successor the table names as best, one ply further; ``None`` where it names none."""
    return (
        None
        if setup.instance.is_final(walk.position)
        else _followed(
            walk,
            setup,
            table.get((setup.table_key(walk.position), side(setup, walk.ply) is WHITE)),
        )
    )


def _followed(walk: _Walk[_C], setup: Setup[_C], entry: Entry | None) -> _Walk[_C] | None:
    return (
        None
        if entry is None or entry.best is None
        else _named(walk, setup, setup.table_key(cast("_C", entry.best)))
    )


def _named(walk: _Walk[_C], setup: Setup[_C], best: Hashable | None) -> _Walk[_C] | None:
    """The successor whose table key is ``best`` (the table's best successor or an image of it)."""
    return next(
        (
            _Walk(child, walk.ply + 1)
            for child in setup.instance.successors(walk.position, side(setup, walk.ply))
            if setup.table_key(child) == best
        ),
        None,
    )
