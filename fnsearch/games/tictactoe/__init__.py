"""Tic-tac-toe: the exercise's game, in two instances of one ``Config``.

:mod:`~fnsearch.games.tictactoe.vector` is the sheet's ``VectorConfig``: a board is a
tuple of 9 cells, with the text form, the lecture's evaluation :func:`open_lines` and
the game's record; its names are exported here. :mod:`~fnsearch.games.tictactoe.bits`
plays the same game on one ``int`` per position, faster to search, and visits the
same nodes.

>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
>>> from fnsearch.games.tictactoe.bits import BITS_CONFIG, to_bits
>>> board = parse("X.O/.X./..O").unwrap()
>>> VECTOR_CONFIG.score(board), BITS_CONFIG.score(to_bits(board))
(0, 0)
"""

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
    "EMPTY",
    "EXERCISE_START",
    "GAME",
    "LINES",
    "SYMMETRIES",
    "VECTOR_CONFIG",
    "Board",
    "TicTacToe",
    "draw",
    "open_lines",
    "parse",
    "render",
    "to_move",
    "winner",
]
