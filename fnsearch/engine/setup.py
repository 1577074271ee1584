"""What every node of one search reads: the options resolved against the game, once.

A search (:func:`fnsearch.engine.search.setup_of`) looks at the game's optional
capabilities once and keeps what the options ask of them in one :class:`Setup`.

>>> from fnsearch import BLACK, WHITE
>>> from fnsearch.engine.search import setup_of
>>> from fnsearch.games.tree import TREE_CONFIG
>>> setup = setup_of(TREE_CONFIG, BLACK, SearchOptions(depth=3))
>>> setup.horizon, setup.stop, side(setup, 1) is WHITE, sign(setup, 0), remaining(setup, 1)
(3, 3, True, -1, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Final, Generic, NamedTuple, SupportsIndex, TypeVar

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.engine.options import UNLIMITED_DEPTH, SearchOptions

__all__ = ["Here", "Setup", "Window", "deeper", "remaining", "side", "sign"]

_C = TypeVar("_C")

_EXTENSIONS_LEFT: Final = 2**20
"""A table entry's depth counts the extensions still allowed below it in this unit
(deeper than any depth limit), so that entries searched with different rights to
extend never answer each other."""


class Setup(NamedTuple, Generic[_C]):
    """What the nodes of one search read, fixed before it starts.

    The game, the options asked for, who moves ``first`` (at every even ply), and
    what the options ask of the game's capabilities: ``evaluate`` at the horizon,
    the successors to ``expand`` (without those that lose at once when
    anticipating), the ``table_key`` (``canonical`` with symmetry, else ``key``, else
    the configuration), the ``move_key`` naming a killer move (``None`` without
    killers), the score ``bounds``, the ``noisy`` successors for a quiescence search
    and the ``forcing`` test while ``extensions`` are left (each ``None`` when
    unused). ``horizon`` is the ply of the depth limit, moved by the extensions made
    (:data:`UNLIMITED_DEPTH` without one); ``stop`` the ply at which a node is not
    expanded: the horizon, or without a depth the ply limit; ``meaning`` what its table
    entries mean (:func:`~fnsearch.engine.table.meaning_of`). ``soft`` and ``prunes``
    say what the algorithm is: fail-soft, and anything but minimax.
    """

    instance: Config[_C]
    options: SearchOptions[_C]
    first: Player
    evaluate: Callable[[_C], SupportsIndex]
    expand: Callable[[_C, Player], Iterable[_C]]
    table_key: Callable[[_C], Hashable]
    move_key: Callable[[_C, _C], Hashable] | None
    bounds: Callable[[_C], tuple[int, int]] | None
    noisy: Callable[[_C, Player], Iterable[_C]] | None
    forcing: Callable[[_C, Player], bool] | None
    horizon: int
    stop: int
    extensions: int
    meaning: Hashable
    soft: bool
    prunes: bool


def side(setup: Setup[_C], ply: int) -> Player:
    """Who moves at ``ply``."""
    return setup.first if ply % 2 == 0 else setup.first.opponent


def sign(setup: Setup[_C], ply: int) -> int:
    """``1`` where White moves at ``ply``, ``-1`` where Black does: values are the mover's."""
    return (1 if setup.first is WHITE else -1) * (1 if ply % 2 == 0 else -1)


def remaining(setup: Setup[_C], ply: int) -> int:
    """The plies left below a node at ``ply`` as its table entry records them, extensions too."""
    return (
        UNLIMITED_DEPTH
        if setup.horizon == UNLIMITED_DEPTH
        else setup.horizon - ply + setup.extensions * _EXTENSIONS_LEFT
    )


def deeper(setup: Setup[_C]) -> Setup[_C]:
    """The setup below one more extension: the horizon a ply further, one extension fewer.

    The node's last ply moves too, but never beyond the ply limit, where a node still
    short of its horizon is refused as endless.
    """
    return setup._replace(
        horizon=setup.horizon + 1,
        stop=min(setup.stop + 1, setup.options.ply_limit),
        extensions=setup.extensions - 1,
        forcing=setup.forcing if setup.extensions > 1 else None,
    )


class Window(NamedTuple):
    """A node's window, seen from the side to move."""

    alpha: int
    """The lower end: the value the side to move is already sure of."""
    beta: int
    """The upper end: the value the opponent is already sure of; reaching it cuts."""


class Here(NamedTuple, Generic[_C]):
    """A node whose successors are folded: what the fold keeps fixed.

    The search's setup, the node's configuration, ply and window (after its score
    bounds and table entry), the principal line to try first from it, and in a
    quiescence search the plies it may still go.
    """

    setup: Setup[_C]
    config: _C
    ply: int
    window: Window
    principal: tuple[_C, ...]
    budget: int = 0
