"""The pictures of a traced chance search: the DOT source, and the page in a real browser."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from fnsearch.cli.picture_files import write_page
from fnsearch.core.config import WHITE
from fnsearch.engine.options import CHANCE_ALGORITHMS, ChanceAlgorithm
from fnsearch.games.chancetree.game import CHANCE_TREE, ChanceTree, parse, render, to_move
from fnsearch.games.moves import typed_move
from fnsearch.games.pig import game as pig
from fnsearch.trace.page import html_page
from fnsearch.trace.picture import dot_source
from fnsearch.trace.run import chance_trace
from fnsearch.trace.steps import Traced
from fnsearch.trace.walked_tree import PRUNED, traced_tree
from tests.strategies import CHANCE_BOUNDS, chance_trees
from tests.trace.test_page import _browser_or_skip

NODE = re.compile(r"^  (n[_0-9]*) \[(.*)\];$")
EDGE = re.compile(r"^  (n[_0-9]*) -> (n[_0-9]*)( \[(.*)\])?;$")
LABEL = re.compile(r'label="((?:[^"\\]|\\.)*)"')
AIMA = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"


def _aima(algorithm: ChanceAlgorithm) -> Traced[ChanceTree]:
    return chance_trace(
        CHANCE_TREE, parse(AIMA).unwrap(), WHITE, algorithm=algorithm, bounds=(1, 4)
    )


def _nodes(text: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for line in text.splitlines() if (m := NODE.match(line))}


def _edges(text: str) -> dict[str, str]:
    return {m.group(2): m.group(4) or "" for line in text.splitlines() if (m := EDGE.match(line))}


def _label(attributes: str) -> str:
    found = LABEL.search(attributes)
    assert found is not None, attributes
    return found.group(1)


def test_star1_on_the_aima_example_is_drawn_with_ellipses_and_probabilities() -> None:
    text = dot_source(_aima("star1"), render)
    nodes, edges = _nodes(text), _edges(text)
    assert sorted(nodes) == ["n", "n_0", "n_0_0", "n_0_1", "n_1", "n_1_0", "n_1_1"]
    assert "shape=triangle" in nodes["n"]
    # An ellipse holds a fraction and its decimal where a circle would have to be huge.
    assert all("shape=ellipse" in nodes[chance] for chance in ("n_0", "n_1"))
    assert _label(nodes["n"]) == "21/10 (2.1)\\nα=1 β=4"
    assert _label(nodes["n_0"]) == "21/10 (2.1)\\nα=1 β=4"
    # Star1 cuts the second chance node at its bound 1.3: it is worth at most that.
    assert _label(nodes["n_1"]) == ("≤ 13/10 (1.3)\\nα=21/10 (2.1) β=4\\ncut: 1 ≤ α_i=17/9 (1.889)")
    assert "red" in nodes["n_1"]
    assert "red" not in nodes["n_0"]
    assert [_label(edges[child]) for child in ("n_0_0", "n_0_1", "n_1_0", "n_1_1")] == [
        "9/10",
        "1/10",
        "9/10",
        "1/10",
    ]
    assert "dashed" in edges["n_1_1"]
    assert "grey" in nodes["n_1_1"]
    assert _label(nodes["n_1_1"]) == "4"
    assert edges["n_0"] == ""  # below a decision node an edge has no probability
    assert "on an edge: its probability" in text


def _pig() -> str:
    config = pig.GAME.parse("90-95 +5 white").unwrap()
    assert pig.GAME.chance is not None
    chance = pig.GAME.chance
    traced = chance_trace(
        chance.instance,
        config,
        WHITE,
        algorithm="star1",
        depth=2,
        evaluate=chance.evaluate,
        bounds=chance.bounds(config),
    )
    return dot_source(
        traced,
        pig.GAME.render,
        sketch=pig.GAME.sketch,
        move=lambda parent, player, child: typed_move(pig.GAME, parent, player, child),
        sides=pig.GAME.sides,
    )


def test_pig_shows_the_scores_and_the_turn_total_and_both_kinds_of_edge() -> None:
    text = _pig()
    nodes, edges = _nodes(text), _edges(text)
    assert "<TD>90-95</TD>" in nodes["n"]
    assert "<TD>+5</TD>" in nodes["n"]
    assert "shape=house" in nodes["n"]
    assert "shape=ellipse" in nodes["n_0"]  # rolling: the die decides
    assert "shape=invhouse" in nodes["n_1"]  # holding: Black moves at 95-95
    # White types 1 to roll and 2 to hold; each face of the die has probability 1/6.
    assert [_label(edges[child]) for child in ("n_0", "n_1")] == ["roll", "hold"]
    assert [_label(edges[f"n_0_{face}"]) for face in range(6)] == ["1/6"] * 6
    # Black's node has one successor: its cut prunes nothing and is drawn orange.
    assert "color=darkorange2" in nodes["n_1"]
    assert "cut at the last child: nothing pruned" in text


def test_expectiminimax_draws_every_node_and_no_cut() -> None:
    text = dot_source(_aima("expectiminimax"), render)
    assert len(_nodes(text)) == 7
    assert "dashed" not in text
    assert "red" not in text


@given(chance_trees(), st.sampled_from(CHANCE_ALGORITHMS))
def test_the_drawn_tree_has_each_node_once_and_pruned_nodes_hang_from_cuts(
    tree: ChanceTree, algorithm: ChanceAlgorithm
) -> None:
    traced = chance_trace(
        CHANCE_TREE, tree, to_move(tree), algorithm=algorithm, bounds=CHANCE_BOUNDS
    )
    nodes = traced_tree(traced)
    paths = [node.path for node in nodes]
    assert len(paths) == len(set(paths))
    assert all(path[:-1] in set(paths) for path in paths if path)
    assert sum(1 for node in nodes if node.kind == "leaf") == traced.evaluated
    by_path = {node.path: node for node in nodes}
    assert all(by_path[node.path[:-1]].cut is not None for node in nodes if node.kind == PRUNED)


def test_stepping_through_star1_on_the_aima_example_in_a_browser(tmp_path: Path) -> None:
    chromium = _browser_or_skip()
    from playwright.sync_api import expect, sync_playwright

    traced = _aima("star1")
    steps = len(traced.steps)
    target = tmp_path / "aima.html"
    assert write_page(html_page(traced, render, "AIMA, Star1"), str(target)).unwrap() == (
        str(target)
    )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(target.as_uri())
        counter, leaves_shown = page.locator("#counter"), page.locator("#leaves")
        expect(counter).to_have_text(f"step 1 of {steps}")
        expect(leaves_shown).to_have_text("leaves evaluated: 0 of 4")
        expect(page.locator("circle")).to_have_count(2)
        assert "unseen" in (page.get_attribute("#n_1_1", "class") or "")
        page.keyboard.press("End")
        expect(counter).to_have_text(f"step {steps} of {steps}")
        expect(leaves_shown).to_have_text("leaves evaluated: 3 of 4")
        expect(page.locator("#text")).to_have_text(
            "MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) returns 21/10 (2.1)"
        )
        page.keyboard.press("ArrowLeft")
        expect(page.locator("#text")).to_have_text(
            "CHANCE chance(9/10: 1, 1/10: 4) cuts at 13/10 (1.3): 1 ≤ α_i = 17/9 (1.889):"
            " pruned 1/10: 4"
        )
        expect(page.locator("#window")).to_have_text("α=21/10 (2.1) β=4")
        expect(page.locator(".node.pruned.shown")).to_have_count(1)
        expect(page.locator(".edge-label.pruned.shown")).to_have_text("1/10")
        page.keyboard.press("ArrowLeft")
        expect(page.locator(".node.pruned.shown")).to_have_count(0)
        page.keyboard.press("Home")
        expect(counter).to_have_text(f"step 1 of {steps}")
        browser.close()
    assert errors == []
