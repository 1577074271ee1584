"""Star2's probing phase: a bound on each decision outcome of a chance node from one successor.

Before Star1's pass over a chance node's outcomes (:mod:`fnsearch.chance.star.general`),
Star2 searches the first successor of every outcome that is a decision node: a MAX
outcome is worth at least that successor's value, a MIN outcome at most. After each
outcome the node is worth at least ``Σ p · low`` and at most ``Σ p · high``, the
outcomes not reached yet counted at ``lower`` and ``upper``; when either already
lies beyond the node's window, the probes alone cut the node. Otherwise the bounds
and the probes' answers go on to the second pass, which does not search a probed
successor again (:mod:`~fnsearch.chance.star.second_pass` in integers, else
:mod:`~fnsearch.chance.star.general`).

Every chance node of Star2 below the horizon is probed here, one of two ways with the
same bounds, windows, cuts and counts: untraced with exact bounds and window
(:func:`~fnsearch.chance.star.scale.exact_window`), the sums and tests are kept in
integers over the probabilities' common denominator (:func:`_exactly_probed`), and a
float from a probe hands the probes over to the general way, which keeps its sums as
Ratio records and makes the events.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from fractions import Fraction
from typing import Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import Answer, added, counted, failed, leaf
from fnsearch.chance.star.horizon import leaf_value, outside
from fnsearch.chance.star.ratio import (
    ZERO,
    Ratio,
    at_least,
    at_most,
    gt,
    limit,
    lowered,
    lt,
    plus,
    plus_product,
    raised,
    ratio_of,
    value_of,
)
from fnsearch.chance.star.scale import Scale, exact_window, exactly, node_scale
from fnsearch.chance.star.state import Place, Search, Star2Probe
from fnsearch.chance.walk import along, noted, side
from fnsearch.core.chance_config import Outcome, Value
from fnsearch.core.config import MISSING, WHITE, Missing, Player
from fnsearch.core.contract import dead_end
from fnsearch.core.events import BetaCut, Probed, Returned, pushed
from fnsearch.core.folds import fold_until

__all__ = ["Probes", "probed", "unprobed"]

_C = TypeVar("_C")


class Probes(NamedTuple, Generic[_C]):
    """What is known of a chance node's outcomes before Star1's pass; the state of the probes.

    Attributes:
        answer: the chance node's answer so far: what the probes cost, or their cut.
        lows: a lower bound on the value of each outcome reached so far.
        highs: an upper bound on each.
        probes: each one's probe, ``None`` for an outcome not probed.
        low_sum: ``Σ p · low`` over the outcomes reached so far.
        high_sum: ``Σ p · high`` over them.
        mass: ``Σ p`` over them.

    The sums are :class:`~fnsearch.chance.star.ratio.Ratio` s: exact ones cost no
    Fraction arithmetic (see :mod:`~fnsearch.chance.star.ratio`).
        cut: whether the probes alone decided the node.
    """

    answer: Answer[_C]
    lows: tuple[Value, ...]
    highs: tuple[Value, ...]
    probes: tuple[Star2Probe[_C] | None, ...]
    low_sum: Ratio
    high_sum: Ratio
    mass: Ratio
    cut: bool


def unprobed(
    search: Search[_C], outcomes: tuple[Outcome[_C], ...], start: Answer[_C]
) -> Probes[_C]:
    """What Star1 knows of ``outcomes`` without probes: each lies between ``lower`` and ``upper``.

    >>> from fractions import Fraction
    >>> from fnsearch.chance.expectation import started
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> start = started("roll", 0, chance=True)
    >>> known = unprobed(one_step(CHANCE_TREE, 0, 9), ((Fraction(1), 4),), start)
    >>> known.lows, known.highs, known.probes, known.cut
    ((Fraction(0, 1),), (Fraction(9, 1),), (None,), False)
    """
    return Probes(
        start,
        (search.lower,) * len(outcomes),
        (search.upper,) * len(outcomes),
        (None,) * len(outcomes),
        ratio_of(search.lower),
        ratio_of(search.upper),
        ratio_of(Fraction(1)),
        cut=False,
    )


def probed(
    search: Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    start: Answer[_C],
    place: Place[_C],
    *,
    common: int = 0,
) -> Probes[_C]:
    """What Star2's probes of ``outcomes`` learn, the chance node being at ``place``.

    The probes stop at the first failure or once they decide the node (``cut``).
    ``common``, the common denominator of the probabilities when the caller knows it,
    lets an untraced search with an exact window and bounds keep its sums in integers
    (see :func:`_exactly_probed`).

    >>> from fractions import Fraction
    >>> from fnsearch.chance.expectation import started
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> search = one_step(CHANCE_TREE, 0, 9, probing=True)
    >>> node = parse("chance(1/2: max(6, 1), 1/2: max(7, 2))").unwrap()
    >>> known = probed(search, tuple(CHANCE_TREE.outcomes(node)), started(node, 0, chance=True),
    ...                Place(9, 0, (), (Fraction(0), Fraction(5)), None))
    >>> known.answer.value, known.cut  # the probes 6 and 7: at least 1/2 · 6 + 1/2 · 7 >= 5
    (Fraction(13, 2), True)
    """
    return (
        _exactly_probed(search, iter(outcomes), start, place, common)
        if common and exact_window(search, place)
        else _probed_from(
            search, Probes(start, (), (), (), ZERO, ZERO, ZERO, cut=False), outcomes, place
        )
    )


def _probed_from(
    search: Search[_C], state: Probes[_C], outcomes: Iterable[Outcome[_C]], place: Place[_C]
) -> Probes[_C]:
    def step(state: Probes[_C], outcome: Outcome[_C]) -> Probes[_C]:
        return _probe(search, state, outcome, place)

    return fold_until(step, state, outcomes, _probes_done)


def _probes_done(state: Probes[_C]) -> bool:
    return state.cut or state.answer.failure != ""


class _Exact(NamedTuple, Generic[_C]):
    """The state of Star2's probes in integers (see :func:`_exactly_probed`).

    ``mass`` is the weight of the outcomes reached (their probability times
    ``common``); ``Σ weight · low`` over them is ``low_numerator / low_denominator``,
    ``Σ weight · high`` likewise. ``rough`` is the state as :class:`Probes` has it, once
    a probe answered a float: the probes go on from it the general way.
    """

    answer: Answer[_C]
    lows: tuple[Value, ...]
    highs: tuple[Value, ...]
    probes: tuple[Star2Probe[_C] | None, ...]
    mass: int
    low_numerator: int
    low_denominator: int
    high_numerator: int
    high_denominator: int
    cut: bool
    rough: Probes[_C] | None


def _exactly_probed(
    search: Search[_C],
    outcomes: Iterator[Outcome[_C]],
    start: Answer[_C],
    place: Place[_C],
    common: int,
) -> Probes[_C]:
    return _exactly_probed_with(
        search,
        outcomes,
        start,
        place,
        node_scale(search, place, common),
    )


def _exactly_probed_with(
    search: Search[_C],
    outcomes: Iterator[Outcome[_C]],
    start: Answer[_C],
    place: Place[_C],
    edges: Scale,
) -> Probes[_C]:
    # The probes of an untraced search whose window and bounds are exact, their sums and
    # tests in integers over the probabilities' common denominator: the same bounds,
    # windows, cuts and values as the general way, whose Ratio arithmetic took a fifth of
    # Star2's time (cProfile, Pig at depth 6, evaluation memoised). A float from a probe
    # hands the state over to the general way, which goes on over the same outcomes.
    def step(state: _Exact[_C], outcome: Outcome[_C]) -> _Exact[_C]:
        return _exact_probe(search, state, outcome, place, edges)

    return (
        lambda done: (
            _probed_from(search, done.rough, outcomes, place)
            if done.rough is not None
            else Probes(
                done.answer,
                done.lows,
                done.highs,
                done.probes,
                Ratio(None, done.low_numerator, done.low_denominator * edges.common),
                Ratio(None, done.high_numerator, done.high_denominator * edges.common),
                Ratio(None, done.mass, edges.common),
                done.cut,
            )
        )
    )(
        fold_until(
            step,
            _Exact(start, (), (), (), 0, 0, 1, 0, 1, False, None),
            outcomes,
            _exact_done,
        )
    )


def _exact_done(state: _Exact[_C]) -> bool:
    return state.cut or state.answer.failure != "" or state.rough is not None


def _exact_probe(
    search: Search[_C], state: _Exact[_C], outcome: Outcome[_C], place: Place[_C], edges: Scale
) -> _Exact[_C]:
    # As _probe (the integer form of the same step).
    return (
        _exactly_probed_decision(
            search, state, outcome, search.walk.instance.to_move(outcome[1]), place, edges
        )
        if _probeable(search, outcome[1], place)
        else _exactly_known(
            search,
            state,
            outcome[0].numerator * (edges.common // outcome[0].denominator),
            (exactly(search.lower), exactly(search.upper)),
            None,
            edges,
        )
    )


def _exactly_probed_decision(
    search: Search[_C],
    state: _Exact[_C],
    outcome: Outcome[_C],
    mover: Player,
    place: Place[_C],
    edges: Scale,
) -> _Exact[_C]:
    # As _probed_decision, the probe's window in integers.
    return (
        lambda first, weight: (
            state._replace(answer=failed(dead_end(outcome[1])))
            if isinstance(first, Missing)
            else (
                lambda answer: (
                    lambda bounds: (
                        state._replace(
                            rough=_bounds_known(
                                search,
                                _as_probes(state, edges.common),
                                outcome[0],
                                bounds,
                                Star2Probe(first, answer),
                                place,
                            )
                        )
                        if isinstance(answer.value, float)
                        else _exactly_known(
                            search,
                            state,
                            weight,
                            (exactly(bounds[0]), exactly(bounds[1])),
                            Star2Probe(first, answer),
                            edges,
                        )
                    )
                )(_probe_bounds(search, mover, answer.value))
            )(
                _probed_leaf(
                    search, first, along(search.walk, place.path, outcome[1]), place.ply + 2
                )
                if place.depth == 2
                else search.descend(
                    search,
                    first,
                    None,
                    Place(
                        place.depth - 2,
                        place.ply + 2,
                        along(search.walk, place.path, outcome[1]),
                        _exact_probe_window(search, state, weight, mover is WHITE, edges),
                        None,
                    ),
                )
            )
        )
    )(
        next(iter(search.walk.instance.successors(outcome[1], mover)), MISSING),
        outcome[0].numerator * (edges.common // outcome[0].denominator),
    )


def _probed_leaf(search: Search[_C], first: _C, path: tuple[_C, ...], ply: int) -> Answer[_C]:
    # A probe whose successor lies at the horizon values it at once, as the node would be
    # valued (fnsearch.chance.star.searches): a leaf needs no window.
    return (
        lambda value: (
            failed(value)
            if isinstance(value, str)
            else (lambda failure: failed(failure) if failure else leaf(value, ply))(
                outside(search, first, value)
            )
        )
    )(leaf_value(search, first, path))


def _as_probes(state: _Exact[_C], common: int) -> Probes[_C]:
    # The state as the general way keeps it: its sums as ratios of the node's sums.
    return Probes(
        state.answer,
        state.lows,
        state.highs,
        state.probes,
        Ratio(None, state.low_numerator, state.low_denominator * common),
        Ratio(None, state.high_numerator, state.high_denominator * common),
        Ratio(None, state.mass, common),
        state.cut,
    )


def _exact_probe_window(
    search: Search[_C], state: _Exact[_C], weight: int, maximizing: bool, edges: Scale
) -> tuple[Value, Value]:
    # As _probe_window: with X = Σ weight · low over the outcomes reached and R the weight
    # of those after this one, a MAX outcome's probe looks up to
    # (beta · common - X - R · lower) / weight, a MIN outcome's (with the highs and upper)
    # down to (alpha · common - X - R · upper) / weight.
    return (
        (
            lambda numerator, denominator: (
                search.lower,
                search.upper
                if edges.upper_numerator * denominator <= numerator * edges.upper_denominator
                else Fraction(numerator, denominator),
            )
        )(
            state.low_denominator
            * (
                edges.beta_side
                - (edges.common - state.mass - weight)
                * edges.lower_numerator
                * edges.beta_denominator
            )
            - state.low_numerator * edges.beta_denominator * edges.lower_denominator,
            state.low_denominator * edges.beta_denominator * edges.lower_denominator * weight,
        )
        if maximizing
        else (
            lambda numerator, denominator: (
                search.lower
                if edges.lower_numerator * denominator >= numerator * edges.lower_denominator
                else Fraction(numerator, denominator),
                search.upper,
            )
        )(
            state.high_denominator
            * (
                edges.alpha_side
                - (edges.common - state.mass - weight)
                * edges.upper_numerator
                * edges.alpha_denominator
            )
            - state.high_numerator * edges.alpha_denominator * edges.upper_denominator,
            state.high_denominator * edges.alpha_denominator * edges.upper_denominator * weight,
        )
    )


def _exactly_known(
    search: Search[_C],
    state: _Exact[_C],
    weight: int,
    bounds: tuple[Fraction, Fraction],
    probe: Star2Probe[_C] | None,
    edges: Scale,
) -> _Exact[_C]:
    # As _bounds_known (untraced): the probe's costs counted, its bounds added to the sums.
    return _exactly_settled(
        _Exact(
            state.answer if probe is None else _probe_counted(state.answer, probe.answer),
            (*state.lows, bounds[0]),
            (*state.highs, bounds[1]),
            (*state.probes, probe),
            state.mass + weight,
            state.low_numerator * bounds[0].denominator
            + weight * bounds[0].numerator * state.low_denominator,
            state.low_denominator * bounds[0].denominator,
            state.high_numerator * bounds[1].denominator
            + weight * bounds[1].numerator * state.high_denominator,
            state.high_denominator * bounds[1].denominator,
            False,
            None,
        ),
        edges,
    )


def _probe_counted(state: Answer[_C], probe: Answer[_C]) -> Answer[_C]:
    # expectation.counted(state, probe, its answer with the outcome's node added), made at
    # once: a probe visits the outcome, then searches its first successor.
    return Answer(
        state.value,
        (),
        state.nodes + probe.nodes + 1,
        state.leaves + probe.leaves,
        state.chance + probe.chance,
        state.cutoffs + probe.cutoffs,
        max(state.deepest, probe.deepest),
        probe.failure,
        probe.trace,
    )


def _exactly_settled(state: _Exact[_C], edges: Scale) -> _Exact[_C]:
    # As _settled_by_probes: with R the weight of the outcomes not reached yet, the node is
    # worth at least (X_low + R · lower) / common and at most (X_high + R · upper) / common.
    return (
        state
        if state.answer.failure
        else (
            lambda least, most: (
                _exactly_cut(
                    state,
                    Fraction(least, state.low_denominator * edges.lower_denominator * edges.common),
                )
                if edges.beta_side * state.low_denominator <= least * edges.beta_denominator
                else _exactly_cut(
                    state,
                    Fraction(most, state.high_denominator * edges.upper_denominator * edges.common),
                )
                if edges.alpha_side * state.high_denominator >= most * edges.alpha_denominator
                else state
            )
        )(
            state.low_numerator * edges.lower_denominator
            + (edges.common - state.mass) * edges.lower_numerator * state.low_denominator,
            state.high_numerator * edges.upper_denominator
            + (edges.common - state.mass) * edges.upper_numerator * state.high_denominator,
        )
    )


def _exactly_cut(state: _Exact[_C], value: Fraction) -> _Exact[_C]:
    # The probes decided the node (untraced: no event).
    return state._replace(
        answer=state.answer._replace(value=value, cutoffs=state.answer.cutoffs + 1), cut=True
    )


def _probe(
    search: Search[_C],
    state: Probes[_C],
    outcome: Outcome[_C],
    place: Place[_C],
) -> Probes[_C]:
    # Only a decision node with a successor to search is probed, only its first successor.
    return (
        _probed_decision(search, state, outcome, search.walk.instance.to_move(outcome[1]), place)
        if _probeable(search, outcome[1], place)
        else _bounds_known(search, state, outcome[0], (search.lower, search.upper), None, place)
    )


def _probed_decision(
    search: Search[_C],
    state: Probes[_C],
    outcome: Outcome[_C],
    mover: Player,
    place: Place[_C],
) -> Probes[_C]:
    # A MAX outcome is worth at least its first successor, a MIN outcome at most. An
    # outcome that is not final but has no successor fails the search, as a node would.
    return (
        lambda first: (
            state._replace(answer=failed(dead_end(outcome[1])))
            if isinstance(first, Missing)
            else (
                lambda answer: _bounds_known(
                    search,
                    state,
                    outcome[0],
                    _probe_bounds(search, mover, answer.value),
                    Star2Probe(first, answer),
                    place,
                )
            )(
                search.descend(
                    search,
                    first,
                    None,
                    # Two plies down: the outcome's first successor, the outcome on the path.
                    Place(
                        place.depth - 2,
                        place.ply + 2,
                        along(search.walk, place.path, outcome[1]),
                        _probe_window(search, state, outcome[0], mover is WHITE, place.window),
                        # The event is made only when traced (so below).
                        pushed(
                            state.answer.trace,
                            Probed(place.ply + 1, outcome[1], side(mover)),
                            traced=True,
                        )
                        if search.walk.traced
                        else None,
                    ),
                )
            )
        )
    )(next(iter(search.walk.instance.successors(outcome[1], mover)), MISSING))


def _probeable(search: Search[_C], child: _C, place: Place[_C]) -> bool:
    # Only a decision node with a successor to search is probed: not a leaf, a chance
    # node, a position met again on the path, or one at the horizon.
    return (
        place.depth > 1
        and not search.walk.instance.is_final(child)
        and not search.walk.instance.is_chance(child)
        and child not in place.path
    )


def _probe_bounds(search: Search[_C], mover: Player, value: Value) -> tuple[Value, Value]:
    # A MAX outcome is worth at least its probe's value, a MIN outcome at most, and each
    # lies between lower and upper.
    return (
        (value if gt(value, search.lower) else search.lower, search.upper)
        if mover is WHITE
        else (search.lower, value if lt(value, search.upper) else search.upper)
    )


def _probe_window(
    search: Search[_C],
    state: Probes[_C],
    probability: Fraction,
    maximizing: bool,
    window: tuple[Value, Value],
) -> tuple[Value, Value]:
    # A MAX outcome's probe looks for beta, a MIN outcome's for alpha: as far as a value
    # that would cut the node with the outcomes not reached yet at their worst for it.
    return (
        lambda rest: (
            (
                search.lower,
                lowered(
                    search.upper,
                    limit(
                        window[1],
                        state.low_sum,
                        plus_product(ZERO, rest, search.lower),
                        probability,
                    ),
                ),
            )
            if maximizing
            else (
                raised(
                    search.lower,
                    limit(
                        window[0],
                        state.high_sum,
                        plus_product(ZERO, rest, search.upper),
                        probability,
                    ),
                ),
                search.upper,
            )
        )
    )(_left(state.mass, probability))


def _bounds_known(
    search: Search[_C],
    state: Probes[_C],
    probability: Fraction,
    bounds: tuple[Value, Value],
    probe: Star2Probe[_C] | None,
    place: Place[_C],
) -> Probes[_C]:
    # A probe visits the outcome (one node) and searches its first successor.
    return (
        lambda weight: _settled_by_probes(
            search,
            Probes(
                state.answer
                if probe is None
                else added(
                    state.answer,
                    Fraction(0),
                    noted(
                        search.walk,
                        probe.answer._replace(nodes=probe.answer.nodes + 1),
                        Returned(place.ply + 1, probe.answer.value),
                    ),
                )
                if isinstance(probe.answer.value, float)
                # The probe's costs only: its value weighs 0 here, and ``+ 0 · value`` changes
                # an exact sum not at all (a float one it turns into a float, as it always did).
                else counted(
                    state.answer,
                    noted(
                        search.walk,
                        probe.answer._replace(nodes=probe.answer.nodes + 1),
                        Returned(place.ply + 1, probe.answer.value),
                    )
                    if search.walk.traced
                    else probe.answer._replace(nodes=probe.answer.nodes + 1),
                ),
                (*state.lows, bounds[0]),
                (*state.highs, bounds[1]),
                (*state.probes, probe),
                plus_product(state.low_sum, weight, bounds[0]),
                plus_product(state.high_sum, weight, bounds[1]),
                plus(state.mass, weight),
                cut=False,
            ),
            place,
        )
    )(ratio_of(probability))


def _settled_by_probes(search: Search[_C], state: Probes[_C], place: Place[_C]) -> Probes[_C]:
    # The node is worth at least Σ p · low and at most Σ p · high, counting the outcomes
    # not reached yet at lower and upper: either may already decide it.
    return (
        lambda rest: (
            lambda least, most: (
                state
                if state.answer.failure
                else _cut_by_probes(
                    search, state, value_of(least), place.window[1], place.ply, low=False
                )
                if at_most(place.window[1], least)
                else _cut_by_probes(
                    search, state, value_of(most), place.window[0], place.ply, low=True
                )
                if at_least(place.window[0], most)
                else state
            )
        )(
            plus_product(state.low_sum, rest, search.lower),
            plus_product(state.high_sum, rest, search.upper),
        )
    )(_left(state.mass, None))


def _left(mass: Ratio, probability: Fraction | None) -> Ratio:
    # 1 - mass (- probability): the probability of the outcomes not reached yet.
    return (
        Ratio(None, mass.denominator - mass.numerator, mass.denominator)
        if probability is None
        else Ratio(
            None,
            (mass.denominator - mass.numerator) * probability.denominator
            - probability.numerator * mass.denominator,
            mass.denominator * probability.denominator,
        )
    )


def _cut_by_probes(
    search: Search[_C], state: Probes[_C], value: Value, bound: Value, ply: int, *, low: bool
) -> Probes[_C]:
    # The node answers ``value``, which lies beyond ``bound`` (alpha when ``low``).
    return state._replace(
        answer=noted(
            search.walk,
            state.answer._replace(value=value, cutoffs=state.answer.cutoffs + 1),
            BetaCut(ply, value, value, bound, low, True),
        ),
        cut=True,
    )
