"""The lecture's searches fit their default ply limit into Python's default recursion limit.

A comb is the worst case of their stack: every position has ``width`` final moves,
none of which cuts, before the one move that goes on, so that each node's fold passes
all its successors, by nested calls and then in constant stack, on the way down.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Final

import pytest

from fnsearch import WHITE, Player, alpha_beta, alpha_beta_soft, best_next_config, minimax
from fnsearch.classic.alpha_beta import alpha_beta_room
from fnsearch.classic.hughes import hughes_evaluate
from fnsearch.classic.root import FRAMES_PER_PLY, PLY_LIMIT
from fnsearch.core.config import FRAMES, plies_in_frames
from fnsearch.core.contract import ContractError
from tests.core.test_folds import recursion_limit

Position = int | str


class Comb:
    """``width`` final moves (worst for the side to move), then the move one ply on."""

    def __init__(self, width: int) -> None:
        self.width = width

    def score(self, c: Position, /) -> int:
        return -1 if c == "low" else 1 if c == "high" else 0

    def is_final(self, c: Position, /) -> bool:
        return c in ("low", "high") or c == 0

    def successors(self, c: Position, player: Player, /) -> list[Position]:
        assert isinstance(c, int)
        return [*(["low" if player is WHITE else "high"] * self.width), c - 1]


class Stair(Comb):
    """A comb whose final moves each move Hughes's bound, so his fold passes them all."""

    def score(self, c: Position, /) -> int:
        return int(c[1:]) if isinstance(c, str) else 0

    def is_final(self, c: Position, /) -> bool:
        return isinstance(c, str) or c == 0

    def successors(self, c: Position, player: Player, /) -> list[Position]:
        assert isinstance(c, int)
        sign = -1 if player is WHITE else 1
        return [*(f"v{sign * (100 - k)}" for k in range(self.width)), c - 1]


Search = Callable[[Comb, int], object]

SEARCHES: Final[dict[str, Search]] = {
    "alpha_beta": lambda game, plies: alpha_beta(game, plies, WHITE),
    "alpha_beta_soft": lambda game, plies: alpha_beta_soft(game, plies, WHITE),
    "alpha_beta_room": lambda game, plies: alpha_beta_room(game, plies, WHITE),
    "minimax": lambda game, plies: minimax(game, plies, WHITE),
    "hughes_evaluate": lambda game, plies: hughes_evaluate(game, plies, WHITE),
    # Its root takes a ply more than the searches valuing its successors.
    "best_next_config": lambda game, plies: best_next_config(game, plies + 1, WHITE),
}

WIDTHS: Final = range(21)


def test_the_default_ply_limit_is_what_the_default_frames_hold() -> None:
    assert PLY_LIMIT == plies_in_frames(FRAMES, FRAMES_PER_PLY) == 72


@pytest.mark.parametrize("name", sorted(SEARCHES))
@pytest.mark.parametrize("shape", [Comb, Stair])
def test_a_comb_as_deep_as_the_ply_limit_is_answered(name: str, shape: type[Comb]) -> None:
    assert sys.getrecursionlimit() == FRAMES
    for width in WIDTHS:
        assert SEARCHES[name](shape(width), PLY_LIMIT) in (0, PLY_LIMIT)


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_a_comb_deeper_than_the_ply_limit_is_refused_as_endless(name: str) -> None:
    with pytest.raises(ContractError, match=r"^the game has cycles or no end: \d+ is not final"):
        SEARCHES[name](Comb(12), 149)


def _least_limit(search: Search, game: Comb, plies: int) -> int:
    """The least recursion limit under which ``search`` answers, by bisection."""
    low, high = 1, 4 * FRAMES
    while low < high:
        middle = (low + high) // 2
        try:
            with recursion_limit(middle):
                search(game, plies)
            high = middle
        except RecursionError:
            low = middle + 1
    return low


@pytest.mark.parametrize("name", sorted(set(SEARCHES) - {"best_next_config"}))
def test_a_ply_takes_at_most_the_frames_per_ply_counted(name: str) -> None:
    # Compiled, the searches take no Python frame of their own: what is left is the game's.
    for width in (0, 1, 7, 8, 9, 20):
        for shape in (Comb, Stair):
            game = shape(width)
            deeper = _least_limit(SEARCHES[name], game, 40) - _least_limit(SEARCHES[name], game, 20)
            assert deeper <= 20 * FRAMES_PER_PLY


@pytest.mark.parametrize(
    "search", [alpha_beta, alpha_beta_soft, alpha_beta_room, minimax, hughes_evaluate]
)
def test_a_ply_limit_beyond_the_frames_is_refused_naming_them(search: Callable[..., int]) -> None:
    with pytest.raises(ContractError) as refused:
        search(Comb(1), 3, WHITE, ply_limit=PLY_LIMIT + 1)
    assert str(refused.value) == (
        f"bad argument ply_limit={PLY_LIMIT + 1}: expected an int from 1 to {PLY_LIMIT} (not a"
        f" bool), the most frames={FRAMES} hold at {FRAMES_PER_PLY} frames a ply"
        " (fnsearch.search takes more frames)"
    )
