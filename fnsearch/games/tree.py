"""Explicit game trees, as drawn in the lectures: nested tuples with integer leaves.

A tree is either a leaf score (an ``int``) or a tuple of subtrees. The text form is
the Python literal, for example AIMA's Figure 5.2 ``((3,12,8),(2,4,6),(14,5,2))``.

>>> fig_5_2 = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
>>> fig_5_2[1]
(2, 4, 6)
>>> render_tree(fig_5_2)
'((3,12,8),(2,4,6),(14,5,2))'
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from itertools import accumulate
from typing import Final, TypeAlias, cast, final

from returns.result import Failure, Result, Success, safe

from fnsearch.config import INFINITY, Player
from fnsearch.game import Game, Sides

__all__ = [
    "FIGURE_5_2",
    "GAME",
    "MAX_NESTING",
    "TREE_CONFIG",
    "WALKTHROUGH",
    "Tree",
    "TreeConfig",
    "max_of_mins",
    "parse_tree",
    "render_tree",
]

Tree: TypeAlias = "int | tuple[Tree, ...]"

FIGURE_5_2: Final[Tree] = ((3, 12, 8), (2, 4, 6), (14, 5, 2))
"""AIMA's Figure 5.2: MAX over three MIN nodes; value 3 by the first move.

Alpha-beta scores 7 of its 9 leaves (4 and 6 never) and cuts twice.
"""

WALKTHROUGH: Final[Tree] = (((2, 3), (5, 9)), ((0, 1), (7, 5)))
"""Seed 004's walk-through: MAX node A over MIN nodes B and C, over MAX nodes D, E, F, G.

D = (2, 3), E = (5, 9), F = (0, 1), G = (7, 5). Alpha-beta values A at 3; E's
second leaf and all of G are never scored (the values 9, 7 and 5 stand in for
leaves the walk-through leaves unknown).
"""


def max_of_mins(a: int, b: int) -> Tree:
    """Seed 004's MAX{MIN{3,5,10}, MIN{2,a,b}, MIN{2,7,3}}, whose value is 3 whatever ``a``, ``b``.

    >>> max_of_mins(-100, 100)
    ((3, 5, 10), (2, -100, 100), (2, 7, 3))
    """
    return ((3, 5, 10), (2, a, b), (2, 7, 3))


@final
class TreeConfig:
    """The :class:`~fnsearch.config.Config` instance for explicit trees.

    Leaves are final and score their value; both players move to the children in
    the order written. An inner node scores ``0`` (it is only scored when a depth
    limit stops above the leaves).
    """

    __slots__ = ()

    def score(self, tree: Tree, /) -> int:
        """The leaf's value, ``0`` for an inner node."""
        return tree if isinstance(tree, int) else 0

    def successors(self, tree: Tree, player: Player, /) -> Iterator[Tree]:
        """The children, left to right."""
        return iter(()) if isinstance(tree, int) else iter(tree)

    def is_final(self, tree: Tree, /) -> bool:
        """Leaves are final."""
        return isinstance(tree, int)

    def __repr__(self) -> str:
        return "TREE_CONFIG"


TREE_CONFIG: Final = TreeConfig()
"""The explicit-tree instance."""

MAX_NESTING: Final = 100
"""The deepest nesting of parentheses a tree may have (Python's parser allows 200)."""
_SHAPE: Final = "expected a tree of integers in parentheses such as ((3,12,8),(2,4,6),(14,5,2))"


def parse_tree(text: str) -> Result[Tree, str]:
    """Read a tree written as nested parentheses of integers.

    >>> parse_tree("(1,(2,3))")
    <Success: (1, (2, 3))>
    >>> parse_tree("(1,%d)" % 2**63)
    <Failure: a leaf lies outside the range of scores, -2**62 < leaf < 2**62>
    >>> parse_tree("((1,2),())")
    <Failure: expected a tree of integers in parentheses such as ((3,12,8),(2,4,6),(14,5,2))>
    >>> parse_tree("(" * 101 + "1" + ",0)" * 101)
    <Failure: trees nested more than 100 deep are not supported>
    """
    return (
        Failure(f"trees nested more than {MAX_NESTING} deep are not supported")
        if max(accumulate(map(_nesting_step, text)), default=0) > MAX_NESTING
        else _literal(text.strip()).alt(_shape_error).bind(_checked_tree)
    )


def _nesting_step(character: str) -> int:
    return 1 if character == "(" else -1 if character == ")" else 0


def _shape_error(_: Exception) -> str:
    return _SHAPE


@safe
def _literal(text: str) -> object:
    return cast("object", ast.literal_eval(text))


def _checked_tree(value: object) -> Result[Tree, str]:
    return (
        Failure(_SHAPE)
        if not _is_tree(value)
        else Failure("a leaf lies outside the range of scores, -2**62 < leaf < 2**62")
        if not _in_range(_as_tree(value))
        else Success(_as_tree(value))
    )


def _in_range(tree: Tree) -> bool:
    return -INFINITY < tree < INFINITY if isinstance(tree, int) else all(map(_in_range, tree))


def _is_tree(value: object) -> bool:
    return (type(value) is int) or (
        type(value) is tuple and len(value) > 0 and all(map(_is_tree, value))
    )


def _as_tree(value: object) -> Tree:
    return value if isinstance(value, int) else tuple(map(_as_tree, _children(value)))


def _children(value: object) -> tuple[object, ...]:
    return value if isinstance(value, tuple) else ()


def render_tree(tree: Tree) -> str:
    """The text form, without spaces.

    >>> render_tree((1, (2, 3)))
    '(1,(2,3))'
    """
    return (
        str(tree)
        if isinstance(tree, int)
        else "(" + ",".join(map(render_tree, tree)) + ("," if len(tree) == 1 else "") + ")"
    )


GAME: Final = Game(
    name="tree",
    summary="an explicit game tree: nested parentheses of integer leaf scores",
    example="((3,12,8),(2,4,6),(14,5,2))",
    instance=TREE_CONFIG,
    start=FIGURE_5_2,
    parse=parse_tree,
    render=render_tree,
    draw=render_tree,
    to_move=None,
    sides=Sides("White (MAX)", "Black (MIN)"),
)
"""The explicit-tree record: a tree does not say who moves at its root (White unless told)."""
