"""The options of a search: everything fixed before it starts, built once per search.

>>> from fnsearch import WHITE
>>> from fnsearch.games.tree import TREE_CONFIG
>>> fixed = options(TREE_CONFIG, WHITE.opponent, depth=3)
>>> fixed.horizon, fixed.signs, fixed.remaining(1), fixed.sorts, fixed.tabled
(3, (-1, 1), 2, False, False)
>>> fixed.prunes, fixed.soft, options(TREE_CONFIG, WHITE, algorithm="minimax").prunes
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Final, Generic, Literal, NamedTuple, TypeAlias, TypeVar

from fnsearch.algorithms.anticipation import Anticipating
from fnsearch.algorithms.bounds import ScoreBounds
from fnsearch.algorithms.ordering import Moves, Ordering
from fnsearch.algorithms.quiescence import Forcing, Noisy
from fnsearch.algorithms.table import Keyed, Symmetric
from fnsearch.config import WHITE, Config, Player
from fnsearch.evaluation import Evaluation

__all__ = [
    "ALGORITHMS",
    "CHANCE_ALGORITHMS",
    "DETERMINISTIC_ALGORITHMS",
    "UNLIMITED",
    "Algorithm",
    "ChanceAlgorithm",
    "Options",
    "options",
]

_C = TypeVar("_C")

Algorithm: TypeAlias = Literal["alphabeta", "alphabeta-soft", "minimax"]
"""What the engine computes: fail-hard alpha-beta (the sheet's), fail-soft, or minimax."""

DETERMINISTIC_ALGORITHMS: Final[tuple[Algorithm, ...]] = ("alphabeta", "alphabeta-soft", "minimax")
"""Every :data:`Algorithm`: the searches of deterministic games a trace can follow."""

ChanceAlgorithm: TypeAlias = Literal["expectiminimax", "star1", "star2"]
"""The searches of games of chance a trace can follow (:mod:`fnsearch.algorithms.chance_trace`)."""

CHANCE_ALGORITHMS: Final[tuple[ChanceAlgorithm, ...]] = ("expectiminimax", "star1", "star2")
"""Every :data:`ChanceAlgorithm`."""

ALGORITHMS: Final[tuple[Algorithm | ChanceAlgorithm, ...]] = (
    *DETERMINISTIC_ALGORITHMS,
    *CHANCE_ALGORITHMS,
)
"""Every algorithm the command line's ``trace`` offers: the deterministic ones, then the
ones for games of chance (each refused for the other kind of game)."""

UNLIMITED: Final = 2**31
"""The remaining depth of every node of a search without a depth limit."""

_EXTENSIONS_LEFT: Final = 2**20
"""A table entry's depth counts the extensions still allowed below it in this unit
(deeper than any depth limit), so that entries searched with different rights to
extend never answer each other."""


class Options(NamedTuple, Generic[_C]):
    """Everything about a search that is fixed before it starts, built once per search.

    Attributes:
        instance: the game.
        evaluate: values a configuration at the horizon, from White's point of view.
        ordering: how successors are ordered (see
            :class:`~fnsearch.algorithms.ordering.Ordering`).
        sorts: whether successors are sorted at every node (an order key or killer moves).
        tabled: whether a transposition table is used.
        horizon: the ply at which the depth limit stops the search (:data:`UNLIMITED`
            without a limit).
        players: who moves at the even plies and at the odd plies.
        signs: ``1`` for White and ``-1`` for Black, at the even and at the odd plies.
        prunes: whether a child's window is narrowed by what its siblings found
            (alpha-beta); without, every node gets the full window (minimax).
        soft: whether a node answers the best value it found even beyond its window
            (fail-soft) instead of the bound (fail-hard).
        expand: the successors a node searches: the instance's ``successors``, or
            its ``non_losing_successors`` with anticipation (see
            :mod:`fnsearch.algorithms.anticipation`).
        bounds: the instance's ``score_bounds``, by which every node's window is
            narrowed (see :mod:`fnsearch.algorithms.bounds`), or ``None``.
        slots: the number of entries a bounded table keeps, or ``None`` for a
            table that keeps every entry (see :mod:`fnsearch.algorithms.table`).
        noisy: the instance's ``noisy_successors`` when the horizon is searched on
            by a quiescence search, else ``None`` (see
            :mod:`fnsearch.algorithms.quiescence`).
        quiescence: the plies a quiescence search may go below the horizon.
        forcing: the instance's ``is_forcing`` while extensions are left, else ``None``.
        extensions: the extensions still allowed below a node (the horizon of
            these options is already moved by those made so far).
    """

    instance: Config[_C]
    evaluate: Evaluation[_C]
    ordering: Ordering[_C]
    sorts: bool
    tabled: bool
    horizon: int
    players: tuple[Player, Player]
    signs: tuple[int, int]
    prunes: bool
    soft: bool
    expand: Callable[[_C, Player], Iterable[_C]]
    bounds: Callable[[_C], tuple[int, int]] | None
    slots: int | None
    noisy: Callable[[_C, Player], Iterable[_C]] | None = None
    quiescence: int = 0
    forcing: Callable[[_C, Player], bool] | None = None
    extensions: int = 0

    def remaining(self, ply: int) -> int:
        """The plies left below a node at ``ply``, as a table entry records them.

        The extensions still allowed count too, in a unit beyond any depth.
        """
        return (
            UNLIMITED
            if self.horizon == UNLIMITED
            else self.horizon - ply + self.extensions * _EXTENSIONS_LEFT
        )


def options(
    instance: Config[_C],
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
    order: Evaluation[_C] | None = None,
    killers: bool = False,
    tabled: bool = False,
    symmetry: bool = False,
    algorithm: Algorithm = "alphabeta",
    bounds: bool = False,
    anticipate: bool = False,
    slots: int | None = None,
    quiescence: int | None = None,
    extensions: int = 0,
) -> Options[_C]:
    """The options of a search from a root where ``player`` moves (see :func:`~fnsearch.search`).

    The table key is the instance's ``canonical`` with ``symmetry`` (the
    :class:`~fnsearch.algorithms.table.Symmetric` capability), else its ``key``
    (:class:`~fnsearch.algorithms.table.Keyed`), else the configuration itself;
    killer moves are named by the instance's ``move``
    (:class:`~fnsearch.algorithms.ordering.Moves`), else by the successor itself.
    ``bounds`` and ``anticipate`` use the instance's
    :class:`~fnsearch.algorithms.bounds.ScoreBounds` and
    :class:`~fnsearch.algorithms.anticipation.Anticipating` capabilities, and do
    nothing for an instance without them. So do ``quiescence`` and ``extensions``
    (the :class:`~fnsearch.algorithms.quiescence.Noisy` and
    :class:`~fnsearch.algorithms.quiescence.Forcing` capabilities), and also
    without a depth limit.

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG
    >>> limited = options(VECTOR_CONFIG, WHITE, depth=2, quiescence=3, extensions=1)
    >>> limited.noisy is not None, limited.quiescence, limited.forcing is not None
    (True, 3, True)
    >>> options(VECTOR_CONFIG, WHITE, quiescence=3, extensions=1)[-4:]
    (None, 0, None, 0)
    """
    return Options(
        instance,
        instance.score if evaluate is None else evaluate,
        Ordering(order, _table_key(instance, symmetry), _move_key(instance, killers)),
        order is not None or killers,
        tabled,
        UNLIMITED if depth is None else max(0, depth),
        (player, player.opponent),
        (1, -1) if player is WHITE else (-1, 1),
        algorithm != "minimax",
        algorithm == "alphabeta-soft",
        instance.non_losing_successors
        if anticipate and isinstance(instance, Anticipating)
        else instance.successors,
        instance.score_bounds if bounds and isinstance(instance, ScoreBounds) else None,
        None if slots is None else max(1, slots),
        instance.noisy_successors
        if quiescence is not None and depth is not None and isinstance(instance, Noisy)
        else None,
        max(0, quiescence or 0) if depth is not None else 0,
        instance.is_forcing
        if extensions > 0 and depth is not None and isinstance(instance, Forcing)
        else None,
        max(0, extensions) if depth is not None and isinstance(instance, Forcing) else 0,
    )


def _move_key(instance: Config[_C], killers: bool) -> Callable[[_C, _C], Hashable] | None:
    return (
        None if not killers else instance.move if isinstance(instance, Moves) else _successor_itself
    )


def _successor_itself(before: object, after: _C) -> Hashable:
    return after


def _table_key(instance: Config[_C], symmetry: bool) -> Callable[[_C], Hashable]:
    return (
        instance.canonical
        if symmetry and isinstance(instance, Symmetric)
        else instance.key
        if isinstance(instance, Keyed)
        else _itself
    )


def _itself(config: _C) -> Hashable:
    return config
