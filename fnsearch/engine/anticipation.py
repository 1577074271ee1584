"""Anticipation: an optional capability by which a game leaves out moves that lose at once.

Many moves of a solved position need no search at all: in Connect Four a drop
just below a cell where the opponent would complete four loses at the
opponent's next stone, and so does every drop but the block when the opponent
threatens to win. A game with the :class:`Anticipating` capability lists only
the successors worth searching, and the engine (``search(...,
anticipate=True)``) expands those instead of all of them. The value of a node
does not change: a move left out is never better than one kept.

>>> from fnsearch.core.config import BLACK
>>> from fnsearch.games.connect4.bitboard_game import CONNECT_FOUR_BITS, from_moves
>>> isinstance(CONNECT_FOUR_BITS, Anticipating)
True
>>> threat = from_moves("22334").unwrap()  # X threatens both ends of the bottom row
>>> len(list(CONNECT_FOUR_BITS.non_losing_successors(threat, BLACK)))
7
"""

from __future__ import annotations

from fnsearch.engine.capabilities import Anticipating

__all__ = ["Anticipating"]
