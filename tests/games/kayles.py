"""Kayles, a game added from outside the package: one module with its record.

A row of pins; a move knocks down one pin or two neighbouring pins, and whoever
knocks down the last pin wins. A position is ``(pins, mover)``: the row as text,
``I`` for a standing pin and ``.`` for a fallen one, and who moves, ``1`` White,
``-1`` Black. Its text form is the row and the mover: ``"I.II white"``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final, TypeAlias, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.record import Game

Row: TypeAlias = tuple[str, int]
"""``(pins, mover)``: the pins, ``I`` standing and ``.`` fallen, and who moves."""

_FORM: Final = re.compile(r"\s*([I.]{1,12})\s+(white|black)\s*")
_MOVER: Final = {"white": 1, "black": -1}


@final
class Kayles:
    """The instance: a final row has no pin standing; the side that is not to move won it."""

    __slots__ = ()

    def score(self, row: Row, /) -> int:
        return -row[1] if self.is_final(row) else 0

    def successors(self, row: Row, player: Player, /) -> Iterator[Row]:
        """From the left: each standing pin alone, then it with its right neighbour."""
        return (
            (row[0][:start] + "." * width + row[0][start + width :], -player.value)
            for start in range(len(row[0]))
            for width in (1, 2)
            if row[0][start : start + width] == "I" * width
        )

    def is_final(self, row: Row, /) -> bool:
        return "I" not in row[0]


def parse(text: str) -> Result[Row, str]:
    found = _FORM.fullmatch(text)
    return (
        Success((found.group(1), _MOVER[found.group(2)]))
        if found
        else Failure(f"expected pins (I or .) and white or black, got {text[:20]!r}")
    )


def render(row: Row) -> str:
    return f"{row[0]} {'white' if row[1] == 1 else 'black'}"


def to_move(row: Row) -> Player:
    return WHITE if row[1] == 1 else BLACK


GAME: Final = Game(
    name="kayles",
    summary="Kayles: knock down one pin or two neighbours; the last pin wins",
    example="IIII white",
    instance=Kayles(),
    start=("IIIII", 1),
    parse=parse,
    render=render,
    draw=render,
    to_move=to_move,
)
"""The record; its moves are played as the successors numbered from 1 (no naming given)."""
