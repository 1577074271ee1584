"""The optional capabilities a game may offer the engine, each a runtime-checkable protocol.

A search uses one only where an option asks for it
(:func:`fnsearch.engine.search.setup_of`). They live in a module of their own, so
that a compiled engine keeps them as protocols a game is checked against at run time.

>>> from fnsearch.games.tictactoe import VECTOR_CONFIG
>>> isinstance(VECTOR_CONFIG, Symmetric), isinstance(VECTOR_CONFIG, ScoreBounds)
(True, False)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Protocol, TypeVar, runtime_checkable

from fnsearch.core.config import Player

__all__ = ["Anticipating", "Forcing", "Keyed", "Moves", "Noisy", "ScoreBounds", "Symmetric"]

_C = TypeVar("_C")
_C_contra = TypeVar("_C_contra", contravariant=True)


@runtime_checkable
class Symmetric(Protocol[_C_contra]):
    """An optional capability: the key under which symmetric configurations share an entry.

    ``canonical(c) == canonical(d)`` must hold exactly when ``d`` is an image of
    ``c`` under a symmetry of the game that preserves the score, the evaluation
    and the game's future (for example a rotation of a tic-tac-toe board).
    """

    def canonical(self, c: _C_contra, /) -> Hashable:
        """The same key for every symmetric image of ``c``."""


@runtime_checkable
class Keyed(Protocol[_C_contra]):
    """An optional capability: the part of a configuration that identifies the game state.

    Without it a configuration is its own key. A configuration that carries extra
    data (such as the last move, kept to detect wins quickly) names here what two
    transposed configurations have in common.
    """

    def key(self, c: _C_contra, /) -> Hashable:
        """The key of ``c`` in a transposition table."""


@runtime_checkable
class Moves(Protocol[_C_contra]):
    """An optional capability: naming the move that leads from one configuration to another.

    Killer moves are remembered by this key, so that "X takes the centre" found
    to cut in one subtree is tried first in its siblings' subtrees, where the
    configurations themselves differ.
    """

    def move(self, before: _C_contra, after: _C_contra, /) -> Hashable:
        """A key naming the move from ``before`` to its successor ``after``."""


@runtime_checkable
class Noisy(Protocol[_C]):
    """An optional capability: the successors of a configuration whose evaluation may swing.

    ``noisy_successors(c, player)`` of a non-final ``c`` is a sub-sequence of
    ``successors(c, player)``, in the same order: for Connect Four the drops that
    win at once, block an immediate win of the opponent, or make a new
    immediate threat; for a capture game the captures.
    """

    def noisy_successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The noisy successors of ``c`` for ``player``, in the successors' order."""


@runtime_checkable
class Forcing(Protocol[_C_contra]):
    """An optional capability: whether the side to move is forced.

    ``is_forcing(c, player)`` is true when ``player`` to move in the non-final
    ``c`` has only one legal move, or the opponent threatens to win at once.
    """

    def is_forcing(self, c: _C_contra, player: Player, /) -> bool:
        """Whether ``player`` to move in ``c`` is forced."""


@runtime_checkable
class ScoreBounds(Protocol[_C_contra]):
    """An optional capability: the lowest and highest score reachable from a configuration.

    Both are from White's point of view, like ``score``, and every way the game
    can go from ``c`` (and, for a final ``c``, its score) must lie between them. An
    exact solver spends most of its time proving bounds, and many are known before
    any search: in Connect Four a side cannot win before its next stone nor lose
    before the opponent's. With ``bounds=True`` the engine narrows each node's window
    to them first: a node whose window closes is answered at once, one whose window
    shrinks is searched with it, and cuts more.
    """

    def score_bounds(self, c: _C_contra, /) -> tuple[int, int]:
        """``(lowest, highest)`` score still reachable from ``c``."""


@runtime_checkable
class Anticipating(Protocol[_C]):
    """An optional capability: the successors, without those that lose at once.

    ``non_losing_successors(c, player)`` must be a subset of ``successors(c,
    player)`` holding at least one successor of the best value for ``player``,
    and none at all exactly when ``successors`` has none. In Connect Four a drop
    just below a cell where the opponent would complete four loses at once, and so
    does every drop but the block when the opponent threatens to win. With
    ``anticipate=True`` the engine expands only these; no value changes.

    >>> from fnsearch.core.config import BLACK
    >>> from fnsearch.games.connect4.bitboard_game import CONNECT_FOUR_BITS, from_moves
    >>> threat = from_moves("22334").unwrap()  # X threatens both ends of the bottom row
    >>> len(list(CONNECT_FOUR_BITS.non_losing_successors(threat, BLACK)))
    7
    """

    def non_losing_successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The successors of ``c`` worth searching for ``player``."""
