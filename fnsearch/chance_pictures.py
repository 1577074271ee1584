r"""A traced search of a game of chance as the lecture draws it, in Graphviz's DOT language.

:func:`chance_tree` reads the steps of a :class:`~fnsearch.algorithms.chance_trace.ChanceTraced`
back into the tree they walk, each node named by its path from the root;
:func:`chance_dot_source` draws it: MAX nodes as triangles pointing up, MIN nodes
pointing down, chance nodes as circles, leaves as boxes, each edge out of a chance
node labelled with its probability, each node with its value (and Star's window);
a node that cut is red, with the child's value and the bound that caused the cut,
and what it never searched hangs from it on dashed grey edges, as grey nodes.

>>> from fnsearch.algorithms.chance_trace import chance_trace
>>> from fnsearch.config import WHITE
>>> from fnsearch.games.chancetree import CHANCE_TREE, parse, render
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> traced = chance_trace(CHANCE_TREE, tree, WHITE, algorithm="star1", bounds=(1, 4)).unwrap()
>>> text = chance_dot_source(traced, render)
>>> [line.strip() for line in text.splitlines() if "n_1 " in line and "[" in line][0][:61]
'n_1 [shape=circle, color=red3, penwidth=2, label="13/10 (1.3)'
>>> [line.strip() for line in text.splitlines() if "->" in line][-1]
'n_1 -> n_1_1 [label="1/10", style=dashed, color=grey60, fontcolor=grey60];'
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import groupby
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.algorithms.chance_steps import CUT, LEAF, PROBED, ChanceStep, ChanceTraced, Path
from fnsearch.algorithms.chance_trace import number
from fnsearch.chance import Value
from fnsearch.pictures import dot_string
from fnsearch.trace.events import CHANCE, MAX
from fnsearch.traced_tree import node_id

__all__ = ["ChanceNode", "chance_dot_source", "chance_tree", "edge_label"]

_C = TypeVar("_C")

INNER: Final = "inner"
PRUNED: Final = "pruned"

_HEADER: Final = (
    "  graph [ordering=out, nodesep=0.3, ranksep=0.6];",
    '  node [fontname="Helvetica", fontsize=11, margin=0.02];',
    '  edge [arrowhead=none, fontname="Helvetica", fontsize=10];',
)


class ChanceNode(NamedTuple, Generic[_C]):
    """One node of the walked tree, values from White's side.

    Attributes:
        path: the indices of the successors or outcomes taken from the root.
        config: the node's configuration.
        kind: ``"inner"``, ``"leaf"`` or ``"pruned"`` (never searched).
        side: ``"MAX"``, ``"MIN"``, ``"CHANCE"``, or ``""`` at a leaf.
        window: Star's window of the node, ``None`` without one.
        value: what the node returned (a leaf: its value); a probe's bound if only probed.
        probability: the probability of the edge into the node, ``None`` below a decision.
        cut: the cut step, if the node cut.
        probed_only: whether Star2 only probed the node.
        appears: the index of the step at which the node is first seen.
        done: the index of the step at which its value is known.
    """

    path: Path
    config: _C
    kind: str
    side: str
    window: tuple[Value, Value] | None
    value: Value
    probability: Fraction | None
    cut: ChanceStep[_C] | None
    probed_only: bool
    appears: int
    done: int


def chance_tree(traced: ChanceTraced[_C]) -> tuple[ChanceNode[_C], ...]:
    """The nodes the search walked and those its cuts skipped, in preorder."""
    return _nodes(traced.steps)


def _key(step: tuple[int, ChanceStep[_C]]) -> Path:
    return step[1].path


def _nodes(steps: tuple[ChanceStep[_C], ...]) -> tuple[ChanceNode[_C], ...]:
    # Every step but a weighing is about one node; sorting by path is stable, so each
    # node's steps stay in the order they happened.
    return _with_pruned(
        steps,
        {
            path: _node(tuple(group))
            for path, group in groupby(
                sorted(
                    ((index, step) for index, step in enumerate(steps) if step.kind != "weigh"),
                    key=_key,
                ),
                key=_key,
            )
        },
    )


def _with_pruned(
    steps: tuple[ChanceStep[_C], ...], visited: dict[Path, ChanceNode[_C]]
) -> tuple[ChanceNode[_C], ...]:
    return tuple(
        sorted(
            (
                *visited.values(),
                *(
                    ChanceNode(
                        (*step.path, step.skipped_from + offset),
                        config,
                        PRUNED,
                        "",
                        None,
                        0,
                        probability,
                        None,
                        False,
                        index,
                        index,
                    )
                    for index, step in enumerate(steps)
                    if step.kind == CUT
                    for offset, (probability, config) in enumerate(step.pruned)
                    if (*step.path, step.skipped_from + offset) not in visited
                ),
            ),
            key=_node_path,
        )
    )


def _node_path(node: ChanceNode[_C]) -> Path:
    return node.path


def _node(group: tuple[tuple[int, ChanceStep[_C]], ...]) -> ChanceNode[_C]:
    """A visited node from its steps (in order): the first says where, the last what it is worth."""
    return ChanceNode(
        group[0][1].path,
        group[0][1].config,
        LEAF if group[-1][1].kind == LEAF else INNER,
        group[0][1].side if group[-1][1].kind != LEAF else "",
        next((step.window for _, step in group if step.window is not None), None),
        group[-1][1].value,
        group[0][1].edge,
        group[-1][1] if group[-1][1].kind == CUT else None,
        group[-1][1].kind == PROBED,
        group[0][0],
        group[-1][0],
    )


def edge_label(node: ChanceNode[_C]) -> str:
    """The text on the edge into ``node``: its probability below a chance node, else nothing."""
    return "" if node.probability is None else str(node.probability)


def node_label(node: ChanceNode[_C], show: Callable[[_C], str]) -> str:
    """The text in a node: its value, Star's window, the cut or the probe."""
    return (
        show(node.config)
        if node.kind == PRUNED
        else number(node.value)
        if node.kind == LEAF
        else (
            f"{'≥' if node.side == MAX else '≤'} {number(node.value)} (probe)"
            if node.probed_only
            else number(node.value)
        )
        + (
            ""
            if node.window is None
            else f"\nα={number(node.window[0])} β={number(node.window[1])}"
        )
        + ("" if node.cut is None else f"\ncut: {_cut_reason(node.cut)}")
    )


def _cut_reason(cut: ChanceStep[_C]) -> str:
    return (
        f"probes {'≤' if cut.low else '≥'} {number(cut.child)}"
        if cut.probes
        else f"{number(cut.child)} {'≤ α_i' if cut.low else '≥ β_i'}={number(cut.bound)}"
        if cut.side == CHANCE
        else f"{number(cut.child)} {'≤ α' if cut.low else '≥ β'}"
    )


def _attributes(node: ChanceNode[_C]) -> str:
    return (
        "shape=box, style=dashed, color=grey60, fontcolor=grey60"
        if node.kind == PRUNED
        else "shape=box"
        if node.kind == LEAF
        else (
            "shape=circle"
            if node.side == CHANCE
            else "shape=triangle"
            if node.side == MAX
            else "shape=invtriangle"
        )
        + (", color=red3, penwidth=2" if node.cut is not None else "")
        + (", style=dashed" if node.probed_only else "")
    )


def chance_dot_source(
    traced: ChanceTraced[_C], show: Callable[[_C], str], *, title: str = ""
) -> str:
    """The DOT text of the walked tree: chance nodes as circles, edges with probabilities."""
    return "\n".join(
        (
            "digraph search {",
            *((f"  label={dot_string(title)}; labelloc=t;",) if title else ()),
            *_HEADER,
            *(
                f"  {node_id(node.path)} [{_attributes(node)},"
                f" label={dot_string(node_label(node, show))},"
                f" tooltip={dot_string(_tooltip(node, show))}];"
                for node in chance_tree(traced)
            ),
            *(_edge_line(node) for node in chance_tree(traced) if node.path),
            "}",
            "",
        )
    )


def _tooltip(node: ChanceNode[_C], show: Callable[[_C], str]) -> str:
    return (
        f"pruned {show(node.config)}"
        if node.kind == PRUNED
        else f"leaf {show(node.config)}"
        if node.kind == LEAF
        else f"{node.side} {show(node.config)}"
    )


def _edge_line(node: ChanceNode[_C]) -> str:
    return f"  {node_id(node.path[:-1])} -> {node_id(node.path)}" + (
        f" [label={dot_string(edge_label(node))}"
        + (", style=dashed, color=grey60, fontcolor=grey60" if node.kind == PRUNED else "")
        + "];"
        if node.probability is not None
        else " [style=dashed, color=grey60];"
        if node.kind == PRUNED
        else ";"
    )
