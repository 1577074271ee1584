"""Pig's rules: the position, a roll and a hold, the six faces of the die.

One record, :class:`Pig`, holds every target, so that one instance, :data:`PIG`,
plays them all; the rules in words, and the game's other parts, are in
:mod:`fnsearch.games.pig.game`. A decision node's successors are *roll*, then *hold*:

>>> [child.rolling for child in PIG.successors(Pig(10, 20, 5, BLACK), BLACK)]
[True, False]
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
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
    """The :class:`~fnsearch.core.chance_config.ChanceConfig` instance for Pig, for every target.

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
