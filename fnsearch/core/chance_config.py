"""The typeclass of games of chance: :class:`~fnsearch.core.config.Config` with chance nodes.

A game of chance has three kinds of positions: *final* ones, valued by their
``score``; *decision* nodes, where the player to move picks a successor; and
*chance* nodes, where dice (or cards, or coins) pick an outcome, each with an exact
probability. The lecture's EXPECTIMINIMAX values a chance node by
``Σ P(s) · value(s)`` over its outcomes ``s``.

:class:`ChanceConfig` adds what that needs to ``Config``: :meth:`is_chance`, the
:meth:`outcomes` of a chance node with their probabilities as
:class:`fractions.Fraction` values that sum to 1, and :meth:`to_move`, who chooses
at a decision node. Positions of games of chance say whose turn it is because the
players do not simply alternate: in Pig a roll that is not a 1 leaves the same
player to choose again. Deterministic games need none of this; their instances
stay plain ``Config`` instances.

>>> from fractions import Fraction
>>> outcomes = ((Fraction(9, 10), "two"), (Fraction(1, 10), "three"))
>>> probabilities_sum_to_one(outcomes)
True
>>> probabilities_sum_to_one(((Fraction(1, 2), "heads"),))
False
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Protocol, TypeAlias, TypeVar

from fnsearch.core.config import Config, Player

__all__ = [
    "ChanceConfig",
    "FractionalChanceConfig",
    "Outcome",
    "Score",
    "Value",
    "probabilities_sum_to_one",
]

_C = TypeVar("_C")

Outcome: TypeAlias = tuple[Fraction, _C]
"""One edge out of a chance node: its probability and the position it leads to."""

Value: TypeAlias = Fraction | float
"""An expected value: the searches answer a ``Fraction``, exact, and refuse a ``float``
score or evaluation; the imperative reference takes floats too."""

Score: TypeAlias = int | Fraction | float
"""What a game of chance may value a final position (or an evaluation a position) at."""


class ChanceConfig(Config[_C], Protocol[_C]):
    """The typeclass of games of chance: a ``Config`` whose positions may be chance nodes.

    ``successors(c, player)`` is asked only of decision nodes, with
    ``player == to_move(c)``; ``outcomes(c)`` only of chance nodes. ``score`` is
    asked of final positions; it values them from White's point of view, as in
    every game in fnsearch.
    """

    def is_chance(self, c: _C, /) -> bool:
        """Whether chance, not a player, picks what follows ``c``."""
        ...

    def outcomes(self, c: _C, /) -> Iterable[Outcome[_C]]:
        """The outcomes of the chance node ``c``: exact probabilities summing to 1, lazily."""
        ...

    def to_move(self, c: _C, /) -> Player:
        """The player who chooses at the decision node ``c``."""
        ...


def probabilities_sum_to_one(outcomes: Iterable[tuple[object, object]]) -> bool:
    """Whether the probabilities of ``outcomes`` are exact, positive and add up to exactly 1.

    Exact: an ``int`` (not a ``bool``) or a ``Fraction``; a float is not.

    >>> probabilities_sum_to_one([(Fraction(1, 6), face) for face in range(6)])
    True
    >>> probabilities_sum_to_one([(Fraction(3, 2), "a"), (Fraction(-1, 2), "b")])
    False
    >>> probabilities_sum_to_one([(0.5, "heads"), (0.5, "tails")])
    False
    """
    probabilities = tuple(_exact(probability) for probability, _ in outcomes)
    return all(p > 0 for p in probabilities) and sum(probabilities, Fraction(0)) == 1


def _exact(probability: object) -> Fraction:
    # A probability that is not exact counts as none: the outcomes are refused.
    return (
        Fraction(probability)
        if type(probability) is int
        else probability
        if isinstance(probability, Fraction)
        else Fraction(0)
    )


class FractionalChanceConfig(Protocol[_C]):
    """A game of chance whose scores may be Fractions, not only ints.

    The searches of games of chance take one. Every :class:`ChanceConfig` is one
    (an ``int`` score is a ``Score``); so is an explicit chance tree (see
    :mod:`fnsearch.games.chancetree.game`).
    """

    def score(self, c: _C, /) -> Score:
        """The value of the final position ``c`` from White's point of view."""
        ...

    def successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The positions ``player`` can move to from the decision node ``c``, lazily."""
        ...

    def is_final(self, c: _C, /) -> bool:
        """Whether the game is over in ``c``."""
        ...

    def is_chance(self, c: _C, /) -> bool:
        """Whether chance, not a player, picks what follows ``c``."""
        ...

    def outcomes(self, c: _C, /) -> Iterable[Outcome[_C]]:
        """The outcomes of the chance node ``c``: exact probabilities summing to 1."""
        ...

    def to_move(self, c: _C, /) -> Player:
        """The player who chooses at the decision node ``c``."""
        ...
