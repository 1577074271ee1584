"""Pig, the dice game: roll to add to your turn total, hold to bank it, a 1 loses it all.

Two players take turns. On a turn the player to move rolls a die, again and
again: a 1 loses the points of the turn and ends it; a 2 to 6 adds to the *turn
total*; after any roll the player may *hold* instead, banking the turn total and
ending the turn. A turn begins with a roll: holding with nothing to bank is not a
move. The first player to reach the *target* (100 in the standard game) wins, at
once: a roll that brings the banked score plus the turn total to the target ends
the game, as in Neller and Presser's analysis, where a player who can hold to win
always does. White moves first.

A position is a :class:`Pig` record: the two banked scores, the turn total, who
is to move, whether a die is rolling (a chance node, after the player chose to
roll) and the target, so that one instance, :data:`PIG`, plays every target. A
decision node's successors are *roll* (the chance node), then *hold*; a chance
node's :meth:`~PigRules.outcomes` are the six faces, each with probability 1/6.

The game graph has cycles: from a turn's start, two 1s in a row (one per player)
lead back to the same position. A tree search of Pig therefore needs a depth
limit and an evaluation at the horizon: :func:`evaluate` estimates White's
expected score from the scores alone. The exact values, by value iteration on the
whole graph, are in :mod:`fnsearch.games.pig.solution`.

The text form is ``white-black +turn mover``, then ``rolling`` at a chance node,
then ``to target`` unless the target is 100: ``12-30 +7 white`` or
``0-0 +0 black rolling to 10``.

This module gathers the game's parts under one name:

* :mod:`fnsearch.games.pig.rules`: the :class:`Pig` position, the :data:`PIG`
  instance and :func:`to_move`;
* :mod:`fnsearch.games.pig.text`: :func:`parse`, :func:`render` and :func:`draw`;
* here, the evaluation, :func:`win_chance` and :func:`evaluate`, and the
  :data:`GAME` record.

>>> start = parse("0-0").unwrap()
>>> start == START, render(start)
(True, '0-0 +0 white')
>>> [render(child) for child in PIG.successors(parse("10-20 +5 black").unwrap(), BLACK)]
['10-20 +5 black rolling', '10-25 +0 white']
>>> faces = list(PIG.outcomes(parse("93-20 +2 white rolling").unwrap()))
>>> {str(probability) for probability, _ in faces}
{'1/6'}
>>> [render(face) for _, face in faces]  # doctest: +NORMALIZE_WHITESPACE
['93-20 +0 black', '93-20 +4 white', '93-20 +5 white', '93-20 +6 white',
 '100-20 +0 black', '101-20 +0 black']
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

    With ``a`` the points the player to move still needs (less half a turn's
    worth, their head start) and ``b`` those the other needs, the mover wins with
    chance about ``b² / (a² + b²)``. Final positions are valued exactly. Against
    the exact solution of the game to 100 its mean error is about 0.04.

    >>> win_chance(START), win_chance(Pig(100, 40, 0, BLACK))
    (Fraction(625, 1201), Fraction(1, 1))
    >>> round(float(win_chance(Pig(90, 20, 0, BLACK))), 3)
    0.983
    """
    return (
        Fraction(1 if position.white >= position.target else 0)
        if PIG.is_final(position)
        else _for_white(
            position.mover,
            _mover_chance(
                Fraction(position.target - position.banked - position.turn),
                Fraction(position.target - _other_banked(position)),
            ),
        )
    )


def _other_banked(position: Pig) -> int:
    return position.black if position.mover is WHITE else position.white


def _for_white(mover: Player, chance: Fraction) -> Fraction:
    return chance if mover is WHITE else 1 - chance


def _mover_chance(needs: Fraction, other_needs: Fraction) -> Fraction:
    return (lambda a: other_needs**2 / (a**2 + other_needs**2))(max(needs - _TEMPO, needs / 2))


def evaluate(position: Pig) -> Fraction:
    """White's expected score by :func:`win_chance`: ``2p - 1``, on the scale of ``score``.

    >>> evaluate(START), evaluate(Pig(40, 101, 0, WHITE))
    (Fraction(49, 1201), Fraction(-1, 1))
    """
    return 2 * win_chance(position) - 1


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

>>> NAMING.say(2), NAMING.why_not(START, 2), NAMING.why_not(parse("0-0 +3").unwrap(), 3)
('hold', 'a turn begins with a roll: type roll (r)', 'type roll (r) or hold (h)')
>>> rolling = parse("90-20 +7 black rolling").unwrap()
>>> for _, face in list(PIG.outcomes(rolling))[:3]:
...     print(NAMING.told(rolling, face, True))
the computer rolls 1: the turn's 7 points are lost
the computer rolls 2: turn total 9
the computer rolls 3: turn total 10
>>> NAMING.told(parse("35-10 +2 black").unwrap(), parse("35-12 +0 white").unwrap(), False)
'you hold: 35-12'
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
"""Pig's record. Its evaluation, :func:`evaluate`, is a ``Fraction`` (an estimated expected
score between -1 and 1), for the chance searches; the record's ``evaluate`` field holds
integer evaluations only, so it is left empty."""
