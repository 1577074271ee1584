"""Knuth and Moore's minimal tree: what alpha-beta visits when every node is best-ordered.

In a uniform tree of branching ``b`` searched to depth ``d`` in the best order,
alpha-beta scores ``b**ceil(d/2) + b**floor(d/2) - 1`` leaves (Knuth and Moore,
1975). The Connect Four sections measure their searches against it.
"""

from __future__ import annotations

from typing import Final

__all__ = ["CONNECT_FOUR_BRANCHING", "minimal_leaves", "minimal_nodes"]

CONNECT_FOUR_BRANCHING: Final = 7
"""The columns of Connect Four: the branching of its uniform stand-in."""


def minimal_leaves(depth: int, branching: int = CONNECT_FOUR_BRANCHING) -> int:
    """The leaves of the minimal tree: ``b**ceil(d/2) + b**floor(d/2) - 1``.

    >>> [minimal_leaves(depth) for depth in range(5)], minimal_leaves(8)
    ([1, 7, 13, 55, 97], 4801)
    """
    # int ** int is typed as Any: a negative exponent would give a float.
    return int(branching ** ((depth + 1) // 2)) + int(branching ** (depth // 2)) - 1


def minimal_nodes(depth: int, branching: int = CONNECT_FOUR_BRANCHING) -> int:
    """The nodes of the minimal tree, the root included: its leaves at every ply up to ``depth``.

    >>> [minimal_nodes(depth) for depth in range(5)]
    [1, 8, 21, 76, 173]
    """
    return sum(minimal_leaves(ply, branching) for ply in range(depth + 1))
