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

The searches without a depth limit check this contract where it costs least, and
answer a broken one with a :class:`~fnsearch.core.contract.ContractError` naming the
problem and the position, never with a value: :func:`scored` at the leaves,
:func:`children` at the inner nodes (a dead end, or a game that goes on longer
than the recursion limit lets a search follow: cycles, or no end at all), and
:func:`ply_budget` at the root, which says how many plies that is.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from enum import Enum
from itertools import accumulate, chain, repeat, takewhile
from operator import index
from types import FrameType
from typing import Final, NamedTuple, Protocol, TypeVar

from fnsearch.core.contract import broken, dead_end, endless, out_of_range

__all__ = [
    "BLACK",
    "INFINITY",
    "MISSING",
    "WHITE",
    "Config",
    "Missing",
    "Player",
    "children",
    "dead_end",
    "endless",
    "out_of_range",
    "ply_budget",
    "scored",
]

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


def scored(score: int, config: object) -> int:
    """A leaf's ``score``, checked: an ``int`` strictly between ``-INFINITY`` and ``INFINITY``.

    A float is refused by ``operator.index`` (``TypeError``); a score out of range by
    :func:`~fnsearch.core.contract.broken`, since the window of a search could not tell it
    from a bound and would answer ``±INFINITY`` for it.

    >>> scored(3, "leaf")
    3
    >>> scored(2**62, "leaf")
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: a score must lie strictly between -2**62 and \
2**62 (fnsearch.INFINITY), but the game scores 4611686018427387904 at 'leaf'
    """
    return score if -INFINITY < index(score) < INFINITY else broken(out_of_range(score, config))


def children(successors: Iterable[_C], config: object, plies: int) -> Iterator[_C]:
    """The successors of a position that is not final, with ``plies`` plies of budget left.

    Refuses a dead end (a position that is not final without successors) and a
    position reached when the budget is spent (see :func:`ply_budget`). It pulls
    the first successor to know there is one and gives it back first: a search
    sees the same successors, pulled at the same times, as without the check.

    >>> list(children(iter([1, 2]), "root", 5))
    [1, 2]
    >>> children(iter([]), "root", 5)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: a position that is not final has no successors: 'root'
    """
    # The matches bind the iterator and its first item, which the core may not assign. The
    # dead end is told apart by a guard: the class pattern ``Missing()`` calls ``isinstance``
    # and builds a tuple of attributes, about 45 ns more a node (timeit: 70 against 28 ns).
    if plies <= 0:
        return broken(endless(config))
    else:
        match iter(successors):
            case successors_left:
                match next(successors_left, MISSING):
                    case first if first is MISSING:
                        return broken(dead_end(config))
                    case first:
                        return chain((first,), successors_left)


class Missing(Enum):
    """The type of :data:`MISSING`, what ``next(successors, MISSING)`` gives at a dead end."""

    MISSING = "MISSING"


MISSING: Final = Missing.MISSING


_SLACK: Final = 40
"""Frames kept free above the deepest ply: the game's own calls at a leaf, the checks."""


def ply_budget(frames_per_ply: int) -> int:
    """How many plies a search taking ``frames_per_ply`` frames per ply can go from here.

    Read from the recursion limit and the frames already in use, with some left
    for the game's own functions at the deepest leaf: a search that reaches a
    position still not final after this many plies answers "cycles or no end"
    (:func:`endless`) instead of overflowing Python's stack. It reads the
    interpreter's state, so it is computed once, at the root.

    >>> 0 < ply_budget(5) < ply_budget(2) < sys.getrecursionlimit() // 2
    True
    """
    return max(0, (sys.getrecursionlimit() - _frames_in_use() - _SLACK) // frames_per_ply)


def _frames_in_use() -> int:
    return len(
        tuple(
            takewhile(_is_frame, accumulate(repeat(None), _older, initial=_Frame(sys._getframe(1))))
        )
    )


class _Frame(NamedTuple):
    """A frame of the call stack, or ``None`` past the outermost one."""

    frame: FrameType | None


def _older(frame: _Frame, _: None) -> _Frame:
    return _Frame(None if frame.frame is None else frame.frame.f_back)


def _is_frame(frame: _Frame) -> bool:
    return frame.frame is not None
