"""Connect Four bitboards written down: the benchmark sets' moves, the tuple form, its text.

>>> from_moves("4453").map(render)
<Success: ......./......./......./......./...O.../..OXX..>
"""

from __future__ import annotations

from functools import reduce
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.games.connect4 import rules
from fnsearch.games.connect4.bitboard import (
    COLUMN_MASKS,
    COLUMNS,
    ROWS,
    START,
    STRIDE,
    Board,
    drop,
    has_four,
    played,
    x_stones,
)

_COLUMN_OF: Final = {str(column + 1): column for column in range(COLUMNS)}


def from_moves(moves: str) -> Result[Board, str]:
    """The board after the columns ``moves`` (``1`` to ``7``, first player first) are played.

    A character that is not a column, a drop into a full column and a drop after the
    game was won are refused, with the move's number.

    >>> from_moves("4444444"), from_moves("11223344")
    (<Failure: move 7: column 4 is full>, <Failure: move 8: the game is over: X has four in a row>)
    """
    return _result(reduce(_then_dropped, enumerate(moves.strip(), 1), _NOTHING_WRONG))


_NOTHING_WRONG: Final[Board | str] = START
"""The fold of :func:`from_moves` starts from the empty board."""


def _then_dropped(sofar: Board | str, numbered: tuple[int, str]) -> Board | str:
    """The board after one more drop, or the first failure's message (kept to the end)."""
    return sofar if isinstance(sofar, str) else _dropped(sofar, numbered[0], numbered[1])


def _result(reached: Board | str) -> Result[Board, str]:
    return Failure(reached) if isinstance(reached, str) else Success(reached)


def _dropped(board: Board, number: int, char: str) -> Board | str:
    return (
        f"move {number}: expected a column 1 to 7, got {char!r}"
        if char not in _COLUMN_OF
        else f"move {number}: the game is over: {'O' if board.moves % 2 == 0 else 'X'}"
        " has four in a row"
        if has_four(board.current ^ board.mask)
        else f"move {number}: column {char} is full"
        if not drop(board.mask, _COLUMN_OF[char])
        else played(board, drop(board.mask, _COLUMN_OF[char]))
    )


def to_position(board: Board) -> rules.Position:
    """The same position as a tuple :class:`~fnsearch.games.connect4.rules.Position` (last unknown).

    >>> to_position(from_moves("4").unwrap())[1:]
    ((0, 0, 0, 1, 0, 0, 0), -1, 0)
    """
    xs = x_stones(board)
    bits = [STRIDE * column + row for column in range(COLUMNS) for row in range(ROWS)]
    return rules.Position(
        cells=tuple((1 if xs >> bit & 1 else -1) if board.mask >> bit & 1 else 0 for bit in bits),
        heights=tuple((board.mask & column_mask).bit_count() for column_mask in COLUMN_MASKS),
        last=-1,
        winner=1 if has_four(xs) else -1 if has_four(xs ^ board.mask) else 0,
    )


def from_position(position: rules.Position) -> Board:
    """The board of a tuple position.

    >>> from_position(to_position(from_moves("4453").unwrap())) == from_moves("4453").unwrap()
    True
    """
    return _from_stones(
        sum(
            1 << (STRIDE * (i // ROWS) + i % ROWS) for i, cell in enumerate(position.cells) if cell
        ),
        sum(
            1 << (STRIDE * (i // ROWS) + i % ROWS)
            for i, cell in enumerate(position.cells)
            if cell == 1
        ),
        sum(position.heights),
    )


def _from_stones(mask: int, x_stones: int, moves: int) -> Board:
    return Board(x_stones if moves % 2 == 0 else x_stones ^ mask, mask, moves)


def parse(text: str) -> Result[Board, str]:
    """Read a board from the 6-row text form of :mod:`fnsearch.games.connect4.rules`.

    >>> parse("......./......./......./......./...O.../...X...").map(lambda b: b.moves)
    <Success: 2>
    """
    return rules.parse(text).map(from_position)


def render(board: Board) -> str:
    """The 6-row text form, top row first, which :func:`parse` reads back."""
    return rules.render(to_position(board))
