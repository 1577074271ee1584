"""The ``peers`` section: fnsearch side by side with peer libraries on tic-tac-toe.

:func:`compare` times, on the same tic-tac-toe positions, the searches of
:mod:`benchmarks.contenders`: fnsearch's own and those of easyAI and OpenSpiel,
which are optional; without them, their rows say they are not installed.

Each library reports a value on its own scale (see the notes of each row), so
the ``value`` column gives the outcome for X together with the raw number.

Times are medians over ``runs`` rounds; each round runs every search once, in
turn, with the garbage collector off while a search is timed. Setting up a
search (building a game object, loading a game, an empty table) is not timed.
Nodes are counted in a separate run, never in a timed one.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, final

from benchmarks.contenders import (
    Contender,
    Outcome,
    easyai_contenders,
    fnsearch_contenders,
    mover,
    open_spiel_contenders,
)
from benchmarks.report import NOT_INSTALLED, Report, markdown_table, timed
from fnsearch.core.config import WHITE, Player
from fnsearch.games.tictactoe import EMPTY, Board

__all__ = ["NOT_INSTALLED", "POSITIONS", "Row", "compare", "format_rows", "peers_report"]

POSITIONS: Final[tuple[tuple[str, Board], ...]] = (
    ("empty board", EMPTY),
    ("X centre, O top middle", (0, -1, 0, 0, 1, 0, 0, 0, 0)),
)
"""The positions :func:`compare` searches, by name; whose turn it is follows from the marks."""


@final
@dataclass(frozen=True, slots=True)
class Row:
    """One search on one position.

    Attributes:
        position: the name of the position.
        search: the library and the search.
        value: the outcome for X and, in brackets, the value on the library's own scale.
        nodes: the positions the search visited, the root included; ``None`` if not run.
        seconds: the median time of a search; ``None`` if not run.
        notes: the value scale, the best move found, how the nodes were counted.

    >>> Row("empty board", "fnsearch alpha_beta_room", "draw (0)", 20866, 0.1, "").seconds
    0.1
    """

    position: str
    search: str
    value: str
    nodes: int | None
    seconds: float | None
    notes: str


# What a search answers: the value on its own scale, from the point of view of X


def compare(runs: int = 5, *, positions: Sequence[tuple[str, Board]] = POSITIONS) -> list[Row]:
    """Search each position with each library; values, node counts and median times.

    Args:
        runs: the number of rounds; reported tables use at least 5.
        positions: ``(name, board)`` pairs, by default :data:`POSITIONS`.

    Returns:
        One :class:`Row` per position and search, in a fixed order; the rows of a
        library that is not installed have no nodes and no time, and say so.
    """
    if runs < 1:
        raise ValueError(f"runs must be at least 1, got {runs}")
    return [row for name, board in positions for row in _compare_one(name, board, runs)]


def _compare_one(name: str, board: Board, runs: int) -> list[Row]:
    entries = [
        *fnsearch_contenders(board),
        *easyai_contenders(board),
        *open_spiel_contenders(board),
    ]
    contenders = [entry for entry in entries if isinstance(entry, Contender)]
    times: dict[str, list[float]] = {contender.name: [] for contender in contenders}
    outcomes: dict[str, Outcome] = {}
    for _ in range(runs):
        for contender in contenders:
            seconds, outcome = timed(contender.prepare())
            times[contender.name].append(seconds)
            outcomes.setdefault(contender.name, outcome)
    side = mover(board)
    return [
        Row(name, entry[0], "-", None, None, entry[1])
        if not isinstance(entry, Contender)
        else Row(
            name,
            entry.name,
            _value_text(outcomes[entry.name], side),
            entry.count(),
            statistics.median(times[entry.name]),
            _notes(entry.notes, outcomes[entry.name][2]),
        )
        for entry in entries
    ]


def _value_text(outcome: Outcome, side: Player) -> str:
    raw, x_view, _ = outcome
    for_x = raw if x_view or side is WHITE else -raw
    word = "X wins" if for_x > 0 else "O wins" if for_x < 0 else "draw"
    return f"{word} ({'0' if raw == 0 else f'{raw:+g}'})"


def _notes(notes: str, best: int | None) -> str:
    return notes if best is None else f"best: cell {best}; {notes}"


PLAIN: Final = "fnsearch alpha_beta_room"
"""The row every other search of its position is timed against: plain functional alpha-beta."""


def format_rows(rows: Sequence[Row]) -> str:
    """The rows of :func:`compare` as a Markdown table (times in milliseconds).

    Each time is also given over the time of :data:`PLAIN` on the same position, in
    the same runs.

    >>> print(format_rows([Row("empty board", "easyAI", "-", None, None, NOT_INSTALLED),
    ...                    Row("empty board", PLAIN, "draw (0)", 20866, 0.1023, "n"),
    ...                    Row("empty board", "other", "draw (0)", 356, 0.0341, "n")]))
    | position | search | value | nodes | median ms | time ÷ alpha_beta_room | notes |
    |---|---|---|---:|---:|---:|---|
    | empty board | easyAI | - | - | - | - | not installed: pip install -e '.[bench]' |
    | empty board | fnsearch alpha_beta_room | draw (0) | 20,866 | 102.3 | 1.00x | n |
    | empty board | other | draw (0) | 356 | 34.1 | 0.33x | n |
    """
    plain = {row.position: row.seconds for row in rows if row.search == PLAIN}
    return markdown_table(
        ["position", "search", "value", "nodes", "median ms", "time ÷ alpha_beta_room", "notes"],
        (
            [
                row.position,
                row.search,
                row.value,
                row.nodes,
                None if row.seconds is None else row.seconds * 1000,
                _ratio(row.seconds, plain.get(row.position)),
                row.notes,
            ]
            for row in rows
        ),
        right={3, 4, 5},
    )


def _ratio(seconds: float | None, plain: float | None) -> str | None:
    return None if seconds is None or not plain else f"{seconds / plain:.2f}x"


def peers_report(runs: int) -> Report:
    """The searches of fnsearch side by side with easyAI and OpenSpiel on tic-tac-toe."""
    rows = compare(runs)
    empty = {row.search: row for row in rows if row.position == rows[0].position}
    plain = empty.get(PLAIN)
    enhanced = empty.get("fnsearch search: open_lines order, table, symmetry")
    easy = empty.get("easyAI Negamax(9)")
    spiel = empty.get("OpenSpiel alpha_beta_search")
    bits = empty.get("fnsearch alpha_beta_room, bitboard instance")
    sheet_bits = empty.get("fnsearch alpha_beta, bitboard instance")
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
    if bits and spiel and bits.seconds and spiel.seconds:
        verdicts.append(
            "plain functional alpha-beta on the bitboard instance faster than OpenSpiel "
            f"alpha_beta_search: {'met' if bits.seconds < spiel.seconds else 'missed'} "
            f"({bits.seconds / spiel.seconds:.2f}x its time)"
        )
    if sheet_bits and spiel and sheet_bits.seconds and spiel.seconds:
        verdicts.append(
            "the sheet's fold (alpha_beta) on the bitboard instance faster than OpenSpiel "
            f"alpha_beta_search: {'met' if sheet_bits.seconds < spiel.seconds else 'missed'} "
            f"({sheet_bits.seconds / spiel.seconds:.2f}x its time)"
        )
    return Report(
        "Side by side with other libraries (tic-tac-toe)",
        format_rows(rows),
        f"Median of {runs} round-robin runs. Targets on the empty board: "
        + ("; ".join(verdicts) if verdicts else "peers not installed")
        + ".",
    )
