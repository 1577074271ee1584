"""The words of the text and the pages, and how numbers are written in them."""

from __future__ import annotations

from returns.result import Failure

from fnsearch.trace.words import (
    DE,
    EN,
    decimal,
    grouped,
    replaced,
    script_words,
    side_name,
    words_for,
)


def test_a_language_is_en_or_de() -> None:
    assert words_for("de").unwrap().lang == "de"
    assert words_for("fr") == Failure("--lang must be en or de, not fr")


def test_a_side_is_named_in_the_words() -> None:
    assert (side_name(DE, "MIN"), side_name(DE, "")) == ("Min-Knoten", "")


def test_only_a_point_between_digits_is_a_decimal_point() -> None:
    assert (decimal(EN, "2.5"), decimal(DE, "X.O/...")) == ("2.5", "X.O/...")


def test_thousands_are_grouped_as_the_language_groups_them() -> None:
    assert (grouped(EN, 32988), grouped(DE, 1234567)) == ("32,988", "1.234.567")


def test_the_games_sentences_are_replaced_in_turn() -> None:
    assert replaced("Pig to 100 is solved", DE.play.games) == "Pig bis 100 ist gelöst"


def test_the_scripts_fill_the_same_templates() -> None:
    assert script_words(DE)["step"] == "Schritt {0} von {1}"
