"""A purely functional transposition table, and the capabilities that key it.

The table is a persistent map (``immutables.Map``): storing an entry returns a new
table sharing all but a path with the old one, which stays valid. A search threads
it through the fold over successors, each child returning the updated table.

A table may be *bounded*: with ``slots=n`` an entry lives under the slot
``hash(key) % n`` and remembers its full key, so the table never holds more than
``n`` entries; a new entry replaces whatever held its slot, and a probe that finds
another key's entry there finds nothing.

>>> table = empty_table()
>>> bigger = table.set(("some position", True), Entry(3, EXACT, 2, None))
>>> len(table), len(bigger)
(0, 1)
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Final, NamedTuple, TypeAlias

from immutables import Map

from fnsearch.engine.capabilities import Keyed, Symmetric

__all__ = [
    "EXACT",
    "LOWER",
    "UPPER",
    "Entry",
    "Keyed",
    "Symmetric",
    "Table",
    "bound_of",
    "decisive",
    "empty_table",
    "entry_of",
    "lowered",
    "meaning_of",
    "raised",
    "slot_of",
]


EXACT: Final = 0
"""An entry's bound: its value is exact."""
LOWER: Final = 1
"""An entry's bound: the true value is at least its value (the search failed high)."""
UPPER: Final = 2
"""An entry's bound: the true value is at most its value (the search failed low)."""


class Entry(NamedTuple):
    """One table entry.

    The ``value`` for the side to move, its ``bound`` (:data:`EXACT`, :data:`LOWER` or
    :data:`UPPER`), the ``depth`` searched below it, the ``best`` successor found (or
    ``None``; recognised by its table key, so with symmetry an image of it), in a
    bounded table the ``key`` it belongs to, and the ``meaning`` of its value: the game,
    evaluation, quiescence and symmetry of the search that stored it
    (:func:`meaning_of`). A search answers from an entry of its own meaning only, so a
    table carried into a search of another game or evaluation misses, never answers.
    """

    value: int
    bound: int
    depth: int
    best: Hashable | None
    key: Hashable | None = None
    meaning: Hashable | None = None


def meaning_of(
    instance: object, evaluate: object, quiescence: int | None, symmetry: bool
) -> tuple[object, object, int | None, bool]:
    """What a search's table entries mean: compared whole, each part by identity first.

    >>> meaning_of("game", len, None, False) == meaning_of("game", len, None, False)
    True
    >>> meaning_of("game", len, None, False) == meaning_of("game", abs, None, False)
    False
    """
    return (instance, evaluate, quiescence, symmetry)


Table: TypeAlias = Map[Hashable, Entry]
"""A transposition table: (configuration key, White to move) -> :class:`Entry`."""


def empty_table() -> Table:
    """A table with no entries.

    >>> len(empty_table())
    0
    """
    return Map()


def bound_of(value: int, alpha: int, beta: int) -> int:
    """What a fail-hard value searched with the window ``(alpha, beta)`` says.

    >>> bound_of(2, 2, 5) == UPPER, bound_of(5, 2, 5) == LOWER, bound_of(3, 2, 5) == EXACT
    (True, True, True)
    """
    return UPPER if value <= alpha else LOWER if value >= beta else EXACT


def decisive(entry: Entry, alpha: int, beta: int) -> bool:
    """Whether ``entry`` settles a node searched with the window ``(alpha, beta)`` (fail-hard).

    >>> decisive(Entry(7, LOWER, 3, None), 0, 5), decisive(Entry(7, UPPER, 3, None), 0, 5)
    (True, False)
    """
    return (
        entry.bound == EXACT
        or (entry.bound == LOWER and entry.value >= beta)
        or (entry.bound == UPPER and entry.value <= alpha)
    )


def raised(entry: Entry | None, alpha: int) -> int:
    """``alpha`` raised by the entry's value when that is a lower bound.

    >>> raised(Entry(3, LOWER, 1, None), 0), raised(Entry(3, UPPER, 1, None), 0), raised(None, 0)
    (3, 0, 0)
    """
    return max(alpha, entry.value) if entry is not None and entry.bound == LOWER else alpha


def lowered(entry: Entry | None, beta: int) -> int:
    """``beta`` lowered by the entry's value when that is an upper bound.

    >>> lowered(Entry(3, UPPER, 1, None), 9), lowered(Entry(3, EXACT, 1, None), 9)
    (3, 9)
    """
    return min(beta, entry.value) if entry is not None and entry.bound == UPPER else beta


def slot_of(key: Hashable, slots: int | None) -> Hashable:
    """Where the entry of ``key`` is kept: under the key itself, or in a slot of a bounded table.

    >>> slot_of(("k", True), None), slot_of(123, 10)
    (('k', True), 3)
    """
    return key if slots is None else hash(key) % slots


def entry_of(table: Table, key: Hashable, slots: int | None) -> Entry | None:
    """The entry of ``key`` in ``table`` (bounded to ``slots`` entries, or not), if any.

    >>> table = empty_table().set("k", Entry(3, EXACT, 2, "best"))
    >>> entry_of(table, "k", None).value, entry_of(table, "j", None)
    (3, None)
    >>> bounded = empty_table().set(slot_of(12, 5), Entry(3, EXACT, 2, None, 12))
    >>> entry_of(bounded, 12, 5).value, entry_of(bounded, 17, 5)
    (3, None)
    """
    return table.get(key) if slots is None else _verified(table.get(hash(key) % slots), key)


def _verified(entry: Entry | None, key: Hashable) -> Entry | None:
    """The entry found in a slot, if it is the entry of ``key`` (not of a key sharing it)."""
    return entry if entry is not None and entry.key == key else None
