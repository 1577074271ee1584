"""The deterministic searches take integer scores only, and say so at run time.

A float score used to slip through the room fold (now ``alpha_beta_room``): its stop test
``(0).__ge__`` answers ``NotImplemented`` for a float, which ``filter`` takes for
true, so the fold stopped after the first child and returned ``-INFINITY``. The
searches now read every score through ``fnsearch.core.config.scored``, which refuses
floats, Fractions and bools with a ``ContractError`` naming the position.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction

import pytest

from fnsearch import WHITE, Player, alpha_beta, alpha_beta_soft, minimax, search
from fnsearch.classic.alpha_beta import alpha_beta_room
from fnsearch.core.contract import ContractError

FloatTree = float | Fraction | tuple["FloatTree", ...]


class FloatScores:
    """A tree whose leaves score floats (or Fractions): not a valid ``Config``."""

    def score(self, tree: FloatTree, /) -> int:
        # Deliberately lies about its type: the searches must catch it at run time.
        return tree  # type: ignore[return-value]  # the point of the test: a float score

    def successors(self, tree: FloatTree, player: Player, /) -> Iterator[FloatTree]:
        return iter(()) if isinstance(tree, float | Fraction) else iter(tree)

    def is_final(self, tree: FloatTree, /) -> bool:
        return isinstance(tree, float | Fraction)


TREE: FloatTree = ((0.5, 1.0), (1.5, 0.25))

SEARCHES: dict[str, Callable[[FloatScores, FloatTree], object]] = {
    "alpha_beta": lambda game, tree: alpha_beta(game, tree, WHITE),
    "alpha_beta_soft": lambda game, tree: alpha_beta_soft(game, tree, WHITE),
    "alpha_beta_room": lambda game, tree: alpha_beta_room(game, tree, WHITE),
    "minimax": lambda game, tree: minimax(game, tree, WHITE),
    "search": lambda game, tree: search(game, tree, WHITE).value,
}


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_a_float_score_is_refused_naming_the_position(name: str) -> None:
    with pytest.raises(ContractError, match=r"must be an int .* but 0\.5 is valued 0\.5$"):
        SEARCHES[name](FloatScores(), TREE)


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_a_fraction_score_is_refused_too(name: str) -> None:
    with pytest.raises(ContractError, match=r"is valued Fraction\(1, 2\)$"):
        SEARCHES[name](FloatScores(), ((Fraction(1, 2), Fraction(1)), (Fraction(3, 2),)))


def test_a_float_evaluation_is_refused_at_the_horizon() -> None:
    def half(tree: FloatTree) -> int:
        return 0.5  # type: ignore[return-value]  # the point of the test: a float evaluation

    with pytest.raises(ContractError, match=r"but \(0\.5, 1\.0\) is valued 0\.5$"):
        minimax(FloatScores(), TREE, WHITE, depth=1, evaluate=half)
    with pytest.raises(ContractError, match=r"but \(0\.5, 1\.0\) is valued 0\.5$"):
        search(FloatScores(), TREE, WHITE, depth=1, evaluate=half)
