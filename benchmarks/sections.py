"""Benchmark sections beyond the core comparison: ordering, Connect Four, m,n,k, processes, peers.

Each section is a function from the number of timed runs to a
:class:`~benchmarks.run.Report`; :mod:`benchmarks.run` lists them. Times are
medians over runs taken in alternation (round-robin) between the searches of a
section, so that a slow moment of this machine hits them all alike.
"""

from __future__ import annotations

import gc
import math
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Final, TypeVar

from benchmarks.run import Report
from fnsearch.algorithms.engine import search
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.table import empty_table
from fnsearch.config import WHITE
from fnsearch.games import connect4
from fnsearch.games.mnk import mnk_game
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, open_lines
from fnsearch.shell.parallel import parallel_search

__all__ = [
    "connect_four_report",
    "maps_report",
    "median_seconds",
    "minimal_tree",
    "mnk_report",
    "ordering_report",
    "parallel_report",
    "peers_report",
    "plot_report",
]

_T = TypeVar("_T")

CONNECT_FOUR_DEPTH: Final = 8
CONNECT_FOUR_SECONDS: Final = 2.0
MINIMAL_FACTOR: Final = 3


def minimal_tree(branching: int, depth: int) -> int:
    """Knuth and Moore's minimal tree: the leaves alpha-beta scores with perfect ordering.

    >>> minimal_tree(7, 8)
    4801
    """
    return int(branching ** math.ceil(depth / 2) + branching ** math.floor(depth / 2) - 1)


def median_seconds(thunks: Mapping[str, Callable[[], object]], runs: int) -> dict[str, float]:
    """Median wall-clock seconds of each thunk over ``runs`` round-robin rounds."""
    times: dict[str, list[float]] = {name: [] for name in thunks}
    for _ in range(runs):
        for name, thunk in thunks.items():
            collecting = gc.isenabled()
            gc.disable()
            try:
                started = time.perf_counter()
                thunk()
                times[name].append(time.perf_counter() - started)
            finally:
                if collecting:
                    gc.enable()
    return {name: statistics.median(values) for name, values in times.items()}


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    return "\n".join(
        [
            "| " + " | ".join(header) + " |",
            "|" + "---|" * len(header),
            *("| " + " | ".join(map(_cell, row)) + " |" for row in rows),
        ]
    )


def _cell(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.1f}"
    return str(value)


def _connect_four(
    depth: int,
    order: Callable[[connect4.Position], int] | None = None,
    heuristics: tuple[bool, bool, bool, bool] = (False, False, False, False),
) -> SearchResult[connect4.Position]:
    """Search the empty board; ``heuristics`` = (order, killers, table, symmetry)."""
    use_order, killers, table, symmetry = heuristics
    return search(
        connect4.CONNECT_FOUR,
        connect4.START,
        WHITE,
        depth=depth,
        evaluate=connect4.open_windows,
        order=order if (use_order or heuristics == (False,) * 4) else None,
        killers=killers,
        table=empty_table() if table else None,
        symmetry=symmetry,
    )


def _tictactoe(heuristics: tuple[bool, bool, bool, bool]) -> SearchResult[tuple[int, ...]]:
    use_order, killers, table, symmetry = heuristics
    return search(
        VECTOR_CONFIG,
        EMPTY,
        WHITE,
        order=open_lines if use_order else None,
        killers=killers,
        table=empty_table() if table else None,
        symmetry=symmetry,
    )


def connect_four_report(runs: int) -> Report:
    """Connect Four from the empty board, depths 1 to 8: nodes and time, with and without order."""
    variants: dict[str, Callable[[int], SearchResult[connect4.Position]]] = {
        "no ordering": lambda d: _connect_four(d),
        "centre first": lambda d: _connect_four(d, connect4.centre_first),
        "evaluation first": lambda d: _connect_four(d, connect4.open_windows),
    }
    rows: list[list[object]] = []
    verdict = True
    for depth in range(1, CONNECT_FOUR_DEPTH + 1):
        results = {name: run(depth) for name, run in variants.items()}
        seconds = median_seconds(
            {name: _at_depth(run, depth) for name, run in variants.items()}, runs
        )
        values = {result.value for result in results.values()}
        best = results["evaluation first"]
        minimal = minimal_tree(7, depth)
        rows.append(
            [
                depth,
                *(
                    f"{r.stats.nodes:,} / {r.stats.leaves:,} / {seconds[n] * 1000:,.0f} ms"
                    for n, r in results.items()
                ),
                minimal,
                f"{best.stats.leaves / minimal:.2f}",
                len(values) == 1,
            ]
        )
        if depth == CONNECT_FOUR_DEPTH:
            verdict = (
                best.stats.leaves <= MINIMAL_FACTOR * minimal
                and seconds["evaluation first"] < CONNECT_FOUR_SECONDS
            )
    return Report(
        "Connect Four: depth-limited search from the empty board",
        _table(
            [
                "depth",
                *(f"{name}: nodes / leaves / time" for name in variants),
                "minimal tree leaves",
                "leaves ÷ minimal (evaluation first)",
                "same value",
            ],
            rows,
        ),
        f"evaluate=open_windows at the horizon; times are medians of {runs} round-robin runs. "
        f"Target at depth {CONNECT_FOUR_DEPTH}: at most {MINIMAL_FACTOR}x the minimal tree's "
        f"leaves in under {CONNECT_FOUR_SECONDS:.0f} s with ordering: "
        f"{'met' if verdict else 'missed'}.",
        verdict,
    )


def _at_depth(
    run: Callable[[int], SearchResult[connect4.Position]], depth: int
) -> Callable[[], object]:
    return lambda: run(depth)


def ordering_report(runs: int) -> Report:
    """The nodes each ordering heuristic saves, alone and together."""
    # (order, killers, table, symmetry)
    options: dict[str, tuple[bool, bool, bool, bool]] = {
        "none": (False, False, False, False),
        "killers": (False, True, False, False),
        "order": (True, False, False, False),
        "order + killers": (True, True, False, False),
        "table": (False, False, True, False),
        "table + symmetry": (False, False, True, True),
        "order + table + symmetry": (True, False, True, True),
        "all": (True, True, True, True),
    }
    games: dict[str, Callable[[tuple[bool, bool, bool, bool]], tuple[int, int, int]]] = {
        "tic-tac-toe, empty board, full depth (order = open_lines)": lambda extra: _summary(
            _tictactoe(extra)
        ),
        "Connect Four, empty board, depth 8 (order = open_windows)": lambda extra: _summary(
            _connect_four(8, connect4.open_windows if extra[0] else None, extra)
        ),
    }
    rows: list[list[object]] = []
    for name, run in games.items():
        results = {label: run(extra) for label, extra in options.items()}
        plain = results["none"][1]
        rows.extend(
            [name, label, value, nodes, f"{100 * (1 - nodes / plain):.0f} %", hits]
            for label, (value, nodes, hits) in results.items()
        )
    return Report(
        "Move ordering, killer moves and tables: nodes saved",
        _table(["game", "heuristics", "value", "nodes", "saved", "table hits"], rows),
        "Counts from one search each; every row of a game has the same value.",
        all(len({row[2] for row in rows if row[0] == name}) == 1 for name in games),
    )


def _summary(result: SearchResult[_T]) -> tuple[int, int, int]:
    return result.value, result.stats.nodes, result.stats.hits


def mnk_report(runs: int) -> Report:
    """Solving the 4 x 4 board with 4 in a row from the empty board."""
    game = mnk_game(4, 4, 4).unwrap()
    result = search(
        game, game.start, WHITE, table=empty_table(), symmetry=True, order=game.open_windows
    )
    seconds = median_seconds(
        {
            "solve": lambda: search(
                game,
                game.start,
                WHITE,
                table=empty_table(),
                symmetry=True,
                order=game.open_windows,
            )
        },
        max(1, min(runs, 3)),
    )["solve"]
    met = result.value == 0 and result.stats.nodes < 500_000 and seconds < 30
    return Report(
        "The m,n,k-game: 4 x 4, 4 in a row",
        _table(
            ["search", "value", "nodes", "table hits", "table entries", "seconds"],
            [
                [
                    "table + symmetry + order by open windows",
                    "draw" if result.value == 0 else result.value,
                    result.stats.nodes,
                    result.stats.hits,
                    0 if result.table is None else len(result.table),
                    seconds,
                ]
            ],
        ),
        f"Target: a draw, under 500,000 nodes and 30 s: {'met' if met else 'missed'} "
        f"(median of {max(1, min(runs, 3))} runs).",
        met,
    )


def parallel_report(runs: int) -> Report:
    """Connect Four at depth 8: the serial search against the parallel root search."""
    depth = CONNECT_FOUR_DEPTH
    rows: list[list[object]] = []
    same = True
    notes = []
    for label, order in (("no ordering", None), ("centre first", connect4.centre_first)):

        def serial(
            order: Callable[[connect4.Position], int] | None = order,
        ) -> SearchResult[connect4.Position]:
            return search(
                connect4.CONNECT_FOUR,
                connect4.START,
                WHITE,
                depth=depth,
                evaluate=connect4.open_windows,
                order=order,
            )

        def parallel(
            order: Callable[[connect4.Position], int] | None = order,
        ) -> SearchResult[connect4.Position]:
            return parallel_search(
                connect4.CONNECT_FOUR,
                connect4.START,
                WHITE,
                workers=2,
                depth=depth,
                evaluate=connect4.open_windows,
                order=order,
            )

        one, two = serial(), parallel()
        seconds = median_seconds({"serial": serial, "parallel": parallel}, runs)
        same = same and one.value == two.value and one.best == two.best
        speed_up = seconds["serial"] / seconds["parallel"]
        notes.append(f"{label}: {speed_up:.2f}x")
        rows.append(
            [label, "serial", one.value, _column(one), one.stats.nodes, seconds["serial"] * 1000]
        )
        rows.append(
            [
                label,
                "parallel, 2 processes",
                two.value,
                _column(two),
                two.stats.nodes,
                seconds["parallel"] * 1000,
            ]
        )
    return Report(
        "Parallel root search (young brothers wait)",
        _table(["order", "search", "value", "best column", "nodes", "median ms"], rows),
        f"Connect Four, empty board, depth {depth}; speed-up on this 2-core machine, process "
        f"start-up included: {', '.join(notes)}; same value and best move: "
        f"{'yes' if same else 'NO'}.",
        same,
    )


def _column(result: SearchResult[connect4.Position]) -> str:
    return "-" if result.best is None else str(result.best[2] // connect4.ROWS)


def maps_report(runs: int) -> Report:
    """immutables.Map against pyrsistent's PMap, the persistent maps considered for the table."""
    from benchmarks import peers as bench_peers

    return Report(
        "Persistent maps for the transposition table",
        bench_peers.format_maps(bench_peers.maps(runs)),
        f"Median of {runs} runs; keys shaped like the table's (a board and the side to move).",
    )


def peers_report(runs: int) -> Report:
    """The searches of fnsearch side by side with easyAI and OpenSpiel on tic-tac-toe."""
    from benchmarks import peers as bench_peers

    rows = bench_peers.compare(runs)
    empty = {row.search: row for row in rows if row.position == rows[0].position}
    plain = empty.get("fnsearch alpha_beta")
    enhanced = empty.get("fnsearch search: open_lines order, table, symmetry")
    easy = empty.get("easyAI Negamax(9)")
    spiel = empty.get("OpenSpiel alpha_beta_search")
    verdicts = []
    if plain and easy and plain.seconds and easy.seconds:
        verdicts.append(
            "plain functional alpha-beta faster than easyAI Negamax without a table: "
            + ("met" if plain.seconds < easy.seconds else "missed")
        )
    if enhanced and enhanced.nodes is not None:
        verdicts.append(
            f"enhanced search at most 800 nodes: {'met' if enhanced.nodes <= 800 else 'missed'}"
        )
    if enhanced and spiel and enhanced.seconds and spiel.seconds:
        verdicts.append(
            "enhanced search faster than OpenSpiel alpha_beta_search: "
            + ("met" if enhanced.seconds < spiel.seconds else "missed")
        )
    return Report(
        "Side by side with other libraries (tic-tac-toe)",
        bench_peers.format_rows(rows),
        f"Median of {runs} round-robin runs. Targets on the empty board: "
        + ("; ".join(verdicts) if verdicts else "peers not installed")
        + ".",
    )


def plot_report(runs: int) -> Report:
    """Connect Four nodes against depth, as a table and as a picture."""
    from benchmarks import plot as bench_plot

    rows = bench_plot.connect_four_nodes(CONNECT_FOUR_DEPTH)
    try:
        bench_plot.plot(rows)
        written = f"wrote {bench_plot.DEFAULT_PATH}"
    except ModuleNotFoundError as missing:
        written = f"no picture: {missing}"
    return Report(
        "Connect Four: nodes against depth",
        bench_plot.format_nodes(rows),
        f"Nodes of one search per cell; the minimal tree counts its nodes. {written}.",
        all(row.agree for row in rows),
    )
