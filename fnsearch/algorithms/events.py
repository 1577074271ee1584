"""What a search does, step by step: the events of a trace, as values.

A search asked to trace (``search(..., trace=True)``) threads a :data:`Trace`
through its fold, as it threads the table: each node adds its events to what the
search has done so far and hands the longer trace on. The trace is a persistent
stack (a pair of the newest event and the trace before it), so adding an event
costs one pair; :func:`events` reads it back in the order the search did things.

Values and windows are those the engine computes, seen from the side to move
(negamax); :mod:`fnsearch.algorithms.trace` turns them into the lecture's view.

>>> trace = push(push(EMPTY, Enter(0, "root", -9, 9)), Leaf(1, "a", 3))
>>> events(trace)  # doctest: +NORMALIZE_WHITESPACE
(Enter(ply=0, config='root', alpha=-9, beta=9, quiet=False),
 Leaf(ply=1, config='a', value=3, quiet=False))
"""

from __future__ import annotations

from itertools import accumulate, repeat, takewhile
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

__all__ = [
    "EMPTY",
    "Begin",
    "Cut",
    "Enter",
    "Event",
    "Hit",
    "Leaf",
    "Return",
    "Trace",
    "events",
    "push",
    "pushed",
]

_C = TypeVar("_C")


class Begin(NamedTuple):
    """A traced search begins; ``sign`` is ``1`` when White moves at the root, else ``-1``."""

    sign: int


class Enter(NamedTuple, Generic[_C]):
    """The search enters ``config`` at ``ply`` with the window ``(alpha, beta)``.

    ``quiet`` marks a quiescence node: one searched below the depth limit.
    """

    ply: int
    config: _C
    alpha: int
    beta: int
    quiet: bool = False


class Leaf(NamedTuple, Generic[_C]):
    """``config`` at ``ply`` is final or at the horizon, and is valued ``value``.

    ``quiet`` marks a quiescence node: one valued below the depth limit.
    """

    ply: int
    config: _C
    value: int
    quiet: bool = False


class Hit(NamedTuple, Generic[_C]):
    """The table answers ``config`` at ``ply`` with ``value`` without a search."""

    ply: int
    config: _C
    value: int


class Cut(NamedTuple):
    """The node at ``ply`` stops: a child's value reached ``beta``; it answers ``beta``."""

    ply: int
    value: int


class Return(NamedTuple):
    """The node at ``ply`` has searched all its successors and answers ``value``."""

    ply: int
    value: int


Event: TypeAlias = "Begin | Enter[_C] | Leaf[_C] | Hit[_C] | Cut | Return"
"""One step of a search."""


class Trace(NamedTuple, Generic[_C]):
    """The events so far, newest first: a persistent stack.

    Attributes:
        newest: the event that happened last.
        older: the trace before it, ``None`` before the first event.
    """

    newest: Event[_C]
    older: Trace[_C] | None


EMPTY: Final = None
"""The trace of a search that has done nothing yet."""


def push(trace: Trace[_C] | None, event: Event[_C]) -> Trace[_C]:
    """``trace`` with ``event`` added after everything in it.

    >>> push(EMPTY, Cut(1, 5))
    Trace(newest=Cut(ply=1, value=5), older=None)
    """
    return Trace(event, trace)


def pushed(trace: Trace[_C] | None, event: Event[_C]) -> Trace[_C] | None:
    """``trace`` with ``event`` added, or ``None`` when the search is not traced.

    >>> pushed(None, Cut(1, 5)) is None
    True
    """
    return None if trace is None else Trace(event, trace)


def events(trace: Trace[_C] | None) -> tuple[Event[_C], ...]:
    """The events of ``trace`` in the order they happened (oldest first).

    The stack is walked by ``accumulate`` in C (over the trace boxed in a 1-tuple,
    since ``None`` ends it), so a trace of any length is read back without recursion.
    """
    return tuple(
        reversed(
            tuple(
                older.newest
                for box in takewhile(_has_event, accumulate(repeat(None), _older, initial=(trace,)))
                for older in box
                if older is not None
            )
        )
    )


def _older(box: tuple[Trace[_C] | None], _: None) -> tuple[Trace[_C] | None]:
    return (None if box[0] is None else box[0].older,)


def _has_event(box: tuple[Trace[_C] | None]) -> bool:
    return box[0] is not None
