"""Tic-tac-toe, the exercise's game: a board of 9 cells, and the same game on bitboards.

>>> from fnsearch.games.tictactoe import BITS_CONFIG, VECTOR_CONFIG, parse, to_bits
>>> board = parse("X.O/.X./..O").unwrap()
>>> VECTOR_CONFIG.score(board), BITS_CONFIG.score(to_bits(board))
(0, 0)
"""

from fnsearch.games.tictactoe.bits import BITS_CONFIG, from_bits, to_bits
from fnsearch.games.tictactoe.vector import (
    EMPTY,
    EXERCISE_START,
    GAME,
    LINES,
    SYMMETRIES,
    VECTOR_CONFIG,
    Board,
    TicTacToe,
    draw,
    open_lines,
    parse,
    render,
    to_move,
    winner,
)

__all__ = [
    "BITS_CONFIG",
    "EMPTY",
    "EXERCISE_START",
    "GAME",
    "LINES",
    "SYMMETRIES",
    "VECTOR_CONFIG",
    "Board",
    "TicTacToe",
    "draw",
    "from_bits",
    "open_lines",
    "parse",
    "render",
    "to_bits",
    "to_move",
    "winner",
]
