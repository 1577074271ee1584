"""Plain minimax: the value of a configuration when both players play perfectly.

The recursive definition from the lectures over the lazy successor stream: a
node where White moves takes the maximum of its children's values (MAX-VALUE),
one where Black moves the minimum (MIN-VALUE), and the players alternate. It
looks at every configuration of the game tree, so it is the oracle the pruning
searches are compared against.
"""

from __future__ import annotations

from operator import index
from typing import TypeVar

from fnsearch.algorithms.options import UNLIMITED_DEPTH
from fnsearch.config import WHITE, Config, Player
from fnsearch.evaluation import Evaluation

__all__ = ["minimax"]

_C = TypeVar("_C")


def minimax(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
) -> int:
    """The minimax value of ``config`` with ``player`` to move.

    Args:
        instance: the game, a :class:`~fnsearch.config.Config` instance.
        config: the configuration to value.
        player: who moves in ``config``.
        depth: search exactly this many plies (``None``: to the end of the game).
        evaluate: values a non-final configuration at the depth limit, from White's
            point of view; defaults to ``instance.score``.

    Returns:
        The score White gets from ``config`` against perfect play, from White's view.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> minimax(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    3
    >>> minimax(TREE_CONFIG, ((3, 12, 8), (2, 4, 6)), WHITE, depth=1, evaluate=len)
    3
    """
    return _value(
        instance,
        instance.score if evaluate is None else evaluate,
        config,
        UNLIMITED_DEPTH if depth is None else depth,
        player,
    )


def _value(
    instance: Config[_C], evaluate: Evaluation[_C], config: _C, depth: int, player: Player
) -> int:
    return (
        index(instance.score(config))
        if instance.is_final(config)
        else index(evaluate(config))
        if depth <= 0
        else (max if player is WHITE else min)(
            _value(instance, evaluate, child, depth - 1, player.opponent)
            for child in instance.successors(config, player)
        )
    )
