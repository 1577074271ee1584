"""The games a person can play: each registered game with the naming of its moves.

A :class:`Playable` pairs a :class:`~fnsearch.game.Game` record with the naming
of its moves, both in the same configuration type ``C``, and opens them on a
position (the record's start when none is given) for a function generic in ``C``
(a :class:`PlayUser`), as :meth:`fnsearch.game.Game.at` does for the search
commands. The m,n,k family picks its board from the position text, 3 × 3 when
none is given.

>>> list(PLAYABLE)
['tictactoe', 'tree', 'nim', 'connect4', 'mnk', 'chancetree', 'pig']
>>> def opening(record: Game[C], naming: Naming[C], config: C) -> str:
...     return naming.picture(config)
>>> print(playable("mnk").bind(lambda game: game.at(None, opening)).unwrap())
1 2 3
4 5 6
7 8 9
>>> playable("chess")
<Failure: unknown game 'chess': expected tictactoe, tree, nim, connect4, mnk, chancetree or pig>
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Generic, Protocol, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.game import C, Game
from fnsearch.games import chancetree, connect4, mnk, nim, pig, tictactoe, tree
from fnsearch.games.registry import names
from fnsearch.moves import Naming
from fnsearch.namings import CHANCE_TREE, CONNECT4, NIM, PIG, TICTACTOE, TREE, mnk_naming

__all__ = ["MNK", "PLAYABLE", "TICTACTOE_GAME", "AnyPlayable", "PlayUser", "Playable", "playable"]

_R = TypeVar("_R")
_R_co = TypeVar("_R_co", covariant=True)


class PlayUser(Protocol[_R_co]):
    """A function of a game record, the naming of its moves and a position, for any ``C``."""

    def __call__(self, record: Game[C], naming: Naming[C], config: C, /) -> _R_co:
        """Use ``config``, a position of ``record`` whose moves ``naming`` names."""
        ...


class AnyPlayable(Protocol):
    """A :class:`Playable` (or the m,n,k family), its configuration type unknown."""

    def at(self, text: str | None, use: PlayUser[_R], /) -> Result[_R, str]:
        """Read the position ``text`` (``None``: the start), then ``use`` it."""
        ...


@final
@dataclass(frozen=True, slots=True)
class Playable(Generic[C]):
    """A game record and the naming of its moves.

    >>> TICTACTOE_GAME.at("X../.../...", lambda record, naming, board: naming.highest(board))
    <Success: 9>
    >>> TICTACTOE_GAME.at("X", lambda record, naming, board: 0)
    <Failure: expected 9 cells (3 rows of X, O or . separated by /), got 'X'>
    """

    record: Game[C]
    naming: Naming[C]

    def at(self, text: str | None, use: PlayUser[_R], /) -> Result[_R, str]:
        """Read ``text`` (``None``: the record's start), then ``use`` the game on it."""
        return _position(self.record, text).map(
            lambda config: use(self.record, self.naming, config)
        )


def _position(record: Game[C], text: str | None) -> Result[C, str]:
    return Success(record.start) if text is None else record.parse(text)


@final
@dataclass(frozen=True, slots=True)
class _MNKFamily:
    """The m,n,k-game: the position text says which board; 3 × 3 when there is none."""

    def at(self, text: str | None, use: PlayUser[_R], /) -> Result[_R, str]:
        """Find the board ``text`` is written on, then open it there."""
        return (
            mnk.notation("..././..." if text is None else text)
            .bind(_board)
            .bind(lambda game: Playable(mnk.record(game), mnk_naming(game)).at(text, use))
        )


def _board(written: mnk.Notation) -> Result[mnk.MNKGame, str]:
    return _sized(written.rows.split("/"), written.k)


def _sized(rows: list[str], k: int | None) -> Result[mnk.MNKGame, str]:
    return mnk.mnk_game(len(rows[0]), len(rows), min(len(rows[0]), len(rows)) if k is None else k)


TICTACTOE_GAME: Final = Playable(tictactoe.GAME, TICTACTOE)
MNK: Final = _MNKFamily()
"""The m,n,k family: any board, 3 × 3 by default."""

PLAYABLE: Final[Mapping[str, AnyPlayable]] = {
    "tictactoe": TICTACTOE_GAME,
    "tree": Playable(tree.GAME, TREE),
    "nim": Playable(nim.GAME, NIM),
    "connect4": Playable(connect4.GAME, CONNECT4),
    "mnk": MNK,
    "chancetree": Playable(chancetree.GAME, CHANCE_TREE),
    "pig": Playable(pig.GAME, PIG),
}
"""Every registered game, by name, ready to play."""


def playable(name: str) -> Result[AnyPlayable, str]:
    """The game ``name`` to play, or a message that lists the known names.

    >>> playable("nim").bind(lambda game: game.at("4", lambda record, naming, pile: pile))
    <Success: (4, 1)>
    """
    return (
        Success(PLAYABLE[name])
        if name in PLAYABLE
        else Failure(f"unknown game {name[:40]!r}: expected {names()}")
    )
