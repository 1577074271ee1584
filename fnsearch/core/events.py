"""What a search does, step by step: the events of a trace, as values.

A search asked to trace (``search(..., trace=True)``, or ``expectiminimax``,
``star1`` and ``star2`` with ``ChanceOptions(trace=True)``) threads a :class:`Trace`
through its fold, as the engine threads its table: each node adds its events to
what the search has done so far and hands the longer trace on. The trace is a
persistent stack (a pair of the newest event and the trace before it), so adding
an event costs one pair; :func:`events` reads it back in the order the search did
things, and :class:`~fnsearch.engine.result.SearchResult` carries that one stream.

Every search speaks the same :data:`Event` union: :class:`Enter`, :class:`Leaf`,
:class:`Hit`, :class:`BetaCut` and :class:`Return`, with the values and windows it
computes. The deterministic engine's stream starts with :class:`Begin`, and its
values are seen from the side to move (negamax). A search of a game of chance has
no :class:`Begin`: its values are White's (a chance node has no side to move), its
nodes say their ``side``, and its chance nodes :class:`Weigh` each outcome.
:mod:`fnsearch.trace.steps` turns both into the lecture's view.

>>> trace = push(push(EMPTY, Enter(0, "root", -9, 9)), Leaf(1, "a", 3))
>>> events(trace)  # doctest: +NORMALIZE_WHITESPACE
(Enter(ply=0, config='root', alpha=-9, beta=9, quiet=False, side='', windowed=True,
       probe=False, first=None),
 Leaf(ply=1, config='a', value=3, quiet=False))
>>> from fractions import Fraction
>>> roll = Enter(0, "roll", 0, 0, side=CHANCE, windowed=False)
>>> events(push(push(None, roll), Weigh(0, Fraction(1, 2), Fraction(2), Fraction(1))))[1]
Weigh(ply=0, probability=Fraction(1, 2), value=Fraction(2, 1), total=Fraction(1, 1))
"""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate, repeat, takewhile
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.core.chance_config import Score

__all__ = [
    "CHANCE",
    "EMPTY",
    "MAX",
    "MIN",
    "Begin",
    "BetaCut",
    "Enter",
    "Event",
    "Hit",
    "Leaf",
    "Return",
    "Trace",
    "Weigh",
    "events",
    "push",
]

_C = TypeVar("_C")

MAX: Final = "MAX"
MIN: Final = "MIN"
CHANCE: Final = "CHANCE"


class Begin(NamedTuple):
    """A traced engine search begins; ``sign`` is ``1`` when White moves at the root, else -1."""

    sign: int


class Enter(NamedTuple, Generic[_C]):
    """The search enters ``config`` at ``ply`` with the window ``(alpha, beta)``.

    Attributes:
        ply: the node's distance from the root.
        config: the node's position.
        alpha: the lower end of its window.
        beta: the upper end of its window.
        quiet: a quiescence node: one searched below the depth limit.
        side: ``"MAX"``, ``"MIN"`` or ``"CHANCE"`` in a search of a game of chance;
            ``""`` in the engine's, whose side follows from the ply.
        windowed: ``False`` where the search has no window (EXPECTIMINIMAX, a probe).
        probe: Star2 probes the node: it searches its first successor only, and the
            node's :class:`Return` is the bound found (a MAX node is worth at least
            it, a MIN node at most).
        first: Star2's second pass comes back to a node it probed: the value of its
            first successor, known from the probe; the search goes on at the second
            successor (not a new visit of the position). ``None`` otherwise.
    """

    ply: int
    config: _C
    alpha: Score
    beta: Score
    quiet: bool = False
    side: str = ""
    windowed: bool = True
    probe: bool = False
    first: Score | None = None


class Leaf(NamedTuple, Generic[_C]):
    """``config`` at ``ply`` is final or at the horizon, and is valued ``value``.

    ``quiet`` marks a quiescence node: one valued below the depth limit.
    """

    ply: int
    config: _C
    value: Score
    quiet: bool = False


class Hit(NamedTuple, Generic[_C]):
    """The table answers ``config`` at ``ply`` with ``value`` without a search."""

    ply: int
    config: _C
    value: int


class Return(NamedTuple):
    """The node at ``ply`` has searched all its successors and answers ``value``."""

    ply: int
    value: Score


class Weigh(NamedTuple):
    """The chance node at ``ply`` adds ``probability · value``; its sum is now ``total``."""

    ply: int
    probability: Fraction
    value: Score
    total: Score


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


Event: TypeAlias = "Begin | Enter[_C] | Leaf[_C] | Hit[_C] | Return | BetaCut | Weigh"
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

    >>> push(EMPTY, Return(1, 5))
    Trace(newest=Return(ply=1, value=5), older=None)
    """
    return Trace(event, trace)


def events(trace: Trace[_C] | None) -> tuple[Event[_C], ...]:
    """The events of ``trace`` in the order they happened (oldest first).

    The stack is walked by ``accumulate`` in C (over the trace boxed in a 1-tuple,
    since ``None`` ends it), so a trace of any length is read back without recursion.

    >>> events(push(push(None, Return(1, 2)), Return(0, 2)))
    (Return(ply=1, value=2), Return(ply=0, value=2))
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
