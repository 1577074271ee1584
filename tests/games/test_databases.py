"""The position databases in the package agree with search, and rebuild to the same files."""

from __future__ import annotations

import pytest
from returns.result import Failure

from fnsearch import WHITE, search
from fnsearch.cli import datafiles
from fnsearch.cli.datafiles import (
    CONNECT_FOUR_BOOK,
    TICTACTOE_VALUES,
    book_evaluator,
    check,
    connect_four_book_values,
    perfect_tictactoe,
    tictactoe_database,
)
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.databases import (
    BOOK_DEPTH,
    connect_four_book,
    parse_database,
    reachable,
    render_database,
    solve_all,
    tictactoe_values,
)
from fnsearch.games.nim import NIM
from fnsearch.games.pig.solution import render_solution, solve
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, parse, render, to_move
from tests.strategies import solved_value


def test_the_tictactoe_database_holds_every_position_with_its_exact_value() -> None:
    database = tictactoe_database()
    assert len(database) == 5478
    for board, value in database.items():
        assert value == solved_value(board), render(board)


def test_the_tictactoe_file_is_what_a_rebuild_writes() -> None:
    assert TICTACTOE_VALUES.read_text(encoding="utf-8") == (
        render_database(tictactoe_values(), render) + "\n"
    )


def test_a_perfect_evaluator_makes_a_one_ply_search_perfect() -> None:
    for board in list(tictactoe_database())[::97]:
        if VECTOR_CONFIG.is_final(board):
            continue
        shallow = search(VECTOR_CONFIG, board, to_move(board), depth=1, evaluate=perfect_tictactoe)
        assert shallow.value == solved_value(board)


def test_the_connect_four_book_agrees_with_fresh_searches() -> None:
    book = connect_four_book_values()
    assert len(book) == 719  # the first 4 plies, one position per mirror pair
    outcome = check("connect4", every=180)
    assert outcome.unwrap() == "4 of 719 positions agree with a fresh search"
    start = search(
        connect4.CONNECT_FOUR,
        connect4.START,
        WHITE,
        depth=BOOK_DEPTH,
        evaluate=connect4.open_windows,
        order=connect4.open_windows,
    )
    assert book[connect4.CONNECT_FOUR.canonical(connect4.START)] == start.value


def test_the_book_is_keyed_up_to_mirroring() -> None:
    evaluate = book_evaluator(connect4.open_windows)
    position = connect4.parse("......./......./......./......./......./X......").unwrap()
    mirrored = connect4.parse("......./......./......./......./......./......X").unwrap()
    assert evaluate(position) == evaluate(mirrored)
    assert connect4.CONNECT_FOUR.canonical(position) in connect_four_book_values()


def test_a_small_book_rebuilds_to_the_file_lines() -> None:
    lines = set(CONNECT_FOUR_BOOK.read_text(encoding="utf-8").splitlines())
    small = render_database(connect_four_book(1, BOOK_DEPTH), connect4.render).splitlines()
    assert len(small) == 5  # the empty board and 4 first moves up to mirroring
    assert set(small) <= lines


def test_a_corrupt_database_is_a_failure_with_its_line() -> None:
    bad = parse_database(f"{render(EMPTY)} 0\nXXX/OO./... 5\nnot a line", parse)
    assert bad.failure() == "line 3: expected 'position value', got 'not a line'"
    impossible = parse_database("XXX/OOO/... 0", parse)
    assert impossible.failure() == ("line 1: impossible position: both X and O have three in a row")


def test_a_check_reports_its_stages_and_progress_on_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert datafiles.main(["check", "tictactoe", "--every", "500"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "tictactoe: 11 of 5478 positions agree with a fresh search\n"
    assert captured.err.splitlines()[0] == "fnsearch: check tictactoe ..."
    assert captured.err.splitlines()[-1].startswith("fnsearch: checked 11 of 11 positions, ")


def test_the_examples_of_the_databases() -> None:
    values = tictactoe_values()
    assert (len(values), values[EMPTY]) == (5478, 0)
    assert len(reachable(VECTOR_CONFIG, EMPTY, WHITE, 9)) == 5478
    solved = solve_all(
        [((3, 1), WHITE)], lambda pile, side, table: search(NIM, pile, side, table=table)
    )
    assert dict(solved) == {(3, 1): -1}
    assert [
        (connect4.render(position), value) for position, value in connect_four_book(0, 2).items()
    ] == [("......./......./......./......./......./.......", -3)]
    assert render_solution(solve(2)) == (
        "# Pig solved: i j P(i, j, 0) (the mover's chance at turn total 0),"
        " turn totals to hold at\n"
        "target 2\n"
        "0 0 0.8571428571428571 -\n"
        "0 1 0.8571428571428571 -\n"
        "1 0 0.8571428571428571 -\n"
        "1 1 0.8571428571428571 -"
    )
    assert parse_database(".../.../... zero", parse) == Failure(
        "line 1: expected 'position value', got '.../.../... zero'"
    )
