"""The shortcuts just above the horizon, where every outcome or successor is a leaf.

A chance node or a decision node one ply above the horizon, untraced, with exact
bounds and window, takes these instead of searching each outcome or successor as a
node: :func:`at_horizon` for a chance node (Star1's, and Star2's, which has nothing
to probe there), :func:`decided_at_horizon` for a decision node. :func:`leaf_value`
and :func:`outside` say how a leaf is valued, for every pass.

The general pass (:mod:`fnsearch.chance.star.general`) searches each outcome as
a node: its window ``(alpha_i, beta_i)`` worked out and clipped (two divisions and
a normalised Fraction), a :class:`~fnsearch.chance.star.state.Place` built, the
kind of node told apart, an answer made and its costs joined to the node's. An
outcome at the horizon is valued by its score or the evaluation whatever its window,
so here each outcome is valued at once and the cut is tested multiplied out by the
outcome's probability ``p``: with ``S`` the sum with the outcome in and ``rest_high``
(``rest_low``) the outcomes after it at their best (worst)::

    value <= alpha_i   <=>   S + rest_high <= alpha
    value >= beta_i    <=>   S + rest_low  >= beta

in integers, over the chance node's common denominator. The same outcomes are
valued, in the same order, the node answers the same value and counts the same
nodes, leaves and cut-offs. Only an untraced search whose bounds and window are
exact takes this pass (a traced one goes the general way, event by event); a float
value among the outcomes is weighed by the general pass's own formulas.

Measured in one run, alternating the three searches (Pig at depth 6, 20 positions
of the benchmark, each search inside ``with_room``, median of 3): Star1 took 1.44
times EXPECTIMINIMAX's time before this pass and 1.28 after it, Star2 1.61 and 1.30;
on the dice race at depth 6, 1.24 and 1.25 after it.

>>> from fractions import Fraction
>>> from fnsearch.chance.expectation import started
>>> from fnsearch.chance.star.state import one_step
>>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
>>> search = one_step(CHANCE_TREE, 0, 4)
>>> node = parse("chance(1/2: 0, 1/2: 4)").unwrap()
>>> place = Place(1, 0, (), (Fraction(3), Fraction(4)), None)
>>> found = at_horizon(search, tuple(CHANCE_TREE.outcomes(node)), started(node, 0, chance=True),
...                    place, 2)
>>> found.value, found.nodes, found.cutoffs  # 0 <= alpha_1 = (3 - 1/2 · 4) / (1/2) = 2: cut
(Fraction(2, 1), 2, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import CYCLES, Answer, exact
from fnsearch.chance.star.ratio import (
    Ratio,
    at_least,
    at_most,
    ge,
    gt,
    le,
    limit,
    lt,
    plus,
    plus_product,
    ratio_of,
    value_of,
)
from fnsearch.chance.star.scale import (
    Scale,
    WeightedOutcome,
    exact_window,
    leaves,
    node_scale,
)
from fnsearch.chance.star.state import Place, Search
from fnsearch.core.chance_config import Outcome, Value
from fnsearch.core.folds import END, End, fold_through_end

__all__ = ["at_horizon", "decided_at_horizon", "exact_horizon", "leaf_value", "outside"]

_C = TypeVar("_C")


class _Leaves(NamedTuple):
    """The state of the pass over the outcomes valued so far.

    ``X = numerator / denominator`` (see :class:`Scale`) while every value is exact;
    ``rough`` is the node's sum instead once a float took part. ``value`` is the node's
    value once known: when an outcome cut it, or after the last one.
    """

    numerator: int
    denominator: int
    rough: Value | None
    valued: int
    value: Value | None
    cut: bool
    failure: str  # why the search cannot go on, "" while all is well


def exact_horizon(search: Search[_C], place: Place[_C]) -> bool:
    """Whether the chance node at ``place`` takes this pass.

    It does just above the horizon, untraced, with exact bounds and window.

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 4)
    >>> exact_horizon(search, Place(1, 0, (), (Fraction(0), Fraction(4)), None))
    True
    >>> exact_horizon(search, Place(1, 0, (), (0.5, Fraction(4)), None))
    False
    """
    return place.depth == 1 and exact_window(search, place)


def at_horizon(
    search: Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    start: Answer[_C],
    place: Place[_C],
    common: int,
) -> Answer[_C]:
    """The answer of the chance node at ``place`` (see :func:`exact_horizon`), from ``start``.

    ``start`` is the node entered; the probabilities of ``outcomes`` must be sound
    Fractions, ``common`` their common denominator.
    """
    return _summed(
        search,
        outcomes,
        start,
        place,
        node_scale(search, place, common),
    )


def _summed(
    search: Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    start: Answer[_C],
    place: Place[_C],
    scale: Scale,
) -> Answer[_C]:
    # The fold's step sees END after the last outcome (fnsearch.core.folds): the sum is the
    # node's value then. Written so, the fold costs no wrapper calls for each outcome.
    def step(state: _Leaves, leaf: WeightedOutcome[_C] | End) -> _Leaves:
        return (
            _Leaves(
                state.numerator,
                state.denominator,
                state.rough,
                state.valued,
                state.rough
                if state.rough is not None
                else Fraction(state.numerator, state.denominator * scale.common),
                state.cut,
                state.failure,
            )
            if leaf is END
            else _weighed(search, state, leaf, leaf_value(search, leaf.child, place.path), scale)
        )

    return (
        lambda done: Answer(
            _NOTHING if done.value is None else done.value,
            (),
            start.nodes + done.valued,
            start.leaves + done.valued,
            start.chance,
            start.cutoffs + (1 if done.cut else 0),
            place.ply + 1 if done.valued else start.deepest,
            done.failure,
            start.trace,
        )
    )(
        fold_through_end(
            step, _Leaves(0, 1, None, 0, None, False, ""), leaves(outcomes, scale.common), _stopped
        )
    )


_NOTHING: Final[Value] = Fraction(0)
"""The value of a node whose search failed: any will do, the failure is what counts."""


def _stopped(state: _Leaves) -> bool:
    return state.value is not None or state.failure != ""


def leaf_value(search: Search[_C], child: _C, path: tuple[_C, ...]) -> Value | str:
    """The value of ``child`` at the horizon, as ``fnsearch.chance.walk.visited`` values it.

    Its score when final, else its evaluation; a ``str`` is the failure of a position
    met again on its own ``path``.

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> leaf_value(one_step(CHANCE_TREE, 0, 4), 3, ())
    Fraction(3, 1)
    """
    return (
        exact(search.walk.instance.score(child))
        if search.walk.instance.is_final(child)
        else CYCLES
        if child in path
        else exact(search.walk.evaluate(child))
    )


def outside(search: Search[_C], config: _C, value: Value) -> str:
    """``""`` when ``value``, the leaf ``config``'s, lies within the bounds; else why not.

    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> outside(one_step(CHANCE_TREE, 0, 4), 5, Fraction(5))
    'the value 5 of 5 lies outside the bounds [0, 4]'
    """
    return (
        ""
        if (
            _within(search.lower_ratio, search.upper_ratio, value.numerator, value.denominator)
            if isinstance(value, Fraction)
            and search.lower_ratio.value is None
            and search.upper_ratio.value is None
            else search.lower <= value <= search.upper
        )
        else f"the value {value} of {config!r} lies outside the bounds "
        f"[{search.lower}, {search.upper}]"
    )


def _within(lower: Ratio, upper: Ratio, numerator: int, denominator: int) -> bool:
    # lower <= numerator / denominator <= upper, all exact.
    return (
        lower.numerator * denominator <= numerator * lower.denominator
        and numerator * upper.denominator <= upper.numerator * denominator
    )


def _weighed(
    search: Search[_C], state: _Leaves, leaf: WeightedOutcome[_C], value: Value | str, scale: Scale
) -> _Leaves:
    return (
        state._replace(failure=value)
        if isinstance(value, str)
        else _exact_leaf(search, state, leaf, value, value.numerator, value.denominator, scale)
        if isinstance(value, Fraction) and state.rough is None
        else (
            lambda failure: (
                state._replace(failure=failure)
                if failure
                else _roughly_weighed(state, leaf, value, scale)
            )
        )(outside(search, leaf.child, value))
    )


def _exact_leaf(
    search: Search[_C],
    state: _Leaves,
    leaf: WeightedOutcome[_C],
    value: Fraction,
    numerator: int,
    denominator: int,
    scale: Scale,
) -> _Leaves:
    # An exact value within the bounds is weighed in integers; else the search fails.
    return (
        _exactly_weighed(state, leaf, numerator, denominator, scale)
        if scale.lower_numerator * denominator <= numerator * scale.lower_denominator
        and numerator * scale.upper_denominator <= scale.upper_numerator * denominator
        else state._replace(failure=outside(search, leaf.child, value))
    )


def _exactly_weighed(
    state: _Leaves, leaf: WeightedOutcome[_C], numerator: int, denominator: int, scale: Scale
) -> _Leaves:
    # X with this outcome in, then the tests of the module's text.
    return (
        lambda x_numerator, x_denominator: (
            lambda at_best, at_worst: (
                _Leaves(
                    x_numerator,
                    x_denominator,
                    None,
                    state.valued + 1,
                    Fraction(at_best, x_denominator * scale.upper_denominator * scale.common),
                    True,
                    "",
                )
                if at_best * scale.alpha_denominator <= scale.alpha_side * x_denominator
                else _Leaves(
                    x_numerator,
                    x_denominator,
                    None,
                    state.valued + 1,
                    Fraction(at_worst, x_denominator * scale.lower_denominator * scale.common),
                    True,
                    "",
                )
                if at_worst * scale.beta_denominator >= scale.beta_side * x_denominator
                else _Leaves(x_numerator, x_denominator, None, state.valued + 1, None, False, "")
            )
        )(
            # X + upper · tail and X + lower · tail, over x_denominator · upper's (lower's)
            x_numerator * scale.upper_denominator
            + scale.upper_numerator * leaf.tail * x_denominator,
            x_numerator * scale.lower_denominator
            + scale.lower_numerator * leaf.tail * x_denominator,
        )
    )(
        state.numerator * denominator + leaf.weight * numerator * state.denominator,
        state.denominator * denominator,
    )


def _roughly_weighed(
    state: _Leaves, leaf: WeightedOutcome[_C], value: Value, scale: Scale
) -> _Leaves:
    # A float took part: the general pass's limits and sums, operation for operation, so
    # that the rounding is the same.
    return (
        lambda total, rest_low, rest_high: (
            lambda low, high, weight: (
                state._replace(
                    valued=state.valued + 1,
                    value=value_of(plus(plus_product(total, weight, value), rest_high)),
                    cut=True,
                )
                if at_most(value, low)
                else state._replace(
                    valued=state.valued + 1,
                    value=value_of(plus(plus_product(total, weight, value), rest_low)),
                    cut=True,
                )
                if at_least(value, high)
                else state._replace(
                    valued=state.valued + 1,
                    rough=value_of(plus_product(total, weight, value)),
                )
            )
        )(
            limit(scale.window[0], total, rest_high, leaf.probability),
            limit(scale.window[1], total, rest_low, leaf.probability),
            ratio_of(leaf.probability),
        )
    )(
        Ratio(state.rough, 0, 1)
        if state.rough is not None
        else Ratio(None, state.numerator, state.denominator * scale.common),
        Ratio(None, scale.lower_numerator * leaf.tail, scale.lower_denominator * scale.common),
        Ratio(None, scale.upper_numerator * leaf.tail, scale.upper_denominator * scale.common),
    )


class _Best(NamedTuple, Generic[_C]):
    """The state of a decision node's fold over leaves: the best value so far and its line."""

    value: Value
    line: tuple[_C, ...]  # the best successor, () before the first
    valued: int  # the successors valued so far
    cut: bool  # whether the best reached the far end of the window
    failure: str  # why the search cannot go on, "" while all is well
    finished: bool  # cut, failed, or past the last successor


def decided_at_horizon(
    search: Search[_C],
    maximizing: bool,
    start: Answer[_C],
    successors: Iterable[_C],
    place: Place[_C],
) -> Answer[_C]:
    """The answer of a decision node just above the horizon, untraced, from ``start``.

    Its successors are leaves: each is valued at once, as a node at depth 0 is, and
    the fold is fail-soft alpha-beta as in :mod:`fnsearch.chance.star.decision`, ties
    to the first, without a window, a place or an answer made for each leaf (the
    same values, lines and counts).

    >>> from fractions import Fraction
    >>> from fnsearch.chance.expectation import started
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 9)
    >>> found = decided_at_horizon(search, True, started("max", 0, chance=False), (3, 5, 1),
    ...                            Place(1, 0, (), (Fraction(0), Fraction(4)), None))
    >>> found.value, found.line, found.nodes, found.cutoffs  # 5 >= beta: 1 is not valued
    (Fraction(5, 1), (5,), 3, 1)
    """

    # As in the pass over a chance node's outcomes, the step sees END after the last one.
    def step(state: _Best[_C], child: _C | End) -> _Best[_C]:
        return (
            _Best(state.value, state.line, state.valued, state.cut, state.failure, True)
            if child is END
            else _compared(
                search,
                state,
                child,
                leaf_value(search, child, place.path),
                maximizing,
                place.window,
            )
        )

    return (
        lambda done: Answer(
            done.value,
            done.line,
            start.nodes + done.valued,
            start.leaves + done.valued,
            start.chance,
            start.cutoffs + (1 if done.cut else 0),
            max(start.deepest, place.ply + 1) if done.valued else start.deepest,
            done.failure,
            start.trace,
        )
    )(
        fold_through_end(
            step, _Best(start.value, start.line, 0, False, "", False), successors, _settled
        )
    )


def _settled(state: _Best[_C]) -> bool:
    return state.finished


def _compared(
    search: Search[_C],
    state: _Best[_C],
    child: _C,
    value: Value | str,
    maximizing: bool,
    window: tuple[Value, Value],
) -> _Best[_C]:
    return (
        state._replace(failure=value, finished=True)
        if isinstance(value, str)
        else (
            lambda failure: (
                state._replace(failure=failure, finished=True)
                if failure
                else _kept(state, child, value, maximizing, window)
                if not state.line
                or (gt(value, state.value) if maximizing else lt(value, state.value))
                else _Best(state.value, state.line, state.valued + 1, False, "", False)
            )
        )(outside(search, child, value))
    )


def _kept(
    state: _Best[_C], child: _C, value: Value, maximizing: bool, window: tuple[Value, Value]
) -> _Best[_C]:
    # A new best: MAX is cut once it reaches beta, MIN once it falls to alpha.
    return (lambda cut: _Best(value, (child,), state.valued + 1, cut, "", cut))(
        ge(value, window[1]) if maximizing else le(value, window[0])
    )
