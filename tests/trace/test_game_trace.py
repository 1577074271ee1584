"""A game's position traced as the ``trace`` command asks: the choices, the JSON, the ways."""

from __future__ import annotations

import json

from returns.result import Failure

from fnsearch.games import tictactoe, tree
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.pig import game as pig
from fnsearch.trace.game_trace import TraceRequest, compared, json_of, prepared, traced_game


def test_a_big_game_needs_a_depth_and_an_algorithm_of_its_kind() -> None:
    assert prepared(connect4.GAME, connect4.START, TraceRequest()) == Failure(
        "connect4 is too big to trace to the end: give --depth (a few plies)"
    )
    assert prepared(pig.GAME, pig.START, TraceRequest(depth=2, algorithm="minimax")) == Failure(
        "pig is a game of chance: trace it with --algorithm expectiminimax, star1 or star2,"
        " not minimax"
    )
    assert prepared(tree.GAME, (1, 2), TraceRequest(algorithm="star1")) == Failure(
        "tree is not a game of chance: trace it with --algorithm alphabeta, alphabeta-soft or"
        " minimax, not star1"
    )


def test_the_json_trace_writes_a_leaf_with_its_parents_window() -> None:
    ready = prepared(tree.GAME, ((3, 12), (2, 4)), TraceRequest()).unwrap()
    found = json.loads(json_of(ready, traced_game(ready).unwrap()))
    assert (found["value"], found["evaluated"], found["leaves"]) == ("3", 3, 4)
    assert found["steps"][-1]["text"] == "MAX ((3,12),(2,4)) returns 3"
    assert found["steps"][6] == {
        "kind": "leaf",
        "path": [1, 0],
        "position": "2",
        "side": "MAX",
        "alpha": "3",
        "beta": "+∞",
        "value": "2",
        "text": "leaf 2 = 2",
    }


def test_a_position_compared_by_the_leaves_each_way_evaluates() -> None:
    board = tictactoe.parse("XXO/.../O..").unwrap()
    ways = compared(prepared(tictactoe.GAME, board, TraceRequest(depth=2)).unwrap()).unwrap()
    assert [(way.name, way.traced.evaluated) for way in ways] == [
        ("minimax", 20),
        ("alpha-beta", 11),
        ("alpha-beta, ordered", 8),
        ("alpha-beta, ordered, table", 8),
    ]
