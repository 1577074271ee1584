"""Explicit trees of games of chance, as the lecture draws them: MAX, MIN and chance nodes.

>>> from fnsearch.games.chancetree import CHANCE_TREE, parse
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> CHANCE_TREE.is_final(tree)
False
"""

from fnsearch.games.chancetree.game import CHANCE_TREE as CHANCE_TREE
from fnsearch.games.chancetree.game import GAME as GAME
from fnsearch.games.chancetree.game import Chance as Chance
from fnsearch.games.chancetree.game import ChanceTree as ChanceTree
from fnsearch.games.chancetree.game import Decision as Decision
from fnsearch.games.chancetree.game import draw as draw
from fnsearch.games.chancetree.game import leaves as leaves
from fnsearch.games.chancetree.game import parse as parse
from fnsearch.games.chancetree.game import render as render
from fnsearch.games.chancetree.game import to_move as to_move
