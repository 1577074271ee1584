"""``solve connect4 --moves``: the published scores through the program, and its errors."""

from __future__ import annotations

import json

import pytest

from fnsearch.cli.main import main
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
