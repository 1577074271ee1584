"""Exact numbers as two ints: the sums, windows and cut tests of Star1 and Star2.

Each operation of a ``Fraction`` is an interpreted call that checks its operands'
kinds; a :class:`Ratio` keeps a number in lowest terms as two ints and compares by
cross-multiplication, which the compiled build does in C. The searches read every
value and probability as a Ratio and answer a ``Fraction``.

>>> half, third = ratio(Fraction(1, 2)), ratio(Fraction(1, 3))
>>> fraction(plus(half, times(half, third))), fraction(minus(half, third)), below(half, third)
(Fraction(2, 3), Fraction(1, 6), False)
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd
from typing import Final, NamedTuple


class Ratio(NamedTuple):
    """``numerator / denominator`` in lowest terms, the denominator positive."""

    numerator: int
    denominator: int


ZERO: Final = Ratio(0, 1)
ONE: Final = Ratio(1, 1)


def ratio(value: Fraction) -> Ratio:
    """``value`` as a Ratio."""
    numerator, denominator = value.as_integer_ratio()
    return Ratio(numerator, denominator)


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


def plus_times(total: Ratio, factor: Ratio, value: Ratio) -> Ratio:
    """``total + factor · value``, brought to lowest terms once."""
    denominator = factor.denominator * value.denominator
    return _lowest_terms(
        total.numerator * denominator + factor.numerator * value.numerator * total.denominator,
        total.denominator * denominator,
    )


def limit(bound: Ratio, total: Ratio, rest: Ratio, probability: Ratio) -> Ratio:
    """``(bound - total - rest) / probability`` for a positive ``probability``, in one step.

    >>> limit(Ratio(1, 1), Ratio(1, 2), Ratio(1, 4), Ratio(1, 2))
    Ratio(numerator=1, denominator=2)
    """
    others = total.denominator * rest.denominator
    numerator = (
        bound.numerator * others
        - (total.numerator * rest.denominator + rest.numerator * total.denominator)
        * bound.denominator
    )
    return _lowest_terms(
        numerator * probability.denominator, bound.denominator * others * probability.numerator
    )


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
