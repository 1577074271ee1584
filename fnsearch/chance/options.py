"""How the searches of games of chance search: one record of options, by name.

:func:`~fnsearch.chance.searches.expectiminimax`,
:func:`~fnsearch.chance.searches.star1` and :func:`~fnsearch.chance.searches.star2` take a
:class:`ChanceOptions` whole, as :func:`~fnsearch.search` takes its
:class:`~fnsearch.engine.options.SearchOptions`.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.chance.ratio import Ratio, exact
from fnsearch.core.chance_config import Score
from fnsearch.core.config import FRAMES, Scores, plies_in_frames
from fnsearch.core.contract import broken, shown

_C = TypeVar("_C")

FRAMES_PER_LAYER: Final = 7
"""The most Python frames a search of a game of chance recurses through a layer (Star1's)."""

PLY_LIMIT: Final = plies_in_frames(FRAMES, FRAMES_PER_LAYER)
"""The default and largest ``ply_limit`` of the searches of games of chance (133 layers)."""


def valued(value: object, config: object) -> Ratio:
    """A position's value, checked: an ``int`` (not a ``bool``) or a ``Fraction``, made a Ratio."""
    checked = exact(value)
    return (
        checked
        if checked is not None
        else broken(
            "a position's value must be an int (not a bool) or a Fraction,"
            f" but {shown(config)} is valued {shown(value)}"
        )
    )


def score_of(instance: Scores[_C], config: _C) -> Ratio:
    """The score of the final position ``config``, checked by :func:`valued`."""
    return valued(instance.score(config), config)


# A named tuple: the compiled build cannot make a generic dataclass. Build it by keyword.
class ChanceOptions(NamedTuple, Generic[_C]):
    """How a game of chance is searched: every option, by name, with its default.

    ``depth`` counts every decision ply *and* every chance layer: ``depth=2`` from a
    MAX root reaches MAX, then chance, then values the positions below by
    ``evaluate``, which should be a positive linear transformation of White's chance
    of winning. Every score, evaluation, bound and probability is exact.

    Attributes:
        depth: how many layers to search; ``None`` to the end (refused for a game with cycles).
        evaluate: values a position at the depth limit for White; ``None`` uses ``score``.
        lower: a lower bound on every score and evaluation (Star1 and Star2 only).
        upper: an upper bound on every score and evaluation (Star1 and Star2 only).
        trace: record every step in the result's ``events`` (:mod:`fnsearch.core.events`).
        ply_limit: the deepest layer a search goes, whatever its depth: a position not
            final there is refused (cycles, or no end). At most its default,
            :data:`PLY_LIMIT`: a deeper search would outgrow Python's default
            recursion limit.
    """

    depth: int | None = None
    evaluate: Callable[[_C], Score] | None = None
    lower: Score = 0
    upper: Score = 0
    trace: bool = False
    ply_limit: int = PLY_LIMIT

    @property
    def bounds(self) -> tuple[Fraction, Fraction]:
        """``(lower, upper)`` as Fractions (exact once checked by the search)."""
        return (Fraction(self.lower), Fraction(self.upper))
