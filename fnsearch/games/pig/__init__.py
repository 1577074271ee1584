"""Pig, the dice game: the rules, the text forms, and the game solved by value iteration.

>>> from fnsearch.games.pig import PIG, START, render
>>> render(START), [render(child) for child in PIG.successors(START, START.mover)]
('0-0 +0 white', ['0-0 +0 white rolling'])
"""

from fnsearch.games.pig.game import (
    GAME,
    PIG,
    START,
    TARGET,
    Pig,
    PigRules,
    draw,
    evaluate,
    parse,
    render,
    to_move,
    win_chance,
)
from fnsearch.games.pig.solution import PigSolution, solve

__all__ = [
    "GAME",
    "PIG",
    "START",
    "TARGET",
    "Pig",
    "PigRules",
    "PigSolution",
    "draw",
    "evaluate",
    "parse",
    "render",
    "solve",
    "to_move",
    "win_chance",
]
