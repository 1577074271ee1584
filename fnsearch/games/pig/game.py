"""Pig, the dice game: roll to add to your turn total, hold to bank it, a 1 loses it all.

The first player to reach the target (100 by default) wins at once; White moves first
and a turn begins with a roll. A decision node's successors are *roll* (a chance
node), then *hold*; a chance node's outcomes are the six faces, each 1/6. The game
graph has cycles, so a search needs a depth limit and :func:`evaluate`. The text
form is ``white-black +turn mover``, then ``rolling``, then ``to target`` unless 100.

>>> [render(child) for child in PIG.successors(parse("10-20 +5 black").unwrap(), BLACK)]
['10-20 +5 black rolling', '10-25 +0 white']
"""

from __future__ import annotations

from fractions import Fraction
from types import MappingProxyType
from typing import Final

from fnsearch.core.config import BLACK as BLACK  # offered as pig.BLACK, beside pig.WHITE
from fnsearch.core.config import WHITE, Player
from fnsearch.games.moves import spoken
from fnsearch.games.naming import Naming
from fnsearch.games.pig.rules import FACES, MAX_TARGET, PIG, START, TARGET, Pig, PigRules, to_move
from fnsearch.games.pig.solved import SOLUTION
from fnsearch.games.pig.text import draw, parse, render
from fnsearch.games.record import ChanceRecord, Game, Limits
from fnsearch.games.sketch import Caption

__all__ = [
    "FACES",
    "GAME",
    "MAX_TARGET",
    "NAMING",
    "PIG",
    "START",
    "TARGET",
    "Pig",
    "PigRules",
    "draw",
    "evaluate",
    "parse",
    "render",
    "to_move",
    "win_chance",
]

_TEMPO: Final = 4
"""About half a turn's points (a turn that holds at 20 scores about 8): the mover's head start."""


def win_chance(position: Pig) -> Fraction:
    """An estimate of White's chance of winning, from the points each player still needs.

    With ``a`` the points the mover still needs (less half a turn's worth) and ``b`` those
    the other needs, the mover wins with chance about ``b² / (a² + b²)``; final
    positions are valued exactly.

    >>> win_chance(START), win_chance(Pig(100, 40, 0, BLACK))
    (Fraction(625, 1201), Fraction(1, 1))
    """
    return (
        Fraction(1 if position.white >= position.target else 0)
        if PIG.is_final(position)
        else _for_white(
            position.mover,
            _mover_chance(
                position.target - position.banked - position.turn,
                position.target - _other_banked(position),
            ),
        )
    )


def _other_banked(position: Pig) -> int:
    return position.black if position.mover is WHITE else position.white


def _for_white(mover: Player, chance: Fraction) -> Fraction:
    return chance if mover is WHITE else 1 - chance


def _mover_chance(needs: int, other_needs: int) -> Fraction:
    # b² / (a² + b²), a and b counted in halves, so that every step is on ints.
    a = max(2 * needs - 2 * _TEMPO, needs)
    b = 2 * other_needs
    return Fraction(b * b, a * a + b * b)


def evaluate(position: Pig) -> Fraction:
    """White's expected score by :func:`win_chance`: ``2p - 1``, on the scale of ``score``.

    >>> evaluate(START)
    Fraction(49, 1201)
    """
    chance = win_chance(position)
    return Fraction(2 * chance.numerator - chance.denominator, chance.denominator)


_WORDS: Final = MappingProxyType({"roll": 1, "r": 1, "hold": 2, "h": 2})
"""What a person types: the words, with their short forms, beside the numbers 1 and 2."""


def _highest(position: Pig) -> int:
    """Roll, and hold once there is a turn total to bank."""
    return 2 if position.turn > 0 else 1


def _why_not(position: Pig, number: int) -> str:
    return ("a turn begins with a roll: " if number == 2 and position.turn == 0 else "") + (
        f"type {spoken(_WORDS, range(1, _highest(position) + 1))}"
    )


def _told(before: Pig, after: Pig, computer: bool) -> str:
    """A move or a roll of the die as it happens, by the computer or (``False``) the person."""
    return (
        _rolled(
            before, after, _face(before, after), "the computer rolls" if computer else "you roll"
        )
        if before.rolling
        else ""
        if after.rolling
        else f"{'the computer holds' if computer else 'you hold'}: {after.white}-{after.black}"
    )


def _face(rolling: Pig, after: Pig) -> int:
    """The face the die showed, found among the outcomes."""
    return next(index + 1 for index, (_, face) in enumerate(PIG.outcomes(rolling)) if face == after)


def _rolled(rolling: Pig, after: Pig, face: int, rolls: str) -> str:
    """A roll of the die and what it did to the turn."""
    return f"{rolls} {face}: " + (
        (f"the turn's {rolling.turn} points are lost" if rolling.turn else "the turn ends")
        if face == 1
        else f"{after.white}-{after.black}"
        if PIG.is_final(after)
        else f"turn total {after.turn}"
    )


NAMING: Final[Naming[Pig]] = Naming(
    noun="move",
    highest=_highest,
    number=lambda _, index, __: index + 1,
    say=lambda number: "roll" if number == 1 else "hold",
    why_not=_why_not,
    picture=draw,
    typed=lambda number: "roll" if number == 1 else "hold",
    words=_WORDS,
    told=_told,
)
"""How a person plays Pig: ``roll`` (``r``, 1) or ``hold`` (``h``, 2); the program rolls the dice.

>>> NAMING.why_not(START, 2)
'a turn begins with a roll: type roll (r)'
"""

GAME: Final[Game[Pig]] = Game(
    name="pig",
    summary=(
        "Pig: roll a die to build a turn total, hold to bank it; a 1 loses it;"
        " first to the target wins"
    ),
    example="12-30 +7 white",
    instance=PIG,
    start=START,
    parse=parse,
    render=render,
    draw=draw,
    to_move=to_move,
    limits=Limits(depth=8, seconds=2.0),
    transpositions=False,
    chance=ChanceRecord(PIG, evaluate, lambda _: (-1, 1)),
    naming=NAMING,
    solution=SOLUTION,
    sketch=lambda position: Caption((f"{position.white}-{position.black}", f"+{position.turn}")),
)
"""Pig's record; its Fraction evaluation :func:`evaluate` serves the chance searches."""
