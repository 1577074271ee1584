"""How a game names its moves for a person: the :class:`Naming` record, and plain numbers.

A game played at a terminal needs a name for every move that a person can type, a
picture of the position with those names on it, and a one-line reason when a typed
move is not allowed: a :class:`Naming` holds that for one game, and each game's
:class:`~fnsearch.games.record.Game` record holds its naming. :func:`numbered` names
the moves by their place among the successors, for the games that need no more.
:mod:`fnsearch.games.moves` reads and tells moves with it.

>>> naming = numbered(len, str)
>>> naming.say(2), naming.why_not((7, 8), 3)
('child 2', 'child 3 does not exist here: type 1 or 2')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Generic, TypeVar, final

C = TypeVar("C")
"""The configuration type of a game."""


def _no_words() -> Mapping[str, int]:
    """The words of a game whose moves are typed as numbers only: none (read-only)."""
    return MappingProxyType({})


@final
@dataclass(frozen=True, slots=True)
class Naming(Generic[C]):
    """How the moves of one game are numbered, drawn and refused.

    Attributes:
        noun: what the numbers count, for the prompt (``"cell"``, ``"column"``).
        highest: the highest number a move may have in a position.
        number: the number of the move from a position to its successor, given
            also the successor's index in the instance's order.
        say: a move's number in words (``"cell 5"``, ``"take 2"``).
        why_not: why a number that names no legal move here is refused.
        picture: the position drawn with the numbers of its moves.
        scored: the game ends with a score, not a winner (an explicit tree).
        typed: a move's number as a person types it (the number itself, unless
            the game's moves are words); the edges of a traced search's picture
            and page are labelled so.
        words: the words a person may type for a move, each with the move's number,
            the whole word first, then its short forms (Pig: ``roll``, ``r``,
            ``hold``, ``h``); the numbers are read too. Case and spaces are ignored.
            A game with words shows them above the prompt (:func:`menu`) and
            answers a line it cannot read with them (:func:`spoken`).
        told: in a game whose turns have several moves (Pig), what happened from a
            position to the next, a move or the dice, as one line that names who did
            it (``"the computer rolls 4: turn total 9"``, ``"you hold: 35-12"``): the
            position before, the one after, and whether the computer moved. The
            empty string tells nothing (a roll is told by its die). ``None``: the
            position is drawn before every move instead.

    >>> from fnsearch.games import nim
    >>> from fnsearch.games.connect4 import game as connect4
    >>> from fnsearch.games.moves import naming_of
    >>> naming_of(connect4.GAME).say(4), naming_of(nim.GAME).say(2)
    ('column 4', 'take 2')
    """

    noun: str
    highest: Callable[[C], int]
    number: Callable[[C, int, C], int]
    say: Callable[[int], str]
    why_not: Callable[[C, int], str]
    picture: Callable[[C], str]
    scored: bool = False
    outcome: Callable[[C, int], str] | None = None
    """In a game of chance, what the dice did: a chance node and the index of its outcome."""
    typed: Callable[[int], str] = str
    words: Mapping[str, int] = field(default_factory=_no_words)
    told: Callable[[C, C, bool], str] | None = None


def numbered(
    children: Callable[[C], int],
    picture: Callable[[C], str],
    *,
    noun: str = "child",
    scored: bool = False,
    outcome: Callable[[C, int], str] | None = None,
) -> Naming[C]:
    """The moves as the successors in the instance's order, 1 to ``children(config)``.

    Explicit trees number their children so (``scored``: a leaf's score ends the
    game); a record without its own naming is played so (:func:`naming_of`).

    >>> children = lambda node: 0 if isinstance(node, int) else len(node)
    >>> tree = numbered(children, str, scored=True)
    >>> tree.say(2), tree.why_not((1, 2), 3)
    ('child 2', 'child 3 does not exist: this node has 2 children')
    >>> numbered(children, str, noun="move").why_not((1, 2), 3)
    'move 3 does not exist here: type 1 or 2'
    """
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
    """The numbers ``1..highest`` in words, for prompts and messages.

    >>> numbers(1), numbers(2), numbers(9)
    ('1', '1 or 2', '1 to 9')
    """
    return "1" if highest <= 1 else "1 or 2" if highest == 2 else f"1 to {highest}"


def a_number(highest: int) -> str:
    """How to type a number from 1 to ``highest``: ``"a number from 1 to 7"``, or ``"1 or 2"``."""
    return f"a number from {numbers(highest)}" if highest > 2 else numbers(highest)
