"""Connect Four's heuristics over tuples: the open-windows evaluation and an ordering key.

Where a depth-limited search stops, :func:`open_windows` values the position;
:func:`centre_first` is a cheaper key to try the successors in a good order.
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
    (a, b, c, d): (
        0
        if 1 in window and -1 in window
        else _PIECE_WEIGHT[window.count(1)] - _PIECE_WEIGHT[window.count(-1)]
    )
    for a in (-1, 0, 1)
    for b in (-1, 0, 1)
    for c in (-1, 0, 1)
    for d in (-1, 0, 1)
    for window in ((a, b, c, d),)
}

_LINES: Final = tuple(
    line
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1))
    for column in range(COLUMNS)
    for row in range(ROWS)
    # A line starts where the cell before it in its direction is off the board.
    if not (0 <= column - dc < COLUMNS and 0 <= row - dr < ROWS)
    for line in (
        tuple(
            (column + k * dc) * ROWS + row + k * dr
            for k in range(COLUMNS)
            if 0 <= column + k * dc < COLUMNS and 0 <= row + k * dr < ROWS
        ),
    )
    if len(line) >= 4
)
"""The 25 longest lines of the board that hold a window of four: 6 rows, 7 columns and 12
diagonals; the windows are the runs of four consecutive cells of a line (all 69 of them)."""

_LINE_VALUE: Final[dict[tuple[int, ...], int]] = {
    cells: sum(_WINDOW_VALUE[cells[k : k + 4]] for k in range(length - 3))
    for length in sorted({len(line) for line in _LINES})
    for cells in product((-1, 0, 1), repeat=length)
}
"""The summed value of the windows of a line, for every filling of a line of 4 to 7 cells
(3,240 entries, built in about 3 ms at import)."""

_LINE_SLICES: Final = tuple(slice(line[0], line[-1] + 1, line[1] - line[0]) for line in _LINES)
"""For each line, the slice of a position's cells that is the line: the cells of a line lie
a fixed step apart (1 in a column, 6 in a row, 7 and 5 along the diagonals)."""

_CENTRALITY: Final = tuple(4 - abs(i // ROWS - 3) for i in range(CELLS))
_WIN_FIRST: Final = 5


def open_windows(position: Position) -> int:
    """An evaluation: open windows of four for White minus those for Black.

    A window of four cells in a line is open for White when it holds at least one
    X and no O; it is worth 1, 3 or 9 for 1, 2 or 3 X. Windows open for Black are
    counted the same way and subtracted; windows with both colours or none are
    worth nothing. The sum lies in ``-621..621``; a won position is valued at its
    :func:`~fnsearch.games.connect4.rules.score` (``±(WIN + empty cells)``), beyond
    every sum. It is meant as the evaluation where a depth-limited search stops.

    >>> from fnsearch.games.connect4.text import parse
    >>> open_windows(parse("......./......./......./......./......./...X...").unwrap())
    7
    """
    return (
        score(position)
        if position.winner
        # The 25 lines looked up whole, in C, each line a slice of the cells: 2.17 µs a
        # call against 2.46 µs with an itemgetter per line called through ``call``
        # (timeit, 200 random positions of up to 30 pieces, best of five), and 5.7 µs
        # for the 69 windows looked up one by one. A search evaluates every leaf, and an
        # ordering by this key every successor above the horizon.
        else sum(map(_LINE_VALUE.__getitem__, map(position.cells.__getitem__, _LINE_SLICES)))
    )


def centre_first(position: Position) -> int:
    """A cheap ordering key from White's point of view: the last move's centrality.

    ``4 - |column - 3|`` for the column of the piece played last (``4`` for the
    centre column, ``1`` for the edges), plus ``5`` when that piece won; positive
    when X played it, negative when O did, ``0`` when the last move is unknown.
    Like an evaluation, larger is better for White: White tries its successors
    largest key first and Black smallest first, so each side tries a winning drop
    first, then the columns from the centre outwards.

    >>> from fnsearch.core.config import BLACK
    >>> from fnsearch.games.connect4.rules import drops
    >>> from fnsearch.games.connect4.text import parse
    >>> after = parse("......./......./......./......./......./...X...").unwrap()
    >>> [centre_first(child) for child in drops(after, BLACK)]
    [-1, -2, -3, -4, -3, -2, -1]
    """
    return (
        position.cells[position.last]
        * (_CENTRALITY[position.last] + (_WIN_FIRST if position.winner else 0))
        if position.last >= 0
        else 0
    )
