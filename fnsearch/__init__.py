"""fnsearch: adversarial game search, purely functional and strictly typed.

The names below are the public API: the players and the ``Config`` typeclass, the sheet's
searches (``fnsearch.classic``), the engine (``fnsearch.engine``), the searches of games of
chance (``fnsearch.chance``) and their results. The games are in ``fnsearch.games``.

>>> from fnsearch import WHITE, best_next_config
>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse, render
>>> render(best_next_config(VECTOR_CONFIG, parse("X.O/.O./X..").unwrap(), WHITE))
'X.O/XO./X..'
"""

# First: it decides whether the compiled or the pure modules are imported below.
from fnsearch._build import BUILD as BUILD
from fnsearch.chance import ChanceOptions as ChanceOptions
from fnsearch.chance import expectiminimax as expectiminimax
from fnsearch.chance import star1 as star1
from fnsearch.chance import star2 as star2
from fnsearch.classic.alpha_beta import alpha_beta as alpha_beta
from fnsearch.classic.alpha_beta import alpha_beta_soft as alpha_beta_soft
from fnsearch.classic.alpha_beta import best_next_config as best_next_config
from fnsearch.classic.minimax import minimax as minimax
from fnsearch.core.config import BLACK as BLACK
from fnsearch.core.config import INFINITY as INFINITY
from fnsearch.core.config import WHITE as WHITE
from fnsearch.core.config import Config as Config
from fnsearch.core.config import Player as Player
from fnsearch.engine.deepening import iterative_deepening as iterative_deepening
from fnsearch.engine.options import SearchOptions as SearchOptions
from fnsearch.engine.result import SearchResult as SearchResult
from fnsearch.engine.result import Stats as Stats
from fnsearch.engine.search import search as search
from fnsearch.engine.table import empty_table as empty_table
from fnsearch.trace.notebook import TracePage as TracePage
from fnsearch.trace.notebook import show_trace as show_trace
from fnsearch.trace.notebook import trace_page as trace_page

__all__ = [
    "BLACK",
    "BUILD",
    "INFINITY",
    "WHITE",
    "ChanceOptions",
    "Config",
    "Player",
    "SearchOptions",
    "SearchResult",
    "Stats",
    "TracePage",
    "alpha_beta",
    "alpha_beta_soft",
    "best_next_config",
    "empty_table",
    "expectiminimax",
    "iterative_deepening",
    "minimax",
    "search",
    "show_trace",
    "star1",
    "star2",
    "trace_page",
]
