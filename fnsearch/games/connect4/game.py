"""Connect Four on 7 columns and 6 rows, over plain tuples: the instance and its record.

White (X) moves first; a piece falls to the lowest empty cell of its column, and
four in a row, a column or a diagonal win. The rules, text forms and heuristics are
in :mod:`~fnsearch.games.connect4.rules`; the exact solver works on bitboards
(:mod:`~fnsearch.games.connect4.solver`).

>>> position = parse("......./......./......./......./...O.../...X...").unwrap()
>>> position.heights, render(next(iter(CONNECT_FOUR.successors(position, Player.WHITE))))
((0, 0, 0, 2, 0, 0, 0), '......./......./......./......./...O.../X..X...')
"""

from __future__ import annotations

from typing import Final

from returns.result import Result

from fnsearch.core.config import Player
from fnsearch.games.connect4 import bitboard_game as _bits
from fnsearch.games.connect4.rules import (
    COLUMNS,
    CONNECT_FOUR,
    ROWS,
    START,
    WIN,
    WINDOWS,
    ConnectFour,
    Position,
    centre_first,
    draw,
    mirror,
    open_windows,
    parse,
    render,
    to_move,
)
from fnsearch.games.connect4.solver import solve, solve_weak, solved
from fnsearch.games.naming import Naming
from fnsearch.games.record import Game, Limits, MoveList, Sides
from fnsearch.games.sketch import grid_of

__all__ = [
    "COLUMNS",
    "CONNECT_FOUR",
    "GAME",
    "NAMING",
    "ROWS",
    "SECONDS",
    "START",
    "WIN",
    "WINDOWS",
    "ConnectFour",
    "Position",
    "centre_first",
    "draw",
    "from_moves",
    "meaning",
    "mirror",
    "open_windows",
    "parse",
    "render",
    "solve",
    "solve_weak",
    "to_move",
    "worded",
]


SECONDS: Final = 2.0
"""The default time budget of a command-line search: the whole game is far too big."""


def _why_not_column(position: Position, number: int) -> str:
    return (
        f"column {number} does not exist"
        if not 1 <= number <= COLUMNS
        else f"column {number} is full"
        if position.heights[number - 1] == ROWS
        else "the game is over"
    )


NAMING: Final[Naming[Position]] = Naming(
    noun="column",
    highest=lambda _: COLUMNS,
    number=lambda position, _, child: CONNECT_FOUR.move(position, child) + 1,
    say=lambda number: f"column {number}",
    why_not=_why_not_column,
    picture=draw,
)
"""How a person plays Connect Four: the columns 1 to 7, from the left.

>>> NAMING.say(4), NAMING.why_not(START, 8)
('column 4', 'column 8 does not exist')
"""


def _ordinal(number: int) -> str:
    return f"{number}{'th' if 10 <= number % 100 <= 20 else _SUFFIXES.get(number % 10, 'th')}"


_SUFFIXES: Final = {1: "st", 2: "nd", 3: "rd"}
_SIDES: Final = Sides("White (X)", "Black (O)")


def meaning(mover: Player, weak: bool, score: int) -> str:
    """What an exact score for ``mover`` says, in words: who wins, with which stone, or a draw.

    >>> meaning(Player.BLACK, False, 8), meaning(Player.BLACK, True, -1)
    ('Black (O) wins with its 14th stone', 'White (X) wins')
    """
    return (
        "a draw"
        if score == 0
        else _winner(mover, score) + " wins"
        if weak
        else f"{_winner(mover, score)} wins with its {_ordinal(22 - abs(score))} stone"
    )


def worded(position: Position, value: int) -> str:
    r"""What a search's ``value`` (White's point of view) says from ``position``, in words.

    A win scores ``±(WIN + empty cells)`` (:class:`~fnsearch.games.connect4.rules.ConnectFour`):
    the winner, the stone that wins and how many plies from ``position`` it falls.
    Any other value found no win: it estimates who is ahead (a draw if it is 0 at the end).

    >>> print(worded(START, WIN + 42 - 7), worded(START, -(WIN + 34)), sep="\n")
    White (X) wins with its 4th stone, 7 plies from here
    Black (O) wins with its 4th stone, 8 plies from here
    >>> print(worded(START, -3), worded(START, 0), sep="\n")
    an estimate: Black (O) ahead
    an estimate: even
    """
    return (
        _win(position, value, COLUMNS * ROWS - (abs(value) - WIN))
        if abs(value) > WIN
        else "an estimate: even"
        if value == 0
        else f"an estimate: {_winner(Player.WHITE, value)} ahead"
    )


def _win(position: Position, value: int, played: int) -> str:
    """The words for a win that ends the game after ``played`` stones in all."""
    after = played - sum(position.heights)
    stone = (played + 1) // 2 if value > 0 else played // 2
    return (
        f"{_winner(Player.WHITE, value)} wins with its {_ordinal(stone)} stone,"
        f" {after} {'ply' if after == 1 else 'plies'} from here"
    )


def _winner(mover: Player, score: int) -> str:
    """The side that wins: the mover for a positive score, else the opponent."""
    return _SIDES.of(mover if score > 0 else mover.opponent)


GAME: Final[Game[Position]] = Game(
    name="connect4",
    summary="Connect Four on 7 × 6: drop pieces, four in a row wins (rows top first)",
    example="......./......./......./......./...O.../...X...",
    instance=CONNECT_FOUR,
    start=START,
    parse=parse,
    render=render,
    draw=draw,
    to_move=to_move,
    evaluate=open_windows,
    order=open_windows,
    limits=Limits(seconds=SECONDS),
    sides=_SIDES,
    naming=NAMING,
    moves=MoveList(
        notation="Connect Four's notation",
        example="4453",
        read=lambda moves: from_moves(moves),  # from_moves is defined below the record
        solve=lambda moves, weak: solved(moves, weak=weak),
        meaning=meaning,
    ),
    worded=worded,
    sketch=lambda position: grid_of(render(position), discs=True),
)
"""The Connect Four record: searched for :data:`SECONDS` by default."""


def from_moves(moves: str) -> Result[Position, str]:
    """The position reached by dropping in the columns ``moves`` (1 to 7), X first.

    >>> from_moves("4453").map(render)
    <Success: ......./......./......./......./...O.../..OXX..>
    """
    return _bits.from_moves(moves).map(_bits.to_position)
