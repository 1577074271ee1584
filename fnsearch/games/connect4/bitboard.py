"""Connect Four bitboards: a position as two Python ints and a move count.

Column ``c`` takes the bits ``7c .. 7c+5`` of an int, bottom row first; the bit above
each column stays empty, so shifts never carry a line from one column into the next.
A drop is one addition, a table key the one int ``current + mask``.

>>> board = played(played(START, drop(0, 3)), drop(1 << 21, 3))
>>> board.moves, bin(board.mask >> 21), bin(x_stones(board) >> 21)
(2, '0b11', '0b1')
"""

from __future__ import annotations

from typing import Final, NamedTuple, final

from fnsearch.core.config import BLACK, WHITE, Player

COLUMNS: Final = 7
ROWS: Final = 6
STRIDE: Final = ROWS + 1
"""Bits per column: the six cells and the empty bit above them."""
CELLS: Final = COLUMNS * ROWS

BOTTOM: Final = sum(1 << (STRIDE * column) for column in range(COLUMNS))
"""The bottom cell of every column."""
BOARD: Final = BOTTOM * ((1 << ROWS) - 1)
"""Every cell of the board."""
COLUMN_MASKS: Final = tuple(((1 << ROWS) - 1) << (STRIDE * column) for column in range(COLUMNS))
"""The cells of each column, from the left."""
CENTRE_ORDER: Final = (3, 2, 4, 1, 5, 0, 6)
"""The columns from the centre outwards: central stones take part in more lines."""
_LOW: Final = (1 << 38) - 1


@final
class Board(NamedTuple):
    """A Connect Four position as bitboards.

    Attributes:
        current: the stones of the side to move.
        mask: every stone on the board.
        moves: the number of stones played; X moves when it is even.
    """

    current: int
    mask: int
    moves: int


START: Final = Board(0, 0, 0)
"""The empty board, X to move."""


def winning_cells(stones: int, mask: int) -> int:
    """The empty cells where ``stones`` would complete four in a row (playable or not).

    >>> bin(winning_cells(0b111, 0b111))  # three up in the first column: the fourth cell
    '0b1000'
    """
    # Shifted 16 places or more, a stone above bit 38 leaves the board: dropped first, it
    # keeps every shift within a machine word.
    low = stones & _LOW
    return (
        (stones << 1) & (stones << 2) & (stones << 3)
        | (stones << 7) & (stones << 14) & ((low << 21) | (stones >> 7))
        | (stones >> 7) & (stones >> 14) & ((stones << 7) | (stones >> 21))
        | (stones << 6) & (stones << 12) & ((low << 18) | (stones >> 6))
        | (stones >> 6) & (stones >> 12) & ((stones << 6) | (stones >> 18))
        | (stones << 8) & (low << 16) & ((low << 24) | (stones >> 8))
        | (stones >> 8) & (stones >> 16) & ((stones << 8) | (stones >> 24))
    ) & (BOARD ^ mask)


def has_four(stones: int) -> bool:
    """Whether ``stones`` hold four in a row, in a column or on a diagonal.

    >>> has_four(0b1111), has_four(0b111)
    (True, False)
    """
    up = stones & (stones >> 1)
    across = stones & (stones >> 7)
    down_right = stones & (stones >> 6)
    up_right = stones & (stones >> 8)
    return bool(
        up & (up >> 2)
        | across & (across >> 14)
        | down_right & (down_right >> 12)
        | up_right & (up_right >> 16)
    )


def drop(mask: int, column: int) -> int:
    """The cell a stone dropped into ``column`` lands on; ``0`` when the column is full.

    >>> drop(0, 1), drop(0b111111, 0)
    (128, 0)
    """
    return (mask + (1 << (STRIDE * column))) & COLUMN_MASKS[column]


def played(board: Board, cell: int) -> Board:
    """The board after the side to move puts a stone on ``cell`` (a playable cell's bit).

    >>> played(START, 1).mask, played(START, 1).current
    (1, 0)
    """
    return Board(board.current ^ board.mask, board.mask | cell, board.moves + 1)


def to_move(board: Board) -> Player:
    """Who moves next: X (White) after an even number of stones.

    >>> to_move(START), to_move(played(START, 1))
    (<Player.WHITE: 1>, <Player.BLACK: -1>)
    """
    return WHITE if board.moves % 2 == 0 else BLACK


def x_stones(board: Board) -> int:
    """The stones of X, the first player.

    >>> x_stones(played(START, 1))
    1
    """
    return board.current if board.moves % 2 == 0 else board.current ^ board.mask
