"""fnsearch: adversarial game search, purely functional and strictly typed.

The names below are the public API: the players and the ``Config`` typeclass
(defined in ``fnsearch.config``), and the searches, defined in the modules of
``fnsearch.algorithms``: ``minimax``, alpha-beta (``alpha_beta``, the sheet's
fold; ``alpha_beta_room``, the same search folded for speed; ``alpha_beta_soft``)
and ``best_next_config``, the engine ``search`` (``fnsearch.algorithms.engine``)
with its options record ``SearchOptions``, ``iterative_deepening`` and
``empty_table``, the searches of games of chance ``expectiminimax``, ``star1`` and
``star2``, and the ``SearchResult`` and ``Stats`` they return. The games are in
``fnsearch.games``, the command line in ``fnsearch.shell``.

>>> from fnsearch import WHITE, best_next_config
>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse, render
>>> render(best_next_config(VECTOR_CONFIG, parse("X.O/.O./X..").unwrap(), WHITE))
'X.O/XO./X..'
"""

from fnsearch.algorithms.alphabeta import alpha_beta as alpha_beta
from fnsearch.algorithms.alphabeta import alpha_beta_room as alpha_beta_room
from fnsearch.algorithms.alphabeta import alpha_beta_soft as alpha_beta_soft
from fnsearch.algorithms.alphabeta import best_next_config as best_next_config
from fnsearch.algorithms.deepening import iterative_deepening as iterative_deepening
from fnsearch.algorithms.engine import search as search
from fnsearch.algorithms.expectiminimax import expectiminimax as expectiminimax
from fnsearch.algorithms.minimax import minimax as minimax
from fnsearch.algorithms.options import SearchOptions as SearchOptions
from fnsearch.algorithms.result import SearchResult as SearchResult
from fnsearch.algorithms.result import Stats as Stats
from fnsearch.algorithms.star import star1 as star1
from fnsearch.algorithms.star import star2 as star2
from fnsearch.algorithms.table import empty_table as empty_table
from fnsearch.config import BLACK as BLACK
from fnsearch.config import INFINITY as INFINITY
from fnsearch.config import WHITE as WHITE
from fnsearch.config import Config as Config
from fnsearch.config import Player as Player

__all__ = [
    "BLACK",
    "INFINITY",
    "WHITE",
    "Config",
    "Player",
    "SearchOptions",
    "SearchResult",
    "Stats",
    "alpha_beta",
    "alpha_beta_room",
    "alpha_beta_soft",
    "best_next_config",
    "empty_table",
    "expectiminimax",
    "iterative_deepening",
    "minimax",
    "search",
    "star1",
    "star2",
]
