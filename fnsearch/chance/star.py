"""Ballard's *-minimax, Star1 and Star2: EXPECTIMINIMAX with alpha-beta cuts at chance nodes too.

With bounds ``lower <= every leaf value <= upper``, a chance node can be cut before
all its outcomes are searched. Once the outcomes before the ``i``-th are known
(weighted sum ``S``), the ``i``-th (probability ``p``, value between ``low`` and
``high``) matters only inside::

    alpha_i = (alpha - S - rest_high) / p      beta_i = (beta - S - rest_low) / p

with ``rest_low`` and ``rest_high`` the sums ``Σ p · low`` and ``Σ p · high`` over the
outcomes after it. A value ``<= alpha_i`` makes the node worth at most ``alpha``
whatever follows (fail low), ``>= beta_i`` at least ``beta`` (fail high).

**Star1** searches each outcome within that window, clipped to ``[low, high]``; its
MAX and MIN nodes pass the window down as fail-soft alpha-beta does. **Star2** first
*probes* each decision outcome, searching its first successor only (a lower bound on
a MAX node, an upper bound on a MIN node); the probes alone cut the node once
``Σ p · low`` or ``Σ p · high`` lies beyond the window, the outcomes not reached yet
at ``lower`` and ``upper``. Otherwise Star1's pass runs with the bounds found and
resumes each probed outcome at its second successor, from the probe's value.

Both answer the EXPECTIMINIMAX value exactly (Ballard 1983; Hauk, Buro and Schaeffer
2004). Star1 visits a subset of EXPECTIMINIMAX's positions; Star2 visits each at most
once, usually fewer than Star1 but not always: in ``max(chance(1: min(3)), chance(1/3:
min(2, 0), 2/3: min(0)))`` with leaves in ``[0, 4]``, Star1 cuts the second chance
node after ``min(2, 0)`` (8 positions), Star2 has probed ``min(0)`` too (9). An
answer is exact inside its window, a bound (fail-soft) at or beyond either end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import accumulate, islice
from typing import Generic, NamedTuple, TypeVar

from fnsearch.chance.answer import (
    CYCLES,
    Answer,
    ExactOutcome,
    joined,
    leaf,
    noted,
    opened,
    result,
    side,
    sound_outcomes,
    successors,
)
from fnsearch.chance.options import ChanceOptions, horizon, last_layer, score_of, valued
from fnsearch.chance.ratio import (
    ONE,
    ZERO,
    Ratio,
    at_most,
    below,
    fraction,
    highest,
    limit,
    lowest,
    minus,
    plus,
    plus_times,
    ratio,
    times,
)
from fnsearch.core.chance_config import FractionalChanceConfig, Value
from fnsearch.core.config import WHITE, WIDTH, Player, within
from fnsearch.core.contract import broken
from fnsearch.core.events import CHANCE, BetaCut, Enter, Leaf, Return, Trace, Weigh, push
from fnsearch.core.folds import fold_until
from fnsearch.engine.result import SearchResult

__all__ = ["searched"]

_C = TypeVar("_C")


class _Search(NamedTuple, Generic[_C]):
    """What stays fixed during one search."""

    instance: FractionalChanceConfig[_C]
    evaluate: Callable[[_C], object]  # its value is checked where it is read
    lower: Ratio  # a lower bound on every leaf value
    upper: Ratio  # an upper bound
    probing: bool  # Star2: probe the outcomes of every chance node first
    cycles: bool  # watch for positions met again on their own path (no depth limit)
    traced: bool


class _Place(NamedTuple, Generic[_C]):
    """Where a node stands: layers left, ply, path (its own position once entered), window."""

    depth: int
    ply: int
    path: tuple[_C, ...]
    alpha: Ratio
    beta: Ratio
    trace: Trace[_C] | None  # the events before the node


class _Probe(NamedTuple, Generic[_C]):
    """What Star2's probe of a decision outcome found: its first successor and that one's answer."""

    first: _C
    answer: Answer[_C]


class _Known(NamedTuple, Generic[_C]):
    """What is known of an outcome before Star1's pass: its bounds, and its probe if any."""

    low: Ratio
    high: Ratio
    probe: _Probe[_C] | None


class _Limits(NamedTuple):
    """Where an outcome's value starts to matter, and what the outcomes after it may bring."""

    probability: Ratio
    alpha: Ratio  # alpha_i: at or below it, the node is worth at most alpha
    beta: Ratio  # beta_i: at or above it, the node is worth at least beta
    rest_low: Ratio  # Σ p · low over the outcomes after it
    rest_high: Ratio  # Σ p · high over them


class _Probes(NamedTuple, Generic[_C]):
    """The state of Star2's probes: the node's answer, the outcomes known, their weighted bounds."""

    answer: Answer[_C]
    known: tuple[_Known[_C], ...]
    low_sum: Ratio  # Σ p · low over the outcomes reached
    high_sum: Ratio  # Σ p · high over them
    mass: Ratio  # Σ p over them


def searched(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    asked: ChanceOptions[_C],
    *,
    probing: bool,
) -> SearchResult[_C, Value]:
    """Star2 if ``probing``, else Star1, its arguments checked (:mod:`fnsearch.chance.searches`)."""
    # Empty or reversed bounds are refused at the root: Star2's first window would be
    # closed, and it would answer a bound without looking at a single leaf.
    lower, upper = map(ratio, asked.bounds)
    evaluate = horizon(asked, instance.score)
    search = _Search(instance, evaluate, lower, upper, probing, asked.depth is None, asked.trace)
    place = _Place[_C](last_layer(asked), 0, (), lower, upper, None)
    answer = (
        broken(
            f"no value lies strictly between the bounds [{asked.lower}, {asked.upper}]"
            f" (lower must lie below upper), searching {config!r}"
        )
        if asked.lower >= asked.upper
        else _node(search, config, player, place)
    )
    return result(answer)


def _node(search: _Search[_C], config: _C, player: Player | None, place: _Place[_C]) -> Answer[_C]:
    # A final position, one at the horizon, a chance node or a decision node.
    return (
        _leaf(search, config, score_of(search.instance, config), place)
        if search.instance.is_final(config)
        else broken(CYCLES)
        if config in place.path
        else _leaf(search, config, valued(search.evaluate(config), config), place)
        if place.depth <= 0
        else _chance(search, config, _inside(search, config, place))
        if search.instance.is_chance(config)
        else _decision(
            search,
            config,
            search.instance.to_move(config) if player is None else player,
            _inside(search, config, place),
        )
    )


def _inside(search: _Search[_C], config: _C, place: _Place[_C]) -> _Place[_C]:
    # The node's place once entered: a search without a depth limit keeps it on the path.
    return (
        _Place(place.depth, place.ply, (*place.path, config), place.alpha, place.beta, place.trace)
        if search.cycles
        else place
    )


def _leaf(search: _Search[_C], config: _C, value: Ratio, place: _Place[_C]) -> Answer[_C]:
    # A leaf's value must lie within the bounds the cuts are worked out from.
    trace = push(place.trace, Leaf(place.ply, config, fraction(value))) if search.traced else None
    return (
        leaf(value, place.ply, trace)
        if at_most(search.lower, value) and at_most(value, search.upper)
        else broken(
            f"the value {fraction(value)} of {config!r} lies outside the bounds "
            f"[{fraction(search.lower)}, {fraction(search.upper)}]"
        )
    )


def _entered(
    search: _Search[_C], config: _C, kind: str, place: _Place[_C], *, chance: bool = False
) -> Answer[_C]:
    # The node's fold starts: the node visited, its window noted.
    trace = (
        push(place.trace, Enter(place.ply, config, *_window(place), side=kind))
        if search.traced
        else None
    )
    return opened(place.ply, trace, chance=chance)


def _window(place: _Place[_C]) -> tuple[Fraction, Fraction]:
    return fraction(place.alpha), fraction(place.beta)


def _decision(search: _Search[_C], config: _C, player: Player, place: _Place[_C]) -> Answer[_C]:
    children = successors(search.instance, config, player)
    start = _entered(search, config, side(player), place)
    return _folded(search, player is WHITE, start, children, place)


def _resumed(search: _Search[_C], config: _C, probe: _Probe[_C], place: _Place[_C]) -> Answer[_C]:
    # Star2's second pass at a decision outcome it probed: the probe counted the node and
    # searched its first successor, so the fold starts after it, from the probe's value,
    # which may close the window at once.
    player = search.instance.to_move(config)
    value = probe.answer.value
    closed = at_most(place.beta, value) if player is WHITE else at_most(value, place.alpha)
    trace = (
        push(
            place.trace,
            Enter(place.ply, config, *_window(place), side=side(player), first=fraction(value)),
        )
        if search.traced
        else None
    )
    line = (probe.first, *probe.answer.line)
    start = Answer(value, line, 0, 0, 0, 1 if closed else 0, place.ply, trace, closed)
    rest = islice(within(search.instance.successors(config, player), config, WIDTH), 1, None)
    return _folded(search, player is WHITE, start, rest, place)


def _folded(
    search: _Search[_C],
    maximizing: bool,
    start: Answer[_C],
    children: Iterable[_C],
    place: _Place[_C],
) -> Answer[_C]:
    # The best so far raises MAX's alpha (lowers MIN's beta) for the next successor; the
    # node is cut once it reaches beta (alpha). Its last event: the cut, or its return.
    def step(state: Answer[_C], child: _C) -> Answer[_C]:
        alpha = highest(place.alpha, state.value) if state.line and maximizing else place.alpha
        beta = lowest(place.beta, state.value) if state.line and not maximizing else place.beta
        below = _Place(place.depth - 1, place.ply + 1, place.path, alpha, beta, state.trace)
        return _chosen(state, child, _node(search, child, None, below), maximizing, place)

    answer = fold_until(step, start, children, _stopped, nested=1)
    return _ended(answer, place, maximizing) if search.traced else answer


def _ended(answer: Answer[_C], place: _Place[_C], maximizing: bool) -> Answer[_C]:
    # A traced decision node's last event: the cut, or its return.
    value = fraction(answer.value)
    far = fraction(place.beta if maximizing else place.alpha)
    return noted(
        answer,
        BetaCut(place.ply, value, value, far, not maximizing, False)
        if answer.cut
        else Return(place.ply, value),
    )


def _chosen(
    state: Answer[_C], child: _C, answer: Answer[_C], maximizing: bool, place: _Place[_C]
) -> Answer[_C]:
    # The better of the two, ties to the first; the node is cut when it closes the window.
    better = not state.line or (
        below(state.value, answer.value) if maximizing else below(answer.value, state.value)
    )
    value, line = (answer.value, (child, *answer.line)) if better else (state.value, state.line)
    closed = at_most(place.beta, value) if maximizing else at_most(value, place.alpha)
    return joined(state, answer, value, line, cut=closed)


def _stopped(state: Answer[_C]) -> bool:
    return state.cut


def _probes_stopped(state: _Probes[_C]) -> bool:
    return state.answer.cut


def _chance(search: _Search[_C], config: _C, place: _Place[_C]) -> Answer[_C]:
    outcomes = sound_outcomes(search.instance, config)
    start = _entered(search, config, CHANCE, place, chance=True)
    unknown = _Known[_C](search.lower, search.upper, None)
    known = (
        _probed(search, outcomes, start, place)
        if search.probing
        else _Probes(start, (unknown,) * len(outcomes), ZERO, ZERO, ZERO)
    )
    return known.answer if known.answer.cut else _weighed(search, outcomes, known, place)


def _probed(
    search: _Search[_C],
    outcomes: tuple[ExactOutcome[_C], ...],
    start: Answer[_C],
    place: _Place[_C],
) -> _Probes[_C]:
    # Each outcome's bounds in turn; the probes stop once they decide the node.
    def step(state: _Probes[_C], outcome: ExactOutcome[_C]) -> _Probes[_C]:
        probability, child = outcome
        answer, known = (
            _probe(search, state, outcome, place)
            if _probeable(search, child, place)
            else (state.answer, _Known[_C](search.lower, search.upper, None))
        )
        low_sum = plus_times(state.low_sum, probability, known.low)
        high_sum = plus_times(state.high_sum, probability, known.high)
        mass = plus(state.mass, probability)
        return _settled(
            search, _Probes(answer, (*state.known, known), low_sum, high_sum, mass), place
        )

    return fold_until(
        step, _Probes(start, (), ZERO, ZERO, ZERO), outcomes, _probes_stopped, nested=1
    )


def _probeable(search: _Search[_C], child: _C, place: _Place[_C]) -> bool:
    # Only a decision node with a successor to search is probed: not a leaf, a chance
    # node, a position met again on the path, or one at the horizon.
    return (
        place.depth > 1
        and not search.instance.is_final(child)
        and not search.instance.is_chance(child)
        and child not in place.path
    )


def _probe(
    search: _Search[_C], state: _Probes[_C], outcome: ExactOutcome[_C], place: _Place[_C]
) -> tuple[Answer[_C], _Known[_C]]:
    # A MAX outcome is worth at least its first successor, a MIN outcome at most. The
    # probe visits the outcome (one node), then searches that successor two plies down.
    probability, child = outcome
    mover = search.instance.to_move(child)
    first = next(successors(search.instance, child, mover))
    alpha, beta = _probe_window(search, state, probability, mover is WHITE, place)
    path = (*place.path, child) if search.cycles else place.path
    trace = (
        push(
            state.answer.trace,
            Enter(place.ply + 1, child, 0, 0, side=side(mover), windowed=False, probe=True),
        )
        if search.traced
        else None
    )
    found = _node(
        search, first, None, _Place(place.depth - 2, place.ply + 2, path, alpha, beta, trace)
    )
    counted = found._replace(nodes=found.nodes + 1)
    visited = (
        noted(counted, Return(place.ply + 1, fraction(found.value))) if search.traced else counted
    )
    answer = joined(state.answer, visited, state.answer.value, ())  # the probe weighs nothing yet
    low = found.value if mover is WHITE else search.lower
    high = found.value if mover is not WHITE else search.upper
    return answer, _Known(
        highest(search.lower, low), lowest(search.upper, high), _Probe(first, found)
    )


def _probe_window(
    search: _Search[_C],
    state: _Probes[_C],
    probability: Ratio,
    maximizing: bool,
    place: _Place[_C],
) -> tuple[Ratio, Ratio]:
    # A MAX outcome's probe looks for beta, a MIN outcome's for alpha: as far as a value
    # that would cut the node, the outcomes not reached yet at their worst for it.
    rest = minus(minus(ONE, state.mass), probability)
    return (
        (
            search.lower,
            lowest(
                search.upper,
                limit(place.beta, state.low_sum, times(rest, search.lower), probability),
            ),
        )
        if maximizing
        else (
            highest(
                search.lower,
                limit(place.alpha, state.high_sum, times(rest, search.upper), probability),
            ),
            search.upper,
        )
    )


def _settled(search: _Search[_C], state: _Probes[_C], place: _Place[_C]) -> _Probes[_C]:
    # The node is worth at least Σ p · low and at most Σ p · high, the outcomes not reached
    # yet at lower and upper: either may already decide it.
    rest = minus(ONE, state.mass)
    least = plus_times(state.low_sum, rest, search.lower)
    most = plus_times(state.high_sum, rest, search.upper)
    return (
        _cut_by_probes(search, state, least, place.beta, place.ply, low=False)
        if at_most(place.beta, least)
        else _cut_by_probes(search, state, most, place.alpha, place.ply, low=True)
        if at_most(most, place.alpha)
        else state
    )


def _cut_by_probes(
    search: _Search[_C], state: _Probes[_C], value: Ratio, bound: Ratio, ply: int, *, low: bool
) -> _Probes[_C]:
    # The node answers ``value``, which lies beyond ``bound`` (alpha when ``low``).
    answer = state.answer._replace(value=value, cutoffs=state.answer.cutoffs + 1, cut=True)
    cut = BetaCut(ply, fraction(value), fraction(value), fraction(bound), low, True)
    return state._replace(answer=noted(answer, cut) if search.traced else answer)


def _weighed(
    search: _Search[_C],
    outcomes: tuple[ExactOutcome[_C], ...],
    known: _Probes[_C],
    place: _Place[_C],
) -> Answer[_C]:
    # Star1's pass, from what is known of the outcomes: each searched (a probed one
    # resumed) within (alpha_i, beta_i) clipped to its bounds, until one cuts the node.
    rests_low = _rests(outcomes, tuple(bounds.low for bounds in known.known))
    rests_high = _rests(outcomes, tuple(bounds.high for bounds in known.known))

    def step(state: Answer[_C], index: int) -> Answer[_C]:
        probability, child = outcomes[index]
        rest_low = rests_low[index]
        rest_high = rests_high[index]
        alpha = limit(place.alpha, state.value, rest_high, probability)
        beta = limit(place.beta, state.value, rest_low, probability)
        limits = _Limits(probability, alpha, beta, rest_low, rest_high)
        bounds = known.known[index]
        low, high = highest(bounds.low, alpha), lowest(bounds.high, beta)
        below = _Place(place.depth - 1, place.ply + 1, place.path, low, high, state.trace)
        answer = (
            _node(search, child, None, below)
            if bounds.probe is None
            else _resumed(search, child, bounds.probe, _inside(search, child, below))
        )
        return _added(search, state, answer, limits, place.ply)

    answer = fold_until(step, known.answer, range(len(outcomes)), _stopped, nested=1)
    return (
        answer
        if answer.cut
        else noted(answer, Return(place.ply, fraction(answer.value)))
        if search.traced
        else answer
    )


def _rests(outcomes: tuple[ExactOutcome[_C], ...], bounds: tuple[Ratio, ...]) -> tuple[Ratio, ...]:
    # Σ p · bound over the outcomes after each one, the empty sum last, from the last back.
    terms = zip(reversed(outcomes), reversed(bounds), strict=True)
    return tuple(reversed(tuple(accumulate(terms, _weighed_in, initial=ZERO))))[1:]


def _weighed_in(total: Ratio, term: tuple[ExactOutcome[_C], Ratio]) -> Ratio:
    (probability, _), bound = term
    return plus_times(total, probability, bound)


def _added(
    search: _Search[_C],
    state: Answer[_C],
    answer: Answer[_C],
    limits: _Limits,
    ply: int,
) -> Answer[_C]:
    # The outcome's value, weighed; at or below alpha_i, or at or above beta_i, it cuts
    # the node, whose value is then what the outcomes after it could still bring.
    total = plus_times(state.value, limits.probability, answer.value)
    weighed = (
        noted(
            answer,
            Weigh(ply, fraction(limits.probability), fraction(answer.value), fraction(total)),
        )
        if search.traced
        else answer
    )
    low = at_most(answer.value, limits.alpha)
    cut = low or at_most(limits.beta, answer.value)
    value = plus(total, limits.rest_high) if low else plus(total, limits.rest_low) if cut else total
    after = joined(state, weighed, value, (), cut=cut)
    bound = fraction(limits.alpha if low else limits.beta)
    return (
        noted(after, BetaCut(ply, fraction(value), fraction(answer.value), bound, low, False))
        if cut and search.traced
        else after
    )
