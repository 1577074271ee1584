"""Exact sums, bounds and limits of Star1's and Star2's chance nodes as integer ratios.

Worked out as Fractions, every sum, limit and comparison at a chance node costs a
call through ``fractions`` and a gcd: Star1 took 1.6 to 4.9 times and Star2 up to
3.8 times EXPECTIMINIMAX's time on the benchmark's dice games (cProfile of Pig at
depth 8 and the dice race at depth 6, 20 positions: the difference almost all in
``fractions``). A :class:`Ratio` that is exact keeps ``numerator / denominator`` as
two integers, not normalised, adds and compares them by cross-multiplying, and
becomes a Fraction (:func:`value_of`) only where a window, a cut or an event
needs one. One that a float took part in keeps its float (``value``), worked out
by the same operations in the same order as before, so its rounding does not
change.

>>> from fractions import Fraction
>>> half = ratio_of(Fraction(1, 2))
>>> value_of(plus_product(half, ratio_of(Fraction(1, 3)), Fraction(3, 4)))
Fraction(3, 4)
>>> at_most(Fraction(1, 2), half), at_least(Fraction(1, 3), half)
(True, False)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, NamedTuple

from fnsearch.core.chance_config import Value

__all__ = [
    "ZERO",
    "Ratio",
    "at_least",
    "at_most",
    "ge",
    "gt",
    "le",
    "limit",
    "lowered",
    "lt",
    "plus",
    "plus_product",
    "raised",
    "ratio_of",
    "value_of",
]


class Ratio(NamedTuple):
    """A quantity of a chance node: ``numerator / denominator`` when exact, else ``value``."""

    value: Value | None  # the quantity, when a float took part; else None
    numerator: int
    denominator: int  # positive


ZERO: Final = Ratio(None, 0, 1)


def ratio_of(value: Value) -> Ratio:
    """``value`` as a ratio: exact for a Fraction, its float otherwise.

    >>> ratio_of(Fraction(2, 4)), ratio_of(0.5)
    (Ratio(value=None, numerator=1, denominator=2), Ratio(value=0.5, numerator=0, denominator=1))
    """
    return (
        Ratio(None, value.numerator, value.denominator)
        if isinstance(value, Fraction)
        else Ratio(value, 0, 1)
    )


def value_of(ratio: Ratio) -> Value:
    """The ratio as a value: a normalised Fraction when exact.

    >>> value_of(Ratio(None, 2, 4)), value_of(Ratio(0.25, 0, 1))
    (Fraction(1, 2), 0.25)
    """
    return Fraction(ratio.numerator, ratio.denominator) if ratio.value is None else ratio.value


def plus(total: Ratio, term: Ratio) -> Ratio:
    """``total + term``.

    >>> value_of(plus(ratio_of(Fraction(1, 2)), ratio_of(Fraction(1, 3))))
    Fraction(5, 6)
    """
    return (
        Ratio(
            None,
            total.numerator * term.denominator + term.numerator * total.denominator,
            total.denominator * term.denominator,
        )
        if total.value is None and term.value is None
        else Ratio(value_of(total) + value_of(term), 0, 1)
    )


def plus_product(total: Ratio, weight: Ratio, bound: Value) -> Ratio:
    """``total + weight · bound`` (``weight`` exact: a probability or a sum of them).

    >>> value_of(plus_product(ZERO, ratio_of(Fraction(1, 6)), Fraction(-1)))
    Fraction(-1, 6)
    >>> value_of(plus_product(ZERO, ratio_of(Fraction(1, 2)), 0.5))
    0.25
    """
    return (
        Ratio(
            None,
            total.numerator * weight.denominator * bound.denominator
            + weight.numerator * bound.numerator * total.denominator,
            total.denominator * weight.denominator * bound.denominator,
        )
        if total.value is None and isinstance(bound, Fraction)
        else Ratio(value_of(total) + value_of(weight) * bound, 0, 1)
    )


def limit(edge: Value, total: Ratio, rest: Ratio, probability: Fraction) -> Ratio:
    """``(edge - total - rest) / probability``: where one outcome's value starts to matter.

    >>> value_of(limit(Fraction(1), ratio_of(Fraction(1, 2)), ZERO, Fraction(1, 2)))
    Fraction(1, 1)
    """
    return (
        Ratio(
            None,
            (
                edge.numerator * total.denominator * rest.denominator
                - total.numerator * edge.denominator * rest.denominator
                - rest.numerator * edge.denominator * total.denominator
            )
            * probability.denominator,
            edge.denominator * total.denominator * rest.denominator * probability.numerator,
        )
        if isinstance(edge, Fraction) and total.value is None and rest.value is None
        else Ratio((edge - value_of(total) - value_of(rest)) / probability, 0, 1)
    )


def at_most(value: Value, ratio: Ratio) -> bool:
    """``value <= ratio``.

    >>> at_most(Fraction(1, 3), Ratio(None, 2, 6)), at_most(0.5, Ratio(None, 1, 3))
    (True, False)
    """
    return (
        value.numerator * ratio.denominator <= ratio.numerator * value.denominator
        if ratio.value is None and isinstance(value, Fraction)
        else value <= value_of(ratio)
    )


def at_least(value: Value, ratio: Ratio) -> bool:
    """``value >= ratio``.

    >>> at_least(Fraction(1, 3), Ratio(None, 2, 6)), at_least(0.25, Ratio(None, 1, 3))
    (True, False)
    """
    return (
        value.numerator * ratio.denominator >= ratio.numerator * value.denominator
        if ratio.value is None and isinstance(value, Fraction)
        else value >= value_of(ratio)
    )


# Comparisons of two values, in integers when both are Fractions: ``Fraction``'s own
# comparison goes through an abstract-class check and two wrapper calls, about twice the
# time (Star1's decision nodes compare three times a successor; cProfile of Pig at depth 6).


def ge(a: Value, b: Value) -> bool:
    """``a >= b``.

    >>> ge(Fraction(1, 2), Fraction(2, 4)), ge(0.25, Fraction(1, 2))
    (True, False)
    """
    return (
        a.numerator * b.denominator >= b.numerator * a.denominator
        if isinstance(a, Fraction) and isinstance(b, Fraction)
        else a >= b
    )


def le(a: Value, b: Value) -> bool:
    """``a <= b``.

    >>> le(Fraction(1, 2), Fraction(2, 4)), le(0.75, Fraction(1, 2))
    (True, False)
    """
    return (
        a.numerator * b.denominator <= b.numerator * a.denominator
        if isinstance(a, Fraction) and isinstance(b, Fraction)
        else a <= b
    )


def gt(a: Value, b: Value) -> bool:
    """``a > b``.

    >>> gt(Fraction(1, 2), Fraction(2, 4)), gt(0.75, Fraction(1, 2))
    (False, True)
    """
    return (
        a.numerator * b.denominator > b.numerator * a.denominator
        if isinstance(a, Fraction) and isinstance(b, Fraction)
        else a > b
    )


def lt(a: Value, b: Value) -> bool:
    """``a < b``.

    >>> lt(Fraction(1, 3), Fraction(1, 2)), lt(0.5, Fraction(1, 2))
    (True, False)
    """
    return (
        a.numerator * b.denominator < b.numerator * a.denominator
        if isinstance(a, Fraction) and isinstance(b, Fraction)
        else a < b
    )


def raised(bound: Value, ratio: Ratio) -> Value:
    """``max(bound, ratio)``: the bound itself unless the ratio lies above it.

    >>> raised(Fraction(0), Ratio(None, 1, 2)), raised(Fraction(1), Ratio(None, 1, 2))
    (Fraction(1, 2), Fraction(1, 1))
    """
    return bound if at_least(bound, ratio) else value_of(ratio)


def lowered(bound: Value, ratio: Ratio) -> Value:
    """``min(bound, ratio)``: the bound itself unless the ratio lies below it.

    >>> lowered(Fraction(1), Ratio(None, 1, 2)), lowered(Fraction(0), Ratio(None, 1, 2))
    (Fraction(1, 2), Fraction(0, 1))
    """
    return bound if at_most(bound, ratio) else value_of(ratio)
