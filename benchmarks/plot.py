"""How many nodes depth-limited alpha-beta visits in Connect Four, and a plot of them.

:func:`connect_four_nodes` searches the empty Connect Four board to depth 1, 2,
..., with :func:`~fnsearch.games.connect4.game.open_windows` valuing the horizon,
four ways: in the instance's order (left to right), with
:func:`~fnsearch.games.connect4.game.centre_first` ordering, with that ordering and a
transposition table keyed up to the mirror symmetry, and ordered by the
evaluation itself. Next to them stands the minimal tree: Knuth and Moore's
``7**ceil(d/2) + 7**floor(d/2) - 1`` leaves at depth ``d`` in a uniform tree of
branching 7 searched in the best order. It counts leaves; the nodes of the
minimal tree are that sum over the plies ``0..d``, which is what the plot shows
next to the node counts. Connect Four is not uniform from ply 7 on (a game can
end there), and a table shares the subtrees of transposed and mirrored
positions, so a search can visit fewer nodes than the minimal tree.

:func:`plot` draws the counts on a log scale into a PNG with matplotlib, which is
optional (``pip install -e '.[bench]'``) and imported only inside it.

This module is part of the imperative shell: it reads the clock (to skip depths
that would take too long) and writes a file.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, final

from benchmarks.minimal_tree import CONNECT_FOUR_BRANCHING, minimal_nodes
from benchmarks.report import Report, markdown_table
from fnsearch.core.config import WHITE
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.connect4.game import CONNECT_FOUR, START, Position, centre_first, open_windows

__all__ = [
    "DEFAULT_PATH",
    "SERIES",
    "DepthRow",
    "connect_four_nodes",
    "format_nodes",
    "plot",
    "plot_report",
]

DEFAULT_PATH: Final = Path("docs") / "connect4-nodes.png"
"""Where :func:`plot` writes by default, relative to the working directory."""


@final
@dataclass(frozen=True, slots=True)
class DepthRow:
    """The nodes each search visits at one depth; ``None`` where a search was skipped.

    Attributes:
        depth: the depth limit, in plies.
        value: the value of the empty board at that depth (White's view).
        agree: whether every search that ran found that value.
        plain: nodes without ordering (the instance's order, left to right).
        centre_first: nodes with ``order=centre_first``.
        centre_first_table: nodes with ``order=centre_first``, a table and symmetry.
        evaluation_first: nodes with ``order=open_windows``.
        minimal: nodes of the minimal tree (:func:`minimal_nodes`).

    >>> DepthRow(1, 7, True, 8, 8, 8, 8, 8).minimal
    8
    """

    depth: int
    value: int
    agree: bool
    plain: int | None
    centre_first: int | None
    centre_first_table: int | None
    evaluation_first: int | None
    minimal: int


SERIES: Final[tuple[tuple[str, Callable[[DepthRow], int | None]], ...]] = (
    ("no ordering", lambda row: row.plain),
    ("centre first", lambda row: row.centre_first),
    ("centre first + table (mirror symmetry)", lambda row: row.centre_first_table),
    ("ordered by open_windows", lambda row: row.evaluation_first),
    ("minimal tree (uniform, branching 7)", lambda row: row.minimal),
)
"""The lines of the plot and the columns of the table: a name and where its count is."""

_SEARCHES: Final[tuple[Callable[[int], SearchResult[Position]], ...]] = (
    lambda depth: search(CONNECT_FOUR, START, WHITE, depth=depth, evaluate=open_windows),
    lambda depth: search(
        CONNECT_FOUR, START, WHITE, depth=depth, evaluate=open_windows, order=centre_first
    ),
    lambda depth: search(
        CONNECT_FOUR,
        START,
        WHITE,
        depth=depth,
        evaluate=open_windows,
        order=centre_first,
        table=empty_table(),
        symmetry=True,
    ),
    lambda depth: search(
        CONNECT_FOUR, START, WHITE, depth=depth, evaluate=open_windows, order=open_windows
    ),
)


def connect_four_nodes(max_depth: int = 8, *, budget: float = 10.0) -> list[DepthRow]:
    """Nodes visited from the empty board at depths ``1..max_depth``, for each series.

    A search is skipped at a depth (and all deeper ones) when its time there,
    predicted from its last two depths, would exceed ``budget`` seconds.

    Args:
        max_depth: the deepest depth limit.
        budget: the seconds a single search may be expected to take.

    Returns:
        One :class:`DepthRow` per depth.
    """
    times: list[list[float]] = [[] for _ in _SEARCHES]
    rows: list[DepthRow] = []
    for depth in range(1, max_depth + 1):
        results: list[SearchResult[Position] | None] = []
        for run, taken in zip(_SEARCHES, times, strict=True):
            if _predicted(taken) > budget:
                results.append(None)
                continue
            start = time.perf_counter()
            result = run(depth)
            taken.append(time.perf_counter() - start)
            results.append(result)
        values = {result.value for result in results if result is not None}
        plain, centre, table, evaluation = (
            None if result is None else result.stats.nodes for result in results
        )
        rows.append(
            DepthRow(
                depth,
                min(values, default=0),
                len(values) <= 1,
                plain,
                centre,
                table,
                evaluation,
                minimal_nodes(depth),
            )
        )
    return rows


def _predicted(taken: list[float]) -> float:
    """The next depth's time: the last time, grown as much as it grew last."""
    if not taken:
        return 0.0
    if len(taken) < 2 or taken[-2] <= 0:
        return taken[-1] * CONNECT_FOUR_BRANCHING
    return taken[-1] * max(1.0, taken[-1] / taken[-2])


def format_nodes(rows: Sequence[DepthRow]) -> str:
    """The rows of :func:`connect_four_nodes` as a Markdown table.

    >>> print(format_nodes([DepthRow(8, -4, True, None, 9112, 2491, 8512, 8793)]))
    | depth | value | no ordering | centre first | centre first + table (mirror symmetry) | ordered by open_windows | minimal tree (uniform, branching 7) |
    |---:|---:|---:|---:|---:|---:|---:|
    | 8 | -4 | - | 9,112 | 2,491 | 8,512 | 8,793 |
    """  # noqa: E501
    return markdown_table(
        ["depth", "value", *(name for name, _ in SERIES)],
        (
            [
                row.depth,
                row.value if row.agree else f"{row.value} (values differ)",
                *(nodes(row) for _, nodes in SERIES),
            ]
            for row in rows
        ),
        right=range(2 + len(SERIES)),
    )


def plot(rows: Sequence[DepthRow], path: Path = DEFAULT_PATH) -> None:
    """Draw the node counts against the depth, log scale, into a PNG file at ``path``.

    Creates the missing parent directories of ``path``.

    Raises:
        ModuleNotFoundError: matplotlib is not installed; the message says how to
            install it.
    """
    try:
        figure_module = importlib.import_module("matplotlib.figure")
        agg = importlib.import_module("matplotlib.backends.backend_agg")
    except ImportError as error:
        raise ModuleNotFoundError(
            "matplotlib is not installed: pip install -e '.[bench]'"
        ) from error
    figure = figure_module.Figure(figsize=(8, 5.5), dpi=120, layout="constrained")
    agg.FigureCanvasAgg(figure)
    _draw(figure.subplots(), rows)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, format="png")


_STYLES: Final = ("o-", "s-", "^-", "D-", "k--")


def _draw(axes: Any, rows: Sequence[DepthRow]) -> None:
    for (name, nodes), style in zip(SERIES, _STYLES, strict=True):
        points = [(row.depth, count) for row in rows for count in (nodes(row),) if count]
        axes.plot([depth for depth, _ in points], [count for _, count in points], style, label=name)
    axes.set_yscale("log")
    axes.set_xticks([row.depth for row in rows])
    axes.set_xlabel("depth limit (plies)")
    axes.set_ylabel("nodes visited (log scale)")
    axes.set_title("Alpha-beta from the empty Connect Four board, evaluated by open_windows")
    axes.grid(True, which="major", alpha=0.4)
    axes.legend()


def plot_report(runs: int) -> Report:
    """Connect Four nodes against depth, as a table and as a picture (``runs`` is not used)."""
    rows = connect_four_nodes()
    try:
        plot(rows)
        written = f"wrote {DEFAULT_PATH}"
    except ModuleNotFoundError as missing:
        written = f"no picture: {missing}"
    return Report(
        "Connect Four: nodes against depth",
        format_nodes(rows),
        f"Nodes of one search per cell; the minimal tree counts its nodes. {written}.",
        all(row.agree for row in rows),
    )
