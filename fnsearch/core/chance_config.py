"""The typeclass of games of chance: :class:`~fnsearch.core.config.Config` with chance nodes.

A game of chance has final positions, valued by their ``score``; *decision* nodes,
where the player :meth:`~ChanceConfig.to_move` picks a successor (players need not
alternate: in Pig a roll leaves the same player to choose); and *chance* nodes, whose
:meth:`~ChanceConfig.outcomes` carry exact probabilities summing to 1. EXPECTIMINIMAX
values a chance node by ``Σ P(s) · value(s)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Protocol, TypeAlias, TypeVar

from fnsearch.core.config import Config, Player

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
    """A game of chance whose scores may be Fractions, as the chance searches take it.

    Every :class:`ChanceConfig` is one, and so is an explicit chance tree.
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
