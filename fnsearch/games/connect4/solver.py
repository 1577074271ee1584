"""An exact Connect Four solver over bitboards, written purely.

A binary search of null windows, or near the end one search of the whole window, by
:func:`negamax`, which skips drops that lose at once, narrows its window by the score still
reachable, orders drops by threats then centre first, and keeps a table of :data:`SLOTS`
ints. Scores are for the side to move: ``0`` a draw, ``22`` minus the winner's stones a win.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, NamedTuple, TypeAlias, final

from immutables import Map
from returns.result import Result

from fnsearch.engine.nullwindow import probe_point
from fnsearch.games.connect4.bitboard_game import (
    BOARD,
    BOTTOM,
    CELLS,
    CENTRE_ORDER,
    COLUMN_MASKS,
    Board,
    from_moves,
    has_four,
    winning_cells,
)
from fnsearch.games.record import ExactSolution as ExactSolution

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
    return NegamaxAnswer(
        *_negamax(board.current, board.mask, board.moves, alpha, beta, table, threats)
    )


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


NULL_WINDOWS_WIDER_THAN: Final = 16
"""By default, null windows find the score when more scores than this are possible."""


def solution(
    board: Board, *, weak: bool = False, null_windows: bool | None = None
) -> ExactSolution:
    """The exact score of ``board`` for the side to move, or only its sign when ``weak``.

    ``null_windows``: a binary search of null windows (``True``) or one search with the
    whole window (``False``); by default null windows where the window is wider than
    :data:`NULL_WINDOWS_WIDER_THAN`.
    """
    threats = winning_cells(board.current ^ board.mask, board.mask)
    window = (-((CELLS - board.moves) // 2), (CELLS + 1 - board.moves) // 2)
    narrow = window[1] - window[0] <= NULL_WINDOWS_WIDER_THAN
    return (
        # The last stone may fill the board and win: a four decides before a full board.
        ExactSolution(-_sign(weak, 22 - (board.moves + 1) // 2), 1, 0)
        if has_four(board.current ^ board.mask)
        else ExactSolution(0, 1, 0)
        if board.moves == CELLS
        else ExactSolution(_sign(weak, window[1]), 1, 0)
        if winning_cells(board.current, board.mask) & (board.mask + BOTTOM) & BOARD
        else _narrowed(board, threats, window, Map(), 0, weak)
        if (null_windows if null_windows is not None else not narrow)
        else _whole(board, threats, (-1, 1) if weak else window, weak)
    )


def _whole(board: Board, threats: int, window: tuple[int, int], weak: bool) -> ExactSolution:
    value, searched, after = negamax(board, window[0], window[1], Map(), threats)
    return ExactSolution(_sign(weak, min(max(value, window[0]), window[1])), searched, len(after))


def _sign(weak: bool, score: int) -> int:
    return ((score > 0) - (score < 0)) if weak else score


def _narrowed(
    board: Board, threats: int, window: tuple[int, int], table: Table, nodes: int, weak: bool
) -> ExactSolution:
    return (
        ExactSolution(_sign(weak, window[0]), nodes, len(table))
        if window[0] >= window[1] or (weak and window[0] > 0)
        else ExactSolution(-1, nodes, len(table))
        if weak and window[1] < 0
        else _split(board, threats, window, table, nodes, weak)
    )


def _split(
    board: Board, threats: int, window: tuple[int, int], table: Table, nodes: int, weak: bool
) -> ExactSolution:
    middle = probe_point(*window)
    value, searched, after = negamax(board, middle, middle + 1, table, threats)
    return _narrowed(
        board,
        threats,
        (window[0], value) if value <= middle else (value, window[1]),
        after,
        nodes + searched,
        weak,
    )


def solved(moves: str, *, weak: bool = False) -> Result[ExactSolution, str]:
    """The :class:`ExactSolution` of the position after ``moves`` (columns ``1`` to ``7``).

    >>> solved("274571537133166")
    <Success: ExactSolution(score=-12, nodes=8, entries=2)>
    """
    return from_moves(moves).map(lambda board: solution(board, weak=weak))


def solve(moves: str) -> Result[int, str]:
    """The exact score of the position after ``moves``, for the side to move."""
    return solved(moves).map(lambda found: found.score)


def solve_weak(moves: str) -> Result[int, str]:
    """Only who wins after ``moves``: ``1`` the side to move, ``-1`` the other, ``0`` a draw.

    >>> solve_weak("2252576253462244111563365343671351441")
    <Success: -1>
    """
    return solved(moves, weak=True).map(lambda found: found.score)
