"""Pig's rules: the position, a roll and a hold, the six faces of the die.

>>> [child.rolling for child in PIG.successors(Pig(10, 20, 5, BLACK), BLACK)]
[True, False]
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import partial
from typing import Final, NamedTuple, final

from fnsearch.core.chance_config import Outcome
from fnsearch.core.config import BLACK, WHITE, Player

TARGET: Final = 100
"""The target of the standard game."""
MAX_TARGET: Final = 1000
"""The largest target :func:`parse` accepts."""
FACES: Final = 6
"""The faces of the die: a 1 ends the turn, 2 to 6 add to the turn total."""
_SIXTH: Final = Fraction(1, FACES)


@final
class Pig(NamedTuple):
    """A position of Pig, for any target.

    The banked scores, the mover's turn total, the mover, whether the die is rolling (a
    chance node) and the target.
    """

    white: int
    black: int
    turn: int
    mover: Player
    rolling: bool = False
    target: int = TARGET

    @property
    def banked(self) -> int:
        """The banked score of the player to move."""
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


def _face(position: Pig, face: int) -> Outcome[Pig]:
    return (_SIXTH, _after_face(position, face))


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
    """The :class:`~fnsearch.core.chance_config.ChanceConfig` instance for Pig, for every target.

    A player who reached the target has won: ``+1`` for White, ``-1`` for Black, else
    ``0``. A decision node's successors are *roll*, then *hold* (with a turn total); a
    chance node's are its six outcomes, each 1/6.

    >>> PIG.score(Pig(101, 40, 0, BLACK)), PIG.is_chance(Pig(0, 0, 0, WHITE, rolling=True))
    (1, True)
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
            map(partial(_after_face, position), range(1, FACES + 1))
            if position.rolling
            else iter(
                (position._replace(rolling=True), _banked(position, position.turn))
                if position.turn > 0
                else (position._replace(rolling=True),)
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
        return map(partial(_face, position), range(1, FACES + 1))

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
