"""What the integer passes share: a chance node's bounds and window in integers.

An untraced search whose bounds and window are exact works a chance node out in
integers over its probabilities' common denominator ``common`` (a :class:`Ratio`
or a Fraction for each sum and limit cost a gcd or a call: see
:mod:`~fnsearch.chance.star.ratio`). :func:`exact_window` says when a node may;
:func:`scale` reads the integers of its bounds and window once, :func:`leaves` gives
each outcome its weight over ``common`` and the weight of those after it. The
passes that use them: the shortcuts just above the horizon
(:mod:`~fnsearch.chance.star.horizon`), Star1's integer pass
(:mod:`~fnsearch.chance.star.even_pass`), Star2's integer probes
(:mod:`~fnsearch.chance.star.probes`) and second pass
(:mod:`~fnsearch.chance.star.second_pass`).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import accumulate
from typing import Generic, NamedTuple, TypeVar

from fnsearch.chance.star.ratio import Ratio
from fnsearch.chance.star.state import Place, Search
from fnsearch.core.chance_config import Outcome, Value

__all__ = [
    "Scale",
    "WeightedOutcome",
    "clipped",
    "exact_window",
    "exactly",
    "leaves",
    "node_scale",
    "scale",
]

_C = TypeVar("_C")


class WeightedOutcome(NamedTuple, Generic[_C]):
    """One outcome of a chance node: its probability ``p = weight / common``."""

    probability: Fraction
    child: _C
    weight: int
    tail: int  # the weight of the outcomes after this one


class Scale(NamedTuple):
    """A chance node's bounds and window in integers, worked out once per node.

    Read by the pass above the horizon, Star1's integer pass and Star2's integer
    probes. With ``common`` the probabilities' common denominator, ``X = Σ weight · value``
    is ``common`` times the node's sum: the cut tests ``X + upper · tail <=
    alpha · common`` and ``X + lower · tail >= beta · common``, each side multiplied
    by the denominators.
    """

    common: int
    lower_numerator: int
    lower_denominator: int
    upper_numerator: int
    upper_denominator: int
    alpha_denominator: int
    alpha_side: int  # alpha's numerator · common · upper's denominator
    beta_denominator: int
    beta_side: int  # beta's numerator · common · lower's denominator
    window: tuple[Fraction, Fraction]
    alpha_upper: int  # alpha's denominator · upper's
    upper_alpha: int  # upper's numerator · alpha's denominator
    beta_lower: int  # beta's denominator · lower's
    lower_beta: int  # lower's numerator · beta's denominator


def scale(lower: Ratio, upper: Ratio, window: tuple[Fraction, Fraction], common: int) -> Scale:
    """The integers of a chance node's bounds and window, with ``common`` its probabilities'.

    ``lower`` and ``upper`` are the search's bounds, exact.

    >>> from fnsearch.chance.star.ratio import ratio_of
    >>> scale(ratio_of(Fraction(-1)), ratio_of(Fraction(1)), (Fraction(0), Fraction(1, 2)), 6
    ...       ).alpha_side
    0
    """
    # Each end of the window read once: a Fraction's numerator is a property, a call.
    return (
        lambda alpha_numerator, alpha_denominator, beta_numerator, beta_denominator: Scale(
            common,
            lower.numerator,
            lower.denominator,
            upper.numerator,
            upper.denominator,
            alpha_denominator,
            alpha_numerator * common * upper.denominator,
            beta_denominator,
            beta_numerator * common * lower.denominator,
            window,
            alpha_denominator * upper.denominator,
            upper.numerator * alpha_denominator,
            beta_denominator * lower.denominator,
            lower.numerator * beta_denominator,
        )
    )(window[0].numerator, window[0].denominator, window[1].numerator, window[1].denominator)


def leaves(outcomes: tuple[Outcome[_C], ...], common: int) -> Iterator[WeightedOutcome[_C]]:
    """Each outcome with its weight over ``common`` and the weight of the outcomes after it.

    The weights after each are summed from the last one back; the records are made as
    a fold reaches them, none after a cut.

    >>> [(leaf.weight, leaf.tail) for leaf in leaves(((Fraction(1, 3), "a"),
    ...                                                 (Fraction(2, 3), "b")), 3)]
    [(1, 2), (2, 0)]
    """
    return (
        lambda weights: map(
            WeightedOutcome,
            (probability for probability, _ in outcomes),
            (child for _, child in outcomes),
            weights,
            reversed(tuple(accumulate(reversed(weights[1:]), initial=0))),
        )
    )(
        tuple(
            probability.numerator * (common // probability.denominator)
            for probability, _ in outcomes
        )
    )


def node_scale(search: Search[_C], place: Place[_C], common: int) -> Scale:
    """The :func:`scale` of the chance node at ``place``: the search's bounds, its window.

    Every integer pass starts from it; the node must pass :func:`exact_window`.

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, -1, 1)
    >>> node_scale(search, Place(1, 0, (), (Fraction(0), Fraction(1, 2)), None), 6).alpha_side
    0
    """
    return scale(
        search.lower_ratio,
        search.upper_ratio,
        (exactly(place.window[0]), exactly(place.window[1])),
        common,
    )


def exact_window(search: Search[_C], place: Place[_C]) -> bool:
    """Whether the search is untraced, and its bounds and the window at ``place`` exact.

    A chance node whose probabilities are sound Fractions is then worked out in
    integers (a traced one goes the general way, event by event).

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 4)
    >>> exact_window(search, Place(1, 0, (), (Fraction(0), Fraction(4)), None))
    True
    >>> exact_window(search, Place(1, 0, (), (0.5, Fraction(4)), None))
    False
    """
    return (
        not search.walk.traced
        and isinstance(place.window[0], Fraction)
        and isinstance(place.window[1], Fraction)
        and isinstance(search.lower, Fraction)
        and isinstance(search.upper, Fraction)
    )


def exactly(value: Value) -> Fraction:
    """``value``, a Fraction wherever an integer pass runs, typed so.

    >>> exactly(Fraction(1, 2))
    Fraction(1, 2)
    """
    return value if isinstance(value, Fraction) else Fraction(value)


def clipped(
    low: Value,
    low_numerator: int,
    low_denominator: int,
    high: Value,
    high_numerator: int,
    high_denominator: int,
    limits: tuple[int, int, int, int],
) -> tuple[Value, Value]:
    """The window an outcome is searched with: ``(alpha_i, beta_i)`` clipped to ``[low, high]``.

    ``limits`` are ``alpha_i``'s numerator and denominator, then ``beta_i``'s (each
    denominator positive); ``low`` and ``high`` the outcome's bounds, with their
    integers read once by the caller. A limit beyond a bound gives the bound itself.

    >>> clipped(Fraction(0), 0, 1, Fraction(4), 4, 1, (-1, 2, 9, 4))
    (Fraction(0, 1), Fraction(9, 4))
    """
    return (
        low
        if low_numerator * limits[1] >= limits[0] * low_denominator
        else Fraction(limits[0], limits[1]),
        high
        if high_numerator * limits[3] <= limits[2] * high_denominator
        else Fraction(limits[2], limits[3]),
    )
