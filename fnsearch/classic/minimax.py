"""Plain minimax: the value of a configuration when both players play perfectly.

The lectures' MAX-VALUE and MIN-VALUE over the lazy successors. It looks at every
configuration of the tree: the oracle the pruning searches are compared against.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import SupportsIndex, TypeVar

from fnsearch.classic.root import PLY_LIMIT, Root, root_of
from fnsearch.core.arguments import PlayerArgument, function_or_none
from fnsearch.core.config import WHITE, Config, Player, children, final_score, scored
from fnsearch.core.evaluation import Evaluation, horizon, last_ply

_C = TypeVar("_C")


def minimax(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    *,
    depth: SupportsIndex | None = None,
    evaluate: Evaluation[_C] | None = None,
    ply_limit: SupportsIndex = PLY_LIMIT,
) -> int:
    """The minimax value of ``config`` with ``player`` to move, from White's point of view.

    With a ``depth``, a configuration that many plies down is valued by ``evaluate``
    (default: the score); without one, the search goes to the end of the game, but never
    beyond ``ply_limit`` plies. A :class:`~fnsearch.core.contract.ContractError` refuses a
    game not over there, a dead end, a value not an ``int`` strictly inside ``±INFINITY``,
    and a wrong argument.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> minimax(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    3
    """
    return _searched(
        instance,
        config,
        root_of(player, depth=depth, ply_limit=ply_limit),
        function_or_none(evaluate, "evaluate"),
    )


def _searched(instance: Config[_C], config: _C, root: Root, evaluate: Evaluation[_C] | None) -> int:
    return _value(
        instance,
        horizon(instance.score, root.depth, evaluate, root.ply_limit),
        last_ply(root.depth, root.ply_limit),
        root.player,
        config,
    )


def _value(
    instance: Config[_C],
    evaluate: Callable[[_C], object],
    depth: int,
    player: Player,
    config: _C,
) -> int:
    """MAX-VALUE when White moves, MIN-VALUE when Black does; ``evaluate`` at the depth."""
    return (
        final_score(instance, config)
        if instance.is_final(config)
        else scored(evaluate(config), config)
        if depth <= 0
        else (max if player is WHITE else min)(
            map(
                partial(_value, instance, evaluate, depth - 1, player.opponent),
                children(instance.successors(config, player), config, 1),
            )
        )
    )
