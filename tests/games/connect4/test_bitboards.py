"""Connect Four on bitboards: the board's operations, the instance's capabilities, negamax."""

from __future__ import annotations

from immutables import Map
from returns.result import Failure, Success

from fnsearch import Player
from fnsearch.games.connect4.bitboard_game import (
    CONNECT_FOUR_BITS,
    START,
    drop,
    from_moves,
    has_four,
    played,
    threats_first,
    to_move,
    winning_cells,
    x_stones,
)
from fnsearch.games.connect4.solver import negamax, solution, solve, solve_weak, solved


def test_a_drop_is_one_addition_on_two_ints() -> None:
    board = played(played(START, drop(0, 3)), drop(1 << 21, 3))
    assert (board.moves, bin(board.mask >> 21), bin(x_stones(board) >> 21)) == (2, "0b11", "0b1")
    assert (drop(0, 1), drop(0b111111, 0)) == (128, 0)
    assert (played(START, 1).mask, played(START, 1).current) == (1, 0)
    assert x_stones(played(START, 1)) == 1
    assert (to_move(START), to_move(played(START, 1))) == (Player.WHITE, Player.BLACK)


def test_winning_cells_and_four_in_a_row() -> None:
    assert bin(winning_cells(0b111, 0b111)) == "0b1000"  # three up in the first column
    assert (has_four(0b1111), has_four(0b111)) == (True, False)


def test_threats_first_counts_the_winning_cells_then_the_centre() -> None:
    board = from_moves("4453").unwrap()  # X then threatens most by playing column 6
    children = CONNECT_FOUR_BITS.successors(board, to_move(board))
    assert [threats_first(child) for child in children] == [5, 6, 7, 8, 7, 22, 21]
    starts = CONNECT_FOUR_BITS.successors(START, Player.WHITE)
    assert [threats_first(b) for b in starts] == [0, 1, 2, 3, 2, 1, 0]


def test_the_bitboard_instance_scores_bounds_and_mirrors() -> None:
    bits = CONNECT_FOUR_BITS
    won = from_moves("1212121").unwrap()
    assert (bits.is_final(won), bits.score(won)) == (True, 18)
    assert bits.canonical(from_moves("1").unwrap()) == bits.canonical(from_moves("7").unwrap())
    assert bits.score_bounds(from_moves("44").unwrap()) == (-20, 20)


def test_non_losing_and_noisy_successors_block_the_threat() -> None:
    bits = CONNECT_FOUR_BITS
    threat = from_moves("11223").unwrap()  # X threatens 4 on the bottom row
    kept = bits.non_losing_successors(threat, Player.BLACK)
    assert [bits.move(threat, b) for b in kept] == [3]  # O blocks in column 4
    assert [b.moves for b in bits.noisy_successors(threat, Player.BLACK)] == [6]


def test_from_moves_refuses_a_full_column_and_a_drop_after_a_win() -> None:
    assert (from_moves("4444444"), from_moves("11223344")) == (
        Failure("move 7: column 4 is full"),
        Failure("move 8: the game is over: X has four in a row"),
    )


def test_negamax_is_fail_soft_and_counts_its_nodes() -> None:
    board = from_moves("274571537133166").unwrap()
    threats = winning_cells(board.current ^ board.mask, board.mask)
    assert negamax(board, -13, -12, Map(), threats)[:2] == (-12, 1)
    assert negamax(board, -12, -11, Map(), threats)[:2] == (-12, 3)
    late = from_moves("2252576253462244111563365343671351441").unwrap()
    late_threats = winning_cells(late.current ^ late.mask, late.mask)
    assert negamax(late, -3, 3, Map(), late_threats)[:2] == (-1, 3)


def test_the_solver_answers() -> None:
    assert solution(from_moves("274571537133166").unwrap())[:] == (-12, 8, 2)
    assert (solve("52753311433677442422121"), solve("4s")) == (
        Success(8),
        Failure("move 2: expected a column 1 to 7, got 's'"),
    )
    assert solved("274571537133166").map(lambda s: (s.score, s.nodes)) == Success((-12, 8))
    assert solve("2252576253462244111563365343671351441") == Success(-1)
    assert solve_weak("2252576253462244111563365343671351441") == Success(-1)
