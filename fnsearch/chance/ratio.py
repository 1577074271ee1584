"""Exact numbers as two ints: the sums, windows and cut tests of Star1 and Star2.

A ``Fraction`` is exact, but each of its operations is a call through ``fractions``
that checks the kinds of its operands first. A :class:`Ratio` keeps a number in
lowest terms as two ints, adds and multiplies them and compares by
cross-multiplication, which the compiled build does without leaving C. Star1 and
Star2 read every value and probability as a Ratio and answer a ``Fraction``.

>>> half, third = ratio(Fraction(1, 2)), ratio(Fraction(1, 3))
>>> fraction(plus(half, times(half, third))), fraction(over(minus(half, third), half))
(Fraction(2, 3), Fraction(1, 3))
>>> at_most(third, half), below(half, third), highest(half, third) == half
(True, False, True)
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd
from typing import Final, NamedTuple

__all__ = [
    "ONE",
    "ZERO",
    "Ratio",
    "at_most",
    "below",
    "fraction",
    "highest",
    "lowest",
    "minus",
    "over",
    "plus",
    "ratio",
    "times",
]


class Ratio(NamedTuple):
    """``numerator / denominator`` in lowest terms, the denominator positive."""

    numerator: int
    denominator: int


ZERO: Final = Ratio(0, 1)
ONE: Final = Ratio(1, 1)


def ratio(value: Fraction) -> Ratio:
    """``value`` as a Ratio."""
    return Ratio(value.numerator, value.denominator)


def fraction(value: Ratio) -> Fraction:
    """``value`` as a Fraction."""
    return Fraction(value.numerator, value.denominator)


def _lowest_terms(numerator: int, denominator: int) -> Ratio:
    # denominator > 0; gcd(0, d) is d, so zero is 0/1.
    divisor = gcd(numerator, denominator)
    return Ratio(numerator // divisor, denominator // divisor)


def plus(a: Ratio, b: Ratio) -> Ratio:
    """``a + b``."""
    return _lowest_terms(
        a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator
    )


def minus(a: Ratio, b: Ratio) -> Ratio:
    """``a - b``."""
    return _lowest_terms(
        a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator
    )


def times(a: Ratio, b: Ratio) -> Ratio:
    """``a · b``."""
    return _lowest_terms(a.numerator * b.numerator, a.denominator * b.denominator)


def over(a: Ratio, b: Ratio) -> Ratio:
    """``a / b`` for a positive ``b`` (a probability)."""
    return _lowest_terms(a.numerator * b.denominator, a.denominator * b.numerator)


def at_most(a: Ratio, b: Ratio) -> bool:
    """``a <= b``."""
    return a.numerator * b.denominator <= b.numerator * a.denominator


def below(a: Ratio, b: Ratio) -> bool:
    """``a < b``."""
    return a.numerator * b.denominator < b.numerator * a.denominator


def highest(a: Ratio, b: Ratio) -> Ratio:
    """``max(a, b)``."""
    return b if below(a, b) else a


def lowest(a: Ratio, b: Ratio) -> Ratio:
    """``min(a, b)``."""
    return b if below(b, a) else a
