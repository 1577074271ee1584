"""What every node of one search reads: the options resolved against the game, once."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Final, Generic, NamedTuple, SupportsIndex, TypeGuard, TypeVar

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.engine.capabilities import (
    Anticipating,
    Forcing,
    Keyed,
    Moves,
    Noisy,
    ScoreBounds,
    Symmetric,
)
from fnsearch.engine.options import UNLIMITED_DEPTH, SearchOptions

_C = TypeVar("_C")

_EXTENSIONS_LEFT: Final = 2**20
"""The unit of a table entry's depth that counts the extensions still allowed below it."""


class Setup(NamedTuple, Generic[_C]):
    """What the nodes of one search read, fixed before it starts (``None``: a capability unused)."""

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


def setup_of(instance: Config[_C], player: Player, options: SearchOptions[_C]) -> Setup[_C]:
    """The :class:`Setup` of a search: a capability used where an option asks and a game has it."""
    limited = options.depth is not None
    extending = options.extensions > 0 and limited and isinstance(instance, Forcing)
    return Setup(
        instance=instance,
        options=options,
        first=player,
        evaluate=instance.score if options.evaluate is None else options.evaluate,
        expand=instance.non_losing_successors
        if options.anticipate and isinstance(instance, Anticipating)
        else instance.successors,
        table_key=_table_key(instance, options.symmetry) if options.table is not None else _itself,
        move_key=_move_key(instance) if options.killers else None,
        bounds=instance.score_bounds
        if options.bounds and isinstance(instance, ScoreBounds)
        else None,
        noisy=instance.noisy_successors
        if options.quiescence is not None and limited and isinstance(instance, Noisy)
        else None,
        forcing=instance.is_forcing if extending and isinstance(instance, Forcing) else None,
        horizon=UNLIMITED_DEPTH if options.depth is None else options.depth,
        stop=options.ply_limit if options.depth is None else min(options.depth, options.ply_limit),
        extensions=options.extensions if extending else 0,
        # Compared whole, each part by identity first: a table carried into a search of
        # another game or evaluation misses, never answers.
        meaning=(instance, options.evaluate, options.quiescence, options.symmetry),
        soft=options.algorithm == "alphabeta-soft",
        prunes=options.algorithm != "minimax",
    )


def _table_key(instance: Config[_C], symmetry: bool) -> Callable[[_C], Hashable]:
    return (
        instance.canonical
        if symmetry and _symmetric(instance)
        else instance.key
        if _keyed(instance)
        else _itself
    )


def _move_key(instance: Config[_C]) -> Callable[[_C, _C], Hashable]:
    return instance.move if _naming_moves(instance) else _successor_itself


# The capabilities every table or killer search asks for, asked of the game's class first:
# Python 3.11 matches a protocol against an instance member by member on every call,
# against a class once (the ABC cache remembers it).
def _symmetric(instance: Config[_C]) -> TypeGuard[Symmetric[_C]]:
    return issubclass(type(instance), Symmetric) or isinstance(instance, Symmetric)


def _keyed(instance: Config[_C]) -> TypeGuard[Keyed[_C]]:
    return issubclass(type(instance), Keyed) or isinstance(instance, Keyed)


def _naming_moves(instance: Config[_C]) -> TypeGuard[Moves[_C]]:
    return issubclass(type(instance), Moves) or isinstance(instance, Moves)


def _itself(config: _C) -> Hashable:
    return config


def _successor_itself(before: _C, after: _C) -> Hashable:
    return after


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
    """The setup below one more extension: the horizon a ply further (not the ply limit)."""
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
    """What the fold over a node's successors keeps fixed (``budget``: quiescence plies left)."""

    setup: Setup[_C]
    config: _C
    ply: int
    window: Window
    principal: tuple[_C, ...]
    budget: int = 0
