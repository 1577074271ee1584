"""Star1's and Star2's integer passes against their general ones, floats mixed in.

An untraced search with exact bounds and windows works its chance nodes out in
integers (``fnsearch.chance.star.horizon``, the exact passes of ``chance_pass`` and
``probes``) and hands a node over to the general pass when a float value turns up;
a traced search always takes the general pass. Both must find the same value, line
and statistics, to the last bit of a float: the general pass's arithmetic is the
specification of the rounding. Floats come in through an evaluation that values
some positions at the horizon by a float and the others exactly. The node counts of
exact searches are checked against the imperative reference too.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from fnsearch import star1, star2
from fnsearch.games.chancetree.game import CHANCE_TREE, Chance, ChanceTree, to_move
from fnsearch.reference import chance as reference
from tests.strategies import CHANCE_BOUNDS, chance_trees

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
