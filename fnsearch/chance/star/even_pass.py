"""Star1's pass at a chance node below the horizon, in integers: the common case, fast.

A chance node of an untraced Star1 search whose bounds and window are exact
(:func:`~fnsearch.chance.star.scale.exact_window`), two or more plies above the
horizon, takes this pass: the general pass (:mod:`~fnsearch.chance.star.general`)
worked out over the probabilities' common denominator, with the same limits,
windows, cuts, values and counts. With ``X`` the sum so far times ``common``, ``T``
the weight of the outcomes after this one and ``w`` its own::

    alpha_i = (alpha · common - X - upper · T) / w
    beta_i  = (beta · common - X - lower · T) / w

A float value hands the node over to the general pass, over the outcomes left.

Why: the general pass's Ratio records and calls took a tenth of Star1's time on Pig
at depth 6 (cProfile, evaluation memoised; a chance node's pass cost it 7 us an
outcome against EXPECTIMINIMAX's 5).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import repeat
from typing import Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import Answer, counted, summed
from fnsearch.chance.star.general import between_bounds, handed_over
from fnsearch.chance.star.ratio import Ratio
from fnsearch.chance.star.scale import Scale, WeightedOutcome, clipped
from fnsearch.chance.star.state import Place, Search, with_value
from fnsearch.core.folds import END, End, fold_through_end

__all__ = ["even_pass"]

_C = TypeVar("_C")


class _Even(NamedTuple, Generic[_C]):
    """The state of Star1's exact pass below the horizon (see :func:`even_pass`).

    ``X = Σ weight · value = numerator / denominator`` over the outcomes searched, the
    node's sum times ``common``; ``done`` is the node's answer once known.
    """

    answer: Answer[_C]
    numerator: int
    denominator: int
    done: Answer[_C] | None


def even_pass(
    search: Search[_C],
    start: Answer[_C],
    outcomes: Iterator[WeightedOutcome[_C]],
    place: Place[_C],
    scale: Scale,
) -> Answer[_C]:
    """Star1's pass over ``outcomes``, from ``start``, the chance node entered at ``place``.

    ``scale`` holds the integers of the search's bounds and the node's window.

    >>> from fnsearch.chance.expectation import started
    >>> from fnsearch.chance.star.scale import leaves, scale
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 4)
    >>> outcomes = leaves(((Fraction(1, 2), 0), (Fraction(1, 2), 4)), 2)
    >>> window = (Fraction(3), Fraction(4))
    >>> integers = scale(search.lower_ratio, search.upper_ratio, window, 2)
    >>> found = even_pass(search, started("roll", 0, chance=True), outcomes,
    ...                   Place(9, 0, (), window, None), integers)
    >>> found.value, found.cutoffs  # 0 <= alpha_1 = (3 · 2 - 4 · 1) / 1: at most 2 <= 3
    (Fraction(2, 1), 1)
    """

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
                (
                    state.denominator * (scale.alpha_side - scale.upper_alpha * outcome.tail)
                    - state.numerator * scale.alpha_upper,
                    scale.alpha_upper * state.denominator * outcome.weight,
                    state.denominator * (scale.beta_side - scale.lower_beta * outcome.tail)
                    - state.numerator * scale.beta_lower,
                    scale.beta_lower * state.denominator * outcome.weight,
                ),
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
    limits: tuple[int, int, int, int],
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
                clipped(
                    search.lower,
                    scale.lower_numerator,
                    scale.lower_denominator,
                    search.upper,
                    scale.upper_numerator,
                    scale.upper_denominator,
                    limits,
                ),
                None,
            ),
        ),
        limits,
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
            done=handed_over(
                search,
                state.answer,
                Ratio(None, state.numerator, state.denominator * scale.common),
                between_bounds(outcome, search, scale.common),
                answer,
                limits,
                map(between_bounds, rest, repeat(search), repeat(scale.common)),
                place,
            )
        )
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
