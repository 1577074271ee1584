"""Plain minimax: the value of a configuration when both players play perfectly.

The recursive definition from the lectures, as two mutually recursive functions
mapped over the lazy successor stream. It looks at every configuration of the
game tree, so it is the oracle the pruning searches are compared against.
"""

from __future__ import annotations

from typing import TypeVar

from fnsearch.config import BLACK, WHITE, Config, Player

__all__ = ["minimax"]

_C = TypeVar("_C")


def minimax(instance: Config[_C], config: _C, player: Player) -> int:
    """The minimax value of ``config`` with ``player`` to move.

    Args:
        instance: the game, a :class:`~fnsearch.config.Config` instance.
        config: the configuration to value.
        player: who moves in ``config``.

    Returns:
        The score White gets from ``config`` against perfect play, from White's view.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> minimax(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    3
    """
    return _max_value(instance, config) if player is WHITE else _min_value(instance, config)


def _max_value(instance: Config[_C], config: _C) -> int:
    return (
        instance.score(config)
        if instance.is_final(config)
        else max(_min_value(instance, child) for child in instance.successors(config, WHITE))
    )


def _min_value(instance: Config[_C], config: _C) -> int:
    return (
        instance.score(config)
        if instance.is_final(config)
        else min(_max_value(instance, child) for child in instance.successors(config, BLACK))
    )
