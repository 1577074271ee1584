"""Connect Four over bitboards: the instance and its ordering key.

The same game as :mod:`fnsearch.games.connect4.game` (7 columns, 6 rows, X moves
first), in the representation a solver uses: a :class:`~fnsearch.games.connect4.bitboard.Board`
of two ints and a move count (see :mod:`fnsearch.games.connect4.bitboard`, whose names
are available here too).

Positions are written in the benchmark sets' notation (:func:`from_moves`) or in
the 6-row text form of :mod:`fnsearch.games.connect4.game` (:func:`parse`,
:func:`render`): the names of :mod:`fnsearch.games.connect4.notation`, available
here too.

>>> board = from_moves("4453").unwrap()  # X then threatens most by playing column 6
>>> board.moves, to_move(board)
(4, <Player.WHITE: 1>)
>>> [threats_first(child) for child in CONNECT_FOUR_BITS.successors(board, to_move(board))]
[5, 6, 7, 8, 7, 22, 21]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final, final

from fnsearch.core.config import Player
from fnsearch.games.connect4.bitboard import (
    BOARD,
    BOTTOM,
    CELLS,
    CENTRE_ORDER,
    COLUMN_MASKS,
    COLUMNS,
    ROWS,
    START,
    STRIDE,
    Board,
    drop,
    has_four,
    played,
    to_move,
    winning_cells,
)
from fnsearch.games.connect4.notation import from_moves, from_position, parse, render, to_position

__all__ = [
    "BOARD",
    "BOTTOM",
    "CENTRE_ORDER",
    "COLUMNS",
    "COLUMN_MASKS",
    "CONNECT_FOUR_BITS",
    "ROWS",
    "START",
    "Board",
    "ConnectFourBits",
    "from_moves",
    "from_position",
    "has_four",
    "parse",
    "played",
    "render",
    "threats_first",
    "to_move",
    "to_position",
    "winning_cells",
]

_CENTRALITY: Final = (
    (COLUMN_MASKS[3], 3),
    (COLUMN_MASKS[2] | COLUMN_MASKS[4], 2),
    (COLUMN_MASKS[1] | COLUMN_MASKS[5], 1),
)


@final
class ConnectFourBits:
    """The :class:`~fnsearch.core.config.Config` instance for Connect Four on bitboards.

    Scores are in the benchmark sets' convention, from X's (White's) point of
    view: a win is worth ``22`` minus the number of stones the winner played, so
    a faster win is worth more; a draw and a position not final are ``0``.
    Successors drop a stone into each column that is not full, from the left.

    Beside the typeclass it has the capabilities the engine uses: ``key``,
    ``canonical`` (the same up to the left-right mirror), ``move`` (the column),
    ``score_bounds`` (:mod:`fnsearch.engine.bounds`) and
    ``non_losing_successors`` (:mod:`fnsearch.engine.anticipation`), and
    ``noisy_successors`` and ``is_forcing`` (:mod:`fnsearch.engine.quiescence`).

    >>> from fnsearch.core.config import WHITE
    >>> won = from_moves("1212121").unwrap()
    >>> CONNECT_FOUR_BITS.is_final(won), CONNECT_FOUR_BITS.score(won)
    (True, 18)
    >>> len(list(CONNECT_FOUR_BITS.successors(START, WHITE)))
    7
    """

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
            else (
                played(board, cell)
                for column in range(COLUMNS)
                for cell in (drop(board.mask, column),)
                if cell
            )
        )

    def is_final(self, board: Board, /) -> bool:
        """Someone has four in a row or the board is full."""
        return board.moves == CELLS or has_four(board.current ^ board.mask)

    def key(self, board: Board, /) -> int:
        """One int for the position: ``current + mask`` tells every cell apart.

        >>> CONNECT_FOUR_BITS.key(from_moves("12").unwrap()) == CONNECT_FOUR_BITS.key(
        ...     from_moves("21").unwrap())
        False
        """
        return board.current + board.mask

    def canonical(self, board: Board, /) -> int:
        """The lesser of the key and the key of the mirror image.

        >>> CONNECT_FOUR_BITS.canonical(from_moves("1").unwrap()) == CONNECT_FOUR_BITS.canonical(
        ...     from_moves("7").unwrap())
        True
        """
        return min(board.current + board.mask, _mirrored(board.current + board.mask))

    def move(self, before: Board, after: Board, /) -> int:
        """The column (``0`` to ``6``) of the stone dropped between ``before`` and ``after``.

        >>> from fnsearch.core.config import WHITE
        >>> [CONNECT_FOUR_BITS.move(START, b) for b in CONNECT_FOUR_BITS.successors(START, WHITE)]
        [0, 1, 2, 3, 4, 5, 6]
        """
        return ((after.mask ^ before.mask).bit_length() - 1) // STRIDE

    def score_bounds(self, board: Board, /) -> tuple[int, int]:
        """The lowest and highest score still reachable, from X's point of view.

        The side to move wins at best with its next stone, and loses at worst to
        the opponent's next stone: ``(-(21 - O's stones), 21 - X's stones)``.

        >>> CONNECT_FOUR_BITS.score_bounds(START), CONNECT_FOUR_BITS.score_bounds(
        ...     from_moves("44").unwrap())
        ((-21, 21), (-20, 20))
        """
        return (
            (self.score(board),) * 2
            if self.is_final(board)
            else (-(21 - board.moves // 2), 21 - (board.moves + 1) // 2)
        )

    def non_losing_successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        """The successors, leaving out drops that lose at once when another does not.

        A drop that wins at once is played if there is one; else a drop onto the
        opponent's winning cell if there is exactly one (a forced block); never a
        drop just below an opponent's winning cell. If every drop loses at once,
        all are kept.

        >>> from fnsearch.core.config import BLACK
        >>> threat = from_moves("11223").unwrap()  # X threatens 4 on the bottom row
        >>> [render(b).split("/")[-1] for b in CONNECT_FOUR_BITS.non_losing_successors(
        ...     threat, BLACK)]
        ['XXXO...']
        """
        return _unless_won(board, _kept)

    def noisy_successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        """The drops that win, block a win or make a new threat, from the left.

        The :class:`~fnsearch.engine.quiescence.Noisy` capability, as
        :meth:`fnsearch.games.connect4.game.ConnectFour.noisy_successors` has it.

        >>> from fnsearch.core.config import BLACK
        >>> threat = from_moves("11223").unwrap()  # X threatens 4 on the bottom row
        >>> [CONNECT_FOUR_BITS.move(threat, b) for b in CONNECT_FOUR_BITS.noisy_successors(
        ...     threat, BLACK)]
        [3]
        """
        return _unless_won(board, _noisy)

    def is_forcing(self, board: Board, player: Player, /) -> bool:
        """The side to move has one column left, or the opponent has a playable winning cell.

        >>> from fnsearch.core.config import BLACK
        >>> CONNECT_FOUR_BITS.is_forcing(from_moves("11223").unwrap(), BLACK)
        True
        """
        return not self.is_final(board) and bool(
            (
                ((board.mask + BOTTOM) & BOARD)
                & (((board.mask + BOTTOM) & BOARD) - 1)  # more than one playable cell
            )
            == 0
            or ((board.mask + BOTTOM) & BOARD)
            & winning_cells(board.current ^ board.mask, board.mask)
        )

    def __repr__(self) -> str:
        return "CONNECT_FOUR_BITS"


CONNECT_FOUR_BITS: Final = ConnectFourBits()
"""The Connect Four instance on bitboards."""


def _unless_won(
    board: Board, chosen: Callable[[Board, int, int, int], Iterator[Board]]
) -> Iterator[Board]:
    """None after a win; else the children ``chosen`` from the playable cells and both threats.

    ``chosen`` takes the board, the playable cells, the side to move's winning
    cells and the opponent's.
    """
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
    """The children by a playable cell that wins, blocks, or makes a new playable threat."""
    return (
        child
        for column_mask in COLUMN_MASKS
        if playable & column_mask
        for cell in (playable & column_mask,)
        for child in (played(board, cell),)
        if cell & (own | theirs)
        or winning_cells(child.current ^ child.mask, child.mask)
        & ((child.mask + BOTTOM) & BOARD)
        & ~(own & playable)
    )


def _children(board: Board, cells: int) -> Iterator[Board]:
    return (
        played(board, cells & column_mask) for column_mask in COLUMN_MASKS if cells & column_mask
    )


def _mirrored(key: int) -> int:
    return sum(
        ((key >> (STRIDE * column)) & ((1 << STRIDE) - 1)) << (STRIDE * (COLUMNS - 1 - column))
        for column in range(COLUMNS)
    )


def threats_first(board: Board) -> int:
    """An ordering key from X's point of view: the last mover's winning cells, then centrality.

    Sixteen times the cells where the side that just moved would complete four,
    plus the centrality of its stones (3 for the centre column down to 0 at the
    edges): each side tries first the drop that makes most threats, then the
    most central one.

    >>> from fnsearch.core.config import WHITE
    >>> [threats_first(b) for b in CONNECT_FOUR_BITS.successors(START, WHITE)]
    [0, 1, 2, 3, 2, 1, 0]
    """
    return (1 if board.moves % 2 else -1) * (
        16 * winning_cells(board.current ^ board.mask, board.mask).bit_count()
        + sum(
            weight * ((board.current ^ board.mask) & cells).bit_count()
            for cells, weight in _CENTRALITY
        )
    )
