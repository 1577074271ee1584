"""Fail-soft alpha-beta (the lecture's helper variable ``v``), where the sheet asks for fail-hard.

With the full window it answers the exact value and visits the same nodes as the
sheet's algorithm; with a narrower window it answers ``v`` at a cut, which may lie
beyond the bound where the sheet's fail-hard algorithm answers the bound itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player

C = TypeVar("C")


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """The lecture's fail-soft alpha-beta value of ``config`` with ``player`` to move."""
    return (
        instance.score(config)
        if instance.is_final(config)
        else _max(instance, iter(instance.successors(config, WHITE)), -INFINITY, alpha, beta)
        if player is WHITE
        else _min(instance, iter(instance.successors(config, BLACK)), INFINITY, alpha, beta)
    )


def _max(instance: Config[C], successors: Iterator[C], v: int, alpha: int, beta: int) -> int:
    return _max_after(instance, successors, v, alpha, beta, next(successors, None))


def _max_after(
    instance: Config[C], successors: Iterator[C], v: int, alpha: int, beta: int, child: C | None
) -> int:
    return (
        v
        if child is None
        else _max_checked(
            instance,
            successors,
            max(v, alpha_beta(instance, child, BLACK, max(alpha, v), beta)),
            alpha,
            beta,
        )
    )


def _max_checked(
    instance: Config[C], successors: Iterator[C], v: int, alpha: int, beta: int
) -> int:
    return v if v >= beta else _max(instance, successors, v, alpha, beta)


def _min(instance: Config[C], successors: Iterator[C], v: int, alpha: int, beta: int) -> int:
    return _min_after(instance, successors, v, alpha, beta, next(successors, None))


def _min_after(
    instance: Config[C], successors: Iterator[C], v: int, alpha: int, beta: int, child: C | None
) -> int:
    return (
        v
        if child is None
        else _min_checked(
            instance,
            successors,
            min(v, alpha_beta(instance, child, WHITE, alpha, min(beta, v))),
            alpha,
            beta,
        )
    )


def _min_checked(
    instance: Config[C], successors: Iterator[C], v: int, alpha: int, beta: int
) -> int:
    return v if v <= alpha else _min(instance, successors, v, alpha, beta)
