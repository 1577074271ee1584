"""Moves a person can type: each successor numbered (:func:`choices`), named, read and refused."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeVar

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.naming import Naming, a_number, listed, numbered, numbers
from fnsearch.games.record import Game

C = TypeVar("C")


def naming_of(record: Game[C]) -> Naming[C]:
    """The naming of ``record``'s moves: its own, else its successors numbered from 1."""
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
    """Who moves in ``config``: as it says, or (in a tree) not ``previous``, White first."""
    return (
        record.to_move(config)
        if record.to_move is not None
        else WHITE
        if previous is None
        else previous.opponent
    )


def side_to_move(record: Game[C], config: C, player: Player | None) -> Result[Player, str]:
    """Who moves: the position says so, except in a tree (White unless ``--player``)."""
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
    """The legal moves of ``player`` in ``config``: each successor with its number."""
    return tuple(
        (naming_of(record).number(config, index, child), child)
        for index, child in enumerate(record.instance.successors(config, player))
    )


def number_of(record: Game[C], config: C, player: Player, child: C) -> int:
    """The number of the move from ``config`` to its successor ``child`` (``0`` if none)."""
    return next(
        (number for number, successor in choices(record, config, player) if successor == child),
        0,
    )


def typed_move(record: Game[C], config: C, player: Player, child: C) -> str:
    """The move of ``player`` from ``config`` to its successor ``child``, as a person types it."""
    return naming_of(record).typed(number_of(record, config, player, child))


def typed_line(record: Game[C], config: C, player: Player, line: tuple[C, ...]) -> tuple[str, ...]:
    """The moves of ``line``, a principal line from ``config``, up to its first chance node."""
    return (
        ()
        if not line or (record.chance is not None and record.chance.instance.is_chance(config))
        else (
            typed_move(record, config, player, line[0]),
            *typed_line(record, line[0], mover(record, line[0], player), line[1:]),
        )
    )


def read_move(record: Game[C], config: C, player: Player, text: str) -> Result[C, str]:
    """The successor ``player`` names by typing its number or word (any case), or why none is."""
    naming = naming_of(record)
    typed = "".join(text.split()).lower()
    number = (
        naming.words[typed]
        if typed in naming.words
        else int(typed)
        if typed.isascii() and typed.isdigit() and len(typed) < 6
        else None
    )
    return (
        Failure(
            f"type {spoken(naming.words, range(1, naming.highest(config) + 1))}"
            if naming.words
            else f"type {a_number(naming.highest(config))}"
        )
        if number is None
        else next(
            (Success(child) for named, child in choices(record, config, player) if named == number),
            Failure(naming.why_not(config, number)),
        )
    )


def spoken(words: Mapping[str, int], numbers: Iterable[int]) -> str:
    """The moves ``numbers`` as their words, each whole word with its short forms."""
    return listed(tuple(_word(words, number) for number in numbers))


def prompt(naming: Naming[C], config: C) -> str:
    """What a person is asked for a move: the numbers, or the words, of the moves here."""
    first = tuple(_names(naming.words, n)[0] for n in range(1, naming.highest(config) + 1))
    return (
        f"your move ({listed(first)}): "
        if naming.words
        else f"your move ({naming.noun} {numbers(naming.highest(config))}): "
    )


def menu(naming: Naming[C], config: C) -> str:
    """The moves a person may type in ``config``, numbered, for a naming with words; else ``""``."""
    return (
        "   ".join(
            f"{number} {_word(naming.words, number)}"
            for number in range(1, naming.highest(config) + 1)
        )
        if naming.words
        else ""
    )


def _names(words: Mapping[str, int], number: int) -> tuple[str, ...]:
    return tuple(word for word, named in words.items() if named == number) or (str(number),)


def _word(words: Mapping[str, int], number: int) -> str:
    names = _names(words, number)
    return f"{names[0]} ({', '.join(names[1:])})" if len(names) > 1 else names[0]


def verdict(record: Game[C], config: C, human: Player) -> str:
    """The end of a game as one line: who won, from the human's seat, or a draw."""
    score = record.instance.score(config)
    winner = WHITE if score > 0 else BLACK
    return (
        f"game over: the leaf is worth {score} to {record.sides.of(WHITE)}, who wants it high"
        if naming_of(record).scored
        else "game over: a draw"
        if score == 0
        else f"game over: {record.sides.of(winner)} wins, "
        + ("you win" if winner is human else "the computer wins")
    )
