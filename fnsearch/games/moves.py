"""Moves a person can type: how a game numbers its moves, reads them, and ends.

A game played at a terminal needs what a search does not: a name for every move
that a person can type, a picture of the position with those names on it, a
one-line reason when a typed move is not allowed, and a verdict at the end. A
:class:`~fnsearch.games.naming.Naming` holds that for one game; the moves are
*numbers* (cells, columns, coins, children). Each game's
:class:`~fnsearch.games.record.Game` record holds its naming next to its other parts
(``record.naming``); :func:`naming_of` answers it, or the plain numbering
:func:`~fnsearch.games.naming.numbered` when a record leaves it out.

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

from collections.abc import Iterable, Mapping
from typing import TypeVar

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.naming import Naming, a_number, numbered, numbers
from fnsearch.games.record import Game

C = TypeVar("C")
"""The configuration type of a game."""


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


def side_to_move(record: Game[C], config: C, player: Player | None) -> Result[Player, str]:
    """Who moves: the position says so, except in a tree (White unless ``--player``).

    >>> from fnsearch.games.registry import GAMES
    >>> nim = GAMES["nim"]
    >>> side_to_move(nim, nim.start, None)
    <Success: Player.WHITE>
    >>> side_to_move(nim, nim.start, BLACK)  # doctest: +ELLIPSIS
    <Failure: nim positions say who moves: it is White's move in ...; leave out --player>
    """
    return (
        Success(WHITE if player is None else player)
        if record.to_move is None
        else Success(record.to_move(config))
        if player is None
        else Failure(
            f"{record.name} positions say who moves: it is"
            f" {record.sides.of(record.to_move(config))}'s move in {record.render(config)};"
            " leave out --player"
        )
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


def typed_line(record: Game[C], config: C, player: Player, line: tuple[C, ...]) -> tuple[str, ...]:
    """The moves of ``line``, a principal line from ``config``, as a person types them.

    The line is read up to its first chance node, where the dice, not a player, move.

    >>> from fnsearch.games import tictactoe
    >>> from fnsearch.games.pig import game as pig
    >>> boards = [tictactoe.parse(text).unwrap() for text in (".../.X./...", "O../.X./...")]
    >>> typed_line(tictactoe.GAME, tictactoe.EMPTY, WHITE, tuple(boards))
    ('5', '1')
    >>> turn = pig.parse("10-20 +5 white").unwrap()
    >>> typed_line(pig.GAME, turn, WHITE, (pig.parse("15-20 +0 black").unwrap(),
    ...                                    pig.parse("15-20 +0 black rolling").unwrap(),
    ...                                    pig.parse("15-20 +3 black").unwrap()))
    ('hold', 'roll')
    """
    return (
        ()
        if not line or (record.chance is not None and record.chance.instance.is_chance(config))
        else (
            typed_move(record, config, player, line[0]),
            *typed_line(record, line[0], mover(record, line[0], player), line[1:]),
        )
    )


def read_move(record: Game[C], config: C, player: Player, text: str) -> Result[C, str]:
    """The successor of ``config`` that ``player`` names by typing ``text``, or why there is none.

    A number names a move; so does one of the naming's words (case and spaces ignored).

    >>> from fnsearch.games import nim, tree
    >>> from fnsearch.games.pig import game as pig

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
    >>> turn = pig.parse("10-20 +5 white").unwrap()
    >>> [read_move(pig.GAME, turn, WHITE, typed).map(pig.render) for typed in (" R ", "Ho ld", "2")]
    [<Success: 10-20 +5 white rolling>, <Success: 15-20 +0 black>, <Success: 15-20 +0 black>]
    >>> read_move(pig.GAME, turn, WHITE, "stop")
    <Failure: type roll (r) or hold (h)>
    """
    return _read(record, config, player, naming_of(record), "".join(text.split()).lower())


def _read(
    record: Game[C], config: C, player: Player, naming: Naming[C], typed: str
) -> Result[C, str]:
    """``typed`` (spaces removed, in lower case) read as a word or a number of ``naming``."""
    return (
        _chosen(choices(record, config, player), naming, config, naming.words[typed])
        if typed in naming.words
        else _chosen(choices(record, config, player), naming, config, int(typed))
        if typed.isascii() and typed.isdigit() and len(typed) < 6
        else Failure(_unread(naming, config))
    )


def _unread(naming: Naming[C], config: C) -> str:
    """The answer to a line that names no move: what to type instead."""
    return (
        f"type {spoken(naming.words, range(1, naming.highest(config) + 1))}"
        if naming.words
        else f"type {a_number(naming.highest(config))}"
    )


def spoken(words: Mapping[str, int], numbers: Iterable[int]) -> str:
    """The moves ``numbers`` as their words, each whole word with its short forms.

    >>> words = {"roll": 1, "r": 1, "hold": 2, "h": 2}
    >>> spoken(words, [1, 2]), spoken(words, [1])
    ('roll (r) or hold (h)', 'roll (r)')
    >>> spoken({"pass": 1}, [1, 2, 3])
    'pass, 2 or 3'
    """
    return _either(tuple(_word(words, number) for number in numbers))


def prompt(naming: Naming[C], config: C) -> str:
    """What a person is asked for a move: the numbers, or the words, of the moves here.

    >>> from fnsearch.games import tictactoe
    >>> from fnsearch.games.pig import game as pig
    >>> prompt(naming_of(tictactoe.GAME), tictactoe.EMPTY)
    'your move (cell 1 to 9): '
    >>> prompt(pig.NAMING, pig.START), prompt(pig.NAMING, pig.parse("0-0 +4").unwrap())
    ('your move (roll): ', 'your move (roll or hold): ')
    """
    return (
        f"your move ({_either(_first_words(naming.words, naming.highest(config)))}): "
        if naming.words
        else f"your move ({naming.noun} {numbers(naming.highest(config))}): "
    )


def menu(naming: Naming[C], config: C) -> str:
    """The moves a person may type in ``config``, numbered, for a naming with words; else ``""``.

    >>> from fnsearch.games import nim
    >>> from fnsearch.games.pig import game as pig
    >>> menu(pig.NAMING, pig.parse("10-20 +5 white").unwrap())
    '1 roll (r)   2 hold (h)'
    >>> menu(pig.NAMING, pig.START), menu(naming_of(nim.GAME), (4, 1))
    ('1 roll (r)', '')
    """
    return (
        "   ".join(
            f"{number} {_word(naming.words, number)}"
            for number in range(1, naming.highest(config) + 1)
        )
        if naming.words
        else ""
    )


def _word(words: Mapping[str, int], number: int) -> str:
    """The words of one move: the first, then the others in brackets; the number if none."""
    return _with_short(
        tuple(word for word, named in words.items() if named == number) or (str(number),)
    )


def _first_words(words: Mapping[str, int], highest: int) -> tuple[str, ...]:
    """The whole word of each move from 1 to ``highest`` (its number if it has none)."""
    return tuple(
        next((word for word, named in words.items() if named == number), str(number))
        for number in range(1, highest + 1)
    )


def _with_short(names: tuple[str, ...]) -> str:
    return f"{names[0]} ({', '.join(names[1:])})" if len(names) > 1 else names[0]


def _either(items: tuple[str, ...]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    return ", ".join(items[:-1]) + " or " + items[-1] if len(items) > 1 else "".join(items)


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
