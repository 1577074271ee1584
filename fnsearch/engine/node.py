"""A node's answer, which is also the state of the fold over its successors.

A node of the search is valued by a fold over its successors. The state of that
fold and the answer the node gives its parent are one record, :class:`NodeAnswer`: the
value so far, the line, the statistics, and what the search has learned (killer
moves and the table), threaded from each child to the next. The functions here
build the records the engine needs: a node's start, a leaf, an answer from the
table, a child's answer absorbed, the end of the successors, and the answer of a
node whose children are all leaves valued already (:func:`leaves_answer`).

>>> start = NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))
>>> leaf(5, 1, start, "a").value, leaf(5, 1, start, "a").leaves
(5, 1)
>>> root = started(-10, (-10, 10), 0, start, "root")
>>> folding = Folding(beta=10, ply=0, parent="root", move_key=None, soft=False)
>>> after = absorbed(root, "a", leaf(-3, 1, start, "a"), folding)
>>> after.value, after.line, after.nodes, after.settled  # the child's -3 is 3 for the parent
(3, ('a',), 2, False)
>>> absorbed(after, "b", leaf(-12, 1, start, "b"), folding).value  # 12 >= beta: a cut at beta
10
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from functools import partial
from itertools import compress, count, islice, tee
from operator import attrgetter
from typing import TYPE_CHECKING, Generic, NamedTuple, TypeVar

from fnsearch.core.config import INFINITY
from fnsearch.core.contract import broken, out_of_range
from fnsearch.core.events import BetaCut, Enter, Hit, Leaf, Return, Trace, push
from fnsearch.engine.options import Options
from fnsearch.engine.ordering import Keyed, Killers, with_killer
from fnsearch.engine.table import EXACT, LOWER, UPPER, Entry, Table

__all__ = [
    "Folding",
    "NodeAnswer",
    "absorbed",
    "answered",
    "folding_of",
    "is_settled",
    "leaf",
    "leaves_answer",
    "returned",
    "scored",
    "settled",
    "started",
    "stored",
]

_C = TypeVar("_C")


class NodeAnswer(NamedTuple, Generic[_C]):
    """A node's answer, and the state of the fold over its successors while it is searched.

    Attributes:
        value: the value for the side to move (negamax); during the fold, the best
            value so far, which is the lower end of the window (the sheet's ``a``).
        line: the principal variation below the node, starting with its best successor.
        nodes: configurations visited in the subtree, the node included.
        leaves: configurations valued by ``score`` or the evaluation.
        cutoffs: times a node of the subtree stopped early.
        deepest: the deepest ply visited.
        hits: nodes answered by the table without a search.
        killers: the killer moves known after the subtree (threaded through the search).
        table: the table after the subtree (threaded through the search), or ``None``.
        trace: the events of the search so far (threaded through the search), or
            ``None`` when the search is not traced.
        settled: the fold is over: a cut, or no successor left. Every answer is settled.
        beyond: the quiescence nodes searched and the extensions made so far in the
            whole search (threaded through the search, like the table; see
            :mod:`fnsearch.engine.quiescence`).
    """

    value: int
    line: tuple[_C, ...]
    nodes: int
    leaves: int
    cutoffs: int
    deepest: int
    hits: int
    killers: Killers
    table: Table | None
    trace: Trace[_C] | None
    settled: bool
    beyond: tuple[int, int]


_Fields = tuple[
    int,
    "tuple[_C, ...]",
    int,
    int,
    int,
    int,
    int,
    Killers,
    "Table | None",
    "Trace[_C] | None",
    bool,
    "tuple[int, int]",
]

if TYPE_CHECKING:  # typed here; at run time both are built in C, for the hot path

    def is_settled(state: NodeAnswer[_C], /) -> bool:
        """Whether the fold over the node's successors is over."""
        ...

    def _node(fields: _Fields[_C], /) -> NodeAnswer[_C]:
        """A :class:`NodeAnswer` of its fields, in their order (the type checks their number)."""
        ...

    def _entry(fields: tuple[int, int, int, Hashable | None, Hashable | None], /) -> Entry:
        """An :class:`~fnsearch.engine.table.Entry` of its five fields, in their order."""
        ...

else:
    is_settled = attrgetter("settled")
    # A NamedTuple's own constructor is a Python function; this builds the same
    # record in C, at half the cost, which the search pays several times a node.
    _node = partial(tuple.__new__, NodeAnswer)
    _entry = partial(tuple.__new__, Entry)


def started(
    value: int,
    window: tuple[int, int],
    ply: int,
    learned: NodeAnswer[_C],
    config: _C,
    quiet: bool = False,
) -> NodeAnswer[_C]:
    """A node's state before its first child: one node visited, no line, ``value`` so far.

    The value so far is the window's lower end (fail-hard) or below anything
    (fail-soft), or a quiescence node's stand pat; the node entered with
    ``window``, below the depth limit when ``quiet``.
    """
    return _node(
        (
            value,
            (),
            1,
            0,
            0,
            ply,
            0,
            learned.killers,
            learned.table,
            None
            if learned.trace is None
            else push(learned.trace, Enter(ply, config, window[0], window[1], quiet)),
            False,
            learned.beyond,
        )
    )


def leaf(
    value: int, ply: int, learned: NodeAnswer[_C], config: _C, quiet: bool = False, cutoffs: int = 0
) -> NodeAnswer[_C]:
    """A final configuration or one at the horizon: one node, one leaf valued.

    A quiescence node (``quiet``) is a leaf too where it stands pat, with one
    cutoff where its stand pat alone reaches its window's upper end.
    """
    return _node(
        (
            value,
            (),
            1,
            1,
            cutoffs,
            ply,
            0,
            learned.killers,
            learned.table,
            None if learned.trace is None else push(learned.trace, Leaf(ply, config, value, quiet)),
            True,
            learned.beyond,
        )
    )


def scored(score: int, sign: int, ply: int, learned: NodeAnswer[_C], config: _C) -> NodeAnswer[_C]:
    """A leaf valued by the game's ``score`` (or the evaluation), ``sign`` its side's.

    The score must lie strictly between ``±INFINITY``, the full window: one beyond
    it would be cut to the window's end and come back as a value no game has.
    (The body of :func:`leaf`, written out: this is the engine's every leaf.)

    >>> start = NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))
    >>> scored(5, -1, 2, start, "a").value
    -5
    >>> scored(10**30, 1, 2, start, "a")
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: a score must lie strictly between -2**62 and 2**62 \
(fnsearch.INFINITY), but the game scores 1000000000000000000000000000000 at 'a'
    """
    return (
        _node(
            (
                sign * score,
                (),
                1,
                1,
                0,
                ply,
                0,
                learned.killers,
                learned.table,
                None
                if learned.trace is None
                else push(learned.trace, Leaf(ply, config, sign * score, False)),
                True,
                learned.beyond,
            )
        )
        if -INFINITY < score < INFINITY
        else broken(out_of_range(score, config))
    )


def answered(
    value: int, window: tuple[int, int], ply: int, learned: NodeAnswer[_C], config: _C
) -> NodeAnswer[_C]:
    """A node the table answers: fail-hard, the value clamped into the window."""
    return _node(
        (
            min(max(value, window[0]), window[1]),
            (),
            1,
            0,
            0,
            ply,
            1,
            learned.killers,
            learned.table,
            None
            if learned.trace is None
            else push(learned.trace, Hit(ply, config, min(max(value, window[0]), window[1]))),
            True,
            learned.beyond,
        )
    )


def returned(state: NodeAnswer[_C], ply: int) -> NodeAnswer[_C]:
    """The successors of the node at ``ply`` ran out: the state so far is its answer."""
    return _node(
        (
            state.value,
            state.line,
            state.nodes,
            state.leaves,
            state.cutoffs,
            state.deepest,
            state.hits,
            state.killers,
            state.table,
            None if state.trace is None else push(state.trace, Return(ply, state.value)),
            True,
            state.beyond,
        )
    )


def settled(state: NodeAnswer[_C], table: Table | None) -> NodeAnswer[_C]:
    """The state so far as the node's answer, with ``table`` as the table after it."""
    return _node(
        (
            state.value,
            state.line,
            state.nodes,
            state.leaves,
            state.cutoffs,
            state.deepest,
            state.hits,
            state.killers,
            table,
            state.trace,
            True,
            state.beyond,
        )
    )


class Folding(NamedTuple, Generic[_C]):
    """What the fold over a node's successors needs to absorb each child, fixed per node.

    Attributes:
        beta: the upper end of the node's window; a child's value reaching it cuts.
        ply: the node's ply.
        parent: the node's configuration, from which a killer move is named.
        move_key: names the move from ``parent`` to a child that cuts, to remember
            it as a killer at ``ply``; ``None`` without killer moves.
        soft: a cut answers the child's value (fail-soft) instead of ``beta``.
    """

    beta: int
    ply: int
    parent: _C
    move_key: Callable[[_C, _C], Hashable] | None
    soft: bool


if TYPE_CHECKING:

    def folding_of(
        fields: tuple[int, int, _C, Callable[[_C, _C], Hashable] | None, bool], /
    ) -> Folding[_C]:
        """A :class:`Folding` of its fields, in their order."""
        ...

else:
    # Built in C, as ``_node``: every node that searches its successors folds them.
    folding_of = partial(tuple.__new__, Folding)


def absorbed(
    state: NodeAnswer[_C], child: _C, answer: NodeAnswer[_C], folding: Folding[_C]
) -> NodeAnswer[_C]:
    """Fold one child's answer into the node's state (the child's value is negated).

    A child whose value reaches ``folding.beta`` cuts: the node is settled at
    ``beta`` (fail-hard) or at the child's value (fail-soft), counts a cutoff,
    and remembers the move as a killer at its ply.
    """
    return _node(
        (
            # max(a, child), then fail-hard at a cut: conditional expressions cost a
            # third of the builtin calls here, where every child passes.
            folding.beta
            if -answer.value >= folding.beta and not folding.soft
            else -answer.value
            if -answer.value > state.value
            else state.value,
            (child, *answer.line) if -answer.value > state.value else state.line,
            state.nodes + answer.nodes,
            state.leaves + answer.leaves,
            state.cutoffs + answer.cutoffs + (-answer.value >= folding.beta),
            answer.deepest if answer.deepest > state.deepest else state.deepest,
            state.hits + answer.hits,
            with_killer(answer.killers, folding.ply, folding.move_key(folding.parent, child))
            if folding.move_key is not None and -answer.value >= folding.beta
            else answer.killers,
            answer.table,
            push(
                answer.trace, BetaCut(folding.ply, -answer.value if folding.soft else folding.beta)
            )
            if answer.trace is not None and -answer.value >= folding.beta
            else answer.trace,
            -answer.value >= folding.beta,
            answer.beyond,
        )
    )


def leaves_answer(
    state: NodeAnswer[_C],
    leaves: Sequence[Keyed[_C]],
    sign: int,
    folding: Folding[_C],
    values: Iterator[int],
) -> NodeAnswer[_C]:
    """The answer of a node whose successors are all leaves, valued in one pass.

    ``leaves`` are the children as the fold tries them (at least one), each with its
    order key; ``values`` yields their scores seen from the node (each times
    ``sign``, the node's side), computed only as far as they are read. The answer
    is the fold's (each leaf ``scored`` and ``absorbed`` up to the first that reaches
    ``folding.beta``, then ``returned``) for a search that is not traced: the first
    child that cuts, else the first of the best, found by ``next`` and ``max`` in C
    rather than by a step and two records per child.

    >>> start = NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))
    >>> root = started(-10, (-10, 10), 0, start, "root")
    >>> folding = Folding(beta=10, ply=0, parent="root", move_key=None, soft=False)
    >>> leaves = [(0, "a"), (0, "b"), (0, "c"), (0, "d")]
    >>> answer = leaves_answer(root, leaves, 1, folding, iter((3, 7, 7, 2)))
    >>> answer.value, answer.line, answer.nodes, answer.cutoffs
    (7, ('b',), 5, 0)
    >>> cut = leaves_answer(root, leaves, 1, folding, iter((3, 12, 7)))
    >>> cut.value, cut.line, cut.nodes, cut.cutoffs
    (10, ('b',), 3, 1)
    """
    # The first child, tried first because it is the likeliest to cut, is read alone.
    match next(values):
        case first if first >= folding.beta:
            return (
                _leaves_answered(state, 1, first, leaves[0][1], True, folding)
                if first < INFINITY
                else broken(out_of_range(sign * first, leaves[0][1]))
            )
        case first:
            return _rest_read(state, leaves, sign, folding, first, *tee(values))


def _rest_read(
    state: NodeAnswer[_C],
    leaves: Sequence[Keyed[_C]],
    sign: int,
    folding: Folding[_C],
    first: int,
    rest: Iterator[int],
    again: Iterator[int],
) -> NodeAnswer[_C]:
    """:func:`leaves_answer` after a first child below beta, over two copies of the rest.

    ``rest`` is read by ``beta.__le__`` up to the first value that cuts, whose
    position ``compress`` finds (-1: none cuts); ``again`` gives back the values read,
    from the buffer of ``tee``.
    """
    match next(compress(count(), iter(map(folding.beta.__le__, rest))), -1):
        case -1:
            return _leaves_visited(state, (first, *again), leaves, sign, folding, False)
        case cut:
            return _leaves_visited(
                state, (first, *islice(again, cut + 1)), leaves, sign, folding, True
            )


def _leaves_visited(
    state: NodeAnswer[_C],
    visited: tuple[int, ...],
    leaves: Sequence[Keyed[_C]],
    sign: int,
    folding: Folding[_C],
    cut: bool,
) -> NodeAnswer[_C]:
    """:func:`leaves_answer` once the values of the leaves visited are known.

    Every leaf before a cut is below beta, so the best of those visited is the cut.
    A score beyond the full window is refused as ``scored`` refuses it.
    """
    match visited.index(max(visited)):
        case best if min(visited) > -INFINITY and visited[best] < INFINITY:
            return _leaves_answered(
                state, len(visited), visited[best], leaves[best][1], cut, folding
            )
        case _:
            return next(
                broken(out_of_range(sign * value, child))
                for value, (_, child) in zip(visited, leaves, strict=False)
                if not -INFINITY < value < INFINITY
            )


def _leaves_answered(
    state: NodeAnswer[_C], visited: int, value: int, child: _C, cut: bool, folding: Folding[_C]
) -> NodeAnswer[_C]:
    """The node's answer after ``visited`` leaves, the first best of them ``child``.

    ``value`` is what ``child`` is worth to the node: when it cuts, it is the last
    leaf visited.
    """
    return _node(
        (
            (value if folding.soft else folding.beta)
            if cut
            else value
            if value > state.value
            else state.value,
            (child,) if value > state.value else state.line,
            state.nodes + visited,
            state.leaves + visited,
            state.cutoffs + cut,
            folding.ply + 1 if folding.ply + 1 > state.deepest else state.deepest,
            state.hits,
            with_killer(state.killers, folding.ply, folding.move_key(folding.parent, child))
            if cut and folding.move_key is not None
            else state.killers,
            state.table,
            None,
            True,
            state.beyond,
        )
    )


def stored(
    answer: NodeAnswer[_C],
    key: Hashable,
    window: tuple[int, int],
    remaining: int,
    best: Hashable | None,
    fixed: Options[_C],
) -> NodeAnswer[_C]:
    """The answer with its entry stored in the table: value, bound, depth and best successor.

    The best successor is the first of the answer's line, or, when the answer has
    none, ``best``, the one the node's old entry named. In a table bounded to
    ``fixed.slots`` entries the entry takes its key's slot, replacing what was
    there, and carries its key.
    """
    # The answer and the entry are built in C, and the slot named inline: the body of
    # ``settled``, ``slot_of`` and ``Entry(...)`` written out, since every searched
    # node of a search with a table is stored.
    return _node(
        (
            answer.value,
            answer.line,
            answer.nodes,
            answer.leaves,
            answer.cutoffs,
            answer.deepest,
            answer.hits,
            answer.killers,
            None
            if answer.table is None
            else answer.table.set(
                key if fixed.slots is None else hash(key) % fixed.slots,
                _entry(
                    (
                        answer.value,
                        UPPER
                        if answer.value <= window[0]
                        else LOWER
                        if answer.value >= window[1]
                        else EXACT,
                        remaining,
                        answer.line[0] if answer.line else best,
                        None if fixed.slots is None else key,
                    )
                ),
            ),
            answer.trace,
            True,
            answer.beyond,
        )
    )
