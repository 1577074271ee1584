r"""A traced search as the lecture draws it, written in Graphviz's DOT language.

:func:`dot_source` draws the tree a search walked (:mod:`fnsearch.traced_tree`):
MAX nodes as triangles pointing up, MIN nodes as triangles pointing down, leaves
as boxes, each node with its value and the window ``α``/``β`` it received; the
edges leave each node in search order, left to right; a cut node is drawn in red
with the child's value that caused the cut, and the successors it never searched
hang from it on dashed grey edges, as grey nodes labelled with their text; a
quiescence node, searched below the depth limit, has a dashed blue outline. The
shell (:mod:`fnsearch.shell.pictures`) runs ``dot`` on the text.

>>> from fnsearch.algorithms.trace import trace
>>> from fnsearch.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
>>> text = dot_source(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree)
>>> print(text.splitlines()[4])
  n [shape=triangle, label="3\nα=-∞ β=+∞", tooltip="MAX ((3,12,8),(2,4,6),(14,5,2))"];
>>> [line.strip() for line in text.splitlines() if "dashed" in line and "->" in line]
['n_1 -> n_1_1 [style=dashed, color=grey60];', 'n_1 -> n_1_2 [style=dashed, color=grey60];']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from fnsearch.algorithms.trace import Traced
from fnsearch.traced_tree import INNER, PRUNED, TABLE, Node, bound, node_id, traced_tree

__all__ = ["dot_source", "dot_string"]

_C = TypeVar("_C")

_HEADER: Final = (
    "  graph [ordering=out, nodesep=0.3, ranksep=0.5];",
    '  node [fontname="Helvetica", fontsize=11, margin=0.02];',
    '  edge [arrowhead=none, fontname="Helvetica"];',
)


def dot_string(text: str) -> str:
    r"""``text`` as a quoted DOT string: quotes and backslashes escaped, lines as ``\n``.

    >>> print(dot_string('say "3"\nthen 4'))
    "say \"3\"\nthen 4"
    """
    return (
        '"'
        + text.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "").replace("\n", "\\n")
        + '"'
    )


def dot_source(traced: Traced[_C], show: Callable[[_C], str], *, title: str = "") -> str:
    """The DOT text of the tree ``traced`` walked, pruned successors and cuts marked.

    Nodes are named by their path (``n``, ``n_0``, ``n_0_2``, ...), never by their
    configuration, since equal positions occur in different places of a tree.
    """
    return _dot(traced_tree(traced).nodes, show, title)


def _dot(nodes: tuple[Node[_C], ...], show: Callable[[_C], str], title: str) -> str:
    return "\n".join(
        (
            "digraph search {",
            *((f"  label={dot_string(title)}; labelloc=t;",) if title else ()),
            *_HEADER,
            *(_node_line(node, show) for node in nodes),
            *(_edge_line(node) for node in nodes if node.path),
            "}",
            "",
        )
    )


def _side(node: Node[_C]) -> str:
    return "MAX" if node.maximizing else "MIN"


def _label(node: Node[_C], show: Callable[[_C], str]) -> str:
    return (
        show(node.config)
        if node.kind == PRUNED
        else str(node.value)
        if node.kind != INNER
        else f"{node.value}\nα={bound(node.alpha)} β={bound(node.beta)}"
        + (f"\ncut: {node.child} {'≥ β' if node.maximizing else '≤ α'}" if node.cut else "")
    )


def _attributes(node: Node[_C]) -> str:
    """How a node is drawn; a quiescence node has a dashed blue outline (red at a cut).

    >>> from fnsearch.traced_tree import LEAF
    >>> _attributes(Node((0,), 5, LEAF, False, 0, 0, 5, False, 0, 1, 1, True))
    'shape=box, style=dashed, color=blue3'
    """
    return (
        "shape=box, style=dashed, color=grey60, fontcolor=grey60"
        if node.kind == PRUNED
        else "shape=box, style=rounded"
        if node.kind == TABLE
        else "shape=box" + (_QUIET if node.quiet else "")
        if node.kind != INNER
        else ("shape=triangle" if node.maximizing else "shape=invtriangle")
        + (", color=red3, penwidth=2" if node.cut else "")
        + ((", style=dashed" if node.cut else _QUIET) if node.quiet else "")
    )


_QUIET: Final = ", style=dashed, color=blue3"


def _tooltip(node: Node[_C], show: Callable[[_C], str]) -> str:
    return ("quiescence " if node.quiet else "") + (
        f"pruned {show(node.config)}"
        if node.kind == PRUNED
        else f"{_side(node)} {show(node.config)}"
        if node.kind == INNER
        else f"{node.kind} {show(node.config)} = {node.value}"
    )


def _node_line(node: Node[_C], show: Callable[[_C], str]) -> str:
    return (
        f"  {node_id(node.path)} [{_attributes(node)},"
        f" label={dot_string(_label(node, show))},"
        f" tooltip={dot_string(_tooltip(node, show))}];"
    )


def _edge_line(node: Node[_C]) -> str:
    return f"  {node_id(node.path[:-1])} -> {node_id(node.path)}" + (
        " [style=dashed, color=grey60];" if node.kind == PRUNED else ";"
    )
