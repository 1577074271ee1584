"""A position drawn small, for the nodes of a traced search's picture and page.

A game's record says how one of its positions is drawn in a tree (``Game.sketch``):
as a :class:`Grid` of marks (tic-tac-toe, the m,n,k-game, Connect Four), as a
:class:`Coins` pile (Nim), or as a :class:`Caption` of a few short lines (Pig's
scores and turn total). The picture (:mod:`fnsearch.trace.picture`) and the page
(:mod:`fnsearch.trace.page`) draw any of the three; a game without a sketch is
drawn by its one-line text. A new game gets its positions drawn by writing one
function from a position to a sketch.

>>> from fnsearch.games import tictactoe
>>> grid_of("XXO/.../O..")
Grid(rows=('XXO', '...', 'O..'), discs=False)
>>> tictactoe.GAME.sketch is not None and tictactoe.GAME.sketch(tictactoe.EMPTY)
Grid(rows=('...', '...', '...'), discs=False)
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias, final


@final
class Grid(NamedTuple):
    """A board of cells, row by row from the top: ``X``, ``O`` or ``.`` (empty) each.

    Attributes:
        rows: the rows, each a string of one character per cell.
        discs: the marks are discs that fall to the bottom (Connect Four), drawn
            as filled circles; otherwise crosses and noughts.

    >>> Grid(("X.", ".O")).rows[1]
    '.O'
    """

    rows: tuple[str, ...]
    discs: bool = False


@final
class Coins(NamedTuple):
    """A pile of coins (Nim), drawn as that many coins.

    >>> Coins(4).coins
    4
    """

    coins: int


@final
class Caption(NamedTuple):
    """A few short lines of text (Pig: the two scores, then the turn total).

    >>> Caption(("12-30", "+7")).lines
    ('12-30', '+7')
    """

    lines: tuple[str, ...]


Sketch: TypeAlias = Grid | Coins | Caption
"""How one position is drawn in a tree: a grid, a pile of coins or a caption."""


def grid_of(text: str, *, discs: bool = False) -> Grid:
    """The grid of a board's one-line text form, rows separated by ``/``.

    Whatever follows the board after a space (the m,n,k-game's ``k=3``) is not drawn.

    >>> grid_of("X.../.O.. k=2")
    Grid(rows=('X...', '.O..'), discs=False)
    """
    return Grid(tuple(text.split(" ", 1)[0].split("/")), discs=discs)
