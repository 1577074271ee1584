"""Moves a person can type: how each game numbers its moves, reads them, and ends.

A game played at a terminal needs what a search does not: a name for every move
that a person can type, a picture of the position with those names on it, a
one-line reason when a typed move is not allowed, and a verdict at the end. A
:class:`Naming` holds that for one game; the moves are *numbers* (cells, columns,
coins, children), and :mod:`fnsearch.namings` holds each game's naming.

Each legal move is a successor of the position, in the instance's order, with its
number (:func:`choices`); :func:`read_move` turns a typed line into the successor
it names, or a ``Failure`` that says why not.

>>> from fnsearch import WHITE
>>> from fnsearch.games import tictactoe
>>> from fnsearch.namings import TICTACTOE
>>> board = tictactoe.parse("X../.O./...").unwrap()
>>> print(TICTACTOE.picture(board))
X 2 3
4 O 6
7 8 9
>>> read_move(tictactoe.GAME, TICTACTOE, board, WHITE, "3").map(tictactoe.render)
<Success: X.X/.O./...>
>>> read_move(tictactoe.GAME, TICTACTOE, board, WHITE, "5")
<Failure: cell 5 is taken>
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, final

from returns.result import Failure, Result, Success

from fnsearch.config import BLACK, WHITE, Player
from fnsearch.game import C, Game

__all__ = [
    "Naming",
    "choices",
    "mover",
    "number_of",
    "numbers",
    "read_move",
    "verdict",
]


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

    >>> from fnsearch.namings import CONNECT4, NIM
    >>> CONNECT4.say(4), NIM.say(2)
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


def choices(
    record: Game[C], naming: Naming[C], config: C, player: Player
) -> tuple[tuple[int, C], ...]:
    """The legal moves of ``player`` in ``config``: each successor with its number.

    >>> from fnsearch.games import connect4, nim
    >>> from fnsearch.namings import CONNECT4, NIM
    >>> choices(nim.GAME, NIM, (4, 1), WHITE)
    ((1, (3, -1)), (2, (2, -1)))
    >>> [number for number, _ in choices(connect4.GAME, CONNECT4, connect4.START, WHITE)]
    [1, 2, 3, 4, 5, 6, 7]
    """
    return tuple(
        (naming.number(config, index, child), child)
        for index, child in enumerate(record.instance.successors(config, player))
    )


def number_of(record: Game[C], naming: Naming[C], config: C, player: Player, child: C) -> int:
    """The number of the move from ``config`` to its successor ``child`` (``0`` if none).

    >>> from fnsearch.games import tictactoe
    >>> from fnsearch.namings import TICTACTOE
    >>> centre = tictactoe.parse(".../.X./...").unwrap()
    >>> number_of(tictactoe.GAME, TICTACTOE, tictactoe.EMPTY, WHITE, centre)
    5
    """
    return next(
        (
            number
            for number, successor in choices(record, naming, config, player)
            if successor == child
        ),
        0,
    )


def numbers(highest: int) -> str:
    """The numbers ``1..highest`` in words, for prompts and messages.

    >>> numbers(1), numbers(2), numbers(9)
    ('1', '1 or 2', '1 to 9')
    """
    return "1" if highest <= 1 else "1 or 2" if highest == 2 else f"1 to {highest}"


def read_move(
    record: Game[C], naming: Naming[C], config: C, player: Player, text: str
) -> Result[C, str]:
    """The successor of ``config`` that ``player`` names by typing ``text``, or why there is none.

    >>> from fnsearch.games import connect4, nim, tree
    >>> from fnsearch.namings import CONNECT4, NIM, TREE
    >>> read_move(connect4.GAME, CONNECT4, connect4.START, WHITE, " 8 ")
    <Failure: column 8 does not exist>
    >>> read_move(connect4.GAME, CONNECT4, connect4.START, WHITE, "four")
    <Failure: type a number from 1 to 7>
    >>> read_move(connect4.GAME, CONNECT4, connect4.START, WHITE, "²")  # a digit int() refuses
    <Failure: type a number from 1 to 7>
    >>> read_move(nim.GAME, NIM, (1, 1), WHITE, "2")
    <Failure: only 1 coin is left>
    >>> read_move(tree.GAME, TREE, ((1, 2), 3), BLACK, "2")
    <Success: 3>
    """
    return (
        _chosen(choices(record, naming, config, player), naming, config, int(text.strip()))
        if text.strip().isascii() and text.strip().isdigit() and len(text.strip()) < 6
        else Failure(f"type {_a_number(naming.highest(config))}")
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


def verdict(record: Game[C], naming: Naming[C], config: C, human: Player) -> str:
    """The end of a game as one line: who won, from the human's seat, or a draw.

    >>> from fnsearch.games import nim, tictactoe, tree
    >>> from fnsearch.namings import NIM, TICTACTOE, TREE
    >>> verdict(tictactoe.GAME, TICTACTOE, tictactoe.parse("XXX/OO./...").unwrap(), BLACK)
    'game over: White (X) wins, the computer wins'
    >>> verdict(nim.GAME, NIM, (0, -1), WHITE)
    'game over: White wins, you win'
    >>> verdict(tictactoe.GAME, TICTACTOE, tictactoe.parse("XOX/XOO/OXX").unwrap(), WHITE)
    'game over: a draw'
    >>> verdict(tree.GAME, TREE, 3, WHITE)
    'game over: the leaf is worth 3 to White (MAX), who wants it high'
    """
    return _verdict(record, naming.scored, record.instance.score(config), human)


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
