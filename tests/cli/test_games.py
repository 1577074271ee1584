"""The command line takes every registered game, and --player only where a position is silent."""

from __future__ import annotations

import pytest

from fnsearch.cli.main import main
from fnsearch.games.registry import REGISTRY


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


@pytest.mark.parametrize("name", list(REGISTRY.games))
@pytest.mark.parametrize("command", ["solve", "search"])
def test_every_command_takes_every_registered_game(
    capsys: pytest.CaptureFixture[str], command: str, name: str
) -> None:
    # A depth, not a time budget: what a search reaches in a time depends on the load.
    budget = ["--depth", "2"] if command == "search" else []
    code, lines, err = _run(capsys, command, name, REGISTRY.games[name].example, *budget)
    assert (code, err) == (0, "")
    assert lines[0].startswith("position: ")
    assert any(line.startswith("value: ") for line in lines)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["search", "nim", "4", "--player", "black"],
            "fnsearch: error: nim positions say who moves: it is White's move in 4 white;"
            " leave out --player\n",
        ),
        (
            ["search", "tictactoe", "X../.../...", "--player", "white"],
            "fnsearch: error: tictactoe positions say who moves: it is Black (O)'s move in"
            " X../.../...; leave out --player\n",
        ),
        (
            ["solve", "connect4", "/".join(["......."] * 6), "--player", "black"],
            "fnsearch: error: connect4 positions say who moves: it is White (X)'s move in"
            " ......./......./......./......./......./.......; leave out --player\n",
        ),
        (
            ["solve", "mnk", "X../.../...", "--player", "black"],
            "fnsearch: error: mnk positions say who moves: it is Black (O)'s move in"
            " X../.../...; leave out --player\n",
        ),
    ],
)
def test_player_is_refused_where_the_position_says_who_moves(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert _run(capsys, *argv) == (2, [], message)


def test_nim_reports_the_side_the_pile_names(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = _run(capsys, "search", "nim", "4 black")
    assert code == 0
    assert lines[0] == "position: 4 black, Black to move"
    assert lines[2] == "value: -1"  # Black takes one coin and wins


def test_a_tree_still_takes_player(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = _run(capsys, "search", "tree", "((1,9),(4,5))", "--player", "black")
    assert code == 0
    assert lines[:3] == [
        "position: ((1,9),(4,5)), Black to move",
        "searched: to the end of the game",
        "value: 5",
    ]


def test_solve_says_when_a_game_is_too_big_to_solve(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = _run(capsys, "solve", "connect4", "......./" * 5 + "...X...")
    assert code == 0
    assert (
        lines[0] == "position: ......./......./......./......./......./...X..., Black (O) to move"
    )
    assert lines[7] == "1 2 3 4 5 6 7"
    assert lines[8].startswith("searched: ")
    assert "iterative deepening within 2 s" in lines[8]
    assert lines[8].endswith("(too big to solve here: not an exact value)")
    assert lines[9].startswith("value: ")
    assert lines[10].startswith("best next: ")


def test_solve_mnk_reads_k_from_the_position(capsys: pytest.CaptureFixture[str]) -> None:
    # On 3 x 3 with 2 in a row, X wins with its second mark: 1 + 6 empty cells.
    code, lines, _ = _run(capsys, "solve", "mnk", ".../.../... k=2")
    assert code == 0
    assert lines[0] == "position: .../.../... k=2, White (X) to move"
    assert lines[4:6] == ["value: 7", "best next: X../.../... k=2"]
    code, lines, _ = _run(capsys, "search", "mnk", ".../.../... k=2")
    assert lines[1] == "searched: to the end of the game"
