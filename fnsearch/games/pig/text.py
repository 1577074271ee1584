"""Pig's text forms: reading a position, writing it on one line and drawing it."""

from __future__ import annotations

import re
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE
from fnsearch.games.codec import shortened
from fnsearch.games.pig.rules import FACES, MAX_TARGET, PIG, TARGET, Pig

_NAME_OF: Final = {WHITE: "white", BLACK: "black"}
_PLAYER_OF: Final = {"": WHITE, "w": WHITE, "white": WHITE, "b": BLACK, "black": BLACK}
_NUMBER: Final = r"(-?\s*[0-9]+)"
_FORM: Final = re.compile(
    rf"\s*{_NUMBER}\s*-\s*{_NUMBER}"
    rf"(?:\s+\+\s*{_NUMBER})?"
    r"(?:\s+(white|w|black|b))?"
    r"(?:\s+(rolling))?"
    rf"(?:\s+to\s+{_NUMBER})?\s*",
    re.IGNORECASE,
)
_USAGE: Final = (
    "expected 'white-black +turn player [rolling] [to target]', such as '12-30 +7 white'"
)
_DIGITS: Final = len(str(MAX_TARGET))


def render(position: Pig) -> str:
    """The one-line text form, which :func:`parse` reads back.

    >>> render(Pig(0, 3, 2, BLACK, True, 5))
    '0-3 +2 black rolling to 5'
    """
    return (
        f"{position.white}-{position.black} +{position.turn} {_NAME_OF[position.mover]}"
        f"{' rolling' if position.rolling else ''}"
        f"{'' if position.target == TARGET else f' to {position.target}'}"
    )


def draw(position: Pig) -> str:
    """A picture of a position: each player's score, whose turn it is, the target.

    >>> print(draw(Pig(12, 30, 7, WHITE, True)))
    white  12 + 7  to move, rolling
    black  30
    first to 100
    """
    return "\n".join(
        (
            *(
                f"{_NAME_OF[player]} {score:3}"
                + (
                    f" + {position.turn}  to move{', rolling' if position.rolling else ''}"
                    if player is position.mover and not PIG.is_final(position)
                    else ""
                )
                for player, score in ((WHITE, position.white), (BLACK, position.black))
            ),
            f"{_winner(position)} won" if PIG.is_final(position) else f"first to {position.target}",
        )
    )


def _winner(position: Pig) -> str:
    return "white" if position.white >= position.target else "black"


def parse(text: str) -> Result[Pig, str]:
    """Read a position such as ``"12-30 +7 white"``, ``"0-0"`` or ``"3-4 +2 b rolling to 10"``.

    The turn total (``+0``), the player (White) and the target (100) may be left out;
    positions that cannot arise in a game are refused.

    >>> parse("95-30 +7 white")
    <Failure: white's 95 + 7 reaches the target 100, which ends the game>
    """
    found = _FORM.fullmatch(text)
    groups = ("",) * 6 if found is None else found.groups("")
    # The four numbers without spaces, with the defaults of those left out.
    numbers = tuple(
        "".join(number.split()) or default
        for number, default in zip(
            (groups[0], groups[1], groups[2], groups[5]), ("0", "0", "0", str(TARGET)), strict=True
        )
    )
    too_long = tuple(number for number in numbers if len(number.lstrip("-").lstrip("0")) > _DIGITS)
    return (
        Failure(_USAGE)
        if found is None
        else Failure(f"the number {shortened(too_long[0])} is too large: at most {MAX_TARGET}")
        if too_long
        else Failure("scores, turn totals and targets cannot be negative")
        if any(number.startswith("-") and int(number) != 0 for number in numbers)
        else _checked(
            Pig(
                abs(int(numbers[0])),
                abs(int(numbers[1])),
                abs(int(numbers[2])),
                _PLAYER_OF[groups[3].lower()],
                groups[4] != "",
                abs(int(numbers[3])),
            )
        )
    )


def _checked(position: Pig) -> Result[Pig, str]:
    final = PIG.is_final(position)
    return (
        Failure(f"the target must be from 1 to {MAX_TARGET}, got {position.target}")
        if not 1 <= position.target <= MAX_TARGET
        else Failure(
            f"a score of {max(position.white, position.black)} cannot arise: the game ends when"
            f" a player reaches {position.target}, by at most {FACES - 1}"
        )
        if max(position.white, position.black) > position.target + FACES - 1
        else Failure(f"both players cannot have reached the target {position.target}")
        if min(position.white, position.black) >= position.target
        else Failure("the game is over: there is no turn total and no die to roll")
        if final and (position.turn > 0 or position.rolling)
        else Failure(
            f"{_NAME_OF[position.mover]}'s {position.banked} + {position.turn} reaches the target"
            f" {position.target}, which ends the game"
        )
        if not final and position.banked + position.turn >= position.target
        else Failure("a turn total of 1 cannot arise: a roll of 1 scores nothing")
        if position.turn == 1
        else Success(position)
    )
