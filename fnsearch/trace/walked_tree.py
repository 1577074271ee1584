"""The tree a traced search walked, each node named by its path from the root."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import groupby
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.core.chance_config import Score
from fnsearch.core.config import BLACK, INFINITY, WHITE, Player
from fnsearch.core.events import MAX, MIN
from fnsearch.trace.steps import CUT, HIT, PROBED, WEIGH, Path, Step, Traced
from fnsearch.trace.steps import LEAF as LEAF_STEP

_C = TypeVar("_C")

INNER: Final = "inner"
LEAF: Final = "leaf"
TABLE: Final = "table"
PRUNED: Final = "pruned"


class WalkedNode(NamedTuple, Generic[_C]):
    """One node of the walked tree, values and windows from White's side."""

    path: Path
    config: _C
    kind: str
    """``"inner"``, ``"leaf"``, ``"table"`` (answered by the table) or ``"pruned"``."""
    side: str
    """``"MAX"``, ``"MIN"`` or ``"CHANCE"``; ``""`` at a leaf of a game of chance."""
    window: tuple[Score, Score] | None
    value: Score
    """What the node returned (a node Star2 only probed: the probe's bound)."""
    probability: Fraction | None
    """The probability of the edge into the node, ``None`` below a decision."""
    cut: Step[_C] | None
    probed_only: bool
    appears: int
    """The step at which the node is first seen."""
    done: int
    """The step at which its value is known."""
    quiet: bool = False
    chance: bool = False

    @property
    def maximizing(self) -> bool:
        """Whether White (MAX) moves at the node."""
        return self.side == MAX

    @property
    def pruned_nothing(self) -> bool:
        """Whether the node cut at its last successor, so that the cut skipped nothing."""
        return self.cut is not None and not self.cut.pruned

    @property
    def alpha(self) -> Score:
        """The lower end of the window, ``-∞`` without one."""
        return -INFINITY if self.window is None else self.window[0]

    @property
    def beta(self) -> Score:
        """The upper end of the window, ``+∞`` without one."""
        return INFINITY if self.window is None else self.window[1]


def node_id(path: Path) -> str:
    """A name for the node at ``path`` that DOT, HTML and JavaScript all accept."""
    return "_".join(("n", *map(str, path)))


def edge_label(
    node: WalkedNode[_C],
    parent: WalkedNode[_C] | None,
    move: Callable[[_C, Player, _C], str] | None,
) -> str:
    """What the edge into ``node`` says: the outcome's probability, or the move as typed."""
    return (
        str(node.probability)
        if node.probability is not None
        else move(parent.config, WHITE if parent.side == MAX else BLACK, node.config)
        if move is not None and parent is not None and parent.side in (MAX, MIN)
        else ""
    )


def traced_tree(traced: Traced[_C]) -> tuple[WalkedNode[_C], ...]:
    """The walked tree's nodes in preorder, with the successors its cuts never searched."""
    # Every step but a weighing is about one node; sorting by path is stable, so each
    # node's steps stay in the order they happened.
    numbered = sorted(
        ((index, step) for index, step in enumerate(traced.steps) if step.kind != WEIGH), key=_key
    )
    visited = {path: _node(tuple(group)) for path, group in groupby(numbered, key=_key)}
    return tuple(
        sorted(
            (
                *visited.values(),
                *(
                    WalkedNode(
                        (*step.path, step.skipped_from + offset),
                        config,
                        PRUNED,
                        "" if step.chance else MIN if step.maximizing else MAX,
                        None,
                        0,
                        probability,
                        None,
                        False,
                        index,
                        index,
                        chance=step.chance,
                    )
                    for index, step in enumerate(traced.steps)
                    if step.kind == CUT
                    for offset, (probability, config) in enumerate(step.pruned)
                    if (*step.path, step.skipped_from + offset) not in visited
                ),
            ),
            key=_node_path,
        )
    )


def _key(step: tuple[int, Step[_C]]) -> Path:
    return step[1].path


def _node_path(node: WalkedNode[_C]) -> Path:
    return node.path


def _node(group: tuple[tuple[int, Step[_C]], ...]) -> WalkedNode[_C]:
    """A visited node from its steps (in order): the first says where, the last what it is worth."""
    (appears, first), (done, last) = group[0], group[-1]
    return WalkedNode(
        first.path,
        first.config,
        LEAF if last.kind == LEAF_STEP else TABLE if last.kind == HIT else INNER,
        "" if first.chance and last.kind == LEAF_STEP else first.side,
        next((step.window for _, step in group if step.window is not None), None),
        last.value,
        first.edge,
        last if last.kind == CUT else None,
        last.kind == PROBED,
        appears,
        done,
        first.quiet,
        first.chance,
    )
