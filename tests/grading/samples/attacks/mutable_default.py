"""State in a mutable default list, appended through an alias."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")


push = list.append


def alpha_beta(
    instance: Config[C], config: C, player: Player, alpha: int, beta: int, seen: list[int] = []
) -> int:
    return len(seen) * 0 if push(seen, 1) is None else 0
