"""Why the computer moved: the value found for each of its moves, and the line it expects."""

from __future__ import annotations

from fractions import Fraction
from typing import Final, NamedTuple

from fnsearch.core.chance_config import Score
from fnsearch.trace.simulation import number, value_text
from fnsearch.trace.words import EN, PlayWords

_LONGEST: Final = 15
"""An exact fraction with more characters than this is written as its decimal alone."""


class ValuedMove(NamedTuple):
    """One legal move of the computer and the value found for the position it leads to."""

    move: str
    value: Score
    """The value, from White's point of view."""
    exact: bool = False
    """Whether the search reached the end of every line (the value is the game's own)."""
    wins: float | None = None
    """White's chance of winning, where a solution of the game says it."""
    words: str = ""
    """What the value says in the game's own words, where it has them (Connect Four)."""


class Explanation(NamedTuple):
    """What the computer found for each of its moves, and the line it expects."""

    mover: str
    """The side that moved (``"Black (O)"``)."""
    maximizing: bool
    white: str
    black: str
    chosen: str
    """The move it played."""
    searched: str
    """How each move was valued (``"searched 3 plies"``, ``"from the game's solution"``)."""
    moves: tuple[ValuedMove, ...]
    line: tuple[str, ...] = ()
    """The principal variation, the played move first, as a person types the moves."""
    chance_follows: bool = False
    """Whether the line ends where the dice decide."""
    missing: int = 0
    """The moves not valued within the time budget."""
    scored: bool = False
    """Whether a value is a leaf's score (an explicit tree), not a win, draw or loss."""
    chance: bool = False
    took: str = ""
    """What the explanation's own searches took (``"searched after the move, 0.20 s"``)."""


def worth(valued: ValuedMove, explanation: Explanation, words: PlayWords = EN.play) -> str:
    """One move's value as :func:`~fnsearch.trace.simulation.value_text` writes it, and in words.

    >>> game = Explanation("White", True, "White", "Black", "roll", "", (), chance=True)
    >>> worth(ValuedMove("roll", 0.25, wins=0.625), game)
    '0.25 (White wins 62.5% of games)'
    """
    return (
        number(float(valued.value))
        if isinstance(valued.value, Fraction) and len(str(valued.value)) > _LONGEST
        else value_text(valued.value, chance=explanation.chance)
    ) + (
        f" ({valued.words})"
        if valued.words
        else f" ({words.share.format(explanation.white, f'{valued.wins:.1%}')})"
        if valued.wins is not None
        else ""
        if explanation.scored or not valued.exact
        else f" ({words.draw})"
        if valued.value == 0
        else f" ({words.wins.format(explanation.white if valued.value > 0 else explanation.black)})"
    )


def explain(explanation: Explanation, words: PlayWords = EN.play) -> str:
    """The explanation as lines of text, in ``words``: each move best first, the line expected.

    >>> print(explain(Explanation("White", True, "White", "Black", "cell 4", "searched 2 plies",
    ...     (ValuedMove("cell 3", 5), ValuedMove("cell 4", 9)))))
    why cell 4: White wants the values high; each move searched 2 plies
      cell 4: 9  <- played
      cell 3: 5
    """
    return "\n".join(
        (
            words.why.format(
                explanation.chosen,
                explanation.mover,
                words.high_low[0 if explanation.maximizing else 1],
                explanation.searched,
            ),
            *(
                f"  {valued.move}: {worth(valued, explanation, words)}"
                + (words.played if valued.move == explanation.chosen else "")
                for valued in _best_first(explanation)
            ),
            *(
                (words.missing[0 if explanation.missing == 1 else 1].format(explanation.missing),)
                if explanation.missing
                else ()
            ),
            *(
                (
                    words.line.format(" ".join(explanation.line))
                    + (words.dice if explanation.chance_follows else ""),
                )
                if explanation.line
                else ()
            ),
            *((f"  ({explanation.took})",) if explanation.took else ()),
        )
    )


def _best_first(explanation: Explanation) -> list[ValuedMove]:
    # The played move first among equals.
    def rank(valued: ValuedMove) -> tuple[Score, bool]:
        return (
            -valued.value if explanation.maximizing else valued.value,
            valued.move != explanation.chosen,
        )

    return sorted(explanation.moves, key=rank)
