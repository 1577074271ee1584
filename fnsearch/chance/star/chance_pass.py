"""A chance node of Star1 or Star2: its probabilities checked, then the pass it takes.

Every pass gives the same limits, windows, cuts, values and counts; they differ in
how the arithmetic is done. A node whose probabilities are not sound Fractions that
add up to 1 fails (``outcome_failure``). Otherwise (see :func:`chance`):

* just above the horizon, untraced, with exact bounds and window: the outcomes are
  leaves, valued at once and weighed in integers
  (:func:`~fnsearch.chance.star.horizon.at_horizon`); Star2's probes have nothing
  to search there, and only its test of the window against the bounds remains;
* Star2, lower: the probes (:mod:`~fnsearch.chance.star.probes`), then, unless they
  cut the node, the second pass: in integers when untraced with an exact window and
  exact bounds from the probes (:mod:`~fnsearch.chance.star.second_pass`), else the
  general pass;
* Star1, lower, untraced, with exact bounds and window: its integer pass
  (:mod:`~fnsearch.chance.star.even_pass`);
* otherwise, traced or with floats: the general pass
  (:mod:`~fnsearch.chance.star.general`), which keeps its sums as Ratio records and
  makes the events. An integer pass that meets a float value hands its node over to
  it.

Measured by ``python -m benchmarks --only chance --runs 3``, one run each: before the
integer passes Star1 took 1.44 to 2.38 times EXPECTIMINIMAX's time on Pig and the
dice race at the benchmark's depths and Star2 1.58 to 1.84; after them Star1 took
0.87 to 0.98 times and Star2 0.87 to 1.00 (Pig at depth 6).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import repeat
from math import lcm
from operator import attrgetter, itemgetter
from typing import Final, TypeVar

from fnsearch.chance.expectation import Answer, failed, outcome_failure
from fnsearch.chance.star.even_pass import even_pass
from fnsearch.chance.star.general import bounded_branches, branches, general_pass
from fnsearch.chance.star.horizon import at_horizon, exact_horizon
from fnsearch.chance.star.probes import Probes, probed, unprobed
from fnsearch.chance.star.ratio import ge, le
from fnsearch.chance.star.scale import exact_window, leaves, node_scale
from fnsearch.chance.star.second_pass import second_pass
from fnsearch.chance.star.state import Place, Search, opened
from fnsearch.chance.walk import entered
from fnsearch.core.chance_config import Outcome
from fnsearch.core.events import CHANCE

__all__ = ["chance"]

_C = TypeVar("_C")


def chance(
    search: Search[_C], config: _C, outcomes: tuple[Outcome[_C], ...], place: Place[_C]
) -> Answer[_C]:
    """The answer of the chance node ``config`` at ``place``.

    ``place``'s path holds the node itself; the probabilities of ``outcomes`` must
    be sound.

    >>> from fractions import Fraction
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> search = one_step(CHANCE_TREE, 0, 4)
    >>> node = parse("chance(1/2: 0, 1/2: 4)").unwrap()
    >>> place = Place(9, 0, (), (Fraction(3), Fraction(4)), None)
    >>> found = chance(search, node, tuple(CHANCE_TREE.outcomes(node)), place)
    >>> found.value, found.cutoffs  # 0 <= alpha_1 = (3 - 1/2 · 4) / (1/2): at most 2 <= 3
    (Fraction(2, 1), 1)
    """
    return (
        lambda common: (
            lambda failure: (
                failed(failure)
                if failure
                else _entered(
                    search,
                    config,
                    outcomes,
                    place,
                    common,
                    # The event is made only when traced: an untraced search would make it
                    # for nothing.
                    entered(search.walk, config, place.ply, CHANCE, place.window, place.trace)
                    if search.walk.traced
                    else opened(place.ply, chance=True),
                )
            )
        )("" if common else outcome_failure(config, outcomes))
    )(_common(outcomes))


def _entered(
    search: Search[_C],
    config: _C,
    outcomes: tuple[Outcome[_C], ...],
    place: Place[_C],
    common: int,
    start: Answer[_C],
) -> Answer[_C]:
    # The pass the node takes: see the module's text.
    return (
        _at_horizon(search, outcomes, start, place, common)
        if common and exact_horizon(search, place)
        else _probed_pass(
            search, outcomes, probed(search, outcomes, start, place, common=common), place, common
        )
        if search.probing
        else even_pass(
            search,
            start,
            leaves(outcomes, common),
            place,
            node_scale(search, place, common),
        )
        if common and exact_window(search, place)
        else general_pass(
            search,
            start,
            bounded_branches(outcomes, common, search)
            if common and isinstance(search.lower, Fraction) and isinstance(search.upper, Fraction)
            else branches(outcomes, unprobed(search, outcomes, start)),
            place,
        )
    )


def _probed_pass(
    search: Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    known: Probes[_C],
    place: Place[_C],
    common: int,
) -> Answer[_C]:
    # Star2: Star1's pass, with the bounds its probes found, unless they settled the node.
    return (
        known.answer
        if known.cut or known.answer.failure
        else second_pass(search, outcomes, known, place, common)
        if common
        and not search.walk.traced
        and isinstance(place.window[0], Fraction)
        and isinstance(place.window[1], Fraction)
        and known.low_sum.value is None
        and known.high_sum.value is None
        and all(map(isinstance, known.lows, repeat(Fraction)))
        and all(map(isinstance, known.highs, repeat(Fraction)))
        else general_pass(search, known.answer, branches(outcomes, known), place)
    )


_NUMERATOR: Final[Callable[[Fraction], int]] = attrgetter("numerator")
_DENOMINATOR: Final[Callable[[Fraction], int]] = attrgetter("denominator")
_PROBABILITY: Final[Callable[[Outcome[object]], Fraction]] = itemgetter(0)


def _common(outcomes: tuple[Outcome[_C], ...]) -> int:
    # The common denominator of the probabilities, when they are Fractions, positive, and
    # add up to 1; else 0, and outcome_failure says what is wrong (a game that gives
    # anything but Fractions, against its type, is left to it too). Summing them as
    # Fractions cost a normalisation per outcome (cProfile of Star1 on Pig at depth 6: a
    # twentieth of its time); here the loops run in C.
    return (
        lambda probabilities: (
            (
                lambda common: (
                    common
                    if sum(
                        map(
                            int.__mul__,
                            map(_NUMERATOR, probabilities),
                            map(int.__floordiv__, repeat(common), map(_DENOMINATOR, probabilities)),
                        )
                    )
                    == common
                    else 0
                )
            )(lcm(*map(_DENOMINATOR, probabilities)))
            if all(map(isinstance, probabilities, repeat(Fraction)))
            and min(map(_NUMERATOR, probabilities), default=0) > 0
            else 0
        )
    )(tuple(map(_PROBABILITY, outcomes)))


def _at_horizon(
    search: Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    start: Answer[_C],
    place: Place[_C],
    common: int,
) -> Answer[_C]:
    # Star2 probes nothing just above the horizon, where no outcome has a successor to
    # search: its probes only weigh every outcome between lower and upper, which settles
    # the node at once when its window lies beyond them (probes.probed).
    return (
        start._replace(value=search.lower, cutoffs=start.cutoffs + 1)
        if search.probing and le(place.window[1], search.lower)
        else start._replace(value=search.upper, cutoffs=start.cutoffs + 1)
        if search.probing and ge(place.window[0], search.upper)
        else at_horizon(search, outcomes, start, place, common)
    )
