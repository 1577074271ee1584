"""Typed wrappers of the few toolz functions fnsearch uses (toolz ships no types)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TypeVar, cast, overload

import toolz  # type: ignore[import-untyped]  # no stubs exist; every use is typed below

_T = TypeVar("_T")
_A = TypeVar("_A")
_B = TypeVar("_B")
_C = TypeVar("_C")
_D = TypeVar("_D")
_E = TypeVar("_E")
_F = TypeVar("_F")
_G = TypeVar("_G")


def partition(n: int, items: Iterable[_T]) -> Iterator[tuple[_T, ...]]:
    """Split ``items`` into tuples of length ``n``, dropping an incomplete tail."""
    # toolz is untyped: its call is Any until the cast gives it the type it has.
    return cast("Iterator[tuple[_T, ...]]", iter(toolz.partition(n, items)))  # type: ignore[misc]


def unique(items: Iterable[_T], key: Callable[[_T], Hashable]) -> Iterator[_T]:
    """The items whose ``key`` has not been seen before, lazily, in order."""
    return cast("Iterator[_T]", iter(toolz.unique(items, key=key)))  # type: ignore[misc]  # as above


# compose takes any number of functions; its types are given for chains of up to six,
# each function's argument the next one's result, so that mypy checks every link of a
# chain. The implementation takes what every overload passes.


@overload
def compose(f: Callable[[_A], _B], /) -> Callable[[_A], _B]: ...
@overload
def compose(f: Callable[[_B], _C], g: Callable[[_A], _B], /) -> Callable[[_A], _C]: ...
@overload
def compose(
    f: Callable[[_C], _D], g: Callable[[_B], _C], h: Callable[[_A], _B], /
) -> Callable[[_A], _D]: ...
@overload
def compose(
    f: Callable[[_D], _E],
    g: Callable[[_C], _D],
    h: Callable[[_B], _C],
    i: Callable[[_A], _B],
    /,
) -> Callable[[_A], _E]: ...
@overload
def compose(
    f: Callable[[_E], _F],
    g: Callable[[_D], _E],
    h: Callable[[_C], _D],
    i: Callable[[_B], _C],
    j: Callable[[_A], _B],
    /,
) -> Callable[[_A], _F]: ...
@overload
def compose(
    f: Callable[[_F], _G],
    g: Callable[[_E], _F],
    h: Callable[[_D], _E],
    i: Callable[[_C], _D],
    j: Callable[[_B], _C],
    k: Callable[[_A], _B],
    /,
) -> Callable[[_A], _G]: ...
def compose(*functions: Callable[[_T], object]) -> Callable[[_T], object]:
    """The functions composed, right to left: ``compose(f, g)(x) == f(g(x))``."""
    return cast("Callable[[_T], object]", toolz.compose(*functions))  # type: ignore[misc]  # as above
