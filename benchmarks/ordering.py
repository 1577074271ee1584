"""The ordering sections: what move ordering, killer moves and tables save.

``connect4`` searches the empty Connect Four board to depths 1 to 8 without and
with ordering, and sets the leaves against the minimal tree; ``ordering`` counts
the nodes each heuristic saves, alone and together, on tic-tac-toe and Connect
Four. Times are medians over runs taken in alternation between the searches of
one table row (``connect4``) or of one game (``ordering``), and each table sets
the time of every search beside that of its plain counterpart in the same run:
no ordering, or no heuristic.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Final, NamedTuple, TypeAlias

from benchmarks.minimal_tree import minimal_leaves
from benchmarks.report import Report, markdown_table, median_ratio, round_seconds
from benchmarks.versus.calls import EngineAnswer, Heuristics, current
from benchmarks.versus.rows import EMPTY

__all__ = [
    "CONNECT_FOUR_DEPTH",
    "Heuristics",
    "connect_four_report",
    "milliseconds",
    "ordering_report",
    "ratio",
]

CONNECT_FOUR_DEPTH: Final = 8
CONNECT_FOUR_SECONDS: Final = 2.0
MINIMAL_FACTOR: Final = 3


_NONE: Final = Heuristics()
_ORDER_TABLE_SYMMETRY: Final = Heuristics(order=True, table=True, symmetry=True)

_Summary: TypeAlias = tuple[int, int, int]
"""A search's value, nodes and table hits."""


def _connect_four(
    depth: int, order: str | None = None, heuristics: Heuristics = _NONE
) -> EngineAnswer:
    """Search the empty board; with no heuristics, ``order`` alone decides the ordering.

    ``order`` names the ordering: ``centre_first`` or ``open_windows``.
    """
    used = order if (heuristics.order or heuristics == _NONE) else None
    return current().engine().connect_four(depth, used, heuristics)


_X_CENTRE_O_TOP: Final = (0, -1, 0, 0, 1, 0, 0, 0, 0)
"""Tic-tac-toe after X takes the centre and O the top middle: X to move, and X wins."""


def _tictactoe(heuristics: Heuristics, board: tuple[int, ...] = EMPTY) -> EngineAnswer:
    return current().engine().tictactoe(board, heuristics)


def connect_four_report(runs: int) -> Report:
    """Connect Four from the empty board, depths 1 to 8: nodes and time, with and without order."""
    variants: dict[str, Callable[[int], EngineAnswer]] = {
        "no ordering": lambda d: _connect_four(d),
        "centre first": lambda d: _connect_four(d, "centre_first"),
        "evaluation first": lambda d: _connect_four(d, "open_windows"),
        "evaluation first + table (mirror symmetry)": lambda d: _connect_four(
            d, "open_windows", _ORDER_TABLE_SYMMETRY
        ),
    }
    rows: list[list[object]] = []
    verdict = True
    agree = True
    for depth in range(1, CONNECT_FOUR_DEPTH + 1):
        results = {name: run(depth) for name, run in variants.items()}
        times = round_seconds({name: _at_depth(run, depth) for name, run in variants.items()}, runs)
        seconds = {name: statistics.median(samples) for name, samples in times.items()}
        values = {result.value for result in results.values()}
        best = results["evaluation first"]
        minimal = minimal_leaves(depth)
        rows.append(
            [
                depth,
                *(
                    f"{r.nodes:,} / {r.leaves:,} / {milliseconds(seconds[n])}"
                    + ("" if n == "no ordering" else f" ({ratio(times[n], times['no ordering'])})")
                    for n, r in results.items()
                ),
                f"{minimal:,} ({best.leaves / minimal:.2f})",
            ]
        )
        agree = agree and len(values) == 1
        if depth == CONNECT_FOUR_DEPTH:
            verdict = (
                best.leaves <= MINIMAL_FACTOR * minimal
                and seconds["evaluation first"] < CONNECT_FOUR_SECONDS
            )
    return Report(
        "Connect Four: depth-limited search from the empty board",
        markdown_table(
            [
                "depth",
                *(
                    f"{name}: nodes / leaves / time"
                    + ("" if name == "no ordering" else " (time ÷ no ordering)")
                    for name in variants
                ),
                "minimal tree: leaves (evaluation first ÷ minimal)",
            ],
            rows,
        ),
        f"evaluate=open_windows at the horizon; times are medians of at least {runs} "
        "round-robin runs of the searches of a row (more where they are short), and each "
        "ratio is the median over the runs of a search's time over the time of no ordering "
        f"in the same run. Target at depth {CONNECT_FOUR_DEPTH}: at most "
        f"{MINIMAL_FACTOR}x the minimal tree's leaves in under {CONNECT_FOUR_SECONDS:.0f} s with "
        f"ordering: {'met' if verdict else 'missed'}. Every search of a depth finds the same "
        f"value: {'yes' if agree else 'NO'}.",
        verdict and agree,
    )


def milliseconds(seconds: float) -> str:
    """A time in milliseconds, to two decimals below 10 ms, else whole.

    >>> milliseconds(0.00016), milliseconds(0.5134)
    ('0.16 ms', '513 ms')
    """
    return f"{seconds * 1000:,.2f} ms" if seconds < 0.01 else f"{seconds * 1000:,.0f} ms"


def ratio(times: list[float], plain: list[float]) -> str:
    """The time of a search over that of its plain counterpart, as ``0.71x``.

    The median of the ratios of the two searches' times in each round.

    >>> ratio([0.0012, 0.0009, 0.0020], [0.0016, 0.0010, 0.0020])
    '0.90x'
    """
    return f"{median_ratio(times, plain):.2f}x"


def _at_depth(run: Callable[[int], EngineAnswer], depth: int) -> Callable[[], object]:
    return lambda: run(depth)


_OPTIONS: Final[dict[str, Heuristics]] = {
    "none": _NONE,
    "killers": Heuristics(killers=True),
    "order": Heuristics(order=True),
    "order + killers": Heuristics(order=True, killers=True),
    "table": Heuristics(table=True),
    "table + symmetry": Heuristics(table=True, symmetry=True),
    "order + table + symmetry": _ORDER_TABLE_SYMMETRY,
    "all": Heuristics(order=True, killers=True, table=True, symmetry=True),
}


_FOLD: Final = "alpha_beta_room (the classic fold, no engine)"
"""The row of plain alpha-beta without the engine, on the tic-tac-toe positions."""


class _Game(NamedTuple):
    """One game of the ordering table: its searches, and the board plain alpha-beta searches."""

    run: Callable[[Heuristics], _Summary]
    board: tuple[int, ...] | None = None


def ordering_report(runs: int) -> Report:
    """The nodes each ordering heuristic saves, alone and together, and the time it takes.

    The searches of one game are timed in ``runs`` round-robin runs; each time is
    set against the time of the search without heuristics in the same runs, and on
    tic-tac-toe against that of plain alpha-beta (``alpha_beta_room``) too.
    """
    games: dict[str, _Game] = {
        "tic-tac-toe, empty board, full depth (order = open_lines)": _Game(
            lambda extra: _summary(_tictactoe(extra)), EMPTY
        ),
        "tic-tac-toe, X centre and O top middle, full depth (order = open_lines)": _Game(
            lambda extra: _summary(_tictactoe(extra, _X_CENTRE_O_TOP)), _X_CENTRE_O_TOP
        ),
        "Connect Four, empty board, depth 8 (order = open_windows)": _Game(
            lambda extra: _summary(_connect_four(8, "open_windows" if extra.order else None, extra))
        ),
    }
    rows: list[list[object]] = []
    for name, game in games.items():
        results = {label: game.run(extra) for label, extra in _OPTIONS.items()}
        if game.board is not None:
            results[_FOLD] = _fold(game.board)
        times = round_seconds(
            {
                **{label: _with(game.run, extra) for label, extra in _OPTIONS.items()},
                **({} if game.board is None else {_FOLD: _folding(game.board)}),
            },
            runs,
        )
        seconds = {label: statistics.median(samples) for label, samples in times.items()}
        plain = results["none"][1]
        rows.extend(
            [
                name,
                label,
                value,
                nodes,
                f"{100 * (1 - nodes / plain):.0f} %",
                hits,
                milliseconds(seconds[label]),
                ratio(times[label], times["none"]),
                ratio(times[label], times[_FOLD]) if _FOLD in times else "-",
            ]
            for label, (value, nodes, hits) in results.items()
        )
    return Report(
        "Move ordering, killer moves and tables: nodes and time saved",
        markdown_table(
            [
                "game",
                "heuristics",
                "value",
                "nodes",
                "saved",
                "table hits",
                "time",
                "time ÷ none",
                "time ÷ alpha_beta_room",
            ],
            rows,
        ),
        f"Counts from one search each; times are medians of at least {runs} round-robin runs "
        "of the searches of a game (more where they are short), and each ratio is the median "
        "over the runs of a search's time over the time, in the same run, of the search "
        "without heuristics or of plain alpha-beta without the engine (the sheet's fold, "
        "alpha_beta_room, nodes counted in a run of their own); every row of a game has the "
        "same value.",
        all(len({row[2] for row in rows if row[0] == name}) == 1 for name in games),
    )


def _folding(board: tuple[int, ...]) -> Callable[[], object]:
    """Plain alpha-beta of ``board``, to be timed."""
    c = current().classic()
    player = _mover(board)
    return lambda: c.alpha_beta_room(c.tictactoe, board, player)


def _fold(board: tuple[int, ...]) -> _Summary:
    """Plain alpha-beta's value of ``board`` and its nodes, counted in a run of their own."""
    c = current().classic()
    value, nodes = c.counted(c.alpha_beta_room, c.tictactoe, board, _mover(board))
    return value, nodes, 0


def _mover(board: tuple[int, ...]) -> object:
    """X (White) when the marks are as many, else O."""
    c = current().classic()
    return c.white if board.count(1) == board.count(-1) else c.black


def _with(run: Callable[[Heuristics], _Summary], extra: Heuristics) -> Callable[[], object]:
    return lambda: run(extra)


def _summary(result: EngineAnswer) -> _Summary:
    return result.value, result.nodes, result.hits
