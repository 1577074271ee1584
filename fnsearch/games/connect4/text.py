"""Connect Four's text forms over tuples: 6 rows of ``X``, ``O``, ``.``, top row first.

>>> print(draw(parse("......./......./......./......./...O.../...X...").unwrap()))
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . O . . .
. . . X . . .
1 2 3 4 5 6 7
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.core._fp import partition
from fnsearch.games.codec import CHAR_OF, checked, owners, read_cells, shape
from fnsearch.games.connect4.rules import CELLS, COLUMNS, ROWS, WINDOWS, Position

_SHAPE: Final = shape(COLUMNS, ROWS, slashes_optional=True)
_TEXT_ORDER: Final = tuple(
    column * ROWS + row for row in reversed(range(ROWS)) for column in range(COLUMNS)
)
"""The cells in reading order: top row first, each row from the left."""
_TEXT_POSITION: Final = tuple(_TEXT_ORDER.index(i) for i in range(CELLS))
"""For each cell, where the text form shows it."""


def render(position: Position) -> str:
    """The one-line text form: 6 rows, top row first, separated by ``/``."""
    return "/".join(map("".join, _rows(position.cells)))


def draw(position: Position) -> str:
    """The board as 6 lines of cells separated by spaces, then the column numbers 1 to 7."""
    return "\n".join(
        (
            *map(" ".join, _rows(position.cells)),
            " ".join(str(column + 1) for column in range(COLUMNS)),
        )
    )


def _rows(cells: tuple[int, ...]) -> Iterator[tuple[str, ...]]:
    return partition(COLUMNS, (CHAR_OF[cells[i]] for i in _TEXT_ORDER))


def parse(text: str) -> Result[Position, str]:
    """Read a position that a game X started can reach (the last move unknown).

    Every piece lies on the bottom or on another piece, X has as many pieces as O or one
    more, at most one side has four in a row, and nobody moved after a win.

    >>> parse("......./......./......./...X.../......./...O...")
    <Failure: floating piece in column 4: a piece lies above an empty cell>
    """
    return read_cells(text, _SHAPE).map(_by_columns).bind(_grounded).bind(_possible)


def _by_columns(reading: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(map(reading.__getitem__, _TEXT_POSITION))


def _grounded(cells: tuple[int, ...]) -> Result[tuple[int, ...], str]:
    return _floating(
        next(
            (
                column
                for column in range(COLUMNS)
                for i in range(column * ROWS, column * ROWS + ROWS - 1)
                if cells[i] == 0 and cells[i + 1] != 0
            ),
            None,
        ),
        cells,
    )


def _floating(column: int | None, cells: tuple[int, ...]) -> Result[tuple[int, ...], str]:
    return (
        Success(cells)
        if column is None
        else Failure(f"floating piece in column {column + 1}: a piece lies above an empty cell")
    )


def _possible(cells: tuple[int, ...]) -> Result[Position, str]:
    return checked(cells, WINDOWS, "four in a row").map(_position)


def _position(cells: tuple[int, ...]) -> Position:
    return Position(
        cells=cells,
        heights=tuple(ROWS - cells[k : k + ROWS].count(0) for k in range(0, CELLS, ROWS)),
        last=-1,
        winner=next(iter(owners(cells, WINDOWS)), 0),
    )
