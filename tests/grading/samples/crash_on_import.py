"""A solution whose module fails while it is imported: a table looked up by a missing key."""

from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import Config, Player

C = TypeVar("C")

WEIGHTS = dict(zip("abc", range(3), strict=True))["d"]


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """Would answer the score of a final position; the module never gets this far."""
    return instance.score(config) + WEIGHTS
