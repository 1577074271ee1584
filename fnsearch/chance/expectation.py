"""What the searches of games of chance share: a node's answer, its failures, the result.

A node of a chance search answers an :class:`Answer`: its value (or a bound on it,
in the pruning searches), the line below it, what the subtree cost, and a
failure message, empty while all is well. A failure is a value like any other:
the folds over successors and outcomes stop at the first child that fails, and
the search turns the root's answer into a ``Result``.

>>> from fractions import Fraction
>>> two, three = leaf(Fraction(2), 1), leaf(Fraction(3), 1)
>>> roll = started("roll", 0, chance=True)
>>> after = added(added(roll, Fraction(9, 10), two), Fraction(1, 10), three)
>>> after.value, after.nodes, after.leaves, after.chance
(Fraction(21, 10), 3, 2, 1)
>>> result(after)
<Success: SearchResult(value=Fraction(21, 10), best=None, line=(), stats=Stats(nodes=3, \
leaves=2, cutoffs=0, depth=1, hits=0, chance=1))>
>>> result(failed(CYCLES))
<Failure: the game has cycles: give a depth and an evaluation>
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, Generic, NamedTuple, TypeVar

from returns.result import Failure, Result, Success

from fnsearch.core.chance_config import Outcome, Score, Value, probabilities_sum_to_one
from fnsearch.core.events import ChanceTrace, events
from fnsearch.engine.result import SearchResult, Stats

__all__ = [
    "CYCLES",
    "Answer",
    "absorbed",
    "added",
    "chosen",
    "counted",
    "exact",
    "failed",
    "leaf",
    "outcome_failure",
    "result",
    "started",
    "summed",
]

_C = TypeVar("_C")

CYCLES: Final = "the game has cycles: give a depth and an evaluation"
"""The failure of a search without a depth limit that meets a position on its own path."""


class Answer(NamedTuple, Generic[_C]):
    """A node's answer, and the state of the fold over its successors or outcomes.

    Attributes:
        value: the node's value from White's point of view (during a fold, the best
            value or the weighted sum so far); a bound in the pruning searches.
        line: the best successor and the line below it; ``()`` below a chance node,
            where the dice decide, and at a leaf.
        nodes: positions visited in the subtree, the node included.
        leaves: positions valued by ``score`` or by the evaluation.
        chance: chance nodes visited.
        cutoffs: times a node stopped early because its window closed.
        deepest: the deepest ply visited.
        failure: why the search cannot go on, ``""`` while all is well.
        trace: the events of a traced search so far, this node's included (see
            :mod:`fnsearch.core.events`); ``None`` when not traced.
    """

    value: Value
    line: tuple[_C, ...]
    nodes: int
    leaves: int
    chance: int
    cutoffs: int
    deepest: int
    failure: str
    trace: ChanceTrace[_C] | None = None


def exact(score: Score) -> Value:
    """A score as a value: an ``int`` becomes a ``Fraction``; Fractions and floats stay.

    >>> exact(2), exact(Fraction(1, 3)), exact(0.5)
    (Fraction(2, 1), Fraction(1, 3), 0.5)
    """
    return Fraction(score) if isinstance(score, int) else score


def leaf(value: Value, ply: int, trace: ChanceTrace[_C] | None = None) -> Answer[_C]:
    """The answer of a position valued by its score or by the evaluation.

    >>> leaf(Fraction(5), 2)
    Answer(value=Fraction(5, 1), line=(), nodes=1, leaves=1, chance=0, cutoffs=0, deepest=2, \
failure='', trace=None)
    """
    return Answer(value, (), 1, 1, 0, 0, ply, "", trace)


def failed(failure: str) -> Answer[_C]:
    """The answer of a node the search cannot value, saying why.

    >>> failed("no").failure
    'no'
    """
    return Answer(Fraction(0), (), 0, 0, 0, 0, 0, failure)


def started(
    config: _C, ply: int, *, chance: bool, trace: ChanceTrace[_C] | None = None
) -> Answer[_C]:
    """The state the fold of the node ``config`` starts from: the node visited, nothing below.

    >>> started("a", 3, chance=False).nodes, started("a", 3, chance=True).chance
    (1, 1)
    """
    return Answer(Fraction(0), (), 1, 0, 1 if chance else 0, 0, ply, "", trace)


def absorbed(
    state: Answer[_C], child: _C, answer: Answer[_C], *, maximizing: bool, cut: bool = False
) -> Answer[_C]:
    """A decision node's state after one more successor: the better of the two, ties to the first.

    ``cut`` counts a cut-off at the node after this successor.

    >>> root = started("root", 0, chance=False)
    >>> best = absorbed(root, "a", leaf(Fraction(1), 1), maximizing=True)
    >>> absorbed(best, "b", leaf(Fraction(4), 1), maximizing=True).line
    ('b',)
    >>> absorbed(best, "b", leaf(Fraction(4), 1), maximizing=False).line
    ('a',)
    """
    return (
        lambda better: _joined(
            state,
            answer,
            answer.value if better else state.value,
            (child, *answer.line) if better else state.line,
            cut=cut,
        )
    )(not state.line or (answer.value > state.value if maximizing else answer.value < state.value))


def summed(state: Answer[_C], answer: Answer[_C], value: Value, *, cut: bool = False) -> Answer[_C]:
    """``state`` after a child whose costs count, the node's value now ``value``.

    Star's passes in integers, which work their sums out apart (``cut`` counts a
    cut-off after the child).

    >>> summed(started("roll", 0, chance=True), leaf(Fraction(2), 1), Fraction(1, 2))[:3]
    (Fraction(1, 2), (), 2)
    """
    return _joined(state, answer, value, (), cut=cut)


def chosen(state: Answer[_C], child: _C, answer: Answer[_C], *, better: bool) -> Answer[_C]:
    """As :func:`absorbed`, the comparison made by the caller: ``better``, the successor is kept.

    Star compares in integers (:mod:`fnsearch.chance.star.ratio`).

    >>> root = started("root", 0, chance=False)
    >>> chosen(root, "a", leaf(Fraction(1), 1), better=True).line
    ('a',)
    """
    return _joined(
        state,
        answer,
        answer.value if better else state.value,
        (child, *answer.line) if better else state.line,
        cut=False,
    )


def added(
    state: Answer[_C],
    probability: Fraction,
    answer: Answer[_C],
    *,
    bound: Value | None = None,
    cut: bool = False,
) -> Answer[_C]:
    """A chance node's state after one more outcome: ``probability · value`` added to the sum.

    ``bound`` is added too: what a pruning search assumes of the outcomes it will not
    search after a cut (``cut`` counts that cut-off).

    >>> added(started("roll", 0, chance=True), Fraction(1, 4), leaf(Fraction(2), 1)).value
    Fraction(1, 2)
    """
    # Without a bound nothing is added: ``+ 0`` would cost a Fraction addition per outcome.
    return _joined(
        state,
        answer,
        (
            state.value + probability * answer.value
            if bound is None
            else state.value + probability * answer.value + bound
        ),
        (),
        cut=cut,
    )


def counted(state: Answer[_C], answer: Answer[_C], *, cut: bool = False) -> Answer[_C]:
    """``state`` after a child whose costs count but whose value does not here.

    Star2's probe, whose value only bounds the outcome; and Star's chance pass,
    which keeps its sum apart, as an integer ratio. ``cut`` counts a cut-off after it.

    >>> counted(started("roll", 0, chance=True), leaf(Fraction(2), 1))[:3]
    (Fraction(0, 1), (), 2)
    """
    return _joined(state, answer, state.value, (), cut=cut)


def _joined(
    state: Answer[_C], answer: Answer[_C], value: Value, line: tuple[_C, ...], *, cut: bool
) -> Answer[_C]:
    # A node's state after one more child: ``value`` and ``line`` as the node decides, the
    # costs added up, and the child's failure and trace carried on.
    return Answer(
        value,
        line,
        state.nodes + answer.nodes,
        state.leaves + answer.leaves,
        state.chance + answer.chance,
        state.cutoffs + answer.cutoffs + (1 if cut else 0),
        max(state.deepest, answer.deepest),
        answer.failure,
        answer.trace,
    )


def outcome_failure(config: _C, outcomes: tuple[Outcome[_C], ...]) -> str:
    """``""`` when the probabilities of ``outcomes`` are positive and sum to 1; else why not.

    >>> outcome_failure("roll", ((Fraction(1, 2), "a"), (Fraction(1, 3), "b")))
    "the probabilities at the chance node 'roll' must be positive and add up to 1: 1/2, 1/3"
    """
    return (
        ""
        if probabilities_sum_to_one(outcomes)
        else f"the probabilities at the chance node {config!r} must be positive and add up "
        f"to 1: {', '.join(str(probability) for probability, _ in outcomes) or 'none'}"
    )


def result(answer: Answer[_C]) -> Result[SearchResult[_C, Value], str]:
    """The root's answer as the search's result, or its failure.

    >>> result(leaf(Fraction(7), 0)).unwrap().value
    Fraction(7, 1)
    """
    return (
        Failure(answer.failure)
        if answer.failure
        else Success(
            SearchResult(
                answer.value,
                answer.line[0] if answer.line else None,
                answer.line,
                Stats(
                    answer.nodes,
                    answer.leaves,
                    answer.cutoffs,
                    answer.deepest,
                    chance=answer.chance,
                ),
                events=events(answer.trace),
            )
        )
    )
