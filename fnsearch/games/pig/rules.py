"""Pig's rules: the position, a roll and a hold, the six faces of the die."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import partial
from itertools import repeat
from typing import Final, NamedTuple, final

from fnsearch.core.chance_config import Outcome
from fnsearch.core.config import BLACK, WHITE, Player

TARGET: Final = 100
MAX_TARGET: Final = 1000
"""The largest target a position text may give."""
FACES: Final = 6
_SIXTH: Final = Fraction(1, FACES)


@final
class Pig(NamedTuple):
    """A position of Pig: the banked scores, turn total, mover, a rolling die, the target."""

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

    @property
    def other(self) -> int:
        """The banked score of the other player."""
        return self.black if self.mover is WHITE else self.white


START: Final = Pig(0, 0, 0, WHITE)


def _banked(position: Pig, points: int) -> Pig:
    # points: the turn total, or what reached the target.
    return Pig(
        position.white + points if position.mover is WHITE else position.white,
        position.black + points if position.mover is BLACK else position.black,
        0,
        position.mover.opponent,
        False,
        position.target,
    )


def _after_face(position: Pig, face: int) -> Pig:
    return (
        _banked(position, 0)
        if face == 1
        else _banked(position, position.turn + face)
        if position.banked + position.turn + face >= position.target
        else position._replace(turn=position.turn + face, rolling=False)
    )


@final
class PigRules:
    """The :class:`~fnsearch.core.chance_config.ChanceConfig` instance for Pig, for every target."""

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
        return zip(repeat(_SIXTH), map(partial(_after_face, position), range(1, FACES + 1)))

    def to_move(self, position: Pig, /) -> Player:
        """The player whose turn it is."""
        return position.mover

    def __repr__(self) -> str:
        return "PIG"


PIG: Final = PigRules()


def to_move(position: Pig) -> Player:
    """The player whose turn it is."""
    return position.mover


def for_white(mover: Player, chance: Fraction) -> Fraction:
    """White's chance of winning, given the exact chance of ``mover``."""
    return chance if mover is WHITE else 1 - chance
