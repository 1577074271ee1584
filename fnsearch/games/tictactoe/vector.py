"""Tic-tac-toe over tuples: the exercise sheet's ``VectorConfig`` instance.

A board is a tuple of 9 cells in row-major order: ``1`` is X (White), ``-1`` O
(Black), ``0`` empty; X moves first. The text form is three rows of ``X``, ``O`` and
``.`` separated by ``/`` (the slashes may be left out).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Final, TypeAlias, cast, final

from returns.result import Result

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.codec import Shape, cell_naming, checked, draw_cells, read_cells, write_cells
from fnsearch.games.record import Game, Sides
from fnsearch.games.sketch import grid_of

Board: TypeAlias = tuple[int, ...]

EMPTY: Final[Board] = (0,) * 9
"""The empty board, White to move."""

LINES: Final[tuple[tuple[int, int, int], ...]] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
"""The eight lines of three cells: rows, columns, diagonals."""

_OTHERS_THROUGH: Final = tuple(
    tuple(tuple(j for j in line if j != i) for line in LINES if i in line) for i in range(9)
)
"""For each cell, the other two cells of every line through it."""

SYMMETRIES: Final[tuple[tuple[int, ...], ...]] = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8),
    (6, 3, 0, 7, 4, 1, 8, 5, 2),
    (8, 7, 6, 5, 4, 3, 2, 1, 0),
    (2, 5, 8, 1, 4, 7, 0, 3, 6),
    (2, 1, 0, 5, 4, 3, 8, 7, 6),
    (0, 3, 6, 1, 4, 7, 2, 5, 8),
    (6, 7, 8, 3, 4, 5, 0, 1, 2),
    (8, 5, 2, 7, 4, 1, 6, 3, 0),
)
"""The 8 symmetries of the square (4 turns, each then mirrored): ``image[i] = board[p[i]]``."""

_IMAGES: Final = tuple((p[0], cast("Callable[[Board], Board]", itemgetter(*p))) for p in SYMMETRIES)
"""Each symmetry as the cell it brings to the first place and its image of a board."""

_SHAPE: Final = Shape(
    3, 3, slashes_optional=True, expected="expected 9 cells (3 rows of X, O or . separated by /)"
)


def winner(board: Board) -> int:
    """``1`` if X has three in a row, ``-1`` if O has, ``0`` otherwise (the first line decides).

    >>> winner(parse("OOO/XX./X..").unwrap()), winner(EMPTY)
    (-1, 0)
    """
    won = [board[a] for a, b, c in LINES if board[a] != 0 and board[a] == board[b] == board[c]]
    return won[0] if won else 0


@final
class TicTacToe:
    """The :class:`~fnsearch.core.config.Config` instance for tic-tac-toe boards.

    >>> VECTOR_CONFIG.score(parse("XXX/OO./...").unwrap())
    5
    """

    __slots__ = ()

    def score(self, board: Board, /) -> int:
        """``±(1 + empty cells)`` for a win of X (O), else ``0``: faster wins score higher."""
        return winner(board) * (1 + board.count(0))

    def successors(self, board: Board, player: Player, /) -> list[Board]:
        """``player``'s mark in each empty cell, in row-major order."""
        mark = (1,) if player is WHITE else (-1,)
        return [board[:i] + mark + board[i + 1 :] for i in range(9) if board[i] == 0]

    def is_final(self, board: Board, /) -> bool:
        """A line is complete or the board is full."""
        return 0 not in board or winner(board) != 0

    def canonical(self, board: Board, /) -> Board:
        """The least of the board's 8 symmetric images: one key for all of them.

        The least image starts with the least corner: only the symmetries that bring
        that corner to the first cell are tried.
        """
        corner = min(board[0], board[2], board[6], board[8])
        return min([image(board) for first, image in _IMAGES if board[first] == corner])

    def move(self, before: Board, after: Board, /) -> int:
        """The cell where a mark was put between ``before`` and ``after``."""
        return next(i for i in range(9) if before[i] != after[i])

    def noisy_successors(self, board: Board, player: Player, /) -> list[Board]:
        """The moves that complete a line or block one of the opponent's, in row-major order."""
        mark = (1,) if player is WHITE else (-1,)
        return [
            board[:i] + mark + board[i + 1 :]
            for i in range(9)
            if board[i] == 0 and any(board[a] == board[b] != 0 for a, b in _OTHERS_THROUGH[i])
        ]

    def is_forcing(self, board: Board, player: Player, /) -> bool:
        """``player`` has one empty cell left, or the opponent has two in an open line."""
        return not self.is_final(board) and (
            board.count(0) == 1
            or any(
                board[a] == board[b] == (-1 if player is WHITE else 1)
                for i in range(9)
                if board[i] == 0
                for a, b in _OTHERS_THROUGH[i]
            )
        )

    def __repr__(self) -> str:
        return "VECTOR_CONFIG"


VECTOR_CONFIG: Final = TicTacToe()
"""The tic-tac-toe instance (the sheet's ``given VectorConfig``)."""


def render(board: Board) -> str:
    """The one-line text form, rows separated by ``/``.

    >>> render(EMPTY)
    '.../.../...'
    """
    return write_cells(board, 3)


def draw(board: Board) -> str:
    """The board as three lines of text, cells separated by spaces."""
    return draw_cells(board, 3)


def parse(text: str) -> Result[Board, str]:
    """Read a board such as ``"X.O/.X./..O"``: one X started, nobody moved after a win.

    >>> parse("X.O/.X./..O")
    <Success: (1, 0, -1, 0, 1, 0, 0, 0, -1)>
    """
    return read_cells(text, _SHAPE).bind(lambda cells: checked(cells, LINES, "three in a row"))


def to_move(board: Board) -> Player:
    """Who moves next: X (White) when both sides have as many marks, else O (Black).

    >>> to_move(EMPTY)
    <Player.WHITE: 1>
    """
    return WHITE if board.count(1) == board.count(-1) else BLACK


EXERCISE_START: Final[Board] = (1, 1, -1, 0, 0, 0, -1, 0, 0)
"""The course exercise's start, ``XXO/.../O..``, X to move: taking the centre wins."""


def open_lines(board: Board) -> int:
    """The lecture's evaluation: lines still open for X minus lines still open for O.

    A won board is worth ``±(100 + empty cells)``, beyond every difference of open lines.

    >>> open_lines(parse(".O./.X./...").unwrap())
    2
    """
    won = winner(board)
    return (
        won * (100 + board.count(0))
        if won
        else len([1 for a, b, c in LINES if board[a] >= 0 and board[b] >= 0 and board[c] >= 0])
        - len([1 for a, b, c in LINES if board[a] <= 0 and board[b] <= 0 and board[c] <= 0])
    )


GAME: Final[Game[Board]] = Game(
    name="tictactoe",
    summary="tic-tac-toe: X (White) moves first, three in a row wins",
    example="X.O/.X./..O",
    instance=VECTOR_CONFIG,
    start=EMPTY,
    parse=parse,
    render=render,
    draw=draw,
    to_move=to_move,
    evaluate=open_lines,
    order=open_lines,
    sides=Sides("White (X)", "Black (O)"),
    naming=cell_naming(
        3, lambda board: board, lambda board, child: VECTOR_CONFIG.move(board, child) + 1
    ),
    sketch=lambda board: grid_of(render(board)),
)
"""The tic-tac-toe record: small enough to search to the end; played by the cells 1 to 9."""
