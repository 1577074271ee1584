"""The m,n,k-game's instance: one board's rules, symmetries, evaluation and text forms.

A configuration is a :class:`MNKPosition` record: ``cells`` holds the ``m * n`` cells
row by row (``1`` = X, White, who moves first; ``-1`` = O; ``0`` = empty), and
``last`` is the cell of the mark played last (``-1`` when unknown), so that a win
is looked for only in the windows of ``k`` cells through it.

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
from typing import Final, NamedTuple, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import WHITE, Player
from fnsearch.games import tictactoe
from fnsearch.games.codec import checked, draw_cells, read_cells, shape, write_cells
from fnsearch.games.mnk.board import symmetries, windows
from fnsearch.games.mnk.notation import Notation, notation

__all__ = ["MNKGame", "MNKPosition", "mnk_game", "to_move"]


class MNKPosition(NamedTuple):
    """A position of the m,n,k-game (see the module documentation).

    Attributes:
        cells: the cells row by row: ``1`` = X, ``-1`` = O, ``0`` = empty.
        last: the cell of the mark played last, ``-1`` when unknown.
    """

    cells: tuple[int, ...]
    last: int


_MARK_OF: Final = {WHITE: (1,), Player.BLACK: (-1,)}
_MAX_CELLS: Final = 64


@final
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class MNKGame:
    """The :class:`~fnsearch.core.config.Config` instance of the m,n,k-game.

    It also has the :class:`~fnsearch.engine.table.Keyed` and
    :class:`~fnsearch.engine.table.Symmetric` capabilities (a table key is the
    cells alone; the symmetries of the rectangle) and the
    :class:`~fnsearch.engine.ordering.Moves` capability (a move is a cell).

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
    def start(self) -> MNKPosition:
        """The empty board, White to move."""
        return MNKPosition((0,) * (self.columns * self.rows), -1)

    def score(self, position: MNKPosition, /) -> int:
        """``±(1 + empty cells)`` when a side has ``k`` in a row, else ``0``."""
        return self._winner(position) * (1 + position.cells.count(0))

    def successors(self, position: MNKPosition, player: Player, /) -> Iterator[MNKPosition]:
        """``player``'s mark in each empty cell, row by row."""
        return (
            MNKPosition(cells[:i] + mark + cells[i + 1 :], i)
            for cells in (position.cells,)
            for mark in (_MARK_OF[player],)
            for i in range(len(cells))
            if cells[i] == 0
        )

    def is_final(self, position: MNKPosition, /) -> bool:
        """A side has ``k`` in a row, or the board is full."""
        return self._winner(position) != 0 or 0 not in position.cells

    def key(self, position: MNKPosition, /) -> tuple[int, ...]:
        """The cells: two positions with the same cells are the same game state."""
        return position.cells

    def canonical(self, position: MNKPosition, /) -> tuple[int, ...]:
        """The least image of the cells under the board's symmetries."""
        return min(image(position.cells) for image in self.images)

    def move(self, before: MNKPosition, after: MNKPosition, /) -> int:
        """The cell played."""
        return after.last

    def open_windows(self, position: MNKPosition) -> int:
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
            else sum(
                _window_value(tuple(cells[i] for i in w))
                for cells in (position.cells,)
                for w in self.windows
            )
        )

    def parse(self, text: str) -> Result[MNKPosition, str]:
        """Read a position: ``n`` rows of ``m`` cells (``X``, ``O``, ``.``) separated by ``/``.

        A suffix ``k=K`` may follow the rows after a space; ``K`` must be this
        board's ``k``. The checks are tic-tac-toe's: X has as many marks as O or one
        more, at most one side has ``k`` in a row, and nobody moved after a win.

        >>> game = mnk_game(3, 3, 3).unwrap()
        >>> game.parse("XXX/OO./O..")
        <Failure: impossible position: X has 3 in a row but O moved after>
        >>> game.parse("XX./O../... k=3")
        <Success: MNKPosition(cells=(1, 1, 0, -1, 0, 0, 0, 0, 0), last=-1)>
        """
        return (
            notation(text)
            .bind(lambda written: _without_k(self, written))
            .bind(lambda rows: read_cells(rows, shape(self.columns, self.rows)))
            .bind(lambda cells: _possible(self, cells))
        )

    def render(self, position: MNKPosition) -> str:
        """The text form read by :meth:`parse`: the rows, then ``k=K`` unless ``k = min(m, n)``.

        >>> game = mnk_game(3, 3, 2).unwrap()
        >>> game.render(game.start)
        '.../.../... k=2'
        """
        return write_cells(position.cells, self.columns) + (
            "" if self.k == min(self.columns, self.rows) else f" k={self.k}"
        )

    def draw(self, position: MNKPosition) -> str:
        """The board as ``n`` lines of cells separated by spaces.

        >>> game = mnk_game(4, 2, 2).unwrap()
        >>> print(game.draw(game.parse("X.../.O.. k=2").unwrap()))
        X . . .
        . O . .
        """
        return draw_cells(position.cells, self.columns)

    def _winner(self, position: MNKPosition) -> int:
        """The mark with ``k`` in a row through the last cell played (or anywhere if unknown)."""
        return next(
            (
                cells[window[0]]
                for cells in (position.cells,)
                for window in (self.through[position.last] if position.last >= 0 else self.windows)
                if cells[window[0]] != 0 and all(cells[i] == cells[window[0]] for i in window)
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
        else Success(_game(columns, rows, k, windows(columns, rows, k)))
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
        tuple(itemgetter(*permutation) for permutation in symmetries(columns, rows)),
    )


def _window_value(cells: tuple[int, ...]) -> int:
    # 4**p written as a shift: the same number, typed int (int ** int may be a float).
    return (
        0
        if (1 in cells and -1 in cells)
        else (1 << 2 * cells.count(1)) - 1
        if 1 in cells
        else 1 - (1 << 2 * cells.count(-1))
        if -1 in cells
        else 0
    )


def _without_k(game: MNKGame, notation: Notation) -> Result[str, str]:
    return (
        Success(notation.rows)
        if notation.k is None or notation.k == game.k
        else Failure(f"k = {notation.k} given for a board with k = {game.k}")
    )


def _possible(game: MNKGame, cells: tuple[int, ...]) -> Result[MNKPosition, str]:
    return checked(cells, game.windows, f"{game.k} in a row").map(_unknown_last)


def _unknown_last(cells: tuple[int, ...]) -> MNKPosition:
    return MNKPosition(cells, -1)


def to_move(position: MNKPosition) -> Player:
    """Who moves next: X (White) when both sides have as many marks, as in tic-tac-toe.

    >>> game = mnk_game(4, 4, 4).unwrap()
    >>> to_move(game.start), to_move(game.parse("X.../..../..../....").unwrap())
    (<Player.WHITE: 1>, <Player.BLACK: -1>)
    """
    return tictactoe.to_move(position.cells)
