"""The node search of the Connect Four solver: a pure negamax over bitboards.

:func:`negamax` values one position for the side to move within a window, with
the techniques of a strong solver, specialised to Connect Four (the general
engine has each of them as an option: ``search(..., anticipate=True,
bounds=True, order=..., slots=...)``):

* **anticipation of losing moves**: a node never plays just below a cell where
  the opponent would complete four, plays a forced block when there is one,
  and is lost at once when there are two; the side to move is never able to
  win at once (the root checks that, and every move keeps it so);
* **score bounds**: a side cannot win before its next stone nor lose before
  the opponent's next, so the window of a node with ``n`` stones played is
  narrowed to ``-(40 - n) // 2 .. (41 - n) // 2``;
* **move ordering by threats**: the drops are tried by the number of cells
  where they would let the mover complete four, then from the centre out; the
  threats a drop makes are the next node's opponent threats, so each is
  computed once (in the last eight cells, where ordering does not pay, the
  drops go from the centre out and their threats are computed when searched);
* **a compact, bounded table**: a persistent map of :data:`SLOTS` slots, each
  one int packing the position's key and a bound (upper bounds when a node
  fails low, lower bounds when it fails high), replaced on collision.

Names are bound without assignment by ``match value: case name:``, a capture
pattern that always matches, at the cost of one store.

>>> from immutables import Map
>>> from fnsearch.games.connect4.bitboard import winning_cells
>>> from fnsearch.games.connect4.bitboard_game import from_moves
>>> board = from_moves("274571537133166").unwrap()
>>> threats = winning_cells(board.current ^ board.mask, board.mask)
>>> negamax(board.current, board.mask, board.moves, -13, -12, Map(), threats)[:2]
(-12, 1)
>>> negamax(board.current, board.mask, board.moves, -12, -11, Map(), threats)[:2]
(-12, 3)

The first search fails high (the value is at least -12), at once: the score
bounds of a position with 15 stones allow nothing below -12. The second fails
low (at most -12): the score is -12.
"""

from __future__ import annotations

from typing import Final, TypeAlias

from immutables import Map

from fnsearch.core.folds import END, states_through_end
from fnsearch.games.connect4.bitboard import (
    BOARD,
    BOTTOM,
    CELLS,
    CENTRE_ORDER,
    COLUMN_MASKS,
    winning_cells,
)

__all__ = ["SLOTS", "NegamaxAnswer", "Table", "negamax"]

SLOTS: Final = 1_048_573
"""The table's slots (a prime): a position's entry lives in slot ``key % SLOTS``."""

_MIN_SCORE: Final = -18
"""The lowest score of a game that is not over: lost to the opponent's fourth stone."""
_MAX_SCORE: Final = 18
_UPPER: Final = 1 - _MIN_SCORE
"""An upper bound ``u`` is stored as ``u + 19``, in ``1..37``."""
_LOWER: Final = _MAX_SCORE - 2 * _MIN_SCORE + 2
"""A lower bound ``l`` is stored as ``l + 56``, in ``38..74``, above every upper bound's code."""
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

NegamaxAnswer: TypeAlias = tuple[int, int, Table, bool]
"""A node's answer: value for the side to move, nodes searched, the table after, ``True``.

While the node's successors are folded, the same tuple is the fold's state: the
value so far (alpha), the nodes so far, the table so far, whether it is settled.
"""


def negamax(
    current: int, mask: int, moves: int, alpha: int, beta: int, table: Table, threats: int
) -> NegamaxAnswer:
    """Negamax of a node where the side to move cannot win at once; ``threats``: the opponent's.

    The answer is fail-soft: at most ``alpha`` means the value is at most the
    answer, at least ``beta`` means it is at least the answer. In order: two
    opponent threats to block lose at once; so does a node where every drop is
    below an opponent threat; a node with two cells left is a draw; then the
    window is narrowed by the score bounds and by the table's entry, if any.

    >>> from fnsearch.games.connect4.bitboard_game import from_moves
    >>> board = from_moves("2252576253462244111563365343671351441").unwrap()
    >>> threats = winning_cells(board.current ^ board.mask, board.mask)
    >>> negamax(board.current, board.mask, board.moves, -3, 3, Map(), threats)[:2]  # exact
    (-1, 3)
    """
    # Single-name capture patterns bind the way a let does, at the cost of a store.
    match (mask + BOTTOM) & BOARD & threats:
        case forced if forced & (forced - 1):
            return (-((CELLS - moves) // 2), 1, table, True)
        case forced:
            match (forced or (mask + BOTTOM) & BOARD) & ~(threats >> 1):
                case 0:
                    return (-((CELLS - moves) // 2), 1, table, True)
                case cells if moves >= CELLS - 2:
                    return (0, 1, table, True)
                case cells:
                    return _windowed(
                        current,
                        mask,
                        moves,
                        alpha
                        if alpha > -((CELLS - 2 - moves) // 2)
                        else -((CELLS - 2 - moves) // 2),
                        beta if beta < (CELLS - 1 - moves) // 2 else (CELLS - 1 - moves) // 2,
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
) -> NegamaxAnswer:
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
) -> NegamaxAnswer:
    """The drops ``cells`` folded best first; the node's bound stored when they are done.

    One drop is tried without a fold; two or more are sorted by the threats they
    make (each drop as: the threats' count, its column's rank, its cell, the
    threats), then folded. The step is a lambda in the else branch: no closure is
    built for a node with one drop.
    """
    return (
        _closed(_tried((alpha, 1, table, False), current, mask, moves, beta, key, cells, -1), key)
        if not cells & (cells - 1)
        else next(
            filter(
                _is_settled,
                states_through_end(
                    lambda state, child: (
                        _closed(state, key)
                        if child is END
                        else _tried(state, current, mask, moves, beta, key, child[2], child[3])
                    ),
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
    )


def _tried(
    state: NegamaxAnswer,
    current: int,
    mask: int,
    moves: int,
    beta: int,
    key: int,
    cell: int,
    made: int,
) -> NegamaxAnswer:
    """The fold's state after the drop on ``cell`` (its threats ``made``, or ``-1``: unknown).

    A cut settles the node and stores its lower bound; otherwise alpha rises to
    the child's value and the fold goes on. The node's constants are passed one by
    one, not as a record: this runs for every node the solver searches.
    """
    match negamax(
        current ^ mask,
        mask | cell,
        moves + 1,
        -beta,
        -state[0],
        state[2],
        (made if made >= 0 else winning_cells(current | cell, mask)) & ~cell,
    ):
        case (value, searched, after, _) if -value >= beta:
            return (
                -value,
                state[1] + searched,
                after.set(key % SLOTS, (key << _CODE_BITS) | (_LOWER - value)),
                True,
            )
        case (value, searched, after, _):
            return (-value if -value > state[0] else state[0], state[1] + searched, after, False)


def _closed(state: NegamaxAnswer, key: int) -> NegamaxAnswer:
    """The node's answer when its drops are done: settled as it is, else its upper bound stored."""
    return (
        state
        if state[3]
        else (
            state[0],
            state[1],
            state[2].set(key % SLOTS, (key << _CODE_BITS) | (state[0] + _UPPER)),
            True,
        )
    )


def _is_settled(state: NegamaxAnswer) -> bool:
    """Whether the fold over a node's drops is over."""
    return state[3]
