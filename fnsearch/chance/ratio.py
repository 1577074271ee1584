"""Exact numbers as two ints in lowest terms: the sums, windows and cut tests of chance searches."""

from __future__ import annotations

from fractions import Fraction
from math import gcd
from typing import Final, TypeAlias

Ratio: TypeAlias = tuple[int, int]
"""``(numerator, denominator)`` in lowest terms, the denominator positive."""

ZERO: Final[Ratio] = (0, 1)


def ratio(value: Fraction) -> Ratio:
    """``value`` as a Ratio."""
    return value.as_integer_ratio()


def exact(value: object) -> Ratio | None:
    """``value`` as a Ratio if an ``int`` (not a ``bool``) or a ``Fraction``, else ``None``."""
    return (
        (value, 1) if type(value) is int else ratio(value) if isinstance(value, Fraction) else None
    )


def fraction(value: Ratio) -> Fraction:
    """``value`` as a Fraction."""
    numerator, denominator = value
    return Fraction(numerator, denominator)


def _lowest_terms(numerator: int, denominator: int) -> Ratio:
    # denominator > 0; gcd(0, d) is d, so zero is 0/1.
    divisor = gcd(numerator, denominator)
    return (numerator // divisor, denominator // divisor)


def plus_times(total: Ratio, factor: Ratio, value: Ratio) -> Ratio:
    """``total + factor · value``, brought to lowest terms once."""
    return shifted(total, factor, ZERO, value)


def shifted(total: Ratio, factor: Ratio, old: Ratio, new: Ratio) -> Ratio:
    """``total + factor · (new - old)``, brought to lowest terms once."""
    total_numerator, total_denominator = total
    factor_numerator, factor_denominator = factor
    old_numerator, old_denominator = old
    new_numerator, new_denominator = new
    change = new_numerator * old_denominator - old_numerator * new_denominator
    denominator = factor_denominator * old_denominator * new_denominator
    return _lowest_terms(
        total_numerator * denominator + factor_numerator * change * total_denominator,
        total_denominator * denominator,
    )


def limit(bound: Ratio, total: Ratio, probability: Ratio, base: Ratio) -> Ratio:
    """``base + (bound - total) / probability`` for a positive ``probability``, in one step."""
    bound_numerator, bound_denominator = bound
    total_numerator, total_denominator = total
    probability_numerator, probability_denominator = probability
    base_numerator, base_denominator = base
    numerator = (
        bound_numerator * total_denominator - total_numerator * bound_denominator
    ) * probability_denominator
    denominator = bound_denominator * total_denominator * probability_numerator
    return _lowest_terms(
        base_numerator * denominator + numerator * base_denominator,
        base_denominator * denominator,
    )


def at_most(a: Ratio, b: Ratio) -> bool:
    """``a <= b``."""
    a_numerator, a_denominator = a
    b_numerator, b_denominator = b
    return a_numerator * b_denominator <= b_numerator * a_denominator


def below(a: Ratio, b: Ratio) -> bool:
    """``a < b``."""
    a_numerator, a_denominator = a
    b_numerator, b_denominator = b
    return a_numerator * b_denominator < b_numerator * a_denominator


def highest(a: Ratio, b: Ratio) -> Ratio:
    """``max(a, b)``."""
    return b if below(a, b) else a


def lowest(a: Ratio, b: Ratio) -> Ratio:
    """``min(a, b)``."""
    return b if below(b, a) else a
