"""An exact Connect Four solver over bitboards, written purely.

The score is found by a binary search of null windows ``(m, m + 1)``, or near the end by
one search of the whole window, each by :func:`~fnsearch.games.connect4.negamax.negamax`.
Scores are for the side to move: ``0`` a draw, ``22`` minus the winner's stones for a win.
"""

from __future__ import annotations

from typing import Final

from immutables import Map
from returns.result import Result

from fnsearch.engine.nullwindow import probe_point
from fnsearch.games.connect4.bitboard_game import (
    BOARD,
    BOTTOM,
    Board,
    from_moves,
    has_four,
    winning_cells,
)
from fnsearch.games.connect4.negamax import Table, negamax
from fnsearch.games.record import ExactSolution as ExactSolution

_CELLS: Final = 42
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
    window = (-((_CELLS - board.moves) // 2), (_CELLS + 1 - board.moves) // 2)
    narrow = window[1] - window[0] <= NULL_WINDOWS_WIDER_THAN
    return (
        # The last stone may fill the board and win: a four decides before a full board.
        ExactSolution(-_sign(weak, 22 - (board.moves + 1) // 2), 1, 0)
        if has_four(board.current ^ board.mask)
        else ExactSolution(0, 1, 0)
        if board.moves == _CELLS
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
    """The exact score of the position after ``moves``, for the side to move.

    >>> solve("2252576253462244111563365343671351441")
    <Success: -1>
    """
    return solved(moves).map(lambda found: found.score)


def solve_weak(moves: str) -> Result[int, str]:
    """Only who wins after ``moves``: ``1`` the side to move, ``-1`` the other, ``0`` a draw.

    >>> solve_weak("2252576253462244111563365343671351441")
    <Success: -1>
    """
    return solved(moves, weak=True).map(lambda found: found.score)
