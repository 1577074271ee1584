"""Hypothesis strategies shared by the tests: explicit game trees and search windows."""

from __future__ import annotations

from hypothesis import strategies as st

from fnsearch.games.tree import Tree

__all__ = ["LEAF_VALUES", "depth", "game_trees", "leaf_count", "widest", "windows"]

LEAF_VALUES = st.integers(-3, 3)
"""A small range of leaf values, so that many siblings tie."""


@st.composite
def game_trees(
    draw: st.DrawFn,
    *,
    max_depth: int = 7,
    max_branching: int = 6,
    max_leaves: int = 60,
    min_depth: int = 0,
    values: st.SearchStrategy[int] = LEAF_VALUES,
) -> Tree:
    """Trees of ``fnsearch.games.tree``: 1 to ``max_branching`` children per inner node.

    At most ``max_depth`` levels below the root and at most ``max_leaves`` leaves, so
    that a search over one example stays cheap. Every path has at least ``min_depth``
    edges when ``min_depth <= max_depth``. Shrinks towards leaves and narrow nodes.
    """
    return _grow(draw, 0, max_depth, max_branching, max_leaves, min_depth, values)[0]


def _grow(
    draw: st.DrawFn,
    level: int,
    max_depth: int,
    max_branching: int,
    budget: int,
    min_depth: int,
    values: st.SearchStrategy[int],
) -> tuple[Tree, int]:
    """A tree and its number of leaves, which is at most ``budget``."""
    if level >= max_depth or (level >= min_depth and (budget <= 1 or not draw(st.booleans()))):
        return draw(values), 1
    width = draw(st.integers(1, max(1, min(max_branching, budget))))
    children: list[Tree] = []
    used = 0
    for index in range(width):
        # Keep one leaf of the budget for every sibling still to come.
        room = max(1, budget - used - (width - 1 - index))
        child, leaves = _grow(draw, level + 1, max_depth, max_branching, room, min_depth, values)
        children.append(child)
        used += leaves
    return tuple(children), used


@st.composite
def windows(draw: st.DrawFn, *, low: int = -5, high: int = 5) -> tuple[int, int]:
    """A search window ``(alpha, beta)`` with ``low <= alpha < beta <= high``."""
    alpha = draw(st.integers(low, high - 1))
    return alpha, draw(st.integers(alpha + 1, high))


def depth(tree: Tree) -> int:
    """The number of edges on the longest path from the root to a leaf.

    >>> depth(5), depth((1, (2, (3,))))
    (0, 3)
    """
    return 0 if isinstance(tree, int) else 1 + max(map(depth, tree))


def widest(tree: Tree) -> int:
    """The largest number of children of a node (``0`` for a leaf).

    >>> widest(5), widest((1, (2, 3, 4)))
    (0, 3)
    """
    return 0 if isinstance(tree, int) else max(len(tree), *map(widest, tree))


def leaf_count(tree: Tree) -> int:
    """The number of leaves.

    >>> leaf_count(5), leaf_count(((3, 12, 8), (2, 4, 6), (14, 5, 2)))
    (1, 9)
    """
    return 1 if isinstance(tree, int) else sum(map(leaf_count, tree))
