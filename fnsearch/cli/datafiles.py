"""The position databases as data files in the package: loaded lazily, rebuilt by one command.

``python -m fnsearch.cli.datafiles rebuild [tictactoe|connect4|pig]`` recomputes the
files (:mod:`fnsearch.games.databases`), ``check`` compares them with fresh searches.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Final, TypeVar

from immutables import Map
from returns.result import Failure, Result, Success

from fnsearch.engine.search import search
from fnsearch.games import tictactoe
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.databases import (
    BOOK_DEPTH,
    connect_four_book,
    parse_database,
    render_database,
    tictactoe_values,
)
from fnsearch.games.pig import game as pig
from fnsearch.games.pig.solution import DATA as PIG_DATA
from fnsearch.games.pig.solution import (
    Action,
    PigSolution,
    optimal_action,
    parse_solution,
    render_solution,
    residual,
    solve,
)
from fnsearch.games.record import C, Game, Solution, SolutionAnswer

_C = TypeVar("_C")

DATA: Final = Path(__file__).resolve().parent.parent / "data"
TICTACTOE_VALUES: Final = DATA / "tictactoe-values.txt"
"""Every reachable tic-tac-toe position and its exact value, one per line."""
CONNECT_FOUR_BOOK: Final = DATA / "connect4-book.txt"
"""The Connect Four opening book, one position per mirror pair and line."""
PIG_SOLUTION: Final = DATA / PIG_DATA
"""Pig solved to 100: each score pair's win chance at turn total 0 and when to hold."""
DATABASES: Final = (tictactoe.GAME.name, connect4.GAME.name, pig.GAME.name)
"""The games with a data file, by their records' names: what ``rebuild`` and ``check`` take."""


@cache
def tictactoe_database() -> Map[tictactoe.Board, int]:
    """Every reachable tic-tac-toe position's exact value, read once from the package."""
    return _read(TICTACTOE_VALUES, tictactoe.GAME.parse).unwrap()


@cache
def connect_four_book_values() -> Map[tuple[int, ...], int]:
    """The opening book, keyed by the position's cells up to mirroring, read once."""
    return Map(
        (connect4.CONNECT_FOUR.canonical(position), value)
        for position, value in _read(CONNECT_FOUR_BOOK, connect4.GAME.parse).unwrap().items()
    )


@cache
def pig_solution() -> PigSolution:
    """Pig to 100 solved, read once from the package."""
    return _read_pig().unwrap()


def solved_answer(solution: Solution[C], config: C) -> SolutionAnswer | None:
    """What a record's ``solution`` says of ``config``; ``None`` where the game is not solved.

    Each part of the solution is made once, from its data file read once.
    """
    part = solution.part(config)
    return None if part is None else _answers(solution, part)(config)


class DataFileError(Exception):
    """A data file the program needs is missing or broken: the message says which and why."""


@cache
def _answers(solution: Solution[Any], part: int) -> Callable[[Any], SolutionAnswer]:
    """The answers of one part of ``solution``: a broken or missing data file stops the program."""
    answers: Result[Callable[[Any], SolutionAnswer], str] = _data_text(solution.data).bind(
        lambda text: solution.answers(text, part).alt(lambda message: f"{solution.data}: {message}")
    )
    found = answers.value_or(None)
    if found is None:
        raise DataFileError(f"{answers.failure()} (the data file is missing or broken)")
    return found


@cache
def _data_text(name: str | None) -> Result[str, str]:
    """The text of the data file ``name`` (among the package's data unless a path is given)."""
    return Success("") if name is None else _file_text(DATA / name)


def _file_text(path: Path, which: str = "") -> Result[str, str]:
    if not path.exists():
        return Failure(
            f"{path.name} is missing: run python -m fnsearch.cli.datafiles rebuild{which}"
        )
    return Success(path.read_text(encoding="utf-8"))


def pig_action(position: pig.Pig) -> Action | None:
    """The optimal action in a game of Pig to 100, from the stored solution."""
    return optimal_action(pig_solution(), position)


def _read_pig() -> Result[PigSolution, str]:
    return _parsed(PIG_SOLUTION, parse_solution, " pig")


def perfect_tictactoe(board: tictactoe.Board) -> int:
    """A perfect evaluation function: the exact value of a reachable position."""
    return tictactoe_database()[board]


def book_evaluator(
    fallback: Callable[[connect4.Position], int],
) -> Callable[[connect4.Position], int]:
    """An evaluation that answers from the opening book, and asks ``fallback`` elsewhere."""
    book = connect_four_book_values()

    def evaluate(position: connect4.Position) -> int:
        value = book.get(connect4.CONNECT_FOUR.canonical(position))
        return fallback(position) if value is None else value

    return evaluate


def _read(path: Path, read: Callable[[str], Result[_C, str]]) -> Result[Map[_C, int], str]:
    return _parsed(path, lambda text: parse_database(text, read))


def _parsed(
    path: Path, parse: Callable[[str], Result[_C, str]], which: str = ""
) -> Result[_C, str]:
    return _file_text(path, which).bind(
        lambda text: parse(text).alt(lambda message: f"{path.name}: {message}")
    )


def _database(which: str) -> tuple[Path, Game[Any], Callable[[Any], int]]:
    """The tic-tac-toe values' or the Connect Four book's file, game and fresh search's value."""
    if which == tictactoe.GAME.name:
        return (
            TICTACTOE_VALUES,
            tictactoe.GAME,
            lambda board: search(tictactoe.GAME.instance, board, tictactoe.to_move(board)).value,
        )
    return (
        CONNECT_FOUR_BOOK,
        connect4.GAME,
        lambda position: (
            search(
                connect4.GAME.instance,
                position,
                connect4.to_move(position),
                depth=BOOK_DEPTH,
                evaluate=connect4.open_windows,
                order=connect4.centre_first,
            ).value
        ),
    )


def rebuild(which: str) -> str:
    """Recompute one data file and write it; returns a one-line report."""
    started = time.perf_counter()
    DATA.mkdir(exist_ok=True)
    if which == pig.GAME.name:
        solution = solve(pig.TARGET)
        PIG_SOLUTION.write_text(render_solution(solution) + "\n", encoding="utf-8")
        return (
            f"wrote {PIG_SOLUTION.name}: {solution.target**2} score pairs,"
            f" {solution.sweeps} sweeps in {time.perf_counter() - started:.1f} s;"
            f" the first player wins with {solution.chances[0][0]:.10f}"
        )
    path, game, _ = _database(which)
    table: Map[Any, int] = (
        tictactoe_values() if which == tictactoe.GAME.name else connect_four_book()
    )
    text = render_database(table, game.render)
    path.write_text(text + "\n", encoding="utf-8")
    lines = text.count("\n") + 1
    return f"wrote {path.name}: {lines} positions in {time.perf_counter() - started:.1f} s"


def check(which: str, every: int = 1) -> Result[str, str]:
    """Compare a data file with fresh searches (every ``every``-th entry)."""
    if which == pig.GAME.name:
        return _read_pig().bind(_compare_pig)
    path, game, value_of = _database(which)
    return _read(path, game.parse).bind(lambda table: _compare(table, value_of, game.render, every))


def _compare(
    table: Map[_C, int], value_of: Callable[[_C], int], show: Callable[[_C], str], every: int
) -> Result[str, str]:
    chosen = list(table.items())[::every]
    started = last_report = time.perf_counter()
    for checked, (position, value) in enumerate(chosen, start=1):
        fresh = value_of(position)
        if fresh != value:
            return Failure(f"{show(position)}: the file says {value}, a search says {fresh}")
        now = time.perf_counter()
        if now - last_report >= _PROGRESS_SECONDS or checked == len(chosen):
            last_report = now
            print(
                f"fnsearch: checked {checked:,} of {len(chosen):,} positions,"
                f" {checked / max(now - started, 1e-9):,.0f} positions/s",
                file=sys.stderr,
            )
    return Success(f"{len(chosen)} of {len(table)} positions agree with a fresh search")


def _compare_pig(stored: PigSolution) -> Result[str, str]:
    """Compare the stored solution with a fresh one; they agree to far below the file's digits."""
    started = time.perf_counter()
    fresh = solve(stored.target)
    difference = max(
        abs(a - b)
        for row_a, row_b in zip(stored.chances, fresh.chances, strict=True)
        for a, b in zip(row_a, row_b, strict=True)
    )
    if difference > PIG_AGREEMENT or stored.holds != fresh.holds:
        return Failure(
            f"{PIG_SOLUTION.name}: differs from a fresh solution by {difference:.3g}"
            f"{'' if stored.holds == fresh.holds else ', and in when to hold'}"
        )
    return Success(
        f"{stored.target**2} score pairs agree with a fresh solution"
        f" (largest difference {difference:.1g}, residual {residual(stored):.1g},"
        f" solved in {time.perf_counter() - started:.1f} s)"
    )


PIG_AGREEMENT: Final = 1e-9
"""How far the stored win chances may be from a fresh solution's."""
_PROGRESS_SECONDS: Final = 2.0
"""How often a long check reports its progress on standard error."""


def main(argv: Sequence[str] | None = None) -> int:
    """``rebuild [tictactoe|connect4|pig]`` writes data files; ``check [...]`` verifies them.

    Each stage and a check's progress are reported on standard error.
    """
    parser = argparse.ArgumentParser(
        prog="python -m fnsearch.cli.datafiles",
        description="Rebuild or check the position databases shipped in the package.",
    )
    parser.add_argument("command", choices=["rebuild", "check"])
    parser.add_argument("which", nargs="?", choices=DATABASES)
    parser.add_argument("--every", type=int, default=1, help="check every N-th entry only")
    arguments = parser.parse_args(argv)
    names = [arguments.which] if arguments.which else list(DATABASES)
    command, every, status = arguments.command, max(1, arguments.every), 0
    try:
        for name in names:
            print(f"fnsearch: {command} {name} ...", file=sys.stderr)
            outcome = Success(rebuild(name)) if command == "rebuild" else check(name, every)
            if isinstance(outcome, Success):
                print(outcome.unwrap() if command == "rebuild" else f"{name}: {outcome.unwrap()}")
            else:
                print(f"fnsearch: error: {outcome.failure()}", file=sys.stderr)
                status = 1
    except KeyboardInterrupt:
        print("fnsearch: interrupted", file=sys.stderr)
        return 130
    return status


if __name__ == "__main__":
    sys.exit(main())
