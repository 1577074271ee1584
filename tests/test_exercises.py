"""The exercises run, print what they show, and their claims hold by independent checks."""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from exercises import (
    aima_figure_5_2,
    chance_scaling,
    horizon_effect,
    max_of_mins,
    tictactoe_best_move,
)
from fnsearch import WHITE
from fnsearch.games import tree
from fnsearch.games.tree import TREE_CONFIG
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

ROOT = Path(__file__).resolve().parent.parent

# Each exercise with lines its output must contain.
EXPECTED_LINES = {
    "tictactoe_best_move": [
        "start (White to move): XXO/.../O..",
        "best next configuration: XXO/.X./O..",
        "value of the start position for White: 3",
    ],
    "aima_figure_5_2": [
        "tree: ((3,12,8),(2,4,6),(14,5,2))",
        "alpha-beta value: 3, best first move: (3,12,8)",
        "leaves scored by the functional alpha-beta: [3, 12, 8, 2, 14, 5, 2]",
        "never scored: [4, 6]",
    ],
    "chance_scaling": [
        "tree: max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))",
        "values of the moves: 2.1, 1.3; MAX chooses move 1",
        "tree: max(chance(9/10: 20, 1/10: 30), chance(9/10: 1, 1/10: 400))",
        "values of the moves: 21.0, 40.9; MAX chooses move 2",
    ],
    "max_of_mins": [
        "0                     0                           3           3  [3, 5, 10, 2, 2]",
        "-4611686018427387903  4611686018427387903         3           3  [3, 5, 10, 2, 2]",
    ],
    "horizon_effect": [
        "exact scores for O: 1: -11, 2: 2, 3: -11, 4: -11, 5: -11, 6: -11, 7: -11",
        "not losing: 2",
        "plain depth 3 chooses column 4: O loses",
        "quiescence 4 at depth 3 chooses column 2: O wins",
        "extensions 2 at depth 3 chooses column 2: O wins",
    ],
}

MAINS = {
    "tictactoe_best_move": tictactoe_best_move.main,
    "aima_figure_5_2": aima_figure_5_2.main,
    "chance_scaling": chance_scaling.main,
    "max_of_mins": max_of_mins.main,
    "horizon_effect": horizon_effect.main,
}


@pytest.mark.parametrize("name", sorted(MAINS))
def test_main_prints_its_result(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    MAINS[name]()
    lines = capsys.readouterr().out.splitlines()
    assert [line for line in EXPECTED_LINES[name] if line not in lines] == []


@pytest.mark.parametrize("name", sorted(MAINS))
def test_runs_as_a_module(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", f"exercises.{name}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    lines = done.stdout.splitlines()
    assert [line for line in EXPECTED_LINES[name] if line not in lines] == []


# An independent brute force for tic-tac-toe: boards as strings of 9 characters,
# outcomes +1 (X wins), 0 (draw), -1 (O wins) under perfect play, no speed bonus.

_LINES = ["012", "345", "678", "036", "147", "258", "048", "246"]


def _won(board: str, mark: str) -> bool:
    return any(all(board[int(i)] == mark for i in line) for line in _LINES)


@cache
def _outcome(board: str, to_move: str) -> int:
    if _won(board, "X"):
        return 1
    if _won(board, "O"):
        return -1
    if "." not in board:
        return 0
    other = "O" if to_move == "X" else "X"
    outcomes = [
        _outcome(board[:i] + to_move + board[i + 1 :], other)
        for i, cell in enumerate(board)
        if cell == "."
    ]
    return max(outcomes) if to_move == "X" else min(outcomes)


def _text(board: tuple[int, ...]) -> str:
    return "".join({1: "X", -1: "O", 0: "."}[cell] for cell in board)


def test_the_brute_force_knows_the_empty_board_is_a_draw() -> None:
    assert _outcome(".........", "X") == 0
    assert _outcome("XX.OO....", "X") == 1
    assert _outcome("XX.OO....", "O") == -1


def test_the_exercise_move_is_the_only_optimal_one() -> None:
    start = _text(tictactoe_best_move.START)
    assert start == "XXO...O.."
    assert start.count("X") == start.count("O")  # White to move
    outcomes = {
        start[:i] + "X" + start[i + 1 :]: _outcome(start[:i] + "X" + start[i + 1 :], "O")
        for i, cell in enumerate(start)
        if cell == "."
    }
    best = max(outcomes.values())
    assert [board for board, value in outcomes.items() if value == best] == [
        _text(tictactoe_best_move.EXPECTED)
    ]
    assert best == 1
    # Every other move loses: the block in the centre is forced.
    assert sorted(outcomes.values()) == [-1, -1, -1, -1, 1]


def test_the_library_finds_the_expected_move() -> None:
    assert tictactoe_best_move.solve() == tictactoe_best_move.EXPECTED


def test_max_of_mins_scores_what_the_imperative_search_scores() -> None:
    for a, b in [*max_of_mins.UNKNOWNS, (2, 2), (-5, 7)]:
        counting = Counting(TREE_CONFIG)
        value = alpha_beta_hard(counting, tree.max_of_mins(a, b), WHITE)
        assert max_of_mins.scored_leaves(a, b) == (value, counting.scored)
        assert (value, counting.scored) == (3, [3, 5, 10, 2, 2])


def test_the_horizon_position_is_lost_in_two_x_moves_after_the_plain_choice() -> None:
    # Checked without the exercise's own helpers: after O's 4 and X's 2, X has two
    # immediate wins, and the solver says X wins with its 11th stone (score 11).
    from fnsearch.games.connect4.game import from_moves, solve

    assert solve(horizon_effect.MOVES + "4").unwrap() == 11
    assert solve(horizon_effect.MOVES + "2").unwrap() == -2
    after = horizon_effect.MOVES + "427"  # O plays elsewhere: X has two wins
    wins = [c for c in "1234567" if from_moves(after + c).map(lambda p: p[3]).value_or(0) == 1]
    assert wins == ["1", "2"]
