"""The ``maps`` section: the persistent maps considered for the transposition table.

:func:`maps` times ``set`` and ``get`` of ``immutables.Map`` and of
pyrsistent's ``PMap`` (optional: ``pip install -e '.[bench]'``; without it, its
rows say so), and the rejected alternative, copying a ``dict`` for every store.
The keys are shaped like the table's (a board and the side to move).
"""

from __future__ import annotations

import importlib
import statistics
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from itertools import repeat
from typing import Any, Final, TypeAlias, final

from benchmarks.report import NOT_INSTALLED, Report, markdown_table, optional_modules, timed
from fnsearch.engine.table import EXACT, Entry

__all__ = ["MapRow", "format_maps", "maps", "maps_report"]

_MAP_SIZES: Final = (1_000, 100_000)
_BATCH: Final = 10_000
_COPIES: Final = {1_000: 2_000, 100_000: 20}
_ENTRY: Final = Entry(0, EXACT, 9, None)

_Key: TypeAlias = tuple[tuple[int, ...], bool]


@final
@dataclass(frozen=True, slots=True)
class MapRow:
    """One operation on one kind of map: its median cost.

    Attributes:
        structure: the kind of map.
        operation: what was timed.
        size: the number of entries in the map.
        nanoseconds: the median time of one operation; ``None`` if not run.
        notes: how it was measured, or why it was not.

    >>> MapRow("dict", "copy", 1000, 4200.0, "").nanoseconds
    4200.0
    """

    structure: str
    operation: str
    size: int
    nanoseconds: float | None
    notes: str


def _table_key(i: int) -> _Key:
    """The ``i``-th of distinct keys shaped like the table's: 9 small ints and a bool.

    Only 3**9 boards exist, so the ints are the base-4 digits of ``i // 2``, less 1.
    """
    return tuple((i // 2 // 4**k) % 4 - 1 for k in range(9)), i % 2 == 1


# A measurement: the row it fills (without its time), the call to time, and the
# number of operations the call makes.
_Measurement: TypeAlias = tuple[MapRow, Callable[[], object], int]


def maps(runs: int = 5) -> list[MapRow]:
    """Median nanoseconds per ``set`` and ``get`` of the persistent maps, and per dict copy.

    The keys are shaped like the transposition table's: a tuple of 9 small ints
    and a bool; the values are table entries. ``set`` stores a key that is not in
    the map (each call on the same map, whose new version is dropped), ``get``
    finds a key that is; each timing makes 10,000 of them through ``map``, in C,
    so the loop adds little. ``dict.copy`` is the rejected alternative: copying a
    dict for every store, so that the old one stays valid.

    Args:
        runs: the number of rounds; each round times every measurement once.

    Returns:
        One :class:`MapRow` per structure, operation and size; pyrsistent's rows
        say so when it is not installed.

    """
    if runs < 1:
        raise ValueError(f"runs must be at least 1, got {runs}")
    immutables = importlib.import_module("immutables")
    pyrsistent = optional_modules("pyrsistent")
    entries: list[_Measurement | MapRow] = [
        *_persistent("immutables.Map", immutables.Map),
        *(
            _persistent("pyrsistent.PMap", pyrsistent[0].pmap)
            if pyrsistent
            else [
                MapRow("pyrsistent.PMap", operation, size, None, NOT_INSTALLED)
                for size in _MAP_SIZES
                for operation in ("set", "get")
            ]
        ),
        *(
            (
                MapRow("dict", "copy", size, None, "dict.copy(): a new dict for every store"),
                _copies(_dict(size), _COPIES[size]),
                _COPIES[size],
            )
            for size in _MAP_SIZES
        ),
    ]
    measurements = [entry for entry in entries if not isinstance(entry, MapRow)]
    times: list[list[float]] = [[] for _ in measurements]
    for _ in range(runs):
        for measured, (_row, call, operations) in zip(times, measurements, strict=True):
            seconds, _answer = timed(call)
            measured.append(seconds * 1e9 / operations)
    medians = iter([statistics.median(measured) for measured in times])
    return [
        entry if isinstance(entry, MapRow) else replace(entry[0], nanoseconds=next(medians))
        for entry in entries
    ]


def _dict(size: int) -> dict[Hashable, Entry]:
    return {_table_key(i): _ENTRY for i in range(size)}


def _persistent(name: str, make: Callable[[dict[Hashable, Entry]], Any]) -> list[_Measurement]:
    measurements: list[_Measurement] = []
    for size in _MAP_SIZES:
        persistent = make(_dict(size))
        new_keys = [_table_key(i) for i in range(size, size + _BATCH)]
        old_keys = [_table_key(i % size) for i in range(_BATCH)]
        measurements.append(
            (
                MapRow(name, "set", size, None, "insert of a new key; the new version is dropped"),
                _sets(persistent, new_keys),
                len(new_keys),
            )
        )
        measurements.append(
            (
                MapRow(name, "get", size, None, "lookup of a key in the map"),
                _gets(persistent, old_keys),
                len(old_keys),
            )
        )
    return measurements


def _sets(persistent: Any, keys: list[_Key]) -> Callable[[], object]:
    return lambda: deque(map(persistent.set, keys, repeat(_ENTRY)), maxlen=0)


def _gets(persistent: Any, keys: list[_Key]) -> Callable[[], object]:
    return lambda: deque(map(persistent.get, keys), maxlen=0)


def _copies(table: dict[Hashable, Entry], times: int) -> Callable[[], object]:
    return lambda: deque(map(dict.copy, repeat(table, times)), maxlen=0)


def format_maps(rows: Sequence[MapRow]) -> str:
    """The rows of :func:`maps` as a Markdown table.

    >>> print(format_maps([MapRow("dict", "copy", 1000, 4213.7, "dict.copy()")]))
    | structure | operation | entries | median ns | notes |
    |---|---|---:|---:|---|
    | dict | copy | 1,000 | 4,214 | dict.copy() |
    """
    return markdown_table(
        ["structure", "operation", "entries", "median ns", "notes"],
        (
            [
                row.structure,
                row.operation,
                row.size,
                None if row.nanoseconds is None else f"{row.nanoseconds:,.0f}",
                row.notes,
            ]
            for row in rows
        ),
        right={2, 3},
    )


def maps_report(runs: int) -> Report:
    """immutables.Map against pyrsistent's PMap, the persistent maps considered for the table."""
    return Report(
        "Persistent maps for the transposition table",
        format_maps(maps(runs)),
        f"Median of {runs} runs; keys shaped like the table's (a board and the side to move).",
    )
