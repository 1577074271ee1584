"""The positions and windows a student's alpha-beta is tried on, smallest trees first.

Every tic-tac-toe position reachable from the empty board (either player first), for
the player to move, and random trees with either player at the root; each with the
full window and narrower ones, where the sheet's fail-hard algorithm answers a bound.
"""

from __future__ import annotations

from itertools import accumulate, chain, repeat, takewhile
from typing import Final, Literal, NamedTuple, final

from fnsearch.core.config import BLACK, INFINITY, WHITE, Player
from fnsearch.engine.setup import Window
from fnsearch.games.random_tree import Leaves, random_tree
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board
from fnsearch.games.tree import Tree

GameName = Literal["tictactoe", "tree"]


FULL: Final = Window(-INFINITY, INFINITY)
"""The full window: the exact value."""

TICTACTOE_WINDOWS: Final = (FULL, Window(-1, 1), Window(0, 4))
"""The full window; one around a draw; one a win by X with few empty cells straddles."""

TREE_WINDOWS: Final = (FULL, Window(5, 12), Window(9, 10))
"""The trees' leaves lie from 0 to 20: the full window, a middle one, a narrow one."""

_TREE_SHAPES: Final = ((2, 3), (3, 2), (3, 3), (2, 5))
_TREE_SEEDS: Final = tuple(range(1, 6))

SHEET_START: Final[Board] = (1, 1, -1, 0, 0, 0, -1, 0, 0)
"""The sheet's position, X (White) to move: ``XXO/.../O..``."""
SHEET_EXPECTED: Final[Board] = (1, 1, -1, 0, 1, 0, -1, 0, 0)
"""Its known optimal next configuration: X in the centre, ``XXO/.X./O..``."""


@final
class Case(NamedTuple):
    """One search a solution is asked for: a game, a position, the player to move, a window."""

    game: GameName
    position: Tree
    player: Player
    window: Window


@final
class Counts(NamedTuple):
    """What one search answered: its value, the leaves it scored, the successors it pulled.

    ``value`` is ``None`` when the search was stopped over its successor budget.
    """

    value: int | None
    leaves: int
    pulled: int


class _Level(NamedTuple):
    boards: tuple[Board, ...]
    player: Player


@final
class Visit(NamedTuple):
    """A position a solution looked at: its depth, and its score at a leaf (``None`` inside)."""

    depth: int
    position: Tree
    score: int | None


def reachable(first: Player) -> tuple[tuple[Board, Player], ...]:
    """Every tic-tac-toe position reachable when ``first`` moves first, with the player to move.

    >>> len(reachable(WHITE)), reachable(WHITE)[-1]
    (5478, ((0, 0, 0, 0, 0, 0, 0, 0, 0), <Player.WHITE: 1>))
    """
    return tuple(
        (board, level.player)
        for level in reversed(
            tuple(
                takewhile(
                    _any_board,
                    accumulate(repeat(None), _next_level, initial=_Level((EMPTY,), first)),
                )
            )
        )
        for board in level.boards
    )


def _any_board(level: _Level) -> bool:
    return bool(level.boards)


def _next_level(level: _Level, _: None) -> _Level:
    return _Level(
        tuple(
            sorted(
                {
                    child
                    for board in level.boards
                    if not VECTOR_CONFIG.is_final(board)
                    for child in VECTOR_CONFIG.successors(board, level.player)
                }
            )
        ),
        level.player.opponent,
    )


def _empty_cells(found: tuple[Board, Player]) -> int:
    return found[0].count(0)


def tictactoe_cases() -> tuple[Case, ...]:
    """Every reachable position (both players first), fullest first, with each window.

    >>> len(tictactoe_cases())
    32868
    """
    return tuple(
        Case("tictactoe", board, player, window)
        for board, player in sorted((*reachable(WHITE), *reachable(BLACK)), key=_empty_cells)
        for window in TICTACTOE_WINDOWS
    )


def tree_cases() -> tuple[Case, ...]:
    """Random trees of a few shapes and seeds, both players at the root, each window.

    >>> tree_cases()[0].position
    (((2, 7), (15, 14)), ((12, 2), (0, 3)))
    """
    return tuple(
        Case("tree", random_tree(branching, depth, seed=seed, leaves=Leaves(0, 20)), player, window)
        for branching, depth in _TREE_SHAPES
        for seed in _TREE_SEEDS
        for player in (WHITE, BLACK)
        for window in TREE_WINDOWS
    )


def all_cases() -> tuple[Case, ...]:
    """Every tic-tac-toe position (the fullest boards first), then the random trees.

    >>> len(all_cases())
    32988
    """
    return tuple(chain(tictactoe_cases(), tree_cases()))
