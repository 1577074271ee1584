"""Why the computer moved: each move's value written, best first, and what is missing."""

from __future__ import annotations

from fractions import Fraction

from fnsearch.trace.explain import Explanation, ValuedMove, explain, worth


def test_a_fraction_is_written_exactly_unless_it_is_long() -> None:
    game = Explanation("White", True, "White", "Black", "roll", "", (), chance=True)
    assert worth(ValuedMove("hold", Fraction(21, 10)), game) == "21/10 (2.1)"
    assert worth(ValuedMove("roll", Fraction(10**9, 3 * 10**9 + 1)), game) == "0.333333"


def test_the_moves_not_searched_in_time_and_the_time_taken_are_said() -> None:
    explanation = Explanation(
        mover="White",
        maximizing=True,
        white="White",
        black="Black",
        chosen="column 4",
        searched="searched 3 plies",
        took="searched after the move, 0.20 s",
        moves=(ValuedMove("column 3", 5), ValuedMove("column 4", 9)),
        missing=5,
    )
    assert explain(explanation).splitlines() == [
        "why column 4: White wants the values high; each move searched 3 plies",
        "  column 4: 9  <- played",
        "  column 3: 5",
        "  (5 more moves were not searched in time)",
        "  (searched after the move, 0.20 s)",
    ]
