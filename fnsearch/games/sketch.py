"""A position drawn small in a traced search's picture: a grid, coins or a caption (or its text)."""

from __future__ import annotations

from typing import NamedTuple, TypeAlias, final


@final
class Grid(NamedTuple):
    """Cells row by row from the top, ``X``, ``O`` or ``.``; ``discs``: marks that fall."""

    rows: tuple[str, ...]
    discs: bool = False


@final
class Coins(NamedTuple):
    """A pile of coins (Nim), drawn as that many coins."""

    coins: int


@final
class Caption(NamedTuple):
    """A few short lines of text (Pig: the two scores, then the turn total)."""

    lines: tuple[str, ...]


Sketch: TypeAlias = Grid | Coins | Caption
"""How one position is drawn in a tree: a grid, a pile of coins or a caption."""


def grid_of(text: str, *, discs: bool = False) -> Grid:
    """The grid of a board's one-line text form; what follows a space (``k=3``) is not drawn.

    >>> grid_of("X.../.O.. k=2")
    Grid(rows=('X...', '.O..'), discs=False)
    """
    return Grid(tuple(text.split(" ", 1)[0].split("/")), discs=discs)
