"""Right values and the sheet's pruning, but a leaf is answered by an early ``return``.

The purity check fails; every other check passes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from fnsearch.core.config import BLACK, WHITE, Config, Player

C = TypeVar("C")


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """The sheet's alpha-beta, fail-hard; a final position leaves the function early."""
    if instance.is_final(config):
        return instance.score(config)
    return (
        _max(instance, iter(instance.successors(config, WHITE)), alpha, beta)
        if player is WHITE
        else _min(instance, iter(instance.successors(config, BLACK)), alpha, beta)
    )


def _max(instance: Config[C], successors: Iterator[C], a: int, beta: int) -> int:
    return _max_after(instance, successors, a, beta, next(successors, None))


def _max_after(
    instance: Config[C], successors: Iterator[C], a: int, beta: int, child: C | None
) -> int:
    return (
        a
        if child is None
        else _max_checked(
            instance, successors, max(a, alpha_beta(instance, child, BLACK, a, beta)), beta
        )
    )


def _max_checked(instance: Config[C], successors: Iterator[C], a: int, beta: int) -> int:
    return beta if a >= beta else _max(instance, successors, a, beta)


def _min(instance: Config[C], successors: Iterator[C], alpha: int, b: int) -> int:
    return _min_after(instance, successors, alpha, b, next(successors, None))


def _min_after(
    instance: Config[C], successors: Iterator[C], alpha: int, b: int, child: C | None
) -> int:
    return (
        b
        if child is None
        else _min_checked(
            instance, successors, alpha, min(b, alpha_beta(instance, child, WHITE, alpha, b))
        )
    )


def _min_checked(instance: Config[C], successors: Iterator[C], alpha: int, b: int) -> int:
    return alpha if b <= alpha else _min(instance, successors, alpha, b)
