"""What every node of one search reads: the options resolved against the game, once.

A search (:func:`fnsearch.engine.search.setup_of`) looks at the game's optional
capabilities once and keeps, in one :class:`Setup` record, what the options ask of
them: the evaluation, the successors to expand, the table key, the name of a killer
move, the score bounds, the noisy successors and the forcing test, the horizon and
the ply at which a node is not expanded.

>>> from fnsearch import BLACK, WHITE
>>> from fnsearch.engine.search import setup_of
>>> from fnsearch.games.tree import TREE_CONFIG
>>> setup = setup_of(TREE_CONFIG, BLACK, SearchOptions(depth=3))
>>> setup.horizon, setup.stop, side(setup, 1) is WHITE, sign(setup, 0), remaining(setup, 1)
(3, 3, True, -1, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.core.evaluation import Evaluation
from fnsearch.engine.options import UNLIMITED_DEPTH, SearchOptions

__all__ = ["Here", "Setup", "Window", "deeper", "remaining", "side", "sign"]

_C = TypeVar("_C")

_EXTENSIONS_LEFT: Final = 2**20
"""A table entry's depth counts the extensions still allowed below it in this unit
(deeper than any depth limit), so that entries searched with different rights to
extend never answer each other."""


class Setup(NamedTuple, Generic[_C]):
    """What the nodes of one search read, fixed before it starts."""

    instance: Config[_C]
    """The game."""
    options: SearchOptions[_C]
    """The options the search was asked for."""
    first: Player
    """Who moves at the root, and so at every even ply."""
    evaluate: Evaluation[_C]
    """Values a configuration at the horizon, from White's side."""
    expand: Callable[[_C, Player], Iterable[_C]]
    """The successors a node searches (without those that lose at once, when anticipating)."""
    table_key: Callable[[_C], Hashable]
    """A configuration's table key: ``canonical`` with symmetry, else ``key``, else itself."""
    move_key: Callable[[_C, _C], Hashable] | None
    """Names the move from a node to a successor, for killer moves; ``None`` without them."""
    bounds: Callable[[_C], tuple[int, int]] | None
    """The scores still reachable from a configuration, or ``None`` without score bounds."""
    noisy: Callable[[_C, Player], Iterable[_C]] | None
    """The noisy successors, when the horizon is searched on by a quiescence search."""
    forcing: Callable[[_C, Player], bool] | None
    """Whether the side to move is forced, while extensions are left."""
    horizon: int
    """The ply of the depth limit (moved by the extensions made), or :data:`UNLIMITED_DEPTH`."""
    stop: int
    """The ply at which a node is not expanded: the horizon, or without a depth the ply limit."""
    extensions: int
    """The extensions still allowed below a node."""


def side(setup: Setup[_C], ply: int) -> Player:
    """Who moves at ``ply``."""
    return setup.first if ply % 2 == 0 else setup.first.opponent


def sign(setup: Setup[_C], ply: int) -> int:
    """``1`` where White moves at ``ply``, ``-1`` where Black does: values are the mover's."""
    return 1 if side(setup, ply) is WHITE else -1


def remaining(setup: Setup[_C], ply: int) -> int:
    """The plies left below a node at ``ply``, as a table entry records them.

    The extensions still allowed count too, in a unit beyond any depth.
    """
    return (
        UNLIMITED_DEPTH
        if setup.horizon == UNLIMITED_DEPTH
        else setup.horizon - ply + setup.extensions * _EXTENSIONS_LEFT
    )


def deeper(setup: Setup[_C]) -> Setup[_C]:
    """The setup below one more extension: the horizon a ply further, one extension fewer."""
    return setup._replace(
        horizon=setup.horizon + 1,
        stop=setup.stop + 1,
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
    """A node whose successors are folded: what the fold keeps fixed."""

    setup: Setup[_C]
    """The search's setup."""
    config: _C
    """The node's configuration."""
    ply: int
    """The node's ply (the root is ply 0)."""
    window: Window
    """The node's window, after its score bounds and its table entry."""
    principal: tuple[_C, ...]
    """The principal line to try first from here (possibly empty)."""
    budget: int = 0
    """In a quiescence search, the plies it may still go."""
