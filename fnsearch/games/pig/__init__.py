"""Pig, the dice game: the rules, the text forms, and the game solved by value iteration.

>>> from fnsearch.games.pig import PIG, START, render
>>> render(START), [render(child) for child in PIG.successors(START, START.mover)]
('0-0 +0 white', ['0-0 +0 white rolling'])
"""

from fnsearch.games.pig.game import GAME as GAME
from fnsearch.games.pig.game import PIG as PIG
from fnsearch.games.pig.game import START as START
from fnsearch.games.pig.game import TARGET as TARGET
from fnsearch.games.pig.game import Pig as Pig
from fnsearch.games.pig.game import PigRules as PigRules
from fnsearch.games.pig.game import draw as draw
from fnsearch.games.pig.game import evaluate as evaluate
from fnsearch.games.pig.game import parse as parse
from fnsearch.games.pig.game import render as render
from fnsearch.games.pig.game import to_move as to_move
from fnsearch.games.pig.game import win_chance as win_chance
from fnsearch.games.pig.solution import PigSolution as PigSolution
from fnsearch.games.pig.solution import solve as solve
