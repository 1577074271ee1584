"""Loops run by exec inside the function."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")



def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    return exec("for i in range(3): pass") or 0
