"""The values a search returns: the result and its statistics."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar, final

from typing_extensions import TypeVar as DefaultTypeVar

from fnsearch.core.events import Event
from fnsearch.engine.table import Table

_C = TypeVar("_C")
_V = DefaultTypeVar("_V", default=int)


@final
@dataclass(frozen=True, slots=True)
class Stats:
    """What a search did, counted purely (carried in the fold's state).

    The ``nodes`` visited (the root included), the ``leaves`` valued by ``score`` or
    the evaluation, the ``cutoffs``, the deepest ply (``depth``), the ``hits`` of the
    table; shown when not 0, the ``chance`` nodes, the ``quiescence`` nodes (also in
    ``nodes``) and the plies ``extended`` at forcing positions.

    >>> Stats(nodes=11, leaves=7, cutoffs=2, depth=2)
    Stats(nodes=11, leaves=7, cutoffs=2, depth=2, hits=0)
    """

    nodes: int
    leaves: int
    cutoffs: int
    depth: int
    hits: int = 0
    chance: int = 0
    quiescence: int = 0
    extended: int = 0

    def __repr__(self) -> str:
        return (
            f"Stats(nodes={self.nodes}, leaves={self.leaves}, cutoffs={self.cutoffs}, "
            f"depth={self.depth}, hits={self.hits}"
            + (f", chance={self.chance}" if self.chance else "")
            + (f", quiescence={self.quiescence}" if self.quiescence else "")
            + (f", extended={self.extended}" if self.extended else "")
            + ")"
        )


@final
@dataclass(frozen=True, slots=True)
class SearchResult(Generic[_C, _V]):
    """The outcome of :func:`fnsearch.search` (and of the searches of games of chance).

    The root's ``value`` from White's side (an expectation for games of chance), its
    ``best`` successor (``None`` at a final root or depth 0), the principal ``line``,
    the :class:`Stats`, the ``table`` after the search (``None`` without one), and the
    ``events`` when traced (:mod:`fnsearch.core.events`), else ``()``.
    """

    value: _V
    best: _C | None
    line: tuple[_C, ...]
    stats: Stats
    table: Table | None = field(default=None, repr=False)
    events: tuple[Event[_C], ...] = field(default=(), repr=False)

    @property
    def chance_events(self) -> tuple[Event[_C], ...]:
        """Deprecated, to be removed in the next release: the same as :attr:`events`."""
        return self.events
