"""Hughes's small functions on the examples their documentation used to show."""

from __future__ import annotations

from collections.abc import Callable

from fnsearch.classic.hughes import (
    LazyTree,
    Stages,
    game_tree,
    high_first,
    low_first,
    map_max,
    map_min,
    map_tree,
    maximise,
    maximise_pruning,
    minimise,
    minimise_pruning,
    omit,
    omit_max,
    prune,
    prune_dynamic,
    rep_tree,
    show_tree,
    take_tree,
)
from fnsearch.core.config import WHITE
from fnsearch.games.tree import TREE_CONFIG


def _fibonacci(n: int) -> list[int]:
    return [n - 1, n - 2] if n > 1 else []


def test_a_lazy_tree_grown_cut_and_shown() -> None:
    leaf: LazyTree[int] = LazyTree(lambda: 2, tuple)
    assert show_tree(LazyTree(lambda: 1, lambda: (leaf,))) == "1(2)"
    assert show_tree(rep_tree(lambda n: range(n), 2)) == "2(0, 1(0))"
    assert show_tree(rep_tree(_fibonacci, 3)) == "3(2(1, 0), 1)"
    assert show_tree(map_tree(TREE_CONFIG.score)(game_tree(TREE_CONFIG, ((1, 2), 3), WHITE))) == (
        "0(0(1, 2), 3)"
    )
    tenfold: Callable[[LazyTree[int]], LazyTree[int]] = map_tree(lambda n: n * 10)
    assert show_tree(tenfold(rep_tree(lambda n: range(n), 2))) == "20(0, 10(0))"
    cut: Callable[[LazyTree[int]], LazyTree[int]] = prune(1)
    assert show_tree(cut(rep_tree(lambda n: range(n), 3))) == "3(0, 1, 2)"
    noisy: Callable[[LazyTree[int]], LazyTree[int]] = prune_dynamic(1, lambda n: n % 2 == 1)
    assert show_tree(noisy(rep_tree(lambda n: range(n), 4))) == "4(0, 1(0), 2, 3(0, 1(0), 2))"
    assert show_tree(take_tree(2)(rep_tree(lambda n: range(n), 3))) == "3(0, 1(0))"


def test_high_first_and_low_first_on_small_trees() -> None:
    assert show_tree(high_first(rep_tree(lambda n: [n - 3, n - 1, n - 2] if n > 2 else [], 5))) == (
        "5(4(1, 2, 3(2, 1, 0)), 3(0, 1, 2), 2)"
    )
    assert show_tree(low_first(rep_tree(lambda n: [n - 1, n - 3, n - 2] if n > 2 else [], 4))) == (
        "4(1, 2, 3(2, 1, 0))"
    )


def test_maximise_minimise_and_their_bounds() -> None:
    assert maximise(rep_tree(_fibonacci, 3)) == 1
    assert minimise(rep_tree(_fibonacci, 3)) == 1
    assert list(maximise_pruning(rep_tree(_fibonacci, 3))) == [0, 1]
    assert list(minimise_pruning(rep_tree(_fibonacci, 3))) == [1]


def test_map_min_map_max_and_omit() -> None:
    assert list(map_min([[3, 12, 8], [2, 4, 6], [14, 5, 2], [9, 7]])) == [3, 7]
    assert list(map_max([[3, 12, 8], [2, 4, 6], [14, 5, 2], [1, 7]])) == [12, 6]
    pulled = iter([2, 100, 100])
    assert (list(omit(3, [pulled, [5, 4], [1], [6]])), next(pulled)) == ([4, 6], 100)
    assert list(omit_max(5, [[6], [4, 3], [2, 9], [1]])) == [4, 1]


def test_stages_by_name() -> None:
    assert repr(Stages(ordered=True, width=2)) == "Stages(ordered=True, width=2, noisy=None)"
