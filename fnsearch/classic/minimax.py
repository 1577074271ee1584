"""Plain minimax: the value of a configuration when both players play perfectly.

The lectures' recursive definition over the lazy successors: a node where White
moves takes the maximum of its children's values (MAX-VALUE), one where Black moves
the minimum (MIN-VALUE). It looks at every configuration of the tree: the oracle the
pruning searches are compared against.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from operator import index
from typing import SupportsIndex, TypeVar

from fnsearch.core.config import PLY_LIMIT, WHITE, Config, Player, children, final_score
from fnsearch.core.evaluation import Evaluation, horizon

__all__ = ["minimax"]

_C = TypeVar("_C")


def minimax(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
    ply_limit: int = PLY_LIMIT,
) -> int:
    """The minimax value of ``config`` with ``player`` to move, from White's point of view.

    With a ``depth``, a configuration that many plies down is valued by ``evaluate``
    (default: the game's score). Without one, the search goes to the end of the game
    and refuses one still not over after ``ply_limit`` plies (cycles, or no end) with a
    :class:`~fnsearch.core.contract.ContractError`, as it does a dead end and a score
    out of range.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> minimax(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    3
    """
    return _value(
        instance,
        horizon(instance.score, depth, evaluate),
        ply_limit if depth is None else depth,
        player,
        config,
    )


def _value(
    instance: Config[_C],
    evaluate: Callable[[_C], SupportsIndex],
    depth: int,
    player: Player,
    config: _C,
) -> int:
    """MAX-VALUE when White moves, MIN-VALUE when Black does; ``evaluate`` at the depth."""
    return (
        final_score(instance, config)
        if instance.is_final(config)
        else index(evaluate(config))
        if depth <= 0
        else (max if player is WHITE else min)(
            map(
                partial(_value, instance, evaluate, depth - 1, player.opponent),
                children(instance.successors(config, player), config, 1),
            )
        )
    )
