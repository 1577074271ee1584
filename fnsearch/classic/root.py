"""The root of a lecture's search: its arguments, checked once, before any position."""

from __future__ import annotations

from typing import Final, NamedTuple

from fnsearch.core.arguments import optional_plies, player_of, ply_limit_of, whole
from fnsearch.core.config import FRAMES, INFINITY, Player, plies_in_frames
from fnsearch.core.folds import NESTED

FRAMES_PER_PLY: Final = NESTED + 5
"""The most Python frames a lecture's search recurses through a ply (node, fold, nesting)."""

PLY_LIMIT: Final = plies_in_frames(FRAMES, FRAMES_PER_PLY)
"""The default and largest ``ply_limit`` of the lecture's searches (72 plies)."""


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
    """The root's arguments, or a :class:`~fnsearch.core.contract.ContractError` naming one."""
    return Root(
        player_of(player),
        whole(alpha, "alpha"),
        whole(beta, "beta"),
        optional_plies(depth, "depth"),
        ply_limit_of(ply_limit, FRAMES_PER_PLY, "ply", " (fnsearch.search takes more frames)"),
    )
