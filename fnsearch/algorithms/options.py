"""The options of a search: everything fixed before it starts, built once per search.

:func:`~fnsearch.search` builds an :class:`Options` record from its keywords;
the node search (:mod:`fnsearch.algorithms.recursion`) is closed over it.

>>> from fnsearch import BLACK, WHITE
>>> from fnsearch.games.tree import TREE_CONFIG
>>> fixed = Options(TREE_CONFIG, TREE_CONFIG.score, ordering_of(TREE_CONFIG, None, False, False),
...                 False, False, 3, (BLACK, WHITE), (-1, 1), True, False,
...                 TREE_CONFIG.successors, None, None)
>>> fixed.horizon, fixed.signs, fixed.remaining(1), fixed.sorts, fixed.tabled
(3, (-1, 1), 2, False, False)
>>> fixed._replace(extensions=1).remaining(1) == 2 + 2**20  # the right to extend, in its unit
True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Final, Generic, Literal, NamedTuple, TypeAlias, TypeVar

from fnsearch.algorithms.ordering import Moves, Ordering
from fnsearch.algorithms.table import Keyed, Symmetric
from fnsearch.config import Config, Player
from fnsearch.evaluation import Evaluation

__all__ = [
    "ALGORITHMS",
    "CHANCE_ALGORITHMS",
    "DETERMINISTIC_ALGORITHMS",
    "UNLIMITED",
    "Algorithm",
    "ChanceAlgorithm",
    "Options",
    "ordering_of",
]

_C = TypeVar("_C")

Algorithm: TypeAlias = Literal["alphabeta", "alphabeta-soft", "minimax"]
"""What the engine computes: fail-hard alpha-beta (the sheet's), fail-soft, or minimax."""

DETERMINISTIC_ALGORITHMS: Final[tuple[Algorithm, ...]] = ("alphabeta", "alphabeta-soft", "minimax")
"""Every :data:`Algorithm`: the searches of deterministic games a trace can follow."""

ChanceAlgorithm: TypeAlias = Literal["expectiminimax", "star1", "star2"]
"""The searches of games of chance a trace can follow (:func:`fnsearch.trace.run.chance_trace`)."""

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


def ordering_of(
    instance: Config[_C], order: Evaluation[_C] | None, killers: bool, symmetry: bool
) -> Ordering[_C]:
    """How a search with these keywords (see :func:`~fnsearch.search`) orders successors.

    The table key is the instance's ``canonical`` with ``symmetry`` (the
    :class:`~fnsearch.algorithms.table.Symmetric` capability), else its ``key``
    (:class:`~fnsearch.algorithms.table.Keyed`), else the configuration itself;
    killer moves are named by the instance's ``move``
    (:class:`~fnsearch.algorithms.ordering.Moves`), else by the successor itself.

    >>> from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
    >>> ordering = ordering_of(VECTOR_CONFIG, None, True, True)
    >>> ordering.table_key(EMPTY) == VECTOR_CONFIG.canonical(EMPTY), ordering.move_key is not None
    (True, True)
    >>> ordering_of(VECTOR_CONFIG, None, False, False).move_key is None
    True
    """
    return Ordering(order, _table_key(instance, symmetry), _move_key(instance, killers))


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
