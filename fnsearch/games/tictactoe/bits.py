"""Tic-tac-toe on an integer bitboard: the game of :mod:`~fnsearch.games.tictactoe.vector`.

A position is one ``int``: bit ``i`` (``0..8``) is set when X (White) holds cell ``i``
and bit ``9 + i`` when O (Black) does, cells row-major. :data:`BITS_CONFIG` has the
tuple instance's scores, final positions and successor order, so a search visits the
same nodes on both.
"""

from __future__ import annotations

from typing import Final, TypeAlias, final

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.games.tictactoe.vector import LINES

Bits: TypeAlias = int

EMPTY_BITS: Final[Bits] = 0
"""The empty board, White to move."""

_CELLS: Final = 9
_ALL: Final = (1 << _CELLS) - 1

LINE_MASKS: Final = tuple(sum(1 << cell for cell in line) for line in LINES)
"""The eight lines (rows, columns, diagonals) as masks of one side's nine bits."""

_LINE: Final = tuple(
    1 if any(cells & mask == mask for mask in LINE_MASKS) else 0 for cells in range(512)
)
"""``1`` where nine bits of one side hold a complete line, else ``0``."""

_X_MOVES: Final = tuple(
    tuple(1 << cell for cell in range(_CELLS) if not taken >> cell & 1) for taken in range(512)
)
"""For the taken cells of both sides, X's bit (in ``_O_MOVES`` O's) in each empty cell."""

_O_MOVES: Final = tuple(tuple(bit << _CELLS for bit in moves) for moves in _X_MOVES)


def to_bits(board: tuple[int, ...]) -> Bits:
    """The bitboard of a tuple board (``1`` = X, ``-1`` = O, ``0`` = empty, row-major).

    >>> to_bits((0, 0, 0, 0, 1, 0, 0, 0, 0)), to_bits((-1, 0, 0, 0, 0, 0, 0, 0, 0))
    (16, 512)
    """
    return sum(
        1 << (cell if mark == 1 else _CELLS + cell) for cell, mark in enumerate(board) if mark
    )


def from_bits(board: Bits) -> tuple[int, ...]:
    """The tuple board of a bitboard: the inverse of :func:`to_bits`."""
    return tuple(
        1 if board >> cell & 1 else -1 if board >> (_CELLS + cell) & 1 else 0
        for cell in range(_CELLS)
    )


@final
class TicTacToeBits(Config[Bits]):
    """The :class:`~fnsearch.core.config.Config` instance for tic-tac-toe bitboards.

    >>> BITS_CONFIG.score(to_bits((1, 1, 1, -1, -1, 0, 0, 0, 0)))
    5
    """

    __slots__ = ()

    def score(self, board: Bits, /) -> int:
        """``±(1 + empty cells)`` for a win of X (O), else ``0``."""
        x = board & _ALL
        o = board >> _CELLS
        return (_LINE[x] - _LINE[o]) * (10 - x.bit_count() - o.bit_count())

    def successors(self, board: Bits, player: Player, /) -> list[Bits]:
        """``player``'s mark in each empty cell, cell 0 first."""
        moves = _X_MOVES if player is WHITE else _O_MOVES
        return [board | move for move in moves[(board | board >> _CELLS) & _ALL]]

    def is_final(self, board: Bits, /) -> bool:
        """A line is complete or the board is full."""
        x = board & _ALL
        o = board >> _CELLS
        return bool(_LINE[x] or _LINE[o]) or x | o == _ALL

    def move(self, before: Bits, after: Bits, /) -> int:
        """The cell where a mark was put between ``before`` and ``after``."""
        return (((before ^ after) | (before ^ after) >> _CELLS) & _ALL).bit_length() - 1

    def __repr__(self) -> str:
        return "BITS_CONFIG"


BITS_CONFIG: Final = TicTacToeBits()
"""The tic-tac-toe instance on bitboards."""
