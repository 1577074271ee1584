"""The DOT picture of a traced search: its structure, and Graphviz's drawing of it."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch.cli.picture_files import DOT_MISSING, write_picture
from fnsearch.core.config import BLACK, INFINITY, WHITE, Player
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, WALKTHROUGH, Tree, render_tree
from fnsearch.trace.picture import dot_source
from fnsearch.trace.run import trace
from fnsearch.trace.steps import Traced
from fnsearch.trace.walked_tree import INNER, PRUNED, node_id, traced_tree
from tests.strategies import game_trees

NODE = re.compile(r"^  (n[_0-9]*) \[(.*)\];$")
EDGE = re.compile(r"^  (n[_0-9]*) -> (n[_0-9]*)( \[(.*)\])?;$")
LABEL = re.compile(r'label="((?:[^"\\]|\\.)*)"')


def _figure() -> Traced[Tree]:
    return trace(TREE_CONFIG, FIGURE_5_2, WHITE)


def _nodes(text: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for line in text.splitlines() if (m := NODE.match(line))}


def _edges(text: str) -> list[tuple[str, str, str]]:
    return [
        (m.group(1), m.group(2), m.group(4) or "")
        for line in text.splitlines()
        if (m := EDGE.match(line))
    ]


def _label(attributes: str) -> str:
    found = LABEL.search(attributes)
    assert found is not None, attributes
    return found.group(1)


def test_figure_5_2_has_two_dashed_pruned_edges_to_leaves_4_and_6() -> None:
    text = dot_source(_figure(), render_tree)
    nodes = _nodes(text)
    dashed = [(parent, child) for parent, child, style in _edges(text) if "dashed" in style]
    assert dashed == [("n_1", "n_1_1"), ("n_1", "n_1_2")]
    assert [_label(nodes[child]) for _, child in dashed] == ["4", "6"]
    assert all("grey" in nodes[child] for _, child in dashed)


def test_figure_5_2_shapes_and_labels() -> None:
    nodes = _nodes(dot_source(_figure(), render_tree))
    assert len(nodes) == 13
    assert "shape=triangle" in nodes["n"]
    assert _label(nodes["n"]) == "3\\nα=-∞ β=+∞"
    assert all("shape=invtriangle" in nodes[f"n_{k}"] for k in range(3))
    assert _label(nodes["n_0"]) == "3\\nα=-∞ β=+∞"
    assert _label(nodes["n_1"]) == "3\\nα=3 β=+∞\\ncut: 2 ≤ α"
    assert "red" in nodes["n_1"]
    assert "red" not in nodes["n_0"]
    leaves = [_label(nodes[f"n_{i}_{j}"]) for i in range(3) for j in range(3)]
    assert leaves == ["3", "12", "8", "2", "4", "6", "14", "5", "2"]
    assert all("shape=box" in nodes[f"n_{i}_{j}"] for i in range(3) for j in range(3))


def test_edges_leave_each_node_in_search_order() -> None:
    edges = _edges(dot_source(_figure(), render_tree))
    assert [child for _, child, _ in edges] == [
        "n_0",
        "n_0_0",
        "n_0_1",
        "n_0_2",
        "n_1",
        "n_1_0",
        "n_1_1",
        "n_1_2",
        "n_2",
        "n_2_0",
        "n_2_1",
        "n_2_2",
    ]
    assert "ordering=out" in dot_source(_figure(), render_tree)


def test_equal_subtrees_are_two_nodes() -> None:
    # Both MIN nodes are (1, 2): the ids come from paths, so both are drawn.
    nodes = _nodes(dot_source(trace(TREE_CONFIG, ((1, 2), (1, 2)), WHITE), render_tree))
    assert {"n_0", "n_1", "n_0_0", "n_1_0"} <= set(nodes)


def test_quotes_and_lines_in_shown_text_are_escaped() -> None:
    text = dot_source(_figure(), lambda tree: f'"{render_tree(tree)}"\nok', title='a "b"')
    assert 'label="a \\"b\\""' in text
    assert 'tooltip="MAX \\"((3,12,8),(2,4,6),(14,5,2))\\"\\nok"' in text


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_the_walked_tree_matches_the_trace(tree: Tree, player: Player) -> None:
    traced = trace(TREE_CONFIG, tree, player)
    walked = traced_tree(traced)
    paths = [node.path for node in walked.nodes]
    assert len(set(paths)) == len(paths)
    assert all(path[:-1] in set(paths) for path in paths if path)
    assert sum(node.kind == "leaf" for node in walked.nodes) == traced.evaluated
    assert sum(node.kind == INNER for node in walked.nodes) == sum(
        step.kind == "enter" for step in traced.steps
    )
    # Searched and pruned children together are each node's children, in order, and
    # each searched child receives its parent's window as the earlier children left it.
    by_path = {node.path: node for node in walked.nodes}
    for node in walked.nodes:
        children = [by_path[p] for p in paths if p and p[:-1] == node.path]
        subtree = _subtree(tree, node.path)
        if node.kind != INNER:
            assert children == []
            continue
        assert isinstance(subtree, tuple)
        assert [child.config for child in children] == list(subtree)
        assert [child.maximizing for child in children] == [not node.maximizing] * len(children)
        window = (node.alpha, node.beta)
        for child in children:
            if child.kind != PRUNED:
                assert (child.alpha, child.beta) == window
                window = (
                    (max(window[0], child.value), window[1])
                    if node.maximizing
                    else (window[0], min(window[1], child.value))
                )
        assert any(child.kind == PRUNED for child in children) <= (node.cut is not None)
    assert walked.nodes[0].value == traced.steps[-1].value
    assert walked.nodes[0].maximizing == (player == WHITE)


def _subtree(tree: Tree, path: tuple[int, ...]) -> Tree:
    return (
        tree if not path else _subtree(tree[path[0]], path[1:]) if isinstance(tree, tuple) else tree
    )


def test_the_windows_of_the_walkthrough_are_the_lecture_s() -> None:
    walked = traced_tree(trace(TREE_CONFIG, WALKTHROUGH, WHITE))
    windows = {node_id(n.path): (n.alpha, n.beta) for n in walked.nodes if n.kind == INNER}
    assert windows["n"] == (-INFINITY, INFINITY)
    assert windows["n_0_1"] == (-INFINITY, 3)
    assert windows["n_1"] == (3, INFINITY)
    assert windows["n_1_0"] == (3, INFINITY)


def test_an_unknown_suffix_is_refused(tmp_path: Path) -> None:
    assert write_picture("digraph {}", str(tmp_path / "tree.gif")) == Failure(
        f"cannot draw {tmp_path / 'tree.gif'}: the picture's name must end in .svg or .png"
    )


def test_a_missing_dot_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("shutil.which", lambda _: None)
    result = write_picture("digraph {}", str(tmp_path / "tree.svg"))
    assert result == Failure(DOT_MISSING)
    assert "apt-get install graphviz" in DOT_MISSING
    assert "brew install graphviz" in DOT_MISSING
    assert "\n" not in DOT_MISSING


def _need_dot() -> None:
    if shutil.which("dot") is None:
        pytest.skip("Graphviz's dot is not installed (apt-get install graphviz)")


def test_dot_draws_figure_5_2_as_svg(tmp_path: Path) -> None:
    _need_dot()
    target = tmp_path / "fig.svg"
    assert write_picture(dot_source(_figure(), render_tree), str(target)) == Success(str(target))
    root = ET.parse(target).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    texts = [element.text for element in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "α=3 β=+∞" in texts
    assert "cut: 2 ≤ α" in texts
    assert texts.count("4") == 1
    assert {"12", "14", "6"} <= set(texts)
    titles = {element.text for element in root.iter("{http://www.w3.org/2000/svg}title")}
    assert {"n", "n_1_1", "n_1_2"} <= titles


def test_dot_draws_figure_5_2_as_png(tmp_path: Path) -> None:
    _need_dot()
    target = tmp_path / "fig.PNG"
    assert write_picture(dot_source(_figure(), render_tree), str(target)) == Success(str(target))
    assert target.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert target.stat().st_size > 1000


def test_dot_reports_bad_input_in_one_line(tmp_path: Path) -> None:
    _need_dot()
    result = write_picture("digraph { this is not dot", str(tmp_path / "bad.svg"))
    assert isinstance(result, Failure)
    assert "\n" not in result.failure()
    assert result.failure().startswith("dot failed on ")
