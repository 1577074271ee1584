"""The two players and the ``Config`` typeclass every search is written against.

A game is an *instance* of :class:`Config` passed to every search. A search refuses a
broken contract with a :class:`~fnsearch.core.contract.ContractError`: :func:`scored`
at the leaves, :func:`children` at the inner nodes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum
from functools import partial
from itertools import chain, islice
from typing import Final, Protocol, TypeVar

from fnsearch.core.contract import broken, dead_end, endless, not_whole, out_of_range, too_wide

_C = TypeVar("_C")
_C_contra = TypeVar("_C_contra", contravariant=True)

INFINITY: Final = 2**62
"""The bound of the full window: every score lies strictly between ``±INFINITY``."""

WIDTH: Final = 100_000
"""The most successors (or outcomes) a position may have by default (an endless stream: refused)."""

FRAMES: Final = 1_000
"""Python's default recursion limit: the frames a search has unless its caller grants more."""

_SPARE_FRAMES: Final = 64
"""The frames a search leaves to its caller's own and to the work at a leaf."""


def plies_in_frames(frames: int, frames_per_ply: int) -> int:
    """The deepest ``ply_limit`` a search of ``frames_per_ply`` frames a ply takes in ``frames``.

    Every search's ply limit follows this rule, so that a game not over there ends in
    the contract's refusal, never in a ``RecursionError``.
    """
    return max(0, (frames - _SPARE_FRAMES) // frames_per_ply)


class Player(Enum):
    """The two players: ``WHITE`` maximizes the score (MAX), ``BLACK`` minimizes it (MIN).

    The value is the sign of the player's preference, and the mark it puts on a board.

    >>> Player.WHITE.opponent
    <Player.BLACK: -1>
    """

    WHITE = 1
    BLACK = -1

    @property
    def opponent(self) -> Player:
        """The other player."""
        return Player.BLACK if self is Player.WHITE else Player.WHITE


WHITE: Final = Player.WHITE
"""The player who maximizes, as a module constant."""
BLACK: Final = Player.BLACK
"""The player who minimizes, as a module constant."""


class Config(Protocol[_C]):
    """The typeclass of game configurations ``C`` (the sheet's ``trait Config[C]``).

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
    >>> board = parse("XX./OO./...").unwrap()
    >>> VECTOR_CONFIG.is_final(board), len(list(VECTOR_CONFIG.successors(board, WHITE)))
    (False, 5)
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


def scored(score: object, config: object) -> int:
    """A position's value, checked: an ``int`` (not a ``bool``) strictly inside ``±INFINITY``.

    Another type, or a value a window could not tell from its bound, is refused naming
    the position.
    """
    return (
        score
        if type(score) is int and -INFINITY < score < INFINITY
        else broken(out_of_range(score, config) if type(score) is int else not_whole(score, config))
    )


class Scores(Protocol[_C_contra]):
    """What :func:`final_score` asks of a game: a score, of a type checked at run time."""

    def score(self, c: _C_contra, /) -> object:
        """The value of ``c`` from White's point of view."""
        ...


def final_score(instance: Scores[_C], config: _C) -> int:
    """The score of a final ``config``, checked by :func:`scored`."""
    return scored(instance.score(config), config)


def children(successors: Iterable[_C], config: object, plies: int) -> Iterator[_C]:
    """The successors of a position that is not final, searched with ``plies`` plies left.

    Refuses a dead end, a position reached with no ply left (cycles, or no end), and
    one with more than :data:`WIDTH` successors: a list or tuple by its length, a lazy
    stream as the search pulls it, so that the search pulls what it would unchecked.
    """
    return (
        broken(endless(config))
        if plies <= 0
        else given_back(successors, config)
        if not isinstance(successors, (list, tuple))
        else iter(successors)
        if 0 < len(successors) <= WIDTH
        else broken(too_wide(config, WIDTH) if successors else dead_end(config))
    )


def given_back(successors: Iterable[_C], config: object) -> Iterator[_C]:
    """Lazy ``successors`` of ``config``: refused if there is none, or pulled past ``WIDTH``."""
    rest = iter(successors)
    first = next(rest, MISSING)
    return (
        broken(dead_end(config))
        if first is MISSING
        else chain((first,), islice(rest, WIDTH - 1), _beyond(rest, config, WIDTH))
    )


def within(successors: Iterable[_C], config: object, width: int) -> Iterator[_C]:
    """``successors`` of ``config``, refused when the search pulls more than ``width`` of them."""
    rest = iter(successors)
    return chain(islice(rest, width), _beyond(rest, config, width))


def _beyond(rest: Iterator[_C], config: object, width: int) -> Iterator[_C]:
    return map(partial(_too_wide, config, width), islice(rest, 1))


def _too_wide(config: object, width: int, _: _C) -> _C:
    return broken(too_wide(config, width))


class Missing(Enum):
    """The type of :data:`MISSING`, what ``next(successors, MISSING)`` gives at a dead end."""

    MISSING = "MISSING"


MISSING: Final = Missing.MISSING
