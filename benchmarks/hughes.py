"""The ``hughes`` section: Hughes's lazy game tree against the fold-based searches.

:func:`fnsearch.classic.hughes.hughes_evaluate` (``max . maximise' . maptree static .
prune n . gametree``) against the sheet's :func:`~fnsearch.classic.alpha_beta.alpha_beta`,
its faster fold :func:`~fnsearch.classic.alpha_beta.alpha_beta_room` and plain
:func:`~fnsearch.classic.minimax.minimax` on tic-tac-toe: to the end of the game from
the empty board and from the lecture's mid-game position, and four plies deep from
the empty board with the lecture's evaluation ``open_lines`` (there with Hughes's
``highfirst`` ordering too, and the sheet's imperative alpha-beta with a depth, since
the functional one has none).

For each search it counts, in one untimed run, the successors generated and the
leaves valued (scored or evaluated), and times the searches of a position in
alternation. The section fails if two searches of a position disagree on the value,
or if Hughes's search values fewer leaves than the sheet's: pruning by laziness
makes no deep cut-offs, so it never prunes more.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final, TypeAlias, final

from benchmarks.report import Report, markdown_table, median_seconds
from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_room
from fnsearch.classic.hughes import Stages, evaluator, hughes_evaluate
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import WHITE, Config
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board, open_lines, parse
from fnsearch.reference.algorithms import alpha_beta_hard_depth
from fnsearch.reference.counting import Counting

__all__ = [
    "DEPTH",
    "HUGHES",
    "SHEET",
    "SHEET_DEPTH",
    "HughesRow",
    "Search",
    "format_hughes",
    "hughes_report",
    "hughes_rows",
]

Search: TypeAlias = Callable[[Config[Board], Board, Callable[[Board], int]], int]
"""A search of a board with X to move: the game, the board, the evaluation at the horizon."""

DEPTH: Final = 4
"""The plies of the depth-limited rows."""

HUGHES: Final = "Hughes: max . maximise' . maptree static . gametree"
SHEET: Final = "alpha_beta (the sheet's fold)"
SHEET_DEPTH: Final = f"imperative alpha-beta (the sheet's), depth {DEPTH}"

FULL: Final[dict[str, Search]] = {
    HUGHES: lambda game, board, _: hughes_evaluate(game, board, WHITE),
    SHEET: lambda game, board, _: alpha_beta(game, board, WHITE),
    "alpha_beta_room": lambda game, board, _: alpha_beta_room(game, board, WHITE),
    "minimax": lambda game, board, _: minimax(game, board, WHITE),
}
"""The searches to the end of the game."""

LIMITED: Final[dict[str, Search]] = {
    f"Hughes, prune {DEPTH}": lambda game, board, evaluate: hughes_evaluate(
        game, board, WHITE, depth=DEPTH, evaluate=evaluate
    ),
    f"Hughes, highfirst, prune {DEPTH}": lambda game, board, evaluate: evaluator(
        game, WHITE, depth=DEPTH, evaluate=evaluate, stages=Stages(ordered=True)
    )(board),
    SHEET_DEPTH: lambda game, board, evaluate: alpha_beta_hard_depth(
        game, board, WHITE, DEPTH, evaluate=evaluate
    ),
    f"minimax, depth {DEPTH}": lambda game, board, evaluate: minimax(
        game, board, WHITE, depth=DEPTH, evaluate=evaluate
    ),
}
"""The searches ``DEPTH`` plies deep, valuing the horizon by ``open_lines``."""

POSITIONS: Final[Sequence[tuple[str, Board, dict[str, Search]]]] = (
    ("empty board", EMPTY, FULL),
    ("mid-game .O./.X./...", parse(".O./.X./...").unwrap(), FULL),
    (f"empty board, {DEPTH} plies, open_lines", EMPTY, LIMITED),
)


@final
@dataclass(frozen=True, slots=True)
class HughesRow:
    """One search of one position: its value, what it generated and valued, its time.

    >>> HughesRow("empty board", "minimax", 0, 549_945, 255_168, 1.5).leaves
    255168
    """

    position: str
    search: str
    value: int
    generated: int
    leaves: int
    seconds: float


def _counted(search: Search, board: Board) -> tuple[int, int, int]:
    # The value, the successors generated and the leaves valued (scored or evaluated).
    counting = Counting(VECTOR_CONFIG)
    evaluated: list[Board] = []

    def evaluate(position: Board) -> int:
        evaluated.append(position)
        return open_lines(position)

    value = search(counting, board, evaluate)
    return value, counting.pulled, counting.leaves + len(evaluated)


def hughes_rows(runs: int) -> list[HughesRow]:
    """Every search of every position: counted once, timed ``runs`` times in alternation."""
    rows: list[HughesRow] = []
    for position, board, searches in POSITIONS:
        counts = {name: _counted(search, board) for name, search in searches.items()}
        seconds = median_seconds(
            {
                name: partial(search, VECTOR_CONFIG, board, open_lines)
                for name, search in searches.items()
            },
            runs,
        )
        rows.extend(HughesRow(position, name, *counts[name], seconds[name]) for name in searches)
    return rows


def format_hughes(rows: Sequence[HughesRow]) -> str:
    """The rows as a Markdown table; each time also over Hughes's, its position's first row.

    >>> rows = [HughesRow("p", "a", 0, 10, 5, 0.002), HughesRow("p", "b", 0, 4, 2, 0.001)]
    >>> print(format_hughes(rows))
    | position | search | value | successors generated | leaves valued | ms | time / Hughes's |
    |---|---|---:|---:|---:|---:|---:|
    | p | a | 0 | 10 | 5 | 2.0 | 1.00x |
    | p | b | 0 | 4 | 2 | 1.0 | 0.50x |
    """
    first = {row.position: row.seconds for row in reversed(rows)}
    return markdown_table(
        [
            "position",
            "search",
            "value",
            "successors generated",
            "leaves valued",
            "ms",
            "time / Hughes's",
        ],
        [
            [
                row.position,
                row.search,
                row.value,
                row.generated,
                row.leaves,
                row.seconds * 1000,
                f"{row.seconds / first[row.position]:.2f}x",
            ]
            for row in rows
        ],
        {2, 3, 4, 5, 6},
    )


def _well(rows: Sequence[HughesRow]) -> bool:
    # One value per position, and Hughes (a position's first row) never values fewer
    # leaves than the sheet's alpha-beta.
    by_position = {row.position: [r for r in rows if r.position == row.position] for row in rows}
    return all(
        len({row.value for row in same}) == 1
        and all(same[0].leaves >= row.leaves for row in same if row.search in {SHEET, SHEET_DEPTH})
        for same in by_position.values()
    )


def hughes_report(runs: int) -> Report:
    """Hughes's lazy evaluator against alpha-beta and minimax on tic-tac-toe."""
    rows = hughes_rows(runs)
    ok = _well(rows)
    return Report(
        "Hughes's lazy game tree against the folds (tic-tac-toe)",
        format_hughes(rows),
        f"median of {runs} alternating run(s) per search; counts from one untimed run. "
        "Hughes's pruning by laziness makes no deep cut-offs, so it values more leaves "
        "than the sheet's alpha-beta; every search of a position finds the same value"
        f" and Hughes's never values fewer leaves: {'yes' if ok else 'NO'}",
        ok,
    )
