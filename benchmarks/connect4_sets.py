"""The ``sets`` section: every line of the published Connect Four sets solved exactly.

The sets are ``Test_L3_R1`` (end-easy) and ``Test_L2_R1`` (middle-easy),
1,000 positions each: the columns played from the empty board, then the exact
score for the side to move. They are read from ``benchmarks/data/connect4/``
(copied into the repository), else from the directory in
``FNSEARCH_CONNECT4_DATA``, else from ``../shared/data/connect4/`` beside the
checkout; if none has them, the section says so and fails. Every line is solved once by
:func:`fnsearch.games.connect4.solver.solution` (each position with a fresh
table) and its score checked; the section fails if a score is wrong.

It reports the time and nodes per position (mean, median, maximum) against the
targets, the weak solver, the ten slowest positions, the memory of the table
(bytes per entry, and the peak of the search with the most nodes) and what each
technique saves, measured with the general engine on a subset of ``Test_L2_R1``.

This module reads the clock, files and the environment: it is shell.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, final

from immutables import Map

from benchmarks.report import Report, markdown_table, timed
from fnsearch.engine.nullwindow import null_window
from fnsearch.engine.search import search
from fnsearch.engine.table import Entry, empty_table
from fnsearch.games.connect4.bitboard_game import (
    CONNECT_FOUR_BITS,
    Board,
    from_moves,
    threats_first,
    to_move,
)
from fnsearch.games.connect4.solver import SLOTS, ExactSolution, solution

__all__ = ["Solved", "data_directory", "read_set", "sets_report"]

HERE: Final = Path(__file__).resolve().parent / "data" / "connect4"
SHARED: Final = Path(__file__).resolve().parents[2] / "shared" / "data" / "connect4"
"""The shared copy beside the checkout, where the sets were first provided."""
SETS: Final = ("Test_L3_R1", "Test_L2_R1")
TARGETS: Final = {"Test_L3_R1": (0.5, None), "Test_L2_R1": (10.0, 1000.0)}
"""Per set: the target mean and the target maximum, in milliseconds."""
SUBSET: Final = 20
"""The technique table solves the first 20 lines of Test_L2_R1: without the
solver's techniques the engine takes up to 15 s on some of them, and over a
minute on others further down the set."""


@final
@dataclass(frozen=True, slots=True)
class Solved:
    """One line of a set, solved: where it is, what was expected, what was found, how fast."""

    set_name: str
    line: int
    moves: str
    expected: int
    found: ExactSolution
    seconds: float
    cpu_seconds: float

    @property
    def exact(self) -> bool:
        """Whether the solver found the published score."""
        return self.found.score == self.expected


def data_directory() -> Path | None:
    """Where the sets are: the repository's copy, ``$FNSEARCH_CONNECT4_DATA``, the shared copy."""
    for candidate in (HERE, Path(os.environ.get("FNSEARCH_CONNECT4_DATA", HERE)), SHARED):
        if all((candidate / name).is_file() for name in SETS):
            return candidate
    return None


def read_set(directory: Path, name: str) -> list[tuple[int, str, int]]:
    """The lines of a set: line number, moves, score."""
    lines = (directory / name).read_text(encoding="ascii").splitlines()
    return [
        (number, fields[0], int(fields[1]))
        for number, fields in enumerate(map(str.split, lines), 1)
        if len(fields) == 2
    ]


def _solved(set_name: str, line: int, moves: str, expected: int, weak: bool) -> Solved:
    board = from_moves(moves).unwrap()
    started = time.process_time()
    seconds, found = timed(lambda: solution(board, weak=weak))
    return Solved(
        set_name,
        line,
        moves,
        (expected > 0) - (expected < 0) if weak else expected,
        found,
        seconds,
        time.process_time() - started,
    )


def _summary(name: str, solved: Sequence[Solved], kind: str) -> list[object]:
    times = [s.seconds * 1000 for s in solved]
    cpu = [s.cpu_seconds * 1000 for s in solved]
    nodes = [s.found.nodes for s in solved]
    target_mean, target_max = TARGETS[name]
    met = statistics.mean(times) < target_mean and (target_max is None or max(times) < target_max)
    return [
        name,
        kind,
        len(solved),
        f"{sum(s.exact for s in solved)}/{len(solved)}",
        f"{statistics.mean(times):.3f}",
        f"{statistics.median(times):.3f}",
        f"{max(times):.1f}",
        f"{statistics.mean(cpu):.3f}",
        f"{max(cpu):.1f}",
        f"{statistics.mean(nodes):,.0f}",
        statistics.median(nodes),
        max(nodes),
        (
            "mean < "
            + f"{target_mean} ms"
            + ("" if target_max is None else f", max < {target_max:g} ms")
        )
        + (": met" if met else ": missed")
        if kind == "strong"
        else "-",
    ]


def _target(mean: float, maximum: float | None, met: bool) -> str:
    bound = f"mean < {mean:g} ms" + ("" if maximum is None else f", max < {maximum:g} ms")
    return f"{bound}: {'met' if met else 'missed'}"


def _bytes_per_entry(count: int = 100_000) -> tuple[float, float]:
    """Bytes per entry of the solver's slot table and of the engine's table, measured."""
    keys = random.Random(10).sample(range(1, 1 << 49), count)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    slots: Map[int, int] = Map()
    for key in keys:
        slots = slots.set(key % SLOTS, (key << 7) | 19)
    compact = (tracemalloc.get_traced_memory()[0] - before) / len(slots)
    del slots
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    table = empty_table()
    for key in keys:
        table = table.set((key, True), Entry(0, 0, 1 << 31, key + 1))
    engine = (tracemalloc.get_traced_memory()[0] - before) / len(table)
    tracemalloc.stop()
    return compact, engine


def _peak(board: Board) -> tuple[int, ExactSolution]:
    """The peak memory traced while ``board`` is solved, and its solution."""
    gc.collect()
    tracemalloc.start()
    found = solution(board)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak, found


_Variant = Callable[[Board], tuple[int, int]]


def _engine(**options: object) -> _Variant:
    def run(board: Board) -> tuple[int, int]:
        found = search(
            CONNECT_FOUR_BITS,
            board,
            to_move(board),
            table=empty_table(),
            order=threats_first if options.get("order") else None,
            anticipate=bool(options.get("anticipate")),
            bounds=bool(options.get("bounds")),
        )
        return found.value, found.stats.nodes

    return run


def _windows(board: Board) -> tuple[int, int]:
    found = null_window(
        CONNECT_FOUR_BITS,
        board,
        to_move(board),
        order=threats_first,
        anticipate=True,
        bounds=True,
    )
    return found.value, found.stats.nodes


def _solver(null_windows: bool | None) -> _Variant:
    def run(board: Board) -> tuple[int, int]:
        found = solution(board, null_windows=null_windows)
        return (found.score if to_move(board).value == 1 else -found.score), found.nodes

    return run


VARIANTS: Final[tuple[tuple[str, _Variant], ...]] = (
    ("engine, table (keyed by one int)", _engine()),
    ("+ anticipation of losing drops", _engine(anticipate=True)),
    ("+ order by threats made, centre first", _engine(order=True, anticipate=True)),
    ("+ score bounds", _engine(order=True, anticipate=True, bounds=True)),
    ("+ null windows (binary search on the score)", _windows),
    ("specialised solver, one whole window, compact bounded table", _solver(False)),
    ("specialised solver, null windows always", _solver(True)),
    ("specialised solver, null windows below 26 stones (solve)", _solver(None)),
)
"""Each engine row adds one technique to the row above it; then the solver both ways."""


def _timed_variant(variant: _Variant, board: Board) -> tuple[float, tuple[int, int]]:
    return timed(lambda: variant(board))


def _techniques(lines: Sequence[tuple[int, str, int]]) -> tuple[str, bool, str]:
    """The technique table, whether all values were right, the plain engine's heaviest line."""
    rows: list[list[object]] = []
    ok = True
    previous: int | None = None
    previous_seconds = 0.0
    heaviest = (0, "")
    for label, variant in VARIANTS:
        nodes = 0
        seconds = 0.0
        for _, moves, score in lines:
            board = from_moves(moves).unwrap()
            spent, (value, searched) = _timed_variant(variant, board)
            ok = ok and value == (score if to_move(board).value == 1 else -score)
            nodes += searched
            seconds += spent
            heaviest = max(heaviest, (searched, moves)) if previous is None else heaviest
        rows.append(
            [
                label,
                f"{nodes / len(lines):,.0f}",
                "-" if previous is None else f"{1 - nodes / previous:.1%}",
                f"{seconds / len(lines) * 1000:,.1f}",
                "-" if previous is None else f"{seconds / previous_seconds:.2f}x",
            ]
        )
        previous = nodes
        previous_seconds = seconds
        print(f"  technique row done: {label}", file=sys.stderr, flush=True)
    return (
        markdown_table(
            [
                "search (each row adds to the one above)",
                "nodes per position",
                "saved",
                "ms per position",
                "time ÷ row above",
            ],
            rows,
            {1, 2, 3, 4},
        ),
        ok,
        heaviest[1],
    )


ENGINE_SLOTS: Final = 65_536
"""The bound of the engine's table in the memory comparison."""


def _engine_memory(moves: str) -> str:
    """Peak memory of the plain engine on ``moves``, its table unbounded and bounded."""
    board = from_moves(moves).unwrap()
    rows: list[list[object]] = []
    for slots in (None, ENGINE_SLOTS):
        gc.collect()
        tracemalloc.start()
        found = search(CONNECT_FOUR_BITS, board, to_move(board), table=empty_table(), slots=slots)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        rows.append(
            [
                "every entry" if slots is None else f"{slots:,} slots",
                found.stats.nodes,
                0 if found.table is None else len(found.table),
                f"{peak / 1024:,.0f}",
            ]
        )
    return markdown_table(["engine table", "nodes", "entries", "peak KiB"], rows, {1, 2, 3})


def sets_report(runs: int) -> Report:
    """Solve both sets line by line; the section fails on a wrong score. ``runs`` is unused."""
    directory = data_directory()
    if directory is None:
        return Report(
            "Connect Four: the published benchmark sets",
            "",
            f"The sets {', '.join(SETS)} are missing: expected them in {HERE}, in the "
            f"directory named by FNSEARCH_CONNECT4_DATA or in {SHARED}.",
            False,
        )
    solved = {
        (name, weak): [
            _solved(name, line, moves, score, weak)
            for line, moves, score in read_set(directory, name)
        ]
        for name in SETS
        for weak in (False, True)
    }
    print("  sets solved", file=sys.stderr, flush=True)
    exact = all(s.exact for group in solved.values() for s in group)
    summary = markdown_table(
        [
            "set",
            "solver",
            "positions",
            "exact",
            "mean ms",
            "median ms",
            "max ms",
            "mean CPU ms",
            "max CPU ms",
            "mean nodes",
            "median nodes",
            "max nodes",
            "target",
        ],
        [
            _summary(name, solved[name, weak], "weak" if weak else "strong")
            for name in SETS
            for weak in (False, True)
        ],
        {2, 4, 5, 6, 7, 8, 9, 10, 11},
    )
    strong = [s for name in SETS for s in solved[name, False]]
    slowest = markdown_table(
        ["set", "line", "moves", "score", "ms", "nodes"],
        [
            [s.set_name, s.line, s.moves, s.expected, f"{s.seconds * 1000:.1f}", s.found.nodes]
            for s in sorted(strong, key=lambda s: s.seconds, reverse=True)[:10]
        ],
        {1, 3, 4, 5},
    )
    longest = max(strong, key=lambda s: s.found.nodes)
    peak, found = _peak(from_moves(longest.moves).unwrap())
    compact, engine = _bytes_per_entry()
    memory = markdown_table(
        ["measure", "value"],
        [
            ["bytes per entry, solver's slot table (slot -> one packed int)", f"{compact:.0f}"],
            ["bytes per entry, engine's table ((int key, side) -> Entry)", f"{engine:.0f}"],
            ["table slots (the bound on entries)", SLOTS],
            [f"search with the most nodes: {longest.set_name} line {longest.line}", found.nodes],
            ["its table entries", found.entries],
            ["its peak traced memory, KiB", f"{peak / 1024:,.0f}"],
        ],
        {1},
    )
    subset = read_set(directory, "Test_L2_R1")[:SUBSET]
    techniques, agree, heaviest = _techniques(subset)
    engine_memory = _engine_memory(heaviest)
    table = "\n\n".join(
        [
            summary,
            "Slowest ten positions (strong solver):",
            slowest,
            "Memory:",
            memory,
            f"What each technique saves, on the first {len(subset)} lines of Test_L2_R1:",
            techniques,
            f"The longest search of the benchmark: the plain engine with a table on {heaviest}, "
            "its table keeping every entry or bounded:",
            engine_memory,
        ]
    )
    return Report(
        "Connect Four: the published benchmark sets",
        table,
        "Times are per position, the garbage collector off, a fresh table each; ms is "
        "wall-clock (the targets), CPU ms the process's CPU time, less disturbed by a busy "
        "machine; "
        f"every score {'exact' if exact and agree else 'NOT exact'}.",
        exact and agree,
    )
