r"""A traced search as the lecture draws it, written in Graphviz's DOT language.

:func:`dot_source` draws the tree a search walked (:mod:`fnsearch.trace.walked_tree`):
MAX nodes as triangles pointing up, MIN nodes as triangles pointing down, chance
nodes as circles, leaves as boxes (a table's answer with rounded corners), each
node with its value and the window ``α``/``β`` it received, each edge out of a
chance node with its probability; the edges leave each node in search order, left
to right; a node that cut is drawn in red with the child's value (and the bound)
that caused the cut, and what it never searched hangs from it on dashed grey
edges, as grey nodes labelled with their text; a quiescence node, searched below
the depth limit, has a dashed blue outline, a node Star2 only probed a dashed one.
The shell (:mod:`fnsearch.cli.picture_files`) runs ``dot`` on the text.

>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
>>> from fnsearch.trace.run import chance_trace, trace
>>> text = dot_source(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree)
>>> print(text.splitlines()[4])
  n [shape=triangle, label="3\nα=-∞ β=+∞", tooltip="MAX ((3,12,8),(2,4,6),(14,5,2))"];
>>> [line.strip() for line in text.splitlines() if "dashed" in line and "->" in line]
['n_1 -> n_1_1 [style=dashed, color=grey60];', 'n_1 -> n_1_2 [style=dashed, color=grey60];']
>>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse, render
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> traced = chance_trace(CHANCE_TREE, tree, WHITE, algorithm="star1", bounds=(1, 4)).unwrap()
>>> text = dot_source(traced, render)
>>> [line.strip() for line in text.splitlines() if "n_1 " in line and "[" in line][0][:61]
'n_1 [shape=circle, color=red3, penwidth=2, label="13/10 (1.3)'
>>> [line.strip() for line in text.splitlines() if "->" in line][-1]
'n_1 -> n_1_1 [label="1/10", style=dashed, color=grey60, fontcolor=grey60];'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from fnsearch.core.events import CHANCE, MAX
from fnsearch.trace.simulation import cut_reason, number, value_text, window_text
from fnsearch.trace.steps import Traced
from fnsearch.trace.walked_tree import INNER, PRUNED, TABLE, WalkedNode, node_id, traced_tree

__all__ = ["dot_source", "dot_string", "node_label"]

_C = TypeVar("_C")

_HEADER: Final = (
    "  graph [ordering=out, nodesep=0.3, ranksep=0.5];",
    '  node [fontname="Helvetica", fontsize=11, margin=0.02];',
    '  edge [arrowhead=none, fontname="Helvetica"];',
)
# A tree of a game of chance has its probabilities on the edges: more room between layers.
_CHANCE_HEADER: Final = (
    "  graph [ordering=out, nodesep=0.3, ranksep=0.6];",
    '  node [fontname="Helvetica", fontsize=11, margin=0.02];',
    '  edge [arrowhead=none, fontname="Helvetica", fontsize=10];',
)
_QUIET: Final = ", style=dashed, color=blue3"


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


def _dot(nodes: tuple[WalkedNode[_C], ...], show: Callable[[_C], str], title: str) -> str:
    return "\n".join(
        (
            "digraph search {",
            *((f"  label={dot_string(title)}; labelloc=t;",) if title else ()),
            *(_CHANCE_HEADER if any(node.chance for node in nodes[:1]) else _HEADER),
            *(_node_line(node, show) for node in nodes),
            *(_edge_line(node) for node in nodes if node.path),
            "}",
            "",
        )
    )


def node_label(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    r"""The text in a node: its value, its window, the cut or the probe.

    >>> from fnsearch.core.events import MIN
    >>> node_label(WalkedNode((1,), "b", INNER, MIN, (3, 2**62), 2, None, None, False, 3, 5), str)
    '2\nα=3 β=+∞'
    """
    return (
        show(node.config)
        if node.kind == PRUNED
        else value_text(node.value, chance=node.chance)
        if node.kind != INNER
        else (
            f"{'≥' if node.side == MAX else '≤'} {number(node.value)} (probe)"
            if node.probed_only
            else value_text(node.value, chance=node.chance)
        )
        + ("" if node.window is None else "\n" + window_text(node.window, chance=node.chance))
        + ("" if node.cut is None else f"\ncut: {cut_reason(node.cut)}")
    )


def _attributes(node: WalkedNode[_C]) -> str:
    """How a node is drawn; a quiescence node has a dashed blue outline (red at a cut).

    >>> from fnsearch.trace.walked_tree import LEAF
    >>> _attributes(WalkedNode((0,), 5, LEAF, "MIN", None, 5, None, None, False, 1, 1, True))
    'shape=box, style=dashed, color=blue3'
    """
    return (
        "shape=box, style=dashed, color=grey60, fontcolor=grey60"
        if node.kind == PRUNED
        else "shape=box, style=rounded"
        if node.kind == TABLE
        else "shape=box" + (_QUIET if node.quiet else "")
        if node.kind != INNER
        else (
            "shape=circle"
            if node.side == CHANCE
            else "shape=triangle"
            if node.side == MAX
            else "shape=invtriangle"
        )
        + (", color=red3, penwidth=2" if node.cut is not None else "")
        + ((", style=dashed" if node.cut is not None else _QUIET) if node.quiet else "")
        + (", style=dashed" if node.probed_only else "")
    )


def _tooltip(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    return ("quiescence " if node.quiet else "") + (
        f"pruned {show(node.config)}"
        if node.kind == PRUNED
        else f"{node.side} {show(node.config)}"
        if node.kind == INNER
        else f"leaf {show(node.config)}"
        if node.chance
        else f"{node.kind} {show(node.config)} = {node.value}"
    )


def _node_line(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    return (
        f"  {node_id(node.path)} [{_attributes(node)},"
        f" label={dot_string(node_label(node, show))},"
        f" tooltip={dot_string(_tooltip(node, show))}];"
    )


def _edge_line(node: WalkedNode[_C]) -> str:
    return f"  {node_id(node.path[:-1])} -> {node_id(node.path)}" + (
        f" [label={dot_string(str(node.probability))}"
        + (", style=dashed, color=grey60, fontcolor=grey60" if node.kind == PRUNED else "")
        + "];"
        if node.probability is not None
        else " [style=dashed, color=grey60];"
        if node.kind == PRUNED
        else ";"
    )
