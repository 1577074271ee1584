"""Tic-tac-toe on an integer bitboard: the game of :mod:`~fnsearch.games.tictactoe.vector`, faster.

A position is one ``int``: bit ``i`` (``0..8``) is set when X (White) holds cell
``i`` and bit ``9 + i`` when O (Black) does; cells are numbered row-major, as in the
tuple instance. The side to move is not stored: the searches pass it, and X is to
move exactly when both sides have as many marks.

:data:`BITS_CONFIG` plays exactly the game of the tuple instance
:data:`~fnsearch.games.tictactoe.vector.VECTOR_CONFIG`: the same score (``1 + empty cells``
for a win of X, its negation for a win of O, ``0`` otherwise), the same final
positions, and successors in the same order (the empty cells from ``0`` to ``8``), so
a search visits the same nodes and answers the same values and moves on both (a
test checks every position reachable from the empty board). ``successors`` maps
the bits of the empty cells, read from a table indexed by the taken cells;
``is_final`` and ``score`` read a table of every board.

>>> board = to_bits((1, 0, -1, 0, 1, 0, 0, 0, -1))
>>> bin(board)
'0b100000100000010001'
>>> from_bits(board)
(1, 0, -1, 0, 1, 0, 0, 0, -1)
>>> from fnsearch.classic.alpha_beta import alpha_beta
>>> from fnsearch.core.config import WHITE
>>> alpha_beta(BITS_CONFIG, EMPTY_BITS, WHITE)  # a draw with best play
0
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, TypeAlias, final

from fnsearch.core.config import WHITE, Player

Bits: TypeAlias = int
"""A position: bits ``0..8`` are the cells of X (White), bits ``9..17`` those of O (Black)."""

EMPTY_BITS: Final[Bits] = 0
"""The empty board, White to move."""

_CELLS: Final = 9
_ALL: Final = (1 << _CELLS) - 1
"""The nine bits of one side: ``board & _ALL`` is X's cells, ``board >> 9`` is O's."""

LINE_MASKS: Final = tuple(
    sum(1 << cell for cell in line)
    for line in (
        *(range(3 * row, 3 * row + 3) for row in range(3)),
        *(range(column, _CELLS, 3) for column in range(3)),
        (0, 4, 8),
        (2, 4, 6),
    )
)
"""The eight lines (rows, columns, diagonals) as masks of one side's nine bits."""

_HAS_LINE: Final = tuple(any(cells & mask == mask for mask in LINE_MASKS) for cells in range(512))
"""Whether nine bits of one side hold a complete line: the win test by masks, once."""

_FREE_BITS: Final = tuple(
    tuple(1 << cell for cell in range(_CELLS) if not taken >> cell & 1) for taken in range(512)
)
"""For the taken cells of both sides, the bit of each empty cell, cell 0 first."""

_O_FREE_BITS: Final = tuple(tuple(bit << _CELLS for bit in bits) for bits in _FREE_BITS)
"""The same bits, moved to O's half of the board."""

# ``is_final`` and ``score`` are look-ups in tables of every board, 2**18 bytes each
# (built in about 2 ms at import from the 512-entry table above), read through
# memoryviews whose ``__getitem__`` is a C function: a call runs no Python code. Against
# methods computing the same from ``_HAS_LINE`` and ``bit_count``, alpha_beta_room from
# the empty board took 0.956x and 0.969x the time (medians of 15 and 21 alternating
# in-process runs); ``score`` alone went from 70 to 41 ns a call (timeit).
_HAS_LINE_BYTES: Final = bytes(_HAS_LINE)

_FINAL: Final = memoryview(
    b"".join(
        b"\x01" * 512
        if _HAS_LINE[o]
        else _HAS_LINE_BYTES[: _ALL ^ o] + b"\x01" + _HAS_LINE_BYTES[(_ALL ^ o) + 1 :]
        for o in range(512)
    )
).cast("?")
"""``is_final`` of every board ``x | o << 9``: row ``o`` is final wherever O has a line,
else where X has one and at ``x = 511 ^ o``, the full board."""

_KINDS: Final = bytes(16 * _HAS_LINE[x] + x.bit_count() for x in range(512))
"""X's nine bits as what its score needs: ``16 * (X has a line) + (X's marks)``."""

_SCORE_OF_KIND: Final = {
    (o_line, o_marks): bytes(
        ((kind >> 4) - o_line) * (10 - o_marks - (kind & 15)) % 256 if kind < 32 else 0
        for kind in range(256)
    )
    for o_line in (False, True)
    for o_marks in range(_CELLS + 1)
}
"""For O's line and marks, the score (a signed byte) of each kind of X's nine bits."""

_SCORE: Final = memoryview(
    b"".join(_KINDS.translate(_SCORE_OF_KIND[_HAS_LINE[o], o.bit_count()]) for o in range(512))
).cast("b")
"""``score`` of every board ``x | o << 9``: ``(X's line - O's line) * (10 - marks)``."""


def to_bits(board: tuple[int, ...]) -> Bits:
    """The bitboard of a tuple board (``1`` = X, ``-1`` = O, ``0`` = empty, row-major).

    >>> to_bits((0, 0, 0, 0, 1, 0, 0, 0, 0)), to_bits((-1, 0, 0, 0, 0, 0, 0, 0, 0))
    (16, 512)
    """
    return sum(
        1 << (cell if mark == 1 else _CELLS + cell) for cell, mark in enumerate(board) if mark
    )


def from_bits(board: Bits) -> tuple[int, ...]:
    """The tuple board of a bitboard: the inverse of :func:`to_bits`.

    >>> from_bits(16 | 512)
    (-1, 0, 0, 0, 1, 0, 0, 0, 0)
    """
    return tuple(
        1 if board >> cell & 1 else -1 if board >> (_CELLS + cell) & 1 else 0
        for cell in range(_CELLS)
    )


@final
class TicTacToeBits:
    """The :class:`~fnsearch.core.config.Config` instance for tic-tac-toe bitboards.

    The score, final positions and successor order of
    :class:`~fnsearch.games.tictactoe.vector.TicTacToe`, on :data:`Bits`.

    ``score`` and ``is_final`` are the ``__getitem__`` of tables of every board,
    defined on positions (no cell holds both marks):

    >>> won = to_bits((1, 1, 1, -1, -1, 0, 0, 0, 0))
    >>> BITS_CONFIG.score(won), BITS_CONFIG.score(to_bits((-1, -1, -1, 1, 1, 0, 1, 0, 0)))
    (5, -4)
    >>> BITS_CONFIG.is_final(EMPTY_BITS), BITS_CONFIG.is_final(won)
    (False, True)
    """

    __slots__ = ()

    score: Final = staticmethod(_SCORE.__getitem__)
    """The score from White's point of view: ``±(1 + empty cells)`` for a win, else ``0``.

    ``10 - marks`` is ``1 + empty cells``. At most one side has a line in a position
    reached by play.
    """

    def successors(self, board: Bits, player: Player, /) -> Iterator[Bits]:
        """``player``'s mark in each empty cell, cell 0 first, lazily.

        >>> board = to_bits((1, 1, -1, -1, -1, 1, 1, 0, 0))
        >>> [from_bits(child) for child in BITS_CONFIG.successors(board, WHITE)]
        [(1, 1, -1, -1, -1, 1, 1, 1, 0), (1, 1, -1, -1, -1, 1, 1, 0, 1)]
        """
        return map(
            board.__or__,
            (_FREE_BITS if player is WHITE else _O_FREE_BITS)[(board | board >> _CELLS) & _ALL],
        )

    is_final: Final = staticmethod(_FINAL.__getitem__)
    """A line is complete or the board is full."""

    def move(self, before: Bits, after: Bits, /) -> int:
        """The cell where a mark was put between ``before`` and ``after``.

        >>> BITS_CONFIG.move(EMPTY_BITS, to_bits((0, 0, 0, 0, -1, 0, 0, 0, 0)))
        4
        """
        return (((before ^ after) | (before ^ after) >> _CELLS) & _ALL).bit_length() - 1

    def __repr__(self) -> str:
        return "BITS_CONFIG"


BITS_CONFIG: Final = TicTacToeBits()
"""The tic-tac-toe instance on bitboards."""
