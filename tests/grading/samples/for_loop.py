"""Right values and the sheet's pruning, but written with a ``for`` loop (and assignments).

The purity check fails; every other check passes.
"""

from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """The sheet's alpha-beta, its loop kept: the cut leaves the loop by ``break``."""
    if instance.is_final(config):
        result = instance.score(config)
    elif player is WHITE:
        result = alpha
        for child in instance.successors(config, WHITE):
            result = max(result, alpha_beta(instance, child, BLACK, result, beta))
            if result >= beta:
                result = beta
                break
    else:
        result = beta
        for child in instance.successors(config, BLACK):
            result = min(result, alpha_beta(instance, child, WHITE, alpha, result))
            if result <= alpha:
                result = alpha
                break
    return result
