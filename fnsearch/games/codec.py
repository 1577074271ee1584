"""Boards of X (``1``), O (``-1``) and ``.`` (``0``) as rows, top first, separated by ``/``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final, NamedTuple, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.core._fp import partition
from fnsearch.games.naming import Naming

_C = TypeVar("_C")

CELL_OF: Final = {"X": 1, "O": -1, ".": 0}
CHAR_OF: Final = {1: "X", -1: "O", 0: "."}
_SHOWN: Final = 60  # how much of a malformed text a message quotes


def shortened(digits: str) -> str:
    """A long number as its first digits and its length, for a message."""
    return digits if len(digits) <= 12 else f"{digits[:6]}...({len(digits)} digits)"


@final
class Shape(NamedTuple):
    """The size of a board's text form and what a malformed text is told (``""``: the usual)."""

    columns: int
    rows: int
    slashes_optional: bool = False
    expected: str = ""


def read_cells(text: str, board: Shape) -> Result[tuple[int, ...], str]:
    """The cells of ``text`` in reading order: the shape is checked first, then the characters."""
    written = text.strip()
    rows = written.split("/")
    cells = written.replace("/", "")
    unknown = next((char for char in cells if char not in CELL_OF), None)
    expected = board.expected or (
        f"expected {board.rows} rows of {board.columns} cells (X, O or . separated by /)"
    )
    return (
        Failure(f"{expected}, got {written[:_SHOWN]!r}")
        if not (
            board.slashes_optional
            and "/" not in written
            and len(written) == board.columns * board.rows
        )
        and not (len(rows) == board.rows and all(len(row) == board.columns for row in rows))
        else Failure(f"unknown character {unknown!r}: a cell is X, O or .")
        if unknown is not None
        else Success(tuple(map(CELL_OF.__getitem__, cells)))
    )


def write_cells(cells: Iterable[int], columns: int) -> str:
    """The one-line text form of cells in reading order, rows separated by ``/``."""
    return "/".join("".join(row) for row in partition(columns, map(CHAR_OF.__getitem__, cells)))


def draw_cells(cells: Iterable[int], columns: int) -> str:
    """The cells in reading order as lines of characters separated by spaces."""
    return "\n".join(" ".join(row) for row in partition(columns, map(CHAR_OF.__getitem__, cells)))


def windows(m: int, n: int, k: int) -> tuple[tuple[int, ...], ...]:
    """Every run of ``k`` cells in a row, a column or a diagonal, cells numbered row by row."""
    return tuple(
        tuple((row + i * dy) * m + column + i * dx for i in range(k))
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1))
        for row in range(n)
        for column in range(m)
        if 0 <= column + (k - 1) * dx < m and 0 <= row + (k - 1) * dy < n
    )


def owners(cells: Sequence[int], windows: Iterable[Sequence[int]]) -> frozenset[int]:
    """The marks (``1``, ``-1``) that fill some window of cells: who has a line."""
    return frozenset(
        cells[window[0]]
        for window in windows
        if cells[window[0]] != 0 and all(cells[i] == cells[window[0]] for i in window)
    )


def checked(
    cells: tuple[int, ...], windows: Iterable[Sequence[int]], line: str
) -> Result[tuple[int, ...], str]:
    """``cells`` if a game X started can reach them (counts, at most one ``line``, none after)."""
    xs, os, wins = cells.count(1), cells.count(-1), owners(cells, windows)
    return (
        Failure(
            f"impossible piece counts: {xs} X and {os} O (X moves first, so X = O or X = O + 1)"
        )
        if xs - os not in (0, 1)
        else Failure(f"impossible position: both X and O have {line}")
        if len(wins) == 2
        else Failure(f"impossible position: X has {line} but O moved after")
        if 1 in wins and xs == os
        else Failure(f"impossible position: O has {line} but X moved after")
        if -1 in wins and xs != os
        else Success(cells)
    )


def cell_naming(
    columns: int,
    cells: Callable[[_C], tuple[int, ...]],
    number: Callable[[_C, _C], int],
) -> Naming[_C]:
    """How a person plays on rows of ``columns`` cells, numbered row by row from 1."""
    return Naming(
        noun="cell",
        highest=lambda position: len(cells(position)),
        number=lambda position, _, child: number(position, child),
        say=lambda chosen: f"cell {chosen}",
        why_not=lambda position, chosen: (
            f"cell {chosen} is taken"
            if 1 <= chosen <= len(cells(position))
            else f"cell {chosen} does not exist"
        ),
        picture=lambda position: _cell_picture(cells(position), columns),
    )


def _cell_picture(cells: tuple[int, ...], columns: int) -> str:
    return "\n".join(
        " ".join(
            (CHAR_OF[cells[i]] if cells[i] else str(i + 1)).rjust(len(str(len(cells))))
            for i in range(row, row + columns)
        )
        for row in range(0, len(cells), columns)
    )
