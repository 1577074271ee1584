"""fnsearch: adversarial game search, purely functional and strictly typed.

Note that ``fnsearch.search`` is the search function; its modules live in the
subpackage of the same name (``fnsearch.algorithms.engine`` and friends).

>>> from fnsearch import WHITE, best_next_config
>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse, render
>>> render(best_next_config(VECTOR_CONFIG, parse("X.O/.O./X..").unwrap(), WHITE))
'X.O/XO./X..'
"""

from fnsearch.algorithms.alphabeta import alpha_beta as alpha_beta
from fnsearch.algorithms.alphabeta import alpha_beta_plain as alpha_beta_plain
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
    "alpha_beta_plain",
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
