"""Short-circuiting folds over lazy iterables: the reduce-with-stop alpha-beta is built on.

``functools.reduce`` cannot stop early, and recursion per sibling overflows the
stack on wide nodes. The folds here are ``itertools.accumulate`` over the items
followed by an end marker, stopped by ``next(filter(stop, ...))``:

* no item is pulled after the one whose state stopped the fold (``accumulate`` is
  lazy and ``filter`` stops at the first state that satisfies ``stop``);
* the Python stack used is constant, whatever the number of items;
* everything runs in C except the step and stop functions.

:func:`fold_until` folds its first three items itself, by direct calls, and hands
only the rest to that machinery: most folds of a search end within three items,
and the items pulled and the calls made are the same.

>>> fold_until(lambda total, x: total + x, 0, range(1, 100), lambda total: total > 10)
15
>>> fold_until(lambda total, x: total + x, 0, [1, 2, 3], lambda total: total > 10)
6
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from functools import partial
from itertools import accumulate, chain, groupby, takewhile
from operator import is_not
from typing import TYPE_CHECKING, Final, TypeVar

__all__ = [
    "END",
    "ENDS",
    "End",
    "fold_through_end",
    "fold_until",
    "seeded_then_end",
    "states_through_end",
    "then_end",
]

_S = TypeVar("_S")
_T = TypeVar("_T")


class End(Enum):
    """The type of :data:`END`, the marker that follows the last item of a fold."""

    END = "END"


END: Final = End.END
"""The end marker: a step function of :func:`fold_through_end` sees it after the last item."""

ENDS: Final = (END,)
"""The end marker alone, as :func:`then_end` takes it."""

if TYPE_CHECKING:  # as typed here: mypy sees operator.is_not as answering Any

    def _not_end(item: object, /) -> bool:
        """``item is not END`` (``partial(is_not, END)`` at run time, a test in C)."""
        ...

else:
    _not_end = partial(is_not, END)

# ``then_end(items, ENDS)`` is ``items`` followed by END: ``itertools.chain`` itself, so that a
# search that writes its fold out (see :func:`states_through_end`) pays no Python frame for it.
if TYPE_CHECKING:  # ``chain`` as typed here; mypy alone would join the two item types to object

    def then_end(items: Iterable[_T], end: tuple[End], /) -> Iterable[_T | End]:
        """``items``, then :data:`END` (``itertools.chain`` at run time)."""
        ...

else:
    then_end = chain

# ``seeded_then_end((state,), items, ENDS)`` is ``state``, then ``items``, then END: again
# ``itertools.chain``. ``accumulate(seeded_then_end((state,), items, ENDS), step)`` gives the states
# of :func:`states_through_end` without ``accumulate``'s keyword argument ``initial``, which
# costs a dictionary per call: the room fold of alpha-beta, which builds one such fold per
# node, took 1.26x the imperative original's time on full tic-tac-toe with ``initial=`` and
# 1.23x so (in-process medians of 11 alternating runs).
if TYPE_CHECKING:  # typed as ``accumulate`` sees it: the first item comes out as the first state

    def seeded_then_end(
        seed: tuple[_S], items: Iterable[_T], end: tuple[End], /
    ) -> Iterable[_T | End]:
        """``state``, then ``items``, then :data:`END` (``itertools.chain`` at run time)."""
        ...

else:
    seeded_then_end = chain


def states_through_end(
    step: Callable[[_S, _T | End], _S], initial: _S, items: Iterable[_T]
) -> Iterator[_S]:
    """The lazy stream of states of a fold of ``step`` over ``items``, then :data:`END`.

    :func:`fold_through_end` is ``next(filter(stop, states_through_end(...)))``. A
    recursive search may write that expression itself: the stream is built in C,
    so the search's recursion then costs no Python frame for the fold itself.

    >>> list(states_through_end(lambda total, x: -total if x is END else total + x, 0, [1, 2]))
    [0, 1, 3, -3]
    """
    return accumulate(then_end(items, ENDS), step, initial=initial)


def fold_through_end(
    step: Callable[[_S, _T | End], _S],
    initial: _S,
    items: Iterable[_T],
    stop: Callable[[_S], bool],
) -> _S:
    """Fold ``step`` over ``items``, then :data:`END`; return the first state satisfying ``stop``.

    The lowest-level fold, used on the hot path of alpha-beta. ``step(state, END)``
    must return a state that satisfies ``stop``; it lets the step decide what the
    state says at the end, so the caller needs no unwrapping afterwards. ``initial``
    is tested too: if it satisfies ``stop``, no item is pulled.

    >>> sum_to_end = lambda total, x: -total if x is END else total + x
    >>> fold_through_end(sum_to_end, 0, [1, 2, 3], lambda total: total < 0)
    -6
    """
    return next(filter(stop, states_through_end(step, initial, items)))


def fold_until(
    step: Callable[[_S, _T], _S],
    initial: _S,
    items: Iterable[_T],
    stop: Callable[[_S], bool],
) -> _S:
    """Fold ``step`` over ``items``; stop at the first state that satisfies ``stop``.

    Returns that state, or the last state if none does (Clojure's ``reduced``,
    Haskell's lazy ``foldr`` with a short-circuiting operator).

    >>> pulled = iter(range(10))
    >>> fold_until(max, 0, pulled, lambda best: best >= 4)
    4
    >>> next(pulled)  # nothing after the item that stopped the fold was pulled
    5
    """
    # The first three items are folded here, by direct calls, and only the rest by a
    # pipeline: the same items pulled, and the same calls of ``step`` and ``stop`` in the
    # same order, as the fold of all of them through fold_through_end that this was
    # (``stop`` once on each state, the initial one first; an item that is END ends the
    # fold there). Most folds of a search end within three items, by a cut or for want of
    # items, and then build no pipeline: on full tic-tac-toe, 9,885 of the 12,413 folds of
    # fnsearch.alpha_beta, whose time over the imperative original's went from 1.74x to
    # 1.48x with the three items written out, and from 1.35x to 1.34x with groupby in
    # place of fold_through_end's boxed states for the rest (in-process medians of 11 and
    # 15 alternating runs, CPU time, each inside with_room). A search recursing through it
    # takes fewer frames than it did: fold_until, _fold_rest and the step, where it took
    # fold_until, fold_through_end, a wrapper and the step.
    if stop(initial):
        return initial
    else:
        match iter(items):
            case rest:
                match next(rest, END):
                    case first if first is END:
                        return initial
                    case first:
                        match step(initial, first):
                            case state if stop(state):
                                return state
                            case state:
                                match next(rest, END):
                                    case second if second is END:
                                        return state
                                    case second:
                                        match step(state, second):
                                            case state if stop(state):
                                                return state
                                            case state:
                                                match next(rest, END):
                                                    case third if third is END:
                                                        return state
                                                    case third:
                                                        return _fold_rest(
                                                            step, step(state, third), rest, stop
                                                        )


def _fold_rest(
    step: Callable[[_S, _T], _S], initial: _S, items: Iterator[_T], stop: Callable[[_S], bool]
) -> _S:
    # fold_until from ``initial``, not yet tested, over the items left, in C but for ``step``
    # and ``stop``: ``groupby`` splits the states where ``stop`` (a bool) changes, so the
    # first group ends on the last state before the first that stops, which opens the
    # second group. No state is kept but the last, nothing is pulled after the one that
    # stops, and an item that is END ends the items, as in fold_through_end.
    match groupby(accumulate(takewhile(_not_end, items), step, initial=initial), stop):
        case groups:
            match next(groups):
                case (stopped, states) if stopped:
                    return next(states)
                case (_, states):
                    match deque(states, maxlen=1)[0]:
                        case last:
                            match next(groups, END):
                                case (_, stopping):
                                    return next(stopping)
                                case _:
                                    return last
