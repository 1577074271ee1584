"""The m,n,k-game: tic-tac-toe on any board of up to 64 cells, ``k`` in a row to win.

>>> from fnsearch.games.mnk import GAME, mnk_game
>>> mnk_game(4, 4, 3).map(lambda game: game.k), GAME.name
(<Success: 3>, 'mnk')
"""

from fnsearch.games.mnk.game import GAME, MNKGame, MNKPosition, mnk_game, record, to_move

__all__ = ["GAME", "MNKGame", "MNKPosition", "mnk_game", "record", "to_move"]
