"""The parallel root search equals the serial search."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE, Player, search
from fnsearch.cli.parallel import parallel_search, parallel_solve
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, open_lines, parse
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, WALKTHROUGH, Tree
from tests.strategies import game_trees, published


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


def test_any_executor_gives_the_serial_value() -> None:
    board = parse("X../.O./...").unwrap()
    serial = search(VECTOR_CONFIG, board, WHITE)
    with ThreadPoolExecutor(max_workers=3) as pool:
        found = parallel_search(VECTOR_CONFIG, board, WHITE, executor=pool)
    assert (found.value, found.best) == (serial.value, serial.best)


@given(game_trees(max_depth=4, max_branching=3), st.sampled_from([WHITE, BLACK]))
def test_a_root_with_few_moves_is_split_deeper(tree: Tree, player: Player) -> None:
    # Eight workers and at most two other root moves: each of them is split once more.
    serial = search(TREE_CONFIG, tree, player)
    with ThreadPoolExecutor(max_workers=8) as pool:
        found = parallel_search(TREE_CONFIG, tree, player, workers=8, executor=pool)
    assert found.value == serial.value
    assert found.best == serial.best


def test_a_search_on_a_dask_cluster() -> None:
    distributed = pytest.importorskip("distributed", reason="the dev extra installs distributed")
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        executor = client.get_executor()
        for text, player in (("X../.O./...", WHITE), ("X.O/.X./...", BLACK)):
            board = parse(text).unwrap()
            serial = search(VECTOR_CONFIG, board, player)
            found = parallel_search(VECTOR_CONFIG, board, player, executor=executor)
            assert (found.value, found.best) == (serial.value, serial.best)
        deep = parallel_search(TREE_CONFIG, FIGURE_5_2, WHITE, workers=4, executor=executor)
        assert deep.value == 3
        for moves, score in _published("Test_L2_R1", 3):
            split = parallel_solve(moves, executor=executor)
            assert split.map(lambda found: found.score) == Success(score)


def _published(name: str, count: int) -> list[tuple[str, int]]:
    return published(name)[::131][:count]


def test_a_split_solve_gives_the_published_scores() -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        for moves, score in _published("Test_L3_R1", 8) + _published("Test_L2_R1", 8):
            assert parallel_solve(moves, executor=pool).map(lambda split: split.score) == (
                Success(score)
            )
    assert parallel_solve("52753311433677442422121", workers=2) == parallel_solve(
        "52753311433677442422121", executor=ThreadPoolExecutor(max_workers=1)
    )
    assert parallel_solve("48") == Failure("move 2: expected a column 1 to 7, got '8'")
