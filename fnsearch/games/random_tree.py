"""Random exercise trees: the same tree for the same seed, on every machine.

:func:`random_tree` draws a tree of a given branching and depth whose leaves lie in
a range, from a seed, so that a teacher can hand each student another exercise and
keep the answer key: the same seed draws the same tree everywhere. The numbers come
from SplitMix64 (Steele, Lea and Flood, 2014), a 64-bit generator small enough to
write as pure functions: the state steps by a constant and each state is scrambled
into a number; :func:`random_numbers` carries the state through a scan. Python's
``random`` module is not used: its generator is an object that changes as it draws.

>>> random_tree(3, 2, seed=7)
((9, 3, 0), (3, 19, 6), (19, 0, 20))
>>> from fnsearch.games.tree import render_tree
>>> render_tree(random_tree(2, 3, seed=1, leaves=Leaves(-5, 5)))
'(((4,3),(-5,2)),((2,-4),(-5,-2)))'
"""

from __future__ import annotations

from itertools import accumulate, islice, repeat
from math import prod
from typing import Final, NamedTuple, final

from fnsearch.core.config import INFINITY
from fnsearch.core.contract import broken
from fnsearch.games.tree import Tree

MAX_RANDOM_LEAVES: Final = 1024
"""The most leaves a random tree may have: an exercise is drawn and solved by hand."""

_MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15
"""SplitMix64's step: the odd integer closest to 2**64 divided by the golden ratio."""
_FIRST_FACTOR: Final = 0xBF58476D1CE4E5B9
_SECOND_FACTOR: Final = 0x94D049BB133111EB


@final
class Leaves(NamedTuple):
    """The range of a random tree's leaves, both ends included."""

    low: int = 0
    high: int = 20


def splitmix_next(state: int) -> int:
    """The state after ``state``: one step of SplitMix64, modulo 2**64.

    >>> splitmix_next(0) == 0x9E3779B97F4A7C15
    True
    """
    return (state + _GAMMA) & _MASK


def _scrambled(number: int, shift: int, factor: int) -> int:
    return ((number ^ (number >> shift)) * factor) & _MASK


def splitmix_output(state: int) -> int:
    """The 64-bit number SplitMix64 draws from ``state`` (a state already stepped).

    The published reference values: from seed 1234567 the first draws are
    6457827717110365317 and 3203168211198807973.

    >>> splitmix_output(splitmix_next(1234567))
    6457827717110365317
    >>> splitmix_output(splitmix_next(splitmix_next(1234567)))
    3203168211198807973
    """
    number = _scrambled(_scrambled(state, 30, _FIRST_FACTOR), 27, _SECOND_FACTOR)
    return number ^ (number >> 31)


def random_numbers(seed: int, count: int) -> tuple[int, ...]:
    """The first ``count`` 64-bit numbers SplitMix64 draws from ``seed`` (taken modulo 2**64).

    >>> random_numbers(1234567, 2)
    (6457827717110365317, 3203168211198807973)
    """
    return tuple(
        splitmix_output(state)
        for state in islice(
            accumulate(repeat(None, count), _stepped, initial=seed & _MASK), 1, None
        )
    )


def _stepped(state: int, _: None) -> int:
    return splitmix_next(state)


_ANY_LEAVES: Final = Leaves()


def random_tree(branching: int, depth: int, *, seed: int, leaves: Leaves = _ANY_LEAVES) -> Tree:
    """A tree of ``branching**depth`` leaves, each from ``leaves.low`` to ``leaves.high``.

    Every inner node has ``branching`` children and every leaf lies ``depth`` plies
    below the root; the leaves, left to right, are SplitMix64's numbers from ``seed``
    taken into the range (by the remainder: with a range far smaller than 2**64 no
    value is noticeably likelier than another).

    >>> random_tree(2, 1, seed=0, leaves=Leaves(1, 1))
    (1, 1)
    >>> random_tree(0, 3, seed=0)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: a random tree needs a branching of at least 2 \
and a depth of at least 1, with at most 1024 leaves: got branching 0, depth 3
    """
    return (
        (
            _nested(
                tuple(
                    leaves.low + number % (leaves.high - leaves.low + 1)
                    for number in random_numbers(seed, prod(repeat(branching, depth)))
                ),
                branching,
                depth,
            )
            if _valid_range(leaves)
            else broken(
                f"a random tree's leaves lie from low to high, scores of a game"
                f" (-2**62 < leaf < 2**62): got {leaves.low} to {leaves.high}"
            )
        )
        if _valid_shape(branching, depth)
        else broken(
            f"a random tree needs a branching of at least 2 and a depth of at least 1, with at most"
            f" {MAX_RANDOM_LEAVES} leaves: got branching {branching}, depth {depth}"
        )
    )


def _valid_shape(branching: int, depth: int) -> bool:
    # The depth is checked first so that the power is never huge.
    return (
        branching >= 2
        and 1 <= depth < MAX_RANDOM_LEAVES.bit_length()
        and prod(repeat(branching, depth)) <= MAX_RANDOM_LEAVES
    )


def _valid_range(leaves: Leaves) -> bool:
    return -INFINITY < leaves.low <= leaves.high < INFINITY


def _nested(values: tuple[int, ...], branching: int, depth: int) -> Tree:
    """The leaves ``values`` grouped, ``branching`` at a time, into a tree ``depth`` plies deep."""
    return (
        values[0]
        if depth == 0
        else tuple(
            _nested(values[index * size : (index + 1) * size], branching, depth - 1)
            for index, size in zip(
                range(branching), repeat(prod(repeat(branching, depth - 1))), strict=False
            )
        )
    )
