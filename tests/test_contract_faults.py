"""A game that breaks its contract gets a clear error from the lecture's searches, never a value.

Three faults, each on every deterministic search without a depth limit: a position
that is not final but has no successors, a score outside ``(-INFINITY, INFINITY)``,
and a game with a cycle or no end. Each is a ``ContractError`` (a ``ValueError``)
whose message names the problem and the position, in place of the ``2**62``, the
builtin ``min() arg is an empty sequence`` or the ``RecursionError`` they gave.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Final

import pytest

from fnsearch import (
    BLACK,
    WHITE,
    Config,
    Player,
    alpha_beta,
    alpha_beta_room,
    alpha_beta_soft,
    best_next_config,
    minimax,
)
from fnsearch.contract import ContractError
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.reference.algorithms import alpha_beta_hard

Search = Callable[[Config[object], object, Player], object]

SEARCHES: Final[dict[str, Search]] = {
    "alpha_beta": lambda game, config, player: alpha_beta(game, config, player),
    "alpha_beta_room": lambda game, config, player: alpha_beta_room(game, config, player),
    "alpha_beta_soft": lambda game, config, player: alpha_beta_soft(game, config, player),
    "minimax": lambda game, config, player: minimax(game, config, player),
    "best_next_config": lambda game, config, player: best_next_config(game, config, player),
}

DEAD_END: Final = "a position that is not final has no successors: "
OUT_OF_RANGE: Final = "a score outside the range (-2**62, 2**62): "
ENDLESS: Final = "the game has cycles or no end: "


class Looping:
    """A game that never ends: from ``n`` the only move goes to ``(n + 1) % period``."""

    def __init__(self, period: int) -> None:
        self.period = period

    def score(self, c: int, /) -> int:
        return 0

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        yield (c + 1) % self.period

    def is_final(self, c: int, /) -> bool:
        return False


@pytest.mark.parametrize("name", SEARCHES)
@pytest.mark.parametrize("player", [WHITE, BLACK])
@pytest.mark.parametrize(
    ("tree", "where"),
    [
        ((), "()"),  # the root itself
        ((3, ()), "()"),  # a dead end beside a leaf, searched whatever the player
        ((((), 1), 2), "()"),  # two plies down
    ],
)
def test_a_dead_end_is_refused_with_its_position(
    name: str, player: Player, tree: Tree, where: str
) -> None:
    with pytest.raises(ContractError, match=re.escape(DEAD_END + where)):
        SEARCHES[name](TREE_CONFIG, tree, player)  # type: ignore[arg-type]  # Config[Tree]


@pytest.mark.parametrize("name", SEARCHES)
@pytest.mark.parametrize("player", [WHITE, BLACK])
@pytest.mark.parametrize("score", [10**30, -(10**30), 2**62, -(2**62)])
def test_a_score_out_of_range_is_refused_with_its_position(
    name: str, player: Player, score: int
) -> None:
    tree: Tree = ((1, score), (score, 2))  # the first leaf of the second child is always seen
    with pytest.raises(ContractError, match=re.escape(f"{OUT_OF_RANGE}{score!r} at {score!r}")):
        SEARCHES[name](TREE_CONFIG, tree, player)  # type: ignore[arg-type]  # Config[Tree]


def test_a_score_just_inside_the_range_is_answered() -> None:
    top = 2**62 - 1
    for search in (alpha_beta, alpha_beta_room, alpha_beta_soft, minimax):
        assert search(TREE_CONFIG, (top, 0), WHITE) == top
        assert search(TREE_CONFIG, (-top, 0), BLACK) == -top


@pytest.mark.parametrize("name", SEARCHES)
@pytest.mark.parametrize("player", [WHITE, BLACK])
@pytest.mark.parametrize("period", [1, 2, 3, 10**9])  # a self-loop, cycles, no end at all
def test_a_game_with_cycles_or_no_end_is_refused(name: str, player: Player, period: int) -> None:
    with pytest.raises(ContractError, match=re.escape(ENDLESS) + r"\d+ is not final"):
        SEARCHES[name](Looping(period), 0, player)  # type: ignore[arg-type]  # Config[int]


def test_the_guard_leaves_every_ply_the_recursion_limit_allows_to_a_deep_game() -> None:
    # A chain of 150 plies ends: the guard refuses only games that go on past the limit.
    chain = _chained(150)
    expected = alpha_beta_hard(TREE_CONFIG, chain, WHITE)
    for search in (alpha_beta, alpha_beta_room, alpha_beta_soft, minimax):
        assert search(TREE_CONFIG, chain, WHITE) == expected


def _chained(plies: int) -> Tree:
    return 1 if plies == 0 else (_chained(plies - 1), 0)
