"""The short-circuiting folds: what they return, what they pull, and the stack they need."""

from __future__ import annotations

import functools
import operator
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.classic.alpha_beta import (
    alpha_beta,
    alpha_beta_room,
    alpha_beta_soft,
    best_next_config,
)
from fnsearch.classic.hughes import hughes_evaluate
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import BLACK, WHITE, WIDTH, Player, children
from fnsearch.core.contract import ContractError
from fnsearch.core.folds import END, End, fold_through_end, fold_until
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.reference.counting import Counting

_T = TypeVar("_T")

SHALLOW = 200
"""The lowered recursion limit the wide folds and searches must run under."""


class Pulled(Generic[_T]):
    """An iterator that counts the items pulled from it."""

    def __init__(self, items: Iterable[_T]) -> None:
        self._items = iter(items)
        self.count = 0

    def __iter__(self) -> Iterator[_T]:
        return self

    def __next__(self) -> _T:
        item = next(self._items)
        self.count += 1
        return item


@contextmanager
def recursion_limit(limit: int) -> Iterator[None]:
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


def never(_: object) -> bool:
    return False


def _total_or_end(total: int, item: int | End) -> int:
    # At the end the total is negated, below the stop threshold of the tests.
    return -total - 1 if item is END else total + item


# --- fold_until ------------------------------------------------------------------------------


def test_fold_until_stops_at_the_first_state_that_satisfies_stop() -> None:
    items = Pulled(range(1, 100))
    assert fold_until(operator.add, 0, items, lambda total: total > 10) == 15  # 1+2+3+4+5
    assert items.count == 5
    assert next(items) == 6


def test_fold_until_returns_the_last_state_when_nothing_stops() -> None:
    items = Pulled([1, 2, 3])
    assert fold_until(operator.add, 0, items, lambda total: total > 10) == 6
    assert items.count == 3
    assert fold_until(operator.add, 7, [], never) == 7


def test_fold_until_pulls_nothing_when_the_initial_state_stops() -> None:
    items = Pulled(range(10))
    assert fold_until(operator.add, 100, items, lambda total: total > 10) == 100
    assert items.count == 0


@given(st.lists(st.integers(0, 20)), st.integers(0, 200))
def test_fold_until_pulls_exactly_up_to_the_stopping_item(items: list[int], limit: int) -> None:
    # Independently: the running totals and the first index where one reaches the limit.
    totals = [sum(items[: index + 1]) for index in range(len(items))]
    stopping = next((index for index, total in enumerate(totals) if total >= limit), None)
    pulled = Pulled(items)
    result = fold_until(operator.add, 0, pulled, lambda total: total >= limit)
    if limit <= 0:
        assert (result, pulled.count) == (0, 0)
    elif stopping is None:
        assert (result, pulled.count) == (sum(items), len(items))
    else:
        assert (result, pulled.count) == (totals[stopping], stopping + 1)


@given(st.lists(st.integers()), st.integers())
def test_fold_until_that_never_stops_is_reduce(items: list[int], initial: int) -> None:
    def step(state: int, item: int) -> int:
        return 2 * state - item  # neither commutative nor associative: order shows

    assert fold_until(step, initial, items, never) == functools.reduce(step, items, initial)

    def append(acc: tuple[int, ...], item: int) -> tuple[int, ...]:
        return (*acc, item)

    start: tuple[int, ...] = ()
    assert fold_until(append, start, items, never) == tuple(items)


def _looped(
    step: Callable[[int, int | End], int],
    initial: int,
    items: Iterable[int | End],
    stop: Callable[[int], bool],
) -> int:
    # The imperative loop fold_until stands for; an item that is END ends the items.
    state = initial
    if stop(state):
        return state
    for item in items:
        if item is END:
            return state
        state = step(state, item)
        if stop(state):
            return state
    return state


Call = tuple[str, int, int | End]


def _recorder(
    calls: list[Call], limit: int
) -> tuple[Callable[[int, int | End], int], Callable[[int], bool]]:
    def step(total: int, item: int | End) -> int:
        calls.append(("step", total, item))
        assert not isinstance(item, End)  # END ends the items: a step never sees it
        return total + item

    def stop(total: int) -> bool:
        calls.append(("stop", total, 0))
        return total >= limit

    return step, stop


@given(st.lists(st.one_of(st.integers(-5, 9), st.just(END)), max_size=14), st.integers(-3, 40))
def test_fold_until_makes_the_calls_of_the_loop_in_its_order(
    items: list[int | End], limit: int
) -> None:
    # The first items are folded by direct calls, the rest by a pipeline: either way, the
    # same items are pulled, and step and stop are called on the same states in the same
    # order, as by the loop.
    folded: list[Call] = []
    looped: list[Call] = []
    step, stop = _recorder(folded, limit)
    loop_step, loop_stop = _recorder(looped, limit)
    pulled, loop_pulled = Pulled(items), Pulled(items)
    result = fold_until(step, 0, pulled, stop)
    expected = _looped(loop_step, 0, loop_pulled, loop_stop)
    assert (result, folded, pulled.count) == (expected, looped, loop_pulled.count)


# --- fold_through_end ------------------------------------------------------------------------


def test_fold_through_end_sees_the_end_once_after_the_last_item() -> None:
    seen: list[int | End] = []

    def record(count: int, item: int | End) -> int:
        seen.append(item)
        return -1 if item is END else count + 1

    assert fold_through_end(record, 0, [4, 5, 6], lambda count: count < 0) == -1
    assert seen == [4, 5, 6, END]


def test_fold_through_end_stops_at_the_first_state_that_satisfies_stop() -> None:
    items = Pulled(range(1, 100))
    assert fold_through_end(_total_or_end, 0, items, lambda total: total > 10) == 15
    assert items.count == 5
    assert next(items) == 6


def test_fold_through_end_pulls_nothing_when_the_initial_state_stops() -> None:
    items = Pulled(range(10))
    assert fold_through_end(_total_or_end, 11, items, lambda total: total > 10) == 11
    assert items.count == 0


def test_fold_through_end_answers_the_end_state_when_nothing_stops() -> None:
    items = Pulled([1, 2, 3])
    assert fold_through_end(_total_or_end, 0, items, lambda total: total < 0) == -7
    assert items.count == 3


# --- stack ----------------------------------------------------------------------------------


def _recursive_sum(items: list[int]) -> int:
    return 0 if not items else items[0] + _recursive_sum(items[1:])


def test_the_lowered_limit_really_limits() -> None:
    # Guards the tests below: under the lowered limit a fold that recursed per item fails.
    with recursion_limit(SHALLOW), pytest.raises(RecursionError):
        _recursive_sum(list(range(SHALLOW)))


def test_a_fold_through_the_end_over_100_000_items_uses_constant_stack() -> None:
    with recursion_limit(SHALLOW):
        assert fold_through_end(_total_or_end, 0, range(100_000), lambda t: t < 0) == (
            -4_999_950_001
        )


def test_fold_until_over_100_000_items_uses_constant_stack() -> None:
    # The first NESTED items by nested calls, the rest in constant stack.
    with recursion_limit(SHALLOW):
        assert fold_until(operator.add, 0, range(100_000), never) == 4_999_950_000
        assert fold_until(operator.add, 0, range(100_000), lambda t: t >= 10**9) == 1_000_006_281
        assert fold_until(operator.add, 0, range(100_000), never, nested=1) == 4_999_950_000


@given(st.lists(st.integers(-5, 9), max_size=12), st.integers(-3, 40), st.integers(1, 10))
def test_fold_until_answers_the_same_however_many_items_it_nests(
    items: list[int], limit: int, nested: int
) -> None:
    folded: list[Call] = []
    looped: list[Call] = []
    step, stop = _recorder(folded, limit)
    loop_step, loop_stop = _recorder(looped, limit)
    pulled, loop_pulled = Pulled(items), Pulled(items)
    result = fold_until(step, 0, pulled, stop, nested=nested)
    expected = _looped(loop_step, 0, loop_pulled, loop_stop)
    assert (result, folded, pulled.count) == (expected, looped, loop_pulled.count)


def _wide(width: int) -> Tree:
    # MAX over MIN(i, 2 * width - i) = i, MIN over MAX(...) = 2 * width - i.
    return tuple((i, 2 * width - i) for i in range(width))


WIDE: Tree = _wide(10_000)


@pytest.mark.parametrize(("player", "expected"), [(WHITE, 9_999), (BLACK, 10_001)])
def test_minimax_and_best_next_config_over_a_root_with_10_000_successors(
    player: Player, expected: int
) -> None:
    with recursion_limit(SHALLOW):
        assert minimax(TREE_CONFIG, WIDE, player) == expected
        assert best_next_config(TREE_CONFIG, WIDE, player) == (9_999, 10_001)
        assert minimax(TREE_CONFIG, tuple(range(10_000)), player) == (
            9_999 if player is WHITE else 0
        )


@pytest.mark.parametrize(("player", "expected"), [(WHITE, 9_999), (BLACK, 10_001)])
def test_the_folds_over_a_root_with_10_000_successors(player: Player, expected: int) -> None:
    with recursion_limit(SHALLOW):
        assert alpha_beta(TREE_CONFIG, WIDE, player) == expected
        assert alpha_beta_soft(TREE_CONFIG, WIDE, player) == expected
        assert alpha_beta_room(TREE_CONFIG, WIDE, player) == expected
        assert hughes_evaluate(TREE_CONFIG, WIDE, player) == expected
        counting = Counting(TREE_CONFIG)
        assert alpha_beta(counting, WIDE, player) == expected
    # For White every MIN child is worth more than the one before, for Black every MAX
    # child is worth less than the one before: nothing is cut, every leaf is scored.
    assert (counting.leaves, counting.pulled) == (20_000, 30_000)


@pytest.mark.parametrize("given", [tuple, list, iter])
def test_children_take_up_to_width_successors_and_refuse_one_more(
    given: Callable[[range], Iterable[int]],
) -> None:
    assert sum(children(given(range(WIDTH)), "root", 1)) == WIDTH * (WIDTH - 1) // 2
    with pytest.raises(ContractError, match=rf"^'root' has more than {WIDTH} successors"):
        sum(children(given(range(WIDTH + 1)), "root", 1))
