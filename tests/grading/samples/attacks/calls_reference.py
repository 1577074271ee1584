"""A one-line function that calls the imperative reference."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")

from fnsearch.reference.algorithms import alpha_beta_hard


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    return alpha_beta_hard(instance, config, player, alpha, beta)
