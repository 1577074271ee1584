"""The reference reached through __import__ inside the function."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    return __import__("fnsearch.reference.algorithms").reference.algorithms.alpha_beta_hard(
        instance, config, player, alpha, beta
    )
