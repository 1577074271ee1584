"""Every game the program knows, by name: one record per game module.

A new game is one module with a :class:`~fnsearch.config.Config` instance and its
:class:`~fnsearch.game.Game` record, and one line in :data:`GAMES`.

>>> list(GAMES)
['tictactoe', 'tree', 'nim', 'connect4', 'mnk', 'chancetree', 'pig']
>>> game("connect4").map(lambda record: record.summary)  # doctest: +ELLIPSIS
<Success: Connect Four on 7 × 6: ...>
>>> game("go")
<Failure: unknown game 'go': expected tictactoe, tree, nim, connect4, mnk, chancetree or pig>
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.game import AnyGame
from fnsearch.games import chancetree, connect4, mnk, nim, pig, tictactoe, tree

__all__ = ["GAMES", "game", "names"]

GAMES: Final[Mapping[str, AnyGame]] = {
    record.name: record
    for record in (
        tictactoe.GAME,
        tree.GAME,
        nim.GAME,
        connect4.GAME,
        mnk.GAME,
        chancetree.GAME,
        pig.GAME,
    )
}
"""The registered games, in the order help lists them."""


def names(separator: str = ", ", last: str = " or ") -> str:
    """The registered names in one line, as messages and help list them.

    >>> names()
    'tictactoe, tree, nim, connect4, mnk, chancetree or pig'
    """
    return separator.join(tuple(GAMES)[:-1]) + last + tuple(GAMES)[-1]


def game(name: str) -> Result[AnyGame, str]:
    """The game registered as ``name``, or a message that lists the known names.

    >>> game("nim").map(lambda record: record.example)
    <Success: 10>
    """
    return (
        Success(GAMES[name])
        if name in GAMES
        else Failure(f"unknown game {name[:40]!r}: expected {names()}")
    )
