"""A purely functional transposition table, and the capabilities that key it.

The table is a persistent map (a hash array mapped trie, ``immutables.Map``):
storing an entry returns a new table that shares all but a path of nodes with the
old one, in a few hundred nanoseconds, and the old table stays valid. A search
threads it through the fold over successors — each child returns its value
together with the updated table — so nothing is copied per node and nothing is
mutated.

An entry holds the value of a configuration for the side to move, the kind of
bound that value is (fail-hard alpha-beta values outside the window are only
bounds), the depth searched below it and the key of its best successor.

>>> table = empty_table()
>>> bigger = table.set(("some position", True), Entry(3, EXACT, 2, None))
>>> len(table), len(bigger)
(0, 1)
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import IntEnum
from typing import Final, NamedTuple, Protocol, TypeAlias, TypeVar, runtime_checkable

from immutables import Map

__all__ = [
    "EXACT",
    "LOWER",
    "UPPER",
    "Bound",
    "Entry",
    "Keyed",
    "Symmetric",
    "Table",
    "empty_table",
]

_C_contra = TypeVar("_C_contra", contravariant=True)


class Bound(IntEnum):
    """What an entry's value says about the true value of its configuration."""

    EXACT = 0
    """The value is exact."""
    LOWER = 1
    """The true value is at least the value (the search failed high)."""
    UPPER = 2
    """The true value is at most the value (the search failed low)."""


# Plain ints on the hot path (an Enum member lookup costs ten times a global).
EXACT: Final = 0
LOWER: Final = 1
UPPER: Final = 2


class Entry(NamedTuple):
    """One table entry.

    Attributes:
        value: the value for the side to move (negamax view).
        bound: :data:`EXACT`, :data:`LOWER` or :data:`UPPER` (see :class:`Bound`).
        depth: the plies searched below the configuration.
        best: the table key of the best successor found, or ``None``.
    """

    value: int
    bound: int
    depth: int
    best: Hashable | None


Table: TypeAlias = Map[Hashable, Entry]
"""A transposition table: (configuration key, White to move) -> :class:`Entry`."""


def empty_table() -> Table:
    """A table with no entries.

    >>> len(empty_table())
    0
    """
    return Map()


@runtime_checkable
class Symmetric(Protocol[_C_contra]):
    """An optional capability: the key under which symmetric configurations share an entry.

    ``canonical(c) == canonical(d)`` must hold exactly when ``d`` is an image of
    ``c`` under a symmetry of the game that preserves the score, the evaluation
    and the game's future (for example a rotation of a tic-tac-toe board).
    """

    def canonical(self, c: _C_contra, /) -> Hashable:
        """The same key for every symmetric image of ``c``."""
        ...


@runtime_checkable
class Keyed(Protocol[_C_contra]):
    """An optional capability: the part of a configuration that identifies the game state.

    Without it a configuration is its own key. A configuration that carries extra
    data (such as the last move, kept to detect wins quickly) names here what two
    transposed configurations have in common.
    """

    def key(self, c: _C_contra, /) -> Hashable:
        """The key of ``c`` in a transposition table."""
        ...
