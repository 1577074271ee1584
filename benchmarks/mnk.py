"""The ``mnk`` section: solving the 4 x 4 board with 4 in a row from the empty board."""

from __future__ import annotations

from benchmarks.report import Report, markdown_table, median_seconds
from fnsearch.core.config import WHITE
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.mnk.game import MNKPosition, mnk_game

__all__ = ["mnk_report"]


def mnk_report(runs: int) -> Report:
    """Solve the 4 x 4 board with 4 in a row: a draw in under 500,000 nodes and 30 s."""
    game = mnk_game(4, 4, 4).unwrap()

    def solve() -> SearchResult[MNKPosition]:
        return search(
            game, game.start, WHITE, table=empty_table(), symmetry=True, order=game.open_windows
        )

    result = solve()
    timed_runs = max(1, min(runs, 3))
    seconds = median_seconds({"solve": solve}, timed_runs)["solve"]
    met = result.value == 0 and result.stats.nodes < 500_000 and seconds < 30
    return Report(
        "The m,n,k-game: 4 x 4, 4 in a row",
        markdown_table(
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
        f"(median of {timed_runs} runs).",
        met,
    )
