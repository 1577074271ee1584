"""The options of a search: one record, every option by name, checked when it is built.

:func:`~fnsearch.search` takes it whole, or its keywords, a shorthand of the same names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Final, Generic, Literal, TypeAlias, TypeVar

from immutables import Map
from returns.result import Failure, Result, Success

from fnsearch.core.arguments import (
    MAX_WIDTH,
    flag,
    function_or_none,
    instance_or_none,
    int_within,
    one_of,
    optional_count,
    optional_plies,
    plies,
    record_or_none,
    refused,
    whole,
)
from fnsearch.core.config import INFINITY, WIDTH, plies_in_frames
from fnsearch.core.contract import broken
from fnsearch.core.evaluation import Evaluation
from fnsearch.engine.table import Table

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
"""Every algorithm the command line's ``trace`` offers, each for its kind of game."""

FRAMES: Final = 1_000
"""The default ``frames``: Python's default recursion limit."""

_FRAMES_PER_PLY: Final = 3
"""The Python frames the interpreted engine recurses through a ply: node, fold, step."""

MAX_FRAMES: Final = 120_000
"""The most ``frames`` a caller may grant: what the command line's 512 MiB stack holds."""


def plies_within_frames(frames: int) -> int:
    """The largest ``ply_limit`` a search takes with ``frames`` Python frames granted."""
    return plies_in_frames(frames, _FRAMES_PER_PLY)


PLY_LIMIT: Final = plies_within_frames(FRAMES)
"""The default ``ply_limit`` (312): the most plies Python's default recursion limit holds."""

MAX_PLY_LIMIT: Final = plies_within_frames(MAX_FRAMES)
"""The largest ``ply_limit`` the engine takes (39,978), with :data:`MAX_FRAMES` granted."""


# Not slotted: a frozen slotted dataclass cannot be built as ``SearchOptions[int](...)``.
@dataclass(frozen=True, kw_only=True)
class SearchOptions(Generic[_C]):
    """How :func:`~fnsearch.search` searches: every option of the engine, by name.

    The defaults are a plain alpha-beta search to the end of the game. An option that
    breaks its contract is refused when the record is built (``ContractError``).

    >>> options = SearchOptions(depth=4, killers=True)
    >>> options.depth, options.killers, options.algorithm
    (4, True, 'alphabeta')
    """

    depth: int | None = None
    """The plies to search, from 0; ``None`` searches to the end."""
    evaluate: Evaluation[_C] | None = None
    """Values a configuration at the depth limit from White's side; ``None``: ``score``."""
    order: Evaluation[_C] | None = None
    """A key from White's side: the side to move tries its best successors first."""
    killers: bool = False
    """Try first the moves that cut at the same ply (named by ``Moves``, else the successor)."""
    table: Table | None = None
    """A transposition table to use and extend (:func:`~fnsearch.engine.table.empty_table`)."""
    symmetry: bool = False
    """Key the table by ``instance.canonical`` (``Symmetric``); ``evaluate`` must be symmetric."""
    slots: int | None = None
    """Bound the table to this many entries, one slot per key, the newest entry kept."""
    principal: tuple[_C, ...] = ()
    """A line to try first, ply by ply (the previous principal variation)."""
    alpha: int = -INFINITY
    """The lower end of the window, from White's side (the value is fail-hard outside it)."""
    beta: int = INFINITY
    """The upper end of the window, from White's side."""
    algorithm: Algorithm = "alphabeta"
    """Fail-hard ``"alphabeta"`` (the sheet's), fail-soft ``"alphabeta-soft"``, or ``"minimax"``."""
    bounds: bool = False
    """Narrow every window to the scores still reachable (``ScoreBounds``); closed, a leaf."""
    anticipate: bool = False
    """Search only the successors that do not lose at once (``Anticipating``)."""
    quiescence: int | None = None
    """With a depth, value the horizon by a quiescence search of this many plies (``Noisy``)."""
    extensions: int = 0
    """With a depth, search a forced child (``Forcing``) a ply deeper, this often along a path."""
    trace: bool = False
    """Record every step of the search as events (:mod:`fnsearch.core.events`)."""
    ply_limit: int = PLY_LIMIT
    """The deepest ply a search goes: a game not over there is refused as endless."""
    frames: int = FRAMES
    """The Python frames granted (the recursion limit and a stack to hold them): a
    ``ply_limit`` beyond them is refused, so a search never ends in a ``RecursionError``."""
    width: int = WIDTH
    """The most successors a position may have: one more is refused (an endless stream)."""

    def __post_init__(self) -> None:
        """Refuse an option that breaks its contract, once, when the record is built."""
        return _checked(self)

    def but(self, **changes: object) -> SearchOptions[_C]:
        """These options with the fields named in ``changes`` replaced (checked again)."""
        # The record checks each field when it is built: the keywords are typed there.
        return replace(self, **changes)  # type: ignore[arg-type]


def chosen(options: SearchOptions[_C] | None, keywords: Mapping[str, object]) -> SearchOptions[_C]:
    """The options a search is asked for: ``options`` (or the defaults), ``keywords`` replacing."""
    checked = record_or_none(options, SearchOptions, "options")
    given = SearchOptions[_C]() if checked is None else checked
    return given.but(**keywords) if keywords else given


def _checked(options: SearchOptions[_C]) -> None:
    """Every option checked in turn by its contract: the first that breaks it is refused."""
    return _accepted(
        depth=optional_plies(options.depth, "depth"),
        algorithm=one_of(options.algorithm, DETERMINISTIC_ALGORITHMS, "algorithm"),
        slots=optional_count(options.slots, "slots"),
        quiescence=optional_plies(options.quiescence, "quiescence"),
        extensions=plies(options.extensions, "extensions"),
        alpha=whole(options.alpha, "alpha"),
        beta=whole(options.beta, "beta"),
        killers=flag(options.killers, "killers"),
        symmetry=flag(options.symmetry, "symmetry"),
        bounds=flag(options.bounds, "bounds"),
        anticipate=flag(options.anticipate, "anticipate"),
        trace=flag(options.trace, "trace"),
        evaluate=function_or_none(options.evaluate, "evaluate"),
        order=function_or_none(options.order, "order"),
        table=instance_or_none(options.table, Map, "table", "a table from empty_table() or None"),
        principal=_line(options.principal),
        width=int_within(options.width, 1, MAX_WIDTH, "width"),
        frames=int_within(options.frames, 1, MAX_FRAMES, "frames"),
        ply_limit=_granted(
            int_within(options.ply_limit, 1, MAX_PLY_LIMIT, "ply_limit"), options.frames
        ),
    )


def _accepted(**checked: object) -> None:
    """Nothing: each option, by name, was given back by its check or refused there."""
    return None


def _granted(ply_limit: int, frames: int) -> int:
    """``ply_limit`` if the ``frames`` granted hold a search that deep."""
    return (
        ply_limit
        if ply_limit <= plies_within_frames(frames)
        else broken(
            refused(
                "ply_limit",
                ply_limit,
                f"at most {plies_within_frames(frames)} for frames={frames}, the Python frames"
                " granted (raise the recursion limit and the stack, then grant more)",
            )
        )
    )


def _line(value: object) -> object:
    """``value`` if it is a line of positions (a tuple), as ``principal`` must be."""
    return (
        value
        if isinstance(value, tuple)
        else broken(refused("principal", value, "a tuple of positions"))
    )


UNLIMITED_DEPTH: Final = 2**31
"""The horizon of a search without a depth limit, deeper than any ply limit."""

MAX_DEPTH: Final = 200
"""The most plies a depth, quiescence or extensions may be given on the command line."""


def plies_within(count: int, *, quoted: str, name: str) -> Result[int, str]:
    """``count`` if it is a number of plies from 0 to :data:`MAX_DEPTH`, else why not.

    ``quoted`` is what was given, as the message shows it.
    """
    return (
        Success(count)
        if 0 <= count <= MAX_DEPTH
        else Failure(f"bad {name} {quoted}: expected a whole number of plies from 0 to {MAX_DEPTH}")
    )
