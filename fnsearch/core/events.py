"""What a search does, step by step: the events of a trace, as values.

A search asked to trace (``search(..., trace=True)``, ``expectiminimax``, ``star1``
and ``star2`` with ``trace=True``) threads a :class:`Trace` through its fold, as
the engine threads its table: each node adds its events to what the search has
done so far and hands the longer trace on. The trace is a persistent stack (a pair
of the newest event and the trace before it), so adding an event costs one pair;
:func:`events` reads it back in the order the search did things, and
:class:`~fnsearch.engine.result.SearchResult` carries that one stream.

Every search speaks the same :data:`Event` union. The deterministic engine's
stream starts with :class:`Begin` and then says :class:`Enter`, :class:`Leaf`,
:class:`Hit`, :class:`BetaCut` and :class:`Return`, with the values and windows it
computes, seen from the side to move (negamax). A search of a game of chance says
:class:`Entered`, :class:`Valued`, :class:`Weighed`, :class:`BetaCut`,
:class:`Returned`, :class:`Probed` and :class:`Resumed`, with values from White's
point of view (a chance node has no side to move). :mod:`fnsearch.trace.steps`
turns both into the lecture's view.

>>> trace = push(push(EMPTY, Enter(0, "root", -9, 9)), Leaf(1, "a", 3))
>>> events(trace)  # doctest: +NORMALIZE_WHITESPACE
(Enter(ply=0, config='root', alpha=-9, beta=9, quiet=False),
 Leaf(ply=1, config='a', value=3, quiet=False))
>>> from fractions import Fraction
>>> trace = push(push(None, Entered(0, "roll", CHANCE, None)), Valued(1, "two", Fraction(2)))
>>> events(trace)
(Entered(ply=0, config='roll', side='CHANCE', window=None), Valued(ply=1, config='two', \
value=Fraction(2, 1)))
"""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate, repeat, takewhile
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.core.chance_config import Score, Value

__all__ = [
    "CHANCE",
    "EMPTY",
    "MAX",
    "MIN",
    "Begin",
    "BetaCut",
    "ChanceEvent",
    "ChanceTrace",
    "Enter",
    "Entered",
    "Event",
    "Hit",
    "Leaf",
    "Probed",
    "Resumed",
    "Return",
    "Returned",
    "Trace",
    "Valued",
    "Weighed",
    "events",
    "push",
    "pushed",
]

_C = TypeVar("_C")

MAX: Final = "MAX"
MIN: Final = "MIN"
CHANCE: Final = "CHANCE"


# --- the deterministic engine (negamax values, the side to move's view) ----------------


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


class Return(NamedTuple):
    """The node at ``ply`` has searched all its successors and answers ``value``."""

    ply: int
    value: int


# --- the searches of games of chance (values from White's point of view) ---------------


class Entered(NamedTuple, Generic[_C]):
    """The search enters the ``side`` (``"MAX"``, ``"MIN"``, ``"CHANCE"``) node ``config``.

    ``window`` is the ``(alpha, beta)`` of a pruning search, ``None`` without one.
    """

    ply: int
    config: _C
    side: str
    window: tuple[Value, Value] | None


class Valued(NamedTuple, Generic[_C]):
    """``config`` at ``ply`` is final or at the horizon, and is valued ``value``."""

    ply: int
    config: _C
    value: Value


class Weighed(NamedTuple):
    """The chance node at ``ply`` adds ``probability · value``; its sum is now ``total``."""

    ply: int
    probability: Fraction
    value: Value
    total: Value


class Returned(NamedTuple):
    """The node at ``ply`` is done and answers ``value``."""

    ply: int
    value: Value


class Probed(NamedTuple, Generic[_C]):
    """Star2 probes the ``side`` node ``config`` at ``ply``: it searches its first successor only.

    The events of that search follow, then a :class:`Returned` at ``ply`` with the
    bound found (a MAX node is worth at least it, a MIN node at most).
    """

    ply: int
    config: _C
    side: str


class Resumed(NamedTuple, Generic[_C]):
    """Star2's second pass returns to the probed node ``config`` at ``ply`` with ``window``.

    Its first successor, worth ``first``, is known from the probe, so the search goes
    on at its second successor. Not a new visit of the position.
    """

    ply: int
    config: _C
    side: str
    window: tuple[Value, Value]
    first: Value


# --- both -------------------------------------------------------------------------------


class BetaCut(NamedTuple):
    """The node at ``ply`` stops early and answers ``value``.

    The deterministic engine says only that (a child's value reached ``beta``: the
    node answers ``beta``, or the child's value when fail-soft); what caused the cut
    is read from the events before it. A search of a game of chance says why: at a
    decision node a successor's value ``child`` reached the bound ``bound`` of the
    window (``low``: it fell to ``α`` or below, else rose to ``β``). At a chance node
    (Star1) an outcome's value ``child`` crossed ``bound``, the ``α_i`` or ``β_i``
    beyond which the node is worth at most ``α`` or at least ``β`` whatever the outcomes
    after it give; with ``probes`` (Star2) the probes' bounds alone (``child``, their
    weighted sum with the bounds of the outcomes not probed) crossed ``α`` or ``β``.
    """

    ply: int
    value: Score
    child: Score = 0
    bound: Score = 0
    low: bool = False
    probes: bool = False


Event: TypeAlias = (
    "Begin | Enter[_C] | Leaf[_C] | Hit[_C] | Return | BetaCut"
    " | Entered[_C] | Valued[_C] | Weighed | Returned | Probed[_C] | Resumed[_C]"
)
"""One step of a search."""

ChanceEvent: TypeAlias = "Event[_C]"
"""The events of a search of a game of chance: the same union (the name its searches use)."""


class Trace(NamedTuple, Generic[_C]):
    """The events so far, newest first: a persistent stack.

    Attributes:
        newest: the event that happened last.
        older: the trace before it, ``None`` before the first event.
    """

    newest: Event[_C]
    older: Trace[_C] | None


ChanceTrace: TypeAlias = "Trace[_C]"
"""The trace of a search of a game of chance: the same stack (the name its searches use)."""

EMPTY: Final = None
"""The trace of a search that has done nothing yet."""


def push(trace: Trace[_C] | None, event: Event[_C]) -> Trace[_C]:
    """``trace`` with ``event`` added after everything in it.

    >>> push(EMPTY, Return(1, 5))
    Trace(newest=Return(ply=1, value=5), older=None)
    """
    return Trace(event, trace)


def pushed(trace: Trace[_C] | None, event: Event[_C], *, traced: bool) -> Trace[_C] | None:
    """``trace`` with ``event`` added when the search is ``traced``, else ``None``.

    >>> pushed(None, Returned(1, 5), traced=False) is None
    True
    """
    return Trace(event, trace) if traced else None


def events(trace: Trace[_C] | None) -> tuple[Event[_C], ...]:
    """The events of ``trace`` in the order they happened (oldest first).

    The stack is walked by ``accumulate`` in C (over the trace boxed in a 1-tuple,
    since ``None`` ends it), so a trace of any length is read back without recursion.

    >>> events(push(push(None, Returned(1, 2)), Returned(0, 2)))
    (Returned(ply=1, value=2), Returned(ply=0, value=2))
    """
    return tuple(
        reversed(
            tuple(
                box[0].newest
                for box in takewhile(_has_event, accumulate(repeat(None), _older, initial=(trace,)))
                if box[0] is not None
            )
        )
    )


def _older(box: tuple[Trace[_C] | None], _: None) -> tuple[Trace[_C] | None]:
    return (None if box[0] is None else box[0].older,)


def _has_event(box: tuple[Trace[_C] | None]) -> bool:
    return box[0] is not None
