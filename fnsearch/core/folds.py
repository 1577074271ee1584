"""Folds that can stop: the loop with an early ``return`` that every search is built on.

:func:`fold_until` stops at the first state satisfying ``stop`` and pulls nothing after
it (``functools.reduce`` cannot stop). :func:`fold_through_end` and
:func:`states_through_end` fold long streams in constant stack; their step sees
:data:`END` after the last item.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from functools import partial
from itertools import accumulate, chain
from typing import Final, Generic, NamedTuple, TypeVar

_S = TypeVar("_S")
_T = TypeVar("_T")


class End(Enum):
    """The type of :data:`END`, the marker that follows the last item of a fold."""

    END = "END"


END: Final = End.END
"""The end marker: what ``next(items, END)`` gives after the last item."""


NESTED: Final = 8
"""How many items :func:`fold_until` folds by nested calls before the rest in constant stack."""


def fold_until(
    step: Callable[[_S, _T], _S],
    initial: _S,
    items: Iterable[_T],
    stop: Callable[[_S], bool],
    nested: int = NESTED,
) -> _S:
    """Fold ``step`` over ``items`` from ``initial``; stop at the first state satisfying ``stop``.

    Returns that state, or the last one; no item is pulled after it. A recursion for the
    first ``nested`` items, the rest in constant stack.

    >>> pulled = iter(range(10))
    >>> fold_until(max, 0, pulled, lambda best: best >= 4)
    4
    >>> next(pulled)  # nothing after the item that stopped the fold was pulled
    5
    """
    rest = iter(items)
    item = END if stop(initial) else next(rest, END)
    return (
        initial
        if item is END
        else fold_until(step, step(initial, item), rest, stop, nested - 1)
        if nested > 1
        else _flat(step, step(initial, item), rest, stop)
    )


class _Last(NamedTuple, Generic[_S]):
    """The state after the last item, marked."""

    state: _S


def _flat(
    step: Callable[[_S, _T], _S], initial: _S, rest: Iterator[_T], stop: Callable[[_S], bool]
) -> _S:
    """:func:`fold_until` in constant stack: the same calls of ``step`` and ``stop``."""
    start: _S | _Last[_S] = initial
    marked: Callable[[_S | _Last[_S], _T | End], _S | _Last[_S]] = partial(_marked_step, step)
    ended: Callable[[_S | _Last[_S]], bool] = partial(_ended, stop)
    return _unmarked(next(filter(ended, states_through_end(marked, start, rest))))


def _ended(stop: Callable[[_S], bool], state: _S | _Last[_S]) -> bool:
    return isinstance(state, _Last) or stop(state)


def _marked_step(
    step: Callable[[_S, _T], _S], state: _S | _Last[_S], item: _T | End
) -> _S | _Last[_S]:
    return state if isinstance(state, _Last) else _Last(state) if item is END else step(state, item)


def _unmarked(state: _S | _Last[_S]) -> _S:
    return state.state if isinstance(state, _Last) else state


def states_through_end(
    step: Callable[[_S, _T | End], _S], initial: _S, items: Iterable[_T]
) -> Iterator[_S]:
    """The lazy stream of states of a fold of ``step`` over ``items``, then :data:`END`."""
    ends: Iterable[_T | End] = chain(items, (END,))
    return accumulate(ends, step, initial=initial)


def fold_through_end(
    step: Callable[[_S, _T | End], _S],
    initial: _S,
    items: Iterable[_T],
    stop: Callable[[_S], bool],
) -> _S:
    """Fold ``step`` over ``items``, then :data:`END`; return the first state satisfying ``stop``.

    ``step(state, END)`` must satisfy ``stop``; if ``initial`` does, no item is pulled.
    """
    return next(filter(stop, states_through_end(step, initial, items)))
