"""Ballard's *-minimax, Star1 and Star2: EXPECTIMINIMAX with alpha-beta cuts at chance nodes too.

With every leaf value in ``[lower, upper]``, a chance node's value lies between ``least``
and ``most``: the outcomes searched so far weighted, each other at its ``low`` or ``high``
bound. The next outcome (probability ``p``) matters only inside::

    alpha_i = high + (alpha - most) / p      beta_i = low + (beta - least) / p

**Star1** searches each outcome within that window, clipped to ``[low, high]``; a value
at or beyond either end cuts the node (fail-soft). **Star2** first *probes* each decision
outcome's first successor, a bound that may cut the node, then runs Star1's pass with
the bounds found, resuming each probed outcome after its first successor. Both answer
the EXPECTIMINIMAX value (Ballard 1983); Star2 visits each position at most once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import islice
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
from fnsearch.chance.options import ChanceOptions, score_of, valued
from fnsearch.chance.ratio import (
    Ratio,
    at_most,
    below,
    fraction,
    highest,
    limit,
    lowest,
    plus_times,
    ratio,
    shifted,
)
from fnsearch.core.chance_config import FractionalChanceConfig, Value
from fnsearch.core.config import WHITE, WIDTH, Player, within
from fnsearch.core.contract import broken
from fnsearch.core.evaluation import horizon, last_ply
from fnsearch.core.events import CHANCE, BetaCut, Enter, Leaf, Return, Trace, Weigh, push
from fnsearch.core.folds import fold_until
from fnsearch.engine.result import SearchResult

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
    """What is known of an outcome before the weighing pass: its bounds, and its probe if any."""

    low: Ratio
    high: Ratio
    probe: _Probe[_C] | None


class _Chance(NamedTuple, Generic[_C]):
    """A chance node's fold: its answer, what is known of its outcomes, the bounds on its value."""

    answer: Answer[_C]  # its value the weighted sum of the outcomes searched so far
    known: tuple[_Known[_C], ...]
    least: Ratio  # the node's value at least: the outcomes not searched yet at their lows
    most: Ratio  # at most: at their highs


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
    evaluate = horizon(instance.score, asked.depth, asked.evaluate, asked.ply_limit)
    search = _Search(instance, evaluate, lower, upper, probing, asked.depth is None, asked.trace)
    place = _Place[_C](last_ply(asked.depth, asked.ply_limit), 0, (), lower, upper, None)
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
    far = place.beta if maximizing else place.alpha
    return (
        _noted_cut(answer, place.ply, answer.value, far, not maximizing, False)
        if answer.cut
        else _returned(answer, place.ply)
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


def _chance_stopped(state: _Chance[_C]) -> bool:
    return state.answer.cut


def _chance(search: _Search[_C], config: _C, place: _Place[_C]) -> Answer[_C]:
    # Star2 probes the outcomes first; Star1 knows of each only the bounds of every value.
    outcomes = sound_outcomes(search.instance, config)
    entered = _entered(search, config, CHANCE, place, chance=True)
    known = (
        fold_until(
            lambda state, outcome: _settled(search, _probed(search, state, outcome, place), place),
            _Chance(entered, (), search.lower, search.upper),
            outcomes,
            _chance_stopped,
            nested=1,
        )
        if search.probing
        else _Chance(
            entered,
            (_unknown(search),) * len(outcomes),
            search.lower,
            search.upper,
        )
    )
    return known.answer if known.answer.cut else _weighed(search, outcomes, known, place)


def _probed(
    search: _Search[_C], state: _Chance[_C], outcome: ExactOutcome[_C], place: _Place[_C]
) -> _Chance[_C]:
    # Only a decision node with a successor to search is probed: not a leaf, a chance
    # node, a position met again on the path, or one at the horizon.
    _, child = outcome
    return (
        _probe(search, state, outcome, place)
        if place.depth > 1
        and not search.instance.is_final(child)
        and not search.instance.is_chance(child)
        and child not in place.path
        else _Chance(state.answer, (*state.known, _unknown(search)), state.least, state.most)
    )


def _unknown(search: _Search[_C]) -> _Known[_C]:
    # An outcome not probed: its value may lie anywhere within the bounds.
    return _Known(search.lower, search.upper, None)


def _probe(
    search: _Search[_C], state: _Chance[_C], outcome: ExactOutcome[_C], place: _Place[_C]
) -> _Chance[_C]:
    # A MAX outcome is worth at least its first successor, a MIN outcome at most: the
    # probe visits the outcome (one node), then searches that successor two plies down,
    # as far as a value that would cut the node, the outcomes not searched at their worst.
    probability, child = outcome
    mover = search.instance.to_move(child)
    maximizing = mover is WHITE
    first = next(successors(search.instance, child, mover))
    rising = limit(place.beta, state.least, probability, search.lower)
    falling = limit(place.alpha, state.most, probability, search.upper)
    alpha = search.lower if maximizing else highest(search.lower, falling)
    beta = lowest(search.upper, rising) if maximizing else search.upper
    path = (*place.path, child) if search.cycles else place.path
    enter = Enter(place.ply + 1, child, 0, 0, side=side(mover), windowed=False, probe=True)
    trace = push(state.answer.trace, enter) if search.traced else None
    below = _Place(place.depth - 2, place.ply + 2, path, alpha, beta, trace)
    found = _node(search, first, None, below)
    visited = joined(opened(place.ply + 1, None, chance=False), found, found.value, found.line)
    returned = _returned(visited, place.ply + 1) if search.traced else visited
    answer = joined(state.answer, returned, state.answer.value, ())  # the probe weighs nothing yet
    low = highest(search.lower, found.value) if maximizing else search.lower
    high = search.upper if maximizing else lowest(search.upper, found.value)
    return _Chance(
        answer,
        (*state.known, _Known(low, high, _Probe(first, found))),
        shifted(state.least, probability, search.lower, low),
        shifted(state.most, probability, search.upper, high),
    )


def _settled(search: _Search[_C], state: _Chance[_C], place: _Place[_C]) -> _Chance[_C]:
    # The probes' bounds alone may decide the node: it answers the bound beyond the window.
    high = at_most(place.beta, state.least)
    low = not high and at_most(state.most, place.alpha)
    value = state.least if high else state.most
    bound = place.beta if high else place.alpha
    answer = _cut(search, state.answer, value, bound, low, place.ply) if high or low else None
    return state if answer is None else _Chance(answer, state.known, state.least, state.most)


def _cut(
    search: _Search[_C], state: Answer[_C], value: Ratio, bound: Ratio, low: bool, ply: int
) -> Answer[_C]:
    # The probes cut a chance node: it answers ``value``, beyond ``bound`` (alpha if ``low``).
    answer = state._replace(value=value, cutoffs=state.cutoffs + 1, cut=True)
    return _noted_cut(answer, ply, value, bound, low, True) if search.traced else answer


def _noted_cut(
    answer: Answer[_C], ply: int, child: Ratio, bound: Ratio, low: bool, probes: bool
) -> Answer[_C]:
    # A traced node's cut: the value ``child`` crossed ``bound``, alpha (``low``) or beta.
    cut = BetaCut(ply, fraction(answer.value), fraction(child), fraction(bound), low, probes)
    return noted(answer, cut)


def _weighed(
    search: _Search[_C],
    outcomes: tuple[ExactOutcome[_C], ...],
    known: _Chance[_C],
    place: _Place[_C],
) -> Answer[_C]:
    # Star1's pass: each outcome searched (a probed one resumed) within (alpha_i, beta_i),
    # clipped to its bounds; at or beyond either, the node is cut, worth the bound it crossed.
    def step(state: _Chance[_C], index: int) -> _Chance[_C]:
        probability, child = outcomes[index]
        bounds = state.known[index]
        alpha = limit(place.alpha, state.most, probability, bounds.high)
        beta = limit(place.beta, state.least, probability, bounds.low)
        low, high = highest(bounds.low, alpha), lowest(bounds.high, beta)
        below = _Place(place.depth - 1, place.ply + 1, place.path, low, high, state.answer.trace)
        answer = (
            _node(search, child, None, below)
            if bounds.probe is None
            else _resumed(search, child, bounds.probe, _inside(search, child, below))
        )
        total = plus_times(state.answer.value, probability, answer.value)
        least = shifted(state.least, probability, bounds.low, answer.value)
        most = shifted(state.most, probability, bounds.high, answer.value)
        fell = at_most(most, place.alpha)
        cut = fell or at_most(place.beta, least)
        value = most if fell else least if cut else total
        weighed = _noted_weigh(answer, place.ply, probability, total) if search.traced else answer
        after = joined(state.answer, weighed, value, (), cut=cut)
        crossed = alpha if fell else beta
        noted_after = (
            _noted_cut(after, place.ply, answer.value, crossed, fell, False)
            if cut and search.traced
            else after
        )
        return _Chance(noted_after, state.known, least, most)

    answer = fold_until(step, known, range(len(outcomes)), _chance_stopped, nested=1).answer
    return answer if answer.cut or not search.traced else _returned(answer, place.ply)


def _noted_weigh(answer: Answer[_C], ply: int, probability: Ratio, total: Ratio) -> Answer[_C]:
    weigh = Weigh(ply, fraction(probability), fraction(answer.value), fraction(total))
    return noted(answer, weigh)


def _returned(answer: Answer[_C], ply: int) -> Answer[_C]:
    return noted(answer, Return(ply, fraction(answer.value)))
