"""EXPECTIMINIMAX: the value of a game of chance when both players play their best.

The lecture's definition, node by node::

    EXPECTIMINIMAX(s) = UTILITY(s)                              if s is final
                        max  over successors s' of EXPECTIMINIMAX(s')   at MAX
                        min  over successors s' of EXPECTIMINIMAX(s')   at MIN
                        Σ P(s') · EXPECTIMINIMAX(s') over outcomes s'   at a chance node

written as folds over the lazy successors and outcomes. It looks at every position
of the tree, so it is the oracle the pruning searches of :mod:`fnsearch.chance.star`
are compared against. An evaluation must be a positive linear transformation of the
chance of winning (``exercises/chance_scaling.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
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
from fnsearch.chance.ratio import Ratio, below, fraction, plus_times
from fnsearch.core.chance_config import FractionalChanceConfig, Value
from fnsearch.core.config import WHITE, Player
from fnsearch.core.contract import broken
from fnsearch.core.evaluation import horizon, last_ply
from fnsearch.core.events import CHANCE, Enter, Leaf, Return, Trace, Weigh, push
from fnsearch.engine.result import SearchResult

_C = TypeVar("_C")


class _Walk(NamedTuple, Generic[_C]):
    """What stays fixed during one search."""

    instance: FractionalChanceConfig[_C]
    evaluate: Callable[[_C], object]  # its value is checked where it is read
    cycles: bool  # watch for positions met again on their own path (no depth limit)
    traced: bool


class _Place(NamedTuple, Generic[_C]):
    """Where a node stands: the layers left below it, its ply, its path, the events before it."""

    depth: int
    ply: int
    path: tuple[_C, ...]
    trace: Trace[_C] | None


def searched(
    instance: FractionalChanceConfig[_C], config: _C, player: Player, asked: ChanceOptions[_C]
) -> SearchResult[_C, Value]:
    """EXPECTIMINIMAX, its arguments checked (:mod:`fnsearch.chance.searches`)."""
    evaluate = horizon(instance.score, asked.depth, asked.evaluate, asked.ply_limit)
    walk = _Walk(instance, evaluate, asked.depth is None, asked.trace)
    place = _Place[_C](last_ply(asked.depth, asked.ply_limit), 0, (), None)
    return result(_node(walk, config, player, place))


def _node(walk: _Walk[_C], config: _C, player: Player | None, place: _Place[_C]) -> Answer[_C]:
    # A final position, one at the horizon, a chance node or a decision node. A search
    # without a depth limit keeps the path, and refuses a position met again on it.
    return (
        _leaf(walk, config, score_of(walk.instance, config), place)
        if walk.instance.is_final(config)
        else broken(CYCLES)
        if config in place.path
        else _leaf(walk, config, valued(walk.evaluate(config), config), place)
        if place.depth <= 0
        else _chance(walk, config, _inside(walk, config, place))
        if walk.instance.is_chance(config)
        else _decision(
            walk,
            config,
            walk.instance.to_move(config) if player is None else player,
            _inside(walk, config, place),
        )
    )


def _inside(walk: _Walk[_C], config: _C, place: _Place[_C]) -> _Place[_C]:
    # The node's place once entered: on the path, when the search watches for cycles.
    return (
        _Place(place.depth, place.ply, (*place.path, config), place.trace) if walk.cycles else place
    )


def _leaf(walk: _Walk[_C], config: _C, value: Ratio, place: _Place[_C]) -> Answer[_C]:
    trace = push(place.trace, Leaf(place.ply, config, fraction(value))) if walk.traced else None
    return leaf(value, place.ply, trace)


def _entered(
    walk: _Walk[_C], config: _C, kind: str, place: _Place[_C], *, chance: bool
) -> Answer[_C]:
    # The node's fold starts: the node visited, its event noted.
    return opened(
        place.ply,
        push(place.trace, Enter(place.ply, config, 0, 0, side=kind, windowed=False))
        if walk.traced
        else None,
        chance=chance,
    )


def _below(place: _Place[_C], trace: Trace[_C] | None) -> _Place[_C]:
    return _Place(place.depth - 1, place.ply + 1, place.path, trace)


def _decision(walk: _Walk[_C], config: _C, player: Player, place: _Place[_C]) -> Answer[_C]:
    # max (or min) over the successors, ties to the first.
    def step(state: Answer[_C], child: _C) -> Answer[_C]:
        answer = _node(walk, child, None, _below(place, state.trace))
        better = not state.line or (
            below(state.value, answer.value)
            if player is WHITE
            else below(answer.value, state.value)
        )
        return (
            joined(state, answer, answer.value, (child, *answer.line))
            if better
            else joined(state, answer, state.value, state.line)
        )

    children = successors(walk.instance, config, player)
    start = _entered(walk, config, side(player), place, chance=False)
    return _returned(walk, reduce(step, children, start), place)


def _chance(walk: _Walk[_C], config: _C, place: _Place[_C]) -> Answer[_C]:
    # Σ P(s) · value(s) over the outcomes, once their probabilities are known to be sound.
    def step(state: Answer[_C], outcome: ExactOutcome[_C]) -> Answer[_C]:
        probability, child = outcome
        answer = _node(walk, child, None, _below(place, state.trace))
        total = plus_times(state.value, probability, answer.value)
        after = joined(state, answer, total, ())
        weighed = Weigh(place.ply, fraction(probability), fraction(answer.value), fraction(total))
        return noted(after, weighed) if walk.traced else after

    outcomes = sound_outcomes(walk.instance, config)
    start = _entered(walk, config, CHANCE, place, chance=True)
    return _returned(walk, reduce(step, outcomes, start), place)


def _returned(walk: _Walk[_C], answer: Answer[_C], place: _Place[_C]) -> Answer[_C]:
    return noted(answer, Return(place.ply, fraction(answer.value))) if walk.traced else answer
