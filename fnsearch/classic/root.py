"""The root of a lecture's search: its arguments, checked once, before any position.

>>> from fnsearch.core.config import WHITE
>>> root_of(WHITE, alpha=-1, beta=2)
Root(player=<Player.WHITE: 1>, alpha=-1, beta=2, depth=None, ply_limit=150)
"""

from __future__ import annotations

from typing import NamedTuple

from fnsearch.core.arguments import optional_plies, player_of, ply_limit_of, whole
from fnsearch.core.config import INFINITY, PLY_LIMIT, Player

__all__ = ["Root", "root_of"]


class Root(NamedTuple):
    """A search's arguments as its root takes them: each of the documented kind."""

    player: Player
    alpha: int
    beta: int
    depth: int | None
    ply_limit: int


def root_of(
    player: object,
    *,
    alpha: object = -INFINITY,
    beta: object = INFINITY,
    depth: object = None,
    ply_limit: object = PLY_LIMIT,
) -> Root:
    """The root's arguments, or a :class:`~fnsearch.core.contract.ContractError` naming one.

    >>> root_of(Player.WHITE, depth=2.5)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: bad argument depth=2.5: expected a whole number of \
plies from 0 (an int, not a bool)
    """
    return Root(
        player_of(player),
        whole(alpha, "alpha"),
        whole(beta, "beta"),
        optional_plies(depth, "depth"),
        ply_limit_of(ply_limit),
    )
