"""The m,n,k-game: tic-tac-toe on any board of up to 64 cells, ``k`` in a row to win.

>>> from fnsearch.games.mnk import GAME, mnk_game
>>> mnk_game(4, 4, 3).map(lambda game: game.k), GAME.name
(<Success: 3>, 'mnk')
"""

from fnsearch.games.mnk.game import GAME as GAME
from fnsearch.games.mnk.game import MNKGame as MNKGame
from fnsearch.games.mnk.game import MNKPosition as MNKPosition
from fnsearch.games.mnk.game import mnk_game as mnk_game
from fnsearch.games.mnk.game import record as record
from fnsearch.games.mnk.game import to_move as to_move
