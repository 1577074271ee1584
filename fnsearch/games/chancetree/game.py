"""Explicit trees of games of chance, as drawn in the lecture: MAX, MIN and chance nodes.

The text form names each inner node: ``max(...)`` and ``min(...)`` list their
successors, ``chance(...)`` lists its outcomes as ``probability: subtree``, the
probability a decimal (``0.9``) or a fraction (``9/10``); leaves are integers. The
lecture's example, where MAX chooses between two dice:

>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> render(tree)
'max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))'
>>> print(draw(tree))
max
  chance
    9/10: 2
    1/10: 3
  chance
    9/10: 1
    1/10: 4

This module gathers the game's parts under one name:

* :mod:`fnsearch.games.chancetree.nodes`: the :class:`Decision` and :class:`Chance`
  nodes, :func:`render`, :func:`draw`, :func:`leaves` and :func:`to_move`;
* :mod:`fnsearch.games.chancetree.reader`: :func:`parse`, which reads the text with a
  fold over its tokens, keeping the open nodes on a stack of its own: it does not
  recurse per level of nesting. Trees nested more than :data:`MAX_NESTING` deep are
  refused, since the searches recurse per level;
* here, the :data:`CHANCE_TREE` instance and the :data:`GAME` record.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, final

from fnsearch.core.chance_config import Outcome
from fnsearch.core.config import Player
from fnsearch.games.chancetree.nodes import (
    Chance,
    ChanceTree,
    Decision,
    draw,
    leaves,
    render,
    to_move,
)
from fnsearch.games.chancetree.reader import EXAMPLE, MAX_NESTING, parse
from fnsearch.games.naming import numbered
from fnsearch.games.record import ChanceRecord, Game, Sides

__all__ = [
    "CHANCE_TREE",
    "GAME",
    "MAX_NESTING",
    "Chance",
    "ChanceTree",
    "ChanceTreeConfig",
    "Decision",
    "draw",
    "leaves",
    "parse",
    "render",
    "to_move",
]


@final
class ChanceTreeConfig:
    """The :class:`~fnsearch.core.chance_config.ChanceConfig` instance for explicit chance trees.

    Leaves are final and score their value; an inner node scores ``0`` (it is only
    scored when a depth limit stops above the leaves).
    """

    __slots__ = ()

    def score(self, tree: ChanceTree, /) -> int:
        """The leaf's value, ``0`` for an inner node."""
        return tree if isinstance(tree, int) else 0

    def successors(self, tree: ChanceTree, player: Player, /) -> Iterator[ChanceTree]:
        """The children of a decision node, left to right."""
        return iter(tree.children) if isinstance(tree, Decision) else iter(())

    def is_final(self, tree: ChanceTree, /) -> bool:
        """Leaves are final."""
        return isinstance(tree, int)

    def is_chance(self, tree: ChanceTree, /) -> bool:
        """Whether ``tree`` is a chance node."""
        return isinstance(tree, Chance)

    def outcomes(self, tree: ChanceTree, /) -> Iterator[Outcome[ChanceTree]]:
        """The outcomes of a chance node, in the order written."""
        return iter(tree.outcomes) if isinstance(tree, Chance) else iter(())

    def to_move(self, tree: ChanceTree, /) -> Player:
        """Who chooses at a decision node (White elsewhere)."""
        return to_move(tree)

    def __repr__(self) -> str:
        return "CHANCE_TREE"


CHANCE_TREE: Final = ChanceTreeConfig()
"""The explicit chance tree instance."""


def _children(node: ChanceTree) -> int:
    return len(node.children) if isinstance(node, Decision) else 0


def _numbered_children(node: ChanceTree) -> str:
    """A leaf, a decision node's children one a line from 1, or a chance node.

    >>> print(_numbered_children(parse("max(1, chance(1/2: 2, 1/2: 3))").unwrap()))
    1: 1
    2: chance(1/2: 2, 1/2: 3)
    """
    return (
        f"leaf {node}"
        if isinstance(node, int)
        else "\n".join(
            f"{index}: {render(child)}" for index, child in enumerate(node.children, start=1)
        )
        if isinstance(node, Decision)
        else render(node)
    )


def _outcome(node: ChanceTree, index: int) -> str:
    """What chance chose at ``node``: the outcome ``index`` (from 0) and its probability."""
    return (
        f"chance chose outcome {index + 1} of {len(node.outcomes)}"
        f" (probability {node.outcomes[index][0]})"
        if isinstance(node, Chance)
        else "chance chose"
    )


GAME: Final[Game[ChanceTree]] = Game(
    name="chancetree",
    summary="an explicit tree of a game of chance: max(...), min(...), chance(p: subtree, ...)",
    example=EXAMPLE,
    instance=CHANCE_TREE,
    start=parse(EXAMPLE).value_or(0),
    parse=parse,
    render=render,
    draw=draw,
    to_move=to_move,
    sides=Sides("White (MAX)", "Black (MIN)"),
    transpositions=False,
    # An inner node cut off by a depth limit is valued 0, so 0 lies within the bounds too.
    chance=ChanceRecord(
        CHANCE_TREE, None, lambda tree: (min(0, *leaves(tree)), max(0, *leaves(tree)))
    ),
    naming=numbered(_children, _numbered_children, scored=True, outcome=_outcome),
)
"""The chance tree record: the root says who moves (``max`` White, ``min`` Black). A
person plays the children of a decision node, 1 to k from the left."""
