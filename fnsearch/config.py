"""The two players and the ``Config`` typeclass every search is written against.

A game is described by an *instance* of :class:`Config`: an object with the three
functions the exercise sheet names, ``score``, ``successors`` and ``is_final``.
Instances are passed explicitly to every search, the way Scala's ``given``/``using``
parameters are passed after compilation (dictionary-passing style). Nothing has to
inherit from :class:`Config`: any object with these methods is an instance.

Preconditions shared by every search in fnsearch: two players who alternate,
zero-sum, deterministic, perfect information; a configuration that is not final
has at least one successor; scores lie strictly between ``-INFINITY`` and
``INFINITY``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import Final, Protocol, TypeVar

__all__ = ["BLACK", "INFINITY", "WHITE", "Config", "Player"]

_C = TypeVar("_C")

INFINITY: Final = 2**62
"""The bound of the full window: every score lies strictly between ``±INFINITY``."""


class Player(Enum):
    """The two players: ``WHITE`` maximizes the score (MAX), ``BLACK`` minimizes it (MIN).

    The value is the sign of the player's preference, and the mark it puts on a board.

    >>> Player.WHITE.opponent
    <Player.BLACK: -1>
    >>> Player.BLACK.opponent is Player.WHITE
    True
    """

    WHITE = 1
    BLACK = -1

    @property
    def opponent(self) -> Player:
        """The other player.

        >>> [p.opponent.name for p in Player]
        ['BLACK', 'WHITE']
        """
        return Player.BLACK if self is Player.WHITE else Player.WHITE


WHITE: Final = Player.WHITE
"""Module constants: a global name is several times cheaper than an Enum member lookup."""
BLACK: Final = Player.BLACK


class Config(Protocol[_C]):
    """The typeclass of game configurations ``C`` (the sheet's ``trait Config[C]``).

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
    >>> board = parse("XX./OO./...").unwrap()
    >>> VECTOR_CONFIG.is_final(board), VECTOR_CONFIG.score(board)
    (False, 0)
    >>> len(list(VECTOR_CONFIG.successors(board, WHITE)))
    5
    """

    def score(self, c: _C, /) -> int:
        """The value of ``c`` from White's point of view: higher is better for White."""
        ...

    def successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The configurations ``player`` can move to from ``c``, lazily, in a fixed order."""
        ...

    def is_final(self, c: _C, /) -> bool:
        """Whether the game is over in ``c``."""
        ...
