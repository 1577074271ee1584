"""A purely functional transposition table: a persistent map, threaded through the search.

Storing an entry returns a new table sharing all but a path with the old one. A
*bounded* table (``slots=n``) keeps an entry under the slot ``hash(key) % n`` with its
full key: a new entry replaces what held its slot, a probe of another key finds nothing.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Final, NamedTuple, TypeAlias

from immutables import Map

EXACT: Final = 0
"""An entry's bound: its value is exact."""
LOWER: Final = 1
"""An entry's bound: the true value is at least its value (the search failed high)."""
UPPER: Final = 2
"""An entry's bound: the true value is at most its value (the search failed low)."""


class Entry(NamedTuple):
    """One table entry: a value for the side to move, its bound, the depth searched below.

    ``best`` is the best successor found (recognised by its table key), ``key`` the
    full key in a bounded table, ``meaning`` the game, evaluation, quiescence and
    symmetry of the search that stored it: a search answers only from its own.
    """

    value: int
    bound: int
    depth: int
    best: Hashable | None
    key: Hashable | None = None
    meaning: Hashable | None = None


Table: TypeAlias = Map[Hashable, Entry]
"""A transposition table: (configuration key, White to move) -> :class:`Entry`."""


def empty_table() -> Table:
    """A table with no entries.

    >>> len(empty_table())
    0
    """
    return Map()


def bound_of(value: int, alpha: int, beta: int) -> int:
    """What a fail-hard value searched with the window ``(alpha, beta)`` says."""
    return UPPER if value <= alpha else LOWER if value >= beta else EXACT


def decisive(entry: Entry, alpha: int, beta: int) -> bool:
    """Whether ``entry`` settles a node searched with the window ``(alpha, beta)`` (fail-hard)."""
    return (
        entry.bound == EXACT
        or (entry.bound == LOWER and entry.value >= beta)
        or (entry.bound == UPPER and entry.value <= alpha)
    )


def slot_of(key: Hashable, slots: int | None) -> Hashable:
    """Where the entry of ``key`` is kept: under the key itself, or in a slot of a bounded table."""
    return key if slots is None else hash(key) % slots


def entry_of(table: Table, key: Hashable, slots: int | None) -> Entry | None:
    """The entry of ``key`` in ``table`` (bounded to ``slots`` entries, or not), if any."""
    found = table.get(slot_of(key, slots))
    return found if slots is None or (found is not None and found.key == key) else None
