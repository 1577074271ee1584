"""A traced search as one self-contained web page that steps through it.

:func:`html_page` writes a single HTML file (inline CSS, JavaScript and SVG, no
network) with the tree the search walked (:mod:`fnsearch.trace.walked_tree`) drawn in
layers — MAX nodes as triangles pointing up, MIN nodes pointing down, chance nodes
as circles with each edge's probability written on it, leaves as boxes — and the
buttons "start", "previous", "next" and "end" (or the arrow keys, Home and End) to
go through the search one step at a time. The current node is highlighted, the
panel shows its window ``α``/``β``, its value and the step in the lecture's words,
the counters read "step k of n" and "leaves evaluated: x of M", values appear when
they are known and what a cut never searched turns grey at the cut. Quiescence
nodes, searched below the depth limit, have a dashed blue outline and their steps
read ``Q``.

The steps are embedded as JSON (with every ``<`` escaped, so no text of a
configuration can end the script).

>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
>>> from fnsearch.trace.run import chance_trace, trace
>>> page = html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")
>>> page.startswith("<!DOCTYPE html>"), page.count('class="node '), page.count("://")
(True, 13, 1)

(the one address is the SVG namespace's name, never fetched).

>>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse, render
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> page = html_page(chance_trace(CHANCE_TREE, tree, WHITE).unwrap(), render, "AIMA")
>>> page.count('class="node '), page.count("<circle"), page.count('class="edge-label')
(7, 2, 4)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from html import escape
from itertools import accumulate, groupby
from typing import Final, NamedTuple, TypeAlias, TypeVar

from fnsearch.core.events import CHANCE, MAX, MIN
from fnsearch.trace.picture import node_label
from fnsearch.trace.simulation import describe, value_text, window_text
from fnsearch.trace.steps import ENTER, LEAF, RESUME, Path, Step, Traced
from fnsearch.trace.walked_tree import INNER, PRUNED, TracedTree, WalkedNode, node_id, traced_tree

__all__ = ["Json", "html_page", "layout", "page_data", "places"]

_C = TypeVar("_C")

_MARGIN: Final = 44

Json: TypeAlias = dict[str, str | int | bool]
"""One plain JSON object of the page's data."""


class _Sizes(NamedTuple):
    """How big the drawing's parts are, in pixels.

    Attributes:
        slot: horizontal room for one leaf.
        layer: vertical distance between two plies.
        box: half the width of a leaf's box.
        triangle: half the width of a triangle's base.
        window: how far below a node's centre its window is written.
    """

    slot: int
    layer: int
    box: int
    triangle: int
    window: int


_SIZES: Final = _Sizes(slot=72, layer=96, box=20, triangle=28, window=36)
# The values of a game of chance are fractions and decimals, its edges carry
# probabilities: its nodes are wider and its layers further apart.
_CHANCE_SIZES: Final = _Sizes(slot=84, layer=104, box=26, triangle=30, window=38)


def layout(nodes: tuple[WalkedNode[_C], ...]) -> Mapping[Path, float]:
    """The horizontal place of each node, in leaf widths.

    Leaves stand side by side in search order, each inner node centred over its
    leftmost and rightmost leaf.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> from fnsearch.trace.run import trace
    >>> places = layout(traced_tree(trace(TREE_CONFIG, FIGURE_5_2, WHITE)).nodes)
    >>> places[()], places[(1,)], places[(1, 2)]
    (4.0, 4.0, 5.0)
    """
    return places(tuple(node.path for node in nodes))


def places(paths: tuple[Path, ...]) -> Mapping[Path, float]:
    """The horizontal place of each node named by its path (given in preorder), in leaf widths.

    >>> places(((), (0,), (1,), (1, 0), (1, 1)))[(1,)]
    1.5
    """
    return _places(paths, _children(paths))


def _parent(path: Path) -> Path:
    return path[:-1]


def _children(paths: tuple[Path, ...]) -> Mapping[Path, tuple[Path, ...]]:
    return {
        parent: tuple(group)
        for parent, group in groupby(sorted((p for p in paths if p), key=_parent), key=_parent)
    }


def _places(
    paths: tuple[Path, ...], children: Mapping[Path, tuple[Path, ...]]
) -> Mapping[Path, float]:
    return _centred(
        paths,
        children,
        {path: slot for slot, path in enumerate(p for p in paths if p not in children)},
    )


def _centred(
    paths: tuple[Path, ...],
    children: Mapping[Path, tuple[Path, ...]],
    slots: Mapping[Path, int],
) -> Mapping[Path, float]:
    def first(path: Path) -> Path:
        return path if path not in children else first(children[path][0])

    def last(path: Path) -> Path:
        return path if path not in children else last(children[path][-1])

    return {path: (slots[first(path)] + slots[last(path)]) / 2 for path in paths}


def page_data(traced: Traced[_C], show: Callable[[_C], str]) -> dict[str, list[Json]]:
    """What the page's script steps through, as plain JSON-ready values.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> data = page_data(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree)
    >>> data["steps"][7]
    {'node': 'n_1_0', 'text': 'leaf 2 = 2', 'window': 'α=3 β=+∞', 'value': '2', 'leaves': 4}
    """
    return _data(traced, show, traced_tree(traced))


def _data(
    traced: Traced[_C], show: Callable[[_C], str], tree: TracedTree[_C]
) -> dict[str, list[Json]]:
    return {
        "steps": [
            _step_json(step, show, leaves)
            for step, leaves in zip(
                traced.steps,
                accumulate(int(step.kind == LEAF) for step in traced.steps),
                strict=True,
            )
        ],
        "nodes": [
            {
                "id": node_id(node.path),
                "appears": node.appears,
                "done": node.done,
                "pruned": node.kind == PRUNED,
            }
            for node in tree.nodes
        ],
        "totals": [{"steps": len(traced.steps), "leaves": traced.leaves}],
    }


def _step_json(step: Step[_C], show: Callable[[_C], str], leaves: int) -> Json:
    return {
        "node": node_id(step.path),
        "text": describe(step, show),
        "window": "—" if step.window is None else window_text(step.window, chance=step.chance),
        "value": "—"
        if step.kind in (ENTER, RESUME)
        else value_text(step.value, chance=step.chance),
        "leaves": leaves,
    }


def _shape(node: WalkedNode[_C], sizes: _Sizes, x: float, y: float) -> str:
    return (
        f'<rect x="{x - sizes.box:.1f}" y="{y - 14:.1f}" width="{2 * sizes.box}" height="28"'
        ' rx="3"/>'
        if node.kind != INNER
        else f'<circle cx="{x:.1f}" cy="{y:.1f}" r="24"/>'
        if node.side == CHANCE
        else f'<polygon points="{x:.1f},{y - 24:.1f} {x - sizes.triangle:.1f},{y + 18:.1f}'
        f' {x + sizes.triangle:.1f},{y + 18:.1f}"/>'
        if node.side == MAX
        else f'<polygon points="{x - sizes.triangle:.1f},{y - 18:.1f}'
        f' {x + sizes.triangle:.1f},{y - 18:.1f} {x:.1f},{y + 24:.1f}"/>'
    )


def _node_svg(
    node: WalkedNode[_C], show: Callable[[_C], str], sizes: _Sizes, x: float, y: float
) -> str:
    return (
        f'<g class="node {node.kind}{" cut" if node.cut is not None else ""}'
        f'{" quiet" if node.quiet else ""}" id="{node_id(node.path)}">'
        f"<title>{escape(show(node.config))}</title>{_shape(node, sizes, x, y)}"
        f'<text class="value" x="{x:.1f}" y="{y + (-4 if node.side == MIN else 0):.1f}">'
        f"{escape(_value_text(node, show))}</text>"
        + (
            f'<text class="window" x="{x:.1f}" y="{y + sizes.window:.1f}">'
            f"{escape(window_text(node.window, chance=node.chance))}</text>"
            if node.window is not None and node.kind == INNER
            else ""
        )
        + "</g>"
    )


def _value_text(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    # A pruned node shows its text; any other the first line of the picture's label:
    # the value, or the bound of Star2's probe.
    return show(node.config) if node.kind == PRUNED else node_label(node, show).split("\n")[0]


def _edge_svg(node: WalkedNode[_C], sizes: _Sizes, at: Mapping[Path, float]) -> str:
    return (
        f'<line class="edge{" pruned" if node.kind == PRUNED else ""}"'
        f' id="e_{node_id(node.path)}" x1="{_x(sizes, at[node.path[:-1]]):.1f}"'
        f' y1="{_y(sizes, len(node.path) - 1) + _bottom(node):.1f}"'
        f' x2="{_x(sizes, at[node.path]):.1f}" y2="{_y(sizes, len(node.path)) - _top(node):.1f}"/>'
        + (
            f'<text class="edge-label{" pruned" if node.kind == PRUNED else ""}"'
            f' id="p_{node_id(node.path)}"'
            f' x="{(_x(sizes, at[node.path[:-1]]) + _x(sizes, at[node.path])) / 2:.1f}"'
            f' y="{_y(sizes, len(node.path)) - sizes.layer / 2:.1f}">'
            f"{escape(str(node.probability))}</text>"
            if node.probability is not None
            else ""
        )
    )


def _bottom(node: WalkedNode[_C]) -> int:
    """Where an edge into ``node`` leaves its parent, below the parent's centre."""
    # The edges of a game of chance meet every node at the same height; the
    # deterministic ones go by the node's own side, as they always have.
    return 22 if node.chance else 24 if node.maximizing else 18


def _top(node: WalkedNode[_C]) -> int:
    """How far above a node's centre an edge into it ends."""
    return 22 if node.chance else 14 if node.kind != INNER else 24 if node.maximizing else 18


def _x(sizes: _Sizes, place: float) -> float:
    return _MARGIN + sizes.slot / 2 + place * sizes.slot


def _y(sizes: _Sizes, ply: int) -> float:
    return _MARGIN + ply * sizes.layer


def _svg(
    nodes: tuple[WalkedNode[_C], ...],
    show: Callable[[_C], str],
    sizes: _Sizes,
    at: Mapping[Path, float],
) -> str:
    return "\n".join(
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" id="tree"'
            f' width="{2 * _MARGIN + sizes.slot * (1 + max(at.values(), default=0)):.0f}"'
            f' height="{2 * _MARGIN + sizes.layer * max(len(n.path) for n in nodes)}">',
            *(_edge_svg(node, sizes, at) for node in nodes if node.path),
            *(
                _node_svg(node, show, sizes, _x(sizes, at[node.path]), _y(sizes, len(node.path)))
                for node in nodes
            ),
            "</svg>",
        )
    )


def html_page(traced: Traced[_C], show: Callable[[_C], str], title: str, *, extra: str = "") -> str:
    """One self-contained HTML page that draws the search and steps through it.

    ``extra`` is HTML put at the end of the body, after the page's own script
    (which leaves ``window.fnsearch`` with ``show(k)``, the number of ``steps``
    and the ``current()`` step for it to use).
    """
    return _page(traced, show, title, traced_tree(traced), extra)


def _page(
    traced: Traced[_C], show: Callable[[_C], str], title: str, tree: TracedTree[_C], extra: str
) -> str:
    return (
        _TEMPLATE.replace("{extra}", extra)
        .replace("{title}", escape(title))
        .replace(
            "{svg}",
            _svg(
                tree.nodes,
                show,
                _CHANCE_SIZES if any(node.chance for node in tree.nodes[:1]) else _SIZES,
                layout(tree.nodes),
            ),
        )
        .replace("{total}", str(len(traced.steps)))
        .replace("{leaves}", str(traced.leaves))
        .replace(
            "{data}",
            json.dumps(_data(traced, show, tree), ensure_ascii=False).replace("<", "\\u003c"),
        )
        # Last, so that nothing in the extra HTML is taken for a placeholder.
        .replace("{extra}", extra)
    )


_TEMPLATE: Final = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.3em; margin: 0 0 0.6em; }
#controls button { font-size: 1em; padding: 0.3em 0.9em; margin-right: 0.3em; }
#panel { margin: 0.8em 0; line-height: 1.5; }
#counter, #leaves { font-weight: bold; margin-right: 1.5em; }
#text { font-family: Menlo, Consolas, monospace; }
#tree { display: block; margin-top: 0.5em; }
.node polygon, .node rect, .node circle { fill: #fff; stroke: #333; stroke-width: 1.5; }
.edge-label { font-size: 11px; fill: #555; text-anchor: middle; }
.node text { text-anchor: middle; dominant-baseline: middle; font-size: 13px; }
.node text.window { font-size: 10px; fill: #555; paint-order: stroke;
                    stroke: #fff; stroke-width: 4px; stroke-linejoin: round; }
.edge { stroke: #333; stroke-width: 1.3; }
.unseen { opacity: 0.18; }
.pending text.value { visibility: hidden; }
.node.pruned.shown polygon, .node.pruned.shown rect { stroke: #aaa; stroke-dasharray: 4 3; }
.edge-label.pruned.shown { fill: #aaa; }
.node.pruned.shown text { fill: #aaa; }
.edge.pruned.shown { stroke: #aaa; stroke-dasharray: 5 4; }
.node.quiet polygon, .node.quiet rect { stroke: #1f4fbf; stroke-dasharray: 5 3; }
.node.cut.finished polygon, .node.cut.finished circle { stroke: #c00; stroke-width: 2.5; }
.node.current polygon, .node.current rect, .node.current circle {
  fill: #ffe27a; stroke: #b36b00; stroke-width: 3; }
</style>
</head>
<body>
<h1>{title}</h1>
<div id="controls">
<button id="start" type="button">start</button>
<button id="previous" type="button">previous</button>
<button id="next" type="button">next</button>
<button id="end" type="button">end</button>
<span>(or ← → Home End)</span>
</div>
<div id="panel">
<span id="counter">step 1 of {total}</span>
<span id="leaves">leaves evaluated: 0 of {leaves}</span><br>
<span id="text"></span><br>
window: <span id="window"></span> &nbsp; value: <span id="value"></span>
</div>
{svg}
<script type="application/json" id="trace-data">{data}</script>
<script>
"use strict";
const data = JSON.parse(document.getElementById("trace-data").textContent);
const steps = data.steps;
const total = data.totals[0];
let current = 0;
function show(k) {
  current = Math.max(0, Math.min(steps.length - 1, k));
  const step = steps[current];
  for (const node of data.nodes) {
    const shown = current >= node.appears;
    const finished = current >= node.done;
    for (const element of [document.getElementById(node.id),
                           document.getElementById("e_" + node.id),
                           document.getElementById("p_" + node.id)]) {
      if (element === null) continue;
      element.classList.toggle("unseen", !shown);
      element.classList.toggle("shown", shown);
      element.classList.toggle("finished", finished);
      element.classList.toggle("pending", !finished);
      element.classList.toggle("current", node.id === step.node);
    }
  }
  document.getElementById("counter").textContent =
    "step " + (current + 1) + " of " + total.steps;
  document.getElementById("leaves").textContent =
    "leaves evaluated: " + step.leaves + " of " + total.leaves;
  document.getElementById("text").textContent = step.text;
  document.getElementById("window").textContent = step.window;
  document.getElementById("value").textContent = step.value;
}
document.getElementById("start").addEventListener("click", () => show(0));
document.getElementById("previous").addEventListener("click", () => show(current - 1));
document.getElementById("next").addEventListener("click", () => show(current + 1));
document.getElementById("end").addEventListener("click", () => show(steps.length - 1));
document.addEventListener("keydown", (event) => {
  const moves = {ArrowLeft: current - 1, ArrowRight: current + 1,
                 Home: 0, End: steps.length - 1};
  if (event.key in moves) {
    event.preventDefault();
    show(moves[event.key]);
  }
});
show(0);
window.fnsearch = {show: show, steps: steps.length, current: () => current};
</script>
{extra}
</body>
</html>
"""
