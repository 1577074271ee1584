"""The ``horizon`` section: how often a depth-limited search of Connect Four plays a best move.

On the first :data:`POSITIONS` lines of the published set ``Test_L2_R1`` (turned
into the tuple instance with :func:`fnsearch.games.connect4.game.from_moves`), the
depth-limited fail-hard alpha-beta with the ``open_windows`` evaluation chooses a
move at fixed depths, plainly, with quiescence search (budget :data:`BUDGET`) and
with extensions (at most :data:`EXTENSIONS` per path). Each chosen move is checked
against the exact solver: the best moves are those whose child position has the
best exact score (the child's score negated, a drop that wins at once best of all);
a move *does not lose* when its outcome (win, draw, loss) is the best one's.

The searches are the engine's ``search(..., quiescence=Q, extensions=E)``, with
the noisy drops and forced positions the Connect Four instance names; the
imperative reference (:mod:`fnsearch.reference.quiescence`) chooses the same
moves with the same counts, which ``tests/reference/test_quiescence.py`` checks.

This module reads the clock and the data files: it is shell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final, final

from benchmarks.connect4_sets import data_directory, read_set
from benchmarks.report import Report, markdown_table, timed
from fnsearch.engine.search import search
from fnsearch.games.connect4.game import (
    COLUMNS,
    CONNECT_FOUR,
    ROWS,
    Position,
    from_moves,
    open_windows,
    solve,
    to_move,
)

__all__ = [
    "BUDGET",
    "DEPTHS",
    "EXTENSIONS",
    "POSITIONS",
    "Solved",
    "VariantRow",
    "choice",
    "format_rows",
    "horizon_report",
    "solved_moves",
]

POSITIONS: Final = 100
DEPTHS: Final = (2, 4, 6)
BUDGET: Final = 4
EXTENSIONS: Final = 2
_WON_AT_ONCE: Final = 100
"""The exact score of a drop that wins at once: above every score of the solver (at most 21)."""

VARIANTS: Final = (
    ("plain", None, 0),
    (f"quiescence {BUDGET}", BUDGET, 0),
    (f"extensions {EXTENSIONS}", None, EXTENSIONS),
    (f"both ({BUDGET}, {EXTENSIONS})", BUDGET, EXTENSIONS),
)
"""Each search compared: its label, the quiescence budget and the extensions."""


@final
@dataclass(frozen=True, slots=True)
class Solved:
    """A benchmark position and the exact score of each of its moves, for the side to move."""

    moves: str
    position: Position
    scores: dict[int, int]

    @property
    def best(self) -> frozenset[int]:
        """The columns (0 to 6) of the best moves."""
        top = max(self.scores.values())
        return frozenset(column for column, score in self.scores.items() if score == top)

    def outcome(self, column: int) -> int:
        """Win (1), draw (0) or loss (-1) after ``column``, for the side to move."""
        score = self.scores[column]
        return (score > 0) - (score < 0)


def solved_moves(moves: str) -> Solved:
    """The position after ``moves`` and the exact score of each legal drop, by the solver.

    >>> solved = solved_moves("445566")
    >>> sorted(solved.best), solved.outcome(0)
    ([2, 6], 1)
    """
    position = from_moves(moves).unwrap()
    return Solved(
        moves,
        position,
        {
            column: _WON_AT_ONCE if child.winner else -solve(moves + str(column + 1)).unwrap()
            for column in range(COLUMNS)
            if position.heights[column] < ROWS
            for child in (from_moves(moves + str(column + 1)).unwrap(),)
        },
    )


def choice(
    position: Position, depth: int, quiescence: int | None, extensions: int
) -> tuple[int, int, int, int]:
    """The column the engine's search chooses, its nodes, quiescence nodes and extensions.

    >>> choice(from_moves("445566").unwrap(), 2, None, 0)[0]
    2
    """
    found = search(
        CONNECT_FOUR,
        position,
        to_move(position),
        depth=depth,
        evaluate=open_windows,
        quiescence=quiescence,
        extensions=extensions,
    )
    column = -1 if found.best is None else found.best[2] // ROWS
    return column, found.stats.nodes, found.stats.quiescence, found.stats.extended


@final
@dataclass(frozen=True, slots=True)
class VariantRow:
    """One search at one depth over the positions: how often best, how often not losing, cost."""

    depth: int
    label: str
    positions: int
    best: int
    not_losing: int
    nodes: int
    quiescence: int
    extended: int
    seconds: float


def _row(
    solved: Sequence[Solved], depth: int, label: str, quiescence: int | None, extensions: int
) -> VariantRow:
    best = not_losing = nodes = quiet = extended = 0
    seconds = 0.0
    for one in solved:
        spent, (column, searched, beyond, more) = timed(
            partial(choice, one.position, depth, quiescence, extensions)
        )
        best += column in one.best
        not_losing += one.outcome(column) == one.outcome(min(one.best))
        nodes += searched
        quiet += beyond
        extended += more
        seconds += spent
    return VariantRow(depth, label, len(solved), best, not_losing, nodes, quiet, extended, seconds)


def format_rows(rows: Sequence[VariantRow]) -> str:
    """The rows as a Markdown table, means per position.

    >>> print(format_rows([VariantRow(2, "plain", 4, 3, 4, 40, 0, 0, 0.02)]))
    | depth | search | best move | does not lose | mean nodes | mean quiescence nodes \
| mean extensions | mean ms |
    |---:|---|---:|---:|---:|---:|---:|---:|
    | 2 | plain | 75.0% | 100.0% | 10.0 | 0.0 | 0.0 | 5.0 |
    """
    return markdown_table(
        (
            "depth",
            "search",
            "best move",
            "does not lose",
            "mean nodes",
            "mean quiescence nodes",
            "mean extensions",
            "mean ms",
        ),
        [
            (
                row.depth,
                row.label,
                f"{100 * row.best / row.positions:.1f}%",
                f"{100 * row.not_losing / row.positions:.1f}%",
                row.nodes / row.positions,
                row.quiescence / row.positions,
                row.extended / row.positions,
                1000 * row.seconds / row.positions,
            )
            for row in rows
        ],
        {0, 2, 3, 4, 5, 6, 7},
    )


def horizon_report(runs: int, *, count: int = POSITIONS, depths: Sequence[int] = DEPTHS) -> Report:
    """Agreement with the exact solver by depth and search; each search timed once.

    ``runs`` is unused; ``count`` and ``depths`` make a fast version for the tests.
    """
    directory = data_directory()
    if directory is None:
        return Report(
            "Connect Four: the horizon, quiescence and extensions",
            "",
            "The set Test_L2_R1 is missing (see the sets section).",
            False,
        )
    solved = [solved_moves(moves) for _, moves, _ in read_set(directory, "Test_L2_R1")[:count]]
    rows = [
        _row(solved, depth, label, quiescence, extensions)
        for depth in depths
        for label, quiescence, extensions in VARIANTS
    ]
    single = sum(len(one.best) == 1 for one in solved)
    return Report(
        "Connect Four: the horizon, quiescence and extensions",
        format_rows(rows),
        f"The first {len(solved)} lines of Test_L2_R1 ({single} with a single best move), "
        "searched by the engine's depth-limited fail-hard alpha-beta with open_windows "
        f"(no ordering, no table); quiescence: noisy drops (win, block, new threat) with "
        f"budget {BUDGET}; extensions: a child where the side to move is forced (a threat "
        f"against it, or one column left), at most {EXTENSIONS} per path. 'best move': the "
        "chosen move has the exact solver's best score; 'does not lose': its outcome is the "
        "best move's. Each search timed once.",
        all(row.positions == len(solved) for row in rows) and len(solved) > 0,
    )
