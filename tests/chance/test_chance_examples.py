"""The chance searches' parts on the examples their documentation used to show."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from fnsearch.chance.answer import Answer, joined, leaf, opened, result
from fnsearch.chance.options import ChanceOptions
from fnsearch.chance.ratio import (
    below,
    exact,
    fraction,
    highest,
    limit,
    plus_times,
    ratio,
    shifted,
)
from fnsearch.chance.searches import expectiminimax, star1
from fnsearch.core.config import WHITE
from fnsearch.core.contract import ContractError
from fnsearch.games.chancetree.game import CHANCE_TREE, ChanceTree, parse

LECTURE: ChanceTree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()


def test_a_chance_node_s_answer_as_a_result() -> None:
    roll: Answer[object] = joined(opened(0, None, chance=True), leaf((2, 1), 1, None), (1, 1), ())
    assert repr(result(roll)) == (
        "SearchResult(value=Fraction(1, 1), best=None, line=(), stats=Stats(nodes=2, leaves=1,"
        " cutoffs=0, depth=1, hits=0, chance=1))"
    )


def test_the_options_record() -> None:
    options: ChanceOptions[object] = ChanceOptions(depth=4, lower=-1, upper=1)
    assert (options.depth, options.bounds, options.trace) == (
        4,
        (Fraction(-1, 1), Fraction(1, 1)),
        False,
    )
    assert (options._replace(trace=True).trace, options.trace) == (True, False)


def test_ratios() -> None:
    half, third = ratio(Fraction(1, 2)), ratio(Fraction(1, 3))
    assert (
        fraction(plus_times(half, half, third)),
        fraction(shifted(half, (1, 1), half, third)),
    ) == (
        Fraction(2, 3),
        Fraction(1, 3),
    )
    assert (below(half, third), highest(half, third) == half) == (False, True)
    assert (exact(3), exact(Fraction(1, 6)), exact(True), exact(0.5)) == (
        (3, 1),
        (1, 6),
        None,
        None,
    )
    assert shifted((1, 2), (1, 3), (1, 1), (1, 4)) == (1, 4)
    assert limit((1, 1), (1, 2), (1, 2), (1, 4)) == (5, 4)


def test_the_lecture_s_chance_tree() -> None:
    found = expectiminimax(CHANCE_TREE, LECTURE, WHITE)
    assert repr(found.stats) == "Stats(nodes=7, leaves=4, cutoffs=0, depth=2, hits=0, chance=2)"
    traced = expectiminimax(CHANCE_TREE, LECTURE, WHITE, ChanceOptions(trace=True))
    assert [type(event).__name__ for event in traced.events[:4]] == [
        "Enter",
        "Enter",
        "Leaf",
        "Weigh",
    ]
    with pytest.raises(
        ContractError, match=f"^{re.escape('the value 1 of 1 lies outside the bounds [2, 4]')}$"
    ):
        star1(CHANCE_TREE, LECTURE, WHITE, ChanceOptions(lower=2, upper=4))
