"""What the tests share: hypothesis strategies, and the reachable tic-tac-toe positions.

The strategies draw explicit game trees and search windows. The positions are
enumerated once per test session through the package's own instance (the
tic-tac-toe tests check that enumeration against rules of their own), and
:func:`game_tree_size` and :func:`solved_value`, the oracles, count and solve the
game with rules of their own, sharing no code with the package.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from hypothesis import strategies as st

from benchmarks.connect4_sets import HERE as CONNECT4_SETS
from benchmarks.connect4_sets import read_set
from fnsearch import BLACK, WHITE, Player
from fnsearch.games.chancetree.game import Chance, ChanceTree, Decision
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board
from fnsearch.games.tree import Tree

__all__ = [
    "CHANCE_BOUNDS",
    "LEAF_VALUES",
    "chance_trees",
    "depth",
    "game_tree_size",
    "game_trees",
    "leaf_count",
    "reachable_boards",
    "reachable_positions",
    "solved_value",
    "widest",
    "windows",
]

LEAF_VALUES = st.integers(-3, 3)
"""A small range of leaf values, so that many siblings tie."""


@st.composite
def game_trees(
    draw: st.DrawFn,
    *,
    max_depth: int = 7,
    max_branching: int = 6,
    max_leaves: int = 60,
    min_depth: int = 0,
    values: st.SearchStrategy[int] = LEAF_VALUES,
) -> Tree:
    """Trees of ``fnsearch.games.tree``: 1 to ``max_branching`` children per inner node.

    At most ``max_depth`` levels below the root and at most ``max_leaves`` leaves, so
    that a search over one example stays cheap. Every path has at least ``min_depth``
    edges when ``min_depth <= max_depth``. Shrinks towards leaves and narrow nodes.
    """
    return _grow(draw, 0, max_depth, max_branching, max_leaves, min_depth, values)[0]


def _grow(
    draw: st.DrawFn,
    level: int,
    max_depth: int,
    max_branching: int,
    budget: int,
    min_depth: int,
    values: st.SearchStrategy[int],
) -> tuple[Tree, int]:
    """A tree and its number of leaves, which is at most ``budget``."""
    if level >= max_depth or (level >= min_depth and (budget <= 1 or not draw(st.booleans()))):
        return draw(values), 1
    width = draw(st.integers(1, max(1, min(max_branching, budget))))
    children: list[Tree] = []
    used = 0
    for index in range(width):
        # Keep one leaf of the budget for every sibling still to come.
        room = max(1, budget - used - (width - 1 - index))
        child, leaves = _grow(draw, level + 1, max_depth, max_branching, room, min_depth, values)
        children.append(child)
        used += leaves
    return tuple(children), used


CHANCE_BOUNDS = (-5, 5)
"""The bounds ``[L, U]`` of the leaves of :func:`chance_trees`."""


@st.composite
def chance_trees(draw: st.DrawFn, *, max_depth: int = 5, max_width: int = 4) -> ChanceTree:
    """Chance trees mixing MAX, MIN and chance nodes, leaves in :data:`CHANCE_BOUNDS`.

    A chance node's probabilities are random positive Fractions that sum to exactly
    1 (random weights, normalised). Shrinks towards leaves and narrow nodes.
    """
    kind = draw(st.sampled_from(("leaf", "max", "min", "chance"))) if max_depth > 0 else "leaf"
    if kind == "leaf":
        return draw(st.integers(*CHANCE_BOUNDS))
    children = draw(
        st.lists(
            chance_trees(max_depth=max_depth - 1, max_width=max_width),
            min_size=1,
            max_size=max_width,
        )
    )
    if kind != "chance":
        return Decision(WHITE if kind == "max" else BLACK, tuple(children))
    weights = draw(st.lists(st.integers(1, 9), min_size=len(children), max_size=len(children)))
    return Chance(
        tuple(
            (Fraction(w, sum(weights)), child) for w, child in zip(weights, children, strict=True)
        )
    )


@st.composite
def windows(draw: st.DrawFn, *, low: int = -5, high: int = 5) -> tuple[int, int]:
    """A search window ``(alpha, beta)`` with ``low <= alpha < beta <= high``."""
    alpha = draw(st.integers(low, high - 1))
    return alpha, draw(st.integers(alpha + 1, high))


def depth(tree: Tree) -> int:
    """The number of edges on the longest path from the root to a leaf.

    >>> depth(5), depth((1, (2, (3,))))
    (0, 3)
    """
    return 0 if isinstance(tree, int) else 1 + max(map(depth, tree))


def widest(tree: Tree) -> int:
    """The largest number of children of a node (``0`` for a leaf).

    >>> widest(5), widest((1, (2, 3, 4)))
    (0, 3)
    """
    return 0 if isinstance(tree, int) else max(len(tree), *map(widest, tree))


def leaf_count(tree: Tree) -> int:
    """The number of leaves.

    >>> leaf_count(5), leaf_count(((3, 12, 8), (2, 4, 6), (14, 5, 2)))
    (1, 9)
    """
    return 1 if isinstance(tree, int) else sum(map(leaf_count, tree))


# --- reachable tic-tac-toe positions ---------------------------------------------------


@cache
def reachable_positions() -> tuple[tuple[Board, Player], ...]:
    """Every tic-tac-toe board reachable from the empty one, with the side to move, by board.

    Breadth-first through ``VECTOR_CONFIG``, one ply at a time: the boards of a ply
    all have the same number of marks, so no board is met in two plies.

    >>> positions = reachable_positions()
    >>> len(positions), sum(not VECTOR_CONFIG.is_final(board) for board, _ in positions)
    (5478, 4520)
    >>> dict(positions)[(1, -1, 0, 0, 0, 0, 0, 0, 0)] is WHITE
    True
    """
    found: dict[Board, Player] = {EMPTY: WHITE}
    ply, player = [EMPTY], WHITE
    while ply:
        ply = list(
            dict.fromkeys(
                child
                for board in ply
                if not VECTOR_CONFIG.is_final(board)
                for child in VECTOR_CONFIG.successors(board, player)
            )
        )
        player = player.opponent
        found.update(dict.fromkeys(ply, player))
    return tuple(sorted(found.items(), key=lambda position: position[0]))


@cache
def reachable_boards() -> frozenset[Board]:
    """The boards of :func:`reachable_positions`, for membership tests.

    >>> EMPTY in reachable_boards(), (1, 1, 0, 0, 0, 0, 0, 0, 0) in reachable_boards()
    (True, False)
    """
    return frozenset(board for board, _ in reachable_positions())


_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


@cache
def game_tree_size(board: str, to_move: str) -> int:
    """The positions of the game tree below ``board`` (9 of ``X``, ``O``, ``.``), root included.

    Counted on plain strings with rules of its own, sharing no code with the
    package; memoized, since the count below a board depends only on the board
    and the side to move.

    >>> game_tree_size("XXXOO....", "O"), game_tree_size("XXO...O..", "X")
    (1, 174)
    """
    won = any(board[a] != "." and board[a] == board[b] == board[c] for a, b, c in _LINES)
    if won or "." not in board:
        return 1
    other = "O" if to_move == "X" else "X"
    return 1 + sum(
        game_tree_size(board[:i] + to_move + board[i + 1 :], other)
        for i, cell in enumerate(board)
        if cell == "."
    )


@cache
def solved_value(board: Board) -> int:
    """The value of a tic-tac-toe board under perfect play, for X, who moves on equal counts.

    Rules of its own: a win is worth one point plus one per empty cell, positive
    for X, negative for O, and a full board without a line is a draw.

    >>> solved_value((0,) * 9), solved_value((1, 1, 0, -1, -1, 0, 0, 0, 0))
    (0, 5)
    """
    for a, b, c in _LINES:
        if board[a] != 0 and board[a] == board[b] == board[c]:
            return board[a] * (1 + board.count(0))
    if 0 not in board:
        return 0
    mark = 1 if board.count(1) == board.count(-1) else -1
    values = [solved_value((*board[:i], mark, *board[i + 1 :])) for i in range(9) if board[i] == 0]
    return max(values) if mark == 1 else min(values)


def published(name: str) -> list[tuple[str, int]]:
    """Every line of a published Connect Four set shipped with the benchmark: moves, score."""
    return [(moves, score) for _, moves, score in read_set(CONNECT4_SETS, name)]
