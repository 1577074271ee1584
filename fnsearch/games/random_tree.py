"""Random exercise trees: the same tree for the same seed, on every machine.

The numbers come from SplitMix64 (Steele, Lea and Flood, 2014), written as pure
functions: the state steps by a constant and each state is scrambled into a number.
"""

from __future__ import annotations

from itertools import repeat
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


@final
class Leaves(NamedTuple):
    """The range of a random tree's leaves, both ends included."""

    low: int = 0
    high: int = 20


def random_numbers(seed: int, count: int) -> tuple[int, ...]:
    """The first ``count`` 64-bit numbers SplitMix64 draws from ``seed`` (taken modulo 2**64)."""
    return tuple(
        _scrambled(
            _scrambled(_scrambled(state, 30, 0xBF58476D1CE4E5B9), 27, 0x94D049BB133111EB), 31, 1
        )
        for state in ((seed + step * _GAMMA) & _MASK for step in range(1, count + 1))
    )


def _scrambled(number: int, shift: int, factor: int) -> int:
    return ((number ^ (number >> shift)) * factor) & _MASK


_ANY_LEAVES: Final = Leaves()


def random_tree(branching: int, depth: int, *, seed: int, leaves: Leaves = _ANY_LEAVES) -> Tree:
    """A tree of ``branching**depth`` leaves, each from ``leaves.low`` to ``leaves.high``.

    Every leaf lies ``depth`` plies below the root; the leaves, left to right, are
    SplitMix64's numbers from ``seed`` taken into the range by the remainder. A shape
    beyond :data:`MAX_RANDOM_LEAVES` leaves breaks the contract.

    >>> random_tree(3, 2, seed=7)
    ((9, 3, 0), (3, 19, 6), (19, 0, 20))
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
            if -INFINITY < leaves.low <= leaves.high < INFINITY
            else broken(
                f"a random tree's leaves lie from low to high, scores of a game"
                f" (-2**62 < leaf < 2**62): got {leaves.low} to {leaves.high}"
            )
        )
        # The depth is checked first so that the power is never huge.
        if branching >= 2
        and 1 <= depth < MAX_RANDOM_LEAVES.bit_length()
        and prod(repeat(branching, depth)) <= MAX_RANDOM_LEAVES
        else broken(
            f"a random tree needs a branching of at least 2 and a depth of at least 1, with at most"
            f" {MAX_RANDOM_LEAVES} leaves: got branching {branching}, depth {depth}"
        )
    )


def _nested(values: tuple[int, ...], branching: int, depth: int) -> Tree:
    size = len(values) // branching
    return (
        values[0]
        if depth == 0
        else tuple(
            _nested(values[index * size : (index + 1) * size], branching, depth - 1)
            for index in range(branching)
        )
    )
