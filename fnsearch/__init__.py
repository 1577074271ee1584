"""fnsearch: adversarial game search, purely functional and strictly typed.

Note that ``fnsearch.search`` is the search function; its modules live in the
subpackage of the same name (``fnsearch.search.engine`` and friends).

>>> from fnsearch import WHITE, best_next_config
>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse, render
>>> render(best_next_config(VECTOR_CONFIG, parse("X.O/.O./X..").unwrap(), WHITE))
'X.O/XO./X..'
"""

from fnsearch.config import BLACK as BLACK
from fnsearch.config import INFINITY as INFINITY
from fnsearch.config import WHITE as WHITE
from fnsearch.config import Config as Config
from fnsearch.config import Player as Player
from fnsearch.search.alphabeta import alpha_beta as alpha_beta
from fnsearch.search.alphabeta import alpha_beta_soft as alpha_beta_soft
from fnsearch.search.alphabeta import best_next_config as best_next_config
from fnsearch.search.engine import iterative_deepening as iterative_deepening
from fnsearch.search.engine import search as search
from fnsearch.search.minimax import minimax as minimax
from fnsearch.search.result import SearchResult as SearchResult
from fnsearch.search.result import Stats as Stats
from fnsearch.search.table import empty_table as empty_table

__all__ = [
    "BLACK",
    "INFINITY",
    "WHITE",
    "Config",
    "Player",
    "SearchResult",
    "Stats",
    "alpha_beta",
    "alpha_beta_soft",
    "best_next_config",
    "empty_table",
    "iterative_deepening",
    "minimax",
    "search",
]
