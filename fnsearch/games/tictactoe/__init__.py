"""Tic-tac-toe, the exercise's game: a board of 9 cells, and the same game on bitboards.

>>> from fnsearch.games.tictactoe import BITS_CONFIG, VECTOR_CONFIG, parse, to_bits
>>> board = parse("X.O/.X./..O").unwrap()
>>> VECTOR_CONFIG.score(board), BITS_CONFIG.score(to_bits(board))
(0, 0)
"""

from fnsearch.games.tictactoe.bits import BITS_CONFIG as BITS_CONFIG
from fnsearch.games.tictactoe.bits import from_bits as from_bits
from fnsearch.games.tictactoe.bits import to_bits as to_bits
from fnsearch.games.tictactoe.vector import EMPTY as EMPTY
from fnsearch.games.tictactoe.vector import EXERCISE_START as EXERCISE_START
from fnsearch.games.tictactoe.vector import GAME as GAME
from fnsearch.games.tictactoe.vector import LINES as LINES
from fnsearch.games.tictactoe.vector import SYMMETRIES as SYMMETRIES
from fnsearch.games.tictactoe.vector import VECTOR_CONFIG as VECTOR_CONFIG
from fnsearch.games.tictactoe.vector import Board as Board
from fnsearch.games.tictactoe.vector import TicTacToe as TicTacToe
from fnsearch.games.tictactoe.vector import draw as draw
from fnsearch.games.tictactoe.vector import open_lines as open_lines
from fnsearch.games.tictactoe.vector import parse as parse
from fnsearch.games.tictactoe.vector import render as render
from fnsearch.games.tictactoe.vector import to_move as to_move
from fnsearch.games.tictactoe.vector import winner as winner
