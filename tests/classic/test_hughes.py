"""Hughes's lazy game tree against minimax, the sheet's alpha-beta and references written here.

The oracles are independent of the module under test: a minimax over explicit trees
written here, ``fnsearch.classic.minimax`` and the sheet's alpha-beta (tested
elsewhere against exhaustive tic-tac-toe), and an imperative transcription, written
here, of what pruning by laziness does: alpha-beta with one bound, the best value so
far at the parent. Counts come from ``Counting``, which records every leaf scored
and every successor pulled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.classic.alpha_beta import alpha_beta
from fnsearch.classic.hughes import (
    DEEP_CUT,
    LazyTree,
    Stages,
    evaluator,
    game_tree,
    high_first,
    hughes_evaluate,
    low_first,
    map_max,
    map_min,
    map_tree,
    maximise,
    maximise_pruning,
    minimise,
    minimise_pruning,
    omit,
    omit_max,
    prune,
    prune_dynamic,
    rep_tree,
    show_tree,
    take_tree,
)
from fnsearch.classic.minimax import minimax
from fnsearch.classic.root import PLY_LIMIT
from fnsearch.core._fp import compose
from fnsearch.core.config import BLACK, WHITE, Config, Player
from fnsearch.core.contract import ContractError
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board, open_lines, parse
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, Tree
from fnsearch.reference.algorithms import alpha_beta_hard, alpha_beta_hard_depth
from fnsearch.reference.counting import Counting
from tests.strategies import depth, game_trees, reachable_positions

C = TypeVar("C")

PLAYERS = st.sampled_from(Player)
POSITIONS = reachable_positions()
LISTS = st.lists(st.lists(st.integers(-5, 5), min_size=1, max_size=4), max_size=6)

Counts = tuple[int, list[int], int]
"""What a search asked of the game: (value, leaves scored in order, successors pulled)."""


def value(tree: Tree, player: Player) -> int:
    """The minimax value of an explicit tree, written independently of the package."""
    if isinstance(tree, int):
        return tree
    values = [value(child, player.opponent) for child in tree]
    return max(values) if player is WHITE else min(values)


def one_bound(instance: Config[C], config: C, player: Player) -> int:
    """Alpha-beta with one bound passed one level down: what ``mapmin``/``omit`` do.

    A node stops as soon as its best value so far reaches the best value so far
    of its parent (``<=`` at a MIN node below a MAX node, ``>=`` at a MAX node
    below a MIN node); the first child of a node is searched without a bound.
    """

    def search(config: C, player: Player, bound: int | None) -> int:
        if instance.is_final(config):
            return instance.score(config)
        best: int | None = None
        for child in instance.successors(config, player):
            found = search(child, player.opponent, best)
            if best is None:
                best = found
            else:
                best = max(best, found) if player is WHITE else min(best, found)
            if bound is not None and (best >= bound if player is WHITE else best <= bound):
                return best
        assert best is not None
        return best

    return search(config, player, None)


def counted(
    search: Callable[[Config[Tree], Tree, Player], int], tree: Tree, player: Player
) -> Counts:
    counting = Counting(TREE_CONFIG)
    result = search(counting, tree, player)
    return result, counting.scored, counting.pulled


def counted_board(
    search: Callable[[Config[Board], Board, Player], int], board: Board, player: Player
) -> Counts:
    counting = Counting(VECTOR_CONFIG)
    result = search(counting, board, player)
    return result, counting.scored, counting.pulled


def scores(tree: Tree, player: Player = WHITE) -> LazyTree[int]:
    return map_tree(TREE_CONFIG.score)(game_tree(TREE_CONFIG, tree, player))


# Values.


@pytest.mark.slow
def test_every_reachable_tic_tac_toe_position_has_the_minimax_and_alpha_beta_value() -> None:
    wrong = [
        (board, player)
        for board, player in POSITIONS
        if not (
            hughes_evaluate(VECTOR_CONFIG, board, player)
            == minimax(VECTOR_CONFIG, board, player)
            == alpha_beta(VECTOR_CONFIG, board, player)
        )
    ]
    assert (wrong, len(POSITIONS)) == ([], 5478)


@pytest.mark.parametrize("plies", [1, 2, 3])
def test_every_reachable_position_has_the_depth_limited_minimax_value(plies: int) -> None:
    wrong = [
        (board, player)
        for board, player in POSITIONS
        if hughes_evaluate(VECTOR_CONFIG, board, player, depth=plies, evaluate=open_lines)
        != minimax(VECTOR_CONFIG, board, player, depth=plies, evaluate=open_lines)
    ]
    assert wrong == []


def test_the_empty_board_is_a_draw_and_the_lecture_position_a_win_in_five() -> None:
    assert hughes_evaluate(VECTOR_CONFIG, EMPTY, WHITE) == 0
    # X wins in 5 more plies with 2 cells left empty: 1 + 2.
    assert hughes_evaluate(VECTOR_CONFIG, parse(".O./.X./...").unwrap(), WHITE) == 3


@given(game_trees(), PLAYERS)
def test_generated_trees_have_their_minimax_value(tree: Tree, player: Player) -> None:
    expected = value(tree, player)
    assert hughes_evaluate(TREE_CONFIG, tree, player) == expected
    assert (maximise if player is WHITE else minimise)(scores(tree, player)) == expected
    assert minimax(TREE_CONFIG, tree, player) == expected


@given(game_trees(), PLAYERS, st.integers(0, 4))
def test_generated_trees_have_the_depth_limited_minimax_value(
    tree: Tree, player: Player, plies: int
) -> None:
    # An inner node at the horizon is valued by its number of children.
    assert hughes_evaluate(
        TREE_CONFIG,
        tree,
        player,
        depth=plies,
        evaluate=lambda t: len(t) if isinstance(t, tuple) else t,
    ) == minimax(
        TREE_CONFIG,
        tree,
        player,
        depth=plies,
        evaluate=lambda t: len(t) if isinstance(t, tuple) else t,
    )


@given(game_trees(), PLAYERS, st.integers(0, 4))
def test_ordering_never_changes_the_value(tree: Tree, player: Player, plies: int) -> None:
    ordered = evaluator(TREE_CONFIG, player, depth=plies, stages=Stages(ordered=True))
    assert ordered(tree) == minimax(TREE_CONFIG, tree, player, depth=plies)


@pytest.mark.parametrize("plies", [1, 2, 3])
def test_the_stages_piped_by_hand_are_the_evaluator(plies: int) -> None:
    # Hughes's evaluate = max . maximise' . maptree static . prune n . gametree, stage by stage.
    board = parse(".O./.X./...").unwrap()

    def greatest(bounds: Iterator[int]) -> int:  # max, with one type for compose
        return max(bounds)

    def static(board: Board) -> int:  # the score of a finished game, else the evaluation
        return VECTOR_CONFIG.score(board) if VECTOR_CONFIG.is_final(board) else open_lines(board)

    value = compose(greatest, maximise_pruning, map_tree(static), prune(plies))(
        game_tree(VECTOR_CONFIG, board, WHITE)
    )
    assert value == minimax(VECTOR_CONFIG, board, WHITE, depth=plies, evaluate=open_lines)
    assert value == evaluator(VECTOR_CONFIG, WHITE, depth=plies, evaluate=open_lines)(board)


def test_the_bounds_of_a_max_node_rise_to_its_value() -> None:
    # AIMA's Figure 5.2: MIN values 3, <=2, 2; only the first beats the ones before.
    assert list(maximise_pruning(scores(FIGURE_5_2))) == [3]
    assert list(maximise_pruning(scores(((1,), (2,), (0,), (5,))))) == [1, 2, 5]
    assert list(minimise_pruning(scores(((1,), (2,), (0,), (5,)), BLACK))) == [1, 0]


# Counts: Hughes's pruning by laziness is alpha-beta with one bound, one level down.


@given(game_trees(), PLAYERS)
def test_laziness_scores_and_generates_what_one_bound_alpha_beta_does(
    tree: Tree, player: Player
) -> None:
    assert counted(hughes_evaluate, tree, player) == counted(one_bound, tree, player)


def test_on_the_empty_board_laziness_does_what_one_bound_alpha_beta_does() -> None:
    hughes = counted_board(hughes_evaluate, EMPTY, WHITE)
    assert hughes == counted_board(one_bound, EMPTY, WHITE)
    sheet = counted_board(alpha_beta, EMPTY, WHITE)
    assert (len(sheet[1]), sheet[2]) == (8453, 20865)  # the sheet's counts, tested elsewhere
    assert len(hughes[1]) > len(sheet[1])
    assert hughes[2] > sheet[2]


@given(game_trees(), PLAYERS)
def test_laziness_never_scores_fewer_leaves_than_the_sheet(tree: Tree, player: Player) -> None:
    hughes, sheet = counted(hughes_evaluate, tree, player), counted(alpha_beta_hard, tree, player)
    assert hughes[0] == sheet[0]
    assert len(hughes[1]) >= len(sheet[1])
    assert hughes[2] >= sheet[2]


@given(game_trees(max_depth=3), PLAYERS)
def test_up_to_three_plies_laziness_scores_what_the_sheet_scores(
    tree: Tree, player: Player
) -> None:
    # A deep cut-off needs a bound from two plies up, so four plies below the root.
    assert depth(tree) <= 3
    assert counted(hughes_evaluate, tree, player) == counted(alpha_beta_hard, tree, player)


def test_figure_5_2_is_pruned_as_the_sheet_prunes_it() -> None:
    # The sheet's counts from Counting's own example: 7 leaves scored, 10 successors.
    assert counted(hughes_evaluate, FIGURE_5_2, WHITE) == (3, [3, 12, 8, 2, 14, 5, 2], 10)
    assert counted(alpha_beta_hard, FIGURE_5_2, WHITE) == (3, [3, 12, 8, 2, 14, 5, 2], 10)


def test_the_deep_cut_tree_shows_the_cut_off_laziness_does_not_make() -> None:
    # By hand: after 5, the sheet's alpha 5 reaches the MIN node (3, 9) four plies down
    # and cuts it at 3; Hughes's minimise' there has only its parent's open bound.
    assert DEEP_CUT == (5, (((3, 9),),))
    # Successors pulled: 5 and the MIN node, then one per ply down to 3 (and 9).
    assert counted(alpha_beta_hard, DEEP_CUT, WHITE) == (5, [5, 3], 5)
    assert counted(alpha_beta, DEEP_CUT, WHITE)[1:] == ([5, 3], 5)
    assert counted(hughes_evaluate, DEEP_CUT, WHITE) == (5, [5, 3, 9], 6)


def test_depth_limited_counts_are_one_bound_alpha_beta_s() -> None:
    board = parse(".O./.X./...").unwrap()

    def hughes(instance: Config[Board], board: Board, player: Player) -> int:
        return hughes_evaluate(instance, board, player, depth=3, evaluate=open_lines)

    def sheet(instance: Config[Board], board: Board, player: Player) -> int:
        return alpha_beta_hard_depth(instance, board, player, 3, evaluate=open_lines)

    lazy, hard = counted_board(hughes, board, WHITE), counted_board(sheet, board, WHITE)
    assert lazy[0] == hard[0] == minimax(VECTOR_CONFIG, board, WHITE, depth=3, evaluate=open_lines)
    # At the horizon open_lines, not score, values a position: only finals are counted.
    assert lazy[2] >= hard[2]


# The functions of the paper, one by one.


def min_leq(nums: list[int], pot: int) -> bool:
    """Hughes's ``minleq``: whether some number of ``nums`` is at most ``pot``."""
    return any(n <= pot for n in nums)


def max_geq(nums: list[int], pot: int) -> bool:
    """Hughes's ``maxgeq``: whether some number of ``nums`` is at least ``pot``."""
    return any(n >= pot for n in nums)


@given(LISTS, st.integers(-5, 5))
def test_omit_is_hughes_s_definition(lists: list[list[int]], pot: int) -> None:
    def spec(pot: int, lists: list[list[int]]) -> list[int]:
        # omit pot (nums:rest) = omit pot rest, if minleq nums pot; else min nums : omit ...
        if not lists:
            return []
        nums, rest = lists[0], lists[1:]
        if min_leq(nums, pot):
            return spec(pot, rest)
        return [min(nums), *spec(min(nums), rest)]

    def spec_max(pot: int, lists: list[list[int]]) -> list[int]:
        if not lists:
            return []
        nums, rest = lists[0], lists[1:]
        if max_geq(nums, pot):
            return spec_max(pot, rest)
        return [max(nums), *spec_max(max(nums), rest)]

    assert list(omit(pot, lists)) == spec(pot, lists)
    assert list(omit_max(pot, lists)) == spec_max(pot, lists)
    assert list(map_min(lists)) == (
        [min(lists[0]), *spec(min(lists[0]), lists[1:])] if lists else []
    )
    assert list(map_max(lists)) == (
        [max(lists[0]), *spec_max(max(lists[0]), lists[1:])] if lists else []
    )


def test_omit_reads_a_list_only_up_to_the_number_that_rules_it_out() -> None:
    pulled = iter([3, 1, 99, 98])
    assert list(omit(2, [pulled, [4]])) == [4]
    assert list(pulled) == [99, 98]


def test_a_tree_is_generated_again_each_time_it_is_walked() -> None:
    counting = Counting(TREE_CONFIG)
    tree = game_tree(counting, FIGURE_5_2, WHITE)
    assert show_tree(map_tree(TREE_CONFIG.score)(tree)) == "0(0(3, 12, 8), 0(2, 4, 6), 0(14, 5, 2))"
    assert counting.pulled == 12
    assert show_tree(map_tree(TREE_CONFIG.score)(tree)) == "0(0(3, 12, 8), 0(2, 4, 6), 0(14, 5, 2))"
    assert counting.pulled == 24


def test_nothing_is_generated_before_it_is_read() -> None:
    counting = Counting(TREE_CONFIG)
    tree = map_tree(counting.score)(prune(1)(game_tree(counting, FIGURE_5_2, WHITE)))
    assert (counting.nodes, counting.pulled) == (0, 0)
    first = next(iter(tree.subtrees()))
    assert (counting.nodes, counting.pulled, counting.leaves) == (1, 1, 0)
    assert first.label() == 0
    assert counting.leaves == 1


def test_rep_tree_prune_and_take_tree() -> None:
    halves = rep_tree(lambda n: [n // 2, n - 1] if n > 1 else [], 4)
    assert show_tree(halves) == "4(2(1, 1), 3(1, 2(1, 1)))"
    assert show_tree(prune(1)(halves)) == "4(2, 3)"
    assert show_tree(take_tree(1)(halves)) == "4(2(1))"
    assert show_tree(take_tree(0)(halves)) == "4"


def test_high_first_and_low_first_sort_alternate_levels() -> None:
    tree = rep_tree(lambda n: [n - 2, n - 1, n - 3] if n > 2 else [], 5)
    assert show_tree(tree) == "5(3(1, 2, 0), 4(2, 3(1, 2, 0), 1), 2)"
    assert show_tree(high_first(tree)) == "5(4(1, 2, 3(2, 1, 0)), 3(0, 1, 2), 2)"
    assert show_tree(low_first(tree)) == "5(2, 3(2, 1, 0), 4(3(0, 1, 2), 2, 1))"


def test_equal_labels_keep_the_successors_order() -> None:
    # The tens digit is the label: 10 and 11 tie, and 10 (a leaf) stays before 11.
    def tens(n: int) -> int:
        return n // 10

    tree = map_tree(tens)(rep_tree(lambda n: {0: [10, 20, 11], 11: [5]}.get(n, []), 0))
    assert show_tree(high_first(tree)) == "0(2, 1, 1(0))"
    assert show_tree(low_first(tree)) == "0(1, 1(0), 2)"


def test_prune_dynamic_searches_on_below_the_depth_while_noisy() -> None:
    def never(n: int) -> bool:
        return False

    def always(n: int) -> bool:
        return True

    def three(n: int) -> bool:
        return n == 3

    tree = rep_tree(lambda n: range(n), 4)
    assert show_tree(prune_dynamic(1, never)(tree)) == show_tree(prune(1)(tree))
    assert show_tree(prune_dynamic(0, always)(tree)) == show_tree(tree)
    assert show_tree(prune_dynamic(1, three)(tree)) == "4(0, 1, 2, 3(0, 1, 2))"


def threat(board: Board) -> bool:
    """A line with two equal marks and an empty cell: the next move may win it."""
    lines = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
    return any(sorted(board[i] for i in line) in ([-1, -1, 0], [0, 1, 1]) for line in lines)


def test_a_dynamic_horizon_sees_the_win_a_fixed_one_misses() -> None:
    # X to move wins at once on the top row. A blind evaluation at depth 0 sees nothing;
    # searching on while a line is threatened finds the win, the best score there is.
    board = parse("XX./OO./...").unwrap()

    def blind(board: Board) -> int:
        return 0

    fixed = hughes_evaluate(VECTOR_CONFIG, board, WHITE, depth=0, evaluate=blind)
    dynamic = evaluator(VECTOR_CONFIG, WHITE, depth=0, evaluate=blind, stages=Stages(noisy=threat))(
        board
    )
    assert (fixed, dynamic) == (0, minimax(VECTOR_CONFIG, board, WHITE))
    assert dynamic == 1 + 4


@given(game_trees(), PLAYERS)
def test_a_width_of_the_widest_node_changes_nothing(tree: Tree, player: Player) -> None:
    assert evaluator(TREE_CONFIG, player, stages=Stages(width=6))(tree) == value(tree, player)


def test_a_width_of_one_follows_the_first_moves() -> None:
    assert evaluator(TREE_CONFIG, WHITE, stages=Stages(width=1))(FIGURE_5_2) == 3
    assert evaluator(TREE_CONFIG, WHITE, stages=Stages(width=1))(((1, 9), (8, 9))) == 1

    def first_leaf(tree: Tree) -> int:
        return tree if isinstance(tree, int) else first_leaf(tree[0])

    # Ordered by the first leaf, the best-looking move (8, 9) is the one kept.
    best_looking = evaluator(
        TREE_CONFIG, WHITE, stages=Stages(True, 1), depth=2, evaluate=first_leaf
    )
    assert best_looking(((1, 9), (8, 9))) == 8


# Contracts.


def test_a_dead_end_is_refused() -> None:
    class DeadEnd:
        def score(self, c: int, /) -> int:
            return c

        def successors(self, c: int, player: Player, /) -> Iterable[int]:
            return [] if c == 1 else [1]

        def is_final(self, c: int, /) -> bool:
            return False

    with pytest.raises(ContractError, match="not final has no successors: 1"):
        hughes_evaluate(DeadEnd(), 0, WHITE, depth=3)


def test_a_game_deeper_than_the_ply_limit_is_refused_not_overflowed() -> None:
    def chain(plies: int) -> Tree:
        # The long branch last, after a leaf that never prunes it.
        tree: Tree = 0
        for ply in range(plies, 0, -1):
            tree = ((-100 if ply % 2 else 100), tree)
        return tree

    assert hughes_evaluate(TREE_CONFIG, chain(PLY_LIMIT), WHITE) == 0
    with pytest.raises(ContractError, match="not final at the ply limit"):
        hughes_evaluate(TREE_CONFIG, chain(300), WHITE)


def test_a_score_out_of_range_is_refused() -> None:
    with pytest.raises(ContractError, match="strictly between"):
        hughes_evaluate(TREE_CONFIG, (1, 2**62), WHITE)


@pytest.mark.parametrize("stages", [{"ordered": True}, "ordered", (True, 2)])
def test_stages_that_are_no_stages_record_are_refused_in_one_line(stages: object) -> None:
    # Compiled as pure: the evaluator's contract error, not the compiler's type check.
    with pytest.raises(
        ContractError, match=r"^bad argument stages=.*: expected a Stages record or None$"
    ):
        evaluator(TREE_CONFIG, WHITE, stages=stages)  # type: ignore[arg-type]  # refused
