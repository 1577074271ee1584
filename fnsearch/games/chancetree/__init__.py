"""Explicit trees of games of chance, as the lecture draws them: MAX, MIN and chance nodes.

>>> from fnsearch.games.chancetree import CHANCE_TREE, parse
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> CHANCE_TREE.is_final(tree)
False
"""

from fnsearch.games.chancetree.game import (
    CHANCE_TREE,
    GAME,
    Chance,
    ChanceTree,
    Decision,
    draw,
    leaves,
    parse,
    render,
    to_move,
)

__all__ = [
    "CHANCE_TREE",
    "GAME",
    "Chance",
    "ChanceTree",
    "Decision",
    "draw",
    "leaves",
    "parse",
    "render",
    "to_move",
]
