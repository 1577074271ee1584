"""An exact Connect Four solver over bitboards, written purely: the fast path of ``solve``.

The techniques of a strong solver, specialised to Connect Four (the general
engine has each of them as an option, see :mod:`fnsearch.algorithms.nullwindow`,
:mod:`fnsearch.algorithms.bounds`, :mod:`fnsearch.algorithms.anticipation` and
:mod:`fnsearch.algorithms.compact`):

* **null-window search**: the score is found by a binary search over zero-width
  windows ``(m, m + 1)``, each of which only asks "more than ``m``?" and cuts
  far more than a full window (:func:`solution`); near the end of the game,
  where few scores remain possible, one search of the whole window does better;
* **score bounds**: a side cannot win before its next stone nor lose before
  the opponent's next, so the window of a node with ``n`` stones played is
  narrowed to ``-(40 - n) // 2 .. (41 - n) // 2``;
* **anticipation of losing moves**: a node never plays just below a cell where
  the opponent would complete four, plays a forced block when there is one,
  and is lost at once when there are two; the side to move is never able to
  win at once (that is checked at the root, and every move keeps it so);
* **move ordering by threats**: the drops are tried by the number of cells
  where they would let the mover complete four, then from the centre out; the
  threats a drop makes are the next node's opponent threats, so each is
  computed once (in the last eight cells, where ordering does not pay, the
  drops go from the centre out and their threats are computed when searched);
* **a compact, bounded table**: a persistent map of :data:`SLOTS` slots, each
  one int packing the position's key and a bound (upper bounds when a node
  fails low, lower bounds when it fails high), replaced on collision.

Scores are in the benchmark sets' convention, for the side to move: ``0`` for
a draw; ``22`` minus the stones the side to move will have played when it
wins; the negative of the opponent's number when it loses.

Names are bound without assignment by ``match value: case name:``, a capture
pattern that always matches.

>>> solve("52753311433677442422121")
<Success: 8>
>>> solve_weak("52753311433677442422121"), solve("4s")
(<Success: 1>, <Failure: move 2: expected a column 1 to 7, got 's'>)
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Final, NamedTuple, TypeAlias, final

from immutables import Map
from returns.result import Result

from fnsearch.algorithms.nullwindow import probe_point
from fnsearch.folds import END, End, states_through_end
from fnsearch.games.bitboard import (
    BOARD,
    BOTTOM,
    CENTRE_ORDER,
    COLUMN_MASKS,
    Board,
    has_four,
    winning_cells,
)
from fnsearch.games.connect4_bits import from_moves

__all__ = [
    "NULL_WINDOWS_WIDER_THAN",
    "SLOTS",
    "Solution",
    "solution",
    "solve",
    "solve_weak",
    "solved",
]

SLOTS: Final = 1_048_573
"""The table's slots (a prime): a position's entry lives in slot ``key % SLOTS``."""

_CELLS: Final = 42
_MIN_SCORE: Final = -18
"""The lowest score of a game that is not over: lost to the opponent's fourth stone."""
_MAX_SCORE: Final = 18
_UPPER: Final = 1 - _MIN_SCORE
"""An upper bound ``u`` is stored as ``u + 19``, in ``1..37``."""
_LOWER: Final = _MAX_SCORE - 2 * _MIN_SCORE + 2
"""A lower bound ``l`` is stored as ``l + 56``, in ``38..74``, above every upper bound's code."""
NULL_WINDOWS_WIDER_THAN: Final = 16
"""By default, null windows find the score when more scores than this are possible.

Measured on the sets: below 26 stones the binary search saves nodes (on
Test_L2_R1 a whole window costs up to 4 times as many), from 26 stones on one
whole-window search does (on Test_L3_R1 it costs about 35% fewer nodes).
"""

_LATE: Final = 34
"""From this many stones on, drops are tried from the centre out without counting threats.

With eight cells or fewer left the subtrees are small, so counting each drop's
threats to order them costs more than it saves; a drop's threats (which its
node needs) are then computed only when it is searched. Measured on the sets:
about 10% less time for 1-7% more nodes.
"""
_CODE_BITS: Final = 7
_CODE: Final = (1 << _CODE_BITS) - 1
_RANKED: Final = tuple(
    (len(CENTRE_ORDER) - rank, COLUMN_MASKS[column]) for rank, column in enumerate(CENTRE_ORDER)
)
"""Each column's mask with its rank, higher for central columns (the tie-break of the order)."""

Table: TypeAlias = Map[int, int]
"""Slot -> ``key << 7 | code`` (see :data:`SLOTS`)."""

_Answer: TypeAlias = tuple[int, int, Table, bool]
"""A node's answer: value for the side to move, nodes searched, the table after, ``True``.

While the node's successors are folded, the same tuple is the fold's state: the
value so far (alpha), the nodes so far, the table so far, whether it is settled.
"""
_Child: TypeAlias = tuple[int, int, int, int]
"""A drop to try: the threats it makes, its column's rank, its cell, and those threats."""


@final
class Solution(NamedTuple):
    """The exact score of a position and what finding it cost.

    Attributes:
        score: the score for the side to move (see the module documentation); for
            a weak solution only its sign, ``-1``, ``0`` or ``1``.
        nodes: the positions searched, the root of each null-window search included.
        entries: the table entries at the end (at most :data:`SLOTS`).
    """

    score: int
    nodes: int
    entries: int


def solution(board: Board, *, weak: bool = False, null_windows: bool | None = None) -> Solution:
    """The exact score of ``board`` for the side to move, or only its sign when ``weak``.

    ``null_windows``: find the score by a binary search of null windows
    (``True``) or by one search with the whole window of possible scores
    (``False``). By default null windows are used where the window is wider
    than :data:`NULL_WINDOWS_WIDER_THAN` (fewer than 26 stones played): one
    search of a narrow window wastes less than the repeated searches of the
    binary search, while a wide one explores far too much.

    >>> from fnsearch.games.connect4_bits import from_moves
    >>> solution(from_moves("274571537133166").unwrap())
    Solution(score=-12, nodes=8, entries=2)
    >>> solution(from_moves("274571537133166").unwrap(), null_windows=False).score
    -12
    """
    return (
        Solution(0, 1, 0)
        if board.moves == _CELLS
        else Solution(-_sign(weak, 22 - (board.moves + 1) // 2), 1, 0)
        if has_four(board.current ^ board.mask)
        else Solution(_sign(weak, (_CELLS + 1 - board.moves) // 2), 1, 0)
        if winning_cells(board.current, board.mask) & (board.mask + BOTTOM) & BOARD
        else _narrowed(
            board,
            winning_cells(board.current ^ board.mask, board.mask),
            (-((_CELLS - board.moves) // 2), (_CELLS + 1 - board.moves) // 2),
            Map(),
            0,
            weak,
        )
        if (
            null_windows
            if null_windows is not None
            else (_CELLS + 1 - board.moves) // 2 + (_CELLS - board.moves) // 2
            > NULL_WINDOWS_WIDER_THAN
        )
        else _whole(
            board,
            winning_cells(board.current ^ board.mask, board.mask),
            (-1, 1) if weak else (-((_CELLS - board.moves) // 2), (_CELLS + 1 - board.moves) // 2),
            weak,
        )
    )


def _whole(board: Board, threats: int, window: tuple[int, int], weak: bool) -> Solution:
    """One search with the window of every possible score: its fail-soft answer is exact."""
    match _search(board.current, board.mask, board.moves, window[0], window[1], Map(), threats):
        case (value, searched, after, _):
            return Solution(
                _sign(weak, min(max(value, window[0]), window[1])), searched, len(after)
            )


def _sign(weak: bool, score: int) -> int:
    return ((score > 0) - (score < 0)) if weak else score


def _narrowed(
    board: Board, threats: int, window: tuple[int, int], table: Table, nodes: int, weak: bool
) -> Solution:
    """Binary search on the score between ``window``'s ends with null windows.

    A weak search stops as soon as the window lies on one side of 0: it probes
    where the strong search does, since probing 0 first proved far harder on
    positions near a draw (up to 4 times the nodes on Test_L2_R1).
    """
    return (
        Solution(_sign(weak, window[0]), nodes, len(table))
        if window[0] >= window[1] or (weak and window[0] > 0)
        else Solution(-1, nodes, len(table))
        if weak and window[1] < 0
        else _split(board, threats, window, table, nodes, weak, probe_point(*window))
    )


def _split(
    board: Board,
    threats: int,
    window: tuple[int, int],
    table: Table,
    nodes: int,
    weak: bool,
    middle: int,
) -> Solution:
    match _search(board.current, board.mask, board.moves, middle, middle + 1, table, threats):
        case (value, searched, after, _):
            return _narrowed(
                board,
                threats,
                (window[0], value) if value <= middle else (value, window[1]),
                after,
                nodes + searched,
                weak,
            )


def _search(
    current: int, mask: int, moves: int, alpha: int, beta: int, table: Table, threats: int
) -> _Answer:
    """Negamax of a node where the side to move cannot win at once; ``threats``: the opponent's.

    The answer is fail-soft: at most ``alpha`` means the value is at most the
    answer, at least ``beta`` means it is at least the answer. In order: two
    opponent threats to block lose at once; so does a node where every drop is
    below an opponent threat; a node with two cells left is a draw; then the
    window is narrowed by the score bounds and by the table's entry, if any.
    """
    # Single-name capture patterns bind the way a let does, at the cost of a store.
    match (mask + BOTTOM) & BOARD & threats:
        case forced if forced & (forced - 1):
            return (-((_CELLS - moves) // 2), 1, table, True)
        case forced:
            match (forced or (mask + BOTTOM) & BOARD) & ~(threats >> 1):
                case 0:
                    return (-((_CELLS - moves) // 2), 1, table, True)
                case cells if moves >= _CELLS - 2:
                    return (0, 1, table, True)
                case cells:
                    return _windowed(
                        current,
                        mask,
                        moves,
                        alpha
                        if alpha > -((_CELLS - 2 - moves) // 2)
                        else -((_CELLS - 2 - moves) // 2),
                        beta if beta < (_CELLS - 1 - moves) // 2 else (_CELLS - 1 - moves) // 2,
                        beta,
                        table,
                        cells,
                    )


def _windowed(
    current: int,
    mask: int,
    moves: int,
    low: int,
    high: int,
    beta: int,
    table: Table,
    cells: int,
) -> _Answer:
    """The window ``(low, high)`` narrowed by the score bounds, then by the table's entry."""
    match current + mask:
        case key if low >= high:
            return (low if low >= beta else high, 1, table, True)
        case key:
            match table.get(key % SLOTS, 0):
                case entry if entry >> _CODE_BITS != key or not entry & _CODE:
                    return _expanded(current, mask, moves, low, high, table, cells, key)
                case entry if entry & _CODE >= _LOWER:
                    return (
                        ((entry & _CODE) - _LOWER, 1, table, True)
                        if (entry & _CODE) - _LOWER >= high
                        else _expanded(
                            current,
                            mask,
                            moves,
                            low if low > (entry & _CODE) - _LOWER else (entry & _CODE) - _LOWER,
                            high,
                            table,
                            cells,
                            key,
                        )
                    )
                case entry:
                    return (
                        ((entry & _CODE) - _UPPER, 1, table, True)
                        if (entry & _CODE) - _UPPER <= low
                        else _expanded(
                            current,
                            mask,
                            moves,
                            low,
                            high if high < (entry & _CODE) - _UPPER else (entry & _CODE) - _UPPER,
                            table,
                            cells,
                            key,
                        )
                    )


def _expanded(
    current: int,
    mask: int,
    moves: int,
    alpha: int,
    beta: int,
    table: Table,
    cells: int,
    key: int,
) -> _Answer:
    """The drops ``cells`` folded best first; the node's bound stored when they are done."""
    return (
        _only(current, mask, moves, alpha, beta, table, cells, key)
        if not cells & (cells - 1)
        else _folded(current, mask, moves, alpha, beta, table, cells, key)
    )


def _only(
    current: int,
    mask: int,
    moves: int,
    alpha: int,
    beta: int,
    table: Table,
    cell: int,
    key: int,
) -> _Answer:
    """A node with one drop to try: no order to find, no fold to run."""
    match _search(
        current ^ mask,
        mask | cell,
        moves + 1,
        -beta,
        -alpha,
        table,
        winning_cells(current | cell, mask) & ~cell,
    ):
        case (value, searched, after, _) if -value >= beta:
            return (
                -value,
                searched + 1,
                after.set(key % SLOTS, (key << _CODE_BITS) | (_LOWER - value)),
                True,
            )
        case (value, searched, after, _):
            return (
                -value if -value > alpha else alpha,
                searched + 1,
                after.set(
                    key % SLOTS,
                    (key << _CODE_BITS) | ((-value if -value > alpha else alpha) + _UPPER),
                ),
                True,
            )


def _folded(
    current: int,
    mask: int,
    moves: int,
    alpha: int,
    beta: int,
    table: Table,
    cells: int,
    key: int,
) -> _Answer:
    """Two drops or more: sorted by the threats they make, then folded."""

    def step(state: _Answer, child: _Child | End) -> _Answer:
        if child is END:
            return (
                state[0],
                state[1],
                state[2].set(key % SLOTS, (key << _CODE_BITS) | (state[0] + _UPPER)),
                True,
            )
        else:
            match _search(
                current ^ mask,
                mask | child[2],
                moves + 1,
                -beta,
                -state[0],
                state[2],
                (child[3] if child[3] >= 0 else winning_cells(current | child[2], mask))
                & ~child[2],
            ):
                case (value, searched, after, _) if -value >= beta:
                    return (
                        -value,
                        state[1] + searched,
                        after.set(key % SLOTS, (key << _CODE_BITS) | (_LOWER - value)),
                        True,
                    )
                case (value, searched, after, _):
                    return (
                        -value if -value > state[0] else state[0],
                        state[1] + searched,
                        after,
                        False,
                    )

    return next(
        filter(
            _is_settled,
            states_through_end(
                step,
                (alpha, 1, table, False),
                [
                    (0, rank, cell, -1)
                    for rank, column in _RANKED
                    for cell in (cells & column,)
                    if cell
                ]
                if moves >= _LATE
                else sorted(
                    [
                        (made.bit_count(), rank, cell, made)
                        for rank, column in _RANKED
                        for cell in (cells & column,)
                        if cell
                        for made in (winning_cells(current | cell, mask),)
                    ],
                    reverse=True,
                ),
            ),
        )
    )


if TYPE_CHECKING:

    def _is_settled(state: _Answer, /) -> bool:
        """Whether the fold over a node's drops is over."""
        ...

else:
    _is_settled = itemgetter(3)  # in C: it is called for every state of every fold


def solved(moves: str, *, weak: bool = False) -> Result[Solution, str]:
    """The :class:`Solution` of the position after ``moves`` (columns ``1`` to ``7``).

    >>> solved("274571537133166").map(lambda s: (s.score, s.nodes))
    <Success: (-12, 8)>
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
