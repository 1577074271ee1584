"""The optional capabilities a game may offer the engine, each a runtime-checkable protocol.

A search uses one only where an option asks for it (:func:`fnsearch.engine.setup.setup_of`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Protocol, TypeVar, runtime_checkable

from fnsearch.core.config import Player

_C = TypeVar("_C")
_C_contra = TypeVar("_C_contra", contravariant=True)


@runtime_checkable
class Symmetric(Protocol[_C_contra]):
    """A table key shared by the symmetric images of a configuration (``symmetry=True``).

    ``canonical(c) == canonical(d)`` exactly when ``d`` is an image of ``c`` under a
    symmetry that keeps the score, the evaluation and the game's future.
    """

    def canonical(self, c: _C_contra, /) -> Hashable:
        """The same key for every symmetric image of ``c``."""


@runtime_checkable
class Keyed(Protocol[_C_contra]):
    """The part of a configuration that identifies the game state (else it is its own key)."""

    def key(self, c: _C_contra, /) -> Hashable:
        """The key of ``c`` in a transposition table."""


@runtime_checkable
class Moves(Protocol[_C_contra]):
    """A name for the move between two configurations: killer moves are remembered by it."""

    def move(self, before: _C_contra, after: _C_contra, /) -> Hashable:
        """A key naming the move from ``before`` to its successor ``after``."""


@runtime_checkable
class Noisy(Protocol[_C]):
    """The successors whose evaluation may swing, searched by a quiescence search.

    ``noisy_successors(c, player)`` is a sub-sequence of ``successors(c, player)``:
    for Connect Four the drops that win, block a win or make a new threat.
    """

    def noisy_successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The noisy successors of ``c`` for ``player``, in the successors' order."""


@runtime_checkable
class Forcing(Protocol[_C_contra]):
    """Whether the side to move is forced: one legal move, or a threat to meet at once."""

    def is_forcing(self, c: _C_contra, player: Player, /) -> bool:
        """Whether ``player`` to move in ``c`` is forced."""


@runtime_checkable
class ScoreBounds(Protocol[_C_contra]):
    """The lowest and highest score reachable from a configuration (``bounds=True``).

    Both from White's side; every way the game can go from ``c`` lies between them.
    """

    def score_bounds(self, c: _C_contra, /) -> tuple[int, int]:
        """``(lowest, highest)`` score still reachable from ``c``."""


@runtime_checkable
class Anticipating(Protocol[_C]):
    """The successors without those that lose at once (``anticipate=True``).

    A subset of ``successors`` holding a successor of the best value, empty exactly
    when ``successors`` is; no value changes.
    """

    def non_losing_successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The successors of ``c`` worth searching for ``player``."""
