"""A one-line function that calls the library's own alpha-beta."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")

import fnsearch


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    return fnsearch.alpha_beta(instance, config, player, alpha, beta)
