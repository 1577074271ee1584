"""Connect Four on 7 columns and 6 rows: the game, its text, heuristics and exact solver.

>>> from fnsearch.games.connect4 import CONNECT_FOUR, START, render, solve
>>> render(START), CONNECT_FOUR.is_final(START), solve("52753311433677442422121")
('......./......./......./......./......./.......', False, <Success: 8>)
"""

from fnsearch.games.connect4.bitboard_game import CONNECT_FOUR_BITS as CONNECT_FOUR_BITS
from fnsearch.games.connect4.game import CONNECT_FOUR as CONNECT_FOUR
from fnsearch.games.connect4.game import GAME as GAME
from fnsearch.games.connect4.game import START as START
from fnsearch.games.connect4.game import ConnectFour as ConnectFour
from fnsearch.games.connect4.game import Position as Position
from fnsearch.games.connect4.game import centre_first as centre_first
from fnsearch.games.connect4.game import draw as draw
from fnsearch.games.connect4.game import from_moves as from_moves
from fnsearch.games.connect4.game import open_windows as open_windows
from fnsearch.games.connect4.game import parse as parse
from fnsearch.games.connect4.game import render as render
from fnsearch.games.connect4.game import solve as solve
from fnsearch.games.connect4.game import solve_weak as solve_weak
from fnsearch.games.connect4.game import to_move as to_move
from fnsearch.games.connect4.solver import ExactSolution as ExactSolution
from fnsearch.games.connect4.solver import solved as solved
