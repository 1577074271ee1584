"""A game's position traced as the ``trace`` command asks: the choices, the JSON, the ways."""

from __future__ import annotations

import json

from returns.result import Failure

from fnsearch.core.config import BLACK, Player
from fnsearch.games import chancetree, tictactoe, tree
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.pig import game as pig
from fnsearch.games.tree import parse_tree
from fnsearch.trace.game_trace import TraceRequest, compared, json_of, prepared, traced_game
from fnsearch.trace.steps import LEAF


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


def test_a_small_tree_is_compared_best_and_worst_first_by_its_exact_values() -> None:
    def leaves(text: str, player: Player | None) -> list[tuple[str, int, list[object]]]:
        ready = prepared(tree.GAME, parse_tree(text).unwrap(), TraceRequest(player=player))
        return [
            (way.name, way.traced.evaluated, [s.config for s in way.traced.steps if s.kind == LEAF])
            for way in compared(ready.unwrap()).unwrap()[2:]
        ]

    assert leaves("((3,12,8),(2,4,6),(14,5,2))", None) == [
        ("alpha-beta, best first", 5, [3, 8, 12, 2, 2]),
        ("alpha-beta, worst first", 9, [6, 4, 2, 14, 5, 2, 12, 8, 3]),
    ]
    assert leaves("((3,12,8),(2,4,6),(14,5,2))", BLACK) == [
        ("alpha-beta, best first", 5, [6, 4, 2, 12, 14]),
        ("alpha-beta, worst first", 9, [2, 5, 14, 3, 8, 12, 2, 4, 6]),
    ]
    # (1,2) is a MIN node worth 1 and, further down, a MAX node worth 2.
    assert leaves("((1,2),((2,1),(3,4)),(5,(1,2)))", None) == [
        ("alpha-beta, best first", 7, [1, 2, 2, 1, 4, 2, 1]),
        ("alpha-beta, worst first", 9, [2, 1, 3, 4, 1, 2, 5, 1, 2]),
    ]


def test_a_chance_tree_is_compared_by_the_three_searches_of_chance() -> None:
    tree_of_chance = chancetree.parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))")
    ways = compared(prepared(chancetree.GAME, tree_of_chance.unwrap(), TraceRequest()).unwrap())
    # The first chance node is worth 2.1; after the second one's 0.9: 1 it is worth at most
    # 0.9 + 0.1 * 4 = 1.3, so Star1 and Star2 leave its last leaf unread.
    assert [(way.name, way.traced.evaluated) for way in ways.unwrap()] == [
        ("expectiminimax", 4),
        ("star1", 3),
        ("star2", 3),
    ]
