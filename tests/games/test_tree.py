"""Explicit game trees: the text form reads back what it wrote, and bad text is a Failure."""

from __future__ import annotations

import ast
from typing import TypeGuard

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE
from fnsearch.games.tree import TREE_CONFIG, Tree, parse_tree, render_tree
from tests.strategies import game_trees

ANY_INT_TREES = game_trees(values=st.integers(-(2**62) + 1, 2**62 - 1))
_SHAPE = "expected a tree of integers in parentheses such as ((3,12,8),(2,4,6),(14,5,2))"
_TOO_DEEP = "trees nested more than 10000 deep are not supported"


def is_tree(value: object) -> TypeGuard[Tree]:
    """An int (not a bool) or a non-empty tuple of trees: checked here independently."""
    return type(value) is int or (
        type(value) is tuple and len(value) > 0 and all(is_tree(child) for child in value)
    )


def assert_well_formed(result: Result[Tree, str]) -> None:
    """A Success holding a tree that reads back, or a Failure with a one-line message."""
    if isinstance(result, Success):
        tree = result.unwrap()
        assert is_tree(tree)
        assert parse_tree(render_tree(tree)) == Success(tree)
    else:
        message = result.failure()
        assert message.strip() != ""
        assert len(message.splitlines()) == 1


# --- round trip ------------------------------------------------------------------------------


@given(ANY_INT_TREES)
def test_render_then_parse_gives_the_tree_back(tree: Tree) -> None:
    text = render_tree(tree)
    assert " " not in text
    assert parse_tree(text) == Success(tree)


@given(ANY_INT_TREES, st.sampled_from(["", " ", "\n", "\t "]))
def test_parse_reads_the_python_literal_with_spaces(tree: Tree, padding: str) -> None:
    assert parse_tree(padding + repr(tree) + padding) == Success(tree)


@pytest.mark.parametrize(
    ("tree", "text"),
    [
        (5, "5"),
        (-5, "-5"),
        ((1,), "(1,)"),
        (((1,),), "((1,),)"),
        ((1, (2, 3)), "(1,(2,3))"),
        ((-1, (2,), 3), "(-1,(2,),3)"),
        (((3, 12, 8), (2, 4, 6), (14, 5, 2)), "((3,12,8),(2,4,6),(14,5,2))"),
    ],
)
def test_render_writes_the_literal_without_spaces(tree: Tree, text: str) -> None:
    assert render_tree(tree) == text
    assert parse_tree(text) == Success(tree)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("(1,(2,3))", Success((1, (2, 3)))),
        (" ( (1) , (2,) ,) ", Success((1, (2,)))),
        ("3,4", Success((3, 4))),
        ("(-(0),-((4)),- 5)", Success((0, -4, -5))),
        ("-(-1)", Failure(_SHAPE)),
        ("((1,2),())", Failure(_SHAPE)),
        ("(1,07)", Failure("a leaf is written without leading zeros: 7, not 07 (0 and 00 are 0)")),
        (f"(1,{2**63})", Failure("a leaf lies outside the range of scores, -2**62 < leaf < 2**62")),
        ("(" * 10_001 + "1" + ",0)" * 10_001, Failure(_TOO_DEEP)),
    ],
)
def test_parse_reads_what_python_reads_and_says_what_is_wrong(
    text: str, read: Result[Tree, str]
) -> None:
    assert parse_tree(text) == read


def test_a_one_child_node_is_not_its_child() -> None:
    one_child = parse_tree("(7,)").unwrap()
    assert one_child == (7,)
    assert not TREE_CONFIG.is_final(one_child)
    assert list(TREE_CONFIG.successors(one_child, WHITE)) == [7]
    assert list(TREE_CONFIG.successors(one_child, BLACK)) == [7]
    assert parse_tree("(7)") == Success(7)  # parentheses alone make no node


# --- bad text --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "()",
        "((1,2),())",
        "(())",
        "'a'",
        "(1,'a')",
        '"(1,2)"',
        "1.5",
        "(1.0,2)",
        "(1,2e3)",
        "True",
        "(True,1)",
        "(1,(False,))",
        "None",
        "(1,None)",
        "[1,2]",
        "(1,[2,3])",
        "{1,2}",
        "{'a':1}",
        "((1,2)",
        "(1,2))",
        "(1,2",
        "1,2)",
        "(1 2)",
        "(1,2)(3,4)",
        "1+2j",
        "(1,-)",
        "x",
        "__import__('os')",
        "(" * 10_001 + "1," + ")" * 10_001,
    ],
)
def test_bad_text_is_a_failure_with_a_message(text: str) -> None:
    result = parse_tree(text)
    assert isinstance(result, Failure)
    message = result.failure()
    assert "tree" in message
    assert len(message.splitlines()) == 1


def test_a_tree_nested_thousands_deep_reads_and_writes_back() -> None:
    text = "(" * 5000 + "1" + ",0)" * 5000
    tree = parse_tree(text).unwrap()
    depth = sum(1 for _ in iter_chain(tree))
    assert depth == 5000
    assert render_tree(tree) == text


def iter_chain(tree: Tree) -> list[Tree]:
    """The inner nodes down the first children of ``tree``, found with a loop."""
    nodes: list[Tree] = []
    while not isinstance(tree, int):
        nodes.append(tree)
        tree = tree[0]
    return nodes


@given(st.text(alphabet="(),+-0123456789 ", max_size=30))
def test_parse_reads_every_tree_python_reads_the_same(text: str) -> None:
    try:
        literal = ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return
    if is_tree(literal) and all(-(2**62) < leaf < 2**62 for leaf in leaves(literal)):
        assert parse_tree(text) == Success(literal)
    else:
        assert isinstance(parse_tree(text), Failure)


def leaves(tree: Tree) -> list[int]:
    return [tree] if isinstance(tree, int) else [leaf for child in tree for leaf in leaves(child)]


@given(st.text())
def test_parse_never_raises_on_any_text(text: str) -> None:
    assert_well_formed(parse_tree(text))


@given(st.text(alphabet="()(),,-0123456789 TFx.'"))
def test_parse_never_raises_on_tree_like_text(text: str) -> None:
    assert_well_formed(parse_tree(text))


@given(ANY_INT_TREES, st.integers(0, 200))
def test_a_cut_tree_text_is_a_failure_unless_it_still_reads(tree: Tree, cut: int) -> None:
    text = render_tree(tree)
    truncated = text[: cut % (len(text) + 1)]
    result = parse_tree(truncated)
    assert_well_formed(result)
    if truncated.count("(") != truncated.count(")"):
        assert isinstance(result, Failure)


@given(st.integers(2**62, 2**70).flatmap(lambda size: st.sampled_from([size, -size])))
def test_leaves_outside_the_score_range_are_refused(leaf: int) -> None:
    assert parse_tree(f"(1,({leaf},2))").failure() == (
        "a leaf lies outside the range of scores, -2**62 < leaf < 2**62"
    )


def test_the_example_of_figure_5_2() -> None:
    fig_5_2 = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    assert isinstance(fig_5_2, tuple)
    assert fig_5_2[1] == (2, 4, 6)
    assert render_tree(fig_5_2) == "((3,12,8),(2,4,6),(14,5,2))"
