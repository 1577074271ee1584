"""Star1's and Star2's integer passes against their general ones, floats mixed in.

An untraced search with exact bounds and windows works its chance nodes out in
integers (``fnsearch.chance.star.horizon``, ``even_pass``, ``probes`` and
``second_pass``) and hands a node over to the general pass when a float value turns up;
a traced search always takes the general pass. Both must find the same value, line
and statistics, to the last bit of a float: the general pass's arithmetic is the
specification of the rounding. Floats come in through an evaluation that values
some positions at the horizon by a float and the others exactly. The node counts of
exact searches are checked against the imperative reference too.

A node's answer is compared at any window too, not only at the root: the bound a cut
node answers reaches the root's value only when it decides it, so a wrong bound of a
node below could hide behind a right value at the root.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch import star1, star2
from fnsearch.chance.expectation import Answer
from fnsearch.chance.star.searches import searching
from fnsearch.chance.star.state import Place
from fnsearch.games.chancetree.game import CHANCE_TREE, Chance, ChanceTree, parse, to_move
from fnsearch.reference import chance as reference
from tests.strategies import CHANCE_BOUNDS, chance_trees, windows

LOWER, UPPER = CHANCE_BOUNDS


def _evaluation(tree: ChanceTree) -> Fraction | float:
    # Some positions at the horizon valued by a float, the others exactly.
    return 0.5 if isinstance(tree, Chance) else Fraction(-1, 3)


@given(chance_trees(), st.integers(1, 4))
def test_untraced_searches_weigh_floats_as_the_traced_ones_do(tree: ChanceTree, depth: int) -> None:
    for search in (star1, star2):
        found = [
            search(
                CHANCE_TREE,
                tree,
                to_move(tree),
                lower=LOWER,
                upper=UPPER,
                depth=depth,
                evaluate=_evaluation,
                trace=traced,
            ).unwrap()
            for traced in (False, True)
        ]
        assert (found[0].value, found[0].line, found[0].stats) == (
            found[1].value,
            found[1].line,
            found[1].stats,
        )
        assert type(found[0].value) is type(found[1].value)


@given(chance_trees(), st.integers(1, 4))
def test_untraced_searches_with_an_exact_evaluation_count_as_the_reference(
    tree: ChanceTree, depth: int
) -> None:
    def third(_: ChanceTree) -> Fraction:
        return Fraction(4, 3)

    for functional, imperative in ((star1, reference.star1), (star2, reference.star2)):
        found = functional(
            CHANCE_TREE, tree, to_move(tree), lower=LOWER, upper=UPPER, depth=depth, evaluate=third
        ).unwrap()
        assert (found.value, found.stats.nodes) == imperative(
            CHANCE_TREE, tree, to_move(tree), LOWER, UPPER, depth, third
        )
        traced = functional(
            CHANCE_TREE,
            tree,
            to_move(tree),
            lower=LOWER,
            upper=UPPER,
            depth=depth,
            evaluate=third,
            trace=True,
        ).unwrap()
        assert (found.value, found.line, found.stats) == (traced.value, traced.line, traced.stats)


def _answered(
    tree: ChanceTree, depth: int, window: tuple[int, int], *, probing: bool, traced: bool
) -> Answer[ChanceTree]:
    # The node's answer (untraced, or traced: the general pass) at the window, at the root.
    search = searching(
        CHANCE_TREE,
        (LOWER, UPPER),
        depth=depth,
        evaluate=_evaluation,
        trace=traced,
        probing=probing,
    )
    return search.descend(
        search, tree, None, Place(depth, 0, (), (Fraction(window[0]), Fraction(window[1])), None)
    )


def _costs(answer: Answer[ChanceTree]) -> tuple[object, ...]:
    return (
        answer.value,
        type(answer.value),
        answer.line,
        answer.nodes,
        answer.leaves,
        answer.chance,
        answer.cutoffs,
        answer.deepest,
        answer.failure,
    )


# The first outcome is a chance node whose own outcome, at the horizon, is valued by a
# float: 0.5 (a bound: that chance node is cut too). With leaves in [-5, 5], the window
# (4, 5) gives it alpha_1 = (4 - 1/2 · 5) / (1/2) = 3, and 0.5 cuts the node low: the
# node is worth at most 1/2 · 0.5 + 1/2 · 5 (the second outcome at its best) = 2.75.
# The window (-5, -4) gives beta_1 = -3, and 0.5 cuts it high: at least
# 1/2 · 0.5 + 1/2 · (-5) = -2.25. An exact search below the horizon hands the node over
# to the general pass at that float (Star1's pass, or Star2's second pass: a chance
# outcome is not probed), which answers that bound.
_HANDED_OVER = "chance(1/2: chance(1: chance(1: 0)), 1/2: 3)"


@pytest.mark.parametrize("probing", [False, True])
@pytest.mark.parametrize(("window", "bound"), [((4, 5), 2.75), ((-5, -4), -2.25)])
def test_a_float_that_cuts_a_handed_over_node_answers_the_general_pass_bound(
    probing: bool, window: tuple[int, int], bound: float
) -> None:
    tree = parse(_HANDED_OVER).unwrap()
    untraced = _answered(tree, 2, window, probing=probing, traced=False)
    general = _answered(tree, 2, window, probing=probing, traced=True)
    assert _costs(untraced) == _costs(general)
    assert untraced.value == bound


@given(chance_trees(), st.integers(1, 4), windows())
def test_untraced_nodes_answer_as_the_traced_ones_at_any_window(
    tree: ChanceTree, depth: int, window: tuple[int, int]
) -> None:
    for probing in (False, True):
        assert _costs(_answered(tree, depth, window, probing=probing, traced=False)) == _costs(
            _answered(tree, depth, window, probing=probing, traced=True)
        )
