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
whole graph, are in :mod:`fnsearch.games.pig_solution`.

The text form is ``white-black +turn mover``, then ``rolling`` at a chance node,
then ``to target`` unless the target is 100: ``12-30 +7 white`` or
``0-0 +0 black rolling to 10``.

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

import re
from collections.abc import Iterator
from fractions import Fraction
from typing import Final, NamedTuple, final

from returns.result import Failure, Result, Success

from fnsearch.chance import Outcome
from fnsearch.config import BLACK, WHITE, Player
from fnsearch.game import ChanceRecord, Game, Limits

__all__ = [
    "GAME",
    "MAX_TARGET",
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

TARGET: Final = 100
"""The target of the standard game."""
MAX_TARGET: Final = 1000
"""The largest target :func:`parse` accepts."""
FACES: Final = 6
"""The faces of the die: a 1 ends the turn, 2 to 6 add to the turn total."""
_SIXTH: Final = Fraction(1, FACES)


@final
class Pig(NamedTuple):
    """A position of Pig.

    Attributes:
        white: White's banked score.
        black: Black's banked score.
        turn: the turn total of the player to move, not yet banked.
        mover: the player to move (whose turn it is).
        rolling: whether the die is rolling: a chance node, after the mover chose to roll.
        target: the score that wins.
    """

    white: int
    black: int
    turn: int
    mover: Player
    rolling: bool = False
    target: int = TARGET

    @property
    def banked(self) -> int:
        """The banked score of the player to move.

        >>> Pig(12, 30, 7, BLACK).banked
        30
        """
        return self.white if self.mover is WHITE else self.black


START: Final = Pig(0, 0, 0, WHITE)
"""The start of the standard game: no points, White to roll."""


def _banked(position: Pig, points: int) -> Pig:
    """The mover banks ``points`` (the turn total, or what reached the target); the turn passes."""
    return Pig(
        position.white + points if position.mover is WHITE else position.white,
        position.black + points if position.mover is BLACK else position.black,
        0,
        position.mover.opponent,
        False,
        position.target,
    )


def _after_face(position: Pig, face: int) -> Pig:
    """Where the die showing ``face`` leads from the chance node ``position``."""
    return (
        _banked(position, 0)
        if face == 1
        else _banked(position, position.turn + face)
        if position.banked + position.turn + face >= position.target
        else Pig(
            position.white,
            position.black,
            position.turn + face,
            position.mover,
            False,
            position.target,
        )
    )


@final
class PigRules:
    """The :class:`~fnsearch.chance.ChanceConfig` instance for Pig, for every target.

    A position is final when a player has reached the target; it scores ``+1`` if
    White has, ``-1`` if Black has. Other positions score ``0``. ``successors`` of a
    decision node are *roll* (the chance node), then *hold* when the turn total is
    positive; of a chance node (which a chance search asks through ``outcomes``
    instead) they are its six outcomes, without their probabilities.

    >>> PIG.score(Pig(101, 40, 0, BLACK)), PIG.score(Pig(40, 100, 0, WHITE))
    (1, -1)
    >>> PIG.is_chance(Pig(0, 0, 0, WHITE, rolling=True)), PIG.to_move(Pig(0, 0, 0, BLACK))
    (True, <Player.BLACK: -1>)
    """

    __slots__ = ()

    def score(self, position: Pig, /) -> int:
        """``+1`` if White has reached the target, ``-1`` if Black has, else ``0``."""
        return (
            1
            if position.white >= position.target
            else -1
            if position.black >= position.target
            else 0
        )

    def successors(self, position: Pig, player: Player, /) -> Iterator[Pig]:
        """Roll, then hold (when there is something to bank); at a chance node, the faces."""
        return (
            (outcome[1] for outcome in self.outcomes(position))
            if position.rolling
            else (
                child
                for child in (
                    position._replace(rolling=True),
                    _banked(position, position.turn) if position.turn > 0 else None,
                )
                if child is not None
            )
            if not self.is_final(position)
            else iter(())
        )

    def is_final(self, position: Pig, /) -> bool:
        """A player has reached the target."""
        return max(position.white, position.black) >= position.target

    def is_chance(self, position: Pig, /) -> bool:
        """The die is rolling."""
        return position.rolling

    def outcomes(self, position: Pig, /) -> Iterator[Outcome[Pig]]:
        """The six faces of the die, each with probability 1/6, from 1 to 6."""
        return ((_SIXTH, _after_face(position, face)) for face in range(1, FACES + 1))

    def to_move(self, position: Pig, /) -> Player:
        """The player whose turn it is."""
        return position.mover

    def __repr__(self) -> str:
        return "PIG"


PIG: Final = PigRules()
"""The Pig instance."""


def to_move(position: Pig) -> Player:
    """The player whose turn it is.

    >>> to_move(Pig(0, 0, 0, BLACK))
    <Player.BLACK: -1>
    """
    return position.mover


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
    """The one-line text form, which :func:`parse` reads back.

    >>> render(Pig(12, 30, 7, WHITE)), render(Pig(0, 3, 2, BLACK, True, 5))
    ('12-30 +7 white', '0-3 +2 black rolling to 5')
    """
    return (
        f"{position.white}-{position.black} +{position.turn} {_NAME_OF[position.mover]}"
        f"{' rolling' if position.rolling else ''}"
        f"{'' if position.target == TARGET else f' to {position.target}'}"
    )


def draw(position: Pig) -> str:
    """A picture of a position: each player's score, whose turn it is, the target.

    >>> print(draw(Pig(12, 30, 7, WHITE, True)))
    white  12 + 7  to move, rolling
    black  30
    first to 100
    """
    return "\n".join(
        (
            *(
                f"{_NAME_OF[player]} {score:3}"
                + (
                    f" + {position.turn}  to move{', rolling' if position.rolling else ''}"
                    if player is position.mover and not PIG.is_final(position)
                    else ""
                )
                for player, score in ((WHITE, position.white), (BLACK, position.black))
            ),
            f"{_winner(position)} won" if PIG.is_final(position) else f"first to {position.target}",
        )
    )


def _winner(position: Pig) -> str:
    return "white" if position.white >= position.target else "black"


def parse(text: str) -> Result[Pig, str]:
    """Read a position such as ``"12-30 +7 white"``, ``"0-0"`` or ``"3-4 +2 b rolling to 10"``.

    The turn total (``+0``), the player (White) and the target (100) may be left
    out. Positions that cannot arise in a game are refused.

    >>> parse("12-30 +7 b")
    <Success: Pig(white=12, black=30, turn=7, mover=<Player.BLACK: -1>, rolling=False, target=100)>
    >>> parse("12-130")
    <Failure: a score of 130 cannot arise: the game ends when a player reaches 100, by at most 5>
    >>> parse("95-30 +7 white")
    <Failure: white's 95 + 7 reaches the target 100, which ends the game>
    >>> parse("twelve")
    <Failure: expected 'white-black +turn player [rolling] [to target]', such as '12-30 +7 white'>
    """
    return _parts(_FORM.fullmatch(text))


def _parts(match: re.Match[str] | None) -> Result[Pig, str]:
    return (
        Failure(_USAGE)
        if match is None
        else _numbers(
            _filled(match.groups("")),
            _PLAYER_OF[match.groups("")[3].lower()],
            match.groups("")[4] != "",
        )
    )


def _filled(groups: tuple[str, ...]) -> tuple[str, ...]:
    """The four numbers of the text, without spaces, with the defaults of those left out."""
    return tuple(
        "".join(number.split()) or default
        for number, default in zip(
            (groups[0], groups[1], groups[2], groups[5]), ("0", "0", "0", str(TARGET)), strict=True
        )
    )


def _numbers(numbers: tuple[str, ...], mover: Player, rolling: bool) -> Result[Pig, str]:
    return (
        Failure(
            f"the number {_shortened(next(iter(_too_long(numbers))))} is too large:"
            f" at most {MAX_TARGET}"
        )
        if _too_long(numbers)
        else Failure("scores, turn totals and targets cannot be negative")
        if any(number.startswith("-") and int(number) != 0 for number in numbers)
        else _checked(
            Pig(
                abs(int(numbers[0])),
                abs(int(numbers[1])),
                abs(int(numbers[2])),
                mover,
                rolling,
                abs(int(numbers[3])),
            )
        )
    )


def _too_long(numbers: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(number for number in numbers if len(number.lstrip("-").lstrip("0")) > _DIGITS)


def _checked(position: Pig) -> Result[Pig, str]:
    return (
        Failure(f"the target must be from 1 to {MAX_TARGET}, got {position.target}")
        if not 1 <= position.target <= MAX_TARGET
        else Failure(
            f"a score of {max(position.white, position.black)} cannot arise: the game ends when"
            f" a player reaches {position.target}, by at most {FACES - 1}"
        )
        if max(position.white, position.black) > position.target + FACES - 1
        else Failure(f"both players cannot have reached the target {position.target}")
        if min(position.white, position.black) >= position.target
        else _checked_turn(position)
    )


def _checked_turn(position: Pig) -> Result[Pig, str]:
    return (
        Failure("the game is over: there is no turn total and no die to roll")
        if PIG.is_final(position) and (position.turn > 0 or position.rolling)
        else Failure(
            f"{_NAME_OF[position.mover]}'s {position.banked} + {position.turn} reaches the target"
            f" {position.target}, which ends the game"
        )
        if not PIG.is_final(position) and position.banked + position.turn >= position.target
        else Failure("a turn total of 1 cannot arise: a roll of 1 scores nothing")
        if position.turn == 1
        else Success(position)
    )


def _shortened(digits: str) -> str:
    return digits if len(digits) <= 12 else f"{digits[:6]}...({len(digits)} digits)"


GAME: Final = Game(
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
)
"""Pig's record. Its evaluation, :func:`evaluate`, is a ``Fraction`` (an estimated expected
score between -1 and 1), for the chance searches; the record's ``evaluate`` field holds
integer evaluations only, so it is left empty."""
