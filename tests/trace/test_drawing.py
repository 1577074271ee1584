"""A node of the page drawn about its own origin: its value's lines and its shape's size."""

from __future__ import annotations

from fractions import Fraction

from fnsearch.trace.page.drawing import Drawing, framed, shape_svg, short, value_lines


def test_a_long_fraction_is_written_short_as_its_decimal() -> None:
    assert (short(3), short(Fraction(21, 10)), short(Fraction(49, 1201)), short(0.25)) == (
        "3",
        "21/10",
        "0.0408",
        "0.25",
    )


def test_a_short_fraction_is_also_its_decimal_a_long_one_only_that() -> None:
    assert value_lines(3, chance=False) == ("3",)
    assert value_lines(Fraction(21, 10), chance=True) == ("21/10", "2.1")
    assert value_lines(Fraction(-49, 7206), chance=True) == ("-0.0068",)


def test_a_triangle_is_as_wide_as_its_value() -> None:
    assert (shape_svg("max", ("3",)).width, shape_svg("min", ("12345678",)).width) == (48, 188)


def test_a_frame_holds_its_drawing_with_room_around_it() -> None:
    frame = framed(Drawing("", 30, 30))
    assert (frame.width, frame.height) == (36.0, 36.0)
