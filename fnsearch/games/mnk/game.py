"""The m,n,k-game: tic-tac-toe on ``m`` columns and ``n`` rows, with ``k`` in a row to win.

The instance :class:`MNKGame`, one board's :func:`record`, and the family's :data:`GAME`,
whose :func:`member` reads from a position text which board it is on.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from itertools import product
from typing import Final, NamedTuple, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import WHITE, Player
from fnsearch.games import tictactoe
from fnsearch.games.codec import (
    Shape,
    cell_naming,
    checked,
    draw_cells,
    owners,
    read_cells,
    windows,
    write_cells,
)
from fnsearch.games.record import NO_LIMITS, AnyGame, Family, Game, Limits, Sides
from fnsearch.games.sketch import grid_of


def symmetries(m: int, n: int) -> tuple[tuple[int, ...], ...]:
    """For each symmetry of the board (8 for a square, else 4), each image cell's source cell."""
    # The symmetries of a rectangle flip its rows, its columns or both; a square's may also
    # swap rows and columns: (swap, flip rows, flip columns).
    images = (
        tuple(_source(row, column, m, n, symmetry) for row in range(n) for column in range(m))
        for symmetry in product((False, True), repeat=3)
        if m == n or not symmetry[0]
    )
    return tuple(dict.fromkeys(images, True))  # the distinct images, in order


def _source(row: int, column: int, m: int, n: int, symmetry: tuple[bool, ...]) -> int:
    source_row, source_column = (column, row) if symmetry[0] else (row, column)
    return (n - 1 - source_row if symmetry[1] else source_row) * m + (
        m - 1 - source_column if symmetry[2] else source_column
    )


@final
class Notation(NamedTuple):
    """A position text split in two: the rows, and ``k`` if a ``k=K`` suffix gives it."""

    rows: str
    k: int | None


def notation(text: str) -> Result[Notation, str]:
    """Split ``"X.../.O../..../.... k=3"`` into the rows and ``k`` (``None`` when not given)."""
    rows, _, suffix = text.strip().partition(" ")
    k = suffix.strip()
    return (
        Success(Notation(rows, None))
        if k == ""
        else Success(Notation(rows, int(k[2:])))
        if k.startswith("k=") and k[2:].isascii() and k[2:].isdigit() and len(k) < 6
        else Failure(f"bad k {k[:20]!r}: expected k=K after the rows, K how many in a row win")
    )


class MNKPosition(NamedTuple):
    """The cells row by row (``1`` X, ``-1`` O, ``0``), and the cell played last (``-1``: none)."""

    cells: tuple[int, ...]
    last: int


_MARK_OF: Final = {WHITE: (1,), Player.BLACK: (-1,)}
_MAX_CELLS: Final = 64


@final
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class MNKGame:
    """The :class:`~fnsearch.core.config.Config` instance of the m,n,k-game (see :func:`mnk_game`).

    A win scores ``±(1 + empty cells)``; ``through`` holds the windows through each cell.
    """

    columns: int
    rows: int
    k: int
    windows: tuple[tuple[int, ...], ...]
    through: tuple[tuple[tuple[int, ...], ...], ...]
    images: tuple[tuple[int, ...], ...]

    @property
    def start(self) -> MNKPosition:
        """The empty board, White to move."""
        return MNKPosition((0,) * (self.columns * self.rows), -1)

    def score(self, position: MNKPosition, /) -> int:
        """``±(1 + empty cells)`` when a side has ``k`` in a row, else ``0``."""
        return self._winner(position) * (1 + position.cells.count(0))

    def successors(self, position: MNKPosition, player: Player, /) -> Iterator[MNKPosition]:
        """``player``'s mark in each empty cell, row by row."""
        cells = position.cells
        mark = _MARK_OF[player]
        # map and filter keep the successors lazy: compiled, a generator expression is a list.
        return map(partial(_marked, cells, mark), [i for i in range(len(cells)) if cells[i] == 0])

    def is_final(self, position: MNKPosition, /) -> bool:
        """A side has ``k`` in a row, or the board is full."""
        return self._winner(position) != 0 or 0 not in position.cells

    def key(self, position: MNKPosition, /) -> tuple[int, ...]:
        """The cells: two positions with the same cells are the same game state."""
        return position.cells

    def canonical(self, position: MNKPosition, /) -> tuple[int, ...]:
        """The least image of the cells under the board's symmetries."""
        cells = position.cells
        return min(tuple([cells[i] for i in image]) for image in self.images)

    def move(self, before: MNKPosition, after: MNKPosition, /) -> int:
        """The cell played."""
        return after.last

    def open_windows(self, position: MNKPosition) -> int:
        """An evaluation: ``4**p - 1`` per window with ``p`` pieces of White only, less Black's."""
        won = self._winner(position)
        cells = position.cells
        return (
            won * (1 << 40)
            if won != 0
            else sum(_window_value(tuple(cells[i] for i in w)) for w in self.windows)
        )

    def parse(self, text: str) -> Result[MNKPosition, str]:
        """Read ``n`` rows of ``m`` cells (``X``, ``O``, ``.``) joined by ``/``, then maybe ``k=K``.

        >>> mnk_game(3, 3, 3).unwrap().parse("XXX/OO./O..")
        <Failure: impossible position: X has 3 in a row but O moved after>
        """
        return (
            notation(text)
            .bind(lambda written: _without_k(self, written))
            .bind(lambda rows: read_cells(rows, Shape(self.columns, self.rows)))
            .bind(lambda cells: checked(cells, self.windows, f"{self.k} in a row"))
            .map(lambda cells: MNKPosition(cells, -1))
        )

    def render(self, position: MNKPosition) -> str:
        """The text form read by :meth:`parse`: the rows, then ``k=K`` unless ``k = min(m, n)``."""
        return write_cells(position.cells, self.columns) + (
            "" if self.k == min(self.columns, self.rows) else f" k={self.k}"
        )

    def draw(self, position: MNKPosition) -> str:
        """The board as ``n`` lines of cells separated by spaces."""
        return draw_cells(position.cells, self.columns)

    def _winner(self, position: MNKPosition) -> int:
        return next(
            iter(
                owners(
                    position.cells,
                    self.through[position.last] if position.last >= 0 else self.windows,
                )
            ),
            0,
        )

    def __repr__(self) -> str:
        return f"mnk_game({self.columns}, {self.rows}, {self.k}).unwrap()"


def mnk_game(columns: int, rows: int, k: int) -> Result[MNKGame, str]:
    """The m,n,k-game on ``columns`` × ``rows`` with ``k`` in a row.

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
    through = tuple(
        tuple(window for window in windows if i in window) for i in range(columns * rows)
    )
    return MNKGame(columns, rows, k, windows, through, symmetries(columns, rows))


def _marked(cells: tuple[int, ...], mark: tuple[int], i: int) -> MNKPosition:
    return MNKPosition(cells[:i] + mark + cells[i + 1 :], i)


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


def to_move(position: MNKPosition) -> Player:
    """Who moves next: X (White) when both sides have as many marks, as in tic-tac-toe."""
    return tictactoe.to_move(position.cells)


LARGE_SECONDS: Final = 2.0
"""The default time budget of a command-line search on a board of more than 9 cells."""


def record(game: MNKGame) -> Game[MNKPosition]:
    """The record of one board: up to 9 cells searched to the end, else :data:`LARGE_SECONDS`."""
    return Game(
        name="mnk",
        summary=f"the m,n,k-game on {game.columns} × {game.rows} with {game.k} in a row",
        example=game.render(game.start),
        instance=game,
        start=game.start,
        parse=game.parse,
        render=game.render,
        draw=game.draw,
        to_move=to_move,
        evaluate=game.open_windows,
        order=game.open_windows,
        limits=NO_LIMITS if game.columns * game.rows <= 9 else Limits(seconds=LARGE_SECONDS),
        sides=Sides("White (X)", "Black (O)"),
        naming=cell_naming(
            game.columns, lambda position: position.cells, lambda _, child: child.last + 1
        ),
        sketch=lambda position: grid_of(game.render(position)),
    )


def member(text: str) -> Result[AnyGame, str]:
    """The board a position text belongs to: its rows and columns, and ``k`` (default ``min``)."""
    return notation(text).bind(_member)


def _member(written: Notation) -> Result[AnyGame, str]:
    rows = written.rows.split("/")
    m, n = len(rows[0]), len(rows)
    return (
        mnk_game(m, n, min(m, n) if written.k is None else written.k).map(record)
        if all(len(row) == m for row in rows)
        else Failure(
            f"expected rows of X, O and . of equal length separated by /, got {written.rows[:60]!r}"
        )
    )


GAME: Final[Family] = Family(
    name="mnk",
    summary="tic-tac-toe on m × n (up to 64 cells), k in a row: suffix k=K, else k = min(m, n)",
    example="X.../.O../..../.... k=3",
    member=member,
    start=".../.../...",
)
"""The m,n,k family: the position text says which board it is; 3 × 3 when none is given."""
