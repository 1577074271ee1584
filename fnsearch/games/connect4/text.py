"""Connect Four's text forms over tuples: reading a position, writing and drawing it.

The text form has 6 rows of ``X``, ``O`` and ``.``, top row first, separated by
``/`` (the slashes may be left out); :func:`draw` shows the same board over
several lines with the column numbers under it. Positions are those of
:mod:`fnsearch.games.connect4.rules`.

>>> position = parse("......./......./......./......./...O.../...X...").unwrap()
>>> position.heights, position.last, position.winner
((0, 0, 0, 2, 0, 0, 0), -1, 0)
>>> print(draw(position))
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
    """The one-line text form: 6 rows, top row first, separated by ``/``.

    >>> from fnsearch.games.connect4.rules import START
    >>> render(START)
    '......./......./......./......./......./.......'
    """
    return "/".join(map("".join, _rows(position.cells)))


def draw(position: Position) -> str:
    """The board as 6 lines of cells separated by spaces, then the column numbers.

    The columns are numbered 1 to 7, as moves are typed (``solve connect4 --moves``,
    ``play connect4``).
    """
    return "\n".join(
        (
            *map(" ".join, _rows(position.cells)),
            " ".join(str(column + 1) for column in range(COLUMNS)),
        )
    )


def _rows(cells: tuple[int, ...]) -> Iterator[tuple[str, ...]]:
    return partition(COLUMNS, (CHAR_OF[cells[i]] for i in _TEXT_ORDER))


def parse(text: str) -> Result[Position, str]:
    """Read a position from text such as ``"......./......./......./......./...O.../...X..."``.

    The position must be possible in a game X started: every piece lies on the
    bottom or on another piece, X has as many pieces as O or one more, at most
    one side has four in a row, and nobody moved after a win. The last move is
    unknown (``-1``); whether someone has won is read off the whole board.

    >>> parse("......./...O.../...X...")
    <Failure: expected 6 rows of 7 cells (X, O or . separated by /), got '......./...O.../...X...'>
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
