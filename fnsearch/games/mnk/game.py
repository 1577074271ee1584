"""The m,n,k-game: tic-tac-toe on ``m`` columns and ``n`` rows, with ``k`` in a row to win.

``mnk_game(3, 3, 3)`` is tic-tac-toe; ``mnk_game(4, 4, 4)`` is a draw, which
:func:`fnsearch.search` proves from the empty board with a transposition table,
symmetries and :meth:`MNKGame.open_windows` as move ordering.

This module gathers the game's parts under one name:

* :mod:`fnsearch.games.mnk.rules`: one board's :class:`MNKGame` instance, made by
  :func:`mnk_game`, and :func:`to_move`;
* :mod:`fnsearch.games.mnk.board`: the board's windows of ``k`` cells and its symmetries;
* :mod:`fnsearch.games.mnk.notation`: :class:`Notation`, a position text split in two;
* here, a board's :func:`record` and the family's :data:`GAME`, whose :func:`member`
  reads from a position text which board it is on.

A position is a plain tuple ``(cells, last)``, described in
:mod:`fnsearch.games.mnk.rules`. Which board a text is on, the family reads from it:

>>> GAME.member("X.../.O../..../....").map(lambda game: game.render(game.start))
<Success: ..../..../..../....>
"""

from __future__ import annotations

from typing import Final

from returns.result import Failure, Result

from fnsearch.games.codec import cell_naming
from fnsearch.games.mnk.notation import Notation, notation
from fnsearch.games.mnk.rules import MNKGame, MNKPosition, mnk_game, to_move
from fnsearch.games.record import NO_LIMITS, AnyGame, Family, Game, Limits, Sides
from fnsearch.games.sketch import grid_of

__all__ = [
    "GAME",
    "LARGE_SECONDS",
    "MNKGame",
    "MNKPosition",
    "Notation",
    "member",
    "mnk_game",
    "notation",
    "record",
    "to_move",
]

LARGE_SECONDS: Final = 2.0
"""The default time budget of a command-line search on a board of more than 9 cells."""


def record(game: MNKGame) -> Game[MNKPosition]:
    """The :class:`~fnsearch.games.record.Game` record of one board of the family.

    Boards of up to 9 cells are searched to the end by default; larger ones
    deepen iteratively for :data:`LARGE_SECONDS`. A person plays the cells,
    numbered row by row from 1.

    >>> record(mnk_game(4, 4, 4).unwrap()).limits
    Limits(depth=None, seconds=2.0)
    >>> record(mnk_game(3, 3, 3).unwrap()).limits.unlimited
    True
    >>> game = mnk_game(4, 3, 3).unwrap()
    >>> naming = record(game).naming
    >>> print(naming and naming.picture(game.parse("X.../.O../.... k=3").unwrap()))
     X  2  3  4
     5  O  7  8
     9 10 11 12
    """
    return Game(
        name="mnk",
        summary=f"the m,n,k-game on {game.columns} × {game.rows} with {game.k} in a row",
        example=game.render(game.start),
        instance=game,
        start=game.start,
        parse=game.parse,
        render=game.render,
        draw=game.draw,
        to_move=to_move,
        evaluate=game.open_windows,
        order=game.open_windows,
        limits=NO_LIMITS if game.columns * game.rows <= 9 else Limits(seconds=LARGE_SECONDS),
        sides=Sides("White (X)", "Black (O)"),
        naming=cell_naming(
            game.columns, lambda position: position.cells, lambda _, child: child.last + 1
        ),
        sketch=lambda position: grid_of(game.render(position)),
    )


def member(text: str) -> Result[AnyGame, str]:
    """The board a position text belongs to: its rows and columns, and ``k`` (default ``min``).

    >>> member("XX./O../...").map(lambda game: game.summary)
    <Success: the m,n,k-game on 3 × 3 with 3 in a row>
    >>> member("X.../.O../..../.... k=3").map(lambda game: game.summary)
    <Success: the m,n,k-game on 4 × 4 with 3 in a row>
    >>> member("XXXX/OOOO k=5")
    <Failure: k = 5 does not fit on a 4 × 2 board>
    """
    return notation(text).bind(_member)


def _member(written: Notation) -> Result[AnyGame, str]:
    return _sized(written, tuple(written.rows.split("/")))


def _sized(written: Notation, rows: tuple[str, ...]) -> Result[AnyGame, str]:
    return (
        mnk_game(
            len(rows[0]),
            len(rows),
            min(len(rows[0]), len(rows)) if written.k is None else written.k,
        ).map(_any_record)
        if all(len(row) == len(rows[0]) for row in rows)
        else Failure(
            f"expected rows of X, O and . of equal length separated by /, got {written.rows[:60]!r}"
        )
    )


def _any_record(game: MNKGame) -> AnyGame:
    return record(game)


GAME: Final[Family] = Family(
    name="mnk",
    summary="tic-tac-toe on m × n (up to 64 cells), k in a row: suffix k=K, else k = min(m, n)",
    example="X.../.O../..../.... k=3",
    member=member,
    start=".../.../...",
)
"""The m,n,k family in the registry: the position text says which board it is; 3 × 3
when none is given."""
