"""Random exercise trees: the same tree for a seed everywhere, of the shape and range asked."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.core.contract import ContractError
from fnsearch.games.random_tree import (
    MAX_RANDOM_LEAVES,
    Leaves,
    random_numbers,
    random_tree,
)
from fnsearch.games.tree import Tree, parse_tree, render_tree

# SplitMix64's published outputs for the seed 1234567 (the reference C code of
# Vigna's xoshiro page, as its ports test themselves against).
SPLITMIX_1234567 = (
    6457827717110365317,
    3203168211198807973,
    9817491932198370423,
    4593380528125082431,
    16408922859458223821,
)

# Drawn once and written down: the tree every machine, every run, draws for seed 2026.
SEED_2026 = (
    "(((1,2,11),(3,3,9),(0,4,5)),((20,16,13),(11,1,8),(1,4,9)),((15,7,11),(19,17,7),(8,17,12)))"
)


def test_the_generator_is_splitmix64() -> None:
    assert random_numbers(1234567, 5) == SPLITMIX_1234567


def test_a_seed_draws_the_tree_written_down() -> None:
    assert render_tree(random_tree(3, 3, seed=2026)) == SEED_2026
    assert random_tree(3, 3, seed=2026) == parse_tree(SEED_2026).unwrap()


def test_other_seeds_draw_other_trees() -> None:
    trees = {render_tree(random_tree(3, 3, seed=seed)) for seed in range(50)}
    assert len(trees) == 50


def _leaves(tree: Tree) -> list[int]:
    return [tree] if isinstance(tree, int) else [leaf for child in tree for leaf in _leaves(child)]


def _uniform(tree: Tree, branching: int, depth: int) -> bool:
    """Every inner node has ``branching`` children and every leaf is ``depth`` plies down."""
    if isinstance(tree, int):
        return depth == 0
    return len(tree) == branching and all(_uniform(child, branching, depth - 1) for child in tree)


SHAPES = st.tuples(st.integers(2, 6), st.integers(1, 6)).filter(
    lambda shape: shape[0] ** shape[1] <= 300
)


@given(SHAPES, st.integers(0, 10**9), st.integers(-50, 50), st.integers(0, 30))
def test_the_tree_has_the_shape_and_the_range_asked(
    shape: tuple[int, int], seed: int, low: int, width: int
) -> None:
    branching, depth = shape
    tree = random_tree(branching, depth, seed=seed, leaves=Leaves(low, low + width))
    assert _uniform(tree, branching, depth)
    leaves = _leaves(tree)
    assert len(leaves) == branching**depth
    assert all(low <= leaf <= low + width for leaf in leaves)
    assert random_tree(branching, depth, seed=seed, leaves=Leaves(low, low + width)) == tree


def test_the_default_range_is_0_to_20_and_both_ends_are_drawn() -> None:
    leaves = _leaves(random_tree(4, 5, seed=3))
    assert min(leaves) == 0
    assert max(leaves) == 20


@pytest.mark.parametrize(
    ("branching", "depth"), [(0, 3), (1, 3), (2, 0), (2, 11), (1025, 1), (10**6, 10**6)]
)
def test_a_shape_out_of_bounds_breaks_the_contract(branching: int, depth: int) -> None:
    with pytest.raises(ContractError, match="a random tree needs a branching of at least 2"):
        random_tree(branching, depth, seed=0)


def test_the_largest_tree_allowed_is_drawn() -> None:
    assert len(_leaves(random_tree(2, 10, seed=0))) == MAX_RANDOM_LEAVES


def test_an_empty_range_breaks_the_contract() -> None:
    with pytest.raises(ContractError, match="got 5 to 1"):
        random_tree(2, 2, seed=0, leaves=Leaves(5, 1))


def test_the_examples_of_random_trees() -> None:
    assert random_tree(2, 3, seed=1, leaves=Leaves(-5, 5)) == (
        ((4, 3), (-5, 2)),
        ((2, -4), (-5, -2)),
    )
