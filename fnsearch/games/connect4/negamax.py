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

>>> from fnsearch.games.connect4.bitboard import winning_cells
>>> from fnsearch.games.connect4.bitboard_game import from_moves
>>> board = from_moves("274571537133166").unwrap()
>>> threats = winning_cells(board.current ^ board.mask, board.mask)
>>> negamax(board, -13, -12, Map(), threats)[:2], negamax(board, -12, -11, Map(), threats)[:2]
((-12, 1), (-12, 3))
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, NamedTuple, TypeAlias, final

from immutables import Map

from fnsearch.games.connect4.bitboard import (
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
_RANKED: Final = tuple(
    (len(CENTRE_ORDER) - rank, COLUMN_MASKS[column]) for rank, column in enumerate(CENTRE_ORDER)
)
"""Each column's mask with its rank, higher for central columns (the tie-break of the order)."""

Table: TypeAlias = Map[int, int]
"""Slot -> ``key << 7 | code`` (see :data:`SLOTS`)."""


@final
class NegamaxAnswer(NamedTuple):
    """A node's value for the side to move, the nodes searched, and the table after."""

    value: int
    nodes: int
    table: Table


@final
class _Node(NamedTuple):
    """What the fold over a node's drops keeps: the board, its key and ``beta``."""

    board: Board
    key: int
    beta: int


@final
class _Drop(NamedTuple):
    """A drop as it is ordered: how many threats it makes, its column's rank, its cell, the threats.

    ``made`` is ``-1`` where the threats are not counted (late in the game).
    """

    strength: int
    rank: int
    cell: int
    made: int


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
    moves = board.moves
    playable = (board.mask + BOTTOM) & BOARD
    forced = playable & threats
    cells = (forced or playable) & ~(threats >> 1)
    if forced & (forced - 1) or not cells:
        return NegamaxAnswer(-((CELLS - moves) // 2), 1, table)
    elif moves >= CELLS - 2:
        return NegamaxAnswer(0, 1, table)
    else:
        low = max(alpha, -((CELLS - 2 - moves) // 2))
        high = min(beta, (CELLS - 1 - moves) // 2)
        return (
            NegamaxAnswer(low if low >= beta else high, 1, table)
            if low >= high
            else _probed(board, low, high, table, cells)
        )


def _probed(board: Board, low: int, high: int, table: Table, cells: int) -> NegamaxAnswer:
    """The window ``(low, high)`` narrowed by the table's entry, then the drops searched."""
    key = board.current + board.mask
    entry = table.get(key % SLOTS, 0)
    code = entry & _CODE
    if entry >> _CODE_BITS != key or not code:
        return _searched(_Node(board, key, high), low, table, cells)
    elif code >= _LOWER:
        lower = code - _LOWER
        return (
            NegamaxAnswer(lower, 1, table)
            if lower >= high
            else _searched(_Node(board, key, high), max(low, lower), table, cells)
        )
    else:
        upper = code - _UPPER
        return (
            NegamaxAnswer(upper, 1, table)
            if upper <= low
            else _searched(_Node(board, key, min(high, upper)), low, table, cells)
        )


def _searched(node: _Node, alpha: int, table: Table, cells: int) -> NegamaxAnswer:
    """The drops ``cells`` folded best first within ``(alpha, node.beta)``."""
    board = node.board
    columns = [(rank, cells & column) for rank, column in _RANKED]
    drops = (
        [_Drop(0, rank, cell, -1) for rank, cell in columns if cell]
        if board.moves >= _LATE
        else sorted(
            [
                _Drop(made.bit_count(), rank, cell, made)
                for rank, cell, made in (
                    (rank, cell, winning_cells(board.current | cell, board.mask))
                    for rank, cell in columns
                    if cell
                )
            ],
            reverse=True,
        )
    )
    return _fold(node, iter(drops), alpha, 1, table)


def _fold(
    node: _Node, drops: Iterator[_Drop], alpha: int, nodes: int, table: Table
) -> NegamaxAnswer:
    """Search the next drop: a cut stores a lower bound, the last drop an upper bound."""
    drop = next(drops, None)
    board = node.board
    if drop is None:
        return NegamaxAnswer(
            alpha, nodes, table.set(node.key % SLOTS, (node.key << _CODE_BITS) | (alpha + _UPPER))
        )
    else:
        cell = drop.cell
        made = drop.made if drop.made >= 0 else winning_cells(board.current | cell, board.mask)
        child = negamax(
            Board(board.current ^ board.mask, board.mask | cell, board.moves + 1),
            -node.beta,
            -alpha,
            table,
            made & ~cell,
        )
        value = -child.value
        return (
            NegamaxAnswer(
                value,
                nodes + child.nodes,
                child.table.set(node.key % SLOTS, (node.key << _CODE_BITS) | (value + _LOWER)),
            )
            if value >= node.beta
            else _fold(node, drops, max(alpha, value), nodes + child.nodes, child.table)
        )
