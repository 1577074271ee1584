"""Star1's pass at a chance node: each outcome searched with the window that can still matter.

After the outcomes before the ``i``-th are known (weighted sum ``S``), the ``i``-th
(probability ``p``, value between ``low`` and ``high``) can only matter inside::

    alpha_i = (alpha - S - rest_high) / p      beta_i = (beta - S - rest_low) / p

where ``rest_low`` and ``rest_high`` are ``Σ p · low`` and ``Σ p · high`` over the
outcomes after it (see :mod:`fnsearch.chance.star.searches`). The outcome is searched
with ``(alpha_i, beta_i)`` clipped to ``[low, high]``; a value at or below
``alpha_i`` or at or above ``beta_i`` cuts the node. Star1 takes every outcome
between ``lower`` and ``upper``; Star2 takes the bounds its probes found
(:mod:`fnsearch.chance.star.probes`), after they failed to cut the node.

The pass is worked out one of three ways, all giving the same limits, windows,
cuts, values and counts. An untraced search whose bounds and window are exact
works in integers over the probabilities' common denominator: just above the
horizon without searching the outcomes at all (:mod:`fnsearch.chance.star.horizon`),
below it Star1's pass (:func:`_even_pass`) and Star2's second pass
(:func:`_second_pass`). Otherwise, traced or with floats, the general way keeps its
sums as :class:`~fnsearch.chance.star.ratio.Ratio` records and makes the events; an
integer pass that meets a float hands the node over to it. Measured by
``python -m benchmarks --only chance --runs 3``, one run each: before the integer
passes Star1 took 1.44 to 2.38 times EXPECTIMINIMAX's time on Pig and the dice race
at the benchmark's depths and Star2 1.58 to 1.84; after them Star1 took 0.87 to
0.98 times and Star2 0.87 to 1.00 (Pig at depth 6).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from itertools import accumulate, repeat
from math import lcm
from operator import attrgetter, itemgetter
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import Answer, counted, failed, outcome_failure, summed
from fnsearch.chance.star.horizon import (
    Scale,
    WeightedOutcome,
    at_horizon,
    exact_horizon,
    leaves,
    scale,
)
from fnsearch.chance.star.probes import Probes, probed, unprobed
from fnsearch.chance.star.ratio import (
    ZERO,
    Ratio,
    at_least,
    at_most,
    ge,
    le,
    limit,
    lowered,
    plus,
    plus_product,
    raised,
    ratio_of,
    value_of,
)
from fnsearch.chance.star.state import Place, Search, Star2Probe, below, opened, with_value
from fnsearch.chance.walk import entered, noted, returned
from fnsearch.core.chance_config import Outcome, Value
from fnsearch.core.events import CHANCE, BetaCut, Weighed
from fnsearch.core.folds import END, End, fold_through_end, fold_until

__all__ = ["chance"]

_C = TypeVar("_C")

_NOTHING: Final[Value] = Fraction(0)


class _Branch(NamedTuple, Generic[_C]):
    """One outcome of a chance node with what is known of its value before it is searched."""

    probability: Fraction
    weight: Ratio  # the probability as a ratio
    child: _C
    low: Value  # a lower bound on the child's value
    high: Value  # an upper bound
    rest_low: Ratio  # Σ p · low over the outcomes after this one
    rest_high: Ratio  # Σ p · high over the outcomes after this one
    probe: Star2Probe[_C] | None  # Star2: the child's first successor and its answer, if probed


class _Sum(NamedTuple, Generic[_C]):
    """The state of a chance node's fold.

    ``answer`` carries the costs, failure and trace so far; the weighted sum is kept
    apart in ``total``, an integer ratio, and becomes the answer's value once, at the
    end: adding each outcome in Fractions cost a normalisation (a gcd and a
    ``Fraction``) per outcome (see :mod:`~fnsearch.chance.star.ratio`).
    """

    answer: Answer[_C]
    total: Ratio
    cut: bool
    finished: bool  # cut, failed, or past the last outcome


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
    return (
        _at_horizon(search, outcomes, start, place, common)
        if common and exact_horizon(search, place)
        else _probed_pass(
            search, outcomes, probed(search, outcomes, start, place, common=common), place, common
        )
        if search.probing
        else _even_pass(
            search,
            start,
            leaves(outcomes, common),
            place,
            scale(
                search.lower_ratio, search.upper_ratio, (place.window[0], place.window[1]), common
            ),
        )
        if common
        and not search.walk.traced
        and isinstance(search.lower, Fraction)
        and isinstance(search.upper, Fraction)
        and isinstance(place.window[0], Fraction)
        and isinstance(place.window[1], Fraction)
        else _star1_pass(
            search,
            start,
            _even_branches(outcomes, common, search.lower, search.upper)
            if common and isinstance(search.lower, Fraction) and isinstance(search.upper, Fraction)
            else _branches(outcomes, unprobed(search, outcomes, start)),
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
        else _second_pass(
            search,
            outcomes,
            known,
            place,
            _Window(
                common,
                place.window[0].numerator * common,
                place.window[0].denominator,
                place.window[1].numerator * common,
                place.window[1].denominator,
            ),
        )
        if common
        and not search.walk.traced
        and isinstance(place.window[0], Fraction)
        and isinstance(place.window[1], Fraction)
        and known.low_sum.value is None
        and known.high_sum.value is None
        and all(map(isinstance, known.lows, repeat(Fraction)))
        and all(map(isinstance, known.highs, repeat(Fraction)))
        else _star1_pass(search, known.answer, _branches(outcomes, known), place)
    )


class _Window(NamedTuple):
    """A chance node's window in integers, each end's numerator times ``common``."""

    common: int
    alpha_side: int
    alpha_denominator: int
    beta_side: int
    beta_denominator: int


class _Probed(NamedTuple, Generic[_C]):
    """One outcome in Star2's second pass: its weight over ``common``, its bounds, its probe."""

    probability: Fraction
    child: _C
    weight: int
    low: Fraction
    high: Fraction
    probe: Star2Probe[_C] | None
    low_numerator: int  # the bounds' integers, read once
    low_denominator: int
    high_numerator: int
    high_denominator: int


def _probed_outcome(
    outcome: Outcome[_C],
    common: int,
    low: Value,
    high: Value,
    probe: Star2Probe[_C] | None,
) -> _Probed[_C]:
    # Every bound is exact whenever the second pass is worked out in integers.
    return (
        lambda low, high: _Probed(
            outcome[0],
            outcome[1],
            outcome[0].numerator * (common // outcome[0].denominator),
            low,
            high,
            probe,
            low.numerator,
            low.denominator,
            high.numerator,
            high.denominator,
        )
    )(_exact_bound(low), _exact_bound(high))


class _Second(NamedTuple, Generic[_C]):
    """The state of Star2's exact second pass (see :func:`_second_pass`).

    Over the outcomes searched so far, ``X = Σ weight · value`` (the node's sum times
    ``common``); ``Y = X + Σ weight · high`` and ``Z = X + Σ weight · low`` over the
    outcomes not searched yet, each a numerator and a denominator. ``done`` is the
    node's answer once known.
    """

    answer: Answer[_C]
    searched: int  # the outcomes searched so far
    x_numerator: int
    x_denominator: int
    y_numerator: int
    y_denominator: int
    z_numerator: int
    z_denominator: int
    done: Answer[_C] | None


def _second_pass(
    search: Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    known: Probes[_C],
    place: Place[_C],
    window: _Window,
) -> Answer[_C]:
    # Star2's second pass, untraced, with every bound and the window exact: Star1's pass
    # with the probes' bounds, in integers over the common denominator. With Y and Z as in
    # _Second, less this outcome's weight times its high (low), the outcome's limits are
    #
    #     alpha_i = (alpha · common - Y) / weight      beta_i = (beta · common - Z) / weight
    #
    # and Y and Z start from the probes' sums of the highs and lows: no sum over the
    # outcomes after each, and no record with its Ratios, for each outcome (those took a
    # fifth of Star2's time in a chance node two plies above the horizon on Pig, 190 us
    # against Star1's 95). The same limits, windows, cuts and values as the general way;
    # a float value hands the node over to it, over the outcomes left.
    def step(state: _Second[_C], outcome: _Probed[_C] | End) -> _Second[_C]:
        return (
            _Second(
                state.answer,
                state.searched,
                state.x_numerator,
                state.x_denominator,
                state.y_numerator,
                state.y_denominator,
                state.z_numerator,
                state.z_denominator,
                with_value(
                    state.answer,
                    Fraction(state.x_numerator, state.x_denominator * window.common),
                ),
            )
            if outcome is END
            else _second_step(
                search,
                state,
                outcome,
                outcomes,
                known,
                place,
                window,
                # Y and Z less this outcome's bound
                state.y_numerator * outcome.high_denominator
                - outcome.weight * outcome.high_numerator * state.y_denominator,
                state.y_denominator * outcome.high_denominator,
                state.z_numerator * outcome.low_denominator
                - outcome.weight * outcome.low_numerator * state.z_denominator,
                state.z_denominator * outcome.low_denominator,
            )
        )

    return _second_answer(
        fold_through_end(
            step,
            _Second(
                known.answer,
                0,
                0,
                1,
                known.high_sum.numerator * window.common,
                known.high_sum.denominator,
                known.low_sum.numerator * window.common,
                known.low_sum.denominator,
                None,
            ),
            map(
                _probed_outcome,
                outcomes,
                repeat(window.common),
                known.lows,
                known.highs,
                known.probes,
            ),
            _second_done,
        )
    )


def _exact_bound(bound: Value) -> Fraction:
    # Every bound is exact whenever the second pass is worked out in integers.
    return bound if isinstance(bound, Fraction) else Fraction(bound)


def _second_done(state: _Second[_C]) -> bool:
    return state.done is not None


def _second_answer(state: _Second[_C]) -> Answer[_C]:
    return state.answer if state.done is None else state.done


def _second_step(
    search: Search[_C],
    state: _Second[_C],
    outcome: _Probed[_C],
    outcomes: tuple[Outcome[_C], ...],
    known: Probes[_C],
    place: Place[_C],
    window: _Window,
    y_numerator: int,
    y_denominator: int,
    z_numerator: int,
    z_denominator: int,
) -> _Second[_C]:
    # The outcome searched (or resumed after its probe) with its limits clipped to its
    # bounds, then weighed.
    return (
        lambda alpha_numerator, alpha_denominator, beta_numerator, beta_denominator: (
            _second_weighed(
                search,
                state,
                outcome,
                outcomes,
                known,
                place,
                window,
                search.descend(
                    search,
                    outcome.child,
                    outcome.probe,
                    Place(
                        place.depth - 1,
                        place.ply + 1,
                        place.path,
                        (
                            outcome.low
                            if outcome.low_numerator * alpha_denominator
                            >= alpha_numerator * outcome.low_denominator
                            else Fraction(alpha_numerator, alpha_denominator),
                            outcome.high
                            if outcome.high_numerator * beta_denominator
                            <= beta_numerator * outcome.high_denominator
                            else Fraction(beta_numerator, beta_denominator),
                        ),
                        None,
                    ),
                ),
                (alpha_numerator, alpha_denominator, beta_numerator, beta_denominator),
                (y_numerator, y_denominator, z_numerator, z_denominator),
            )
        )
    )(
        window.alpha_side * y_denominator - y_numerator * window.alpha_denominator,
        window.alpha_denominator * y_denominator * outcome.weight,
        window.beta_side * z_denominator - z_numerator * window.beta_denominator,
        window.beta_denominator * z_denominator * outcome.weight,
    )


def _second_weighed(
    search: Search[_C],
    state: _Second[_C],
    outcome: _Probed[_C],
    outcomes: tuple[Outcome[_C], ...],
    known: Probes[_C],
    place: Place[_C],
    window: _Window,
    answer: Answer[_C],
    limits: tuple[int, int, int, int],
    rests: tuple[int, int, int, int],
) -> _Second[_C]:
    # A failure ends the node; a float hands it over to the general way, which goes on
    # over the outcomes left.
    return (
        state._replace(done=counted(state.answer, answer))
        if answer.failure
        else _second_value_weighed(
            state,
            outcome,
            window,
            answer,
            answer.value.numerator,
            answer.value.denominator,
            limits,
            rests,
        )
        if isinstance(answer.value, Fraction)
        else state._replace(
            done=(
                lambda branches: _handed_over(
                    search,
                    _weighed(
                        search,
                        _Sum(
                            state.answer,
                            Ratio(None, state.x_numerator, state.x_denominator * window.common),
                            cut=False,
                            finished=False,
                        ),
                        branches[state.searched],
                        answer,
                        (Ratio(None, limits[0], limits[1]), Ratio(None, limits[2], limits[3])),
                        place.ply,
                    ),
                    iter(branches[state.searched + 1 :]),
                    place,
                )
            )(_branches(outcomes, known))
        )
    )


def _second_value_weighed(
    state: _Second[_C],
    outcome: _Probed[_C],
    window: _Window,
    answer: Answer[_C],
    numerator: int,
    denominator: int,
    limits: tuple[int, int, int, int],
    rests: tuple[int, int, int, int],
) -> _Second[_C]:
    # At or below alpha_i the node is worth at most (Y + weight · value) / common, at or
    # above beta_i at least (Z + weight · value) / common; else the sums grow by it.
    return (
        state._replace(
            done=summed(
                state.answer,
                answer,
                Fraction(
                    rests[0] * denominator + outcome.weight * numerator * rests[1],
                    rests[1] * denominator * window.common,
                ),
                cut=True,
            )
        )
        if numerator * limits[1] <= limits[0] * denominator
        else state._replace(
            done=summed(
                state.answer,
                answer,
                Fraction(
                    rests[2] * denominator + outcome.weight * numerator * rests[3],
                    rests[3] * denominator * window.common,
                ),
                cut=True,
            )
        )
        if numerator * limits[3] >= limits[2] * denominator
        else _Second(
            counted(state.answer, answer),
            state.searched + 1,
            state.x_numerator * denominator + outcome.weight * numerator * state.x_denominator,
            state.x_denominator * denominator,
            rests[0] * denominator + outcome.weight * numerator * rests[1],
            rests[1] * denominator,
            rests[2] * denominator + outcome.weight * numerator * rests[3],
            rests[3] * denominator,
            None,
        )
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


def _star1_pass(
    search: Search[_C],
    start: Answer[_C],
    branches: Iterable[_Branch[_C]],
    place: Place[_C],
) -> Answer[_C]:
    return _pass_from(
        search, _Sum(start, ratio_of(start.value), cut=False, finished=False), branches, place
    )


def _pass_from(
    search: Search[_C],
    initial: _Sum[_C],
    branches: Iterable[_Branch[_C]],
    place: Place[_C],
) -> Answer[_C]:
    # The fold's step sees END after the last outcome (fnsearch.core.folds), and says the
    # fold is finished: written so, it costs no wrapper calls for each outcome.
    def step(state: _Sum[_C], branch: _Branch[_C] | End) -> _Sum[_C]:
        return (
            state._replace(finished=True)
            if branch is END
            else _searched_branch(
                search,
                state,
                branch,
                (
                    limit(place.window[0], state.total, branch.rest_high, branch.probability),
                    limit(place.window[1], state.total, branch.rest_low, branch.probability),
                ),
                place,
            )
        )

    return (
        lambda done: (
            done.answer
            if done.cut
            else returned(search.walk, done.answer._replace(value=value_of(done.total)), place.ply)
        )
    )(fold_through_end(step, initial, branches, _finished))


def _finished(state: _Sum[_C]) -> bool:
    return state.finished


class _Even(NamedTuple, Generic[_C]):
    """The state of Star1's exact pass below the horizon (see :func:`_even_pass`).

    ``X = Σ weight · value = numerator / denominator`` over the outcomes searched, the
    node's sum times ``common``; ``done`` is the node's answer once known.
    """

    answer: Answer[_C]
    numerator: int
    denominator: int
    done: Answer[_C] | None


def _even_pass(
    search: Search[_C],
    start: Answer[_C],
    outcomes: Iterator[WeightedOutcome[_C]],
    place: Place[_C],
    scale: Scale,
) -> Answer[_C]:
    # Star1's pass of an untraced search whose bounds and window are exact, in integers
    # over the probabilities' common denominator, as the pass above the horizon works
    # (fnsearch.chance.star.horizon) but with each outcome searched: with X the sum so
    # far times common, T the weight of the outcomes after this one and w its own,
    #
    #     alpha_i = (alpha · common - X - upper · T) / w
    #     beta_i  = (beta · common - X - lower · T) / w
    #
    # the same limits, windows, cuts and values as the general way, whose Ratio records
    # and calls took a tenth of Star1's time on Pig at depth 6 (cProfile, evaluation
    # memoised; a chance node's pass cost it 7 us an outcome against EXPECTIMINIMAX's 5).
    # A float value hands the node over to the general way, over the outcomes left.
    def step(state: _Even[_C], outcome: WeightedOutcome[_C] | End) -> _Even[_C]:
        return (
            _Even(
                state.answer,
                state.numerator,
                state.denominator,
                with_value(
                    state.answer, Fraction(state.numerator, state.denominator * scale.common)
                ),
            )
            if outcome is END
            else _evenly_searched(
                search,
                state,
                outcome,
                outcomes,
                place,
                scale,
                # alpha_i and beta_i, each as a numerator and a denominator
                state.denominator * (scale.alpha_side - scale.upper_alpha * outcome.tail)
                - state.numerator * scale.alpha_upper,
                scale.alpha_upper * state.denominator * outcome.weight,
                state.denominator * (scale.beta_side - scale.lower_beta * outcome.tail)
                - state.numerator * scale.beta_lower,
                scale.beta_lower * state.denominator * outcome.weight,
            )
        )

    return _answer_of(fold_through_end(step, _Even(start, 0, 1, None), outcomes, _even_done))


def _even_done(state: _Even[_C]) -> bool:
    return state.done is not None


def _answer_of(state: _Even[_C]) -> Answer[_C]:
    return state.answer if state.done is None else state.done


def _evenly_searched(
    search: Search[_C],
    state: _Even[_C],
    outcome: WeightedOutcome[_C],
    rest: Iterator[WeightedOutcome[_C]],
    place: Place[_C],
    scale: Scale,
    alpha_numerator: int,
    alpha_denominator: int,
    beta_numerator: int,
    beta_denominator: int,
) -> _Even[_C]:
    # The outcome searched with (alpha_i, beta_i) clipped to [lower, upper], then weighed.
    return _evenly_weighed(
        search,
        state,
        outcome,
        rest,
        place,
        scale,
        search.descend(
            search,
            outcome.child,
            None,
            Place(
                place.depth - 1,
                place.ply + 1,
                place.path,
                (
                    search.lower
                    if scale.lower_numerator * alpha_denominator
                    >= alpha_numerator * scale.lower_denominator
                    else Fraction(alpha_numerator, alpha_denominator),
                    search.upper
                    if scale.upper_numerator * beta_denominator
                    <= beta_numerator * scale.upper_denominator
                    else Fraction(beta_numerator, beta_denominator),
                ),
                None,
            ),
        ),
        (alpha_numerator, alpha_denominator, beta_numerator, beta_denominator),
    )


def _evenly_weighed(
    search: Search[_C],
    state: _Even[_C],
    outcome: WeightedOutcome[_C],
    rest: Iterator[WeightedOutcome[_C]],
    place: Place[_C],
    scale: Scale,
    answer: Answer[_C],
    limits: tuple[int, int, int, int],
) -> _Even[_C]:
    # A failure ends the node; a float hands it over to the general way.
    return (
        state._replace(done=counted(state.answer, answer))
        if answer.failure
        else _even_value_weighed(
            state,
            outcome,
            scale,
            answer,
            answer.value.numerator,
            answer.value.denominator,
            limits,
        )
        if isinstance(answer.value, Fraction)
        else state._replace(
            done=_handed_over(
                search,
                _weighed(
                    search,
                    _Sum(
                        state.answer,
                        Ratio(None, state.numerator, state.denominator * scale.common),
                        cut=False,
                        finished=False,
                    ),
                    _leaf_branch(outcome, search, scale),
                    answer,
                    (Ratio(None, limits[0], limits[1]), Ratio(None, limits[2], limits[3])),
                    place.ply,
                ),
                map(_leaf_branch, rest, repeat(search), repeat(scale)),
                place,
            )
        )
    )


def _handed_over(
    search: Search[_C], state: _Sum[_C], branches: Iterator[_Branch[_C]], place: Place[_C]
) -> Answer[_C]:
    return state.answer if state.cut else _pass_from(search, state, branches, place)


def _leaf_branch(outcome: WeightedOutcome[_C], search: Search[_C], scale: Scale) -> _Branch[_C]:
    # The outcome as the general way takes it.
    return _Branch(
        outcome.probability,
        Ratio(None, outcome.probability.numerator, outcome.probability.denominator),
        outcome.child,
        search.lower,
        search.upper,
        Ratio(
            None,
            scale.lower_numerator * outcome.tail,
            scale.lower_denominator * scale.common,
        ),
        Ratio(
            None,
            scale.upper_numerator * outcome.tail,
            scale.upper_denominator * scale.common,
        ),
        None,
    )


def _even_value_weighed(
    state: _Even[_C],
    outcome: WeightedOutcome[_C],
    scale: Scale,
    answer: Answer[_C],
    value_numerator: int,
    value_denominator: int,
    limits: tuple[int, int, int, int],
) -> _Even[_C]:
    # At or below alpha_i the node is worth at most (X + w · value + upper · T) / common,
    # at or above beta_i at least (X + w · value + lower · T) / common; else X grows.
    return (
        lambda numerator, denominator: (
            state._replace(
                done=summed(
                    state.answer,
                    answer,
                    Fraction(
                        numerator * scale.upper_denominator
                        + scale.upper_numerator * outcome.tail * denominator,
                        denominator * scale.upper_denominator * scale.common,
                    ),
                    cut=True,
                )
            )
            if value_numerator * limits[1] <= limits[0] * value_denominator
            else state._replace(
                done=summed(
                    state.answer,
                    answer,
                    Fraction(
                        numerator * scale.lower_denominator
                        + scale.lower_numerator * outcome.tail * denominator,
                        denominator * scale.lower_denominator * scale.common,
                    ),
                    cut=True,
                )
            )
            if value_numerator * limits[3] >= limits[2] * value_denominator
            else _Even(counted(state.answer, answer), numerator, denominator, None)
        )
    )(
        state.numerator * value_denominator + outcome.weight * value_numerator * state.denominator,
        state.denominator * value_denominator,
    )


def _even_branches(
    outcomes: tuple[Outcome[_C], ...], common: int, lower: Fraction, upper: Fraction
) -> Iterator[_Branch[_C]]:
    # Star1's outcomes, each between lower and upper: the bounds of the outcomes after each
    # one are lower and upper times their probability, whose weight over the common
    # denominator is summed in integers from the last one back. The records are made as
    # the fold reaches them, none after a cut.
    return (
        lambda weights: map(
            _even_branch,
            outcomes,
            reversed(tuple(accumulate(reversed(weights[1:]), initial=0))),
            repeat(common),
            repeat(lower),
            repeat(upper),
        )
    )(tuple(p.numerator * (common // p.denominator) for p, _ in outcomes))


def _even_branch(
    outcome: Outcome[_C], tail: int, common: int, lower: Fraction, upper: Fraction
) -> _Branch[_C]:
    return _Branch(
        outcome[0],
        Ratio(None, outcome[0].numerator, outcome[0].denominator),
        outcome[1],
        lower,
        upper,
        Ratio(None, lower.numerator * tail, lower.denominator * common),
        Ratio(None, upper.numerator * tail, upper.denominator * common),
        None,
    )


def _branches(outcomes: tuple[Outcome[_C], ...], known: Probes[_C]) -> tuple[_Branch[_C], ...]:
    return tuple(
        _Branch(probability, ratio_of(probability), child, low, high, rest_low, rest_high, probe)
        for (probability, child), low, high, (rest_low, rest_high), probe in zip(
            outcomes,
            known.lows,
            known.highs,
            zip(_rests(outcomes, known.lows), _rests(outcomes, known.highs), strict=True),
            known.probes,
            strict=True,
        )
    )


def _rests(outcomes: tuple[Outcome[_C], ...], bounds: tuple[Value, ...]) -> tuple[Ratio, ...]:
    # For each outcome, Σ p · bound over the outcomes after it. Exact bounds are summed
    # as integer ratios, once, from the last outcome back (summing each tail afresh in
    # Fractions cost a quarter of Star1's time on Pig at depth 8); with a float among
    # them, each tail is summed from its first term as it always was.
    return (
        tuple(
            reversed(
                tuple(
                    accumulate(
                        reversed(
                            tuple(
                                Ratio(
                                    None,
                                    p.numerator * bound.numerator,
                                    p.denominator * bound.denominator,
                                )
                                for (p, _), bound in zip(outcomes[1:], bounds[1:], strict=True)
                                if isinstance(bound, Fraction)
                            )
                        ),
                        plus,
                        initial=ZERO,
                    )
                )
            )
        )
        if all(isinstance(bound, Fraction) for bound in bounds)
        else tuple(
            ratio_of(
                _total(
                    p * bound
                    for (p, _), bound in zip(outcomes[i + 1 :], bounds[i + 1 :], strict=True)
                )
            )
            for i in range(len(outcomes))
        )
    )


def _total(terms: Iterator[Value]) -> Value:
    return fold_until(_plus, _NOTHING, terms, _never)


def _plus(total: Value, term: Value) -> Value:
    return total + term


def _never(_: Value) -> bool:
    return False


def _searched_branch(
    search: Search[_C],
    state: _Sum[_C],
    branch: _Branch[_C],
    limits: tuple[Ratio, Ratio],
    place: Place[_C],
) -> _Sum[_C]:
    # The outcome searched (or, probed, resumed) with (alpha_i, beta_i) within its bounds.
    return _weighed(
        search,
        state,
        branch,
        search.descend(
            search,
            branch.child,
            branch.probe,
            below(
                place,
                (raised(branch.low, limits[0]), lowered(branch.high, limits[1])),
                state.answer.trace,
            ),
        ),
        limits,
        place.ply,
    )


def _weighed(
    search: Search[_C],
    state: _Sum[_C],
    branch: _Branch[_C],
    searched: Answer[_C],
    limits: tuple[Ratio, Ratio],
    ply: int,
) -> _Sum[_C]:
    # The outcome's value, weighed; below alpha_i or above beta_i it cuts the chance node.
    return (
        lambda answer: (
            _cut_sum(search, state, branch, answer, ply, limits[0], low=True)
            if at_most(answer.value, limits[0]) and not answer.failure
            else _cut_sum(search, state, branch, answer, ply, limits[1], low=False)
            if at_least(answer.value, limits[1]) and not answer.failure
            else _Sum(
                counted(state.answer, answer),
                plus_product(state.total, branch.weight, answer.value),
                cut=False,
                finished=answer.failure != "",
            )
        )
    )(
        # The event's sum is worked out only when traced.
        noted(
            search.walk,
            searched,
            Weighed(
                ply,
                branch.probability,
                searched.value,
                value_of(plus_product(state.total, branch.weight, searched.value)),
            ),
        )
        if search.walk.traced
        else searched
    )


def _cut_sum(
    search: Search[_C],
    state: _Sum[_C],
    branch: _Branch[_C],
    answer: Answer[_C],
    ply: int,
    limit: Ratio,
    *,
    low: bool,
) -> _Sum[_C]:
    """The chance node cut by an outcome at or beyond ``limit`` (alpha_i when ``low``).

    Its value is the bound that the remaining outcomes at their best (``low``) or
    worst could still bring, and the cut is noted in the trace.
    """
    return (
        lambda total: (
            lambda after: _Sum(
                noted(
                    search.walk,
                    after,
                    BetaCut(ply, after.value, answer.value, value_of(limit), low, False),
                ),
                total,
                cut=True,
                finished=True,
            )
        )(counted(state.answer, answer, cut=True)._replace(value=value_of(total)))
    )(
        plus(
            plus_product(state.total, branch.weight, answer.value),
            branch.rest_high if low else branch.rest_low,
        )
    )
