"""The ``depth`` section: the deepest game each search handles under the default recursion limit.

Every search recurses once per ply, so the depth of a game it can search is
bounded by Python's recursion limit (1,000 by default). The section searches a
tree with one long branch — a chain of inner nodes, each with a leaf beside the
next inner node — whose search costs one node per ply, and finds by bisection the
longest chain each search completes: deeper, a search without a depth refuses the
game (past its ``ply_limit``: for the lecture's searches
:data:`fnsearch.classic.root.PLY_LIMIT` by default) or overflows with a ``RecursionError``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Final

from benchmarks.report import Report, markdown_table
from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_room, alpha_beta_soft
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import WHITE
from fnsearch.core.contract import ContractError
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.tree import TREE_CONFIG, Tree

__all__ = ["SEARCHES", "chain", "deepest", "depth_report"]

_CEILING: Final = 5_000

SEARCHES: Final[dict[str, Callable[[Tree], object]]] = {
    "minimax": lambda tree: minimax(TREE_CONFIG, tree, WHITE),
    "alpha_beta": lambda tree: alpha_beta(TREE_CONFIG, tree, WHITE),
    "alpha_beta_room": lambda tree: alpha_beta_room(TREE_CONFIG, tree, WHITE),
    "alpha_beta_soft": lambda tree: alpha_beta_soft(TREE_CONFIG, tree, WHITE),
    "search": lambda tree: search(TREE_CONFIG, tree, WHITE),
    "search with a table": lambda tree: search(TREE_CONFIG, tree, WHITE, table=empty_table()),
}
"""The searches measured, by the name the table shows."""


def chain(plies: int) -> Tree:
    """A tree ``plies`` deep along its first branch, with a leaf ``0`` beside each inner node.

    >>> chain(0), chain(2)
    (1, ((1, 0), 0))
    """
    tree: Tree = 1
    for _ in range(plies):
        tree = (tree, 0)
    return tree


def deepest(run: Callable[[Tree], object], ceiling: int = _CEILING) -> int:
    """The longest chain, up to ``ceiling`` plies, that ``run`` searches without overflow."""
    low, high = 0, ceiling
    while low < high:
        middle = (low + high + 1) // 2
        try:
            run(chain(middle))
        except (RecursionError, ContractError):
            high = middle - 1
        else:
            low = middle
    return low


def depth_report(runs: int) -> Report:
    """The deepest chain each search completes under the current recursion limit."""
    limit = sys.getrecursionlimit()
    return Report(
        "Deepest search under the default recursion limit",
        markdown_table(
            ["search", "plies"], [[name, deepest(run)] for name, run in SEARCHES.items()]
        ),
        f"A chain of inner nodes, searched from its root; recursion limit {limit:,}.",
        True,
    )
