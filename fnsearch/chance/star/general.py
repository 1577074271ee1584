"""Star1's pass at a chance node, the general way: sums as ratios, floats, events.

After the outcomes before the ``i``-th are known (weighted sum ``S``), the ``i``-th
(probability ``p``, value between ``low`` and ``high``) can only matter inside::

    alpha_i = (alpha - S - rest_high) / p      beta_i = (beta - S - rest_low) / p

where ``rest_low`` and ``rest_high`` are ``Σ p · low`` and ``Σ p · high`` over the
outcomes after it (see :mod:`fnsearch.chance.star.searches`). The outcome is searched
with ``(alpha_i, beta_i)`` clipped to ``[low, high]``; a value at or below
``alpha_i`` or at or above ``beta_i`` cuts the node. Star1 takes every outcome
between ``lower`` and ``upper``; Star2 takes the bounds its probes found
(:mod:`fnsearch.chance.star.probes`), after they failed to cut the node.

A chance node takes this pass when it is traced, or when a float is among its
bounds, its window or its probes' bounds; its sums are kept as
:class:`~fnsearch.chance.star.ratio.Ratio` records, exact or float, and its arithmetic
is the specification of the rounding of floats. An integer pass that meets a float
value hands its node over here (:func:`handed_over`), to go on over the outcomes left.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from fractions import Fraction
from itertools import accumulate, repeat
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import Answer, counted
from fnsearch.chance.star.probes import Probes
from fnsearch.chance.star.ratio import (
    ZERO,
    Ratio,
    at_least,
    at_most,
    limit,
    lowered,
    plus,
    plus_product,
    raised,
    ratio_of,
    value_of,
)
from fnsearch.chance.star.scale import WeightedOutcome, leaves
from fnsearch.chance.star.state import Place, Search, Star2Probe, below
from fnsearch.chance.walk import noted, returned
from fnsearch.core.chance_config import Outcome, Value
from fnsearch.core.events import BetaCut, Weighed
from fnsearch.core.folds import END, End, fold_through_end, fold_until

__all__ = [
    "Branch",
    "between_bounds",
    "bounded_branches",
    "branches",
    "general_pass",
    "handed_over",
]

_C = TypeVar("_C")

_NOTHING: Final[Value] = Fraction(0)


class Branch(NamedTuple, Generic[_C]):
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


def general_pass(
    search: Search[_C],
    start: Answer[_C],
    branches: Iterable[Branch[_C]],
    place: Place[_C],
) -> Answer[_C]:
    """Star1's pass over ``branches``, from ``start``, the chance node entered at ``place``.

    >>> from fnsearch.chance.expectation import started
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 4)
    >>> outcomes = bounded_branches(((Fraction(1, 2), 0), (Fraction(1, 2), 4)), 2, search)
    >>> place = Place(9, 0, (), (Fraction(3), Fraction(4)), None)
    >>> found = general_pass(search, started("roll", 0, chance=True), outcomes, place)
    >>> found.value, found.cutoffs  # 0 <= alpha_1 = (3 - 1/2 · 4) / (1/2): at most 2 <= 3
    (Fraction(2, 1), 1)
    """
    return _pass_from(
        search, _Sum(start, ratio_of(start.value), cut=False, finished=False), branches, place
    )


def _pass_from(
    search: Search[_C],
    initial: _Sum[_C],
    branches: Iterable[Branch[_C]],
    place: Place[_C],
) -> Answer[_C]:
    # The fold's step sees END after the last outcome (fnsearch.core.folds), and says the
    # fold is finished: written so, it costs no wrapper calls for each outcome.
    def step(state: _Sum[_C], branch: Branch[_C] | End) -> _Sum[_C]:
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


def handed_over(
    search: Search[_C],
    before: Answer[_C],
    total: Ratio,
    branch: Branch[_C],
    searched: Answer[_C],
    limits: tuple[int, int, int, int],
    rest: Iterator[Branch[_C]],
    place: Place[_C],
) -> Answer[_C]:
    """The chance node at ``place``, handed over by an integer pass at a float value.

    The integer pass had searched ``branch`` with the limits ``alpha_i`` and
    ``beta_i`` (``limits``: each a numerator and a denominator), after the outcomes
    whose costs are in ``before`` and whose weighted sum is ``total``; ``searched`` is
    the outcome's answer, a float. The general pass weighs it, and goes on over the
    outcomes ``rest`` unless it cut the node.

    >>> from fnsearch.chance.expectation import leaf
    >>> from fnsearch.chance.star.state import one_step, opened
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, -5, 5)
    >>> outcomes = tuple(bounded_branches(((Fraction(1, 2), 0), (Fraction(1, 2), 3)), 2, search))
    >>> place = Place(2, 0, (), (Fraction(4), Fraction(5)), None)
    >>> handed_over(search, opened(0, chance=True), ZERO, outcomes[0], leaf(0.5, 1),
    ...             (3, 1, 13, 1), iter(outcomes[1:]), place).value  # at most 0.25 + 2.5
    2.75
    """
    return (lambda state: state.answer if state.cut else _pass_from(search, state, rest, place))(
        _weighed(
            search,
            _Sum(before, total, cut=False, finished=False),
            branch,
            searched,
            (Ratio(None, limits[0], limits[1]), Ratio(None, limits[2], limits[3])),
            place.ply,
        )
    )


def between_bounds(outcome: WeightedOutcome[_C], search: Search[_C], common: int) -> Branch[_C]:
    """``outcome`` as this pass takes it, between the search's bounds (Star1's outcomes).

    The outcomes after it, of weight ``outcome.tail`` over ``common``, count at the bounds.

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 9)
    >>> branch = between_bounds(WeightedOutcome(Fraction(1, 3), 4, 1, 2), search, 3)
    >>> value_of(branch.rest_low), value_of(branch.rest_high)
    (Fraction(0, 1), Fraction(6, 1))
    """
    return Branch(
        outcome.probability,
        Ratio(None, outcome.probability.numerator, outcome.probability.denominator),
        outcome.child,
        search.lower,
        search.upper,
        Ratio(
            None,
            search.lower_ratio.numerator * outcome.tail,
            search.lower_ratio.denominator * common,
        ),
        Ratio(
            None,
            search.upper_ratio.numerator * outcome.tail,
            search.upper_ratio.denominator * common,
        ),
        None,
    )


def bounded_branches(
    outcomes: tuple[Outcome[_C], ...], common: int, search: Search[_C]
) -> Iterator[Branch[_C]]:
    """Star1's outcomes, each between the search's bounds, which must be exact.

    ``common`` is the probabilities' common denominator. The records are made as the
    fold reaches them, none after a cut.

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 4)
    >>> found = bounded_branches(((Fraction(1, 2), 0), (Fraction(1, 2), 3)), 2, search)
    >>> [value_of(branch.rest_high) for branch in found]
    [Fraction(2, 1), Fraction(0, 1)]
    """
    return map(between_bounds, leaves(outcomes, common), repeat(search), repeat(common))


def branches(outcomes: tuple[Outcome[_C], ...], known: Probes[_C]) -> tuple[Branch[_C], ...]:
    """The outcomes with the bounds ``known`` of them (Star1's, or Star2's probes').

    >>> from fnsearch.chance.expectation import started
    >>> from fnsearch.chance.star.probes import unprobed
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> outcomes = ((Fraction(1, 2), 0), (Fraction(1, 2), 3))
    >>> known = unprobed(one_step(CHANCE_TREE, 0, 4), outcomes, started("roll", 0, chance=True))
    >>> [value_of(branch.rest_high) for branch in branches(outcomes, known)]
    [Fraction(2, 1), Fraction(0, 1)]
    """
    return tuple(
        Branch(probability, ratio_of(probability), child, low, high, rest_low, rest_high, probe)
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
    branch: Branch[_C],
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
    branch: Branch[_C],
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
    branch: Branch[_C],
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
