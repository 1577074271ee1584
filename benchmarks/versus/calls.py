"""What the benchmark asks of fnsearch: one record of calls per kind of search.

The rows of the baseline comparison (:mod:`benchmarks.versus.rows`) and the sections
``core``, ``connect4``, ``ordering``, ``peers`` (fnsearch's rows), ``chance`` and
``pig`` call the library through these records: the classic folds and their
instances, the engine, the searches of games of chance, the exact Connect Four
solver. :func:`current` builds them from the library as it is now and is the one
place to change when a name moves or a search is called another way (an options
record, an error raised instead of returned); :mod:`benchmarks.versus.baseline`
builds the same records from the names of the baseline commit, so that the same
rows can time both.

The records are plain values: each field is a library object or a small function
that calls the library and returns ints and strings, so that a row never depends
on a type of one version or the other. Each record imports what it needs when it
is first built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, NamedTuple, TypeAlias

__all__ = [
    "Calls",
    "ChanceAnswer",
    "ChanceCalls",
    "ChanceSearch",
    "ClassicCalls",
    "EngineAnswer",
    "EngineCalls",
    "Fold",
    "Heuristics",
    "SetsCalls",
    "current",
]

Fold: TypeAlias = Callable[[Any, Any, Any], int]
"""A classic search: instance, configuration, player to move; the value."""


class ClassicCalls(NamedTuple):
    """The classic folds and the instances the ``core`` and ``peers`` rows search."""

    alpha_beta: Fold
    alpha_beta_room: Fold
    minimax: Fold
    alpha_beta_hard: Fold
    """The imperative reference: the same in both versions, a control row."""
    counted: Callable[[Fold, Any, Any, Any], tuple[int, int]]
    """A fold run on a counting wrapper of the instance: its value and the nodes visited."""
    white: Any
    black: Any
    tictactoe: Any
    """The tuple instance of tic-tac-toe; boards are 9-tuples of 1, -1 and 0."""
    bits: Any
    """The bitboard instance of tic-tac-toe."""
    to_bits: Callable[[tuple[int, ...]], Any]
    tree: Any
    """The instance whose configurations are nested tuples with int leaves."""


class Heuristics(NamedTuple):
    """Which of the engine's heuristics a search uses."""

    order: bool = False
    killers: bool = False
    table: bool = False
    symmetry: bool = False


class EngineAnswer(NamedTuple):
    """What an engine search found: the value and what it cost."""

    value: int
    nodes: int
    leaves: int
    hits: int
    best: Any = None
    """The configuration of the best move (``None`` at a final position)."""


class EngineCalls(NamedTuple):
    """The engine searches of the ``connect4``, ``ordering`` and ``peers`` rows."""

    tictactoe: Callable[[tuple[int, ...], Heuristics], EngineAnswer]
    """Full-depth search of a board, ordered by ``open_lines`` when ``order`` is set."""
    connect_four: Callable[[int, str | None, Heuristics], EngineAnswer]
    """The empty board to a depth, valued by ``open_windows`` at the horizon, ordered by
    the named function (``centre_first`` or ``open_windows``) when given."""


class ChanceAnswer(NamedTuple):
    """What a search of a game of chance found: the value as text, nodes, cut-offs, best."""

    value: str
    nodes: int
    cutoffs: int
    rolls: bool
    """Pig only: whether the best successor rolls."""


ChanceSearch: TypeAlias = Callable[
    [str, Any, Any, Any, "tuple[int, int]", "int | None", "Callable[[Any], Any] | None"],
    ChanceAnswer,
]
"""``(name, instance, configuration, player, bounds, depth, evaluate)``; ``name`` is
``expectiminimax``, ``star1`` or ``star2``; the bounds (on every score) are Star1's and
Star2's."""


class ChanceCalls(NamedTuple):
    """The games of chance of the ``chance`` and ``pig`` rows, and their searches."""

    search: ChanceSearch
    white: Any
    black: Any
    chance_tree: Any
    chance: Callable[[tuple[tuple[Any, Any], ...]], Any]
    """A chance node of the chance tree from its (probability, child) pairs."""
    decision: Callable[[Any, tuple[Any, ...]], Any]
    """A decision node of the chance tree: the player to move and the children."""
    pig: Any
    pig_evaluate: Callable[[Any], Any]
    pig_positions: Callable[[int, int], Sequence[Any]]
    """``count`` positions met in optimal self-play of Pig, from a seed."""
    race: Any
    race_evaluate: Callable[[Any], Any]
    race_positions: Callable[[int, int], Sequence[Any]]


class SetsCalls(NamedTuple):
    """The exact Connect Four solver of the ``sets`` row."""

    solve: Callable[[str], tuple[int, int]]
    """The score of the position after the moves (digits 1 to 7) and the nodes searched."""


class Calls(NamedTuple):
    """All the calls, by section."""

    classic: Callable[[], ClassicCalls]
    engine: Callable[[], EngineCalls]
    chance: Callable[[], ChanceCalls]
    sets: Callable[[], SetsCalls]


# --- the library as it is now ------------------------------------------------------------


@cache
def _classic() -> ClassicCalls:
    from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_room
    from fnsearch.classic.minimax import minimax
    from fnsearch.core.config import BLACK, WHITE
    from fnsearch.games.tictactoe import VECTOR_CONFIG
    from fnsearch.games.tictactoe.bits import BITS_CONFIG, to_bits
    from fnsearch.games.tree import TREE_CONFIG
    from fnsearch.reference.algorithms import alpha_beta_hard
    from fnsearch.reference.counting import Counting

    def counted(fold: Fold, instance: Any, config: Any, player: Any) -> tuple[int, int]:
        counting = Counting(instance)
        return fold(counting, config, player), counting.nodes

    return ClassicCalls(
        alpha_beta,
        alpha_beta_room,
        minimax,
        alpha_beta_hard,
        counted,
        WHITE,
        BLACK,
        VECTOR_CONFIG,
        BITS_CONFIG,
        to_bits,
        TREE_CONFIG,
    )


@cache
def _engine() -> EngineCalls:
    from fnsearch.core.config import WHITE
    from fnsearch.engine.options import SearchOptions
    from fnsearch.engine.search import search
    from fnsearch.engine.table import empty_table
    from fnsearch.games import tictactoe
    from fnsearch.games.connect4 import game as connect4

    orders = {"centre_first": connect4.centre_first, "open_windows": connect4.open_windows}

    def tictactoe_search(board: tuple[int, ...], extra: Heuristics) -> EngineAnswer:
        found = search(
            tictactoe.GAME.instance,
            board,
            tictactoe.to_move(board),
            SearchOptions(
                order=tictactoe.GAME.order if extra.order else None,
                killers=extra.killers,
                table=empty_table() if extra.table else None,
                symmetry=extra.symmetry,
            ),
        )
        stats = found.stats
        return EngineAnswer(found.value, stats.nodes, stats.leaves, stats.hits, found.best)

    def connect_four(depth: int, order: str | None, extra: Heuristics) -> EngineAnswer:
        found = search(
            connect4.GAME.instance,
            connect4.GAME.start,
            WHITE,
            SearchOptions(
                depth=depth,
                evaluate=connect4.GAME.evaluate,
                order=None if order is None else orders[order],
                killers=extra.killers,
                table=empty_table() if extra.table else None,
                symmetry=extra.symmetry,
            ),
        )
        stats = found.stats
        return EngineAnswer(found.value, stats.nodes, stats.leaves, stats.hits, found.best)

    return EngineCalls(tictactoe_search, connect_four)


@cache
def _chance() -> ChanceCalls:
    from benchmarks import dicerace, pig_positions
    from fnsearch.core.config import BLACK, WHITE
    from fnsearch.games.chancetree.game import CHANCE_TREE, Chance, Decision
    from fnsearch.games.pig import game as pig

    searched = _chance_searches()

    def run(
        name: str,
        instance: Any,
        config: Any,
        player: Any,
        bounds: tuple[int, int],
        depth: int | None,
        evaluate: Callable[[Any], Any] | None,
    ) -> ChanceAnswer:
        result = searched(name, instance, config, player, bounds, depth, evaluate)
        best = result.best
        return ChanceAnswer(
            str(result.value),
            result.stats.nodes,
            result.stats.cutoffs,
            bool(getattr(best, "rolling", False)),
        )

    return ChanceCalls(
        run,
        WHITE,
        BLACK,
        CHANCE_TREE,
        Chance,
        Decision,
        pig.PIG,
        pig.evaluate,
        pig_positions.played_positions,
        dicerace.DICE_RACE,
        dicerace.evaluate,
        dicerace.played_positions,
    )


_Searching = Callable[
    [str, Any, Any, Any, tuple[int, int], "int | None", "Callable[[Any], Any] | None"], Any
]


def _chance_searches() -> _Searching:
    """The three searches by name, each over a ChanceOptions record.

    The library takes a ``ChanceOptions`` record and raises on a broken contract; the
    baseline's own calls are in :mod:`benchmarks.versus.baseline`.
    """
    from fnsearch.chance import ChanceOptions, expectiminimax, star1, star2

    named = {"expectiminimax": expectiminimax, "star1": star1, "star2": star2}

    def run(
        name: str,
        instance: Any,
        config: Any,
        player: Any,
        bounds: tuple[int, int],
        depth: int | None,
        evaluate: Callable[[Any], Any] | None,
    ) -> Any:
        lower, upper = bounds
        options = (
            ChanceOptions(depth=depth, evaluate=evaluate)
            if name == "expectiminimax"
            else ChanceOptions(depth=depth, evaluate=evaluate, lower=lower, upper=upper)
        )
        return named[name](instance, config, player, options)

    return run


@cache
def _sets() -> SetsCalls:
    from fnsearch.games.connect4.bitboard_game import from_moves
    from fnsearch.games.connect4.solver import solution

    def solve(moves: str) -> tuple[int, int]:
        found = solution(from_moves(moves).unwrap())
        return found.score, found.nodes

    return SetsCalls(solve)


def current() -> Calls:
    """The calls into the library as it is now; each record is built once, when first needed."""
    return Calls(_classic, _engine, _chance, _sets)
