"""The ordering sections: what move ordering, killer moves and tables save.

``connect4`` searches the empty Connect Four board to depths 1 to 8 without and
with ordering, and sets the leaves against the minimal tree; ``ordering`` counts
the nodes each heuristic saves, alone and together, on tic-tac-toe and Connect
Four. Times are medians over runs taken in alternation between the searches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple, TypeVar

from benchmarks.minimal_tree import minimal_leaves
from benchmarks.report import Report, markdown_table, median_seconds
from fnsearch.core.config import WHITE
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games import tictactoe
from fnsearch.games.connect4 import game as connect4

__all__ = ["CONNECT_FOUR_DEPTH", "Heuristics", "connect_four_report", "ordering_report"]

_T = TypeVar("_T")

CONNECT_FOUR_DEPTH: Final = 8
CONNECT_FOUR_SECONDS: Final = 2.0
MINIMAL_FACTOR: Final = 3


class Heuristics(NamedTuple):
    """Which of the engine's heuristics a search uses."""

    order: bool = False
    killers: bool = False
    table: bool = False
    symmetry: bool = False


_NONE: Final = Heuristics()


def _connect_four(
    depth: int,
    order: Callable[[connect4.Position], int] | None = None,
    heuristics: Heuristics = _NONE,
) -> SearchResult[connect4.Position]:
    """Search the empty board; with no heuristics, ``order`` alone decides the ordering."""
    return search(
        connect4.GAME.instance,
        connect4.GAME.start,
        WHITE,
        depth=depth,
        evaluate=connect4.GAME.evaluate,
        order=order if (heuristics.order or heuristics == _NONE) else None,
        killers=heuristics.killers,
        table=empty_table() if heuristics.table else None,
        symmetry=heuristics.symmetry,
    )


def _tictactoe(heuristics: Heuristics) -> SearchResult[tuple[int, ...]]:
    return search(
        tictactoe.GAME.instance,
        tictactoe.GAME.start,
        WHITE,
        order=tictactoe.GAME.order if heuristics.order else None,
        killers=heuristics.killers,
        table=empty_table() if heuristics.table else None,
        symmetry=heuristics.symmetry,
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
        minimal = minimal_leaves(depth)
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
        markdown_table(
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


_OPTIONS: Final[dict[str, Heuristics]] = {
    "none": _NONE,
    "killers": Heuristics(killers=True),
    "order": Heuristics(order=True),
    "order + killers": Heuristics(order=True, killers=True),
    "table": Heuristics(table=True),
    "table + symmetry": Heuristics(table=True, symmetry=True),
    "order + table + symmetry": Heuristics(order=True, table=True, symmetry=True),
    "all": Heuristics(order=True, killers=True, table=True, symmetry=True),
}


def ordering_report(runs: int) -> Report:
    """The nodes each ordering heuristic saves, alone and together (``runs`` is not used)."""
    games: dict[str, Callable[[Heuristics], tuple[int, int, int]]] = {
        "tic-tac-toe, empty board, full depth (order = open_lines)": lambda extra: _summary(
            _tictactoe(extra)
        ),
        "Connect Four, empty board, depth 8 (order = open_windows)": lambda extra: _summary(
            _connect_four(8, connect4.open_windows if extra.order else None, extra)
        ),
    }
    rows: list[list[object]] = []
    for name, run in games.items():
        results = {label: run(extra) for label, extra in _OPTIONS.items()}
        plain = results["none"][1]
        rows.extend(
            [name, label, value, nodes, f"{100 * (1 - nodes / plain):.0f} %", hits]
            for label, (value, nodes, hits) in results.items()
        )
    return Report(
        "Move ordering, killer moves and tables: nodes saved",
        markdown_table(["game", "heuristics", "value", "nodes", "saved", "table hits"], rows),
        "Counts from one search each; every row of a game has the same value.",
        all(len({row[2] for row in rows if row[0] == name}) == 1 for name in games),
    )


def _summary(result: SearchResult[_T]) -> tuple[int, int, int]:
    return result.value, result.stats.nodes, result.stats.hits
