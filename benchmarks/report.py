"""What every benchmark section shares: its report, its Markdown tables, the clock.

A section is a function from the number of timed runs to a :class:`Report`;
:mod:`benchmarks.run` lists the sections and prints their reports. The section
modules import this one and the library, never each other or :mod:`benchmarks.run`.

This module is part of the imperative shell: :func:`timed` and
:func:`median_seconds` read the clock and switch the garbage collector off while
a call is timed, and :func:`optional_modules` imports what may be missing.
"""

from __future__ import annotations

import gc
import importlib
import math
import statistics
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Final, TypeAlias, TypeVar, final

__all__ = [
    "NOT_INSTALLED",
    "SAMPLE_SECONDS",
    "Report",
    "Section",
    "cell",
    "markdown_table",
    "median_ratio",
    "median_seconds",
    "optional_modules",
    "round_seconds",
    "rounds",
    "timed",
]

_T = TypeVar("_T")

NOT_INSTALLED: Final = "not installed: pip install -e '.[bench]'"
"""The note of a row whose optional library cannot be imported."""


@final
@dataclass(frozen=True, slots=True)
class Report:
    """What a section prints: a heading, a Markdown table, a note, and whether all is well.

    >>> Report("Title", "| a |", "a note").ok
    True
    """

    title: str
    table: str
    note: str
    ok: bool = True


Section: TypeAlias = Callable[[int], Report]
"""A benchmark section: given the number of timed runs, its report."""


def cell(value: object) -> str:
    """A value as a table cell: yes/no, ints with thousands commas, floats to one decimal.

    >>> [cell(True), cell(20866), cell(1234.56), cell("draw"), cell(None)]
    ['yes', '20,866', '1,234.6', 'draw', '-']
    """
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.1f}"
    return str(value)


def markdown_table(
    header: Sequence[str], rows: Iterable[Sequence[object]], right: Collection[int] = ()
) -> str:
    """A Markdown table; the columns whose index is in ``right`` are right-aligned.

    >>> print(markdown_table(["search", "nodes"], [["alpha-beta", 20866], ["none", None]], {1}))
    | search | nodes |
    |---|---:|
    | alpha-beta | 20,866 |
    | none | - |
    """
    return "\n".join(
        [
            "| " + " | ".join(header) + " |",
            "|" + "".join("---:|" if index in right else "---|" for index in range(len(header))),
            *("| " + " | ".join(map(cell, row)) + " |" for row in rows),
        ]
    )


def timed(call: Callable[[], _T]) -> tuple[float, _T]:
    """The seconds ``call`` takes, with the garbage collector off, and its answer."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter()
        answer = call()
        return time.perf_counter() - start, answer
    finally:
        if collecting:
            gc.enable()


SAMPLE_SECONDS: Final = 0.001
"""The least time one timed sample of :func:`median_seconds` lasts."""


def median_seconds(thunks: Mapping[str, Callable[[], object]], runs: int) -> dict[str, float]:
    """Median seconds of each thunk over ``runs`` round-robin rounds (see :func:`round_seconds`).

    >>> sorted(median_seconds({"a": lambda: sum(range(10)), "b": lambda: None}, 3))
    ['a', 'b']
    """
    return {name: statistics.median(times) for name, times in round_seconds(thunks, runs).items()}


def round_seconds(thunks: Mapping[str, Callable[[], object]], runs: int) -> dict[str, list[float]]:
    """The seconds of each thunk in each of ``runs`` round-robin rounds, in round order.

    Each round runs every thunk once, in turn, so that a slow moment of the
    machine hits them all alike. A thunk that takes less than :data:`SAMPLE_SECONDS`
    is called as many times in a row as make up that time, and the sample is their
    mean: a single call of a search of 90 µs varies by more than ten per cent. Where a
    round is short, there are more rounds than ``runs`` (see :func:`rounds`).

    >>> [len(times) for times in round_seconds({"a": lambda: None}, 3).values()]
    [51]
    """
    first = {name: timed(thunk)[0] for name, thunk in thunks.items()}
    calls = {name: _calls_for(seconds) for name, seconds in first.items()}
    times: dict[str, list[float]] = {name: [] for name in thunks}
    for _ in range(rounds(runs, sum(calls[name] * first[name] for name in thunks))):
        for name, thunk in thunks.items():
            times[name].append(timed(_repeated(thunk, calls[name]))[0] / calls[name])
    return times


def median_ratio(times: Sequence[float], plain: Sequence[float]) -> float:
    """The median over the rounds of ``times`` over ``plain``, each pair from one round.

    A ratio taken within a round is taken at one speed of the machine; the ratio of
    two medians is not (see :func:`benchmarks.core.compare`).

    >>> median_ratio([2.0, 4.0, 3.0], [1.0, 2.0, 4.0])
    2.0
    """
    return statistics.median(a / b for a, b in zip(times, plain, strict=True))


def _calls_for(seconds: float) -> int:
    """The calls of a thunk that took ``seconds`` once that make a sample of ``SAMPLE_SECONDS``."""
    return max(1, min(1000, math.ceil(SAMPLE_SECONDS / max(seconds, 1e-6))))


ROUND_SECONDS: Final = 2.0
"""The least time all the rounds of :func:`median_seconds` last, up to :data:`MOST_ROUNDS`."""

MOST_ROUNDS: Final = 51


def rounds(
    runs: int, seconds: float, *, budget: float = ROUND_SECONDS, most: int = MOST_ROUNDS
) -> int:
    """``runs``, or more where a round of ``seconds`` is shorter than ``budget / runs``.

    Enough rounds to last about ``budget`` seconds, at most ``most``. Searches of a few
    milliseconds or less are timed in more rounds: on a machine whose speed drifts,
    the ratio of two searches of Connect Four to depth 1 (about 0.2 ms each) ranged
    over 0.97-1.15 in four medians of 7 rounds and over 0.96-1.02 in four of 51.

    >>> rounds(7, 1.0), rounds(7, 0.1), rounds(7, 0.0001), rounds(7, 0.2, budget=3, most=21)
    (7, 20, 51, 15)
    """
    return max(runs, min(most, math.ceil(budget / max(seconds, 1e-9))))


def _repeated(thunk: Callable[[], object], calls: int) -> Callable[[], object]:
    """``thunk`` called ``calls`` times in a row; the answer of the last call."""

    def run() -> object:
        answer = thunk()
        for _ in range(calls - 1):
            answer = thunk()
        return answer

    return run


def optional_modules(*names: str) -> tuple[ModuleType, ...] | None:
    """The modules, or ``None`` when one of them cannot be imported.

    >>> optional_modules("no_such_benchmark_peer") is None
    True
    """
    try:
        return tuple(importlib.import_module(name) for name in names)
    except ImportError:
        return None
