"""How a game names its moves for a person: the :class:`Naming` record, and plain numbers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Generic, TypeVar, final

C = TypeVar("C")


def _no_words() -> Mapping[str, int]:
    return MappingProxyType({})


@final
@dataclass(frozen=True, slots=True)
class Naming(Generic[C]):
    """How the moves of one game are numbered, drawn and refused."""

    noun: str
    """What the numbers count, for the prompt (``"cell"``, ``"column"``)."""
    highest: Callable[[C], int]
    number: Callable[[C, int, C], int]
    """The number of the move from a position to a successor (given its index)."""
    say: Callable[[int], str]
    """A move's number in words (``"cell 5"``, ``"take 2"``)."""
    why_not: Callable[[C, int], str]
    picture: Callable[[C], str]
    """The position drawn with the numbers of its moves."""
    scored: bool = False
    """The game ends with a score, not a winner (an explicit tree)."""
    outcome: Callable[[C, int], str] | None = None
    """In a game of chance, what the dice did at a chance node's outcome."""
    typed: Callable[[int], str] = str
    """A move's number as a person types it (edges of a traced search too)."""
    words: Mapping[str, int] = field(default_factory=_no_words)
    """The words a person may type for a move, whole word first (Pig's ``roll``, ``r``)."""
    told: Callable[[C, C, bool], str] | None = None
    """Where turns have several moves, a line of what happened (``None``: draw the position)."""


def numbered(
    children: Callable[[C], int],
    picture: Callable[[C], str],
    *,
    noun: str = "child",
    scored: bool = False,
    outcome: Callable[[C, int], str] | None = None,
) -> Naming[C]:
    """The moves as the successors in the instance's order, 1 to ``children(config)``."""
    return Naming(
        noun=noun,
        highest=children,
        number=lambda _, index, __: index + 1,
        say=lambda number: f"{noun} {number}",
        why_not=lambda config, number: (
            f"{noun} {number} does not exist: this node has {children(config)} children"
            if scored
            else f"{noun} {number} does not exist here: type {a_number(children(config))}"
        ),
        picture=picture,
        scored=scored,
        outcome=outcome,
    )


def numbers(highest: int) -> str:
    """The numbers ``1..highest`` in words, for prompts and messages."""
    return "1" if highest <= 1 else "1 or 2" if highest == 2 else f"1 to {highest}"


def a_number(highest: int) -> str:
    """How to type a number from 1 to ``highest``: ``"a number from 1 to 7"``, or ``"1 or 2"``."""
    return f"a number from {numbers(highest)}" if highest > 2 else numbers(highest)


def listed(items: tuple[str, ...], separator: str = ", ", last: str = " or ") -> str:
    """The items in one line: ``a``, ``a or b``, ``a, b or c``."""
    return separator.join(items[:-1]) + last + items[-1] if len(items) > 1 else "".join(items)
