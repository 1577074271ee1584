"""The engine's parts on the examples their documentation used to show."""

from __future__ import annotations

import re
from typing import cast

import pytest
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE, SearchOptions, search
from fnsearch.core.contract import ContractError
from fnsearch.engine.answer import NodeAnswer, absorbed, fresh, leaf, started
from fnsearch.engine.capabilities import ScoreBounds, Symmetric
from fnsearch.engine.deepening import iterative_deepening
from fnsearch.engine.node import node
from fnsearch.engine.nullwindow import null_window, probe_point
from fnsearch.engine.options import (
    FRAMES,
    MAX_FRAMES,
    PLY_LIMIT,
    chosen,
    plies_within,
    plies_within_frames,
)
from fnsearch.engine.ordering import tried, with_killer
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.setup import Here, Setup, Window, remaining, setup_of, side, sign
from fnsearch.engine.table import (
    EXACT,
    LOWER,
    UPPER,
    Entry,
    bound_of,
    decisive,
    empty_table,
    entry_of,
    slot_of,
)
from fnsearch.games.connect4.bitboard_game import CONNECT_FOUR_BITS, from_moves
from fnsearch.games.nim import NIM, render
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, open_lines, parse
from fnsearch.games.tictactoe import render as render_board
from fnsearch.games.tree import TREE_CONFIG, Tree, parse_tree

FIGURE_5_2: Tree = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()


def test_the_search_s_statistics_and_its_options_record_passed_whole() -> None:
    assert repr(search(TREE_CONFIG, FIGURE_5_2, WHITE).stats) == (
        "Stats(nodes=11, leaves=7, cutoffs=2, depth=2, hits=0)"
    )
    deep: SearchOptions[Tree] = SearchOptions(depth=1, evaluate=lambda tree: 0)
    assert search(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6))").unwrap(), WHITE, deep).value == 0
    assert repr(Stats(nodes=9, leaves=5, cutoffs=1, depth=4, quiescence=3, extended=1)) == (
        "Stats(nodes=9, leaves=5, cutoffs=1, depth=4, hits=0, quiescence=3, extended=1)"
    )
    assert SearchResult(0, None, (), Stats(1, 1, 0, 0)).chance_events == ()


def test_the_options_record() -> None:
    options: SearchOptions[object] = SearchOptions(depth=4, killers=True)
    assert (options.but(depth=5).depth, options.depth) == (5, 4)
    with pytest.raises(
        ContractError,
        match=re.escape("bad argument slots=0: expected None or an int from 1 (not a bool)"),
    ):
        SearchOptions(slots=0)
    asked: SearchOptions[object] = chosen(SearchOptions(depth=3), {"killers": True})
    assert (asked.depth, asked.killers, asked.ply_limit == PLY_LIMIT) == (3, True, True)
    assert chosen(None, {"depth": 3}).depth == 3
    assert (plies_within_frames(FRAMES), plies_within_frames(MAX_FRAMES)) == (312, 39978)
    assert plies_within(3, quoted="'3'", name="depth") == Success(3)
    assert plies_within(-1, quoted="'-1'", name="depth") == Failure(
        "bad depth '-1': expected a whole number of plies from 0 to 200"
    )


def test_deepening_stops_where_the_game_ends() -> None:
    depths = [
        result.stats.depth
        for result in iterative_deepening(VECTOR_CONFIG, EMPTY, WHITE, max_depth=10**6)
    ]  # the game ends within 9 plies
    assert depths == [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]


def test_the_setup_the_node_and_its_answer() -> None:
    black = setup_of(TREE_CONFIG, BLACK, SearchOptions(depth=3))
    assert (
        black.horizon,
        black.stop,
        side(black, 1) is WHITE,
        sign(black, 0),
        remaining(black, 1),
    ) == (3, 3, True, -1, 2)
    setup = setup_of(TREE_CONFIG, WHITE, SearchOptions())
    start: NodeAnswer[Tree] = fresh(0, None, None)
    root = node(setup, parse_tree("((3,12,8),(2,4,6))").unwrap(), 0, Window(-99, 99), (), start)
    assert (root.value, root.line, root.nodes, root.cutoffs) == (3, ((3, 12, 8), 3), 7, 1)
    # a root at ply 0, window (-10, 10); the positions are names
    here = Here(cast("Setup[str]", setup), "root", 0, Window(-10, 10), ())
    named: NodeAnswer[str] = fresh(0, None, None)
    after = absorbed(here, started(here, -10, named), "a", leaf(-3, 1, named, "a"), None)
    # the child's -3 is 3 for the parent
    assert (after.value, after.line, after.nodes, after.settled) == (3, ("a",), 2, False)
    # 12 >= beta: cut at beta
    assert absorbed(here, after, "b", leaf(-12, 1, named, "b"), None).value == 10


def test_ordering_and_killers() -> None:
    assert with_killer(with_killer((), 1, "a"), 1, "b") == ((), ("b", "a"))
    assert with_killer((("x", "y"),), 0, "z") == (("z", "x"),)
    setup = setup_of(
        TREE_CONFIG, WHITE, SearchOptions(order=lambda tree: -len(cast("tuple[Tree, ...]", tree)))
    )
    here = Here(setup, cast("Tree", ((1,), (2, 3), (4,))), 0, Window(-9, 9), ((4,),))
    # the principal move, then the fewest leaves first
    assert list(tried(here, None, ())) == [(4,), (1,), (2, 3)]


def test_quiescence_sees_the_block_a_depth_of_one_misses() -> None:
    board = parse("X.O/.X./...").unwrap()  # O to move: only the corner blocks the diagonal
    blocked = search(VECTOR_CONFIG, board, BLACK, depth=1, evaluate=open_lines).best
    assert blocked is not None
    assert render_board(blocked) == "X.O/OX./..."
    beyond = search(VECTOR_CONFIG, board, BLACK, depth=1, evaluate=open_lines, quiescence=2)
    assert beyond.best is not None
    assert (render_board(beyond.best), beyond.value) == ("X.O/.X./..O", 1)
    assert repr(beyond.stats) == (
        "Stats(nodes=14, leaves=6, cutoffs=5, depth=3, hits=0, quiescence=7)"
    )


def test_null_window_and_its_probes() -> None:
    found = null_window(TREE_CONFIG, FIGURE_5_2, WHITE, within=(0, 20))
    assert (found.value, found.searches) == (3, 5)
    assert (probe_point(-20, 20), probe_point(-20, -4), probe_point(3, 20)) == (-10, -12, 11)


def test_the_table_and_its_entries() -> None:
    table = empty_table()
    bigger = table.set(("some position", True), Entry(3, EXACT, 2, None))
    assert (len(table), len(bigger)) == (0, 1)
    assert (bound_of(2, 2, 5) == UPPER, bound_of(5, 2, 5) == LOWER, bound_of(3, 2, 5) == EXACT) == (
        True,
        True,
        True,
    )
    assert (decisive(Entry(7, LOWER, 3, None), 0, 5), decisive(Entry(7, UPPER, 3, None), 0, 5)) == (
        True,
        False,
    )
    assert (slot_of(("k", True), None), slot_of(123, 10)) == (("k", True), 3)
    bounded = empty_table().set(slot_of(12, 5), Entry(3, EXACT, 2, None, 12))
    found = entry_of(bounded, 12, 5)
    assert (None if found is None else found.value, entry_of(bounded, 17, 5)) == (3, None)
    result = search(NIM, (10, 1), WHITE, table=empty_table())
    assert [render(pile) for pile in result.line][-1] == "0 black"  # White takes the last coin


def test_the_capabilities_a_game_has() -> None:
    assert (isinstance(VECTOR_CONFIG, Symmetric), isinstance(VECTOR_CONFIG, ScoreBounds)) == (
        True,
        False,
    )
    threat = from_moves("22334").unwrap()  # X threatens both ends of the bottom row
    assert len(list(CONNECT_FOUR_BITS.non_losing_successors(threat, BLACK))) == 7
