"""The node search of the Connect Four solver: a pure negamax over bitboards.

A node anticipates losing moves (never a drop below an opponent's winning cell, a forced
block when there is one, lost at once with two), narrows its window by the score still
reachable, orders drops by the threats they make, then from the centre out, and keeps a
bounded table of :data:`SLOTS` packed ints, replaced on collision.
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

# A bound is stored as a code: an upper bound u as u + 19 (1..37, scores lie in -18..18), a
# lower bound l as l + 56 (38..74), above every upper bound's code.
_UPPER: Final = 19
_LOWER: Final = 56
_LATE: Final = 34  # from this many stones on, counting threats costs more than it saves
_CODE_BITS: Final = 7
_CODE: Final = (1 << _CODE_BITS) - 1
_RANK_BITS: Final = 3
_RANK: Final = (1 << _RANK_BITS) - 1
# Each column's rank, higher for central columns (the order's tie-break), and its mask.
_RANKED: Final = tuple(
    (len(CENTRE_ORDER) - rank, COLUMN_MASKS[column]) for rank, column in enumerate(CENTRE_ORDER)
)
_MASK_OF_RANK: Final = (0, *(COLUMN_MASKS[column] for column in reversed(CENTRE_ORDER)))

Table: TypeAlias = Map[int, int]
"""Slot -> ``key << 7 | code`` (see :data:`SLOTS`)."""

_Answer: TypeAlias = tuple[int, int, Table]


@final
class NegamaxAnswer(NamedTuple):
    """A node's value for the side to move, the nodes searched, and the table after."""

    value: int
    nodes: int
    table: Table


def negamax(board: Board, alpha: int, beta: int, table: Table, threats: int) -> NegamaxAnswer:
    """Negamax of a node where the side to move cannot win at once; ``threats``: the opponent's.

    The answer is fail-soft: at most ``alpha`` means the value is at most the answer,
    at least ``beta`` at least the answer.
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
