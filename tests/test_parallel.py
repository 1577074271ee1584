"""The parallel root search equals the serial search."""

from __future__ import annotations

from fnsearch import BLACK, WHITE, search
from fnsearch.games import connect4
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, open_lines, parse
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, WALKTHROUGH
from fnsearch.shell.parallel import parallel_search


def test_textbook_trees() -> None:
    for tree in (FIGURE_5_2, WALKTHROUGH):
        for player in (WHITE, BLACK):
            serial = search(TREE_CONFIG, tree, player)
            parallel = parallel_search(TREE_CONFIG, tree, player)
            assert (parallel.value, parallel.best) == (serial.value, serial.best)


def test_tictactoe_positions_with_and_without_ordering() -> None:
    for text, player in (("X../.O./...", WHITE), ("X.O/.X./...", BLACK), (".../.../...", WHITE)):
        board = parse(text).unwrap()
        for order in (None, open_lines):
            serial = search(VECTOR_CONFIG, board, player, order=order)
            parallel = parallel_search(VECTOR_CONFIG, board, player, order=order)
            assert parallel.value == serial.value
            assert parallel.best == serial.best


def test_connect_four_at_a_depth_limit() -> None:
    position = connect4.parse("......./......./......./......./...O.../..XX...").unwrap()
    for order in (None, connect4.centre_first):
        serial = search(
            connect4.CONNECT_FOUR,
            position,
            WHITE,
            depth=5,
            evaluate=connect4.open_windows,
            order=order,
        )
        parallel = parallel_search(
            connect4.CONNECT_FOUR,
            position,
            WHITE,
            depth=5,
            evaluate=connect4.open_windows,
            order=order,
        )
        assert parallel.value == serial.value
        assert parallel.best == serial.best
        assert parallel.line[0] == parallel.best


def test_final_roots_and_depth_zero_are_searched_serially() -> None:
    finished = parse("XXX/OO./...").unwrap()
    assert parallel_search(VECTOR_CONFIG, finished, BLACK).value == 5
    assert parallel_search(VECTOR_CONFIG, EMPTY, WHITE, depth=0, evaluate=open_lines).best is None
