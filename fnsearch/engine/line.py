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
from typing import Generic, NamedTuple, TypeVar

from fnsearch.core.config import WHITE
from fnsearch.engine.options import Options
from fnsearch.engine.ordering import table_move
from fnsearch.engine.table import Entry, Table

__all__ = ["line_through_table"]

_C = TypeVar("_C")


class _Walk(NamedTuple, Generic[_C]):
    """Where the walk along the table's best successors is: the position and its ply."""

    position: _C
    ply: int


def line_through_table(
    fixed: Options[_C], table: Table, root: _C, line: tuple[_C, ...]
) -> tuple[_C, ...]:
    """``line`` continued by the table's best successors, up to the horizon of ``fixed``.

    The walk starts at ``root`` and goes through the game of ``fixed``, its
    players and its table key: a table entry is keyed by ``(table_key(position),
    White moves)``, as the engine stores it.
    """

    # The walk is boxed in a 1-tuple: ``(None,)`` ends it.
    def next_step(box: tuple[_Walk[_C] | None], _: None) -> tuple[_Walk[_C] | None]:
        return (None if box[0] is None else _best_successor(box[0], fixed, table),)

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
                max(1, min(fixed.horizon - len(line), len(table)) + 1),
            )
            for walk in box
            if walk is not None
        ),
    )


def _boxed(walk: _Walk[_C] | None) -> tuple[_Walk[_C] | None]:
    return (walk,)


def _walking(box: tuple[_Walk[_C] | None]) -> bool:
    return box[0] is not None


def _best_successor(walk: _Walk[_C], fixed: Options[_C], table: Table) -> _Walk[_C] | None:
    """The successor the table names as best, one ply further; ``None`` where it names none."""
    return (
        None
        if fixed.instance.is_final(walk.position)
        else _followed(
            walk,
            fixed,
            table.get(
                (fixed.ordering.table_key(walk.position), fixed.players[walk.ply & 1] is WHITE)
            ),
        )
    )


def _followed(walk: _Walk[_C], fixed: Options[_C], entry: Entry | None) -> _Walk[_C] | None:
    return (
        None
        if entry is None or entry.best is None
        else _named(walk, fixed, table_move(fixed.ordering, entry.best))
    )


def _named(walk: _Walk[_C], fixed: Options[_C], best: Hashable | None) -> _Walk[_C] | None:
    """The successor whose table key is ``best`` (the table's best successor or an image of it)."""
    return next(
        (
            _Walk(child, walk.ply + 1)
            for child in fixed.instance.successors(walk.position, fixed.players[walk.ply & 1])
            if fixed.ordering.table_key(child) == best
        ),
        None,
    )
