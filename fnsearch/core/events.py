"""What a search does, step by step: the events of a trace, as values.

A traced search threads a :class:`Trace`, a persistent stack of events, through its
fold; :func:`events` reads it back oldest first. Every search speaks the same
:data:`Event` union. The engine's stream starts with :class:`Begin` and its values are
the side to move's (negamax); a search of a game of chance has White's values, nodes
that say their ``side``, and chance nodes that :class:`Weigh` each outcome.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate, repeat, takewhile
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.core.chance_config import Score

_C = TypeVar("_C")

MAX: Final = "MAX"
MIN: Final = "MIN"
CHANCE: Final = "CHANCE"


class Begin(NamedTuple):
    """A traced engine search begins; ``sign`` is ``1`` when White moves at the root, else -1."""

    sign: int


class Enter(NamedTuple, Generic[_C]):
    """The search enters ``config`` at ``ply`` with the window ``(alpha, beta)``.

    ``quiet`` marks a quiescence node; ``side`` is ``"MAX"``, ``"MIN"`` or ``"CHANCE"`` in a
    search of a game of chance (``""`` in the engine's); ``windowed`` is ``False`` without a
    window (EXPECTIMINIMAX, a probe); ``probe``: Star2 searches the node's first successor
    only, and its :class:`Return` is the bound found; ``first``: Star2's second pass comes
    back to a probed node, whose first successor's value this is.
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

    The engine says only that; a search of a game of chance says why: a successor's (or,
    at a chance node, an outcome's) value ``child`` crossed ``bound`` (``low``: down to
    ``α``, else up to ``β``), or with ``probes`` (Star2) the probes' bounds alone did.
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
    """The events so far, newest first: a persistent stack (``older`` is ``None`` at the end)."""

    newest: Event[_C]
    older: Trace[_C] | None


EMPTY: Final = None
"""The trace of a search that has done nothing yet."""


def push(trace: Trace[_C] | None, event: Event[_C]) -> Trace[_C]:
    """``trace`` with ``event`` added after everything in it."""
    return Trace(event, trace)


def events(trace: Trace[_C] | None) -> tuple[Event[_C], ...]:
    """The events of ``trace`` in the order they happened (oldest first), without recursion."""
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
    """The trace before the boxed one (boxed, since ``None`` ends the stack)."""
    return (None if box[0] is None else box[0].older,)


def _has_event(box: tuple[Trace[_C] | None]) -> bool:
    return box[0] is not None
