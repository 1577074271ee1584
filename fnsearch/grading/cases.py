"""What a student's alpha-beta is asked and answers: the cases, the counts, the sheet's test."""

from __future__ import annotations

from typing import Final, Literal, NamedTuple, final

from fnsearch.core.config import INFINITY, Player
from fnsearch.engine.setup import Window
from fnsearch.games.tictactoe import Board
from fnsearch.games.tree import Tree

GameName = Literal["tictactoe", "tree"]


FULL: Final = Window(-INFINITY, INFINITY)
"""The full window: the exact value."""

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
    """One search's value (``None``: stopped over its budget), leaves scored, successors pulled."""

    value: int | None
    leaves: int
    pulled: int


@final
class Visit(NamedTuple):
    """A position a solution looked at: its depth, and its score at a leaf (``None`` inside)."""

    depth: int
    position: Tree
    score: int | None
