"""Alpha-beta against minimax and the imperative references: values, windows, exact counts.

The oracles are independent: a reference minimax written here, the imperative
transcriptions of the course's pseudocode, the Knuth & Moore leaf count of the
minimal tree and hand-traced textbook trees.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest
from hypothesis import find, given
from hypothesis import strategies as st

from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_soft, best_next_config
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.reference import algorithms as imperative
from fnsearch.reference.counting import Counting
from tests.strategies import depth, game_trees, leaf_count, widest, windows

Search = Callable[[Config[Tree], Tree, Player], int]
Trace = tuple[int, int, int, int, list[int]]

PLAYERS = st.sampled_from(Player)
FIG_5_2: Tree = ((3, 12, 8), (2, 4, 6), (14, 5, 2))


def value(tree: Tree, player: Player) -> int:
    """The reference minimax value, written independently of the package."""
    if isinstance(tree, int):
        return tree
    values = [value(child, player.opponent) for child in tree]
    return max(values) if player is WHITE else min(values)


def trace(search: Search, tree: Tree, player: Player) -> Trace:
    """The value and what the search asked for: (value, nodes, leaves, pulled, scored)."""
    counting = Counting(TREE_CONFIG)
    result = search(counting, tree, player)
    return result, counting.nodes, counting.leaves, counting.pulled, counting.scored


def hard(alpha: int, beta: int) -> tuple[Search, Search]:
    """The functional and the imperative fail-hard search with the window (alpha, beta)."""
    return (
        lambda i, c, p: alpha_beta(i, c, p, alpha=alpha, beta=beta),
        lambda i, c, p: imperative.alpha_beta_hard(i, c, p, alpha, beta),
    )


def soft(alpha: int, beta: int) -> tuple[Search, Search]:
    """The functional and the imperative fail-soft search with the window (alpha, beta)."""
    return (
        lambda i, c, p: alpha_beta_soft(i, c, p, alpha=alpha, beta=beta),
        lambda i, c, p: imperative.alpha_beta_soft(i, c, p, alpha, beta),
    )


# --- the strategy itself covers the shapes the laws are claimed for -----------------------


@given(game_trees())
def test_drawn_trees_respect_the_caps(tree: Tree) -> None:
    assert depth(tree) <= 7
    assert widest(tree) <= 6
    assert leaf_count(tree) <= 60


def test_drawn_trees_reach_depth_7_and_branching_6() -> None:
    tree = find(game_trees(), lambda t: depth(t) == 7 and widest(t) == 6)
    assert depth(tree) == 7
    assert widest(tree) == 6


# --- full window: every search gives the minimax value, with the same effort -----------------


@given(game_trees(), PLAYERS)
def test_every_search_gives_the_minimax_value(tree: Tree, player: Player) -> None:
    expected = value(tree, player)
    assert alpha_beta(TREE_CONFIG, tree, player) == expected
    assert alpha_beta_soft(TREE_CONFIG, tree, player) == expected
    assert minimax(TREE_CONFIG, tree, player) == expected
    assert imperative.minimax(TREE_CONFIG, tree, player) == expected
    assert imperative.alpha_beta_hard(TREE_CONFIG, tree, player) == expected
    assert imperative.alpha_beta_soft(TREE_CONFIG, tree, player) == expected


@given(game_trees(), PLAYERS)
def test_alpha_beta_asks_exactly_what_the_sheet_asks(tree: Tree, player: Player) -> None:
    assert trace(alpha_beta, tree, player) == trace(imperative.alpha_beta_hard, tree, player)


@given(game_trees(), PLAYERS)
def test_fail_soft_asks_exactly_what_the_lecture_asks(tree: Tree, player: Player) -> None:
    assert trace(alpha_beta_soft, tree, player) == trace(imperative.alpha_beta_soft, tree, player)


@given(game_trees(), PLAYERS)
def test_minimax_visits_every_node(tree: Tree, player: Player) -> None:
    nodes = _node_count(tree)
    assert trace(minimax, tree, player)[1:4] == (nodes, leaf_count(tree), nodes - 1)
    assert trace(imperative.minimax, tree, player)[1:4] == (nodes, leaf_count(tree), nodes - 1)


def _node_count(tree: Tree) -> int:
    return 1 if isinstance(tree, int) else 1 + sum(map(_node_count, tree))


# --- narrow windows --------------------------------------------------------------------------


@given(game_trees(min_depth=1), PLAYERS, windows())
def test_fail_hard_answers_the_window(tree: Tree, player: Player, window: tuple[int, int]) -> None:
    alpha, beta = window
    true = value(tree, player)
    result = alpha_beta(TREE_CONFIG, tree, player, alpha=alpha, beta=beta)
    assert alpha <= result <= beta
    if alpha < true < beta:
        assert result == true
    if true <= alpha:
        assert result == alpha
    if true >= beta:
        assert result == beta
    assert result == imperative.alpha_beta_hard(TREE_CONFIG, tree, player, alpha, beta)


@given(game_trees(), PLAYERS, windows())
def test_fail_soft_bounds_the_true_value(
    tree: Tree, player: Player, window: tuple[int, int]
) -> None:
    alpha, beta = window
    true = value(tree, player)
    result = alpha_beta_soft(TREE_CONFIG, tree, player, alpha=alpha, beta=beta)
    if alpha < result < beta or alpha < true < beta:
        assert result == true
    if result <= alpha:
        assert true <= result
    if result >= beta:
        assert true >= result
    if true <= alpha:
        assert true <= result <= alpha
    if true >= beta:
        assert beta <= result <= true
    assert result == imperative.alpha_beta_soft(TREE_CONFIG, tree, player, alpha, beta)


@given(game_trees(), PLAYERS, windows())
def test_windowed_searches_ask_exactly_what_the_references_ask(
    tree: Tree, player: Player, window: tuple[int, int]
) -> None:
    for functional, reference in (hard(*window), soft(*window)):
        assert trace(functional, tree, player) == trace(reference, tree, player)


@given(game_trees(), PLAYERS, st.integers(-5, 5), st.integers(0, 5))
def test_an_empty_window_answers_the_bound_without_searching(
    tree: Tree, player: Player, alpha: int, overlap: int
) -> None:
    beta = alpha - overlap
    functional, _ = hard(alpha, beta)
    expected = beta if player is WHITE else alpha
    assert trace(functional, tree, player) == (expected, 0, 0, 0, [])


def test_a_final_root_is_scored_whatever_the_window() -> None:
    # The sheet returns score(s) for a final s before it looks at the window.
    assert alpha_beta(TREE_CONFIG, 10, WHITE, alpha=0, beta=5) == 10
    assert imperative.alpha_beta_hard(TREE_CONFIG, 10, WHITE, 0, 5) == 10


# --- Knuth & Moore: perfect ordering scores exactly the minimal tree -------------------------


def uniform(branching: int, height: int, leaves: list[int]) -> Tree:
    """The complete tree of the given branching and height, leaves left to right."""
    assert len(leaves) == branching**height
    if height == 0:
        return leaves[0]
    size = branching ** (height - 1)
    return tuple(
        uniform(branching, height - 1, leaves[index * size : (index + 1) * size])
        for index in range(branching)
    )


def ordered(tree: Tree, player: Player, *, best_first: bool) -> tuple[Tree, int]:
    """``tree`` with every node's children sorted by value, and that value.

    Best first puts a MAX node's children in descending order and a MIN node's in
    ascending order; worst first reverses both.
    """
    if isinstance(tree, int):
        return tree, tree
    children = sorted(
        (ordered(child, player.opponent, best_first=best_first) for child in tree),
        key=lambda pair: pair[1],
        reverse=(player is WHITE) == best_first,
    )
    return tuple(child for child, _ in children), children[0 if best_first else -1][1]


def minimal_leaves(branching: int, height: int) -> int:
    """Knuth & Moore (1975): the leaves of the minimal tree of a perfectly ordered tree."""
    return int(branching ** math.ceil(height / 2) + branching ** math.floor(height / 2) - 1)


def distinct_leaves(branching: int, height: int) -> list[int]:
    return random.Random(branching * 100 + height).sample(range(-(10**6), 10**6), branching**height)


@pytest.mark.parametrize("player", list(Player))
@pytest.mark.parametrize("height", range(1, 7))
@pytest.mark.parametrize("branching", range(1, 6))
def test_perfect_ordering_scores_exactly_the_minimal_tree(
    branching: int, height: int, player: Player
) -> None:
    tree = uniform(branching, height, distinct_leaves(branching, height))
    best, expected = ordered(tree, player, best_first=True)
    assert expected == value(tree, player)
    result, _, leaves, _, _ = trace(alpha_beta, best, player)
    assert result == expected
    assert leaves == minimal_leaves(branching, height)


def test_the_minimal_tree_counts_from_the_formula() -> None:
    # b^ceil(d/2) + b^floor(d/2) - 1, worked out by hand for a few shapes.
    assert [minimal_leaves(2, d) for d in range(1, 7)] == [2, 3, 5, 7, 11, 15]
    assert [minimal_leaves(3, d) for d in range(1, 5)] == [3, 5, 11, 17]
    assert minimal_leaves(5, 6) == 249


@pytest.mark.parametrize("player", list(Player))
@pytest.mark.parametrize("height", range(1, 7))
@pytest.mark.parametrize("branching", range(1, 6))
def test_worst_ordering_scores_every_leaf_down_to_depth_3(
    branching: int, height: int, player: Player
) -> None:
    # Down to depth 3 every node is searched with a window that strictly contains its
    # value, so nothing is cut. Deeper, a MAX node on the second branch receives a finite
    # alpha and its worst-first (lowest) child may fall below it, which allows cuts: only
    # the bounds hold there (see test_worst_ordering_can_still_cut_at_depth_4).
    tree = uniform(branching, height, distinct_leaves(branching, height))
    worst, expected = ordered(tree, player, best_first=False)
    result, _, leaves, _, _ = trace(alpha_beta, worst, player)
    assert result == expected
    if height <= 3:
        assert leaves == branching**height
    else:
        assert minimal_leaves(branching, height) <= leaves <= branching**height


def test_worst_ordering_can_still_cut_at_depth_4() -> None:
    # Worst first everywhere: MAX children ascending, MIN children descending. Traced by
    # hand: B = 10, so C is searched with alpha = 10; its first MAX child D passes
    # alpha = 10 to MIN(5, 4), which cuts at 5 <= 10 and never scores 4.
    b_subtree: Tree = (((18, 17), (21, 20)), ((9, 8), (11, 10)))
    c_subtree: Tree = (((5, 4), (31, 30)), ((13, 12), (15, 14)))
    tree: Tree = (b_subtree, c_subtree)
    assert ordered(tree, WHITE, best_first=False) == (tree, 14)
    assert trace(alpha_beta, tree, WHITE) == (
        14,
        30,
        15,
        29,
        [18, 17, 21, 20, 9, 8, 11, 10, 5, 31, 30, 13, 12, 15, 14],
    )


@given(st.data(), PLAYERS)
def test_perfect_ordering_with_drawn_values(data: st.DataObject, player: Player) -> None:
    branching = data.draw(st.integers(1, 4), label="branching")
    height = data.draw(st.integers(1, 5 if branching <= 3 else 4), label="height")
    size = branching**height
    leaves = data.draw(
        st.lists(st.integers(-1000, 1000), min_size=size, max_size=size, unique=True),
        label="leaves",
    )
    tree = uniform(branching, height, leaves)
    best, expected = ordered(tree, player, best_first=True)
    worst, _ = ordered(tree, player, best_first=False)
    result, _, leaves_scored, _, _ = trace(alpha_beta, best, player)
    assert (result, leaves_scored) == (expected, minimal_leaves(branching, height))
    result, _, leaves_scored, _, _ = trace(alpha_beta, worst, player)
    assert result == expected
    if height <= 3:
        assert leaves_scored == size
    assert minimal_leaves(branching, height) <= leaves_scored <= size


# --- textbook trees, traced by hand ----------------------------------------------------------


def test_aima_figure_5_2() -> None:
    # MAX over MIN(3,12,8) = 3, MIN(2,...) cut at 2 <= 3, MIN(14,5,2) cut only at 2.
    for search in (alpha_beta, alpha_beta_soft):
        assert trace(search, FIG_5_2, WHITE) == (3, 11, 7, 10, [3, 12, 8, 2, 14, 5, 2])
    assert best_next_config(TREE_CONFIG, FIG_5_2, WHITE) == (3, 12, 8)


def test_aima_figure_5_2_with_black_to_move() -> None:
    # MIN over MAX(3,12,8) = 12, MAX(2,4,6) = 6, MAX(14,...) cut at 14 >= 6.
    assert trace(alpha_beta, FIG_5_2, BLACK) == (6, 11, 7, 10, [3, 12, 8, 2, 4, 6, 14])
    assert best_next_config(TREE_CONFIG, FIG_5_2, BLACK) == (2, 4, 6)


@given(st.integers(), st.integers())
def test_max_of_mins_never_looks_at_a_and_b(a: int, b: int) -> None:
    # MAX{MIN{3,5,10}, MIN{2,a,b}, MIN{2,7,3}} = 3 for all a, b.
    tree: Tree = ((3, 5, 10), (2, a, b), (2, 7, 3))
    for search in (alpha_beta, alpha_beta_soft):
        result, _, _, _, scored = trace(search, tree, WHITE)
        assert (result, scored) == (3, [3, 5, 10, 2, 2])


# Any score the contract allows: strictly between -INFINITY and INFINITY.
SCORES = st.integers(-INFINITY + 1, INFINITY - 1)


@given(SCORES, game_trees(values=SCORES))
def test_walk_through_tree_a_to_g(e_right: int, g: Tree) -> None:
    # A = MAX(B, C), B = MIN(D, E), C = MIN(F, G), D = (2, 3), E = (5, .), F = (0, 1):
    # E is cut after 5 >= 3, C after F = 1 <= 3, so G is never visited.
    tree: Tree = (((2, 3), (5, e_right)), ((0, 1), g))
    assert trace(alpha_beta, tree, WHITE)[0::4] == (3, [2, 3, 5, 0, 1])
    assert best_next_config(TREE_CONFIG, tree, WHITE) == ((2, 3), (5, e_right))
