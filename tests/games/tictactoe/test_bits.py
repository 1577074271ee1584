"""The bitboard tic-tac-toe instance plays exactly the game of the tuple instance.

On every one of the 5,478 positions reachable from the empty board: the same final
positions, scores and successors (mapped back to tuple boards, in the same order),
and so the same values, best moves and visited nodes in the searches.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_room, best_next_config
from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.engine.search import search
from fnsearch.games import tictactoe
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
from fnsearch.games.tictactoe.bits import (
    BITS_CONFIG,
    EMPTY_BITS,
    LINE_MASKS,
    from_bits,
    to_bits,
)
from fnsearch.reference.counting import Counting
from tests.strategies import reachable_positions, solved_value

POSITIONS = reachable_positions()
OPEN = tuple((board, player) for board, player in POSITIONS if not VECTOR_CONFIG.is_final(board))


def test_every_reachable_position_is_checked() -> None:
    assert len(POSITIONS) == 5_478
    assert len(OPEN) == 4_520


def test_the_bits_of_boards_worked_by_hand() -> None:
    # X in cell 0 is bit 0, X in cell 8 is bit 8, O in cell 0 is bit 9, O in cell 8 bit 17.
    assert to_bits(EMPTY) == EMPTY_BITS == 0
    assert to_bits((1, 0, 0, 0, 0, 0, 0, 0, 1)) == 0b100000001
    assert to_bits((-1, 0, 0, 0, 0, 0, 0, 0, -1)) == 0b100000001 << 9
    assert to_bits((1, -1, 0, 0, 0, 0, 0, 0, 0)) == 0b1 | 0b10 << 9
    assert from_bits(0b10000 | 0b1 << 9) == (-1, 0, 0, 0, 1, 0, 0, 0, 0)


def test_the_masks_are_the_eight_lines() -> None:
    cells = sorted(tuple(i for i in range(9) if mask >> i & 1) for mask in LINE_MASKS)
    assert cells == sorted(map(tuple, map(sorted, tictactoe.LINES)))


def test_bits_and_tuples_convert_both_ways_on_every_reachable_board() -> None:
    boards = [board for board, _ in POSITIONS]
    assert [from_bits(to_bits(board)) for board in boards] == boards
    assert len({to_bits(board) for board in boards}) == len(boards)


def test_final_positions_and_scores_are_the_tuple_instances() -> None:
    for board, _ in POSITIONS:
        bits = to_bits(board)
        assert BITS_CONFIG.is_final(bits) is VECTOR_CONFIG.is_final(board), board
        assert BITS_CONFIG.score(bits) == VECTOR_CONFIG.score(board), board


def test_final_positions_and_scores_agree_on_every_board_where_at_most_one_side_won() -> None:
    # The 3**9 boards, reachable or not; where both sides have a line the tuple
    # instance answers the first line it finds, a board no game reaches.
    for board in itertools.product((0, 1, -1), repeat=9):
        lines = {board[a] for a, b, c in tictactoe.LINES if board[a] == board[b] == board[c]}
        if {1, -1} <= lines:
            continue
        bits = to_bits(board)
        assert BITS_CONFIG.is_final(bits) is VECTOR_CONFIG.is_final(board), board
        assert BITS_CONFIG.score(bits) == VECTOR_CONFIG.score(board), board


@pytest.mark.parametrize("player", [WHITE, BLACK], ids=["X", "O"])
def test_successors_are_the_tuple_instances_in_the_same_order(player: Player) -> None:
    for board, _ in OPEN:
        bits = to_bits(board)
        children = list(BITS_CONFIG.successors(bits, player))
        assert [from_bits(child) for child in children] == list(
            VECTOR_CONFIG.successors(board, player)
        ), board
        assert [BITS_CONFIG.move(bits, child) for child in children] == [
            VECTOR_CONFIG.move(board, child) for child in VECTOR_CONFIG.successors(board, player)
        ], board


@pytest.mark.parametrize("fold", [alpha_beta, alpha_beta_room], ids=["sheet", "room"])
def test_alpha_beta_values_and_visited_nodes_agree_on_every_reachable_position(
    fold: Callable[..., int],
) -> None:
    for board, player in POSITIONS:
        on_tuples = Counting(VECTOR_CONFIG)
        on_bits = Counting(BITS_CONFIG)
        value = fold(on_bits, to_bits(board), player)
        assert value == fold(on_tuples, board, player) == solved_value(board), board
        assert (on_bits.nodes, on_bits.leaves, on_bits.pulled) == (
            on_tuples.nodes,
            on_tuples.leaves,
            on_tuples.pulled,
        ), board


@pytest.mark.slow
def test_best_next_config_agrees_on_every_open_position() -> None:
    for board, player in OPEN:
        best = best_next_config(BITS_CONFIG, to_bits(board), player)
        assert from_bits(best) == best_next_config(VECTOR_CONFIG, board, player), board


@pytest.mark.slow
def test_the_engine_search_agrees_in_value_best_move_and_nodes() -> None:
    for board, player in OPEN:
        on_bits = search(BITS_CONFIG, to_bits(board), player)
        on_tuples = search(VECTOR_CONFIG, board, player)
        assert on_bits.value == on_tuples.value, board
        assert on_bits.best is not None, board
        assert from_bits(on_bits.best) == on_tuples.best, board
        assert on_bits.stats.nodes == on_tuples.stats.nodes, board


def test_the_empty_board_visits_20_866_nodes() -> None:
    # The node count of the plain alpha-beta from the empty board in the benchmarks.
    counting = Counting(BITS_CONFIG)
    assert alpha_beta_room(counting, EMPTY_BITS, WHITE) == 0
    assert counting.nodes == 20_866


def test_the_examples_of_the_bitboard_instance() -> None:
    board = to_bits((1, 0, -1, 0, 1, 0, 0, 0, -1))
    assert (bin(board), from_bits(board)) == (
        "0b100000100000010001",
        (1, 0, -1, 0, 1, 0, 0, 0, -1),
    )
    won = to_bits((1, 1, 1, -1, -1, 0, 0, 0, 0))
    assert (BITS_CONFIG.score(won), BITS_CONFIG.is_final(won)) == (5, True)
    assert BITS_CONFIG.is_final(EMPTY_BITS) is False
    board = to_bits((1, 1, -1, -1, -1, 1, 1, 0, 0))
    assert [from_bits(child) for child in BITS_CONFIG.successors(board, WHITE)] == [
        (1, 1, -1, -1, -1, 1, 1, 1, 0),
        (1, 1, -1, -1, -1, 1, 1, 0, 1),
    ]
    assert BITS_CONFIG.move(EMPTY_BITS, to_bits((0, 0, 0, 0, -1, 0, 0, 0, 0))) == 4
