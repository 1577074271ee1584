"""Typed wrappers around the few toolz functions fnsearch uses.

toolz ships no type information, so this is the only module that imports it: each
function is given its precise generic type once here, and no ``Any`` reaches the
rest of the package.

>>> list(partition(3, "XO.XO.XO."))
[('X', 'O', '.'), ('X', 'O', '.'), ('X', 'O', '.')]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TypeVar, cast

import toolz  # type: ignore[import-untyped]  # no stubs exist; every use is typed below

__all__ = ["partition", "unique"]

_T = TypeVar("_T")


def partition(n: int, items: Iterable[_T]) -> Iterator[tuple[_T, ...]]:
    """Split ``items`` into tuples of length ``n``, dropping an incomplete tail.

    >>> list(partition(2, [1, 2, 3, 4, 5]))
    [(1, 2), (3, 4)]
    """
    # toolz is untyped: its call is Any until the cast gives it the type it has.
    return cast("Iterator[tuple[_T, ...]]", iter(toolz.partition(n, items)))  # type: ignore[misc]


def unique(items: Iterable[_T], key: Callable[[_T], Hashable]) -> Iterator[_T]:
    """The items whose ``key`` has not been seen before, lazily, in order.

    >>> list(unique([1, -1, 2, -2, 3], key=abs))
    [1, 2, 3]
    """
    return cast("Iterator[_T]", iter(toolz.unique(items, key=key)))  # type: ignore[misc]  # as above
