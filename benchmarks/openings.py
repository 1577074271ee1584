"""The ``openings`` section: what the exact solver costs as the stones on the board get fewer.

An exact opening book holds the score of every position of the first plies. This
section measures what building one would cost: for each number of stones, it
solves the first distinct positions of that many stones that begin the lines of
Test_L2_R1 (positions of real play, not random ones), each in a child process
stopped after ``seconds``, and it counts the positions a book of the first plies
would hold, up to mirroring. Each position is solved once (``--runs`` is not
used): the slow ones take minutes.

This module starts processes and reads the clock: it is shell.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterable, Iterator
from typing import Final, NamedTuple

from benchmarks.connect4_sets import data_directory, read_set
from benchmarks.report import Report, markdown_table
from fnsearch.cli.bounded import stream_within
from fnsearch.games.connect4.bitboard_game import CONNECT_FOUR_BITS, START, from_moves, to_move
from fnsearch.games.connect4.solver import solution

__all__ = ["PLIES", "book_positions", "openings_report"]

PLIES: Final = (14, 12, 10, 8, 6)
"""The numbers of stones measured, from many to few."""
PER_PLY: Final = 3
SECONDS: Final = 120.0
BOOK_PLIES: Final = 6
"""Book sizes are counted for the first plies up to this many stones."""


class _Solved(NamedTuple):
    moves: str
    score: int | None
    """``None`` when the solver did not finish in time."""
    nodes: int
    seconds: float


def _solved_within(moves: str, seconds: float) -> _Solved:
    """``moves`` solved in a child process stopped after ``seconds`` (the program's own bound)."""

    def run() -> Iterator[_Solved]:
        started = time.perf_counter()
        found = solution(from_moves(moves).unwrap())
        yield _Solved(moves, found.score, found.nodes, time.perf_counter() - started)

    done = [item for item in stream_within(run, seconds).items if isinstance(item, _Solved)]
    return done[0] if done else _Solved(moves, None, 0, seconds)


def book_positions(plies: int) -> list[int]:
    """The positions of 0, 1, ..., ``plies`` stones reachable in play, up to mirroring.

    A game that is over (four in a row) is not continued.

    >>> book_positions(4)
    [1, 4, 25, 121, 568]
    """
    counts: list[int] = []
    level = {CONNECT_FOUR_BITS.canonical(START): START}
    for _ in range(plies + 1):
        counts.append(len(level))
        level = {
            CONNECT_FOUR_BITS.canonical(child): child
            for board in level.values()
            for child in CONNECT_FOUR_BITS.successors(board, to_move(board))
        }
    return counts


def _median_text(results: list[_Solved], seconds: float) -> str:
    """The median time, written ``>S`` when the median position was stopped at ``seconds``."""
    median = statistics.median(result.seconds for result in results)
    return f">{seconds:g}" if median >= seconds else f"{median:.1f}"


def _prefixes(lines: Iterable[str], plies: int, count: int) -> list[str]:
    found: list[str] = []
    for moves in lines:
        if len(moves) > plies and moves[:plies] not in found:
            found.append(moves[:plies])
        if len(found) == count:
            break
    return found


def openings_report(
    runs: int,
    *,
    plies: tuple[int, ...] = PLIES,
    per_ply: int = PER_PLY,
    seconds: float = SECONDS,
    book_plies: int = BOOK_PLIES,
) -> Report:
    """The solver on positions of ``plies`` stones, ``per_ply`` of each, ``seconds`` each."""
    del runs  # each position is solved once
    directory = data_directory()
    if directory is None:
        return Report("Solving the openings", "", "the published sets are missing", False)
    lines = [moves for _, moves, _ in read_set(directory, "Test_L2_R1")]
    rows: list[list[object]] = []
    for stones in plies:
        results = [_solved_within(moves, seconds) for moves in _prefixes(lines, stones, per_ply)]
        finished = [result for result in results if result.score is not None]
        rows.append(
            [
                stones,
                len(results),
                len(finished),
                ", ".join(
                    f"{result.moves} ({'>' if result.score is None else ''}{result.seconds:.1f} s)"
                    for result in results
                ),
                _median_text(results, seconds),
                max(result.nodes for result in finished) if finished else "-",
            ]
        )
    counts = book_positions(book_plies)
    book = ", ".join(f"{count:,}" for count in counts)
    return Report(
        "Solving the openings: the exact solver with fewer stones on the board",
        markdown_table(
            [
                "stones",
                "positions",
                f"solved within {seconds:g} s",
                "positions (seconds each)",
                "median s",
                "most nodes",
            ],
            rows,
        ),
        f"The first {per_ply} distinct beginnings of Test_L2_R1's lines with that many"
        f" stones, each solved once in a child process stopped after {seconds:g} s"
        f" ('>' marks one stopped). Positions of 0 to {book_plies} stones reachable in"
        f" play, up to mirroring: {book}.",
        True,
    )
