"""Explicit chance trees: the text form read and written, a picture, the leaves."""

from __future__ import annotations

from fractions import Fraction

import pytest
from returns.result import Failure, Success

from fnsearch.core.config import BLACK, WHITE
from fnsearch.games.chancetree.game import Chance, Decision, draw, leaves, parse, render, to_move


def test_a_tree_is_written_as_it_is_read() -> None:
    tree = Decision(WHITE, (1, Chance(((Fraction(1, 4), 0), (Fraction(3, 4), 8)))))
    assert repr(tree) == "max(1, chance(1/4: 0, 3/4: 8))"
    half = Chance(((Fraction(1, 2), 2), (Fraction(1, 2), -3)))
    assert render(Decision(BLACK, (1, half))) == "min(1, chance(1/2: 2, 1/2: -3))"
    text = "min(1, chance(1/2: 2, 1/2: max(-3, 0)))"
    assert parse(text).map(render) == Success(text)
    assert parse("chance(1/6: 1, 5/6: max(2, 3))").map(render) == Success(
        "chance(1/6: 1, 5/6: max(2, 3))"
    )


def test_the_leaves_the_mover_and_the_picture() -> None:
    lecture = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    assert leaves(lecture) == (2, 3, 1, 4)
    assert to_move(parse("min(1, 2)").unwrap()).name == "BLACK"
    picture = draw(parse("max(chance(0.9: 2, 0.1: 3), 1)").unwrap())
    assert picture == "max\n  chance\n    9/10: 2\n    1/10: 3\n  1"


def test_a_bad_tree_is_refused_in_one_line() -> None:
    assert parse("chance(0.5: 1, 0.4: 2)") == Failure(
        "the probabilities of chance(1/2: 1, 2/5: 2) must be positive and add up to 1"
    )
    assert parse("max(1 2)") == Failure("expected ',' or ')' at character 7, found '2'")
    assert parse("max(1, 2") == Failure(
        "the text ends before the tree does; for example"
        " max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))"
    )
    assert parse("max(" * 201 + "1" + ")" * 201) == Failure(
        "trees nested more than 200 deep are not supported"
    )


@pytest.mark.parametrize("probability", ["1/0", "1/00", "0.5/2"])
def test_a_probability_fraction_cannot_read_is_refused(probability: str) -> None:
    assert parse(f"chance({probability}: 1, 1/2: 2)") == Failure(
        f"expected a probability such as 0.9 or 9/10 at character 8, found {probability!r}"
    )
