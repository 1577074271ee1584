"""Null-window search and score bounds are general: checked on trees and tic-tac-toe."""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import given
from hypothesis import strategies as st

from fnsearch import BLACK, WHITE, Player
from fnsearch.engine.capabilities import ScoreBounds
from fnsearch.engine.nullwindow import null_window, probe_point
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.tictactoe import VECTOR_CONFIG
from fnsearch.games.tree import TREE_CONFIG, Tree
from tests.strategies import game_trees, reachable_positions, solved_value

POSITIONS = reachable_positions()


def leaves(tree: Tree) -> Iterator[int]:
    if isinstance(tree, int):
        yield tree
    else:
        for child in tree:
            yield from leaves(child)


class BoundedTrees:
    """Trees whose instance knows the lowest and highest leaf below every node."""

    def score(self, tree: Tree, /) -> int:
        return TREE_CONFIG.score(tree)

    def successors(self, tree: Tree, player: Player, /) -> Iterator[Tree]:
        return iter(TREE_CONFIG.successors(tree, player))

    def is_final(self, tree: Tree, /) -> bool:
        return TREE_CONFIG.is_final(tree)

    def score_bounds(self, tree: Tree, /) -> tuple[int, int]:
        return min(leaves(tree)), max(leaves(tree))


BOUNDED = BoundedTrees()


def test_the_test_instance_has_the_capability() -> None:
    assert isinstance(BOUNDED, ScoreBounds)
    assert not any(isinstance(instance, ScoreBounds) for instance in (VECTOR_CONFIG, TREE_CONFIG))


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_null_window_finds_the_alpha_beta_value(tree: Tree, player: Player) -> None:
    found = null_window(TREE_CONFIG, tree, player, within=(-3, 3))
    assert found.value == search(TREE_CONFIG, tree, player).value
    assert 1 <= found.searches <= 3


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_score_bounds_keep_the_value_and_never_add_nodes(tree: Tree, player: Player) -> None:
    plain = search(BOUNDED, tree, player)
    bounded = search(BOUNDED, tree, player, bounds=True)
    assert bounded.value == plain.value
    assert bounded.stats.nodes <= plain.stats.nodes
    assert null_window(BOUNDED, tree, player, bounds=True).value == plain.value


@given(st.sampled_from(POSITIONS), st.booleans())
def test_null_window_on_tictactoe_gives_the_solved_value(
    position: tuple[tuple[int, ...], Player], tabled: bool
) -> None:
    board, player = position
    found = null_window(
        VECTOR_CONFIG, board, player, within=(-10, 10), table=empty_table() if tabled else None
    )
    assert (found.value > 0, found.value < 0) == (solved_value(board) > 0, solved_value(board) < 0)
    assert found.value == search(VECTOR_CONFIG, board, player).value


@given(st.integers(-50, 50), st.integers(1, 100))
def test_a_probe_splits_the_range(low: int, width: int) -> None:
    assert low <= probe_point(low, low + width) < low + width


@given(st.sampled_from(POSITIONS), st.sampled_from([1, 2, 7, 50]), st.booleans())
def test_a_bounded_table_keeps_the_value_and_its_size(
    position: tuple[tuple[int, ...], Player], slots: int, symmetry: bool
) -> None:
    board, player = position
    bounded = search(
        VECTOR_CONFIG, board, player, table=empty_table(), slots=slots, symmetry=symmetry
    )
    assert bounded.value == search(VECTOR_CONFIG, board, player).value
    assert bounded.table is not None
    assert len(bounded.table) <= slots
