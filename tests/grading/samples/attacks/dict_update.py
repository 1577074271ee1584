"""Assignment through an object's __dict__."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")



class _State:
    best: int = 0


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    return _State().__dict__.update(best=alpha) or alpha
