"""search(): depth limits, ordering, killers, principal line, statistics, iterative deepening."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch import BLACK, WHITE, Player, minimax
from fnsearch.core.contract import ContractError
from fnsearch.engine.deepening import iterative_deepening
from fnsearch.engine.options import DETERMINISTIC_ALGORITHMS, Algorithm
from fnsearch.engine.result import Stats
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board, parse
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, WALKTHROUGH, Tree, max_of_mins
from fnsearch.reference.algorithms import (
    alpha_beta_depth,
    alpha_beta_hard_depth,
    minimax_depth,
)
from fnsearch.reference.counting import Counting
from tests.strategies import reachable_positions

PLAYERS = st.sampled_from([WHITE, BLACK])


def trees(max_leaves: int = 60) -> st.SearchStrategy[Tree]:
    """Irregular trees, branching 1 to 6, leaf values with many ties."""
    return st.recursive(
        st.integers(-6, 6),
        lambda children: st.lists(children, min_size=1, max_size=6).map(tuple),
        max_leaves=max_leaves,
    )


def tree_evaluation(tree: Tree) -> int:
    """A deterministic static evaluation of inner nodes, for depth limits."""
    return tree if isinstance(tree, int) else (sum(map(tree_evaluation, tree)) * 7) % 13 - 6


@cache
def tree_value(tree: Tree, maximizing: bool) -> int:
    """An independent minimax over explicit trees."""
    if isinstance(tree, int):
        return tree
    values = [tree_value(child, not maximizing) for child in tree]
    return max(values) if maximizing else min(values)


def tree_sum(tree: Tree) -> int:
    """The sum of a tree's leaves."""
    return tree if isinstance(tree, int) else sum(map(tree_sum, tree))


def width(tree: Tree) -> int:
    """The number of children (0 for a leaf)."""
    return 0 if isinstance(tree, int) else len(tree)


def uniform(branching: int, depth: int, values: list[int]) -> Tree:
    """A uniform tree whose leaves take ``values`` left to right."""
    if depth == 0:
        return values[0]
    size = branching ** (depth - 1)
    return tuple(
        uniform(branching, depth - 1, values[i * size : (i + 1) * size]) for i in range(branching)
    )


# --- textbook trees: exact statistics ---------------------------------------------------


def test_figure_5_2_statistics() -> None:
    result = search(TREE_CONFIG, FIGURE_5_2, WHITE)
    assert result.value == 3
    assert result.best == (3, 12, 8)
    assert result.line == ((3, 12, 8), 3)
    assert result.stats == Stats(nodes=11, leaves=7, cutoffs=2, depth=2)


def test_walkthrough_statistics() -> None:
    # A over B, C; B over D = (2, 3), E = (5, ·); C over F = (0, 1), G pruned.
    result = search(TREE_CONFIG, WALKTHROUGH, WHITE)
    assert result.value == 3
    assert result.best == ((2, 3), (5, 9))
    assert result.stats == Stats(nodes=11, leaves=5, cutoffs=2, depth=3)


@given(st.integers(), st.integers())
def test_max_of_mins_never_looks_at_a_and_b(a: int, b: int) -> None:
    result = search(TREE_CONFIG, max_of_mins(a, b), WHITE)
    assert result.value == 3
    assert result.stats == Stats(nodes=9, leaves=5, cutoffs=2, depth=2)  # root, 3 MIN, 5 leaves


def test_depth_one_on_figure_5_2_evaluates_the_three_min_nodes() -> None:
    result = search(TREE_CONFIG, FIGURE_5_2, WHITE, depth=1, evaluate=tree_sum)
    assert result.value == 23  # the sums are 23, 12 and 21
    assert result.best == (3, 12, 8)
    assert result.stats == Stats(nodes=4, leaves=3, cutoffs=0, depth=1)


def test_depth_zero_and_final_roots_have_no_best_move() -> None:
    at_horizon = search(TREE_CONFIG, FIGURE_5_2, BLACK, depth=0, evaluate=width)
    assert (at_horizon.value, at_horizon.best, at_horizon.line) == (3, None, ())
    final = search(VECTOR_CONFIG, parse("XXX/OO./...").unwrap(), BLACK)
    assert (final.value, final.best, final.line) == (5, None, ())
    assert final.stats == Stats(nodes=1, leaves=1, cutoffs=0, depth=0)


def test_a_negative_depth_is_refused_with_one_line() -> None:
    with pytest.raises(ContractError) as refused:
        search(TREE_CONFIG, FIGURE_5_2, WHITE, depth=-3, evaluate=width)
    assert str(refused.value) == (
        "bad argument depth=-3: expected a whole number of plies from 0 (an int, not a bool)"
    )


# --- against the imperative depth-limited references ------------------------------------


@given(trees(), PLAYERS, st.integers(0, 5))
def test_search_equals_imperative_fail_hard_value_and_counts(
    tree: Tree, player: Player, depth: int
) -> None:
    counting = Counting(TREE_CONFIG)
    expected = alpha_beta_hard_depth(counting, tree, player, depth, evaluate=tree_evaluation)
    result = search(TREE_CONFIG, tree, player, depth=depth, evaluate=tree_evaluation)
    assert result.value == expected
    # The instance is asked for a score at final leaves; the evaluation at the horizon.
    horizon = Counting(TREE_CONFIG)
    minimax_depth(horizon, tree, player, depth, evaluate=tree_evaluation)
    assert result.stats.nodes == counting.nodes
    assert result.stats.leaves <= horizon.nodes


@given(trees(), PLAYERS, st.integers(0, 5))
def test_depth_limited_values_agree_everywhere(tree: Tree, player: Player, depth: int) -> None:
    expected = minimax_depth(TREE_CONFIG, tree, player, depth, evaluate=tree_evaluation)
    assert minimax(TREE_CONFIG, tree, player, depth=depth, evaluate=tree_evaluation) == expected
    assert alpha_beta_depth(TREE_CONFIG, tree, player, depth, evaluate=tree_evaluation) == expected
    assert search(TREE_CONFIG, tree, player, depth=depth, evaluate=tree_evaluation).value == (
        expected
    )


def centre_and_corners(board: Board) -> int:
    """A simple static evaluation for tic-tac-toe depth limits: centre 3, corners 2."""
    return 3 * board[4] + 2 * (board[0] + board[2] + board[6] + board[8])


def test_depth_limited_tictactoe_equals_the_references() -> None:
    positions = reachable_positions()[::7]
    for board, player in positions:
        for depth in (1, 2, 3):
            counting = Counting(VECTOR_CONFIG)
            expected = alpha_beta_hard_depth(
                counting, board, player, depth, evaluate=centre_and_corners
            )
            result = search(VECTOR_CONFIG, board, player, depth=depth, evaluate=centre_and_corners)
            assert result.value == expected
            assert result.stats.nodes == counting.nodes
            assert expected == minimax_depth(
                VECTOR_CONFIG, board, player, depth, evaluate=centre_and_corners
            )


# --- ordering, killers and the minimal tree --------------------------------------------


@given(trees(), PLAYERS, st.integers(0, 4), st.integers(0, 1000), st.booleans())
def test_ordering_and_killers_never_change_the_value(
    tree: Tree, player: Player, depth: int, salt: int, killers: bool
) -> None:
    def order(child: Tree) -> int:
        return hash((child, salt)) % 97

    plain = search(TREE_CONFIG, tree, player, depth=depth, evaluate=tree_evaluation)
    ordered = search(
        TREE_CONFIG,
        tree,
        player,
        depth=depth,
        evaluate=tree_evaluation,
        order=order,
        killers=killers,
    )
    assert ordered.value == plain.value


@given(
    trees(),
    PLAYERS,
    st.integers(1, 4),
    st.booleans(),
    st.booleans(),
    st.sampled_from(DETERMINISTIC_ALGORITHMS),
    st.integers(-8, 8),
    st.integers(1, 12),
)
def test_leaves_valued_by_their_sort_keys_answer_as_the_fold_does(
    tree: Tree,
    player: Player,
    depth: int,
    killers: bool,
    table: bool,
    algorithm: Algorithm,
    alpha: int,
    width: int,
) -> None:
    """Leaves valued in one pass by their sort keys answer what the fold over them answers.

    A search whose order is its evaluation values the children of a node above the
    horizon by their sort keys; with the same order as another function, every node
    folds its children. Everything the two searches answer is the same.
    """

    def again(tree: Tree) -> int:
        return tree_evaluation(tree)

    def run(order: Callable[[Tree], int]) -> object:
        result = search(
            TREE_CONFIG,
            tree,
            player,
            depth=depth,
            evaluate=tree_evaluation,
            order=order,
            killers=killers,
            table=empty_table() if table else None,
            algorithm=algorithm,
            alpha=alpha,
            beta=alpha + width,
        )
        return (result.value, result.best, result.line, result.stats, result.table)

    assert run(tree_evaluation) == run(again)


def test_connect_four_leaves_valued_by_their_sort_keys_answer_as_the_fold_does() -> None:
    def again(position: connect4.Position) -> int:
        return connect4.open_windows(position)

    positions = [
        connect4.START,
        connect4.parse("......./......./......./......./...O.../..XX...").unwrap(),
        connect4.parse("......./......./...O.../...X.../..XO.../.OXXO..").unwrap(),
    ]
    for position in positions:
        for depth in (1, 2, 3, 4):
            for table in (False, True):
                keyed, folded = (
                    search(
                        connect4.CONNECT_FOUR,
                        position,
                        connect4.to_move(position),
                        depth=depth,
                        evaluate=connect4.open_windows,
                        order=order,
                        killers=table,
                        table=empty_table() if table else None,
                        symmetry=table,
                    )
                    for order in (connect4.open_windows, again)
                )
                assert (keyed.value, keyed.line, keyed.stats, keyed.table) == (
                    folded.value,
                    folded.line,
                    folded.stats,
                    folded.table,
                )


@given(
    st.sampled_from(
        [(b, d) for b in range(1, 6) for d in range(1, 7) if b**d <= 3125]  # all but 4^6, 5^6
    ),
    st.data(),
)
def test_perfect_ordering_scores_exactly_the_minimal_tree(
    shape: tuple[int, int], data: st.DataObject
) -> None:
    branching, depth = shape
    values = data.draw(st.permutations(range(branching**depth)))
    tree = uniform(branching, depth, list(values))

    def perfect(child: Tree) -> int:
        # White's view of the child, whoever moves there: the true minimax value.
        return tree_value(child, maximizing=depth_of(child) % 2 == depth % 2)

    def depth_of(subtree: Tree) -> int:
        return 0 if isinstance(subtree, int) else 1 + depth_of(subtree[0])

    result = search(TREE_CONFIG, tree, WHITE, order=perfect)
    assert result.value == tree_value(tree, maximizing=True)
    minimal = branching ** math.ceil(depth / 2) + branching ** math.floor(depth / 2) - 1
    assert result.stats.leaves == minimal


def test_killers_save_nodes_on_tictactoe() -> None:
    plain = search(VECTOR_CONFIG, EMPTY, WHITE)
    with_killers = search(VECTOR_CONFIG, EMPTY, WHITE, killers=True)
    assert with_killers.value == plain.value == 0
    assert with_killers.stats.nodes < plain.stats.nodes


# --- principal variation ------------------------------------------------------------------


def test_principal_variation_is_a_legal_line_to_the_value() -> None:
    for board, player in reachable_positions()[::37]:
        if VECTOR_CONFIG.is_final(board):
            continue
        result = search(VECTOR_CONFIG, board, player)
        position, mover = board, player
        for step in result.line:
            assert step in set(VECTOR_CONFIG.successors(position, mover))
            position, mover = step, mover.opponent
        assert VECTOR_CONFIG.is_final(position)
        assert VECTOR_CONFIG.score(position) == result.value
        assert result.best == result.line[0]


# --- iterative deepening ----------------------------------------------------------------


def test_iterative_deepening_ends_with_the_full_search() -> None:
    board = parse("X../.O./...").unwrap()
    results = list(iterative_deepening(VECTOR_CONFIG, board, WHITE, max_depth=7))
    assert [r.stats.depth for r in results] == [1, 2, 3, 4, 5, 6, 7]
    full = search(VECTOR_CONFIG, board, WHITE)
    assert results[-1].value == full.value
    assert [r.value for r in results] == [
        search(VECTOR_CONFIG, board, WHITE, depth=d).value for d in range(1, 8)
    ]


@given(trees(), PLAYERS)
def test_iterative_deepening_on_trees_matches_each_depth(tree: Tree, player: Player) -> None:
    results = list(
        iterative_deepening(TREE_CONFIG, tree, player, max_depth=5, evaluate=tree_evaluation)
    )
    expected = [
        minimax_depth(TREE_CONFIG, tree, player, d, evaluate=tree_evaluation) for d in range(1, 6)
    ]
    # The stream may end early, but only once deeper searches answer no differently.
    assert 1 <= len(results) <= 5
    assert [r.value for r in results] == expected[: len(results)]
    assert expected[len(results) :] == [results[-1].value] * (5 - len(results))


def test_iterative_deepening_is_lazy() -> None:
    counting = Counting(VECTOR_CONFIG)
    stream = iterative_deepening(counting, EMPTY, WHITE, max_depth=9)
    assert counting.nodes == 1  # only the depth-0 seed of the stream
    first = next(islice(stream, 1))
    assert first.stats.depth == 1
    assert counting.nodes == 1 + first.stats.nodes


def test_search_result_is_frozen() -> None:
    result = search(TREE_CONFIG, FIGURE_5_2, WHITE)
    setter: Callable[[], None] = lambda: setattr(result, "value", 4)  # noqa: E731
    with pytest.raises(AttributeError):
        setter()
    assert result.value == 3


def test_depth_limited_connect_four_equals_the_references() -> None:
    positions = [
        connect4.START,
        connect4.parse("......./......./......./......./...O.../..XX...").unwrap(),
        connect4.parse("......./......./...O.../...X.../..XO.../.OXXO..").unwrap(),
    ]
    for position in positions:
        player = connect4.to_move(position)
        for depth in (1, 2, 3):
            counting = Counting(connect4.CONNECT_FOUR)
            expected = alpha_beta_hard_depth(
                counting, position, player, depth, evaluate=connect4.open_windows
            )
            assert expected == minimax_depth(
                connect4.CONNECT_FOUR, position, player, depth, evaluate=connect4.open_windows
            )
            assert expected == alpha_beta_depth(
                connect4.CONNECT_FOUR, position, player, depth, evaluate=connect4.open_windows
            )
            plain = search(
                connect4.CONNECT_FOUR, position, player, depth=depth, evaluate=connect4.open_windows
            )
            assert (plain.value, plain.stats.nodes) == (expected, counting.nodes)
            ordered = search(
                connect4.CONNECT_FOUR,
                position,
                player,
                depth=depth,
                evaluate=connect4.open_windows,
                order=connect4.centre_first,
                killers=True,
            )
            assert ordered.value == expected
