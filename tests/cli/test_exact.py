"""``solve GAME --moves``: Connect Four's published scores, the errors, a new game's move list."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from returns.result import Failure, Result, Success

from fnsearch.cli.main import main
from fnsearch.games.record import ExactSolution, MoveList
from fnsearch.games.registry import REGISTRY
from tests.games import kayles
from tests.strategies import published


def _lines(name: str, count: int) -> list[tuple[str, int]]:
    return published(name)[::97][:count]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize(("moves", "score"), _lines("Test_L3_R1", 6) + _lines("Test_L2_R1", 6))
def test_the_published_score_is_printed(
    capsys: pytest.CaptureFixture[str], moves: str, score: int
) -> None:
    code, out, err = _run(capsys, "solve", "connect4", "--moves", moves, "--json")
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert (report["moves"], report["score"], report["weak"]) == (moves, score, False)
    code, out, err = _run(capsys, "solve", "connect4", "--moves", moves, "--weak")
    assert (code, err) == (0, "")
    assert f"result: {(score > 0) - (score < 0)}: " in out
    code, out, _ = _run(capsys, "solve", "connect4", "--moves", moves)
    assert f"score: {score}: " in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "connect4", "--moves", "4488"], "move 3: expected a column 1 to 7, got '8'"),
        (["solve", "connect4", "--moves", "1111111"], "column 1 is full"),
        (["solve", "connect4", "--moves", "1212121"], "the game is over"),
        (["solve", "tictactoe", "--moves", "44"], "Connect Four's notation"),
        (["solve", "connect4", "X" * 42, "--moves", "44"], "not both"),
        (["solve", "connect4", "--weak"], "go with --moves"),
        (["solve", "connect4", "--moves", "4", "--seconds", "-1"], "bad time budget"),
        (["solve", "connect4"], "required: position"),
        (["search", "connect4"], "required: position"),
    ],
)
def test_bad_moves_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = _run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith("fnsearch: error: ")
    assert err.count("\n") == 1
    assert message in err


def test_a_position_too_early_to_solve_in_time_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "solve", "connect4", "--moves", "44", "--seconds", "0.5")
    assert (code, out) == (2, "")
    assert "did not finish within 0.5 s" in err


def _kayles_after(moves: str) -> Result[kayles.Row, str]:
    """The row after ``moves``, each digit the number of a successor (from 1), from the start."""
    row = kayles.GAME.start
    for number, digit in enumerate(moves, start=1):
        knocks = list(kayles.Kayles().successors(row, kayles.to_move(row)))
        if not digit.isdigit() or not 1 <= int(digit) <= len(knocks):
            return Failure(f"move {number}: no knock {digit!r}")
        row = knocks[int(digit) - 1]
    return Success(row)


def _kayles_exact(moves: str, weak: bool) -> Result[ExactSolution, str]:
    """The theory's score for the side to move, from a table small enough to write down.

    The start has five pins; after a knock, the rows below are the ones the test plays.
    """
    # Sprague-Grundy: G(5) = 4 and G(4) = 1, so the mover wins; ".I..I" is 1 xor 1 = 0, lost.
    known = {"": 1, "1": 1, "14": -1}
    return Success(ExactSolution(score=known[moves], nodes=1, entries=0))


KAYLES_MOVES: MoveList[kayles.Row] = MoveList(
    notation="the knocks' numbers",
    example="13",
    read=_kayles_after,
    solve=_kayles_exact,
    meaning=lambda mover, weak, score: f"{'the mover' if score > 0 else 'the other'} wins",
)
WITH_KAYLES = REGISTRY.with_game(replace(kayles.GAME, moves=KAYLES_MOVES))


def test_a_new_game_with_a_move_list_is_solved_by_its_own_solver(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["solve", "kayles", "--moves", "1", "--json"], WITH_KAYLES)
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert (report["game"], report["position"], report["to_move"]) == (
        "kayles",
        ".IIII black",
        "black",
    )
    assert (report["score"], report["nodes"]) == (1, 1)
    code = main(["solve", "kayles", "--moves", "14"], WITH_KAYLES)
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out.splitlines()[:3] == [
        "moves: 14, White to move",
        ".I..I white",
        "score: -1: the other wins",
    ]
    code = main(["solve", "kayles", "--moves", "19"], WITH_KAYLES)
    assert (code, capsys.readouterr().err) == (2, "fnsearch: error: move 2: no knock '9'\n")
    code = main(["solve", "tictactoe", "--moves", "1"], WITH_KAYLES)
    assert capsys.readouterr().err == (
        "fnsearch: error: --moves is Connect Four's notation: solve connect4 --moves 4453;"
        " --moves is the knocks' numbers: solve kayles --moves 13\n"
    )


def test_the_text_report_draws_the_position_and_says_the_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "solve", "connect4", "--moves", "52753311433677442422121")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[:-1] == [
        "moves: 52753311433677442422121, Black (O) to move",
        ". . . . . . .",
        ". O . . . . .",
        "X O X O . . .",
        "X X O O . . O",
        "O X O X O . X",
        "X O X X X O X",
        "1 2 3 4 5 6 7",
        "score: 8: Black (O) wins with its 14th stone",
    ]
    assert re.fullmatch(r"nodes: [0-9,]+, time: [0-9.]+ s", lines[-1])
