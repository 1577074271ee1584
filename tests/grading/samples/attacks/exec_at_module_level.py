"""The imperative algorithm compiled with exec at module level."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")


exec(
    "def alpha_beta(instance, config, player, alpha, beta):\n"
    "    if instance.is_final(config):\n"
    "        return instance.score(config)\n"
    "    for child in instance.successors(config, player):\n"
    "        if player is WHITE:\n"
    "            alpha = max(alpha, alpha_beta(instance, child, BLACK, alpha, beta))\n"
    "            if alpha >= beta:\n"
    "                return beta\n"
    "        else:\n"
    "            beta = min(beta, alpha_beta(instance, child, WHITE, alpha, beta))\n"
    "            if beta <= alpha:\n"
    "                return alpha\n"
    "    return alpha if player is WHITE else beta\n"
)


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:  # type: ignore[no-redef]
    return 0
