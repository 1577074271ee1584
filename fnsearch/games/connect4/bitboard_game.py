"""Connect Four over bitboards: the instance the solver and the engine search, and its notation.

Column ``c`` takes the bits ``7c .. 7c+5``, bottom first; the empty bit above stops shifts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial, reduce
from typing import Final, NamedTuple, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player

COLUMNS: Final = 7
ROWS: Final = 6
STRIDE: Final = ROWS + 1  # the six cells and the empty bit above them
CELLS: Final = COLUMNS * ROWS

BOTTOM: Final = sum(1 << (STRIDE * column) for column in range(COLUMNS))
BOARD: Final = BOTTOM * ((1 << ROWS) - 1)
COLUMN_MASKS: Final = tuple(((1 << ROWS) - 1) << (STRIDE * column) for column in range(COLUMNS))
CENTRE_ORDER: Final = (3, 2, 4, 1, 5, 0, 6)
"""The columns from the centre outwards: central stones take part in more lines."""
_LOW: Final = (1 << 38) - 1


@final
class Board(NamedTuple):
    """A Connect Four position: the stones of the side to move, all stones, the stones played."""

    current: int
    mask: int
    moves: int


START: Final = Board(0, 0, 0)


def winning_cells(stones: int, mask: int) -> int:
    """The empty cells where ``stones`` would complete four in a row (playable or not)."""
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
    """Whether ``stones`` hold four in a row, in a column or on a diagonal."""
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
    """The cell a stone dropped into ``column`` lands on; ``0`` when the column is full."""
    return (mask + (1 << (STRIDE * column))) & COLUMN_MASKS[column]


def played(board: Board, cell: int) -> Board:
    """The board after the side to move puts a stone on ``cell`` (a playable cell's bit)."""
    return Board(board.current ^ board.mask, board.mask | cell, board.moves + 1)


def to_move(board: Board) -> Player:
    """Who moves next: X (White) after an even number of stones."""
    return WHITE if board.moves % 2 == 0 else BLACK


def x_stones(board: Board) -> int:
    """The stones of X, the first player."""
    return board.current if board.moves % 2 == 0 else board.current ^ board.mask


_CENTRALITY: Final = (
    (COLUMN_MASKS[3], 3),
    (COLUMN_MASKS[2] | COLUMN_MASKS[4], 2),
    (COLUMN_MASKS[1] | COLUMN_MASKS[5], 1),
)


@final
class ConnectFourBits:
    """The :class:`~fnsearch.core.config.Config` instance for Connect Four on bitboards."""

    __slots__ = ()

    def score(self, board: Board, /) -> int:
        """``±(22 - stones of the winner)`` when someone has four in a row, else ``0``."""
        return (
            (1 if board.moves % 2 else -1) * (22 - (board.moves + 1) // 2)
            if has_four(board.current ^ board.mask)
            else 0
        )

    def successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        """A stone dropped into each column that is not full, from the left."""
        return (
            iter(())
            if has_four(board.current ^ board.mask)
            else _children(board, (board.mask + BOTTOM) & BOARD)
        )

    def is_final(self, board: Board, /) -> bool:
        """Someone has four in a row or the board is full."""
        return board.moves == CELLS or has_four(board.current ^ board.mask)

    def key(self, board: Board, /) -> int:
        """One int for the position: ``current + mask`` tells every cell apart."""
        return board.current + board.mask

    def canonical(self, board: Board, /) -> int:
        """The lesser of the key and the key of the mirror image."""
        return min(board.current + board.mask, _mirrored(board.current + board.mask))

    def move(self, before: Board, after: Board, /) -> int:
        """The column (``0`` to ``6``) of the stone dropped between ``before`` and ``after``."""
        return ((after.mask ^ before.mask).bit_length() - 1) // STRIDE

    def score_bounds(self, board: Board, /) -> tuple[int, int]:
        """The lowest and highest score still reachable, from X's point of view."""
        return (
            (self.score(board),) * 2
            if self.is_final(board)
            else (-(21 - board.moves // 2), 21 - (board.moves + 1) // 2)
        )

    def non_losing_successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        """A win at once, else the forced block, never a drop below a loss, unless all lose."""
        return _unless_won(board, _kept)

    def noisy_successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        """The drops that win, block a win or make a new threat, from the left."""
        return _unless_won(board, _noisy)

    def is_forcing(self, board: Board, player: Player, /) -> bool:
        """The side to move has one column left, or the opponent has a playable winning cell."""
        playable = (board.mask + BOTTOM) & BOARD
        return not self.is_final(board) and bool(
            playable & (playable - 1) == 0  # a single playable cell
            or playable & winning_cells(board.current ^ board.mask, board.mask)
        )

    def __repr__(self) -> str:
        return "CONNECT_FOUR_BITS"


CONNECT_FOUR_BITS: Final = ConnectFourBits()


def _unless_won(
    board: Board, chosen: Callable[[Board, int, int, int], Iterator[Board]]
) -> Iterator[Board]:
    return (
        iter(())
        if has_four(board.current ^ board.mask)
        else chosen(
            board,
            (board.mask + BOTTOM) & BOARD,
            winning_cells(board.current, board.mask),
            winning_cells(board.current ^ board.mask, board.mask),
        )
    )


def _kept(board: Board, playable: int, own: int, theirs: int) -> Iterator[Board]:
    return _children(
        board,
        playable & own
        or (
            playable
            if (playable & theirs) & ((playable & theirs) - 1)
            else ((playable & theirs) or playable) & ~(theirs >> 1)
        )
        or playable,
    )


def _noisy(board: Board, playable: int, own: int, theirs: int) -> Iterator[Board]:
    return filter(
        partial(_is_noisy, board.mask, own | theirs, ~(own & playable)), _children(board, playable)
    )


def _is_noisy(mask: int, threats: int, unless: int, child: Board) -> bool:
    return bool(
        (child.mask ^ mask) & threats
        or winning_cells(child.current ^ child.mask, child.mask)
        & ((child.mask + BOTTOM) & BOARD)
        & unless
    )


def _children(board: Board, cells: int) -> Iterator[Board]:
    # map and filter keep the successors lazy: compiled, a generator expression is a list.
    return map(
        partial(played, board), [cells & column for column in COLUMN_MASKS if cells & column]
    )


def _mirrored(key: int) -> int:
    return sum(
        ((key >> (STRIDE * column)) & ((1 << STRIDE) - 1)) << (STRIDE * (COLUMNS - 1 - column))
        for column in range(COLUMNS)
    )


def threats_first(board: Board) -> int:
    """An ordering key for X: 16 per winning cell of the last mover, plus its stones' centrality."""
    return (1 if board.moves % 2 else -1) * (
        16 * winning_cells(board.current ^ board.mask, board.mask).bit_count()
        + sum(
            weight * ((board.current ^ board.mask) & cells).bit_count()
            for cells, weight in _CENTRALITY
        )
    )


_COLUMN_OF: Final = {str(column + 1): column for column in range(COLUMNS)}


def from_moves(moves: str) -> Result[Board, str]:
    """The board after the columns ``moves`` (``1`` to ``7``, X first); a bad drop is refused."""

    def then_dropped(sofar: Result[Board, str], numbered: tuple[int, str]) -> Result[Board, str]:
        return sofar.bind(lambda board: _dropped(board, *numbered))

    nothing_played: Result[Board, str] = Success(START)
    return reduce(then_dropped, enumerate(moves.strip(), 1), nothing_played)


def _dropped(board: Board, number: int, char: str) -> Result[Board, str]:
    last = "O" if board.moves % 2 == 0 else "X"  # who played last
    return (
        Failure(f"move {number}: expected a column 1 to 7, got {char!r}")
        if char not in _COLUMN_OF
        else Failure(f"move {number}: the game is over: {last} has four in a row")
        if has_four(board.current ^ board.mask)
        else Failure(f"move {number}: column {char} is full")
        if not drop(board.mask, _COLUMN_OF[char])
        else Success(played(board, drop(board.mask, _COLUMN_OF[char])))
    )
