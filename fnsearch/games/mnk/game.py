"""The m,n,k-game: tic-tac-toe on ``m`` columns and ``n`` rows, with ``k`` in a row to win.

One board's :func:`record`, and the family's :data:`GAME`, whose :func:`member` reads
from a position text which board it is on.

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
    """The record of one board: up to 9 cells searched to the end, larger for :data:`LARGE_SECONDS`.

    >>> record(mnk_game(4, 4, 4).unwrap()).limits
    Limits(depth=None, seconds=2.0)
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
"""The m,n,k family: the position text says which board it is; 3 × 3 when none is given."""
