"""The command line's readers of what a user types, called directly."""

from __future__ import annotations

import argparse

import pytest
from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import (
    engine_options,
    parse_player,
    parse_plies,
    parse_seconds,
    random_position,
    shortened,
)
from fnsearch.cli.check import Reported
from fnsearch.cli.commands import solve, value_text
from fnsearch.cli.datafiles import solved_answer
from fnsearch.cli.main import main
from fnsearch.cli.report import Iteration, pictured, plies
from fnsearch.cli.requests import (
    PracticeRequest,
    SearchRequest,
    SolveRequest,
    TracingRequest,
    from_args,
)
from fnsearch.cli.tracing import trace_command, verify_command
from fnsearch.core.config import BLACK
from fnsearch.games import nim, tictactoe
from fnsearch.games.pig import game as pig
from fnsearch.games.pig.solution import SOLUTION


def test_a_long_text_is_shortened_in_a_message() -> None:
    assert shortened("x") == "'x'"
    assert shortened("9" * 50) == "'9999999999999999999999999999999999999...'"


def test_players_depths_plies_and_seconds_are_read_or_refused_in_one_line() -> None:
    assert parse_player("Black") == Success(BLACK)
    assert parse_player("red") == Failure("unknown player 'red': expected white or black")
    assert parse_plies("8", "depth") == Success(8)
    assert parse_plies("-1", "depth") == Failure(
        "bad depth '-1': expected a whole number of plies from 0 to 200"
    )
    assert parse_plies("²", "depth") == Failure(
        "bad depth '²': expected a whole number of plies from 0 to 200"
    )
    assert (parse_plies("4", "--quiescence"), parse_plies(None, "--extensions")) == (
        Success(4),
        Success(None),
    )
    assert parse_plies("many", "--extensions") == Failure(
        "bad --extensions 'many': expected a whole number of plies from 0 to 200"
    )
    assert parse_seconds("0.5") == Success(0.5)
    for typed in ("soon", "nan"):
        assert parse_seconds(typed) == Failure(
            f"bad time budget {typed!r}: expected seconds, more than 0 and at most 3600"
        )


def test_quiescence_and_extensions_need_a_game_that_names_such_moves() -> None:
    assert engine_options(tictactoe.GAME, 3, None).map(
        lambda chosen: (chosen.quiescence, chosen.extensions)
    ) == Success((3, 0))
    assert engine_options(nim.GAME, 3, None) == Failure(
        "nim names no noisy moves: --quiescence needs tictactoe or connect4"
    )
    assert engine_options(tictactoe.GAME, 3, 1).map(
        lambda chosen: (chosen.quiescence, chosen.extensions)
    ) == Success((3, 1))
    assert engine_options(nim.GAME, None, 2) == Failure(
        "nim names no forcing positions: --extensions needs tictactoe or connect4"
    )


def test_a_random_tree_is_drawn_from_its_shape_and_seed() -> None:
    assert random_position("tree", None, "2,2", seed="7") == Success("((9,3),(0,3))")
    assert random_position("tree", "((1,2),3)", None) == Success("((1,2),3)")
    assert random_position("tree", None, "0,3") == Failure(
        "bad --random '0,3': expected the branching and the depth, as in 3,2: a branching"
        " of at least 2, a depth of at least 1, at most 1024 leaves"
    )


def test_a_request_holds_the_options_as_typed() -> None:
    asked = from_args(SearchRequest, argparse.Namespace(game="nim", position="10", depth="3"))
    assert (asked.game, asked.position, asked.depth, asked.seconds) == ("nim", "10", "3", None)


def test_a_value_is_shown_exactly_as_a_fraction_with_its_decimal() -> None:
    assert value_text(Iteration(None, 2.1, None, None, [], exact="21/10")) == "21/10 (2.1)"
    assert value_text(Iteration(None, 3, None, None, [])) == "3"


def test_solve_prints_the_position_its_value_and_the_best_next_one() -> None:
    assert solve(SolveRequest("tictactoe", "XX./OO./...")) == Success(
        "position: XX./OO./..., White (X) to move\n"
        "X X .\nO O .\n. . .\n"
        "value: 5\n"
        "best next: XXX/OO./...\n"
        "X X X\nO O .\n. . ."
    )


def test_plies_and_positions_are_said_in_words() -> None:
    assert (plies(0), plies(1), plies(2)) == ("0 plies", "1 ply", "2 plies")
    assert pictured(nim.GAME, nim.GAME.parse("3").unwrap()) == ["3 white"]


def test_a_trace_ends_with_the_root_and_its_count_and_compare_needs_a_page() -> None:
    traced = trace_command(TracingRequest("tree", "((3,12),(2,4))")).unwrap()
    assert traced.splitlines()[-2:] == ["MAX ((3,12),(2,4)) returns 3", "3 of 4 leaves evaluated"]
    assert trace_command(TracingRequest("tree", "((3,12),(2,4))", compare=True)) == Failure(
        "--compare writes one page: give --html FILE (and no --svg or --png)"
    )


def _reported(result: Result[str | Reported, str]) -> str:
    reported = result.unwrap()
    assert isinstance(reported, Reported)
    return reported.text


def test_result_codes_are_verified_one_by_one_or_as_a_csv() -> None:
    codes = ("a1b2c3-7-9-b653", "a1b2c3-9-9-b653")
    assert _reported(verify_command(PracticeRequest("verify", codes))) == (
        "a1b2c3-7-9-b653: exercise a1b2c3, 7 of 9 points\n"
        "a1b2c3-9-9-b653: not valid: its check does not match (mistyped or edited)"
    )
    assert _reported(verify_command(PracticeRequest("verify", codes[:1], csv=True))) == (
        "code,exercise,points,out_of,valid\na1b2c3-7-9-b653,a1b2c3,7,9,yes"
    )


def test_a_finished_game_is_solved_without_a_search(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "tictactoe", "XXX/OO./..."]) == 0
    assert capsys.readouterr().out == (
        "position: XXX/OO./..., the game is over\n"
        "X X X\nO O .\n. . .\n"
        "value: 5\n"
        "best next: none, the game is over\n"
    )


def test_a_solved_game_answers_from_its_data_file() -> None:
    answer = solved_answer(SOLUTION, pig.START)
    assert answer is not None
    assert (round(answer.wins or 0, 4), answer.best) == (0.5306, 0)
    assert solved_answer(SOLUTION, pig.START._replace(target=101)) is None
