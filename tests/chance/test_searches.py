"""The searches of games of chance: the formula, failures as values, the pruning laws.

Functional against imperative, value and nodes; Star1 and Star2 equal to
EXPECTIMINIMAX, Star1 and Star2 never visiting more positions; on generated chance trees.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from fnsearch import WHITE, Player, expectiminimax, minimax, star1, star2
from fnsearch.core.chance_config import Outcome
from fnsearch.games.chancetree.game import CHANCE_TREE, Chance, ChanceTree, Decision, parse, to_move
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board
from fnsearch.reference import chance as reference
from tests.strategies import CHANCE_BOUNDS, chance_trees, reachable_positions

LOWER, UPPER = CHANCE_BOUNDS


def value_of(tree: ChanceTree) -> Fraction:
    """The formula on the tree itself, sharing no code with the package."""
    if isinstance(tree, int):
        return Fraction(tree)
    if isinstance(tree, Chance):
        return sum((p * value_of(child) for p, child in tree.outcomes), Fraction(0))
    values = [value_of(child) for child in tree.children]
    return max(values) if tree.player is WHITE else min(values)


@given(chance_trees())
def test_expectiminimax_follows_the_formula_and_the_reference(tree: ChanceTree) -> None:
    found = expectiminimax(CHANCE_TREE, tree, to_move(tree)).unwrap()
    assert found.value == value_of(tree)
    assert (found.value, found.stats.nodes) == reference.expectiminimax(
        CHANCE_TREE, tree, to_move(tree)
    )


@given(chance_trees(), st.integers(0, 4))
def test_depth_limited_searches_agree_with_the_reference(tree: ChanceTree, depth: int) -> None:
    def mid(_: ChanceTree) -> int:
        return 1

    plain = expectiminimax(CHANCE_TREE, tree, to_move(tree), depth=depth, evaluate=mid).unwrap()
    assert (plain.value, plain.stats.nodes) == reference.expectiminimax(
        CHANCE_TREE, tree, to_move(tree), depth, mid
    )
    for functional, imperative in ((star1, reference.star1), (star2, reference.star2)):
        found = functional(
            CHANCE_TREE, tree, to_move(tree), lower=LOWER, upper=UPPER, depth=depth, evaluate=mid
        ).unwrap()
        assert found.value == plain.value
        assert (found.value, found.stats.nodes) == imperative(
            CHANCE_TREE, tree, to_move(tree), LOWER, UPPER, depth, mid
        )


@given(chance_trees())
def test_star1_and_star2_find_the_expectiminimax_value(tree: ChanceTree) -> None:
    plain = expectiminimax(CHANCE_TREE, tree, to_move(tree)).unwrap()
    first = star1(CHANCE_TREE, tree, to_move(tree), lower=LOWER, upper=UPPER).unwrap()
    second = star2(CHANCE_TREE, tree, to_move(tree), lower=LOWER, upper=UPPER).unwrap()
    assert first.value == second.value == plain.value
    assert first.stats.nodes <= plain.stats.nodes
    assert second.stats.nodes <= plain.stats.nodes
    assert (first.value, first.stats.nodes) == reference.star1(
        CHANCE_TREE, tree, to_move(tree), LOWER, UPPER
    )
    assert (second.value, second.stats.nodes) == reference.star2(
        CHANCE_TREE, tree, to_move(tree), LOWER, UPPER
    )


def test_star2_does_not_search_a_probed_successor_again() -> None:
    # Each outcome is probed (its first leaf), nothing is settled, and the second
    # pass resumes both MAX nodes at their second leaf: every position once.
    tree = parse("min(chance(1/2: max(1, 3), 1/2: max(2, 4)))").unwrap()
    plain = expectiminimax(CHANCE_TREE, tree, to_move(tree)).unwrap()
    second = star2(CHANCE_TREE, tree, to_move(tree), lower=0, upper=4).unwrap()
    assert (second.value, second.stats.nodes) == (plain.value, plain.stats.nodes)
    assert plain.stats.nodes == 8
    assert reference.star2(CHANCE_TREE, tree, to_move(tree), 0, 4) == (Fraction(7, 2), 8)


def test_star2_can_visit_more_positions_than_star1() -> None:
    # Star1 cuts the second chance node after min(2, 0); Star2 has probed min(0) too.
    tree = parse("max(chance(1: min(3)), chance(1/3: min(2, 0), 2/3: min(0)))").unwrap()
    first = star1(CHANCE_TREE, tree, WHITE, lower=0, upper=4).unwrap()
    second = star2(CHANCE_TREE, tree, WHITE, lower=0, upper=4).unwrap()
    assert first.value == second.value == 3
    assert (first.stats.nodes, second.stats.nodes) == (8, 9)


def test_the_lecture_example_and_its_rescaling_choose_differently() -> None:
    small = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    large = parse("max(chance(0.9: 20, 0.1: 30), chance(0.9: 1, 0.1: 400))").unwrap()
    assert isinstance(small, Decision)
    assert isinstance(large, Decision)
    first = expectiminimax(CHANCE_TREE, small, WHITE).unwrap()
    second = expectiminimax(CHANCE_TREE, large, WHITE).unwrap()
    assert (first.value, first.line) == (Fraction(21, 10), (small.children[0],))
    assert (second.value, second.line) == (Fraction(409, 10), (large.children[1],))


def test_unsound_probabilities_are_a_failure_naming_the_node() -> None:
    tree = Chance(((Fraction(1, 2), 1), (Fraction(1, 3), 2)))
    for found in (
        expectiminimax(CHANCE_TREE, tree, WHITE),
        star1(CHANCE_TREE, tree, WHITE, lower=0, upper=2),
        star2(CHANCE_TREE, tree, WHITE, lower=0, upper=2),
    ):
        assert found.failure() == (
            "the probabilities at the chance node chance(1/2: 1, 1/3: 2) must be positive "
            "and add up to 1: 1/2, 1/3"
        )


class Loop:
    """A game with a cycle: at 0 White may roll a die that brings it back to 0, or stop."""

    def score(self, c: int, /) -> int:
        return c

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter((1, -1))  # roll (the chance node -1), or stop (the final 1)

    def is_final(self, c: int, /) -> bool:
        return c > 0

    def is_chance(self, c: int, /) -> bool:
        return c == -1

    def outcomes(self, c: int, /) -> Iterator[Outcome[int]]:
        return iter(((Fraction(1, 2), 0), (Fraction(1, 2), 2)))

    def to_move(self, c: int, /) -> Player:
        return WHITE


def test_cycles_without_a_depth_are_a_failure_and_with_one_a_value() -> None:
    assert expectiminimax(Loop(), 0, WHITE).failure() == (
        "the game has cycles: give a depth and an evaluation"
    )
    assert star1(Loop(), 0, WHITE, lower=0, upper=2).failure() == (
        "the game has cycles: give a depth and an evaluation"
    )
    found = expectiminimax(Loop(), 0, WHITE, depth=4, evaluate=lambda c: 0).unwrap()
    assert found.value == Fraction(3, 2)  # roll: 1/2 · max(1, 1/2 · 0 + 1/2 · 2) + 1/2 · 2


def test_float_evaluations_give_a_float() -> None:
    tree = parse("max(chance(1/2: max(1, 2), 1/2: 3), 0)").unwrap()
    found = expectiminimax(CHANCE_TREE, tree, WHITE, depth=2, evaluate=lambda t: 0.5).unwrap()
    assert found.value == 0.5 * 0.5 + 0.5 * 3
    assert isinstance(found.value, float)


def test_depth_counts_decision_plies_and_chance_layers() -> None:
    tree = parse("max(chance(1/2: max(1, 2), 1/2: 3), 0)").unwrap()
    # depth 2: MAX, then chance, then the max(1, 2) node is evaluated (at 7).
    found = expectiminimax(CHANCE_TREE, tree, WHITE, depth=2, evaluate=lambda t: 7).unwrap()
    assert found.value == Fraction(7 + 3, 2)
    assert found.stats.depth == 2


class Deterministic:
    """A deterministic game seen as a game of chance with no chance nodes (tic-tac-toe here)."""

    def score(self, board: Board, /) -> int:
        return VECTOR_CONFIG.score(board)

    def successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        return iter(VECTOR_CONFIG.successors(board, player))

    def is_final(self, board: Board, /) -> bool:
        return VECTOR_CONFIG.is_final(board)

    def is_chance(self, board: Board, /) -> bool:
        return False

    def outcomes(self, board: Board, /) -> Iterator[Outcome[Board]]:
        return iter(())

    def to_move(self, board: Board, /) -> Player:
        return WHITE if board.count(0) % 2 == 1 else WHITE.opponent


POSITIONS = reachable_positions()


@given(st.sampled_from(POSITIONS[len(POSITIONS) // 3 :]), st.sampled_from([None, 1, 2, 3]))
def test_on_a_deterministic_game_expectiminimax_is_minimax(
    position: tuple[Board, Player], depth: int | None
) -> None:
    board, player = position
    found = expectiminimax(Deterministic(), board, player, depth=depth).unwrap()
    assert found.value == minimax(VECTOR_CONFIG, board, player, depth=depth)
    assert found.stats.chance == 0


def test_a_sure_gamble_is_worth_what_it_pays() -> None:
    # A chance node whose every outcome pays 1 is worth 1: the probabilities weigh the
    # outcomes once (dividing by the number of outcomes again would give 1/2).
    for text in ("chance(1/2: 1, 1/2: 1)", "max(chance(0.9: 1, 0.1: 1), 0)", "chance(1: 1)"):
        tree = parse(text).unwrap()
        assert expectiminimax(CHANCE_TREE, tree, WHITE).unwrap().value == 1
        assert star1(CHANCE_TREE, tree, WHITE, lower=0, upper=1).unwrap().value == 1
