"""The node search of the Connect Four solver: a pure negamax over bitboards.

:func:`negamax` values a position for the side to move within a window, with the
techniques of a strong solver:

* **anticipation of losing moves**: a node never plays just below a cell where the
  opponent would complete four, plays a forced block when there is one, and is lost
  at once when there are two; the side to move never wins at once (the root checks
  that, and every move keeps it so);
* **score bounds**: the window of a node with ``n`` stones played is narrowed to
  ``-(40 - n) // 2 .. (41 - n) // 2``;
* **ordering by threats**: drops are tried by the number of cells where they let the
  mover complete four, then from the centre out (in the last eight cells, from the
  centre out only);
* **a compact, bounded table**: a persistent map of :data:`SLOTS` slots, each one int
  packing the position's key and a bound, replaced on collision.

>>> from fnsearch.games.connect4.bitboard_game import from_moves, winning_cells
>>> board = from_moves("274571537133166").unwrap()
>>> threats = winning_cells(board.current ^ board.mask, board.mask)
>>> negamax(board, -13, -12, Map(), threats)[:2], negamax(board, -12, -11, Map(), threats)[:2]
((-12, 1), (-12, 3))
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, NamedTuple, TypeAlias, final

from immutables import Map

from fnsearch.games.connect4.bitboard_game import (
    BOARD,
    BOTTOM,
    CELLS,
    CENTRE_ORDER,
    COLUMN_MASKS,
    Board,
    winning_cells,
)

SLOTS: Final = 1_048_573
"""The table's slots (a prime): a position's entry lives in slot ``key % SLOTS``."""

_UPPER: Final = 19
"""An upper bound ``u`` is stored as ``u + 19``, in ``1..37`` (scores lie in ``-18..18``)."""
_LOWER: Final = 56
"""A lower bound ``l`` is stored as ``l + 56``, in ``38..74``, above every upper bound's code."""
_LATE: Final = 34
"""From this many stones on, drops go from the centre out: counting threats costs more."""
_CODE_BITS: Final = 7
_CODE: Final = (1 << _CODE_BITS) - 1
_RANK_BITS: Final = 3
_RANK: Final = (1 << _RANK_BITS) - 1
_RANKED: Final = tuple(
    (len(CENTRE_ORDER) - rank, COLUMN_MASKS[column]) for rank, column in enumerate(CENTRE_ORDER)
)
"""Each column's rank, higher for central columns (the tie-break of the order), and its mask."""
_MASK_OF_RANK: Final = (0, *(COLUMN_MASKS[column] for column in reversed(CENTRE_ORDER)))
"""The column mask of each rank (``1`` the left edge ... ``7`` the centre)."""

Table: TypeAlias = Map[int, int]
"""Slot -> ``key << 7 | code`` (see :data:`SLOTS`)."""

_Answer: TypeAlias = tuple[int, int, Table]
"""A node's value for the side to move, the nodes searched, and the table after."""


@final
class NegamaxAnswer(NamedTuple):
    """:data:`_Answer` as a record."""

    value: int
    nodes: int
    table: Table


def negamax(board: Board, alpha: int, beta: int, table: Table, threats: int) -> NegamaxAnswer:
    """Negamax of a node where the side to move cannot win at once; ``threats``: the opponent's.

    The answer is fail-soft: at most ``alpha`` means the value is at most the answer,
    at least ``beta`` at least the answer.

    >>> from fnsearch.games.connect4.bitboard_game import from_moves
    >>> board = from_moves("2252576253462244111563365343671351441").unwrap()
    >>> threats = winning_cells(board.current ^ board.mask, board.mask)
    >>> negamax(board, -3, 3, Map(), threats)[:2]
    (-1, 3)
    """
    value, nodes, after = _negamax(
        board.current, board.mask, board.moves, alpha, beta, table, threats
    )
    return NegamaxAnswer(value, nodes, after)


# The node's steps take the board as its two ints and its move count, and answer plain
# triples that the caller unpacks at once: no record is built in the search's inner loop.


def _negamax(
    current: int, mask: int, moves: int, alpha: int, beta: int, table: Table, threats: int
) -> _Answer:
    """Lost, drawn, or the window narrowed by the score bounds, then probed."""
    playable = (mask + BOTTOM) & BOARD
    forced = playable & threats
    cells = (forced or playable) & ~(threats >> 1)
    if forced & (forced - 1) or not cells:
        return (-((CELLS - moves) // 2), 1, table)
    elif moves >= CELLS - 2:
        return (0, 1, table)
    else:
        low = max(alpha, -((CELLS - 2 - moves) // 2))
        high = min(beta, (CELLS - 1 - moves) // 2)
        return (
            (low if low >= beta else high, 1, table)
            if low >= high
            else _probed(current, mask, moves, low, high, table, cells)
        )


def _probed(
    current: int, mask: int, moves: int, low: int, high: int, table: Table, cells: int
) -> _Answer:
    """The window ``(low, high)`` narrowed by the table's entry, then the drops searched."""
    key = current + mask
    entry = table.get(key % SLOTS, 0)
    code = entry & _CODE
    if entry >> _CODE_BITS != key or not code:
        return _searched(current, mask, moves, low, high, table, cells)
    elif code >= _LOWER:
        lower = code - _LOWER
        return (
            (lower, 1, table)
            if lower >= high
            else _searched(current, mask, moves, max(low, lower), high, table, cells)
        )
    else:
        upper = code - _UPPER
        return (
            (upper, 1, table)
            if upper <= low
            else _searched(current, mask, moves, low, min(high, upper), table, cells)
        )


def _searched(
    current: int, mask: int, moves: int, alpha: int, beta: int, table: Table, cells: int
) -> _Answer:
    """The drops ``cells`` folded best first: by the threats each makes (not late), then rank."""
    drops = (
        [rank for rank, column in _RANKED if cells & column]
        if moves >= _LATE
        else sorted(
            [
                winning_cells(current | (cells & column), mask).bit_count() << _RANK_BITS | rank
                for rank, column in _RANKED
                if cells & column
            ],
            reverse=True,
        )
    )
    return _fold(current, mask, moves, beta, iter(drops), alpha, 1, table)


def _fold(
    current: int,
    mask: int,
    moves: int,
    beta: int,
    drops: Iterator[int],
    alpha: int,
    nodes: int,
    table: Table,
) -> _Answer:
    """Search the next drop: a cut stores a lower bound, the last drop an upper bound."""
    drop = next(drops, -1)
    key = current + mask
    if drop < 0:
        return (alpha, nodes, table.set(key % SLOTS, (key << _CODE_BITS) | (alpha + _UPPER)))
    else:
        cell = (mask + BOTTOM) & _MASK_OF_RANK[drop & _RANK]
        value, searched, after = _negamax(
            current ^ mask,
            mask | cell,
            moves + 1,
            -beta,
            -alpha,
            table,
            winning_cells(current | cell, mask) & ~cell,
        )
        return (
            (
                -value,
                nodes + searched,
                after.set(key % SLOTS, (key << _CODE_BITS) | (_LOWER - value)),
            )
            if -value >= beta
            else _fold(
                current, mask, moves, beta, drops, max(alpha, -value), nodes + searched, after
            )
        )
