"""The searches the ``peers`` section races on tic-tac-toe, each behind one typed interface.

fnsearch's plain functional alpha-beta, its enhanced :func:`fnsearch.search`
(ordering by :func:`~fnsearch.games.tictactoe.open_lines`, a transposition table
keyed up to symmetry), the imperative reference, the plain alpha-beta folds again
on the bitboard instance :data:`~fnsearch.games.tictactoe.bits.BITS_CONFIG`,
easyAI's ``Negamax`` without and with its transposition table, OpenSpiel's Python
``alpha_beta_search`` over its C++ tic-tac-toe, and OpenSpiel's ``MinimaxSolver``.

The peers are optional (``pip install -e '.[bench]'``) and imported only inside
the functions that use them: without them, a library's contenders are replaced
by ``(name, note)`` pairs that say they are not installed. They are untyped, so
each use is wrapped in a small typed function that turns what it gets back into
plain ints, floats and strings.

This module is part of the imperative shell: it counts with mutable wrappers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import zip_longest
from types import ModuleType
from typing import Any, Final, TypeAlias, final

from benchmarks.report import NOT_INSTALLED, optional_modules
from benchmarks.versus.calls import Fold, Heuristics, current
from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.tictactoe import Board

__all__ = [
    "Contender",
    "Outcome",
    "easyai_contenders",
    "fnsearch_contenders",
    "mover",
    "open_spiel_contenders",
]

_EASYAI_DEPTH: Final = 9

Outcome: TypeAlias = tuple[float, bool, int | None]
"""What a search answers: the value on its own scale, from the point of view of X
(``True``) or of the side to move (``False``), and the best move as a cell 0..8."""


@final
@dataclass(frozen=True, slots=True)
class Contender:
    """A search of one library on one position, ready to be timed and counted."""

    name: str
    # Sets a search up (untimed) and returns the call to time.
    prepare: Callable[[], Callable[[], Outcome]]
    # Counts the nodes in a run of its own.
    count: Callable[[], int]
    notes: str


def mover(board: Board) -> Player:
    """The side to move: X moves first, so X is to move when the counts are equal.

    >>> mover((0, -1, 0, 0, 1, 0, 0, 0, 0)) is WHITE
    True
    """
    return WHITE if board.count(1) == board.count(-1) else BLACK


def _cell(before: Board, after: Board | None) -> int | None:
    return None if after is None else int(current().classic().tictactoe.move(before, after))


# --- fnsearch --------------------------------------------------------------------------

_FNSEARCH_SCALE: Final = "score ±(1 + empty cells) for X"


def fnsearch_contenders(board: Board) -> list[Contender]:
    """The searches of fnsearch on ``board``: plain, enhanced, the imperative reference.

    Then the plain folds again, on the bitboard instance.
    """
    player = mover(board)
    c = current().classic()
    bits = c.to_bits(board)
    enhancements = Heuristics(order=True, table=True, symmetry=True)

    def plain() -> Callable[[], Outcome]:
        return lambda: (c.alpha_beta_room(c.tictactoe, board, player), True, None)

    def enhanced() -> Callable[[], Outcome]:
        def run() -> Outcome:
            result = current().engine().tictactoe(board, enhancements)
            return result.value, True, _cell(board, result.best)

        return run

    def imperative() -> Callable[[], Outcome]:
        return lambda: (c.alpha_beta_hard(c.tictactoe, board, player), True, None)

    def count_enhanced() -> int:
        return current().engine().tictactoe(board, enhancements).nodes

    def counter(fold: Fold, instance: object, config: object) -> Callable[[], int]:
        return lambda: c.counted(fold, instance, config, player)[1]

    def on_bits(name: str, fold: Fold) -> Contender:
        return Contender(
            f"fnsearch {name}, bitboard instance",
            lambda: lambda: (fold(c.bits, bits, player), True, None),
            counter(fold, c.bits, bits),
            f"{_FNSEARCH_SCALE}; one int per position, tables for is_final and score, "
            "value only; nodes: Counting run",
        )

    count_plain = counter(c.alpha_beta_room, c.tictactoe, board)
    count_imperative = counter(c.alpha_beta_hard, c.tictactoe, board)
    return [
        Contender(
            "fnsearch alpha_beta_room",
            plain,
            count_plain,
            f"{_FNSEARCH_SCALE}; fail-hard room fold, value only; nodes: Counting run",
        ),
        Contender(
            "fnsearch search: open_lines order, table, symmetry",
            enhanced,
            count_enhanced,
            f"{_FNSEARCH_SCALE}; nodes: result.stats.nodes (table hits included)",
        ),
        Contender(
            "imperative alpha_beta_hard",
            imperative,
            count_imperative,
            f"{_FNSEARCH_SCALE}; the sheet's loops, value only; nodes: Counting run",
        ),
        on_bits("alpha_beta_room", c.alpha_beta_room),
        on_bits("alpha_beta", c.alpha_beta),
    ]


# --- easyAI ----------------------------------------------------------------------------

_EASYAI_SCALE: Final = "float ±100 × (1 + 0.001 × plies left) for the side to move"


@final
class _Tally:
    """A mutable counter shared by a wrapper and the code that reads it."""

    def __init__(self) -> None:
        self.count = 0


def easyai_contenders(board: Board) -> list[Contender] | list[tuple[str, str]]:
    """The ``Negamax`` of easyAI without and with its table, or why they cannot run."""
    names = ("easyAI Negamax(9)", "easyAI Negamax(9) + TranspositionTable")
    loaded = optional_modules("easyAI", "easyAI.games")
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

    def prepare(with_table: bool, game_class: type) -> Callable[[], Outcome]:
        ai = easyai.Negamax(_EASYAI_DEPTH, tt=easyai.TranspositionTable() if with_table else None)
        game = _easyai_game(easyai, game_class, ai, board)

        def run() -> Outcome:
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
        Contender(names[0], lambda: prepare(False, keyed), lambda: count(False), notes),
        Contender(names[1], lambda: prepare(True, keyed), lambda: count(True), notes),
    ]


def _easyai_game(easyai: ModuleType, game_class: type, ai: Any, board: Board) -> Any:
    """The easyAI game set to ``board``, with the AI playing the side to move."""
    to_move = 1 if mover(board) is WHITE else 2
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


def open_spiel_contenders(board: Board) -> list[Contender] | list[tuple[str, str]]:
    """OpenSpiel's ``alpha_beta_search`` and ``MinimaxSolver``, or why they cannot run."""
    names = ("OpenSpiel alpha_beta_search", "OpenSpiel MinimaxSolver")
    loaded = optional_modules(
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

    def alpha_beta_run(root: Any) -> Callable[[], Outcome]:
        player_id = int(root.current_player())

        def run() -> Outcome:
            value, action = minimax.alpha_beta_search(game, root, maximizing_player_id=player_id)
            return float(value), False, int(action)

        return run

    def solver_run(root: Any) -> Callable[[], Outcome]:
        solver = minimax_solver.MinimaxSolver("tic_tac_toe")

        def run() -> Outcome:
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
        Contender(
            names[0],
            lambda: alpha_beta_run(state()),
            count_alpha_beta,
            f"{_OPEN_SPIEL_SCALE}; Python search over C++ states; "
            f"nodes: is_terminal calls ({proxy})",
        ),
        Contender(
            names[1],
            lambda: solver_run(state()),
            count_solver,
            f"{_OPEN_SPIEL_SCALE}; minimax without pruning, memoised by str(state), run with "
            "_create_table, which solve() runs on the initial state; "
            f"nodes: child calls + 1 ({proxy})",
        ),
    ]
