"""The imperative algorithm in disguise: state through an alias of setattr, a loop as any()."""
from __future__ import annotations

from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")



class _Box:
    a: int
    b: int


put = setattr


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    return instance.score(config) if instance.is_final(config) else _node(instance, config, player, _start(alpha, beta))


def _start(alpha: int, beta: int) -> _Box:
    return _filled(_Box(), alpha, beta)


def _filled(box: _Box, alpha: int, beta: int) -> _Box:
    return box if put(box, "a", alpha) or put(box, "b", beta) else box


def _node(instance: Config[C], config: C, player: Player, box: _Box) -> int:
    return (
        box.b
        if any(
            put(box, "a", max(box.a, alpha_beta(instance, child, BLACK, box.a, box.b))) or box.a >= box.b
            for child in instance.successors(config, player)
        )
        else box.a
    ) if player is WHITE else (
        box.a
        if any(
            put(box, "b", min(box.b, alpha_beta(instance, child, WHITE, box.a, box.b))) or box.b <= box.a
            for child in instance.successors(config, player)
        )
        else box.b
    )
