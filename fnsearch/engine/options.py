"""The options of a search: the public record a caller builds, and what the engine fixes from it.

:class:`SearchOptions` is how a caller says how to search, every option by name;
:func:`~fnsearch.search` takes it whole (or builds it from its keywords, a
shorthand of the same names). From it and the game the engine resolves an
:class:`Options` record once per search, which the node search
(:mod:`fnsearch.engine.recursion`) is closed over.

>>> from fnsearch import BLACK, WHITE
>>> from fnsearch.games.tree import TREE_CONFIG
>>> fixed = Options(
...     instance=TREE_CONFIG, evaluate=TREE_CONFIG.score,
...     ordering=ordering_of(TREE_CONFIG, None, False, False), sorts=False, tabled=False,
...     horizon=3, stop=3, players=(BLACK, WHITE), signs=(-1, 1), prunes=True, soft=False,
...     expand=TREE_CONFIG.successors, bounds=None, slots=None)
>>> fixed.horizon, fixed.signs, fixed.remaining(1), fixed.sorts, fixed.tabled
(3, (-1, 1), 2, False, False)
>>> fixed._replace(extensions=1).remaining(1) == 2 + 2**20  # the right to extend, in its unit
True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, replace
from typing import (
    Final,
    Generic,
    Literal,
    NamedTuple,
    TypeAlias,
    TypedDict,
    TypeGuard,
    TypeVar,
    Unpack,
)

from returns.result import Failure, Result, Success

from fnsearch.core.config import INFINITY, Config, Player
from fnsearch.core.contract import broken
from fnsearch.core.evaluation import Evaluation
from fnsearch.engine.ordering import Moves, Ordering
from fnsearch.engine.table import Keyed, Symmetric, Table

__all__ = [
    "ALGORITHMS",
    "CHANCE_ALGORITHMS",
    "DETERMINISTIC_ALGORITHMS",
    "MAX_DEPTH",
    "UNLIMITED_DEPTH",
    "Algorithm",
    "ChanceAlgorithm",
    "Options",
    "SearchKeywords",
    "SearchOptions",
    "chosen",
    "ordering_of",
    "plies_within",
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


# Not slotted: a frozen slotted dataclass cannot be built as ``SearchOptions[int](...)``.
@dataclass(frozen=True, kw_only=True)
class SearchOptions(Generic[_C]):
    """How :func:`~fnsearch.search` searches: every option of the engine, by name.

    Built once, by keyword, and passed whole to :func:`~fnsearch.search`,
    :func:`~fnsearch.iterative_deepening`,
    :func:`~fnsearch.engine.nullwindow.null_window` and the command line's
    searches; every field has the default of a plain alpha-beta search to the end
    of the game. An option that breaks its contract (a depth that is not a whole
    number, an unknown algorithm, a table bounded to no slot) is refused when the
    record is built, with a :class:`~fnsearch.core.contract.ContractError`.

    Attributes:
        depth: the number of plies to search; ``None`` searches to the end of the
            game. A negative depth counts as 0.
        evaluate: values a non-final configuration at the depth limit, from
            White's point of view; ``None`` uses the instance's ``score``.
        order: a key on configurations from White's point of view; successors are
            tried best first for the side to move. ``None`` keeps the instance's order.
        killers: try first the moves that caused a cut at the same ply; the move
            names come from ``instance.move`` when the instance has the
            :class:`~fnsearch.engine.ordering.Moves` capability, else the
            configurations themselves are used.
        table: a transposition table to use and extend (start with
            :func:`~fnsearch.engine.table.empty_table`); ``None`` uses none. An
            entry answers a node only when it was searched to the same remaining
            depth, so a table never changes a value; its best successor is tried
            first at any depth.
        symmetry: key the table by ``instance.canonical`` (the
            :class:`~fnsearch.engine.table.Symmetric` capability), so symmetric
            configurations share an entry. ``evaluate`` must then be symmetric too.
        slots: bound the table to this many entries (at least one): each key has
            one slot (``hash(key) % slots``), a new entry replaces the old, and the
            line is not continued through the table. ``None`` keeps every entry.
        principal: a line to try first, ply by ply (the previous principal variation).
        alpha: the lower end of the window, from White's point of view.
        beta: the upper end of the window. With a narrower window than the default
            the value is fail-hard: exact strictly inside ``(alpha, beta)``, else
            the bound it fell to.
        algorithm: ``"alphabeta"``, the sheet's fail-hard alpha-beta; or
            ``"alphabeta-soft"``, which answers the best value found even beyond
            the window (the lecture's variant with ``v``); or ``"minimax"``, which
            gives every node the full window and so never cuts.
        bounds: narrow every node's window to the scores still reachable from
            it, which an instance with the
            :class:`~fnsearch.engine.bounds.ScoreBounds` capability tells; a
            node whose window closes is valued without a search (a leaf).
        anticipate: search only the successors an instance with the
            :class:`~fnsearch.engine.anticipation.Anticipating` capability
            keeps, leaving out moves that lose at once.
        quiescence: with a depth limit, value a non-final configuration at the
            horizon by a quiescence search of at most this many plies over its
            noisy successors, for an instance with the
            :class:`~fnsearch.engine.quiescence.Noisy` capability; ``None``
            values it by ``evaluate`` at once.
        extensions: with a depth limit, search a child one ply deeper when the
            side to move there is forced (the
            :class:`~fnsearch.engine.quiescence.Forcing` capability), at most
            this many times along any path.
        trace: record every step of the search as events (see
            :mod:`fnsearch.core.events`), in the result's ``events``.

    >>> options = SearchOptions(depth=4, killers=True)
    >>> options.depth, options.killers, options.algorithm
    (4, True, 'alphabeta')
    >>> options.but(depth=5).depth, options.depth  # a changed copy; the record stays
    (5, 4)
    >>> SearchOptions(slots=0)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: a bounded table needs at least one slot, not slots=0
    """

    depth: int | None = None
    evaluate: Evaluation[_C] | None = None
    order: Evaluation[_C] | None = None
    killers: bool = False
    table: Table | None = None
    symmetry: bool = False
    slots: int | None = None
    principal: tuple[_C, ...] = ()
    alpha: int = -INFINITY
    beta: int = INFINITY
    algorithm: Algorithm = "alphabeta"
    bounds: bool = False
    anticipate: bool = False
    quiescence: int | None = None
    extensions: int = 0
    trace: bool = False

    def __post_init__(self) -> None:
        """Refuse an option that breaks its contract, once, when the record is built."""
        return _refused(_complaints(self))

    def but(self, **changes: Unpack[SearchKeywords[_C]]) -> SearchOptions[_C]:
        """These options with the fields named in ``changes`` replaced (checked again)."""
        return replace(self, **changes)


class SearchKeywords(TypedDict, Generic[_C], total=False):
    """The fields of :class:`SearchOptions`, as keywords: what ``search(..., depth=3)`` takes."""

    depth: int | None
    evaluate: Evaluation[_C] | None
    order: Evaluation[_C] | None
    killers: bool
    table: Table | None
    symmetry: bool
    slots: int | None
    principal: tuple[_C, ...]
    alpha: int
    beta: int
    algorithm: Algorithm
    bounds: bool
    anticipate: bool
    quiescence: int | None
    extensions: int
    trace: bool


def chosen(options: SearchOptions[_C] | None, keywords: SearchKeywords[_C]) -> SearchOptions[_C]:
    """The options a search is asked for: ``options`` with ``keywords`` replacing its fields.

    Without a record the keywords build one (the shorthand of :func:`~fnsearch.search`).

    >>> chosen(None, {"depth": 3}).depth
    3
    >>> both = chosen(SearchOptions(depth=3), {"killers": True})
    >>> both.depth, both.killers
    (3, True)
    """
    return (
        SearchOptions(**keywords)
        if options is None
        else options.but(**keywords)
        if keywords
        else options
    )


def _whole(value: object) -> bool:
    """Whether ``value`` is a whole number (an ``int``, not a ``bool`` nor a ``float``)."""
    return type(value) is int


def _complaints(options: SearchOptions[_C]) -> tuple[str, ...]:
    """What is wrong with ``options``, one message per broken option (none when all is well).

    Each message is written only when its option is wrong: the record is built for
    every search, and most searches are small.
    """
    return (
        *(
            (f"the depth must be a whole number of plies or None, not depth={options.depth!r}",)
            if options.depth is not None and not _whole(options.depth)
            else ()
        ),
        *(
            (
                f"the engine knows no algorithm {options.algorithm!r}: it searches with one of "
                + ", ".join(map(repr, DETERMINISTIC_ALGORITHMS)),
            )
            if options.algorithm not in DETERMINISTIC_ALGORITHMS
            else ()
        ),
        *(
            (f"a bounded table needs at least one slot, not slots={options.slots!r}",)
            if options.slots is not None and not (_whole(options.slots) and options.slots >= 1)
            else ()
        ),
        *(
            (
                "a quiescence search goes a whole number of plies or None,"
                f" not quiescence={options.quiescence!r}",
            )
            if options.quiescence is not None and not _whole(options.quiescence)
            else ()
        ),
        *(
            (f"the extensions are a whole number, not extensions={options.extensions!r}",)
            if not _whole(options.extensions)
            else ()
        ),
        *(
            (f"the window is two whole numbers, not ({options.alpha!r}, {options.beta!r})",)
            if not (_whole(options.alpha) and _whole(options.beta))
            else ()
        ),
    )


def _refused(complaints: tuple[str, ...]) -> None:
    return None if not complaints else broken("; ".join(complaints))


UNLIMITED_DEPTH: Final = 2**31
"""The depth of a search without a depth limit, for every search of fnsearch that takes a
depth (the engine, minimax, expectiminimax, Star1 and Star2): its horizon, and in the
engine the remaining depth of every node. No game is searched this deep: the engine
refuses a game at a ply cap long before, the searches of chance stop at cycles."""

MAX_DEPTH: Final = 200
"""The most plies a depth limit, a quiescence search or extensions may be given, on the
command line and in a notebook: deeper than any game a search here finishes."""


def plies_within(count: int, *, quoted: str, name: str) -> Result[int, str]:
    """``count`` if it is a number of plies from 0 to :data:`MAX_DEPTH`, else why not.

    ``quoted`` is what was given, as the message shows it; ``name`` names the option.

    >>> plies_within(3, quoted="'3'", name="depth")
    <Success: 3>
    >>> plies_within(-1, quoted="'-1'", name="depth")
    <Failure: bad depth '-1': expected a whole number of plies from 0 to 200>
    """
    return (
        Success(count)
        if 0 <= count <= MAX_DEPTH
        else Failure(f"bad {name} {quoted}: expected a whole number of plies from 0 to {MAX_DEPTH}")
    )


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
            :class:`~fnsearch.engine.ordering.Ordering`).
        sorts: whether successors are sorted at every node (an order key or killer moves).
        tabled: whether a transposition table is used.
        horizon: the ply at which the depth limit stops the search
            (:data:`UNLIMITED_DEPTH` without a limit).
        stop: the ply at which a node is not expanded: the horizon, or without a
            depth limit the ply cap at which the game is refused as endless.
        players: who moves at the even plies and at the odd plies.
        signs: ``1`` for White and ``-1`` for Black, at the even and at the odd plies.
        prunes: whether a child's window is narrowed by what its siblings found
            (alpha-beta); without, every node gets the full window (minimax).
        soft: whether a node answers the best value it found even beyond its window
            (fail-soft) instead of the bound (fail-hard).
        expand: the successors a node searches: the instance's ``successors``, or
            its ``non_losing_successors`` with anticipation (see
            :mod:`fnsearch.engine.anticipation`).
        bounds: the instance's ``score_bounds``, by which every node's window is
            narrowed (see :mod:`fnsearch.engine.bounds`), or ``None``.
        slots: the number of entries a bounded table keeps, or ``None`` for a
            table that keeps every entry (see :mod:`fnsearch.engine.table`).
        noisy: the instance's ``noisy_successors`` when the horizon is searched on
            by a quiescence search, else ``None`` (see
            :mod:`fnsearch.engine.quiescence`).
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
    stop: int
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
            UNLIMITED_DEPTH
            if self.horizon == UNLIMITED_DEPTH
            else self.horizon - ply + self.extensions * _EXTENSIONS_LEFT
        )


def ordering_of(
    instance: Config[_C],
    order: Evaluation[_C] | None,
    killers: bool,
    symmetry: bool,
    *,
    tabled: bool = True,
) -> Ordering[_C]:
    """How a search with these keywords (see :func:`~fnsearch.search`) orders successors.

    The table key is the instance's ``canonical`` with ``symmetry`` (the
    :class:`~fnsearch.engine.table.Symmetric` capability), else its ``key``
    (:class:`~fnsearch.engine.table.Keyed`), else the configuration itself;
    killer moves are named by the instance's ``move``
    (:class:`~fnsearch.engine.ordering.Moves`), else by the successor itself.
    A search without a table (``tabled=False``) never keys a configuration: its
    table key is the configuration itself, and the capabilities are not looked at
    (a check of a runtime protocol costs a few microseconds, a search of Connect
    Four to depth 1 about a hundred).

    >>> from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
    >>> ordering = ordering_of(VECTOR_CONFIG, None, True, True)
    >>> ordering.table_key(EMPTY) == VECTOR_CONFIG.canonical(EMPTY), ordering.move_key is not None
    (True, True)
    >>> ordering_of(VECTOR_CONFIG, None, False, False).move_key is None
    True
    """
    return Ordering(
        order, _table_key(instance, symmetry) if tabled else _itself, _move_key(instance, killers)
    )


def _move_key(instance: Config[_C], killers: bool) -> Callable[[_C, _C], Hashable] | None:
    return None if not killers else instance.move if _moves(instance) else _successor_itself


def _successor_itself(before: object, after: _C) -> Hashable:
    return after


def _table_key(instance: Config[_C], symmetry: bool) -> Callable[[_C], Hashable]:
    return (
        instance.canonical
        if symmetry and _symmetric(instance)
        else instance.key
        if _keyed(instance)
        else _itself
    )


def _itself(config: _C) -> Hashable:
    return config


# The capabilities a table key and killer moves need, tested by their one method: what
# ``isinstance`` of the runtime-checkable protocol tests for an instance (the method
# is there and is not ``None``), in 0.05 µs against 2.7 to 5.4 µs (timeit, tic-tac-toe
# and Connect Four). Every search with a table or killer moves tests one or two; a search
# of Connect Four to depth 1 takes about 80 µs.


_attribute: Final[Callable[[object, str, None], object]] = getattr
"""``getattr`` with a default, typed for what it returns here: an attribute or ``None``."""


def _offers(instance: object, method: str) -> bool:
    """Whether ``instance`` has ``method``, as a runtime-checkable protocol of it tests."""
    return _attribute(instance, method, None) is not None


def _symmetric(instance: Config[_C]) -> TypeGuard[Symmetric[_C]]:
    return _offers(instance, "canonical")


def _keyed(instance: Config[_C]) -> TypeGuard[Keyed[_C]]:
    return _offers(instance, "key")


def _moves(instance: Config[_C]) -> TypeGuard[Moves[_C]]:
    return _offers(instance, "move")
