"""Plain minimax: the value of a configuration when both players play perfectly.

The recursive definition from the lectures over the lazy successor stream: a
node where White moves takes the maximum of its children's values (MAX-VALUE),
one where Black moves the minimum (MIN-VALUE), and the players alternate. It
looks at every configuration of the game tree, so it is the oracle the pruning
searches are compared against.

Without a depth it searches to the end of the game, as far as the recursion limit
lets it (:func:`fnsearch.core.config.ply_budget`); a game still not over there has
cycles or no end, and is refused with a :class:`~fnsearch.core.contract.ContractError`,
as are a dead end and a score out of range (see :mod:`fnsearch.core.config`).
"""

from __future__ import annotations

from operator import index
from typing import Final, TypeVar

from fnsearch.core.config import WHITE, Config, Player, children, ply_budget, scored
from fnsearch.core.contract import broken, endless
from fnsearch.core.evaluation import Evaluation
from fnsearch.core.stack import with_room

__all__ = ["minimax"]

_C = TypeVar("_C")

_FRAMES: Final = 3
"""Python frames per ply: the node, the generator of its children's values, ``max``'s call."""


def _endless(config: object) -> int:
    # The "evaluation" at the ply budget's end of a search without a depth.
    return broken(endless(config))


@with_room
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
        instance: the game, a :class:`~fnsearch.core.config.Config` instance.
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
        _endless if depth is None else instance.score if evaluate is None else evaluate,
        config,
        ply_budget(_FRAMES) if depth is None else depth,
        player,
    )


def _value(
    instance: Config[_C], evaluate: Evaluation[_C], config: _C, depth: int, player: Player
) -> int:
    return (
        scored(instance.score(config), config)
        if instance.is_final(config)
        else index(evaluate(config))
        if depth <= 0
        else (max if player is WHITE else min)(
            _value(instance, evaluate, child, depth - 1, player.opponent)
            for child in children(instance.successors(config, player), config, 1)
        )
    )
