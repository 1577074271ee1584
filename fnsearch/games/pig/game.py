"""Pig, the dice game: roll to add to your turn total, hold to bank it, a 1 loses it all.

The first player to reach the target (100 by default) wins at once. The game graph has
cycles, so a search needs a depth limit and :func:`evaluate`.
"""

from __future__ import annotations

import re
from fractions import Fraction
from types import MappingProxyType
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK as BLACK  # offered as pig.BLACK, beside pig.WHITE
from fnsearch.core.config import WHITE as WHITE
from fnsearch.games.codec import shortened
from fnsearch.games.moves import spoken
from fnsearch.games.naming import Naming
from fnsearch.games.pig.rules import FACES, for_white
from fnsearch.games.pig.rules import MAX_TARGET as MAX_TARGET
from fnsearch.games.pig.rules import PIG as PIG
from fnsearch.games.pig.rules import START as START
from fnsearch.games.pig.rules import TARGET as TARGET
from fnsearch.games.pig.rules import Pig as Pig
from fnsearch.games.pig.rules import PigRules as PigRules
from fnsearch.games.pig.rules import to_move as to_move
from fnsearch.games.pig.solution import SOLUTION
from fnsearch.games.record import ChanceRecord, Game, Limits
from fnsearch.games.sketch import Caption

_NAME_OF: Final = {WHITE: "white", BLACK: "black"}
_PLAYER_OF: Final = {"": WHITE, "w": WHITE, "white": WHITE, "b": BLACK, "black": BLACK}
_NUMBER: Final = r"(-?\s*[0-9]+)"
_FORM: Final = re.compile(
    rf"\s*{_NUMBER}\s*-\s*{_NUMBER}"
    rf"(?:\s+\+\s*{_NUMBER})?"
    r"(?:\s+(white|w|black|b))?"
    r"(?:\s+(rolling))?"
    rf"(?:\s+to\s+{_NUMBER})?\s*",
    re.IGNORECASE,
)
_USAGE: Final = (
    "expected 'white-black +turn player [rolling] [to target]', such as '12-30 +7 white'"
)
_DIGITS: Final = len(str(MAX_TARGET))


def render(position: Pig) -> str:
    """The text form ``white-black +turn mover [rolling] [to target]``, read by :func:`parse`."""
    return (
        f"{position.white}-{position.black} +{position.turn} {_NAME_OF[position.mover]}"
        f"{' rolling' if position.rolling else ''}"
        f"{'' if position.target == TARGET else f' to {position.target}'}"
    )


def draw(position: Pig) -> str:
    """A picture of a position: each player's score, whose turn it is, the target."""
    final = PIG.is_final(position)
    turn = "" if final else f" + {position.turn}  to move{', rolling' if position.rolling else ''}"
    scores = (
        f"{_NAME_OF[player]} {score:3}{turn if player is position.mover else ''}"
        for player, score in ((WHITE, position.white), (BLACK, position.black))
    )
    winner = _NAME_OF[WHITE if PIG.score(position) > 0 else BLACK]
    return "\n".join((*scores, f"{winner} won" if final else f"first to {position.target}"))


def parse(text: str) -> Result[Pig, str]:
    """Read a position such as ``"12-30 +7 white"``, ``"0-0"`` or ``"3-4 +2 b rolling to 10"``.

    The turn total (``+0``), the player (White) and the target (100) may be left out;
    positions that cannot arise in a game are refused.

    >>> parse("3-4 +2 b rolling to 10")
    <Success: Pig(white=3, black=4, turn=2, mover=<Player.BLACK: -1>, rolling=True, target=10)>
    """
    found = _FORM.fullmatch(text)
    groups = ("",) * 6 if found is None else found.groups("")
    # The four numbers without spaces, with the defaults of those left out.
    numbers = tuple(
        "".join(groups[group].split()) or default
        for group, default in ((0, "0"), (1, "0"), (2, "0"), (5, str(TARGET)))
    )
    too_long = tuple(number for number in numbers if len(number.lstrip("-").lstrip("0")) > _DIGITS)
    # A number too long is refused before it is read: int refuses thousands of digits.
    white, black, turn, target = (
        (0, 0, 0, 0) if too_long else tuple(abs(int(number)) for number in numbers)
    )
    position = Pig(white, black, turn, _PLAYER_OF[groups[3].lower()], groups[4] != "", target)
    final = PIG.is_final(position)
    return (
        Failure(_USAGE)
        if found is None
        else Failure(f"the number {shortened(too_long[0])} is too large: at most {MAX_TARGET}")
        if too_long
        else Failure("scores, turn totals and targets cannot be negative")
        if any(number.startswith("-") and int(number) != 0 for number in numbers)
        else Failure(f"the target must be from 1 to {MAX_TARGET}, got {target}")
        if not 1 <= target <= MAX_TARGET
        else Failure(
            f"a score of {max(white, black)} cannot arise: the game ends when"
            f" a player reaches {target}, by at most {FACES - 1}"
        )
        if max(white, black) > target + FACES - 1
        else Failure(f"both players cannot have reached the target {target}")
        if min(white, black) >= target
        else Failure("the game is over: there is no turn total and no die to roll")
        if final and (turn > 0 or position.rolling)
        else Failure(
            f"{_NAME_OF[position.mover]}'s {position.banked} + {turn} reaches the target"
            f" {target}, which ends the game"
        )
        if not final and position.banked + turn >= target
        else Failure("a turn total of 1 cannot arise: a roll of 1 scores nothing")
        if turn == 1
        else Success(position)
    )


_TEMPO: Final = 4  # half a turn's points (holding at 20 scores about 8): the mover's head start


def win_chance(position: Pig) -> Fraction:
    """An estimate of White's chance of winning: the mover's is about ``b² / (a² + b²)``.

    ``a``: the points the mover still needs, less half a turn's; ``b``: those the other
    needs. A final position is valued exactly.

    >>> win_chance(Pig(100, 40, 0, BLACK))
    Fraction(1, 1)
    """
    return (
        Fraction(1 if position.white >= position.target else 0)
        if PIG.is_final(position)
        else for_white(
            position.mover,
            _mover_chance(
                position.target - position.banked - position.turn,
                position.target - position.other,
            ),
        )
    )


def _mover_chance(needs: int, other_needs: int) -> Fraction:
    # b² / (a² + b²), a and b counted in halves, so that every step is on ints.
    a = max(2 * needs - 2 * _TEMPO, needs)
    b = 2 * other_needs
    return Fraction(b * b, a * a + b * b)


def evaluate(position: Pig) -> Fraction:
    """White's expected score by :func:`win_chance`: ``2p - 1``, on the scale of ``score``."""
    chance = win_chance(position)
    return Fraction(2 * chance.numerator - chance.denominator, chance.denominator)


_WORDS: Final = MappingProxyType({"roll": 1, "r": 1, "hold": 2, "h": 2})


def _highest(position: Pig) -> int:
    return 2 if position.turn > 0 else 1


def _rolled(rolling: Pig, after: Pig, rolls: str) -> str:
    face = next(
        index + 1 for index, (_, child) in enumerate(PIG.outcomes(rolling)) if child == after
    )
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
    why_not=lambda position, number: (
        ("a turn begins with a roll: " if number == 2 and position.turn == 0 else "")
        + f"type {spoken(_WORDS, range(1, _highest(position) + 1))}"
    ),
    picture=draw,
    typed=lambda number: "roll" if number == 1 else "hold",
    words=_WORDS,
    told=lambda before, after, computer: (
        _rolled(before, after, "the computer rolls" if computer else "you roll")
        if before.rolling
        else ""
        if after.rolling
        else f"{'the computer holds' if computer else 'you hold'}: {after.white}-{after.black}"
    ),
)
"""How a person plays Pig: ``roll`` (``r``, 1) or ``hold`` (``h``, 2); the program rolls dice."""

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
