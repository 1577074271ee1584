"""Connect Four on 7 columns and 6 rows: the game, its text, heuristics and exact solver.

>>> from fnsearch.games.connect4 import CONNECT_FOUR, START, render, solve
>>> render(START), CONNECT_FOUR.is_final(START), solve("52753311433677442422121")
('......./......./......./......./......./.......', False, <Success: 8>)
"""

from fnsearch.games.connect4.bitboard_game import CONNECT_FOUR_BITS
from fnsearch.games.connect4.game import (
    CONNECT_FOUR,
    GAME,
    START,
    ConnectFour,
    Position,
    centre_first,
    draw,
    from_moves,
    open_windows,
    parse,
    render,
    solve,
    solve_weak,
    to_move,
)
from fnsearch.games.connect4.solver import ExactSolution, solved

__all__ = [
    "CONNECT_FOUR",
    "CONNECT_FOUR_BITS",
    "GAME",
    "START",
    "ConnectFour",
    "ExactSolution",
    "Position",
    "centre_first",
    "draw",
    "from_moves",
    "open_windows",
    "parse",
    "render",
    "solve",
    "solve_weak",
    "solved",
    "to_move",
]
