"""Moves a person can type: how a game numbers its moves, reads them, and ends.

A game played at a terminal needs what a search does not: a name for every move
that a person can type, a picture of the position with those names on it, a
one-line reason when a typed move is not allowed, and a verdict at the end. A
:class:`Naming` holds that for one game; the moves are *numbers* (cells, columns,
coins, children). Each game's :class:`~fnsearch.games.record.Game` record holds its
naming next to its other parts (``record.naming``); :func:`naming_of` answers it,
or the plain numbering :func:`numbered` when a record leaves it out.

Each legal move is a successor of the position, in the instance's order, with its
number (:func:`choices`); :func:`read_move` turns a typed line into the successor
it names, or a ``Failure`` that says why not.

>>> from fnsearch import WHITE
>>> from fnsearch.games import tictactoe
>>> board = tictactoe.parse("X../.O./...").unwrap()
>>> print(naming_of(tictactoe.GAME).picture(board))
X 2 3
4 O 6
7 8 9
>>> read_move(tictactoe.GAME, board, WHITE, "3").map(tictactoe.render)
<Success: X.X/.O./...>
>>> read_move(tictactoe.GAME, board, WHITE, "5")
<Failure: cell 5 is taken>
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player

if TYPE_CHECKING:  # the record holds a Naming: fnsearch.games.record imports this module
    from fnsearch.games.record import Game

__all__ = [
    "Naming",
    "choices",
    "mover",
    "naming_of",
    "number_of",
    "numbered",
    "numbers",
    "read_move",
    "typed_move",
    "verdict",
]

C = TypeVar("C")
"""The configuration type of a game."""


@final
@dataclass(frozen=True, slots=True)
class Naming(Generic[C]):
    """How the moves of one game are numbered, drawn and refused.

    Attributes:
        noun: what the numbers count, for the prompt (``"cell"``, ``"column"``).
        highest: the highest number a move may have in a position.
        number: the number of the move from a position to its successor, given
            also the successor's index in the instance's order.
        say: a move's number in words (``"cell 5"``, ``"take 2"``).
        why_not: why a number that names no legal move here is refused.
        picture: the position drawn with the numbers of its moves.
        scored: the game ends with a score, not a winner (an explicit tree).
        typed: a move's number as a person types it (the number itself, unless
            the game's moves are words); the edges of a traced search's picture
            and page are labelled so.

    >>> from fnsearch.games import nim

    >>> from fnsearch.games.connect4 import game as connect4
    >>> naming_of(connect4.GAME).say(4), naming_of(nim.GAME).say(2)
    ('column 4', 'take 2')
    """

    noun: str
    highest: Callable[[C], int]
    number: Callable[[C, int, C], int]
    say: Callable[[int], str]
    why_not: Callable[[C, int], str]
    picture: Callable[[C], str]
    scored: bool = False
    outcome: Callable[[C, int], str] | None = None
    """In a game of chance, what the dice did: a chance node and the index of its outcome."""
    typed: Callable[[int], str] = str


def numbered(
    children: Callable[[C], int],
    picture: Callable[[C], str],
    *,
    noun: str = "child",
    scored: bool = False,
    outcome: Callable[[C, int], str] | None = None,
) -> Naming[C]:
    """The moves as the successors in the instance's order, 1 to ``children(config)``.

    Explicit trees number their children so (``scored``: a leaf's score ends the
    game); a record without its own naming is played so (:func:`naming_of`).

    >>> children = lambda node: 0 if isinstance(node, int) else len(node)
    >>> tree = numbered(children, str, scored=True)
    >>> tree.say(2), tree.why_not((1, 2), 3)
    ('child 2', 'child 3 does not exist: this node has 2 children')
    >>> numbered(children, str, noun="move").why_not((1, 2), 3)
    'move 3 does not exist here: type 1 or 2'
    """
    return Naming(
        noun=noun,
        highest=children,
        number=lambda _, index, __: index + 1,
        say=lambda number: f"{noun} {number}",
        why_not=lambda config, number: (
            f"{noun} {number} does not exist: this node has {children(config)} children"
            if scored
            else f"{noun} {number} does not exist here: type {_a_number(children(config))}"
        ),
        picture=picture,
        scored=scored,
        outcome=outcome,
    )


def naming_of(record: Game[C]) -> Naming[C]:
    """The naming of ``record``'s moves: its own, else its successors numbered from 1.

    >>> from fnsearch.games import nim
    >>> naming_of(nim.GAME) is nim.GAME.naming
    True
    """
    return (
        record.naming
        if record.naming is not None
        else numbered(
            lambda config: len(
                tuple(record.instance.successors(config, mover(record, config, None)))
            ),
            record.draw,
            noun="move",
        )
    )


def mover(record: Game[C], config: C, previous: Player | None) -> Player:
    """Who moves in ``config``: the position says so, or (in a tree) the players alternate.

    ``previous`` is who moved into ``config``; ``None`` at the start, where a tree
    has White (MAX) move.

    >>> from fnsearch.games import nim, tree
    >>> mover(tree.GAME, (1, 2), None), mover(tree.GAME, (1, 2), WHITE)
    (<Player.WHITE: 1>, <Player.BLACK: -1>)
    >>> mover(nim.GAME, (4, -1), None)
    <Player.BLACK: -1>
    """
    return (
        record.to_move(config)
        if record.to_move is not None
        else WHITE
        if previous is None
        else previous.opponent
    )


def choices(record: Game[C], config: C, player: Player) -> tuple[tuple[int, C], ...]:
    """The legal moves of ``player`` in ``config``: each successor with its number.

    >>> from fnsearch.games import nim

    >>> from fnsearch.games.connect4 import game as connect4
    >>> choices(nim.GAME, (4, 1), WHITE)
    ((1, (3, -1)), (2, (2, -1)))
    >>> [number for number, _ in choices(connect4.GAME, connect4.START, WHITE)]
    [1, 2, 3, 4, 5, 6, 7]
    """
    return tuple(
        (naming_of(record).number(config, index, child), child)
        for index, child in enumerate(record.instance.successors(config, player))
    )


def number_of(record: Game[C], config: C, player: Player, child: C) -> int:
    """The number of the move from ``config`` to its successor ``child`` (``0`` if none).

    >>> from fnsearch.games import tictactoe
    >>> centre = tictactoe.parse(".../.X./...").unwrap()
    >>> number_of(tictactoe.GAME, tictactoe.EMPTY, WHITE, centre)
    5
    """
    return next(
        (number for number, successor in choices(record, config, player) if successor == child),
        0,
    )


def typed_move(record: Game[C], config: C, player: Player, child: C) -> str:
    """The move of ``player`` from ``config`` to its successor ``child``, as a person types it.

    >>> from fnsearch.games import nim, tictactoe
    >>> centre = tictactoe.parse(".../.X./...").unwrap()
    >>> typed_move(tictactoe.GAME, tictactoe.EMPTY, WHITE, centre)
    '5'
    >>> typed_move(nim.GAME, (4, 1), WHITE, (2, -1))
    '2'
    """
    return naming_of(record).typed(number_of(record, config, player, child))


def numbers(highest: int) -> str:
    """The numbers ``1..highest`` in words, for prompts and messages.

    >>> numbers(1), numbers(2), numbers(9)
    ('1', '1 or 2', '1 to 9')
    """
    return "1" if highest <= 1 else "1 or 2" if highest == 2 else f"1 to {highest}"


def read_move(record: Game[C], config: C, player: Player, text: str) -> Result[C, str]:
    """The successor of ``config`` that ``player`` names by typing ``text``, or why there is none.

    >>> from fnsearch.games import nim, tree

    >>> from fnsearch.games.connect4 import game as connect4
    >>> read_move(connect4.GAME, connect4.START, WHITE, " 8 ")
    <Failure: column 8 does not exist>
    >>> read_move(connect4.GAME, connect4.START, WHITE, "four")
    <Failure: type a number from 1 to 7>
    >>> read_move(connect4.GAME, connect4.START, WHITE, "²")  # a digit int() refuses
    <Failure: type a number from 1 to 7>
    >>> read_move(nim.GAME, (1, 1), WHITE, "2")
    <Failure: only 1 coin is left>
    >>> read_move(tree.GAME, ((1, 2), 3), BLACK, "2")
    <Success: 3>
    """
    return (
        _chosen(choices(record, config, player), naming_of(record), config, int(text.strip()))
        if text.strip().isascii() and text.strip().isdigit() and len(text.strip()) < 6
        else Failure(f"type {_a_number(naming_of(record).highest(config))}")
    )


def _a_number(highest: int) -> str:
    return f"a number from {numbers(highest)}" if highest > 2 else numbers(highest)


def _chosen(
    legal: tuple[tuple[int, C], ...], naming: Naming[C], config: C, number: int
) -> Result[C, str]:
    return next(
        (Success(child) for named, child in legal if named == number),
        Failure(naming.why_not(config, number)),
    )


def verdict(record: Game[C], config: C, human: Player) -> str:
    """The end of a game as one line: who won, from the human's seat, or a draw.

    >>> from fnsearch.games import nim, tictactoe, tree
    >>> verdict(tictactoe.GAME, tictactoe.parse("XXX/OO./...").unwrap(), BLACK)
    'game over: White (X) wins, the computer wins'
    >>> verdict(nim.GAME, (0, -1), WHITE)
    'game over: White wins, you win'
    >>> verdict(tictactoe.GAME, tictactoe.parse("XOX/XOO/OXX").unwrap(), WHITE)
    'game over: a draw'
    >>> verdict(tree.GAME, 3, WHITE)
    'game over: the leaf is worth 3 to White (MAX), who wants it high'
    """
    return _verdict(record, naming_of(record).scored, record.instance.score(config), human)


def _verdict(record: Game[C], scored: bool, score: int, human: Player) -> str:
    return (
        f"game over: the leaf is worth {score} to {record.sides.of(WHITE)}, who wants it high"
        if scored
        else "game over: a draw"
        if score == 0
        else _won(record, WHITE if score > 0 else BLACK, human)
    )


def _won(record: Game[C], winner: Player, human: Player) -> str:
    return f"game over: {record.sides.of(winner)} wins, " + (
        "you win" if winner is human else "the computer wins"
    )
