"""The ``parallel`` section: Connect Four at depth 8, the serial search against the parallel one.

The parallel root search (young brothers wait) runs in 2 processes, whose
start-up is part of its time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from benchmarks.report import Report, markdown_table, median_seconds
from fnsearch.cli.parallel import parallel_search
from fnsearch.core.config import WHITE
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.games.connect4 import game as connect4

__all__ = ["parallel_report"]

DEPTH: Final = 8

_Order = Callable[[connect4.Position], int] | None


def _serial(order: _Order) -> SearchResult[connect4.Position]:
    return search(
        connect4.GAME.instance,
        connect4.GAME.start,
        WHITE,
        depth=DEPTH,
        evaluate=connect4.GAME.evaluate,
        order=order,
    )


def _parallel(order: _Order) -> SearchResult[connect4.Position]:
    return parallel_search(
        connect4.GAME.instance,
        connect4.GAME.start,
        WHITE,
        workers=2,
        depth=DEPTH,
        evaluate=connect4.GAME.evaluate,
        order=order,
    )


def parallel_report(runs: int) -> Report:
    """The value, best column, nodes and median time of both searches, without and with order."""
    rows: list[list[object]] = []
    same = True
    notes = []
    order: _Order
    for label, order in (("no ordering", None), ("centre first", connect4.centre_first)):
        one, two = _serial(order), _parallel(order)
        seconds = median_seconds(
            {"serial": _thunk(_serial, order), "parallel": _thunk(_parallel, order)}, runs
        )
        same = same and one.value == two.value and one.best == two.best
        speed_up = seconds["serial"] / seconds["parallel"]
        notes.append(f"{label}: {speed_up:.2f}x")
        rows.append(
            [
                label,
                "serial",
                _answer(one),
                one.stats.nodes,
                seconds["serial"] * 1000,
                "1.00x",
            ]
        )
        rows.append(
            [
                label,
                "parallel, 2 processes",
                _answer(two),
                two.stats.nodes,
                seconds["parallel"] * 1000,
                f"{seconds['parallel'] / seconds['serial']:.2f}x",
            ]
        )
    return Report(
        "Parallel root search (young brothers wait)",
        markdown_table(
            ["order", "search", "value (best column)", "nodes", "median ms", "time ÷ serial"], rows
        ),
        f"Connect Four, empty board, depth {DEPTH}; speed-up on this 2-core machine, process "
        f"start-up included: {', '.join(notes)}; same value and best move: "
        f"{'yes' if same else 'NO'}.",
        same,
    )


def _thunk(
    run: Callable[[_Order], SearchResult[connect4.Position]], order: _Order
) -> Callable[[], object]:
    return lambda: run(order)


def _answer(result: SearchResult[connect4.Position]) -> str:
    """The value and, in brackets, the column of the best move (``-`` without one)."""
    return f"{result.value} ({'-' if result.best is None else result.best.last // connect4.ROWS})"
