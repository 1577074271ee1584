"""Ballard's *-minimax: EXPECTIMINIMAX with alpha-beta cuts at chance nodes too.

With bounds ``lower <= every leaf value <= upper``, a chance node can be cut before
all its outcomes are searched. After the outcomes before the ``i``-th are known
(weighted sum ``S``), the ``i``-th (probability ``p``) can only matter inside::

    alpha_i = (alpha - S - upper · rest) / p      beta_i = (beta - S - lower · rest) / p

where ``rest`` is the probability of the outcomes after it. A value ``<= alpha_i``
means the node is worth at most ``alpha`` whatever follows (fail low), ``>= beta_i``
at least ``beta`` (fail high). **Star1** searches each outcome with that window,
clipped to ``[lower, upper]``, and its MAX and MIN nodes pass the window down as
fail-soft alpha-beta does. **Star2** first *probes* every outcome that is a
decision node by searching its first successor only: for a MAX node that gives a
lower bound, for a MIN node an upper bound. If the probes alone settle the node
it is cut; otherwise Star1's pass runs with the bounds the probes found in place
of ``lower`` and ``upper``. The second pass does not search a probed successor
again: the probe's window reaches at least as far as the second pass's, so its
answer is exact there or already beyond the window's end, and the outcome's fold
resumes at its second successor with the probe's value as the best so far (as an
implementation of Ballard's algorithm with a transposition table would find it).

What they guarantee (Ballard 1983; Hauk, Buro and Schaeffer, "Rediscovering
*-Minimax Search", 2004): both answer exactly the EXPECTIMINIMAX value at the
root. Star1 visits a subset of the positions EXPECTIMINIMAX visits. Star2 visits
each position at most once, so never more positions than EXPECTIMINIMAX; it
usually visits fewer than Star1, but not always: a probe may look at a successor
that Star1 would never reach, because Star1 cut the chance node at an earlier
outcome. In ``max(chance(1: min(3)), chance(1/3: min(2, 0), 2/3: min(0)))``, with
leaves in ``[0, 4]``, Star1 cuts the second chance node after ``min(2, 0)`` (8
positions) where Star2 probes ``min(0)`` too (9). Ballard's savings for Star2 are
averages over random and ordered trees, not a bound per tree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from itertools import islice
from typing import Final, Generic, NamedTuple, TypeVar

from returns.result import Result

from fnsearch.algorithms.chance_events import (
    CHANCE,
    MAX,
    MIN,
    ChanceEvent,
    ChanceTrace,
    Cut,
    Entered,
    Probed,
    Resumed,
    Returned,
    Valued,
    Weighed,
    push,
    pushed,
)
from fnsearch.algorithms.expectation import (
    CYCLES,
    UNLIMITED,
    Answer,
    absorbed,
    added,
    exact,
    failed,
    leaf,
    outcome_failure,
    result,
    started,
)
from fnsearch.algorithms.result import SearchResult
from fnsearch.chance import FractionalChanceConfig, Outcome, Score, Value
from fnsearch.config import WHITE, Player
from fnsearch.folds import fold_until

__all__ = ["star1", "star2"]

_C = TypeVar("_C")

_NOTHING: Final[Value] = Fraction(0)


def _plus(total: Value, term: Value) -> Value:
    return total + term


class _Search(NamedTuple, Generic[_C]):
    """What stays fixed during one search."""

    instance: FractionalChanceConfig[_C]
    evaluate: Callable[[_C], Score]
    cycles: bool
    lower: Value
    upper: Value
    probing: bool
    traced: bool  # whether to record the events of the search


class _Branch(NamedTuple, Generic[_C]):
    """One outcome of a chance node with what is known of its value before it is searched."""

    probability: Fraction
    child: _C
    low: Value  # a lower bound on the child's value
    high: Value  # an upper bound
    rest_low: Value  # Σ p · low over the outcomes after this one
    rest_high: Value  # Σ p · high over the outcomes after this one
    probe: _Probe[_C] | None  # Star2: the child's first successor and its answer, if probed


class _Probe(NamedTuple, Generic[_C]):
    """What Star2's probe of a decision outcome learned: its first successor's answer.

    The probe searched ``first`` with a window whose far end is at least as wide as
    any the second pass gives the outcome, so its answer is exact there or already
    beyond that end: the second pass takes it as the outcome's first successor
    instead of searching it again.
    """

    first: _C
    answer: Answer[_C]


class _Sum(NamedTuple, Generic[_C]):
    """The state of a chance node's fold: the answer so far and whether it was cut."""

    answer: Answer[_C]
    cut: bool


def star1(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    lower: Score,
    upper: Score,
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    trace: bool = False,
) -> Result[SearchResult[_C, Value], str]:
    """Ballard's Star1: the EXPECTIMINIMAX value, with cuts at every kind of node.

    Args and result as :func:`~fnsearch.algorithms.expectiminimax.expectiminimax`,
    and ``lower``, ``upper``: bounds on every score and evaluation. A value outside
    them is a ``Failure`` that names it. ``stats.cutoffs`` counts the cuts. With
    ``trace``, the result's ``chance_events`` say what the search did, step by step,
    with the window of every node and each cut with the bound that caused it.

    >>> from fnsearch.games.chancetree import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> found = star1(CHANCE_TREE, tree, WHITE, lower=0, upper=4).unwrap()
    >>> found.value, found.stats.nodes, found.stats.cutoffs  # 0.9 · 1 + 0.1 · 4 <= 2.1
    (Fraction(21, 10), 6, 1)
    >>> star1(CHANCE_TREE, tree, WHITE, lower=2, upper=4)
    <Failure: the value 1 of 1 lies outside the bounds [2, 4]>
    """
    return _searched(
        instance, config, player, (lower, upper), depth, evaluate, probing=False, trace=trace
    )


def star2(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    lower: Score,
    upper: Score,
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    trace: bool = False,
) -> Result[SearchResult[_C, Value], str]:
    """Ballard's Star2: Star1 after probing the first successor of every decision outcome.

    Arguments and result as :func:`star1`. The second pass reuses each probe's
    answer instead of searching the probed successor again, so Star2 visits every
    position at most once: never more positions than EXPECTIMINIMAX, usually fewer
    than Star1, though not on every tree (see the module's documentation).

    >>> from fnsearch.games.chancetree import CHANCE_TREE, parse
    >>> tree = parse("min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))").unwrap()
    >>> found = star2(CHANCE_TREE, tree, WHITE.opponent, lower=0, upper=9).unwrap()
    >>> found.value, found.stats.nodes, found.stats.cutoffs  # the probes 6 and 7 give >= 6.5
    (Fraction(5, 1), 7, 1)
    """
    return _searched(
        instance, config, player, (lower, upper), depth, evaluate, probing=True, trace=trace
    )


def _searched(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    bounds: tuple[Score, Score],
    depth: int | None,
    evaluate: Callable[[_C], Score] | None,
    *,
    probing: bool,
    trace: bool,
) -> Result[SearchResult[_C, Value], str]:
    return result(
        _node(
            _Search(
                instance,
                instance.score if evaluate is None else evaluate,
                depth is None,
                exact(bounds[0]),
                exact(bounds[1]),
                probing,
                trace,
            ),
            config,
            player,
            UNLIMITED if depth is None else depth,
            0,
            (),
            exact(bounds[0]),
            exact(bounds[1]),
            None,
        )
    )


def _node(
    search: _Search[_C],
    config: _C,
    player: Player | None,
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    # Fail-soft: the answer is exact inside (alpha, beta), an upper bound at or below
    # alpha, a lower bound at or above beta.
    return (
        _bounded(search, config, exact(search.instance.score(config)), ply, trace)
        if search.instance.is_final(config)
        else failed(CYCLES)
        if config in path
        else _bounded(search, config, exact(search.evaluate(config)), ply, trace)
        if depth <= 0
        else _chance(
            search,
            config,
            tuple(search.instance.outcomes(config)),
            depth,
            ply,
            _along(search, path, config),
            alpha,
            beta,
            trace,
        )
        if search.instance.is_chance(config)
        else _decision(
            search,
            config,
            search.instance.to_move(config) if player is None else player,
            depth,
            ply,
            _along(search, path, config),
            alpha,
            beta,
            trace,
        )
    )


def _along(search: _Search[_C], path: tuple[_C, ...], config: _C) -> tuple[_C, ...]:
    return (*path, config) if search.cycles else path


def _noted(search: _Search[_C], answer: Answer[_C], event: ChanceEvent[_C]) -> Answer[_C]:
    # ``answer`` with ``event`` added to its trace, when the search is traced and sound.
    return (
        answer._replace(trace=push(answer.trace, event))
        if search.traced and not answer.failure
        else answer
    )


def _bounded(
    search: _Search[_C], config: _C, value: Value, ply: int, trace: ChanceTrace[_C] | None
) -> Answer[_C]:
    return (
        leaf(value, ply, pushed(trace, Valued(ply, config, value), traced=search.traced))
        if search.lower <= value <= search.upper
        else failed(
            f"the value {value} of {config!r} lies outside the bounds "
            f"[{search.lower}, {search.upper}]"
        )
    )


def _decision(
    search: _Search[_C],
    config: _C,
    player: Player,
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    return _decision_from(
        search,
        player,
        started(
            config,
            ply,
            chance=False,
            trace=pushed(
                trace, Entered(ply, config, _side(player), (alpha, beta)), traced=search.traced
            ),
        ),
        search.instance.successors(config, player),
        depth,
        ply,
        path,
        alpha,
        beta,
    )


def _decision_from(
    search: _Search[_C],
    player: Player,
    start: Answer[_C],
    successors: Iterable[_C],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
) -> Answer[_C]:
    # Fail-soft alpha-beta: the best so far narrows the window of the next successor.
    def step(state: Answer[_C], child: _C) -> Answer[_C]:
        return _absorbed(
            state,
            child,
            _node(
                search,
                child,
                None,
                depth - 1,
                ply + 1,
                path,
                max(alpha, state.value) if state.line and player is WHITE else alpha,
                min(beta, state.value) if state.line and player is not WHITE else beta,
                state.trace,
            ),
            player is WHITE,
            alpha,
            beta,
        )

    return _decided(
        search,
        fold_until(
            step,
            start,
            successors,
            lambda state: state.failure != "" or _closed(state, player is WHITE, alpha, beta),
        ),
        player is WHITE,
        ply,
        alpha,
        beta,
    )


def _decided(
    search: _Search[_C], answer: Answer[_C], maximizing: bool, ply: int, alpha: Value, beta: Value
) -> Answer[_C]:
    # A decision node's last event: the cut, if its window closed, else what it returns.
    return _noted(
        search,
        answer,
        Cut(ply, answer.value, answer.value, beta if maximizing else alpha, not maximizing, False)
        if _closed(answer, maximizing, alpha, beta)
        else Returned(ply, answer.value),
    )


def _side(player: Player) -> str:
    return MAX if player is WHITE else MIN


def _closed(state: Answer[_C], maximizing: bool, alpha: Value, beta: Value) -> bool:
    return bool(state.line) and (state.value >= beta if maximizing else state.value <= alpha)


def _absorbed(
    state: Answer[_C], child: _C, answer: Answer[_C], maximizing: bool, alpha: Value, beta: Value
) -> Answer[_C]:
    return (
        lambda after: (
            after._replace(cutoffs=after.cutoffs + 1)
            if _closed(after, maximizing, alpha, beta) and not after.failure
            else after
        )
    )(absorbed(state, child, answer, maximizing=maximizing))


def _chance(
    search: _Search[_C],
    config: _C,
    outcomes: tuple[Outcome[_C], ...],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    return (
        failed(outcome_failure(config, outcomes))
        if outcome_failure(config, outcomes)
        else _probed(
            search,
            outcomes,
            _entered_chance(search, config, ply, alpha, beta, trace),
            depth,
            ply,
            path,
            alpha,
            beta,
        )
        if search.probing
        else _star1_pass(
            search,
            _branches(
                outcomes,
                (search.lower,) * len(outcomes),
                (search.upper,) * len(outcomes),
                (None,) * len(outcomes),
            ),
            _entered_chance(search, config, ply, alpha, beta, trace),
            depth,
            ply,
            path,
            alpha,
            beta,
        )
    )


def _entered_chance(
    search: _Search[_C],
    config: _C,
    ply: int,
    alpha: Value,
    beta: Value,
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    return started(
        config,
        ply,
        chance=True,
        trace=pushed(trace, Entered(ply, config, CHANCE, (alpha, beta)), traced=search.traced),
    )


def _branches(
    outcomes: tuple[Outcome[_C], ...],
    lows: tuple[Value, ...],
    highs: tuple[Value, ...],
    probes: tuple[_Probe[_C] | None, ...],
) -> tuple[_Branch[_C], ...]:
    return tuple(
        _Branch(probability, child, low, high, rest_low, rest_high, probe)
        for (probability, child), low, high, (rest_low, rest_high), probe in zip(
            outcomes,
            lows,
            highs,
            zip(_rests(outcomes, lows), _rests(outcomes, highs), strict=True),
            probes,
            strict=True,
        )
    )


def _rests(outcomes: tuple[Outcome[_C], ...], bounds: tuple[Value, ...]) -> tuple[Value, ...]:
    # For each outcome, Σ p · bound over the outcomes after it (chance nodes are narrow).
    return tuple(
        _total(p * bound for (p, _), bound in zip(outcomes[i + 1 :], bounds[i + 1 :], strict=True))
        for i in range(len(outcomes))
    )


def _total(terms: Iterator[Value]) -> Value:
    return fold_until(_plus, _NOTHING, terms, _never)


def _never(_: Value) -> bool:
    return False


def _star1_pass(
    search: _Search[_C],
    branches: tuple[_Branch[_C], ...],
    start: Answer[_C],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
) -> Answer[_C]:
    def step(state: _Sum[_C], branch: _Branch[_C]) -> _Sum[_C]:
        return _searched_branch(
            search,
            state,
            branch,
            (alpha - state.answer.value - branch.rest_high) / branch.probability,
            (beta - state.answer.value - branch.rest_low) / branch.probability,
            depth,
            ply,
            path,
        )

    return (
        lambda done: (
            done.answer
            if done.cut
            else _noted(search, done.answer, Returned(ply, done.answer.value))
        )
    )(
        fold_until(
            step,
            _Sum(start, cut=False),
            branches,
            lambda state: state.cut or state.answer.failure != "",
        )
    )


def _searched_branch(
    search: _Search[_C],
    state: _Sum[_C],
    branch: _Branch[_C],
    alpha_i: Value,
    beta_i: Value,
    depth: int,
    ply: int,
    path: tuple[_C, ...],
) -> _Sum[_C]:
    return _weighed(
        search,
        state.answer,
        branch,
        _node(
            search,
            branch.child,
            None,
            depth - 1,
            ply + 1,
            path,
            max(branch.low, alpha_i),
            min(branch.high, beta_i),
            state.answer.trace,
        )
        if branch.probe is None
        else _resumed(
            search,
            branch.child,
            branch.probe,
            depth - 1,
            ply + 1,
            _along(search, path, branch.child),
            (max(branch.low, alpha_i), min(branch.high, beta_i)),
            state.answer.trace,
        ),
        (alpha_i, beta_i),
        ply,
    )


def _resumed(
    search: _Search[_C],
    config: _C,
    probe: _Probe[_C],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    window: tuple[Value, Value],
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    # Star2's second pass at a probed decision outcome: the probe counted the node and
    # searched its first successor, so the fold starts after it, from the probe's value.
    return (
        lambda player: (
            lambda start: (
                _decided(
                    search, start._replace(cutoffs=1), player is WHITE, ply, window[0], window[1]
                )
                if _closed(start, player is WHITE, window[0], window[1])
                else _decision_from(
                    search,
                    player,
                    start,
                    islice(search.instance.successors(config, player), 1, None),
                    depth,
                    ply,
                    path,
                    window[0],
                    window[1],
                )
            )
        )(
            Answer(
                probe.answer.value,
                (probe.first, *probe.answer.line),
                0,
                0,
                0,
                0,
                ply,
                "",
                pushed(
                    trace,
                    Resumed(ply, config, _side(player), window, probe.answer.value),
                    traced=search.traced,
                ),
            )
        )
    )(search.instance.to_move(config))


def _weighed(
    search: _Search[_C],
    state: Answer[_C],
    branch: _Branch[_C],
    searched: Answer[_C],
    window: tuple[Value, Value],
    ply: int,
) -> _Sum[_C]:
    # The outcome's value, weighed; below alpha_i or above beta_i it cuts the chance node.
    return (
        lambda answer: (
            _cut_sum(search, state, branch, answer, ply, window[0], low=True)
            if answer.value <= window[0] and not answer.failure
            else _cut_sum(search, state, branch, answer, ply, window[1], low=False)
            if answer.value >= window[1] and not answer.failure
            else _Sum(added(state, branch.probability, answer), cut=False)
        )
    )(
        _noted(
            search,
            searched,
            Weighed(
                ply,
                branch.probability,
                searched.value,
                state.value + branch.probability * searched.value,
            ),
        )
    )


def _cut_sum(
    search: _Search[_C],
    state: Answer[_C],
    branch: _Branch[_C],
    answer: Answer[_C],
    ply: int,
    limit: Value,
    *,
    low: bool,
) -> _Sum[_C]:
    """The chance node cut by an outcome at or beyond ``limit`` (alpha_i when ``low``).

    Its value is the bound that the remaining outcomes at their best (``low``) or
    worst could still bring, and the cut is noted in the trace.
    """
    return (
        lambda rest: _Sum(
            _noted(
                search,
                added(state, branch.probability, answer, bound=rest, cut=True),
                Cut(
                    ply,
                    state.value + branch.probability * answer.value + rest,
                    answer.value,
                    limit,
                    low,
                    False,
                ),
            ),
            cut=True,
        )
    )(branch.rest_high if low else branch.rest_low)


# --- Star2's probing phase --------------------------------------------------------------


class _Probes(NamedTuple, Generic[_C]):
    """The state of the probing fold: what the probes cost, the bounds so far, the sums."""

    answer: Answer[_C]
    lows: tuple[Value, ...]
    highs: tuple[Value, ...]
    probes: tuple[_Probe[_C] | None, ...]
    low_sum: Value  # Σ p · low over the outcomes probed so far
    high_sum: Value
    mass: Fraction  # Σ p over them
    cut: bool


def _probed(
    search: _Search[_C],
    outcomes: tuple[Outcome[_C], ...],
    start: Answer[_C],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
) -> Answer[_C]:
    def step(state: _Probes[_C], outcome: Outcome[_C]) -> _Probes[_C]:
        return _probe(search, state, outcome, depth, ply, path, alpha, beta)

    return (
        lambda probes: (
            probes.answer
            if probes.cut or probes.answer.failure
            else _star1_pass(
                search,
                _branches(outcomes, probes.lows, probes.highs, probes.probes),
                probes.answer,
                depth,
                ply,
                path,
                alpha,
                beta,
            )
        )
    )(
        fold_until(
            step,
            _Probes(
                start,
                (),
                (),
                (),
                Fraction(0),
                Fraction(0),
                Fraction(0),
                cut=False,
            ),
            outcomes,
            lambda state: state.cut or state.answer.failure != "",
        )
    )


def _probe(
    search: _Search[_C],
    state: _Probes[_C],
    outcome: Outcome[_C],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
) -> _Probes[_C]:
    # Only a decision node with a successor to search is probed, and only its first successor.
    return (
        _probed_decision(
            search,
            state,
            outcome,
            search.instance.to_move(outcome[1]) is WHITE,
            depth,
            ply,
            path,
            alpha,
            beta,
        )
        if depth > 1
        and not search.instance.is_final(outcome[1])
        and not search.instance.is_chance(outcome[1])
        and outcome[1] not in path
        else _bounds_known(
            search, state, outcome[0], (search.lower, search.upper), None, ply, (alpha, beta)
        )
    )


def _probed_decision(
    search: _Search[_C],
    state: _Probes[_C],
    outcome: Outcome[_C],
    maximizing: bool,
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    alpha: Value,
    beta: Value,
) -> _Probes[_C]:
    # A MAX child is worth at least its first successor: the probe looks for beta;
    # a MIN child at most: the probe looks for alpha.
    return (
        lambda first: (
            lambda answer: _bounds_known(
                search,
                state,
                outcome[0],
                (
                    max(search.lower, answer.value) if maximizing else search.lower,
                    search.upper if maximizing else min(search.upper, answer.value),
                ),
                _Probe(first, answer),
                ply,
                (alpha, beta),
            )
        )(
            _node(
                search,
                first,
                None,
                depth - 2,
                ply + 2,
                _along(search, path, outcome[1]),
                search.lower
                if maximizing
                else max(
                    search.lower,
                    (alpha - state.high_sum - search.upper * (1 - state.mass - outcome[0]))
                    / outcome[0],
                ),
                min(
                    search.upper,
                    (beta - state.low_sum - search.lower * (1 - state.mass - outcome[0]))
                    / outcome[0],
                )
                if maximizing
                else search.upper,
                pushed(
                    state.answer.trace,
                    Probed(ply + 1, outcome[1], MAX if maximizing else MIN),
                    traced=search.traced,
                ),
            )
        )
    )(next(iter(search.instance.successors(outcome[1], search.instance.to_move(outcome[1])))))


def _bounds_known(
    search: _Search[_C],
    state: _Probes[_C],
    probability: Fraction,
    bounds: tuple[Value, Value],
    probe: _Probe[_C] | None,
    ply: int,
    window: tuple[Value, Value],
) -> _Probes[_C]:
    # A probe visits the outcome (one node) and searches its first successor.
    return (
        lambda low, high: _settled_by_probes(
            search,
            _Probes(
                state.answer
                if probe is None
                else added(
                    state.answer,
                    Fraction(0),
                    _noted(
                        search,
                        probe.answer._replace(nodes=probe.answer.nodes + 1),
                        Returned(ply + 1, probe.answer.value),
                    ),
                ),
                (*state.lows, low),
                (*state.highs, high),
                (*state.probes, probe),
                state.low_sum + probability * low,
                state.high_sum + probability * high,
                state.mass + probability,
                cut=False,
            ),
            (
                state.low_sum + probability * low + search.lower * (1 - state.mass - probability),
                state.high_sum + probability * high + search.upper * (1 - state.mass - probability),
            ),
            ply,
            window,
        )
    )(bounds[0], bounds[1])


def _settled_by_probes(
    search: _Search[_C],
    state: _Probes[_C],
    known: tuple[Value, Value],
    ply: int,
    window: tuple[Value, Value],
) -> _Probes[_C]:
    # The node is worth at least Σ p · low and at most Σ p · high (``known``), counting
    # the outcomes not probed yet at lower and upper: either may already decide it.
    return (
        state
        if state.answer.failure
        else state._replace(
            answer=_noted(
                search,
                state.answer._replace(value=known[0], cutoffs=state.answer.cutoffs + 1),
                Cut(ply, known[0], known[0], window[1], False, True),
            ),
            cut=True,
        )
        if known[0] >= window[1]
        else state._replace(
            answer=_noted(
                search,
                state.answer._replace(value=known[1], cutoffs=state.answer.cutoffs + 1),
                Cut(ply, known[1], known[1], window[0], True, True),
            ),
            cut=True,
        )
        if known[1] <= window[0]
        else state
    )
