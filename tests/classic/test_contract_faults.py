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
from fractions import Fraction
from typing import Final

import pytest

from fnsearch import (
    BLACK,
    WHITE,
    ChanceOptions,
    Config,
    Player,
    alpha_beta,
    alpha_beta_soft,
    best_next_config,
    expectiminimax,
    minimax,
    star1,
    star2,
)
from fnsearch.classic.alpha_beta import alpha_beta_room
from fnsearch.classic.hughes import hughes_evaluate
from fnsearch.classic.root import PLY_LIMIT
from fnsearch.core.contract import ContractError
from fnsearch.games.chancetree.game import CHANCE_TREE, parse
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
OUT_OF_RANGE: Final = (
    "a score must lie strictly between -2**62 and 2**62 (fnsearch.INFINITY), but the game scores "
)
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


def test_the_guard_leaves_every_ply_of_the_ply_limit_to_a_deep_game() -> None:
    # A chain of PLY_LIMIT plies ends: the guard refuses only games that go on past the limit.
    chain = _chained(PLY_LIMIT)
    expected = alpha_beta_hard(TREE_CONFIG, chain, WHITE)
    for search in (alpha_beta, alpha_beta_room, alpha_beta_soft, minimax, hughes_evaluate):
        assert search(TREE_CONFIG, chain, WHITE) == expected
        assert search(TREE_CONFIG, chain, WHITE, ply_limit=PLY_LIMIT) == expected
        with pytest.raises(ContractError, match=re.escape(ENDLESS)):
            search(TREE_CONFIG, chain, WHITE, ply_limit=PLY_LIMIT - 1)


@pytest.mark.parametrize("limit", [1, 10, PLY_LIMIT])
def test_an_endless_game_is_refused_at_the_ply_limit_asked_for(limit: int) -> None:
    # The limit is the caller's option, not read from the interpreter.
    for search in (alpha_beta, alpha_beta_room, alpha_beta_soft, minimax, hughes_evaluate):
        with pytest.raises(ContractError, match=re.escape(f"{ENDLESS}{limit} is not final")):
            search(Looping(10**9), 0, WHITE, ply_limit=limit)


def _chained(plies: int) -> Tree:
    return 1 if plies == 0 else (_chained(plies - 1), 0)


# --- games of chance ----------------------------------------------------------------------

_MOVES: Final[dict[str, tuple[str, ...]]] = {
    "stuck": (),  # a decision node with nothing to choose
    "root": ("roll", "leaf"),
    "deep": ("pick",),
    "pick": ("stuck",),
}
_ROLLS: Final[dict[str, tuple[tuple[Fraction, str], ...]]] = {
    "roll": ((Fraction(1, 2), "stuck"), (Fraction(1, 2), "leaf")),
}


class DeadEnds:
    """A game of chance whose position ``stuck`` is not final and has no successors."""

    def score(self, c: str, /) -> int:
        return 1

    def successors(self, c: str, player: Player, /) -> Iterator[str]:
        return iter(_MOVES[c])

    def is_final(self, c: str, /) -> bool:
        return c == "leaf"

    def is_chance(self, c: str, /) -> bool:
        return c in _ROLLS

    def outcomes(self, c: str, /) -> Iterator[tuple[Fraction, str]]:
        return iter(_ROLLS[c])

    def to_move(self, c: str, /) -> Player:
        return BLACK if c == "stuck" else WHITE


CHANCE_SEARCHES: Final = {
    "expectiminimax": expectiminimax,
    "star1": star1,
    "star2": star2,
}


@pytest.mark.parametrize("name", CHANCE_SEARCHES)
@pytest.mark.parametrize(
    "root",
    [
        "stuck",  # the root itself
        "roll",  # an outcome of the root: Star2 probes it
        "root",  # below a chance node below the root
        "deep",  # two decision plies down
    ],
)
def test_a_dead_end_in_a_game_of_chance_is_refused_naming_it(name: str, root: str) -> None:
    with pytest.raises(ContractError) as refused:
        CHANCE_SEARCHES[name](DeadEnds(), root, WHITE, ChanceOptions(lower=0, upper=2))
    assert str(refused.value) == DEAD_END + "'stuck'"


@pytest.mark.parametrize("search", [star1, star2])
@pytest.mark.parametrize(("lower", "upper"), [(5, 5), (10, -10), (0, 0)])
def test_bounds_with_no_room_are_refused_before_any_leaf(
    search: Callable[..., object], lower: int, upper: int
) -> None:
    tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    with pytest.raises(ContractError) as refused:
        search(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=lower, upper=upper))
    assert str(refused.value) == (
        f"no value lies strictly between the bounds [{lower}, {upper}]"
        f" (lower must lie below upper), searching {tree!r}"
    )
