"""How the searches of games of chance search: one record of options, by name.

:func:`~fnsearch.chance.expectiminimax.expectiminimax`,
:func:`~fnsearch.chance.star.star1` and :func:`~fnsearch.chance.star.star2` take a
:class:`ChanceOptions` whole, as :func:`~fnsearch.search` takes its
:class:`~fnsearch.engine.options.SearchOptions`.

>>> options = ChanceOptions(depth=4, lower=-1, upper=1)
>>> options.depth, options.bounds, options.trace
(4, (Fraction(-1, 1), Fraction(1, 1)), False)
>>> options._replace(trace=True).trace, options.trace  # a changed copy; the record stays
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.core.chance_config import Score, Value

__all__ = ["UNLIMITED", "ChanceOptions", "exact"]

_C = TypeVar("_C")

UNLIMITED: Final = 2**62
"""The depth a search without a depth limit starts from: more plies than any game has."""


def exact(score: Score) -> Value:
    """A score as a value: an ``int`` becomes a ``Fraction``; Fractions and floats stay.

    >>> exact(2), exact(Fraction(1, 3)), exact(0.5)
    (Fraction(2, 1), Fraction(1, 3), 0.5)
    """
    return Fraction(score) if isinstance(score, int) else score


# A named tuple, not a frozen dataclass: the compiled build cannot make a generic
# dataclass. Build it by keyword.
class ChanceOptions(NamedTuple, Generic[_C]):
    """How a game of chance is searched: every option, by name, with its default.

    ``depth`` counts every decision ply *and* every chance layer: ``depth=2`` from a
    MAX root reaches MAX, then chance, then values the positions below by
    ``evaluate``, which should be a positive linear transformation of White's chance
    of winning. Star1 and Star2 refuse bounds with no room between them.

    Attributes:
        depth: how many layers to search; ``None`` to the end (refused for a game with cycles).
        evaluate: values a position at the depth limit for White; ``None`` uses ``score``.
        lower: a lower bound on every score and evaluation (Star1 and Star2 only).
        upper: an upper bound on every score and evaluation (Star1 and Star2 only).
        trace: record every step in the result's ``events`` (:mod:`fnsearch.core.events`).
    """

    depth: int | None = None
    evaluate: Callable[[_C], Score] | None = None
    lower: Score = 0
    upper: Score = 0
    trace: bool = False

    @property
    def bounds(self) -> tuple[Value, Value]:
        """``(lower, upper)`` as exact values (an ``int`` as a ``Fraction``)."""
        return (exact(self.lower), exact(self.upper))
