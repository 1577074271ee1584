"""The hand simulation: the trace of the engine's alpha-beta.

Checked against the search itself, the imperative reference and the lectures' trees.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.core.events import CHANCE, MAX, Leaf
from fnsearch.engine.options import SearchOptions
from fnsearch.engine.search import search
from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, WALKTHROUGH, Tree, max_of_mins, render_tree
from fnsearch.reference import algorithms as imperative
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting
from fnsearch.trace.run import trace
from fnsearch.trace.simulation import adapted, cut_bound, cut_reason, number, render_trace
from fnsearch.trace.steps import CUT, ENTER, LEAF, RETURN, WEIGH, Step
from fnsearch.trace.words import EN
from tests.strategies import game_trees, leaf_count, windows


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_the_trace_counts_what_search_and_the_reference_count(tree: Tree, player: Player) -> None:
    traced = trace(TREE_CONFIG, tree, player)
    kinds = [step.kind for step in traced.steps]
    stats = search(TREE_CONFIG, tree, player).stats
    counting = Counting(TREE_CONFIG)
    alpha_beta_hard(counting, tree, player)
    assert kinds.count(ENTER) + kinds.count(LEAF) == stats.nodes == counting.nodes
    assert kinds.count(LEAF) == traced.evaluated == stats.leaves == counting.leaves
    assert kinds.count(CUT) == stats.cutoffs
    assert traced.leaves == leaf_count(tree)
    assert [step.value for step in traced.steps if step.kind == LEAF] == counting.scored


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_every_step_keeps_the_lectures_rules(tree: Tree, player: Player) -> None:
    for step in trace(TREE_CONFIG, tree, player).steps:
        assert step.window is not None
        alpha, beta = step.window
        if step.kind == CUT:  # a child reached the far end of the window
            assert step.child >= beta if step.maximizing else step.child <= alpha
            assert step.value == (beta if step.maximizing else alpha)
        if step.kind == RETURN:  # fail-hard: the value lies in the window, nothing pruned
            assert alpha <= step.value <= beta
            assert step.pruned == ()


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_the_pruned_successors_are_the_ones_after_those_searched(
    tree: Tree, player: Player
) -> None:
    steps = trace(TREE_CONFIG, tree, player).steps
    for index, step in enumerate(steps):
        if step.kind == CUT:
            entered = max(
                i for i in range(index) if steps[i].kind == ENTER and steps[i].ply == step.ply
            )
            searched = [
                other.config
                for other in steps[entered:index]
                if other.ply == step.ply + 1 and other.kind in (ENTER, LEAF)
            ]
            assert isinstance(step.config, tuple)
            assert (*searched, *(config for _, config in step.pruned)) == step.config


def _pruned(step: Step[Tree]) -> tuple[Tree, ...]:
    """The successors a cut pruned (a deterministic search has no probabilities)."""
    assert all(probability is None for probability, _ in step.pruned)
    return tuple(config for _, config in step.pruned)


def test_figure_5_2_scores_7_of_9_leaves_and_prunes_4_and_6() -> None:
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    cuts = [(step.config, _pruned(step)) for step in traced.steps if step.kind == CUT]
    assert cuts == [((2, 4, 6), (4, 6)), ((14, 5, 2), ())]
    assert (traced.evaluated, traced.leaves) == (7, 9)
    assert render_trace(traced, render_tree).endswith("7 of 9 leaves evaluated")


def test_the_walkthrough_prunes_the_second_leaf_of_e_and_all_of_g() -> None:
    traced = trace(TREE_CONFIG, WALKTHROUGH, WHITE)
    pruned = [_pruned(step) for step in traced.steps if step.kind == CUT]
    assert pruned == [(9,), ((7, 5),)]
    assert (traced.evaluated, traced.leaves) == (5, 8)


def test_max_of_mins_never_looks_at_a_and_b() -> None:
    traced = trace(TREE_CONFIG, max_of_mins(-100, 100), WHITE)
    assert [_pruned(step) for step in traced.steps if step.kind == CUT] == [(-100, 100), (7, 3)]
    assert [step.value for step in traced.steps if step.kind == RETURN] == [3, 3]
    assert (traced.evaluated, traced.leaves) == (5, 9)


def test_a_tictactoe_trace_agrees_with_the_reference() -> None:
    board = parse("XXO/.../O..").unwrap()
    traced = trace(VECTOR_CONFIG, board, WHITE)
    counting = Counting(VECTOR_CONFIG)
    assert alpha_beta_hard(counting, board, WHITE) == 3
    kinds = [step.kind for step in traced.steps]
    assert kinds.count(ENTER) + kinds.count(LEAF) == counting.nodes == 74
    assert traced.steps[-1].kind == RETURN
    assert traced.steps[-1].value == 3


@given(game_trees(), windows(), st.sampled_from([WHITE, BLACK]))
def test_the_engine_as_fail_soft_alpha_beta_asks_what_the_lecture_asks(
    tree: Tree, window: tuple[int, int], player: Player
) -> None:
    counting = Counting(TREE_CONFIG)
    expected = imperative.alpha_beta_soft(counting, tree, player, *window)
    result = search(
        TREE_CONFIG, tree, player, alpha=window[0], beta=window[1], algorithm="alphabeta-soft"
    )
    traced = search(
        TREE_CONFIG,
        tree,
        player,
        alpha=window[0],
        beta=window[1],
        algorithm="alphabeta-soft",
        trace=True,
    )
    assert result.value == expected == traced.value
    assert (result.stats.nodes, result.stats.leaves) == (counting.nodes, counting.leaves)
    assert [event.value for event in traced.events if isinstance(event, Leaf)] == [
        value * (1 if event.ply % 2 == 0 else -1) * (1 if player is WHITE else -1)
        for value, event in zip(
            counting.scored, [e for e in traced.events if isinstance(e, Leaf)], strict=True
        )
    ]


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_the_engine_as_minimax_visits_every_node(tree: Tree, player: Player) -> None:
    counting = Counting(TREE_CONFIG)
    expected = imperative.minimax(counting, tree, player)
    result = search(TREE_CONFIG, tree, player, algorithm="minimax")
    assert result.value == expected
    assert (result.stats.nodes, result.stats.leaves, result.stats.cutoffs) == (
        counting.nodes,
        counting.leaves,
        0,
    )
    assert trace(
        TREE_CONFIG, tree, player, SearchOptions(algorithm="minimax")
    ).evaluated == leaf_count(tree)


def test_the_three_algorithms_on_figure_5_2() -> None:
    leaves = {
        algorithm: trace(
            TREE_CONFIG, FIGURE_5_2, WHITE, SearchOptions(algorithm=algorithm)
        ).evaluated
        for algorithm in ("minimax", "alphabeta", "alphabeta-soft")
    }
    assert leaves == {"minimax": 9, "alphabeta": 7, "alphabeta-soft": 7}
    soft = trace(TREE_CONFIG, FIGURE_5_2, WHITE, SearchOptions(algorithm="alphabeta-soft"))
    assert [(step.config, step.value) for step in soft.steps if step.kind == CUT] == [
        ((2, 4, 6), 2),  # fail-soft: the cut answers the child's 2, below α = 3
        ((14, 5, 2), 2),
    ]


def test_a_fraction_gets_as_many_digits_as_tell_the_values_apart() -> None:
    assert number(Fraction(17, 9)) == "17/9 (1.889)"
    assert number(Fraction(17, 9), 6) == "17/9 (1.88889)"
    assert adapted(EN, ()).digits == 4
    thirds = Step(WEIGH, 0, (), "a", CHANCE, value=Fraction(1, 3), child=Fraction(2, 3))
    assert adapted(EN, (thirds,)).digits == 4
    close = thirds._replace(value=Fraction(100001, 300000), child=Fraction(100002, 300000), bound=3)
    assert adapted(EN, (close,)).digits == 6


def test_a_cut_bounds_its_node_on_the_side_the_child_crossed() -> None:
    assert cut_bound(Step(CUT, 1, (1,), "n", MAX, child=9)) == "≥ 9"
    assert cut_reason(Step(CUT, 1, (1,), "n", MAX, child=9)) == "9 ≥ β"


def test_a_trace_to_a_depth_follows_the_games_order() -> None:
    from fnsearch.games import tictactoe

    board = parse("XXO/.../O..").unwrap()
    assert [
        trace(tictactoe.GAME.instance, board, WHITE, SearchOptions(depth=2, order=order)).evaluated
        for order in (None, tictactoe.open_lines)
    ] == [11, 8]
