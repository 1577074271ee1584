"""Connect Four on bitboards and its exact solver, checked against the published benchmark sets.

The sets (``benchmarks/data/connect4/``) hold positions as the columns played and
the exact score for the side to move; a fixed sample of 50 lines of each is
solved here, so the suite stays fast (``python -m benchmarks --only sets`` solves
every line).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from benchmarks import connect4_sets
from fnsearch import BLACK, WHITE
from fnsearch.engine.nullwindow import null_window
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.connect4.bitboard_game import (
    CONNECT_FOUR_BITS,
    START,
    Board,
    from_moves,
    threats_first,
    to_move,
)
from fnsearch.games.connect4.game import to_position
from fnsearch.games.connect4.solver import SLOTS, solution, solve, solve_weak, solved

DATA = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "connect4"


def sample(name: str, count: int = 50) -> list[tuple[str, int]]:
    """Every 20th line of a set: ``count`` positions spread over it."""
    lines = (DATA / name).read_text(encoding="ascii").splitlines()
    return [(moves, int(score)) for moves, score in map(str.split, lines[::20][:count])]


L3 = sample("Test_L3_R1")
L2 = sample("Test_L2_R1")


def test_the_samples_are_fifty_lines_of_each_set() -> None:
    assert len(L3) == len(L2) == 50
    assert len(set(L3 + L2)) == 100


@pytest.mark.parametrize(("moves", "score"), L3 + L2, ids=[moves for moves, _ in L3 + L2])
def test_solve_gives_the_published_score(moves: str, score: int) -> None:
    assert solve(moves) == Success(score)


@pytest.mark.parametrize(("moves", "score"), L2[:20], ids=[moves for moves, _ in L2[:20]])
def test_the_weak_solver_gives_the_sign(moves: str, score: int) -> None:
    assert solve_weak(moves) == Success((score > 0) - (score < 0))


def test_the_table_stays_within_its_slots() -> None:
    found = solved(L2[0][0]).unwrap()
    assert 0 < found.entries <= min(SLOTS, found.nodes)


def test_the_slowest_line_of_the_issue_is_settled_at_once() -> None:
    assert solved("274571537133166").unwrap()[:2] == (-12, 8)


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ("48", "move 2: expected a column 1 to 7, got '8'"),
        ("40", "move 2: expected a column 1 to 7, got '0'"),
        ("4 4", "move 2: expected a column 1 to 7, got ' '"),
        ("4x", "move 2: expected a column 1 to 7, got 'x'"),
        ("4444444", "move 7: column 4 is full"),
        ("1212121" + "3", "move 8: the game is over: X has four in a row"),
        ("12136475" + "1", "move 9: the game is over: O has four in a row"),
    ],
)
def test_from_moves_refuses_bad_input_with_one_line(moves: str, message: str) -> None:
    assert from_moves(moves) == Failure(message)
    assert solve(moves) == Failure(message)


def test_solve_answers_a_finished_game() -> None:
    assert solve("1212121") == Success(-18)  # X won with its fourth stone: O has lost
    assert solve_weak("1212121") == Success(-1)


@st.composite
def games(draw: st.DrawFn, max_moves: int = 42, min_moves: int = 0, lasting: bool = False) -> str:
    """Legal move strings: drops into columns that are not full, until a win or the limit.

    ``lasting`` games avoid, where they can, drops that win or let the opponent
    win at once, so that they reach the late middle game.
    """
    board, moves = START, ""
    for _ in range(draw(st.integers(min_moves, max_moves))):
        if CONNECT_FOUR_BITS.is_final(board):
            break
        children = list(CONNECT_FOUR_BITS.successors(board, to_move(board)))
        quiet = [
            child
            for child in CONNECT_FOUR_BITS.non_losing_successors(board, to_move(board))
            if not CONNECT_FOUR_BITS.is_final(child)
        ]
        choices = quiet if lasting and quiet else children
        board = choices[draw(st.integers(0, len(choices) - 1))]
        moves += str(CONNECT_FOUR_BITS.move(START if not moves else _before(moves), board) + 1)
    return moves


def _before(moves: str) -> Board:
    return from_moves(moves).unwrap()


@given(games())
def test_bitboards_agree_with_the_tuple_instance(moves: str) -> None:
    board = from_moves(moves).unwrap()
    position = connect4.START
    for index, char in enumerate(moves):
        player = WHITE if index % 2 == 0 else BLACK
        position = list(connect4.CONNECT_FOUR.successors(position, player))[
            [child[2] // 6 for child in connect4.CONNECT_FOUR.successors(position, player)].index(
                int(char) - 1
            )
        ]
    assert to_position(board)[::3] == (position[0], position[3])
    assert to_position(board)[:2] == position[:2]
    assert connect4.parse(connect4.render(to_position(board))) == Success(to_position(board))
    assert CONNECT_FOUR_BITS.is_final(board) == connect4.CONNECT_FOUR.is_final(position)
    assert (CONNECT_FOUR_BITS.score(board) > 0) == (connect4.CONNECT_FOUR.score(position) > 0)
    assert len(list(CONNECT_FOUR_BITS.successors(board, to_move(board)))) == len(
        list(connect4.CONNECT_FOUR.successors(position, connect4.to_move(position)))
    )


@given(games(max_moves=36), st.integers(1, 3))
def test_the_engine_visits_the_same_nodes_on_both_instances(moves: str, depth: int) -> None:
    # Both score a faster win higher, so every comparison of alpha-beta agrees.
    board = from_moves(moves).unwrap()
    position = to_position(board)
    bits = search(CONNECT_FOUR_BITS, board, to_move(board), depth=depth)
    tuples = search(connect4.CONNECT_FOUR, position, connect4.to_move(position), depth=depth)
    assert (bits.stats.nodes, bits.stats.leaves) == (tuples.stats.nodes, tuples.stats.leaves)
    assert (bits.value > 0, bits.value < 0) == (tuples.value > 0, tuples.value < 0)


@given(games())
def test_score_bounds_hold_the_score_of_every_next_position(moves: str) -> None:
    board = from_moves(moves).unwrap()
    low, high = CONNECT_FOUR_BITS.score_bounds(board)
    assert low <= high
    for child in CONNECT_FOUR_BITS.successors(board, to_move(board)):
        child_low, child_high = CONNECT_FOUR_BITS.score_bounds(child)
        assert low <= child_low <= child_high <= high


@given(games())
def test_non_losing_successors_are_successors_and_empty_only_at_the_end(moves: str) -> None:
    board = from_moves(moves).unwrap()
    every = list(CONNECT_FOUR_BITS.successors(board, to_move(board)))
    kept = list(CONNECT_FOUR_BITS.non_losing_successors(board, to_move(board)))
    assert set(kept) <= set(every)
    assert (kept == []) == (every == [])


ENDGAMES = [moves for moves, _ in L3[:12]]


def white_value(moves: str) -> int:
    """The published score of the sampled line, from X's point of view."""
    score = dict(L3)[moves]
    return score if len(moves) % 2 == 0 else -score


@pytest.mark.parametrize("moves", ENDGAMES)
def test_engine_techniques_keep_the_value_and_save_nodes(moves: str) -> None:
    board = from_moves(moves).unwrap()
    player = to_move(board)
    plain = search(CONNECT_FOUR_BITS, board, player, table=empty_table())
    bounded = search(CONNECT_FOUR_BITS, board, player, table=empty_table(), bounds=True)
    anticipating = search(CONNECT_FOUR_BITS, board, player, table=empty_table(), anticipate=True)
    ordered = search(CONNECT_FOUR_BITS, board, player, table=empty_table(), order=threats_first)
    windows = null_window(CONNECT_FOUR_BITS, board, player, bounds=True, anticipate=True)
    assert {plain.value, bounded.value, anticipating.value, ordered.value, windows.value} == {
        white_value(moves)
    }
    assert bounded.stats.nodes <= plain.stats.nodes
    assert anticipating.stats.nodes <= plain.stats.nodes


def test_the_fast_solver_agrees_with_the_engine() -> None:
    for moves in ENDGAMES:
        board = from_moves(moves).unwrap()
        sign = 1 if to_move(board) is WHITE else -1
        assert solution(board).score == sign * white_value(moves)


def test_the_benchmark_reads_both_sets_from_the_repository() -> None:
    directory = connect4_sets.data_directory()
    assert directory == DATA
    for name in connect4_sets.SETS:
        lines = connect4_sets.read_set(directory, name)
        assert len(lines) == 1000
        assert lines[0][0] == 1


def test_the_benchmark_says_where_the_sets_should_be_when_they_are_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(connect4_sets, "HERE", tmp_path)
    monkeypatch.setattr(connect4_sets, "SHARED", tmp_path / "shared")
    monkeypatch.delenv("FNSEARCH_CONNECT4_DATA", raising=False)
    report = connect4_sets.sets_report(1)
    assert not report.ok
    assert "Test_L3_R1, Test_L2_R1 are missing" in report.note
    assert str(tmp_path) in report.note


@pytest.mark.parametrize(
    ("moves", "score"), L3[:10] + L2[:10], ids=[m for m, _ in L3[:10] + L2[:10]]
)
def test_null_windows_and_one_whole_window_agree(moves: str, score: int) -> None:
    board = from_moves(moves).unwrap()
    assert {solution(board, null_windows=choice).score for choice in (True, False, None)} == {score}


@given(games(min_moves=30, lasting=True))  # 30 stones or more: small enough for a plain search
def test_the_solver_and_every_engine_technique_agree_with_plain_alpha_beta(moves: str) -> None:
    board = from_moves(moves).unwrap()
    player = to_move(board)
    plain = search(CONNECT_FOUR_BITS, board, player, table=empty_table()).value
    assert search(CONNECT_FOUR_BITS, board, player, anticipate=True).value == plain
    assert search(CONNECT_FOUR_BITS, board, player, bounds=True).value == plain
    assert search(CONNECT_FOUR_BITS, board, player, table=empty_table(), slots=5).value == plain
    sign = 1 if player is WHITE else -1
    assert {solution(board, null_windows=choice).score for choice in (True, False)} == {
        sign * plain
    }


def test_a_last_stone_that_fills_the_board_and_wins_is_a_loss_for_the_side_to_move() -> None:
    # Found by the property above: O's 21st stone, the 42nd, makes four and fills the board.
    board = from_moves("211112554332113665336222346674455674475777").unwrap()
    assert search(CONNECT_FOUR_BITS, board, to_move(board), table=empty_table()).value == -1
    assert {solution(board, null_windows=choice).score for choice in (True, False)} == {-1}
    assert solution(board, weak=True).score == -1
