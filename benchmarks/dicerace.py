"""A small dice race with regular chance layers, where *-minimax has something to cut.

Two players each have two checkers on a shared track of squares ``0`` to
:data:`TRACK`, all starting at ``0``. They take turns: the mover rolls a die, then
moves *one* of their two checkers forward by the number rolled (a checker stops
at ``TRACK``, home). A checker that lands on a square strictly inside the track
where opposing checkers stand sends them back to ``0``. The first player with
both checkers home wins: ``+1`` for White, ``-1`` for Black. White moves first.

Every move is followed by a roll of the other player's die, so the tree is
MAX, chance, MIN, chance, ... with six outcomes of 1/6 each: the regular shape
for which Ballard designed Star1 and Star2. Hits can send a position back to an
earlier one, so it is searched depth-limited, with :func:`evaluate` at the horizon.

A position is a :class:`DiceRace`: the two checkers of each player (in
ascending order), the mover, and the number rolled (``0`` while the die is
still to roll, a chance node).

>>> start = DICE_RACE.outcomes(START)
>>> [(str(p), render(r)) for p, r in start][:2]
[('1/6', 'white 0,0 black 0,0: white rolled 1'), ('1/6', 'white 0,0 black 0,0: white rolled 2')]
>>> [render(r) for r in DICE_RACE.successors(DiceRace((3, 5), (2, 4), WHITE, 1), WHITE)]
['white 4,5 black 0,2: black to roll', 'white 3,6 black 2,4: black to roll']
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from fractions import Fraction
from typing import Final, NamedTuple, final

from fnsearch.core.chance_config import Outcome
from fnsearch.core.config import BLACK, WHITE, Player

__all__ = [
    "DICE_RACE",
    "START",
    "TRACK",
    "DiceRace",
    "DiceRaceRules",
    "evaluate",
    "played_positions",
    "render",
]

TRACK: Final = 12
"""The square a checker must reach: home."""
_FACES: Final = 6
_SIXTH: Final = Fraction(1, _FACES)
_TEMPO: Final = 7
"""The mean roll in half pips: what a player about to roll is worth ahead of one who just moved."""


@final
class DiceRace(NamedTuple):
    """A position of the dice race.

    Attributes:
        white: the squares of White's two checkers, in ascending order.
        black: the squares of Black's two checkers, in ascending order.
        mover: the player to move.
        rolled: the number the mover rolled, or ``0`` while the die is to roll.
    """

    white: tuple[int, int]
    black: tuple[int, int]
    mover: Player
    rolled: int = 0


START: Final = DiceRace((0, 0), (0, 0), WHITE)
"""No checker has moved; White is to roll."""


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a <= b else (b, a)


def _hit(checkers: tuple[int, int], square: int) -> tuple[int, int]:
    """``checkers`` after an opposing checker lands on ``square``."""
    return _pair(*(0 if c == square and 0 < c < TRACK else c for c in checkers))


def _moved(position: DiceRace, index: int) -> DiceRace:
    """The mover moves their checker number ``index`` by the number rolled."""
    own = position.white if position.mover is WHITE else position.black
    other = position.black if position.mover is WHITE else position.white
    square = min(TRACK, own[index] + position.rolled)
    after = _pair(square, own[1 - index])
    hit = _hit(other, square)
    return (
        DiceRace(after, hit, BLACK, 0)
        if position.mover is WHITE
        else DiceRace(hit, after, WHITE, 0)
    )


@final
class DiceRaceRules:
    """The :class:`~fnsearch.core.chance_config.FractionalChanceConfig` instance of the dice race.

    >>> DICE_RACE.score(DiceRace((12, 12), (3, 7), BLACK)), DICE_RACE.is_final(START)
    (1, False)
    """

    __slots__ = ()

    def score(self, position: DiceRace, /) -> int:
        """``+1`` when White's checkers are both home, ``-1`` when Black's are, else ``0``."""
        return 1 if position.white[0] >= TRACK else -1 if position.black[0] >= TRACK else 0

    def successors(self, position: DiceRace, player: Player, /) -> Iterator[DiceRace]:
        """The back checker moved, then the front one; one move when they coincide."""
        own = position.white if position.mover is WHITE else position.black
        return (
            (outcome[1] for outcome in self.outcomes(position))
            if self.is_chance(position)
            else iter(())
            if self.is_final(position)
            else (
                _moved(position, index)
                for index in ((0,) if own[0] == own[1] or own[1] >= TRACK else (0, 1))
            )
        )

    def is_final(self, position: DiceRace, /) -> bool:
        """A player has both checkers home: their back checker, the first, is."""
        return position.white[0] >= TRACK or position.black[0] >= TRACK

    def is_chance(self, position: DiceRace, /) -> bool:
        """The mover's die is still to roll."""
        return position.rolled == 0

    def outcomes(self, position: DiceRace, /) -> Iterator[Outcome[DiceRace]]:
        """The six faces, each with probability 1/6."""
        white, black, mover, _ = position
        return ((_SIXTH, DiceRace(white, black, mover, face)) for face in range(1, _FACES + 1))

    def to_move(self, position: DiceRace, /) -> Player:
        """The player whose turn it is."""
        return position.mover

    def __repr__(self) -> str:
        return "DICE_RACE"


DICE_RACE: Final = DiceRaceRules()
"""The dice race instance."""


def evaluate(position: DiceRace) -> Fraction:
    """White's expected score, ``2p - 1``, from the pips each player still needs.

    As for Pig (:func:`fnsearch.games.pig.game.win_chance`): with ``a`` the pips the
    mover needs, less what their move is worth (the number rolled, or the mean
    roll before it), and ``b`` those the other needs, the mover wins with chance
    about ``b² / (a² + b²)``. Final positions are valued exactly.

    >>> evaluate(START)
    Fraction(623, 3985)
    >>> evaluate(DiceRace((12, 12), (0, 0), BLACK)), evaluate(DiceRace((0, 0), (12, 12), WHITE))
    (Fraction(1, 1), Fraction(-1, 1))
    """
    if DICE_RACE.is_final(position):
        return Fraction(DICE_RACE.score(position))
    own = position.white if position.mover is WHITE else position.black
    other = position.black if position.mover is WHITE else position.white
    # In half pips, so that the mean roll 7/2 is whole: the chance is the same.
    needs = 2 * (2 * TRACK - sum(own))
    ahead = 2 * position.rolled if position.rolled else _TEMPO
    a = max(needs - ahead, needs // 2)
    b = 2 * (2 * TRACK - sum(other))
    behind = a * a - b * b  # how far the mover is behind
    return Fraction(-behind if position.mover is WHITE else behind, a * a + b * b)


def render(position: DiceRace) -> str:
    """One line: the checkers of each player, then whose roll it is or what was rolled.

    >>> render(DiceRace((3, 5), (2, 4), BLACK, 6))
    'white 3,5 black 2,4: black rolled 6'
    """
    name = "white" if position.mover is WHITE else "black"
    return (
        f"white {position.white[0]},{position.white[1]} "
        f"black {position.black[0]},{position.black[1]}: "
        + (f"{name} rolled {position.rolled}" if position.rolled else f"{name} to roll")
    )


def played_positions(count: int, seed: int) -> tuple[DiceRace, ...]:
    """``count`` decision positions with two different moves, met in random play.

    Each comes from its own game, played with random moves and dice from ``seed``,
    at a random point of that game.

    >>> [render(p) for p in played_positions(2, 1)]
    ['white 2,10 black 7,9: white rolled 6', 'white 0,6 black 0,4: white rolled 5']
    """
    rng = random.Random(seed)
    return tuple(_one_played(rng) for _ in range(count))


def _one_played(rng: random.Random) -> DiceRace:
    met: list[DiceRace] = []
    position = START
    while not DICE_RACE.is_final(position) and len(met) < 4 * TRACK:
        rolled = position._replace(rolled=rng.randint(1, _FACES))
        moves = list(DICE_RACE.successors(rolled, rolled.mover))
        if len(moves) > 1:
            met.append(rolled)
        position = rng.choice(moves)
    return rng.choice(met)
