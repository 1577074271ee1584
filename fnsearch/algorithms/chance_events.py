"""What a search of a game of chance does, step by step: its events, as values.

The chance searches asked to trace (``expectiminimax(..., trace=True)``, and
``star1``/``star2``) thread a :data:`ChanceTrace` through their folds as the
deterministic engine threads its :class:`~fnsearch.algorithms.events.Trace`: each
node adds its events to what the search has done so far and hands the longer trace
on, in the :class:`~fnsearch.algorithms.expectation.Answer` it returns. Values are
from White's point of view (no negamax here: a chance node has no side to move).

Every position the search visits is one :class:`Entered`, :class:`Valued` or
:class:`Probed` event, every position valued by its score or the evaluation one
:class:`Valued` event: the counts of a trace are the search's statistics.

>>> from fractions import Fraction
>>> trace = push(push(None, Entered(0, "roll", CHANCE, None)), Valued(1, "two", Fraction(2)))
>>> chance_events(trace)
(Entered(ply=0, config='roll', side='CHANCE', window=None), Valued(ply=1, config='two', \
value=Fraction(2, 1)))
"""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate, repeat, takewhile
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.chance import Value

__all__ = [
    "CHANCE",
    "MAX",
    "MIN",
    "ChanceEvent",
    "ChanceTrace",
    "Cut",
    "Entered",
    "Probed",
    "Resumed",
    "Returned",
    "Valued",
    "Weighed",
    "chance_events",
    "push",
    "pushed",
]

_C = TypeVar("_C")

MAX: Final = "MAX"
MIN: Final = "MIN"
CHANCE: Final = "CHANCE"


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


class Cut(NamedTuple):
    """The node at ``ply`` stops early and answers ``value``.

    At a decision node a successor's value ``child`` reached the bound ``bound`` of
    the window (``low``: it fell to ``α`` or below, else rose to ``β``). At a chance
    node (Star1) an outcome's value ``child`` crossed ``bound``, the ``α_i`` or ``β_i``
    beyond which the node is worth at most ``α`` or at least ``β`` whatever the outcomes
    after it give; with ``probes`` (Star2) the probes' bounds alone (``child``, their
    weighted sum with the bounds of the outcomes not probed) crossed ``α`` or ``β``.
    """

    ply: int
    value: Value
    child: Value
    bound: Value
    low: bool
    probes: bool


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


ChanceEvent: TypeAlias = (
    "Entered[_C] | Valued[_C] | Weighed | Returned | Cut | Probed[_C] | Resumed[_C]"
)
"""One step of a search of a game of chance."""


class ChanceTrace(NamedTuple, Generic[_C]):
    """The events so far, newest first: a persistent stack.

    Attributes:
        newest: the event that happened last.
        older: the trace before it, ``None`` before the first event.
    """

    newest: ChanceEvent[_C]
    older: ChanceTrace[_C] | None


def push(trace: ChanceTrace[_C] | None, event: ChanceEvent[_C]) -> ChanceTrace[_C]:
    """``trace`` with ``event`` added after everything in it.

    >>> push(None, Returned(1, 5))
    ChanceTrace(newest=Returned(ply=1, value=5), older=None)
    """
    return ChanceTrace(event, trace)


def pushed(
    trace: ChanceTrace[_C] | None, event: ChanceEvent[_C], *, traced: bool
) -> ChanceTrace[_C] | None:
    """``trace`` with ``event`` added when the search is ``traced``, else ``None``.

    >>> pushed(None, Returned(1, 5), traced=False) is None
    True
    """
    return ChanceTrace(event, trace) if traced else None


def chance_events(trace: ChanceTrace[_C] | None) -> tuple[ChanceEvent[_C], ...]:
    """The events of ``trace`` in the order they happened (oldest first), without recursion.

    >>> chance_events(push(push(None, Returned(1, 2)), Returned(0, 2)))
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


def _older(box: tuple[ChanceTrace[_C] | None], _: None) -> tuple[ChanceTrace[_C] | None]:
    return (None if box[0] is None else box[0].older,)


def _has_event(box: tuple[ChanceTrace[_C] | None]) -> bool:
    return box[0] is not None
