"""The DOT picture of a traced search: its structure, and Graphviz's drawing of it."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch.cli.main import main
from fnsearch.cli.picture_files import DOT_MISSING, write_picture
from fnsearch.core.config import BLACK, INFINITY, WHITE, Player
from fnsearch.engine.options import SearchOptions
from fnsearch.games import nim, tictactoe
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.moves import typed_move
from fnsearch.games.record import C, Game
from fnsearch.games.sketch import Caption
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
    # The lecture writes "≤ 2" beside a MIN node that cut at 2; the fail-hard search returns α = 3.
    assert _label(nodes["n_1"]) == "3 (≤ 2)\\nα=3 β=+∞\\ncut: 2 ≤ α"
    assert _label(nodes["n_2"]) == "3 (≤ 2)\\nα=3 β=+∞\\ncut: 2 ≤ α"
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
    text = dot_source(_figure(), lambda tree: f'"{render_tree(tree)}"\nok', title='a "b"\n<c>')
    assert '<FONT POINT-SIZE="18">a &quot;b&quot;<BR/>&lt;c&gt;</FONT>' in text
    assert 'tooltip="MAX \\"((3,12,8),(2,4,6),(14,5,2))\\"\\nok"' in text


@given(game_trees(), st.sampled_from([WHITE, BLACK]))
def test_the_walked_tree_matches_the_trace(tree: Tree, player: Player) -> None:
    traced = trace(TREE_CONFIG, tree, player)
    walked = traced_tree(traced)
    paths = [node.path for node in walked]
    assert len(set(paths)) == len(paths)
    assert all(path[:-1] in set(paths) for path in paths if path)
    assert sum(node.kind == "leaf" for node in walked) == traced.evaluated
    assert sum(node.kind == INNER for node in walked) == sum(
        step.kind == "enter" for step in traced.steps
    )
    # Searched and pruned children together are each node's children, in order, and
    # each searched child receives its parent's window as the earlier children left it.
    by_path = {node.path: node for node in walked}
    for node in walked:
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
    assert walked[0].value == traced.steps[-1].value
    assert walked[0].maximizing == (player == WHITE)


def _subtree(tree: Tree, path: tuple[int, ...]) -> Tree:
    return (
        tree if not path else _subtree(tree[path[0]], path[1:]) if isinstance(tree, tuple) else tree
    )


def test_the_windows_of_the_walkthrough_are_the_lecture_s() -> None:
    walked = traced_tree(trace(TREE_CONFIG, WALKTHROUGH, WHITE))
    windows = {node_id(n.path): (n.alpha, n.beta) for n in walked if n.kind == INNER}
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


# --- a game's positions drawn small, the moves on the edges, the key -----------------------

CELL = re.compile(r"<TD FIXEDSIZE=\"TRUE\"[^>]*>(.*?)</TD>")
X_DISC = '<FONT COLOR="#d62728">●</FONT>'
O_DISC = '<FONT COLOR="#e6a100">●</FONT>'


def _game_dot(record: Game[C], position: str, *, depth: int) -> str:
    """The picture the trace command draws of ``position``, searched ``depth`` plies."""
    config = record.parse(position).unwrap()
    assert record.to_move is not None
    traced = trace(
        record.instance,
        config,
        record.to_move(config),
        SearchOptions(depth=depth, evaluate=record.evaluate),
    )
    return dot_source(
        traced,
        record.render,
        sketch=record.sketch,
        move=lambda parent, player, child: typed_move(record, parent, player, child),
        sides=record.sides,
    )


def _html(attributes: str) -> str:
    found = re.search(r"label=<(.*)>, tooltip=", attributes)
    assert found is not None, attributes
    return found.group(1)


def test_a_board_is_drawn_small_above_its_value_and_its_window() -> None:
    nodes = _nodes(_game_dot(tictactoe.GAME, "XXO/.../O..", depth=2))
    root = _html(nodes["n"])
    marks = ["<B>X</B>", "<B>X</B>", "<B>O</B>", "", "", "", "<B>O</B>", "", ""]
    assert CELL.findall(root) == marks
    assert root.index("</TABLE>") < root.index("<B>0</B>") < root.index("α=-∞ β=+∞")
    assert "shape=house" in nodes["n"]
    assert all("shape=invhouse" in nodes[f"n_{k}"] for k in range(5))
    # A leaf: its board and its value; a pruned node: its board alone, in grey.
    assert CELL.findall(_html(nodes["n_0_0"])) == [
        *("<B>X</B>", "<B>X</B>", "<B>O</B>"),
        *("<B>X</B>", "<B>O</B>", ""),
        *("<B>O</B>", "", ""),
    ]
    assert "<B>-4</B>" in _html(nodes["n_0_0"])
    assert "<B>" in _html(nodes["n_2_1"])
    assert "grey60" in nodes["n_2_1"]
    assert "POINT-SIZE" not in _html(nodes["n_2_1"])  # no value: it was never searched


def test_edges_out_of_max_and_min_nodes_are_labelled_with_the_typed_move() -> None:
    # X moves into an empty cell of XXO/.../O.., numbered 1 to 9 row by row; after 6,
    # O has 4, 5, 8 and 9, and the cut after 4 prunes the other three.
    edges = _edges(_game_dot(tictactoe.GAME, "XXO/.../O..", depth=2))
    assert [_label(style) for parent, _, style in edges if parent == "n"] == [
        "4",
        "5",
        "6",
        "8",
        "9",
    ]
    below = [style for parent, _, style in edges if parent == "n_2"]
    assert [_label(style) for style in below] == ["4", "5", "8", "9"]
    assert ["dashed" in style and "grey60" in style for style in below] == [
        False,
        True,
        True,
        True,
    ]


def test_trees_keep_their_numbers_and_unlabelled_edges() -> None:
    text = dot_source(_figure(), render_tree)
    assert "<TD FIXEDSIZE" not in text
    assert all("label" not in style for _, _, style in _edges(text))


def test_connect_four_draws_its_discs_in_colour() -> None:
    nodes = _nodes(
        _game_dot(connect4.GAME, "......./......./......./......./...O.../...X...", depth=1)
    )
    cells = CELL.findall(_html(nodes["n"]))
    assert len(cells) == 42
    assert {index for index, cell in enumerate(cells) if cell} == {4 * 7 + 3, 5 * 7 + 3}
    assert (cells[4 * 7 + 3], cells[5 * 7 + 3]) == (O_DISC, X_DISC)
    # X drops into column 1: the bottom row's first cell.
    assert CELL.findall(_html(nodes["n_0"]))[5 * 7] == X_DISC


def test_nim_draws_its_pile_as_coins_in_rows_of_five() -> None:
    nodes = _nodes(_game_dot(nim.GAME, "7", depth=1))
    assert re.findall(r">(●+)<", _html(nodes["n"])) == ["●●●●●", "●●"]
    assert re.findall(r">(●+)<", _html(nodes["n_1"])) == ["●●●●●"]


def test_the_key_names_what_the_picture_uses_and_nothing_else() -> None:
    figure = dot_source(_figure(), render_tree)
    assert re.findall(r'<TD ALIGN="LEFT">([^<]*)</TD>', figure) == [
        "MAX node: White to move",
        "MIN node: Black to move",
        "leaf",
        "the window the node received",
        "cut: the bound it proves, and why",
        "cut at the last child: nothing pruned",
        "pruned: never searched",
    ]
    game = _game_dot(tictactoe.GAME, "XXO/.../O..", depth=2)
    assert "MAX node: White (X) to move" in game
    assert "on an edge: the move typed" in game
    assert "nothing pruned" not in game  # each of its cuts pruned a successor


def test_a_cut_that_pruned_nothing_is_orange_and_one_that_pruned_is_red() -> None:
    nodes = _nodes(dot_source(_figure(), render_tree))
    # Figure 5.2's third MIN node cuts at its last leaf, 2: nothing is left to prune.
    assert "color=darkorange2, penwidth=2" in nodes["n_2"]
    assert "color=red3, penwidth=2" in nodes["n_1"]
    assert "red" not in nodes["n_2"]


def test_a_fail_soft_cut_writes_the_bound_alone() -> None:
    # Failing soft, the second MIN node returns its leaf 2: the value is the bound.
    nodes = _nodes(
        dot_source(
            trace(TREE_CONFIG, FIGURE_5_2, WHITE, SearchOptions(algorithm="alphabeta-soft")),
            render_tree,
        )
    )
    assert _label(nodes["n_1"]) == "≤ 2\\nα=3 β=+∞\\ncut: 2 ≤ α"


def test_html_in_a_sketch_is_escaped() -> None:
    text = dot_source(_figure(), render_tree, sketch=lambda tree: Caption((f"<{tree}&>",)))
    assert "<TD>&lt;4&amp;&gt;</TD>" in text
    assert "<4&>" not in text


# --- the drawing dot makes: text apart and large enough, every style in the key -----------

PICTURES: dict[str, list[str]] = {
    "figure 5.2": ["tree", "((3,12,8),(2,4,6),(14,5,2))"],
    "tic-tac-toe": ["tictactoe", "XXO/.../O..", "--depth", "2"],
    "aima star1": ["chancetree", "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"],
    "pig": ["pig", "90-95 +5 white", "--depth", "2", "--algorithm", "star1"],
    "connect four": ["connect4", "......./......./......./......./...O.../...X...", "--depth", "2"],
}
SVG = "{http://www.w3.org/2000/svg}"
needs_dot = pytest.mark.skipif(
    shutil.which("dot") is None, reason="Graphviz's dot is not installed (apt-get install graphviz)"
)


class TextBox(NamedTuple):
    """Where a text of the drawing lies, estimated conservatively, in the SVG's units."""

    text: str
    left: float
    top: float
    right: float
    bottom: float


def text_boxes(root: ET.Element) -> list[TextBox]:
    """Every text's box: Graphviz writes its anchor on the baseline and its font size.

    A box is 0.6 em a character wide (wider than Helvetica's average, as wide as a
    fallback font's) and reaches 0.75 em above the baseline and 0.2 em below it.
    """
    return [
        TextBox(words, left, y - 0.75 * size, left + width, y + 0.2 * size)
        for element in root.iter(f"{SVG}text")
        if (words := "".join(element.itertext())).strip()
        for size in [float(element.get("font-size", "0"))]
        for width in [0.6 * size * len(words)]
        for y in [float(element.get("y", "0"))]
        for left in [_left(float(element.get("x", "0")), width, element.get("text-anchor"))]
    ]


def _left(x: float, width: float, anchor: str | None) -> float:
    return x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x


def overlapping(boxes: list[TextBox]) -> list[tuple[str, str]]:
    return [
        (a.text, b.text)
        for i, a in enumerate(boxes)
        for b in boxes[i + 1 :]
        if a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom
    ]


def test_the_overlap_check_sees_texts_that_touch_and_not_texts_apart() -> None:
    root = ET.fromstring(
        f'<svg xmlns="{SVG[1:-1]}">'
        '<text x="0" y="0" font-size="10">ab</text>'
        '<text x="11" y="0" font-size="10" text-anchor="middle">cd</text>'
        '<text x="0" y="20" font-size="10">ef</text>'
        "</svg>"
    )
    assert overlapping(text_boxes(root)) == [("ab", "cd")]


@pytest.fixture(scope="module", params=sorted(PICTURES))
def drawing(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> ET.Element:
    """The SVG the trace command writes of one of the lecture's pictures."""
    name = str(request.param)
    if shutil.which("dot") is None:
        pytest.skip("Graphviz's dot is not installed (apt-get install graphviz)")
    target = tmp_path_factory.mktemp("pictures") / "picture.svg"
    assert main(["trace", *PICTURES[name], "--svg", str(target)]) == 0
    return ET.parse(target).getroot()


@needs_dot
def test_no_two_texts_of_the_drawing_overlap(drawing: ET.Element) -> None:
    assert overlapping(text_boxes(drawing)) == []


@needs_dot
def test_every_text_is_at_least_12_points(drawing: ET.Element) -> None:
    # The SVG's width and height are in points and its drawing's units are points too:
    # a font size of 12 is 12 pt, 16 px at 100 %.
    width = drawing.get("width", "")
    assert width.endswith("pt")
    assert abs(float(width[:-2]) - float(drawing.get("viewBox", "0 0 0 0").split()[2])) < 1
    sizes = [float(element.get("font-size", "0")) for element in drawing.iter(f"{SVG}text")]
    assert sizes
    assert min(sizes) >= 12


def _outline(group: ET.Element) -> tuple[str, str, bool]:
    """How the first shape of a node or an edge is stroked: colour, width, dashes."""
    shape = next(
        element
        for element in group.iter()
        if element.tag in (f"{SVG}polygon", f"{SVG}ellipse", f"{SVG}path")
    )
    return (
        shape.get("stroke", "black"),
        shape.get("stroke-width", "1"),
        shape.get("stroke-dasharray") is not None,
    )


def _groups(root: ET.Element, kind: str) -> dict[str, ET.Element]:
    return {
        str(group.findtext(f"{SVG}title")): group
        for group in root.iter(f"{SVG}g")
        if group.get("class") == kind
    }


def _key_samples(root: ET.Element) -> set[tuple[str, str, bool]]:
    # The key lies in the graph's label: its shapes are the graph's own, in no node.
    graph = root.find(f"{SVG}g")
    assert graph is not None
    return {
        (
            shape.get("stroke", "black"),
            shape.get("stroke-width", "1"),
            "stroke-dasharray" in shape.attrib,
        )
        for shape in graph.findall(f"{SVG}polygon")
        if shape.get("stroke") != "transparent"
    }


@needs_dot
def test_the_key_shows_every_outline_and_line_of_the_drawing(drawing: ET.Element) -> None:
    samples = _key_samples(drawing)
    texts = {"".join(element.itertext()) for element in drawing.iter(f"{SVG}text")}
    assert {"leaf", "the window the node received"} <= texts
    assert any(text.startswith("MAX node: White") for text in texts)
    assert {_outline(node) for node in _groups(drawing, "node").values()} <= samples
    lines = {(colour, dashed) for colour, _, dashed in samples}
    assert {_outline(edge)[::2] for edge in _groups(drawing, "edge").values()} <= lines


@needs_dot
def test_a_cut_that_pruned_nothing_is_drawn_apart_in_the_drawing(tmp_path: Path) -> None:
    for name, last, pruning in (("figure 5.2", "n_2", "n_1"), ("pig", "n_1", None)):
        target = tmp_path / "picture.svg"
        assert main(["trace", *PICTURES[name], "--svg", str(target)]) == 0
        root = ET.parse(target).getroot()
        nodes = _groups(root, "node")
        texts = {"".join(element.itertext()) for element in root.iter(f"{SVG}text")}
        assert "cut at the last child: nothing pruned" in texts
        assert _outline(nodes[last]) == ("#ee7600", "2", False)  # darkorange2
        if pruning is not None:
            assert _outline(nodes[pruning]) == ("#cd0000", "2", False)  # red3


def _points(path: str) -> list[tuple[float, float]]:
    """Points along an edge: Graphviz writes it as ``M`` and cubic Bézier pieces."""
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path)]
    corners = list(zip(numbers[::2], numbers[1::2], strict=True))
    return [
        (
            sum(c * w for (c, _), w in zip(piece, _weights(t / 20), strict=True)),
            sum(c * w for (_, c), w in zip(piece, _weights(t / 20), strict=True)),
        )
        for start in range(0, len(corners) - 3, 3)
        for piece in [corners[start : start + 4]]
        for t in range(21)
    ]


def _weights(t: float) -> tuple[float, float, float, float]:
    return ((1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t**2 * (1 - t), t**3)


@needs_dot
def test_no_edge_crosses_the_text_of_a_node(drawing: ET.Element) -> None:
    boxes = [box for node in _groups(drawing, "node").values() for box in text_boxes(node)]
    crossings = [
        (title, box.text)
        for title, edge in _groups(drawing, "edge").items()
        for path in edge.iter(f"{SVG}path")
        for x, y in _points(path.get("d", ""))
        for box in boxes
        if box.left < x < box.right and box.top < y < box.bottom
    ]
    assert crossings == []


def test_the_points_of_an_edge_follow_its_curve() -> None:
    points = _points("M0,0C0,10 10,10 10,0")
    assert (points[0], points[10], points[-1]) == ((0, 0), (5, 7.5), (10, 0))


def test_each_edge_of_a_board_says_the_cell_played() -> None:
    board = tictactoe.parse("XXO/XOO/.X.").unwrap()
    text = dot_source(
        trace(tictactoe.GAME.instance, board, WHITE),
        tictactoe.render,
        sketch=tictactoe.GAME.sketch,
        move=lambda config, player, child: typed_move(tictactoe.GAME, config, player, child),
        sides=tictactoe.GAME.sides,
    )
    assert [line.strip() for line in text.splitlines() if "->" in line] == [
        'n -> n_0 [label="7"];',
        'n -> n_1 [label="9"];',
        'n_1 -> n_1_0 [label="7"];',
    ]
    assert "MAX node: White (X) to move" in text


def test_a_label_escapes_quotes_and_breaks_lines() -> None:
    text = dot_source(_figure(), lambda tree: 'say "3"\nthen 4', title="t")
    assert 'tooltip="MAX say \\"3\\"\\nthen 4"' in text
