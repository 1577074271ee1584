"""Each game's record draws a position small, as the pictures and the page of a trace show it."""

from __future__ import annotations

from fnsearch.games import nim, tictactoe
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.mnk import game as mnk
from fnsearch.games.pig import game as pig
from fnsearch.games.record import C, Game
from fnsearch.games.sketch import Caption, Coins, Grid, Sketch, grid_of
from fnsearch.games.tree import GAME as TREE


def test_tictactoe_is_drawn_as_its_grid_of_marks() -> None:
    board = tictactoe.parse("XXO/.../O..").unwrap()
    assert tictactoe.GAME.sketch is not None
    assert tictactoe.GAME.sketch(board) == Grid(("XXO", "...", "O.."))


def test_a_board_of_the_mnk_game_is_drawn_without_its_k() -> None:
    def drawn(game: Game[C], position: C) -> Sketch | None:
        return None if game.sketch is None else game.sketch(position)

    assert mnk.GAME.at("X.../.O../..../.... k=3", drawn).unwrap() == Grid(
        ("X...", ".O..", "....", "....")
    )


def test_connect_four_is_drawn_as_falling_discs_top_row_first() -> None:
    position = connect4.parse("......./......./......./......./...O.../..XX...").unwrap()
    assert connect4.GAME.sketch is not None
    assert connect4.GAME.sketch(position) == Grid(
        (".......", ".......", ".......", ".......", "...O...", "..XX..."), discs=True
    )


def test_nim_is_drawn_as_its_coins_and_pig_as_its_scores_and_turn_total() -> None:
    assert nim.GAME.sketch is not None
    assert pig.GAME.sketch is not None
    assert nim.GAME.sketch((7, -1)) == Coins(7)
    assert pig.GAME.sketch(pig.parse("12-30 +7 black").unwrap()) == Caption(("12-30", "+7"))


def test_a_tree_has_no_sketch_its_nodes_are_drawn_by_their_numbers() -> None:
    assert TREE.sketch is None


def test_the_example_of_a_grid() -> None:
    assert grid_of("XXO/.../O..") == Grid(rows=("XXO", "...", "O.."), discs=False)
