"""What the searches of games of chance share: a node's answer, its checks, the result."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from math import lcm
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.chance.ratio import ZERO, Ratio, exact, fraction
from fnsearch.core.chance_config import FractionalChanceConfig, Value
from fnsearch.core.config import WHITE, WIDTH, Player, given_back, within
from fnsearch.core.contract import broken
from fnsearch.core.events import MAX, MIN, Event, Trace, events, push
from fnsearch.engine.result import SearchResult, Stats

_C = TypeVar("_C")
_S = TypeVar("_S")
_T = TypeVar("_T")

CYCLES: Final = "the game has cycles: give a depth and an evaluation"
"""Why a search without a depth limit stops at a position met again on its own path."""


ExactOutcome: TypeAlias = tuple[Ratio, _C]
"""An outcome of a chance node, its probability a :class:`~fnsearch.chance.ratio.Ratio`."""


class Answer(NamedTuple, Generic[_C]):
    """A node's answer, and the state of the fold over its successors or outcomes."""

    value: Ratio  # for White; in a fold the best or the weighted sum so far; a bound if cut
    line: tuple[_C, ...]  # the best successor and its line; () below a chance node, at a leaf
    nodes: int  # positions visited in the subtree, the node included
    leaves: int  # positions valued by score or by the evaluation
    chance: int  # chance nodes visited
    cutoffs: int  # times a node stopped early because its window closed
    deepest: int  # the deepest ply visited
    trace: Trace[_C] | None  # the events of a traced search so far
    cut: bool = False  # the node stopped early: its fold is over


def leaf(value: Ratio, ply: int, trace: Trace[_C] | None) -> Answer[_C]:
    """The answer of a position valued by its score or by the evaluation."""
    return Answer(value, (), 1, 1, 0, 0, ply, trace)


def opened(ply: int, trace: Trace[_C] | None, *, chance: bool) -> Answer[_C]:
    """The state the fold of a node at ``ply`` starts from: the node visited, nothing below."""
    return Answer(ZERO, (), 1, 0, 1 if chance else 0, 0, ply, trace)


def joined(
    state: Answer[_C], answer: Answer[_C], value: Ratio, line: tuple[_C, ...], *, cut: bool = False
) -> Answer[_C]:
    """``state`` after one more child ``answer``: costs added, ``cut`` counted."""
    return Answer(
        value,
        line,
        state.nodes + answer.nodes,
        state.leaves + answer.leaves,
        state.chance + answer.chance,
        state.cutoffs + answer.cutoffs + (1 if cut else 0),
        max(state.deepest, answer.deepest),
        answer.trace,
        cut,
    )


def noted(answer: Answer[_C], event: Event[_C]) -> Answer[_C]:
    """``answer`` with ``event`` added to its trace (a traced search's only)."""
    return answer._replace(trace=push(answer.trace, event))


def side(player: Player) -> str:
    """The side of a decision node where ``player`` chooses."""
    return MAX if player is WHITE else MIN


def sound_outcomes(
    instance: FractionalChanceConfig[_C], config: _C
) -> tuple[ExactOutcome[_C], ...]:
    """The outcomes of a chance node as Ratios; refused unless exact, positive and summing to 1."""
    outcomes = tuple(within(instance.outcomes(config), config, WIDTH))
    # A probability that is not exact counts as none: the outcomes are refused.
    ratios = tuple((exact(probability) or ZERO, child) for probability, child in outcomes)
    # They add up to 1 when, over their common denominator, the numerators add up to it.
    common = lcm(*(denominator for (_, denominator), _ in ratios))
    total = sum(numerator * (common // denominator) for (numerator, denominator), _ in ratios)
    return (
        ratios
        if total == common and all(numerator > 0 for (numerator, _), _ in ratios)
        else broken(
            f"the probabilities at the chance node {config!r} must be exact (an int or a"
            f" Fraction), positive and add up to 1: {_listed(outcomes) or 'none'}"
        )
    )


def _listed(outcomes: tuple[tuple[object, object], ...]) -> str:
    # The probabilities as written: a Fraction by its digits, anything else by its repr.
    return ", ".join(
        str(probability) if isinstance(probability, Fraction) else repr(probability)
        for probability, _ in outcomes
    )


def successors(instance: FractionalChanceConfig[_C], config: _C, player: Player) -> Iterator[_C]:
    """The successors of the decision node ``config``; refused when there is none."""
    return given_back(instance.successors(config, player), config)


def result(answer: Answer[_C]) -> SearchResult[_C, Value]:
    """The root's answer as the search's result, its value a Fraction."""
    return SearchResult(
        fraction(answer.value),
        answer.line[0] if answer.line else None,
        answer.line,
        Stats(answer.nodes, answer.leaves, answer.cutoffs, answer.deepest, chance=answer.chance),
        events=events(answer.trace),
    )
