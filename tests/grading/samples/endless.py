"""A solution that never answers: it looks for a negative number among 0, 1, 2, ...

Pure by the rules' letter (a generator expression, no loop statement), and it type-checks;
the checker ends it at the time limit.
"""

from __future__ import annotations

from itertools import count
from typing import TypeVar

from fnsearch.core.config import Config, Player

C = TypeVar("C")


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """Never returns: the first negative natural number does not exist."""
    return next(n for n in count() if n < alpha - alpha - 1)
