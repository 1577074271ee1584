"""The coin game: take one or two coins, whoever takes the last coin wins.

A pile says who moves, so that a final pile tells who took the last coin; the player to
move loses exactly when the coins are a multiple of 3.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final, TypeAlias, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.codec import shortened
from fnsearch.games.naming import Naming
from fnsearch.games.record import Game
from fnsearch.games.sketch import Coins

Pile: TypeAlias = tuple[int, int]
"""``(coins, to_move)``: the coins left (``>= 0``) and who moves, ``1`` White, ``-1`` Black."""

MAX_COINS: Final = 10_000
"""The most coins :func:`parse` accepts (a full search is exponential in the coins anyway)."""

_TAKES: Final = (1, 2)
_NEXT_TO_MOVE: Final = {WHITE: -1, BLACK: 1}
_PLAYER_OF: Final = {"": 1, "w": 1, "white": 1, "b": -1, "black": -1}
_NAME_OF: Final = {1: "white", -1: "black"}
_FORM: Final = re.compile(r"\s*([+-]?)\s*([0-9]+)(?:\s+(\S+))?\s*")
_DIGITS: Final = len(str(MAX_COINS))
_USAGE: Final = "expected a number of coins, optionally followed by white/w or black/b"


@final
class Nim:
    """The :class:`~fnsearch.core.config.Config` instance for the coin game."""

    __slots__ = ()

    def score(self, pile: Pile, /) -> int:
        """``+1`` if White took the last coin, ``-1`` if Black did, ``0`` before the end."""
        return -pile[1] if pile[0] == 0 else 0

    def successors(self, pile: Pile, player: Player, /) -> Iterator[Pile]:
        """``player`` takes one coin, then two; the opponent moves next."""
        next_to_move = _NEXT_TO_MOVE[player]
        return iter([(pile[0] - take, next_to_move) for take in _TAKES if take <= pile[0]])

    def is_final(self, pile: Pile, /) -> bool:
        """No coins are left."""
        return pile[0] == 0

    def __repr__(self) -> str:
        return "NIM"


NIM: Final = Nim()
"""The coin game instance."""


def render(pile: Pile) -> str:
    """The text form: the coins, then who moves."""
    return f"{pile[0]} {_NAME_OF[pile[1]]}"


def parse(text: str) -> Result[Pile, str]:
    """Read a pile such as ``"4"``, ``"4 black"`` or ``"7 w"`` (at most :data:`MAX_COINS` coins).

    >>> parse("7 W")
    <Success: (7, 1)>
    """
    found = _FORM.fullmatch(text)
    sign, written, name = ("", "", "") if found is None else found.groups("")
    digits = written.lstrip("0") or "0"
    return (
        Failure(_USAGE)
        if found is None
        else Failure(f"too many coins: at most {MAX_COINS}, got {shortened(digits)}")
        if len(digits) > _DIGITS or int(digits) > MAX_COINS
        else Failure(f"the number of coins cannot be negative, got -{digits}")
        if sign == "-" and digits != "0"
        else Failure(f"unknown player {name[:20]!r}: expected white/w or black/b")
        if name.lower() not in _PLAYER_OF
        else Success((int(digits), _PLAYER_OF[name.lower()]))
    )


def to_move(pile: Pile) -> Player:
    """Who moves next, as the pile says."""
    return WHITE if pile[1] == 1 else BLACK


START: Final[Pile] = (10, 1)
"""Ten coins, White to move."""


def _coins(count: int) -> str:
    return f"{count} coin" if count == 1 else f"{count} coins"


NAMING: Final[Naming[Pile]] = Naming(
    noun="coins to take",
    highest=lambda pile: min(2, pile[0]),
    number=lambda pile, _, child: pile[0] - child[0],
    say=lambda number: f"take {number}",
    why_not=lambda pile, number: (
        f"only {_coins(pile[0])} is left" if number == 2 and pile[0] == 1 else "take 1 or 2 coins"
    ),
    picture=lambda pile: (
        f"{_coins(pile[0])} on the table: " + "o" * min(pile[0], 60) if pile[0] else "no coins left"
    ),
)
"""How a person plays the coin game: 1 or 2, the coins taken."""

GAME: Final[Game[Pile]] = Game(
    name="nim",
    summary="the coin game: take one or two coins, whoever takes the last coin wins",
    example="10",
    instance=NIM,
    start=START,
    parse=parse,
    render=render,
    draw=render,
    to_move=to_move,
    naming=NAMING,
    sketch=lambda pile: Coins(pile[0]),
)
"""The coin game's record: a pile is its one-line picture too."""
