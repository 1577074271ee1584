"""Type-level tests of the public API.

mypy --strict checks this module with the rest of the tests. What must type-check is
stated with ``assert_type`` inside test functions, which pytest also runs. What must
not type-check sits in functions that are never called, one expected error per line,
each silenced with its exact error code: since mypy reports unused ignores, an
expected error that disappears fails the type check.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, assert_type

from returns.result import Result

from fnsearch import (
    BLACK,
    INFINITY,
    WHITE,
    Config,
    Player,
    alpha_beta,
    alpha_beta_soft,
    best_next_config,
    minimax,
)
from fnsearch.core.folds import fold_until
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, parse, render
from fnsearch.games.tree import TREE_CONFIG, Tree, parse_tree

Coins = tuple[int, int]
"""The coin game: (coins left, the mark of the player who moved last)."""


class CoinGame:
    """Four coins in a row, take one or two, whoever takes the last coin wins.

    A user-defined instance: three methods, no base class.
    """

    def score(self, c: Coins, /) -> int:
        return c[1]

    def successors(self, c: Coins, player: Player, /) -> Iterator[Coins]:
        return ((c[0] - take, player.value) for take in (1, 2) if take <= c[0])

    def is_final(self, c: Coins, /) -> bool:
        return c[0] == 0


class NoIsFinal:
    def score(self, c: int, /) -> int:
        return c

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter(())


class TextScore:
    def score(self, c: int, /) -> str:
        return str(c)

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter(())

    def is_final(self, c: int, /) -> bool:
        return True


# --- what must type-check (and hold at run time) ---------------------------------------------


def test_the_tic_tac_toe_instance_is_a_config_of_boards() -> None:
    board = parse("XX./OO./...").unwrap()
    assert_type(board, Board)
    assert_type(parse("XX./OO./..."), Result[Board, str])
    instance: Config[Board] = VECTOR_CONFIG
    assert_type(best_next_config(instance, board, WHITE), Board)
    assert_type(best_next_config(VECTOR_CONFIG, board, WHITE), Board)
    assert render(best_next_config(VECTOR_CONFIG, board, WHITE)) == "XXX/OO./..."
    assert_type(alpha_beta(VECTOR_CONFIG, board, WHITE), int)
    assert_type(alpha_beta(VECTOR_CONFIG, board, WHITE, alpha=-1, beta=1), int)
    assert_type(alpha_beta_soft(VECTOR_CONFIG, board, BLACK), int)
    assert_type(minimax(VECTOR_CONFIG, board, WHITE), int)
    assert minimax(VECTOR_CONFIG, board, WHITE) == 5
    assert alpha_beta(VECTOR_CONFIG, board, WHITE, alpha=-1, beta=1) == 1


def test_the_tree_instance_is_a_config_of_trees() -> None:
    tree = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    assert_type(tree, Tree)
    assert_type(parse_tree("(1,2)"), Result[Tree, str])
    instance: Config[Tree] = TREE_CONFIG
    assert_type(best_next_config(instance, tree, WHITE), Tree)
    assert_type(best_next_config(TREE_CONFIG, tree, WHITE), Tree)
    assert best_next_config(TREE_CONFIG, tree, WHITE) == (3, 12, 8)
    assert_type(alpha_beta(TREE_CONFIG, tree, WHITE), int)
    assert_type(minimax(TREE_CONFIG, tree, BLACK), int)
    assert alpha_beta(TREE_CONFIG, tree, WHITE) == 3


def test_a_class_with_the_three_methods_is_a_config() -> None:
    instance: Config[Coins] = CoinGame()
    start: Coins = (4, BLACK.value)  # White to move
    assert_type(best_next_config(CoinGame(), start, WHITE), Coins)
    assert_type(alpha_beta(instance, start, WHITE), int)
    # Taking one coin wins; with three coins left the player to move loses.
    assert best_next_config(instance, start, WHITE) == (3, WHITE.value)
    assert alpha_beta(instance, start, WHITE) == 1
    assert minimax(instance, (3, BLACK.value), WHITE) == -1


def test_players_and_constants() -> None:
    assert_type(Player.WHITE.opponent, Player)
    assert_type(WHITE, Literal[Player.WHITE])
    assert_type(BLACK.opponent, Player)
    assert INFINITY == 2**62
    assert WHITE.opponent is BLACK


# --- what must not type-check (never called) -------------------------------------------------


def _a_tree_is_not_a_board(tree: Tree) -> None:
    alpha_beta(VECTOR_CONFIG, tree, WHITE)  # type: ignore[misc]  # no C is both


def _an_instance_needs_is_final() -> None:
    _instance: Config[int] = NoIsFinal()  # type: ignore[assignment]  # is_final is missing


def _a_score_is_an_int() -> None:
    _instance: Config[int] = TextScore()  # type: ignore[assignment]  # score gives a str


def _alpha_and_beta_are_keyword_only(tree: Tree) -> None:
    alpha_beta(TREE_CONFIG, tree, WHITE, -1, 1)  # type: ignore[call-arg]  # positional window


def _alpha_is_an_int(tree: Tree) -> None:
    alpha_beta(TREE_CONFIG, tree, WHITE, alpha=-1.5)  # type: ignore[arg-type]  # a float


def _the_player_is_a_player(tree: Tree) -> None:
    minimax(TREE_CONFIG, tree, 1)  # type: ignore[arg-type]  # an int, not a Player


def _the_opponent_is_read_only() -> None:
    Player.WHITE.opponent = Player.WHITE  # type: ignore[misc]  # a read-only property


def _the_best_next_config_is_a_config_not_a_value(board: Board) -> None:
    _score: int = best_next_config(VECTOR_CONFIG, board, WHITE)  # type: ignore[assignment]  # Board


def _a_parse_result_is_not_a_board() -> None:
    _board: Board = parse("...")  # type: ignore[assignment]  # a Result, not unwrapped


def _a_fold_step_takes_the_items_type() -> None:
    fold_until(lambda total, x: total + x, 0, ["a"], bool)  # type: ignore[operator]  # int + str
