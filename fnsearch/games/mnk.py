"""The m,n,k-game: tic-tac-toe on ``m`` columns and ``n`` rows, with ``k`` in a row to win.

``mnk_game(3, 3, 3)`` is tic-tac-toe; ``mnk_game(4, 4, 4)`` is a draw, which
:func:`fnsearch.search` proves from the empty board with a transposition table,
symmetries and :meth:`MNKGame.open_windows` as move ordering.

A configuration is a plain tuple ``(cells, last)``: ``cells`` holds the ``m * n``
cells row by row (``1`` = X, White, who moves first; ``-1`` = O; ``0`` = empty),
and ``last`` is the cell of the mark played last (``-1`` when unknown), so that a
win is looked for only in the windows of ``k`` cells through it.

>>> game = mnk_game(4, 4, 4).unwrap()
>>> position = game.parse("X.../.O../..../....").unwrap()
>>> game.render(position)
'X.../.O../..../....'
>>> game.is_final(position), len(list(game.successors(position, WHITE)))
(False, 14)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from operator import itemgetter
from typing import Final, TypeAlias, final

from returns.result import Failure, Result, Success

from fnsearch._fp import partition
from fnsearch.config import WHITE, Player

__all__ = ["MNKGame", "Position", "mnk_game"]

Position: TypeAlias = tuple[tuple[int, ...], int]
"""``(cells, last)``: the cells row by row, and the cell played last (``-1``: unknown)."""

_MARK_OF: Final = {WHITE: (1,), Player.BLACK: (-1,)}
_CELL_OF: Final = {"X": 1, "O": -1, ".": 0}
_CHAR_OF: Final = {1: "X", -1: "O", 0: "."}
_MAX_CELLS: Final = 64


def _windows(m: int, n: int, k: int) -> tuple[tuple[int, ...], ...]:
    """Every run of ``k`` cells in a row, a column or a diagonal."""
    return tuple(
        tuple((row + i * dy) * m + column + i * dx for i in range(k))
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1))
        for row in range(n)
        for column in range(m)
        if 0 <= column + (k - 1) * dx < m and 0 <= row + (k - 1) * dy < n
    )


def _symmetries(m: int, n: int) -> tuple[tuple[int, ...], ...]:
    """The cell permutations of the board's symmetries (8 for a square, 4 otherwise)."""
    return tuple(
        dict.fromkeys(
            tuple(
                _image(row, column, m, n, turn, flip)
                for row in range(n if turn % 2 == 0 else m)
                for column in range(m if turn % 2 == 0 else n)
            )
            for turn in ((0, 1, 2, 3) if m == n else (0, 2))
            for flip in (False, True)
        )
    )


def _image(row: int, column: int, m: int, n: int, turn: int, flip: bool) -> int:
    """The source cell of ``(row, column)`` in the image turned ``turn`` quarters, then flipped."""
    return _turned(row, m - 1 - column if flip else column, m, n, turn)


def _turned(row: int, column: int, m: int, n: int, turn: int) -> int:
    return (
        row * m + column
        if turn == 0
        else (n - 1 - column) * m + row
        if turn == 1
        else (n - 1 - row) * m + (m - 1 - column)
        if turn == 2
        else column * m + (m - 1 - row)
    )


@final
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class MNKGame:
    """The :class:`~fnsearch.config.Config` instance of the m,n,k-game.

    It also has the :class:`~fnsearch.algorithms.table.Keyed` and
    :class:`~fnsearch.algorithms.table.Symmetric` capabilities (a table key is the
    cells alone; the symmetries of the rectangle) and the
    :class:`~fnsearch.algorithms.ordering.Moves` capability (a move is a cell).

    The score prefers faster wins: ``±(1 + empty cells)`` for a win, else ``0``.
    Make one with :func:`mnk_game`, which precomputes the tables below.

    Attributes:
        columns: ``m``, the width.
        rows: ``n``, the height.
        k: how many in a row win.
        windows: every run of ``k`` cells in a row, column or diagonal.
        through: for each cell, the windows through it.
        images: for each symmetry of the board, a function mapping cells to their image.
    """

    columns: int
    rows: int
    k: int
    windows: tuple[tuple[int, ...], ...]
    through: tuple[tuple[tuple[int, ...], ...], ...]
    images: tuple[Callable[[tuple[int, ...]], tuple[int, ...]], ...]

    @property
    def start(self) -> Position:
        """The empty board, White to move."""
        return ((0,) * (self.columns * self.rows), -1)

    def score(self, position: Position, /) -> int:
        """``±(1 + empty cells)`` when a side has ``k`` in a row, else ``0``."""
        return self._winner(position) * (1 + position[0].count(0))

    def successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """``player``'s mark in each empty cell, row by row."""
        return (
            (cells[:i] + mark + cells[i + 1 :], i)
            for cells in (position[0],)
            for mark in (_MARK_OF[player],)
            for i in range(len(cells))
            if cells[i] == 0
        )

    def is_final(self, position: Position, /) -> bool:
        """A side has ``k`` in a row, or the board is full."""
        return self._winner(position) != 0 or 0 not in position[0]

    def key(self, position: Position, /) -> tuple[int, ...]:
        """The cells: two positions with the same cells are the same game state."""
        return position[0]

    def canonical(self, position: Position, /) -> tuple[int, ...]:
        """The least image of the cells under the board's symmetries."""
        return min(image(position[0]) for image in self.images)

    def move(self, before: Position, after: Position, /) -> int:
        """The cell played."""
        return after[1]

    def open_windows(self, position: Position) -> int:
        """An evaluation: windows of ``k`` still open for White minus those open for Black.

        A window counts ``4**p - 1`` for ``p`` pieces of one side in it (windows with
        both sides' pieces count nothing), so near-complete windows dominate. A won
        position evaluates to :meth:`score`, beyond every window sum.

        >>> game = mnk_game(3, 3, 3).unwrap()
        >>> game.open_windows(game.parse(".../.X./...").unwrap())  # 4 lines through the centre
        12
        """
        return (
            self._winner(position) * (1 << 40)
            if self._winner(position) != 0
            else sum(_window_value(tuple(position[0][i] for i in w)) for w in self.windows)
        )

    def parse(self, text: str) -> Result[Position, str]:
        """Read a position: ``n`` rows of ``m`` cells (``X``, ``O``, ``.``) separated by ``/``."""
        return _checked_rows(self, tuple(text.strip().split("/")))

    def render(self, position: Position) -> str:
        """The text form read by :meth:`parse`."""
        return "/".join(
            "".join(map(_CHAR_OF.__getitem__, row)) for row in partition(self.columns, position[0])
        )

    def _winner(self, position: Position) -> int:
        """The mark with ``k`` in a row through the last cell played (or anywhere if unknown)."""
        return next(
            (
                position[0][window[0]]
                for window in (self.through[position[1]] if position[1] >= 0 else self.windows)
                if position[0][window[0]] != 0
                and all(position[0][i] == position[0][window[0]] for i in window)
            ),
            0,
        )

    def __repr__(self) -> str:
        return f"mnk_game({self.columns}, {self.rows}, {self.k}).unwrap()"


def mnk_game(columns: int, rows: int, k: int) -> Result[MNKGame, str]:
    """The m,n,k-game on ``columns`` × ``rows`` with ``k`` in a row.

    >>> mnk_game(4, 4, 4)
    <Success: mnk_game(4, 4, 4).unwrap()>
    >>> mnk_game(3, 3, 4)
    <Failure: k = 4 does not fit on a 3 × 3 board>
    """
    return (
        Failure(f"the board must have 1 to {_MAX_CELLS} cells, not {columns} × {rows}")
        if columns < 1 or rows < 1 or columns * rows > _MAX_CELLS
        else Failure(f"k = {k} does not fit on a {columns} × {rows} board")
        if k < 1 or k > max(columns, rows)
        else Success(_game(columns, rows, k, _windows(columns, rows, k)))
    )


def _game(columns: int, rows: int, k: int, windows: tuple[tuple[int, ...], ...]) -> MNKGame:
    return MNKGame(
        columns,
        rows,
        k,
        windows,
        tuple(
            tuple(window for window in windows if cell in window) for cell in range(columns * rows)
        ),
        tuple(itemgetter(*permutation) for permutation in _symmetries(columns, rows)),
    )


def _window_value(cells: tuple[int, ...]) -> int:
    return (
        0
        if (1 in cells and -1 in cells)
        else 4 ** cells.count(1) - 1
        if 1 in cells
        else 1 - 4 ** cells.count(-1)
        if -1 in cells
        else 0
    )


def _checked_rows(game: MNKGame, rows: tuple[str, ...]) -> Result[Position, str]:
    return (
        Failure(f"expected {game.rows} rows of {game.columns} cells (X, O or .) separated by /")
        if len(rows) != game.rows or any(len(row) != game.columns for row in rows)
        else Failure("unknown character: a cell is X, O or .")
        if any(char not in _CELL_OF for row in rows for char in row)
        else _checked_counts(game, tuple(_CELL_OF[char] for row in rows for char in row))
    )


def _checked_counts(game: MNKGame, cells: tuple[int, ...]) -> Result[Position, str]:
    return (
        Failure(
            f"impossible piece counts: {cells.count(1)} X and {cells.count(-1)} O"
            " (X moves first, so X = O or X = O + 1)"
        )
        if cells.count(1) - cells.count(-1) not in (0, 1)
        else Failure(f"impossible position: both X and O have {game.k} in a row")
        if len(_line_marks(game, cells)) == 2
        else Success((cells, -1))
    )


def _line_marks(game: MNKGame, cells: tuple[int, ...]) -> frozenset[int]:
    return frozenset(
        cells[window[0]]
        for window in game.windows
        if cells[window[0]] != 0 and all(cells[i] == cells[window[0]] for i in window)
    )
