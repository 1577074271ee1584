"""Connect Four's heuristics over tuples: the open-windows evaluation and an ordering key.

Both are from White's point of view, larger is better for White.

>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.connect4.rules import START, drops
>>> open_windows(START), [centre_first(child) for child in drops(START, WHITE)]
(0, [1, 2, 3, 4, 3, 2, 1])
"""

from __future__ import annotations

from itertools import product
from typing import Final

from fnsearch.games.connect4.rules import CELLS, COLUMNS, ROWS, Position, score

_PIECE_WEIGHT: Final = (0, 1, 3, 9, 0)
"""The value of an open window with 0 to 3 pieces (4 pieces are a win, valued apart)."""
_WINDOW_VALUE: Final[dict[tuple[int, ...], int]] = {
    window: (
        0
        if 1 in window and -1 in window
        else _PIECE_WEIGHT[window.count(1)] - _PIECE_WEIGHT[window.count(-1)]
    )
    for window in product((-1, 0, 1), repeat=4)
}


def _line(column: int, row: int, dc: int, dr: int) -> tuple[int, ...]:
    """The cells from ``(column, row)`` in the direction ``(dc, dr)`` to the board's edge."""
    return tuple(
        (column + k * dc) * ROWS + row + k * dr
        for k in range(COLUMNS)
        if 0 <= column + k * dc < COLUMNS and 0 <= row + k * dr < ROWS
    )


_STARTS: Final = [
    _line(column, row, dc, dr)
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1))
    for column in range(COLUMNS)
    for row in range(ROWS)
    # A line starts where the cell before it in its direction is off the board.
    if not (0 <= column - dc < COLUMNS and 0 <= row - dr < ROWS)
]
_LINES: Final = tuple(line for line in _STARTS if len(line) >= 4)
"""The 25 longest lines holding a window of four; the windows are their runs of four cells."""

_LINE_VALUE: Final[dict[tuple[int, ...], int]] = {
    cells: sum(_WINDOW_VALUE[cells[k : k + 4]] for k in range(length - 3))
    for length in sorted({len(line) for line in _LINES})
    for cells in product((-1, 0, 1), repeat=length)
}
"""The summed value of the windows of a line, for every filling of a line of 4 to 7 cells."""

_LINE_SLICES: Final = tuple(slice(line[0], line[-1] + 1, line[1] - line[0]) for line in _LINES)
"""For each line, the slice of a position's cells that is the line: the cells of a line lie
a fixed step apart (1 in a column, 6 in a row, 7 and 5 along the diagonals)."""

_CENTRALITY: Final = tuple(4 - abs(i // ROWS - 3) for i in range(CELLS))
_WIN_FIRST: Final = 5


def open_windows(position: Position) -> int:
    """An evaluation: open windows of four for White minus those for Black.

    A window open for one colour (no piece of the other) is worth 1, 3 or 9 for 1, 2 or
    3 pieces; the sum lies in ``-621..621``, and a won position is valued at its score,
    beyond every sum.

    >>> from fnsearch.games.connect4.text import parse
    >>> open_windows(parse("......./......./......./......./......./...X...").unwrap())
    7
    """
    return (
        score(position)
        if position.winner
        else sum(_LINE_VALUE[position.cells[line]] for line in _LINE_SLICES)
    )


def centre_first(position: Position) -> int:
    """A cheap ordering key from White's point of view: the last move's centrality.

    ``4 - |column - 3|`` for the column of the piece played last, plus ``5`` when it won;
    positive when X played it, negative when O did, ``0`` when the last move is unknown.

    >>> from fnsearch.games.connect4.text import parse
    >>> centre_first(parse("......./......./......./......./......./...X...").unwrap())
    0
    """
    return (
        position.cells[position.last]
        * (_CENTRALITY[position.last] + (_WIN_FIRST if position.winner else 0))
        if position.last >= 0
        else 0
    )
