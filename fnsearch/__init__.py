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
from fnsearch._build import BUILD
from fnsearch.chance import ChanceOptions, expectiminimax, star1, star2
from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_soft, best_next_config
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player
from fnsearch.engine.deepening import iterative_deepening
from fnsearch.engine.options import SearchOptions
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.trace.notebook import TracePage, show_trace, trace_page

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
