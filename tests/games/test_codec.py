"""The shared X/O/. codec, and the three board games agreeing on the checks it holds."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from fnsearch.games import tictactoe
from fnsearch.games.codec import (
    Shape,
    cell_naming,
    checked,
    draw_cells,
    owners,
    read_cells,
    shortened,
    windows,
    write_cells,
)
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.mnk.game import mnk_game

CELLS = st.sampled_from((-1, 0, 1))


def verdict(result: Result[object, str]) -> str:
    """``ok`` for a position read, else the message, with the line named in digits."""
    return (
        "ok"
        if isinstance(result, Success)
        else result.failure().replace("three", "3").replace("four", "4")
    )


def test_mnk_3_3_3_rejects_a_move_after_a_win_like_tictactoe() -> None:
    # X completed the top row, then O moved: the drift between the two parsers.
    text = "XXX/OO./O.."
    assert tictactoe.parse(text) == Failure(
        "impossible position: X has three in a row but O moved after"
    )
    assert mnk_game(3, 3, 3).unwrap().parse(text) == Failure(
        "impossible position: X has 3 in a row but O moved after"
    )


def test_tictactoe_and_mnk_3_3_3_agree_on_every_board() -> None:
    game = mnk_game(3, 3, 3).unwrap()
    verdicts = {
        board: (verdict(tictactoe.parse(text)), verdict(game.parse(text)))
        for board in itertools.product((-1, 0, 1), repeat=9)
        for text in (write_cells(board, 3),)
    }
    assert len(verdicts) == 3**9
    disagreements = {board: pair for board, pair in verdicts.items() if pair[0] != pair[1]}
    assert disagreements == {}
    # Every check fails on some board, so the agreement covers each of them.
    met = {pair[0] for pair in verdicts.values()}
    assert {
        "ok",
        "impossible piece counts: 2 X and 0 O (X moves first, so X = O or X = O + 1)",
        "impossible position: both X and O have 3 in a row",
        "impossible position: X has 3 in a row but O moved after",
        "impossible position: O has 3 in a row but X moved after",
    } <= met


@st.composite
def grounded_boards(draw: st.DrawFn) -> str:
    """Connect Four text forms with no floating piece (any colours, any counts)."""
    heights = draw(st.lists(st.integers(0, 6), min_size=7, max_size=7))
    columns = [
        [draw(st.sampled_from((-1, 1))) for _ in range(height)] + [0] * (6 - height)
        for height in heights
    ]
    reading = [columns[column][row] for row in reversed(range(6)) for column in range(7)]
    return write_cells(reading, 7)


@given(grounded_boards())
def test_connect4_and_mnk_7_6_4_agree_on_the_shared_checks(text: str) -> None:
    assert verdict(connect4.parse(text)) == verdict(mnk_game(7, 6, 4).unwrap().parse(text))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("XXX/OOO/...", "impossible position: both X and O have three in a row"),
        ("OOO/XX./XX.", "impossible position: O has three in a row but X moved after"),
        (
            "XX./OOO/O..",
            "impossible piece counts: 2 X and 4 O (X moves first, so X = O or X = O + 1)",
        ),
    ],
)
def test_the_games_share_the_messages(text: str, message: str) -> None:
    assert tictactoe.parse(text) == Failure(message)
    assert mnk_game(3, 3, 3).unwrap().parse(text) == Failure(message.replace("three", "3"))


def test_checked_names_the_line() -> None:
    rows = [(0, 1), (2, 3)]
    assert checked((1, 1, -1, -1), rows, "a row") == Failure(
        "impossible position: both X and O have a row"
    )
    assert checked((1, 0, -1, 0), rows, "a row") == Success((1, 0, -1, 0))


@given(st.lists(CELLS, min_size=12, max_size=12))
def test_read_cells_reads_what_write_cells_wrote(cells: list[int]) -> None:
    board = Shape(4, 3)
    assert read_cells(write_cells(cells, 4), board) == Success(tuple(cells))


@given(st.lists(CELLS, min_size=12, max_size=12))
def test_slashes_are_optional_only_where_the_shape_says(cells: list[int]) -> None:
    text = write_cells(cells, 4).replace("/", "")
    assert read_cells(text, Shape(4, 3, slashes_optional=True)) == Success(tuple(cells))
    assert isinstance(read_cells(text, Shape(4, 3)), Failure)


@given(st.text(max_size=30))
def test_read_cells_never_raises_and_fails_in_one_line(text: str) -> None:
    result = read_cells(text, Shape(3, 3, slashes_optional=True))
    if isinstance(result, Failure):
        assert len(result.failure().splitlines()) == 1
    else:
        assert set(write_cells(result.unwrap(), 3)) <= set("XO./")


def test_the_examples_of_the_codec() -> None:
    assert read_cells("X.O/.X./..O", Shape(3, 3)).map(lambda cells: write_cells(cells, 3)) == (
        Success("X.O/.X./..O")
    )
    assert shortened("1" * 20) == "111111...(20 digits)"
    assert read_cells("X", Shape(7, 6)) == Failure(
        "expected 6 rows of 7 cells (X, O or . separated by /), got 'X'"
    )
    assert read_cells("XO/..", Shape(2, 2)) == Success((1, -1, 0, 0))
    assert read_cells("XO/.x", Shape(2, 2)) == Failure("unknown character 'x': a cell is X, O or .")
    assert write_cells((0, 1, -1, 0, 0, 0), 3) == ".XO/..."
    assert draw_cells((0, 1, -1, 0), 2) == ". X\nO ."
    assert windows(3, 2, 2) == (
        (0, 1),
        (1, 2),
        (3, 4),
        (4, 5),
        (0, 3),
        (1, 4),
        (2, 5),
        (0, 4),
        (1, 5),
        (3, 1),
        (4, 2),
    )
    assert owners((1, 1, 0, -1), [(0, 1), (2, 3)]) == frozenset({1})
    assert checked((1, 1, 1, -1, -1, 0, -1, 0, 0), [(0, 1, 2)], "three in a row") == Failure(
        "impossible position: X has three in a row but O moved after"
    )
    naming = cell_naming(3, lambda cells: cells, lambda before, after: 0)
    assert naming.picture((1, 0, 0, 0, -1, 0, 0, 0, 0)) == "X 2 3\n4 O 6\n7 8 9"
    assert (naming.say(5), naming.why_not(EMPTY_CELLS, 9), naming.why_not(EMPTY_CELLS, 10)) == (
        "cell 5",
        "cell 9 is taken",
        "cell 10 does not exist",
    )


EMPTY_CELLS = (0,) * 9
