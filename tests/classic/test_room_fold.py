"""The sheet-shaped fold and the fast "room" fold of alpha-beta are the same search.

Same value, same configurations visited, same successors pulled and the same
leaves scored in the same order: on every reachable tic-tac-toe position that is
not final (for the side to move, full window) and on generated trees, for both
players and any window.
"""

from __future__ import annotations

from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_room, best_next_config
from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player
from fnsearch.core.contract import ContractError
from fnsearch.games.databases import reachable
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, Tree
from fnsearch.reference.counting import Counting
from tests.strategies import game_trees, windows

_C = TypeVar("_C")

Trace = tuple[int, int, int, int, list[int]]
"""Value, nodes visited, leaves scored, successors pulled, the scores in order."""


def _traces(
    instance: Config[_C], config: _C, player: Player, alpha: int, beta: int
) -> tuple[Trace, Trace]:
    """The trace of the sheet-shaped fold and of the room fold on the same search."""
    plain, room = Counting(instance), Counting(instance)
    plain_value = alpha_beta(plain, config, player, alpha=alpha, beta=beta)
    room_value = alpha_beta_room(room, config, player, alpha=alpha, beta=beta)
    return (
        (plain_value, plain.nodes, plain.leaves, plain.pulled, plain.scored),
        (room_value, room.nodes, room.leaves, room.pulled, room.scored),
    )


POSITIONS = sorted(
    (
        (board, player)
        for board, player in reachable(VECTOR_CONFIG, EMPTY, WHITE, 9)
        if not VECTOR_CONFIG.is_final(board)
    ),
    key=repr,
)


def test_the_positions_are_every_unfinished_tictactoe_position() -> None:
    assert len(POSITIONS) == 4520


def test_both_folds_agree_on_every_tictactoe_position() -> None:
    differing = [
        (board, player)
        for board, player in POSITIONS
        for plain, room in (_traces(VECTOR_CONFIG, board, player, -INFINITY, INFINITY),)
        if plain != room
    ]
    assert differing == []


def test_the_sheet_fold_scores_figure_5_2_as_the_textbook() -> None:
    (plain, room) = _traces(TREE_CONFIG, FIGURE_5_2, WHITE, -INFINITY, INFINITY)
    assert plain == room == (3, 11, 7, 10, [3, 12, 8, 2, 14, 5, 2])


@given(game_trees(), windows(), st.sampled_from([WHITE, BLACK]))
def test_both_folds_agree_on_generated_trees(
    tree: Tree, window: tuple[int, int], player: Player
) -> None:
    plain, room = _traces(TREE_CONFIG, tree, player, *window)
    assert plain == room


@pytest.mark.parametrize("player", [WHITE, BLACK])
def test_an_empty_window_answers_the_bound_in_both(player: Player) -> None:
    plain, room = _traces(TREE_CONFIG, FIGURE_5_2, player, 5, 5)
    assert plain == room == (5, 0, 0, 0, [])


def test_best_next_config_makes_no_move_after_the_game_is_won() -> None:
    won = (1, 1, 1, -1, -1, 0, 0, 0, 0)  # X has three in a row; O would be to move
    with pytest.raises(ContractError, match=r"the game is over.*\(1, 1, 1, -1, -1, 0, 0, 0, 0\)"):
        best_next_config(VECTOR_CONFIG, won, BLACK)
