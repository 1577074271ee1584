"""fnsearch side by side with peer libraries on tic-tac-toe, and the persistent maps.

:func:`compare` times, on the same tic-tac-toe positions, fnsearch's plain
functional alpha-beta, its enhanced :func:`fnsearch.search` (ordering by
:func:`~fnsearch.games.tictactoe.open_lines`, a transposition table keyed up to
symmetry), the imperative reference, easyAI's ``Negamax`` without and with its
transposition table, OpenSpiel's Python ``alpha_beta_search`` over its C++
tic-tac-toe, and OpenSpiel's ``MinimaxSolver``. :func:`maps` times the
persistent maps considered for the transposition table.

The peers are optional (``pip install -e '.[bench]'``) and imported only inside
the functions that use them: without them, their rows say they are not installed.
They are untyped, so each use is wrapped in a small typed function that turns
what it gets back into plain ints, floats and strings.

Each library reports a value on its own scale (see the notes of each row), so
the ``value`` column gives the outcome for X together with the raw number.

Times are medians over ``runs`` rounds; each round runs every search once, in
turn, with the garbage collector off while a search is timed. Setting up a
search (building a game object, loading a game, an empty table) is not timed.
Nodes are counted in a separate run, never in a timed one.

This module is part of the imperative shell: it reads the clock, switches the
garbage collector off and on, and counts with mutable wrappers.
"""

from __future__ import annotations

import gc
import importlib
import statistics
import time
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from itertools import repeat, zip_longest
from types import ModuleType
from typing import Any, Final, TypeAlias, TypeVar, final

from fnsearch.algorithms.alphabeta import alpha_beta
from fnsearch.algorithms.engine import search
from fnsearch.algorithms.table import EXACT, Entry, empty_table
from fnsearch.config import BLACK, WHITE, Player
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board, open_lines
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

__all__ = [
    "NOT_INSTALLED",
    "POSITIONS",
    "MapRow",
    "Row",
    "compare",
    "format_maps",
    "format_rows",
    "maps",
]

NOT_INSTALLED: Final = "not installed: pip install -e '.[bench]'"
"""The note of a row whose library cannot be imported."""

POSITIONS: Final[tuple[tuple[str, Board], ...]] = (
    ("empty board", EMPTY),
    ("X centre, O top middle", (0, -1, 0, 0, 1, 0, 0, 0, 0)),
)
"""The positions :func:`compare` searches, by name; whose turn it is follows from the marks."""

_T = TypeVar("_T")

_EASYAI_DEPTH: Final = 9


@final
@dataclass(frozen=True, slots=True)
class Row:
    """One search on one position.

    Attributes:
        position: the name of the position.
        search: the library and the search.
        value: the outcome for X and, in brackets, the value on the library's own scale.
        nodes: the positions the search visited, the root included; ``None`` if not run.
        seconds: the median time of a search; ``None`` if not run.
        notes: the value scale, the best move found, how the nodes were counted.

    >>> Row("empty board", "fnsearch alpha_beta", "draw (0)", 20866, 0.1, "").seconds
    0.1
    """

    position: str
    search: str
    value: str
    nodes: int | None
    seconds: float | None
    notes: str


# What a search answers: the value on its own scale, from the point of view of X
# (True) or of the side to move (False), and the best move as a cell 0..8.
_Outcome: TypeAlias = tuple[float, bool, int | None]


@final
@dataclass(frozen=True, slots=True)
class _Contender:
    name: str
    # Sets a search up (untimed) and returns the call to time.
    prepare: Callable[[], Callable[[], _Outcome]]
    # Counts the nodes in a run of its own.
    count: Callable[[], int]
    notes: str


def compare(runs: int = 5, *, positions: Sequence[tuple[str, Board]] = POSITIONS) -> list[Row]:
    """Search each position with each library; values, node counts and median times.

    Args:
        runs: the number of rounds; reported tables use at least 5.
        positions: ``(name, board)`` pairs, by default :data:`POSITIONS`.

    Returns:
        One :class:`Row` per position and search, in a fixed order; the rows of a
        library that is not installed have no nodes and no time, and say so.

    >>> mid_game = [("mid-game", (0, -1, 0, 0, 1, 0, 0, 0, 0))]
    >>> rows = compare(1, positions=mid_game)
    >>> [(row.search, row.value, row.nodes) for row in rows[:3]]  # doctest: +NORMALIZE_WHITESPACE
    [('fnsearch alpha_beta', 'X wins (+3)', 716),
     ('fnsearch search: open_lines order, table, symmetry', 'X wins (+3)', 183),
     ('imperative alpha_beta_hard', 'X wins (+3)', 716)]
    >>> len(rows)
    7
    """
    if runs < 1:
        raise ValueError(f"runs must be at least 1, got {runs}")
    return [row for name, board in positions for row in _compare_one(name, board, runs)]


def _compare_one(name: str, board: Board, runs: int) -> list[Row]:
    entries = [
        *_fnsearch_contenders(board),
        *_easyai_contenders(board),
        *_open_spiel_contenders(board),
    ]
    contenders = [entry for entry in entries if isinstance(entry, _Contender)]
    times: dict[str, list[float]] = {contender.name: [] for contender in contenders}
    outcomes: dict[str, _Outcome] = {}
    for _ in range(runs):
        for contender in contenders:
            seconds, outcome = _timed(contender.prepare())
            times[contender.name].append(seconds)
            outcomes.setdefault(contender.name, outcome)
    mover = _mover(board)
    return [
        Row(name, entry[0], "-", None, None, entry[1])
        if not isinstance(entry, _Contender)
        else Row(
            name,
            entry.name,
            _value_text(outcomes[entry.name], mover),
            entry.count(),
            statistics.median(times[entry.name]),
            _notes(entry.notes, outcomes[entry.name][2]),
        )
        for entry in entries
    ]


def _timed(call: Callable[[], _T]) -> tuple[float, _T]:
    """The time ``call`` takes, with the garbage collector off, and its answer."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter()
        answer = call()
        return time.perf_counter() - start, answer
    finally:
        if collecting:
            gc.enable()


def _mover(board: Board) -> Player:
    return WHITE if board.count(1) == board.count(-1) else BLACK


def _value_text(outcome: _Outcome, mover: Player) -> str:
    raw, x_view, _ = outcome
    for_x = raw if x_view or mover is WHITE else -raw
    word = "X wins" if for_x > 0 else "O wins" if for_x < 0 else "draw"
    return f"{word} ({'0' if raw == 0 else f'{raw:+g}'})"


def _notes(notes: str, best: int | None) -> str:
    return notes if best is None else f"best: cell {best}; {notes}"


def _cell(before: Board, after: Board | None) -> int | None:
    return None if after is None else VECTOR_CONFIG.move(before, after)


# --- fnsearch --------------------------------------------------------------------------

_FNSEARCH_SCALE: Final = "score ±(1 + empty cells) for X"


def _fnsearch_contenders(board: Board) -> list[_Contender]:
    player = _mover(board)

    def plain() -> Callable[[], _Outcome]:
        return lambda: (alpha_beta(VECTOR_CONFIG, board, player), True, None)

    def enhanced() -> Callable[[], _Outcome]:
        def run() -> _Outcome:
            result = search(
                VECTOR_CONFIG, board, player, order=open_lines, table=empty_table(), symmetry=True
            )
            return result.value, True, _cell(board, result.best)

        return run

    def imperative() -> Callable[[], _Outcome]:
        return lambda: (alpha_beta_hard(VECTOR_CONFIG, board, player), True, None)

    def count_plain() -> int:
        counting = Counting(VECTOR_CONFIG)
        alpha_beta(counting, board, player)
        return counting.nodes

    def count_enhanced() -> int:
        result = search(
            VECTOR_CONFIG, board, player, order=open_lines, table=empty_table(), symmetry=True
        )
        return result.stats.nodes

    def count_imperative() -> int:
        counting = Counting(VECTOR_CONFIG)
        alpha_beta_hard(counting, board, player)
        return counting.nodes

    return [
        _Contender(
            "fnsearch alpha_beta",
            plain,
            count_plain,
            f"{_FNSEARCH_SCALE}; fail-hard fold, value only; nodes: Counting run",
        ),
        _Contender(
            "fnsearch search: open_lines order, table, symmetry",
            enhanced,
            count_enhanced,
            f"{_FNSEARCH_SCALE}; nodes: result.stats.nodes (table hits included)",
        ),
        _Contender(
            "imperative alpha_beta_hard",
            imperative,
            count_imperative,
            f"{_FNSEARCH_SCALE}; the sheet's loops, value only; nodes: Counting run",
        ),
    ]


# --- easyAI ----------------------------------------------------------------------------

_EASYAI_SCALE: Final = "float ±100 × (1 + 0.001 × plies left) for the side to move"


@final
class _Tally:
    """A mutable counter shared by a wrapper and the code that reads it."""

    def __init__(self) -> None:
        self.count = 0


def _modules(*names: str) -> tuple[ModuleType, ...] | None:
    """The modules, or ``None`` when one of them cannot be imported."""
    try:
        return tuple(importlib.import_module(name) for name in names)
    except ImportError:
        return None


def _easyai_contenders(board: Board) -> list[_Contender] | list[tuple[str, str]]:
    names = ("easyAI Negamax(9)", "easyAI Negamax(9) + TranspositionTable")
    loaded = _modules("easyAI", "easyAI.games")
    if loaded is None:
        return [(name, NOT_INSTALLED) for name in names]
    easyai, games = loaded
    # easyAI's tic-tac-toe has no ``ttentry``, which its transposition table needs
    # to key a game; the timed runs use this subclass, which adds only that.
    keyed: Any = type(
        "KeyedTicTacToe",
        (games.TicTacToe,),
        {"ttentry": lambda game: (tuple(game.board), game.current_player)},
    )

    def prepare(with_table: bool, game_class: type) -> Callable[[], _Outcome]:
        ai = easyai.Negamax(_EASYAI_DEPTH, tt=easyai.TranspositionTable() if with_table else None)
        game = _easyai_game(easyai, game_class, ai, board)

        def run() -> _Outcome:
            move = game.get_move()
            return float(ai.alpha), False, int(move) - 1

        return run

    def count(with_table: bool) -> int:
        # easyAI's negamax makes every move it searches with ``make_move`` (and takes
        # it back with ``unmake_move``), also for children that its table answers or
        # that lie at the depth limit, where it calls neither ``is_over`` nor
        # ``possible_moves``; so the nodes are the ``make_move`` calls, plus the root.
        tally = _Tally()

        def make_move(game: Any, move: Any) -> None:
            tally.count += 1
            keyed.make_move(game, move)

        counting: type = type("CountingTicTacToe", (keyed,), {"make_move": make_move})
        prepare(with_table, counting)()
        return tally.count + 1

    notes = f"{_EASYAI_SCALE}; nodes: make_move calls + 1, in a counting subclass"
    return [
        _Contender(names[0], lambda: prepare(False, keyed), lambda: count(False), notes),
        _Contender(names[1], lambda: prepare(True, keyed), lambda: count(True), notes),
    ]


def _easyai_game(easyai: ModuleType, game_class: type, ai: Any, board: Board) -> Any:
    """The easyAI game set to ``board``, with the AI playing the side to move."""
    to_move = 1 if _mover(board) is WHITE else 2
    players = [easyai.Human_Player(), easyai.Human_Player()]
    players[to_move - 1] = easyai.AI_Player(ai)
    game = game_class(players)
    # easyAI numbers its players 1 (X, who starts) and 2 and marks the board with them.
    game.board = [{1: 1, -1: 2, 0: 0}[cell] for cell in board]
    game.current_player = to_move
    return game


# --- OpenSpiel -------------------------------------------------------------------------

_OPEN_SPIEL_SCALE: Final = "float player_return: ±1 for the side to move"


@final
class _CountingState:
    """A stand-in for an OpenSpiel state that forwards every call and counts some.

    ``tests`` counts ``is_terminal`` calls: ``alpha_beta_search`` makes exactly one
    per node it visits. ``children`` counts ``child`` calls: ``MinimaxSolver``
    makes one per child it looks at (its table answers some of them).
    """

    def __init__(self, state: Any, tests: _Tally, children: _Tally) -> None:
        self._state = state
        self._tests = tests
        self._children = children

    def is_terminal(self) -> bool:
        self._tests.count += 1
        return bool(self._state.is_terminal())

    def is_chance_node(self) -> bool:
        return bool(self._state.is_chance_node())

    def current_player(self) -> int:
        return int(self._state.current_player())

    def legal_actions(self) -> list[int]:
        return [int(action) for action in self._state.legal_actions()]

    def player_return(self, player: int) -> float:
        return float(self._state.player_return(player))

    def clone(self) -> _CountingState:
        return _CountingState(self._state.clone(), self._tests, self._children)

    def apply_action(self, action: int) -> None:
        self._state.apply_action(action)

    def child(self, action: int) -> _CountingState:
        self._children.count += 1
        return _CountingState(self._state.child(action), self._tests, self._children)

    def __str__(self) -> str:
        return str(self._state)


def _open_spiel_contenders(board: Board) -> list[_Contender] | list[tuple[str, str]]:
    names = ("OpenSpiel alpha_beta_search", "OpenSpiel MinimaxSolver")
    loaded = _modules(
        "pyspiel",
        "open_spiel.python.algorithms.minimax",
        "open_spiel.python.algorithms.minimax_solver",
    )
    if loaded is None:
        return [(name, NOT_INSTALLED) for name in names]
    pyspiel, minimax, minimax_solver = loaded
    game = pyspiel.load_game("tic_tac_toe")

    def state() -> Any:
        # OpenSpiel's tic-tac-toe: action = cell 0..8, player 0 = x, who starts.
        real = game.new_initial_state()
        xs = [i for i, cell in enumerate(board) if cell == 1]
        os = [i for i, cell in enumerate(board) if cell == -1]
        for pair in zip_longest(xs, os):
            for action in pair:
                if action is not None:
                    real.apply_action(action)
        return real

    def alpha_beta_run(root: Any) -> Callable[[], _Outcome]:
        mover = int(root.current_player())

        def run() -> _Outcome:
            value, action = minimax.alpha_beta_search(game, root, maximizing_player_id=mover)
            return float(value), False, int(action)

        return run

    def solver_run(root: Any) -> Callable[[], _Outcome]:
        solver = minimax_solver.MinimaxSolver("tic_tac_toe")

        def run() -> _Outcome:
            # ``solve()`` is ``_create_table`` on the initial state; calling it
            # directly solves from any position.
            solver._create_table(root)
            entry = solver._table[str(root)]
            legal = [int(action) for action in root.legal_actions()]
            return float(entry.value), False, max(legal, key=lambda a: entry.action_values[a])

        return run

    def count_alpha_beta() -> int:
        tests = _Tally()
        alpha_beta_run(_CountingState(state(), tests, _Tally()))()
        return tests.count

    def count_solver() -> int:
        children = _Tally()
        solver_run(_CountingState(state(), _Tally(), children))()
        return children.count + 1

    proxy = "a proxy state counts them; the times come from runs without it"
    return [
        _Contender(
            names[0],
            lambda: alpha_beta_run(state()),
            count_alpha_beta,
            f"{_OPEN_SPIEL_SCALE}; Python search over C++ states; "
            f"nodes: is_terminal calls ({proxy})",
        ),
        _Contender(
            names[1],
            lambda: solver_run(state()),
            count_solver,
            f"{_OPEN_SPIEL_SCALE}; minimax without pruning, memoised by str(state), run with "
            "_create_table, which solve() runs on the initial state; "
            f"nodes: child calls + 1 ({proxy})",
        ),
    ]


def format_rows(rows: Sequence[Row]) -> str:
    """The rows of :func:`compare` as a Markdown table (times in milliseconds).

    >>> print(format_rows([Row("empty board", "easyAI", "-", None, None, NOT_INSTALLED),
    ...                    Row("empty board", "fnsearch", "draw (0)", 20866, 0.1023, "n")]))
    | position | search | value | nodes | median ms | notes |
    |---|---|---|---:|---:|---|
    | empty board | easyAI | - | - | - | not installed: pip install -e '.[bench]' |
    | empty board | fnsearch | draw (0) | 20,866 | 102.3 | n |
    """
    return "\n".join(
        [
            "| position | search | value | nodes | median ms | notes |",
            "|---|---|---|---:|---:|---|",
            *(
                f"| {row.position} | {row.search} | {row.value} | "
                f"{'-' if row.nodes is None else f'{row.nodes:,}'} | "
                f"{'-' if row.seconds is None else f'{row.seconds * 1000:,.1f}'} | {row.notes} |"
                for row in rows
            ),
        ]
    )


# --- persistent maps -------------------------------------------------------------------

_MAP_SIZES: Final = (1_000, 100_000)
_BATCH: Final = 10_000
_COPIES: Final = {1_000: 2_000, 100_000: 20}
_ENTRY: Final = Entry(0, EXACT, 9, None)

_Key: TypeAlias = tuple[tuple[int, ...], bool]


@final
@dataclass(frozen=True, slots=True)
class MapRow:
    """One operation on one kind of map: its median cost.

    Attributes:
        structure: the kind of map.
        operation: what was timed.
        size: the number of entries in the map.
        nanoseconds: the median time of one operation; ``None`` if not run.
        notes: how it was measured, or why it was not.

    >>> MapRow("dict", "copy", 1000, 4200.0, "").nanoseconds
    4200.0
    """

    structure: str
    operation: str
    size: int
    nanoseconds: float | None
    notes: str


def _table_key(i: int) -> _Key:
    """The ``i``-th of distinct keys shaped like the table's: 9 small ints and a bool.

    Only 3**9 boards exist, so the ints are the base-4 digits of ``i // 2``, less 1.
    """
    return tuple((i // 2 // 4**k) % 4 - 1 for k in range(9)), i % 2 == 1


# A measurement: the row it fills (without its time), the call to time, and the
# number of operations the call makes.
_Measurement: TypeAlias = tuple[MapRow, Callable[[], object], int]


def maps(runs: int = 5) -> list[MapRow]:
    """Median nanoseconds per ``set`` and ``get`` of the persistent maps, and per dict copy.

    The keys are shaped like the transposition table's: a tuple of 9 small ints
    and a bool; the values are table entries. ``set`` stores a key that is not in
    the map (each call on the same map, whose new version is dropped), ``get``
    finds a key that is; each timing makes 10,000 of them through ``map``, in C,
    so the loop adds little. ``dict.copy`` is the rejected alternative: copying a
    dict for every store, so that the old one stays valid.

    Args:
        runs: the number of rounds; each round times every measurement once.

    Returns:
        One :class:`MapRow` per structure, operation and size; pyrsistent's rows
        say so when it is not installed.

    >>> [(row.structure, row.operation, row.size) for row in maps(1)][:2]
    [('immutables.Map', 'set', 1000), ('immutables.Map', 'get', 1000)]
    """
    if runs < 1:
        raise ValueError(f"runs must be at least 1, got {runs}")
    immutables = importlib.import_module("immutables")
    pyrsistent = _modules("pyrsistent")
    entries: list[_Measurement | MapRow] = [
        *_persistent("immutables.Map", immutables.Map),
        *(
            _persistent("pyrsistent.PMap", pyrsistent[0].pmap)
            if pyrsistent
            else [
                MapRow("pyrsistent.PMap", operation, size, None, NOT_INSTALLED)
                for size in _MAP_SIZES
                for operation in ("set", "get")
            ]
        ),
        *(
            (
                MapRow("dict", "copy", size, None, "dict.copy(): a new dict for every store"),
                _copies(_dict(size), _COPIES[size]),
                _COPIES[size],
            )
            for size in _MAP_SIZES
        ),
    ]
    measurements = [entry for entry in entries if not isinstance(entry, MapRow)]
    times: list[list[float]] = [[] for _ in measurements]
    for _ in range(runs):
        for measured, (_row, call, operations) in zip(times, measurements, strict=True):
            seconds, _answer = _timed(call)
            measured.append(seconds * 1e9 / operations)
    medians = iter([statistics.median(measured) for measured in times])
    return [
        entry if isinstance(entry, MapRow) else replace(entry[0], nanoseconds=next(medians))
        for entry in entries
    ]


def _dict(size: int) -> dict[Hashable, Entry]:
    return {_table_key(i): _ENTRY for i in range(size)}


def _persistent(name: str, make: Callable[[dict[Hashable, Entry]], Any]) -> list[_Measurement]:
    measurements: list[_Measurement] = []
    for size in _MAP_SIZES:
        persistent = make(_dict(size))
        new_keys = [_table_key(i) for i in range(size, size + _BATCH)]
        old_keys = [_table_key(i % size) for i in range(_BATCH)]
        measurements.append(
            (
                MapRow(name, "set", size, None, "insert of a new key; the new version is dropped"),
                _sets(persistent, new_keys),
                len(new_keys),
            )
        )
        measurements.append(
            (
                MapRow(name, "get", size, None, "lookup of a key in the map"),
                _gets(persistent, old_keys),
                len(old_keys),
            )
        )
    return measurements


def _sets(persistent: Any, keys: list[_Key]) -> Callable[[], object]:
    return lambda: deque(map(persistent.set, keys, repeat(_ENTRY)), maxlen=0)


def _gets(persistent: Any, keys: list[_Key]) -> Callable[[], object]:
    return lambda: deque(map(persistent.get, keys), maxlen=0)


def _copies(table: dict[Hashable, Entry], times: int) -> Callable[[], object]:
    return lambda: deque(map(dict.copy, repeat(table, times)), maxlen=0)


def format_maps(rows: Sequence[MapRow]) -> str:
    """The rows of :func:`maps` as a Markdown table.

    >>> print(format_maps([MapRow("dict", "copy", 1000, 4213.7, "dict.copy()")]))
    | structure | operation | entries | median ns | notes |
    |---|---|---:|---:|---|
    | dict | copy | 1,000 | 4,214 | dict.copy() |
    """
    return "\n".join(
        [
            "| structure | operation | entries | median ns | notes |",
            "|---|---|---:|---:|---|",
            *(
                f"| {row.structure} | {row.operation} | {row.size:,} | "
                f"{'-' if row.nanoseconds is None else f'{row.nanoseconds:,.0f}'} | {row.notes} |"
                for row in rows
            ),
        ]
    )
