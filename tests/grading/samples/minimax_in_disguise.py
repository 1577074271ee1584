"""Minimax in disguise: the full minimax value, clamped into the window.

Every value is the one fail-hard alpha-beta answers (the exact value inside the
window, the bound outside it), but every leaf is looked at: the pruning check fails.
"""

from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """The minimax value of ``config``, clamped into ``[alpha, beta]`` at an inner root."""
    return (
        instance.score(config)
        if instance.is_final(config)
        else max(alpha, min(beta, _minimax(instance, config, player)))
    )


def _minimax(instance: Config[C], config: C, player: Player) -> int:
    return (
        instance.score(config)
        if instance.is_final(config)
        else (max if player is WHITE else min)(
            _minimax(instance, child, BLACK if player is WHITE else WHITE)
            for child in instance.successors(config, player)
        )
    )
