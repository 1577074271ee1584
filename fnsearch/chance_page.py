"""A traced search of a game of chance as one self-contained web page that steps through it.

The page of :mod:`fnsearch.page` (the same buttons, keys, counters and script),
drawing the tree of :func:`~fnsearch.chance_pictures.chance_tree`: chance nodes as
circles with each edge's probability written on it, MAX and MIN nodes as
triangles, leaves as boxes, what a cut skipped greyed at the cut.

>>> from fnsearch.algorithms.chance_trace import chance_trace
>>> from fnsearch.config import WHITE
>>> from fnsearch.games.chancetree import CHANCE_TREE, parse, render
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> page = chance_html_page(chance_trace(CHANCE_TREE, tree, WHITE).unwrap(), render, "AIMA")
>>> page.count('class="node '), page.count("<circle"), page.count('class="edge-label')
(7, 2, 4)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from itertools import accumulate
from typing import Final, TypeVar

from fnsearch.algorithms.chance_steps import ENTER, LEAF, RESUME, ChanceStep, ChanceTraced, Path
from fnsearch.algorithms.chance_trace import describe_chance, number
from fnsearch.chance_pictures import INNER, PRUNED, ChanceNode, chance_tree, edge_label, node_label
from fnsearch.page import Json, assembled, node_json, places
from fnsearch.trace.events import CHANCE, MAX
from fnsearch.traced_tree import node_id

__all__ = ["chance_html_page", "chance_page_data"]

_C = TypeVar("_C")

_SLOT: Final = 84
_LAYER: Final = 104
_MARGIN: Final = 44


def chance_page_data(
    traced: ChanceTraced[_C], show: Callable[[_C], str], nodes: tuple[ChanceNode[_C], ...]
) -> dict[str, list[Json]]:
    """What the page's script steps through: the steps, the nodes and the totals.

    >>> from fnsearch.algorithms.chance_trace import chance_trace
    >>> from fnsearch.config import WHITE
    >>> from fnsearch.games.chancetree import CHANCE_TREE, parse, render
    >>> traced = chance_trace(CHANCE_TREE, parse("chance(1/2: 1, 1/2: 2)").unwrap(), WHITE).unwrap()
    >>> chance_page_data(traced, render, chance_tree(traced))["steps"][2]
    {'node': 'n', 'text': '1/2 · 1 → Σ = 1/2 (0.5)', 'window': '—', 'value': '1/2 (0.5)', \
'leaves': 1}
    """
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
            node_json(node.path, node.appears, node.done, pruned=node.kind == PRUNED)
            for node in nodes
        ],
        "totals": [{"steps": len(traced.steps), "leaves": traced.leaves}],
    }


def _step_json(step: ChanceStep[_C], show: Callable[[_C], str], leaves: int) -> Json:
    return {
        "node": node_id(step.path),
        "text": describe_chance(step, show),
        "window": "—"
        if step.window is None
        else f"α={number(step.window[0])} β={number(step.window[1])}",
        "value": "—" if step.kind in (ENTER, RESUME) else number(step.value),
        "leaves": leaves,
    }


def _shape(node: ChanceNode[_C], x: float, y: float) -> str:
    return (
        f'<rect x="{x - 26:.1f}" y="{y - 14:.1f}" width="52" height="28" rx="3"/>'
        if node.kind != INNER
        else f'<circle cx="{x:.1f}" cy="{y:.1f}" r="24"/>'
        if node.side == CHANCE
        else f'<polygon points="{x:.1f},{y - 24:.1f} {x - 30:.1f},{y + 18:.1f}'
        f' {x + 30:.1f},{y + 18:.1f}"/>'
        if node.side == MAX
        else f'<polygon points="{x - 30:.1f},{y - 18:.1f} {x + 30:.1f},{y - 18:.1f}'
        f' {x:.1f},{y + 24:.1f}"/>'
    )


def _value_text(node: ChanceNode[_C], show: Callable[[_C], str]) -> str:
    # The first line of the DOT label: the value (with its decimal), the probe, or the text.
    return node_label(node, show).split("\n")[0]


def _node_svg(node: ChanceNode[_C], show: Callable[[_C], str], x: float, y: float) -> str:
    return (
        f'<g class="node {node.kind}{" cut" if node.cut is not None else ""}"'
        f' id="{node_id(node.path)}">'
        f"<title>{escape(show(node.config))}</title>{_shape(node, x, y)}"
        f'<text class="value" x="{x:.1f}" y="{y + (0 if node.side != "MIN" else -4):.1f}">'
        f"{escape(_value_text(node, show))}</text>"
        + (
            f'<text class="window" x="{x:.1f}" y="{y + 38:.1f}">'
            f"α={escape(number(node.window[0]))} β={escape(number(node.window[1]))}</text>"
            if node.window is not None and node.kind == INNER
            else ""
        )
        + "</g>"
    )


def _x(place: float) -> float:
    return _MARGIN + _SLOT / 2 + place * _SLOT


def _y(ply: int) -> float:
    return _MARGIN + ply * _LAYER


def _edge_svg(node: ChanceNode[_C], at: Mapping[Path, float]) -> str:
    return (
        f'<line class="edge{" pruned" if node.kind == PRUNED else ""}" id="e_{node_id(node.path)}"'
        f' x1="{_x(at[node.path[:-1]]):.1f}" y1="{_y(len(node.path) - 1) + 22:.1f}"'
        f' x2="{_x(at[node.path]):.1f}" y2="{_y(len(node.path)) - 22:.1f}"/>'
        + (
            f'<text class="edge-label{" pruned" if node.kind == PRUNED else ""}"'
            f' id="p_{node_id(node.path)}"'
            f' x="{(_x(at[node.path[:-1]]) + _x(at[node.path])) / 2:.1f}"'
            f' y="{_y(len(node.path)) - _LAYER / 2:.1f}">{escape(edge_label(node))}</text>'
            if node.probability is not None
            else ""
        )
    )


def _svg(nodes: tuple[ChanceNode[_C], ...], show: Callable[[_C], str]) -> str:
    return (
        lambda at: "\n".join(
            (
                f'<svg xmlns="http://www.w3.org/2000/svg" id="tree"'
                f' width="{2 * _MARGIN + _SLOT * (1 + max(at.values(), default=0)):.0f}"'
                f' height="{2 * _MARGIN + _LAYER * max(len(n.path) for n in nodes)}">',
                *(_edge_svg(node, at) for node in nodes if node.path),
                *(_node_svg(node, show, _x(at[node.path]), _y(len(node.path))) for node in nodes),
                "</svg>",
            )
        )
    )(places(tuple(node.path for node in nodes)))


def chance_html_page(traced: ChanceTraced[_C], show: Callable[[_C], str], title: str) -> str:
    """One self-contained HTML page that draws the chance search and steps through it."""
    return (
        lambda nodes: assembled(
            title,
            _svg(nodes, show),
            chance_page_data(traced, show, nodes),
            len(traced.steps),
            traced.leaves,
        )
    )(chance_tree(traced))
