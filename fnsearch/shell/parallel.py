"""Parallel root search: the root's moves split across processes ("young brothers wait").

The first move (in the search's order) is searched alone, in this process, with
the full window: its value is a bound the others must beat. The other moves are
then searched in parallel by a pool of worker processes, each with the window
narrowed by that bound, so they prune as much as they can without waiting for
each other. Because every search is a pure function of its arguments, the
workers share nothing and need no locks; the value equals the serial search's.

This module starts processes, so it belongs to the imperative shell. Everything
sent to a worker must pickle: the instance, and ``evaluate`` and ``order`` as
module-level functions or methods of picklable objects (not lambdas).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from fnsearch.algorithms.engine import search
from fnsearch.algorithms.result import SearchResult, Stats
from fnsearch.config import INFINITY, WHITE, Config, Player

__all__ = ["parallel_search"]

_C = TypeVar("_C")


def parallel_search(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    workers: int = 2,
    depth: int | None = None,
    evaluate: Callable[[_C], int] | None = None,
    order: Callable[[_C], int] | None = None,
    killers: bool = False,
) -> SearchResult[_C]:
    """:func:`~fnsearch.search` with the root's moves after the first searched in parallel.

    Args:
        instance: the game (must pickle).
        config: the root configuration.
        player: who moves at the root.
        workers: the number of worker processes.
        depth: plies to search, as for :func:`~fnsearch.search`.
        evaluate: the evaluation at the depth limit (must pickle).
        order: the ordering key (must pickle); it also orders the root's moves.
        killers: use killer moves inside each process.

    Returns:
        The same value and best move as the serial search; the statistics add up
        the work of all processes (the root counted once), and no table is returned.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> parallel_search(TREE_CONFIG, FIGURE_5_2, WHITE).value
    3
    """
    if instance.is_final(config) or depth == 0:
        return search(instance, config, player, depth=depth, evaluate=evaluate)
    sign = 1 if player is WHITE else -1
    moves = list(instance.successors(config, player))
    if order is not None:
        moves.sort(key=lambda move: sign * order(move), reverse=True)
    below = None if depth is None else depth - 1
    first = _child(instance, moves[0], player.opponent, below, evaluate, order, killers)
    alpha, beta = (first.value, INFINITY) if sign > 0 else (-INFINITY, first.value)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [
            pool.submit(
                _child,
                instance,
                move,
                player.opponent,
                below,
                evaluate,
                order,
                killers,
                alpha,
                beta,
            )
            for move in moves[1:]
        ]
        rest = [future.result() for future in futures]
    best_index, best = 0, first
    for index, result in enumerate(rest, start=1):
        if sign * result.value > sign * best.value:
            best_index, best = index, result
    everything = [first, *rest]
    return SearchResult(
        value=best.value,
        best=moves[best_index],
        line=(moves[best_index], *best.line),
        stats=Stats(
            nodes=1 + sum(r.stats.nodes for r in everything),
            leaves=sum(r.stats.leaves for r in everything),
            cutoffs=sum(r.stats.cutoffs for r in everything),
            depth=1 + max(r.stats.depth for r in everything),
            hits=sum(r.stats.hits for r in everything),
        ),
    )


def _child(
    instance: Config[_C],
    config: _C,
    player: Player,
    depth: int | None,
    evaluate: Callable[[_C], int] | None,
    order: Callable[[_C], int] | None,
    killers: bool,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> SearchResult[_C]:
    """One root move's search, in whichever process runs it."""
    return search(
        instance,
        config,
        player,
        depth=depth,
        evaluate=evaluate,
        order=order,
        killers=killers,
        alpha=alpha,
        beta=beta,
    )
