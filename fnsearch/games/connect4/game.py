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

from collections.abc import Iterator
from typing import Final, final

from returns.result import Result

from fnsearch.core.config import Player
from fnsearch.games.connect4 import bitboard_game as _bits
from fnsearch.games.connect4.rules import (
    COLUMNS,
    ROWS,
    START,
    WIN,
    WINDOWS,
    Position,
    centre_first,
    draw,
    drops,
    is_final,
    is_forced,
    mirror,
    mirrored_cells,
    noisy_drops,
    open_windows,
    parse,
    render,
    score,
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


@final
class ConnectFour:
    """The :class:`~fnsearch.core.config.Config` instance for Connect Four.

    A position is final when someone has four in a row or the board is full. The score
    prefers faster wins: ``±(WIN + empty cells)`` for a win, else ``0``. Successors drop
    a piece into each column that is not full, left to right. It has ``key``,
    ``canonical`` (up to the mirror), ``move``, ``noisy_successors`` and ``is_forcing``.

    >>> won = parse("......./......./......./......./O....../XXXXOO.").unwrap()
    >>> CONNECT_FOUR.is_final(won), CONNECT_FOUR.score(won)
    (True, 1035)
    """

    __slots__ = ()

    def score(self, position: Position, /) -> int:
        """The score from White's point of view, higher for faster wins."""
        return score(position)

    def successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """``player``'s piece dropped into each column that is not full, left to right."""
        return drops(position, player)

    def is_final(self, position: Position, /) -> bool:
        """Someone has four in a row or the board is full."""
        return is_final(position)

    def key(self, position: Position, /) -> tuple[int, ...]:
        """The cells: what transposed positions share (``last`` may differ)."""
        return position.cells

    def canonical(self, position: Position, /) -> tuple[int, ...]:
        """The lesser of the cells and their mirror image: one key for both images.

        >>> left = parse("......./......./......./......./......./X......").unwrap()
        >>> CONNECT_FOUR.canonical(left) == CONNECT_FOUR.canonical(mirror(left))
        True
        """
        return min(position.cells, mirrored_cells(position.cells))

    def move(self, before: Position, after: Position, /) -> int:
        """The column a piece was dropped into between ``before`` and its successor ``after``."""
        return after.last // ROWS

    def noisy_successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """The drops that win, block a win or make a new threat.

        >>> threat = parse("......./......./......./......./O....../OXXX...").unwrap()
        >>> [c.last for c in CONNECT_FOUR.noisy_successors(threat, Player.BLACK)]
        [2, 24]
        """
        return noisy_drops(position, player)

    def is_forcing(self, position: Position, player: Player, /) -> bool:
        """``player`` to move has one column left, or the opponent threatens to win at once."""
        return is_forced(position, player)

    def __repr__(self) -> str:
        return "CONNECT_FOUR"


CONNECT_FOUR: Final = ConnectFour()
"""The Connect Four instance."""

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

    A win scores ``±(WIN + empty cells)`` (:func:`~fnsearch.games.connect4.rules.score`):
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
