"""A game added from outside the package: one module (tests/games/kayles.py) and one registry line.

The four commands run on it through the command line's own entry point, given the
grown registry. The expected values come from the theory of Kayles, not from the
searches: a row splits into runs of standing pins, each run of ``n`` pins has the
Grundy number ``G(n)``, and the side to move wins exactly when the runs' numbers
xor to non-zero (Sprague-Grundy).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import replace
from functools import cache, reduce
from pathlib import Path

import pytest
from returns.result import Failure, Result, Success

from fnsearch.cli.main import main
from fnsearch.games.record import Solution, SolutionAnswer
from fnsearch.games.registry import REGISTRY, Registry
from tests.games import kayles

WITH_KAYLES = REGISTRY.with_game(kayles.GAME)
"""The one line that adds the game."""


@cache
def _grundy(run: int) -> int:
    """G(n): the smallest number not among the options, a knock of 1 or 2 pins splitting the run."""
    options = {
        _grundy(left) ^ _grundy(run - width - left)
        for width in (1, 2)
        for left in range(run - width + 1)
    }
    return next(number for number in range(run + 2) if number not in options)


def _mover_wins(pins: str) -> bool:
    return reduce(lambda total, run: total ^ _grundy(len(run)), pins.split("."), 0) != 0


def _leaves(pins: str) -> int:
    """The final positions of the whole game tree, by knocking pins in the text directly."""
    knocks = [
        pins[:i] + "." * width + pins[i + width :]
        for i in range(len(pins))
        for width in (1, 2)
        if pins[i : i + width] == "I" * width
    ]
    return sum(map(_leaves, knocks)) if knocks else 1


def test_the_theory_knows_small_rows() -> None:
    # G(0..6) = 0, 1, 2, 3, 1, 4, 3 (Berlekamp, Conway and Guy, Winning Ways).
    assert [_grundy(n) for n in range(7)] == [0, 1, 2, 3, 1, 4, 3]
    assert _leaves("II") == 3


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv), WITH_KAYLES)
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


@pytest.mark.parametrize("pins", ["I", "II", "III", "I.I", "II.II", "IIII", "III.I", "IIIII"])
def test_solve_values_kayles_as_the_theory_does(
    capsys: pytest.CaptureFixture[str], pins: str
) -> None:
    code, lines, _ = _run(capsys, "solve", "kayles", f"{pins} white")
    assert code == 0
    assert lines[0] == f"position: {pins} white, White to move"
    assert lines[1] == f"value: {1 if _mover_wins(pins) else -1}"
    best = lines[2].removeprefix("best next: ").split()
    assert best[1] == "black"
    assert sum(a != b for a, b in zip(pins, best[0], strict=True)) in (1, 2)
    if _mover_wins(pins):  # a winning move leaves the opponent a lost row
        assert not _mover_wins(best[0])


def test_search_finds_the_winning_knock_and_plays_it_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, lines, _ = _run(capsys, "search", "kayles", "III white")
    assert code == 0
    assert lines[:4] == [
        "position: III white, White to move",
        "searched: to the end of the game",
        "value: 1",
        "best next: I.I black",  # the only knock that leaves a lost row: 1 xor 1 = 0
    ]
    line = lines[4].removeprefix("principal line: ").split(" -> ")
    assert line[0] == "I.I black"
    assert line[-1] == "... black"  # White knocked down the last pin


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta"])
def test_trace_shows_the_search_of_a_small_row(
    capsys: pytest.CaptureFixture[str], algorithm: str
) -> None:
    code, lines, _ = _run(capsys, "trace", "kayles", "II white", "--algorithm", algorithm)
    assert code == 0
    assert lines[0] == "MAX II white  α=-∞ β=+∞"
    assert lines[-2] == "MAX II white returns 1"  # knocking both pins wins at once
    assert lines[-1] == f"{_leaves('II')} of {_leaves('II')} leaves evaluated"


def test_play_kayles_against_the_computer(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The moves are the successors from the left, each pin then it with its right
    # neighbour: 3 knocks the middle pin of three, 9 names no move.
    monkeypatch.setattr("sys.stdin", io.StringIO("9\n3\n1\n"))
    code, lines, _ = _run(capsys, "play", "kayles", "III white")
    assert code == 0
    assert lines[:2] == [
        kayles.GAME.summary,
        "you play White, the computer plays Black; the computer searches to the end of the game",
    ]
    assert "your move (move 1 to 5): 9" in lines
    assert "move 9 does not exist here: type a number from 1 to 5" in lines
    assert lines[lines.index("your move (move 1 to 5): 3") + 2] == "I.I black"
    assert lines[-2:] == ["... black", "game over: White wins, you win"]


def test_the_grown_registry_lists_the_game_in_help_and_messages(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = _run(capsys, "solve", "chess", "x")
    assert code == 2
    assert err.strip().endswith(f"expected {', '.join(REGISTRY.games)} or kayles")
    code, lines, _ = _run(capsys, "play", "--help")
    assert code == 0
    assert any(line.split()[:2] == ["kayles", kayles.GAME.summary.split()[0]] for line in lines)


def test_the_package_registry_is_left_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "kayles", "III white"]) == 2
    assert "unknown game 'kayles'" in capsys.readouterr().err


def _knocks(pins: str) -> list[str]:
    """The rows after each knock, in the order of the successors: from the left, 1 then 2."""
    return [
        pins[:i] + "." * width + pins[i + width :]
        for i in range(len(pins))
        for width in (1, 2)
        if pins[i : i + width] == "I" * width
    ]


def _table() -> str:
    """Kayles solved by the theory for every row of up to four pins: ``pins mover best value``.

    The best knock is the first that leaves the opponent a lost row (else the first
    knock); the value is White's.
    """
    rows = [
        "".join("I" if bit == "1" else "." for bit in f"{n:0{size}b}")
        for size in range(1, 5)
        for n in range(2**size)
    ]
    return "\n".join(
        f"{pins} {mover} {best} {sign if _mover_wins(pins) else -sign}"
        for pins in rows
        for mover, sign in (("white", 1), ("black", -1))
        for knocks in [_knocks(pins)]
        for best in [
            next((i for i, knock in enumerate(knocks) if not _mover_wins(knock)), 0)
            if knocks
            else "-"
        ]
    )


def _answers(text: str, part: int) -> Result[Callable[[kayles.Row], SolutionAnswer], str]:
    """The table's answers: a row's line gives the best knock's index and White's value."""
    table = {
        (pins, 1 if mover == "white" else -1): SolutionAnswer(
            value=float(value), best=None if best == "-" else int(best)
        )
        for pins, mover, best, value in (line.split() for line in text.splitlines())
    }
    return (
        Success(lambda row: table[row])
        if table
        else Failure(f"no rows in the table of part {part}")
    )


def _solved_registry(path: Path) -> Registry:
    """Kayles with its solution to four pins, in a data file at ``path``."""
    solution = Solution(
        data=str(path),
        part=lambda row: 0 if len(row[0]) <= 4 else None,
        answers=_answers,
        says=lambda _: "Kayles to four pins is solved",
    )
    return REGISTRY.with_game(replace(kayles.GAME, solution=solution))


def test_a_new_game_declares_its_solution_and_is_played_perfectly_from_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "kayles-solution.txt"
    path.write_text(_table() + "\n", encoding="utf-8")
    solved = _solved_registry(path)
    # White knocks the left pin of three, a lost row for White: the table's best
    # answer (the second knock, both remaining pins) wins for Black at once.
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
    code = main(["play", "kayles", "III white"], solved)
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert lines[1] == (
        "you play White, the computer plays Black;"
        " the computer plays perfectly: Kayles to four pins is solved"
    )
    assert "Black, the computer: move 2 (optimal play: value 1 for black)" in lines
    assert lines[-2:] == ["... white", "game over: Black wins, the computer wins"]
    # solve answers from the table too: no node is searched.
    assert main(["solve", "kayles", "I.II black"], solved) == 0
    lines = capsys.readouterr().out.splitlines()
    # Black, to move, wins with the second knock (runs 1 and 1 left: 1 xor 1 = 0).
    assert lines[1:3] == ["value: -1", "best next: I..I white"]
    # A row longer than the table is searched as before.
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    main(["play", "kayles", "IIIII white"], solved)
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].endswith("the computer searches to the end of the game")


def test_a_broken_table_is_refused_with_the_file_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "empty.txt"
    path.write_text("", encoding="utf-8")
    assert main(["solve", "kayles", "II white"], _solved_registry(path)) == 1
    assert capsys.readouterr().err == (
        f"fnsearch: error: {path}: no rows in the table of part 0"
        " (the data file is missing or broken)\n"
    )
