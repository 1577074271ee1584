"""The ``split`` section: the exact Connect Four solver split across 2 processes.

The slowest ten lines of Test_L2_R1 for the serial solver (found by solving every
line once) are solved serially and by :func:`fnsearch.cli.parallel.parallel_solve`
on a pool of 2 worker processes started once beforehand (so process start-up is
not counted; a cluster's executor would be started once too). Times are medians
of runs taken in alternation.
"""

from __future__ import annotations

import time
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial

from benchmarks.connect4_sets import data_directory, read_set
from benchmarks.report import Report, markdown_table, median_seconds
from fnsearch.cli.parallel import parallel_solve
from fnsearch.games.connect4.solver import solved

__all__ = ["split_report"]

SLOWEST = 10


def _slowest(lines: list[tuple[int, str, int]], count: int) -> list[tuple[int, str, int]]:
    timed = []
    for line in lines:
        started = time.perf_counter()
        solved(line[1])
        timed.append((time.perf_counter() - started, line))
    return [line for _, line in sorted(timed, reverse=True)[:count]]


def _split(moves: str, pool: Executor) -> object:
    return parallel_solve(moves, executor=pool)


def split_report(runs: int, *, count: int = SLOWEST, limit: int | None = None) -> Report:
    """Serial against split solving on the slowest lines; ``limit`` reads only the first lines."""
    directory = data_directory()
    if directory is None:
        return Report("Split solving", "", "the published sets are missing", False)
    lines = read_set(directory, "Test_L2_R1")[:limit]
    rows: list[list[object]] = []
    right = True
    total_serial = total_split = 0.0
    with ProcessPoolExecutor(max_workers=2) as pool:
        parallel_solve(lines[0][1], executor=pool)  # start the workers
        for number, moves, expected in _slowest(lines, count):
            serial = solved(moves).unwrap()
            split = parallel_solve(moves, executor=pool).unwrap()
            right = right and serial.score == split.score == expected
            seconds = median_seconds(
                {"serial": partial(solved, moves), "split": partial(_split, moves, pool)}, runs
            )
            total_serial += seconds["serial"]
            total_split += seconds["split"]
            rows.append(
                [
                    number,
                    moves,
                    expected,
                    seconds["serial"] * 1000,
                    seconds["split"] * 1000,
                    f"{seconds['serial'] / seconds['split']:.2f}x",
                    serial.nodes,
                    split.nodes,
                ]
            )
    return Report(
        "The exact solver split across 2 processes (Test_L2_R1's slowest lines)",
        markdown_table(
            [
                "line",
                "moves",
                "score",
                "serial ms",
                "split ms",
                "speed-up",
                "serial nodes",
                "split nodes",
            ],
            rows,
        ),
        f"Speed-up over the {len(rows)} lines: {total_serial / total_split:.2f}x (sum of"
        f" medians of {runs} alternating runs); every score the published one:"
        f" {'yes' if right else 'NO'}.",
        right,
    )
