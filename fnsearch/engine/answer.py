"""A node's answer, which is also the state of the fold over its successors."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, NamedTuple, TypeVar

from fnsearch.core.events import BetaCut, Enter, Hit, Leaf, Return, Trace, push
from fnsearch.engine.ordering import Killers, with_killer
from fnsearch.engine.setup import Here, Window
from fnsearch.engine.table import Table

_C = TypeVar("_C")


class NodeAnswer(NamedTuple, Generic[_C]):
    """A node's answer (``value`` the side to move's), and the state of its fold."""

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
    quiescence: int
    extended: int


def fresh(value: int, table: Table | None, trace: Trace[_C] | None) -> NodeAnswer[_C]:
    """The state a search starts from: ``value``, ``table`` and ``trace`` (``None``: untraced)."""
    return NodeAnswer(
        value=value,
        line=(),
        nodes=0,
        leaves=0,
        cutoffs=0,
        deepest=0,
        hits=0,
        killers=(),
        table=table,
        trace=trace,
        settled=True,
        quiescence=0,
        extended=0,
    )


def started(
    here: Here[_C], value: int, learned: NodeAnswer[_C], quiet: bool = False
) -> NodeAnswer[_C]:
    """A node's state before its first child: ``value`` so far; ``quiet`` below the horizon."""
    return NodeAnswer(
        value,
        (),
        1,
        0,
        0,
        here.ply,
        0,
        learned.killers,
        learned.table,
        None
        if learned.trace is None
        else push(
            learned.trace, Enter(here.ply, here.config, here.window.alpha, here.window.beta, quiet)
        ),
        False,
        learned.quiescence,
        learned.extended,
    )


def leaf(
    value: int, ply: int, learned: NodeAnswer[_C], config: _C, quiet: bool = False, cutoffs: int = 0
) -> NodeAnswer[_C]:
    """A final configuration, one at the horizon, or a quiescence node standing pat: one leaf."""
    return NodeAnswer(
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
        learned.quiescence,
        learned.extended,
    )


def answered(
    value: int, window: Window, ply: int, learned: NodeAnswer[_C], config: _C
) -> NodeAnswer[_C]:
    """A node the table answers: fail-hard, the value clamped into the window."""
    clamped = min(max(value, window.alpha), window.beta)
    return NodeAnswer(
        clamped,
        (),
        1,
        0,
        0,
        ply,
        1,
        learned.killers,
        learned.table,
        None if learned.trace is None else push(learned.trace, Hit(ply, config, clamped)),
        True,
        learned.quiescence,
        learned.extended,
    )


def returned(state: NodeAnswer[_C], ply: int) -> NodeAnswer[_C]:
    """The successors of the node at ``ply`` ran out: the state so far is its answer."""
    return NodeAnswer(
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
        state.quiescence,
        state.extended,
    )


def with_table(answer: NodeAnswer[_C], table: Table) -> NodeAnswer[_C]:
    """``answer`` leaving ``table`` to the search: the table with the node's entry stored."""
    return NodeAnswer(
        answer.value,
        answer.line,
        answer.nodes,
        answer.leaves,
        answer.cutoffs,
        answer.deepest,
        answer.hits,
        answer.killers,
        table,
        answer.trace,
        answer.settled,
        answer.quiescence,
        answer.extended,
    )


def absorbed(
    here: Here[_C],
    state: NodeAnswer[_C],
    child: _C,
    answer: NodeAnswer[_C],
    move_key: Callable[[_C, _C], Hashable] | None,
) -> NodeAnswer[_C]:
    """Fold one child's answer into the node's state; reaching beta cuts and keeps a killer."""
    value = -answer.value
    cut = value >= here.window.beta
    soft = here.setup.soft
    return NodeAnswer(
        (value if soft else here.window.beta) if cut else max(value, state.value),
        (child, *answer.line) if value > state.value else state.line,
        state.nodes + answer.nodes,
        state.leaves + answer.leaves,
        state.cutoffs + answer.cutoffs + cut,
        max(answer.deepest, state.deepest),
        state.hits + answer.hits,
        with_killer(answer.killers, here.ply, move_key(here.config, child))
        if cut and move_key is not None
        else answer.killers,
        answer.table,
        push(answer.trace, BetaCut(here.ply, value if soft else here.window.beta))
        if cut and answer.trace is not None
        else answer.trace,
        cut,
        answer.quiescence,
        answer.extended,
    )


def is_settled(state: NodeAnswer[_C]) -> bool:
    """Whether the fold is over: a cut, or no successor left."""
    return state.settled
