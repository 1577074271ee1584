"""A traced search in a notebook: the page in a frame, the text, the command's messages.

The command line is the reference here: ``show_trace`` must give the text the
``trace`` command prints, the page ``trace --html`` writes and, for a bad argument,
the command's message; the counts are the lecture's (AIMA Figure 5.2: 7 of 9 leaves).
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE, Player, TracePage, show_trace, trace_page
from fnsearch.cli.requests import TracingRequest
from fnsearch.cli.tracing import trace_command
from fnsearch.games.registry import REGISTRY
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, WALKTHROUGH, Tree, render_tree
from fnsearch.trace.run import trace
from tests.strategies import game_trees, leaf_count

CHANCE = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"

# (game, position, depth, algorithm) as both the command and show_trace take them.
TRACES = [
    ("tree", "((3,12,8),(2,4,6),(14,5,2))", None, None),
    ("tree", "((3,12,8),(2,4,6),(14,5,2))", None, "minimax"),
    ("tree", render_tree(WALKTHROUGH), None, "alphabeta-soft"),
    ("tictactoe", "XXO/.../O..", 2, None),
    ("chancetree", CHANCE, None, "star1"),
    ("chancetree", CHANCE, None, "expectiminimax"),
    ("nim", "5", None, None),
]


def _frame_source(frame: str) -> tuple[list[str], dict[str, str | None]]:
    """The tags of an HTML fragment, and the attributes of its iframe (entities undone)."""
    tags: list[str] = []
    attributes: dict[str, str | None] = {}

    class Reader(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            tags.append(tag)
            if tag == "iframe":
                attributes.update(attrs)

    reader = Reader()
    reader.feed(frame)
    reader.close()
    return tags, attributes


@pytest.mark.parametrize(("game", "position", "depth", "algorithm"), TRACES)
def test_the_text_and_the_page_are_the_trace_command_s(
    game: str, position: str, depth: int | None, algorithm: str | None, tmp_path: Path
) -> None:
    written = tmp_path / "trace.html"
    printed = trace_command(
        TracingRequest(
            game,
            position,
            depth=None if depth is None else str(depth),
            algorithm=algorithm,
            html=str(written),
        )
    ).unwrap()
    page = show_trace(game, position, depth=depth, algorithm=algorithm).unwrap()
    assert printed.splitlines()[:-1] == page.text.splitlines()
    assert written.read_text(encoding="utf-8") == page.html


def test_figure_5_2_evaluates_seven_of_its_nine_leaves() -> None:
    # AIMA Figure 5.2: alpha-beta skips the leaves 4 and 6; minimax sees all nine.
    alpha_beta = show_trace("tree", render_tree(FIGURE_5_2)).unwrap()
    minimax = show_trace("tree", render_tree(FIGURE_5_2), algorithm="minimax").unwrap()
    assert (alpha_beta.evaluated, alpha_beta.leaves) == (7, 9)
    assert (minimax.evaluated, minimax.leaves) == (9, 9)
    assert alpha_beta.text.splitlines()[-1] == "7 of 9 leaves evaluated"
    assert alpha_beta.title == "tree: ((3,12,8),(2,4,6),(14,5,2))"


def test_the_walkthrough_evaluates_five_of_its_eight_leaves() -> None:
    # Seed 004: E's second leaf and both leaves of G are never looked at.
    page = show_trace("tree", render_tree(WALKTHROUGH)).unwrap()
    assert (page.evaluated, page.leaves) == (5, 8)


def test_star1_cuts_the_last_leaf_of_the_aima_chance_example() -> None:
    page = show_trace("chancetree", CHANCE, algorithm="star1").unwrap()
    expected = show_trace("chancetree", CHANCE, algorithm="expectiminimax").unwrap()
    assert (page.evaluated, page.leaves) == (3, 4)
    assert (expected.evaluated, expected.leaves) == (4, 4)
    assert page.title.endswith("(star1)")


@pytest.mark.parametrize(
    ("game", "position", "depth", "algorithm", "player"),
    [
        ("go", "", None, None, None),
        ("tree", "((3,12", None, None, None),
        ("tictactoe", "XXO/.../O..", -1, None, None),
        ("tictactoe", "XXO/.../O..", 201, None, None),
        ("connect4", REGISTRY.games["connect4"].example, None, None, None),
        ("tree", "((1,2),(3,4))", None, "star1", None),
        ("chancetree", CHANCE, None, "minimax", None),
        ("tree", "((1,2),(3,4))", None, "alpha-beta", None),
        ("tictactoe", "XXO/.../O..", 2, None, "black"),
        ("nim", "4 black", None, None, "white"),
    ],
)
def test_a_bad_argument_gets_the_trace_command_s_message(
    game: str, position: str, depth: int | None, algorithm: str | None, player: str | None
) -> None:
    expected = trace_command(
        TracingRequest(game, position, player, None if depth is None else str(depth), algorithm)
    )
    shown = show_trace(
        game,
        position,
        depth=depth,
        algorithm=algorithm,
        player=None if player is None else BLACK if player == "black" else WHITE,
    )
    assert isinstance(expected, Failure)
    assert isinstance(shown, Failure)
    assert shown.failure() == expected.failure()


def test_black_moves_first_in_a_tree_when_told() -> None:
    # MIN at the root of Figure 5.2: the smallest of the MAX nodes' values, min(12, 6, 14) = 6.
    page = show_trace("tree", render_tree(FIGURE_5_2), player=BLACK).unwrap()
    assert page.text.splitlines()[0].startswith("MIN ((3,12,8)")
    assert page.text.splitlines()[-2].endswith("returns 6")


def test_the_frame_holds_the_whole_page_and_nothing_else() -> None:
    page = show_trace("tree", render_tree(FIGURE_5_2)).unwrap()
    tags, attributes = _frame_source(page._repr_html_())
    # Everything of the page is inside the attribute: no tag of it reaches the notebook.
    assert tags == ["iframe", "script"]
    assert attributes["srcdoc"] == page.html
    assert attributes["sandbox"] == "allow-scripts"
    assert attributes["height"] == str(page.height)
    assert attributes["title"] == page.title


def test_a_quote_or_an_ampersand_in_a_position_stays_inside_the_frame() -> None:
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    page = trace_page(traced, lambda tree: f'"&</iframe><script>{render_tree(tree)}', "t")
    tags, attributes = _frame_source(page._repr_html_())
    assert tags == ["iframe", "script"]
    assert attributes["srcdoc"] == page.html


def test_the_frame_has_one_height_the_page_fits_its_tree_into() -> None:
    page = show_trace("tree", render_tree(FIGURE_5_2)).unwrap()
    assert page.height == 640
    assert 'height="640"' in page._repr_html_()
    chosen = trace_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "t", height=333)
    assert chosen.height == 333


def test_plain_display_and_print_give_the_hand_simulation() -> None:
    page = show_trace("tree", render_tree(FIGURE_5_2)).unwrap()
    written: list[str] = []

    class Printer:
        def text(self, obj: str, /) -> None:
            written.append(obj)

    page._repr_pretty_(Printer(), cycle=False)
    assert written == [page.text]
    assert str(page) == page.text
    assert repr(page) == (
        "<TracePage 'tree: ((3,12,8),(2,4,6),(14,5,2))': 15 steps, 7 of 9 leaves evaluated>"
    )


def test_ipython_shows_the_text_as_plain_text() -> None:
    pretty = pytest.importorskip("IPython.lib.pretty")
    page = show_trace("tree", render_tree(FIGURE_5_2)).unwrap()
    assert pretty.pretty(page) == page.text


def test_a_trace_page_is_a_frozen_record() -> None:
    page = show_trace("tree", "((1,2),(3,4))").unwrap()
    assert isinstance(page, TracePage)
    assert show_trace("tree", "((1,2),(3,4))") == Success(page)
    with pytest.raises(AttributeError):
        page.title = "another"  # type: ignore[misc]  # the record is frozen: that is the test


@given(game_trees(max_leaves=30), st.sampled_from([WHITE, BLACK]))
def test_minimax_evaluates_every_leaf_of_any_tree(tree: Tree, player: Player) -> None:
    page = show_trace("tree", render_tree(tree), algorithm="minimax", player=player).unwrap()
    assert page.evaluated == page.leaves == leaf_count(tree)
    assert page.text.splitlines()[-1] == f"{page.leaves} of {page.leaves} leaves evaluated"


@given(st.text(max_size=30))
def test_any_text_of_a_position_stays_inside_the_frame(text: str) -> None:
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    page = trace_page(traced, lambda tree: text + render_tree(tree), text)
    tags, attributes = _frame_source(page._repr_html_())
    assert tags == ["iframe", "script"]
    assert attributes["srcdoc"] == page.html
    assert attributes["title"] == text


def test_a_page_counts_what_the_search_evaluated() -> None:
    assert show_trace("tictactoe", "XXO/.../O..", depth=2).map(
        lambda page: page.evaluated
    ) == Success(11)
    page = trace_page(trace(TREE_CONFIG, WALKTHROUGH, WHITE), render_tree, "A-G")
    assert (page.title, page.evaluated, page.leaves, page.text.splitlines()[-1]) == (
        "A-G",
        5,
        8,
        "5 of 8 leaves evaluated",
    )
