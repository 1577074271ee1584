"""Moves named by numbers: the words of prompts and refusals."""

from __future__ import annotations

from fnsearch.games.naming import a_number, listed, numbered, numbers


def test_numbered_moves_say_and_refuse_in_words() -> None:
    naming = numbered(len, str)
    assert (naming.say(2), naming.why_not((7, 8), 3)) == (
        "child 2",
        "child 3 does not exist here: type 1 or 2",
    )
    assert (
        numbered(len, str, scored=True).why_not((1, 2), 3)
        == "child 3 does not exist: this node has 2 children"
    )


def test_numbers_and_lists_in_words() -> None:
    assert (numbers(1), numbers(2), numbers(9)) == ("1", "1 or 2", "1 to 9")
    assert a_number(7) == "a number from 1 to 7"
    assert (listed(("roll", "hold")), listed(("a", "b", "c"), ", ", ", ")) == (
        "roll or hold",
        "a, b, c",
    )
