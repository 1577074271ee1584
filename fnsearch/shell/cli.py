"""The command-line program: ``python -m fnsearch demo`` and ``python -m fnsearch solve``.

This module is part of the imperative shell. It reads the command line, hands the
text to the core (parsers that answer a ``Result``, searches that answer a value)
and prints what comes back: a ``Success`` to standard output, a ``Failure`` as one
line ``fnsearch: error: ...`` on standard error with exit code 2.

Subcommands live in :data:`COMMANDS` and games in :data:`GAMES`; a new one is a new
entry there. A command's ``run`` returns ``Result[str, str]``: the text to print, or
the message of what was wrong with the input.

>>> main(["solve", "tree", "((3,12,8),(2,4,6),(14,5,2))"])
position: ((3,12,8),(2,4,6),(14,5,2)), White (MAX) to move
value: 3
best next: (3,12,8)
0
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, NoReturn, TypeAlias, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.algorithms.alphabeta import alpha_beta, best_next_config
from fnsearch.algorithms.deepening import iterative_deepening
from fnsearch.algorithms.engine import search
from fnsearch.algorithms.minimax import minimax
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.table import empty_table
from fnsearch.config import BLACK, WHITE, Config, Player
from fnsearch.games import connect4, nim
from fnsearch.games.mnk import MNKGame, mnk_game
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, draw, open_lines, render
from fnsearch.games.tictactoe import parse as parse_board
from fnsearch.games.tree import TREE_CONFIG, Tree, parse_tree, render_tree
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

__all__ = [
    "COMMANDS",
    "EXERCISE_START",
    "GAMES",
    "Command",
    "Solver",
    "demo",
    "main",
    "parse_player",
    "solve",
    "solve_tictactoe",
    "solve_tree",
]

_C = TypeVar("_C")

EXERCISE_START: Final[Board] = (1, 1, -1, 0, 0, 0, -1, 0, 0)
"""The start position of the course exercise, ``XXO/.../O..``, White (X) to move.

O threatens the diagonal through the centre; White's only move that does not lose
is to take the centre, and it wins (see ``exercises/tictactoe_best_move.py``).
"""

Solver: TypeAlias = Callable[[str, "Player | None"], Result[str, str]]
"""Solve a position given as text, for the given player or the side to move."""

_PLAYERS: Final = {"white": WHITE, "black": BLACK}
_TICTACTOE_SIDE: Final = {WHITE: "White (X)", BLACK: "Black (O)"}
_TREE_SIDE: Final = {WHITE: "White (MAX)", BLACK: "Black (MIN)"}


@final
@dataclass(frozen=True, slots=True)
class Command:
    """A subcommand: its help line, how it declares its arguments, and what it runs."""

    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], Result[str, str]]


def parse_player(text: str | None) -> Result[Player | None, str]:
    """Read ``white`` or ``black`` (any case); ``None`` stays ``None`` (the default side).

    >>> parse_player("Black")
    <Success: Player.BLACK>
    >>> parse_player("red")
    <Failure: unknown player 'red': expected white or black>
    """
    return (
        Success(None)
        if text is None
        else Success(_PLAYERS[text.lower()])
        if text.lower() in _PLAYERS
        else Failure(f"unknown player {text!r}: expected white or black")
    )


def solve_tictactoe(text: str, player: Player | None) -> Result[str, str]:
    """Value and best next board of a tic-tac-toe position; the side to move by piece count.

    >>> print(solve_tictactoe("XX./OO./...", None).unwrap())
    position: XX./OO./..., White (X) to move
    X X .
    O O .
    . . .
    value: 5
    best next: XXX/OO./...
    X X X
    O O .
    . . .
    >>> solve_tictactoe("XX./OO./...", BLACK)
    <Failure: it is White (X)'s move in XX./OO./... (2 X, 2 O), not Black (O)'s>
    """
    return parse_board(text).bind(lambda board: _side_to_move(board, player)).map(_tictactoe_report)


def _side_to_move(board: Board, player: Player | None) -> Result[tuple[Board, Player], str]:
    to_move = WHITE if board.count(1) == board.count(-1) else BLACK
    if player is None or player is to_move:
        return Success((board, to_move))
    return Failure(
        f"it is {_TICTACTOE_SIDE[to_move]}'s move in {render(board)} "
        f"({board.count(1)} X, {board.count(-1)} O), not {_TICTACTOE_SIDE[player]}'s"
    )


def _tictactoe_report(position: tuple[Board, Player]) -> str:
    board, player = position
    return _report(VECTOR_CONFIG, board, player, _TICTACTOE_SIDE, _board_lines)


def _board_lines(board: Board) -> list[str]:
    return [render(board), draw(board)]


def solve_tree(text: str, player: Player | None) -> Result[str, str]:
    """Value and best first move of an explicit tree; White (MAX) moves first by default.

    >>> print(solve_tree("((1,9),(4,5))", BLACK).unwrap())
    position: ((1,9),(4,5)), Black (MIN) to move
    value: 5
    best next: (4,5)
    >>> solve_tree("(1,(2,", None)
    <Failure: expected a tree of integers in parentheses such as ((3,12,8),(2,4,6),(14,5,2))>
    """
    return parse_tree(text).map(lambda tree: _tree_report(tree, player))


def _tree_report(tree: Tree, player: Player | None) -> str:
    return _report(TREE_CONFIG, tree, WHITE if player is None else player, _TREE_SIDE, _tree_lines)


def _tree_lines(tree: Tree) -> list[str]:
    return [render_tree(tree)]


def _report(
    instance: Config[_C],
    config: _C,
    player: Player,
    sides: Mapping[Player, str],
    show: Callable[[_C], list[str]],
) -> str:
    """The position (first line of ``show``, then the rest), its value and the best move."""
    first, *drawing = show(config)
    if instance.is_final(config):
        return "\n".join(
            [
                f"position: {first}, the game is over",
                *drawing,
                f"value: {instance.score(config)}",
                "best next: none, the game is over",
            ]
        )
    best_first, *best_drawing = show(best_next_config(instance, config, player))
    return "\n".join(
        [
            f"position: {first}, {sides[player]} to move",
            *drawing,
            f"value: {alpha_beta(instance, config, player)}",
            f"best next: {best_first}",
            *best_drawing,
        ]
    )


GAMES: Final[Mapping[str, Solver]] = {"tictactoe": solve_tictactoe, "tree": solve_tree}
"""The games ``solve`` knows, by the name given on the command line."""


def solve(game: str, position: str, player: str | None) -> Result[str, str]:
    """The ``solve`` command: look up the game and the player, then solve the position.

    >>> solve("chess", "...", None)
    <Failure: unknown game 'chess': expected tictactoe or tree>
    """
    return _game(game).bind(
        lambda solver: parse_player(player).bind(lambda side: solver(position, side))
    )


def _game(name: str) -> Result[Solver, str]:
    if name in GAMES:
        return Success(GAMES[name])
    return Failure(f"unknown game {name!r}: expected {' or '.join(GAMES)}")


def demo() -> str:
    """The course exercise solved: best next board, value, and node counts of three searches.

    >>> print(demo())  # doctest: +ELLIPSIS
    The course exercise: White (X) to move in XXO/.../O..
    ...
    functional and imperative alpha-beta agree on value and nodes: yes
    """
    best = best_next_config(VECTOR_CONFIG, EXERCISE_START, WHITE)
    rows = [
        _counted("functional minimax", minimax),
        _counted("functional alpha-beta", alpha_beta),
        _counted("imperative alpha-beta (the sheet's)", alpha_beta_hard),
    ]
    agree = rows[1][1:] == rows[2][1:]
    return "\n".join(
        [
            f"The course exercise: White (X) to move in {render(EXERCISE_START)}",
            "",
            draw(EXERCISE_START),
            "",
            f"Best next configuration for White: {render(best)}",
            "",
            draw(best),
            "",
            f"Value: {rows[1][1]} ({_outcome(rows[1][1])})",
            "",
            f"{'search':<38}{'value':>6}{'nodes':>8}",
            *(f"{name:<38}{value:>6}{nodes:>8}" for name, value, nodes in rows),
            "",
            "functional and imperative alpha-beta agree on value and nodes: "
            + ("yes" if agree else "NO"),
        ]
    )


def _counted(
    name: str, search: Callable[[Config[Board], Board, Player], int]
) -> tuple[str, int, int]:
    counting = Counting(VECTOR_CONFIG)
    value = search(counting, EXERCISE_START, WHITE)
    return name, value, counting.nodes


def _outcome(value: int) -> str:
    if value > 0:
        return f"White wins with {value - 1} cells still empty"
    if value < 0:
        return f"Black wins with {-value - 1} cells still empty"
    return "a draw"


@final
@dataclass(frozen=True, slots=True)
class Limits:
    """How far ``search`` looks: a depth, a time budget for iterative deepening, or neither."""

    depth: int | None
    seconds: float | None
    player: Player | None
    k: int | None


MAX_DEPTH: Final = 200
MAX_SECONDS: Final = 3600.0
CONNECT_FOUR_SECONDS: Final = 2.0

Searcher: TypeAlias = Callable[[str, Limits], Result[str, str]]
"""Search a position given as text within the limits; the report, or what was wrong."""


def parse_depth(text: str | None) -> Result[int | None, str]:
    """Read a depth limit: a whole number of plies from 0 to 200.

    >>> parse_depth("8")
    <Success: 8>
    >>> parse_depth("-1")
    <Failure: bad depth '-1': expected a whole number of plies from 0 to 200>
    """
    return (
        Success(None)
        if text is None
        else Success(int(text))
        if text.strip().isdigit() and int(text) <= MAX_DEPTH
        else Failure(f"bad depth {text!r}: expected a whole number of plies from 0 to {MAX_DEPTH}")
    )


def parse_seconds(text: str | None) -> Result[float | None, str]:
    """Read a time budget in seconds, more than 0 and at most an hour.

    >>> parse_seconds("0.5")
    <Success: 0.5>
    >>> parse_seconds("soon")
    <Failure: bad time budget 'soon': expected seconds, more than 0 and at most 3600>
    """
    number = _number(text)
    if text is None:
        return Success(None)
    if number is None or not 0 < number <= MAX_SECONDS:
        return Failure(
            f"bad time budget {text!r}: expected seconds, more than 0 and at most {MAX_SECONDS:.0f}"
        )
    return Success(number)


def _number(text: str | None) -> float | None:
    try:
        return None if text is None else float(text)
    except ValueError:
        return None


def _searcher(
    instance: Config[_C],
    read: Callable[[str], Result[_C, str]],
    show: Callable[[_C], str],
    to_move: Callable[[_C], Player],
    evaluate: Callable[[_C], int] | None,
    order: Callable[[_C], int] | None,
    default_seconds: float | None,
) -> Searcher:
    """A ``search`` command for one game."""

    def run(text: str, limits: Limits) -> Result[str, str]:
        return read(text).map(
            lambda config: _search_report(
                instance,
                config,
                limits.player or to_move(config),
                show,
                evaluate,
                order,
                limits,
                default_seconds,
            )
        )

    return run


def _search_report(
    instance: Config[_C],
    config: _C,
    player: Player,
    show: Callable[[_C], str],
    evaluate: Callable[[_C], int] | None,
    order: Callable[[_C], int] | None,
    limits: Limits,
    default_seconds: float | None,
) -> str:
    started = time.perf_counter()
    seconds = limits.seconds if limits.seconds is not None else default_seconds
    if limits.depth is not None or seconds is None:
        result = search(
            instance,
            config,
            player,
            depth=limits.depth,
            evaluate=evaluate,
            order=order,
            table=empty_table(),
            symmetry=True,
        )
        how = "to the end of the game" if limits.depth is None else f"{limits.depth} plies"
    else:
        result = _deepen(
            iterative_deepening(
                instance,
                config,
                player,
                max_depth=MAX_DEPTH,
                evaluate=evaluate,
                order=order,
                table=empty_table(),
                symmetry=True,
            ),
            started + seconds,
        )
        how = f"{result.stats.depth} plies, iterative deepening within {seconds:g} s"
    line = " -> ".join(map(show, result.line[:8])) + (" ..." if len(result.line) > 8 else "")
    return "\n".join(
        [
            f"position: {show(config)}, {player.name.title()} to move",
            f"searched: {how}",
            f"value: {result.value}",
            f"best next: {'none, the game is over' if result.best is None else show(result.best)}",
            f"principal line: {line or '-'}",
            f"nodes: {result.stats.nodes:,}, leaves: {result.stats.leaves:,}, "
            f"cutoffs: {result.stats.cutoffs:,}, table hits: {result.stats.hits:,}, "
            f"time: {time.perf_counter() - started:.2f} s",
        ]
    )


def _deepen(stream: Iterator[SearchResult[_C]], deadline: float) -> SearchResult[_C]:
    """The deepest result the stream gives within the time budget (always at least one).

    It stops early when an iteration no longer reaches its depth limit (the game
    tree is exhausted), or when the next iteration, expected to take at least as
    long as the last, would end after the deadline.
    """
    last = next(stream)
    previous = time.perf_counter()
    for depth, result in enumerate(stream, start=2):
        now = time.perf_counter()
        took, previous = now - previous, now
        last = result
        if result.stats.depth < depth or now + took > deadline:
            break
    return last


def _mnk_searcher(text: str, limits: Limits) -> Result[str, str]:
    rows = text.strip().split("/")
    columns, height = len(rows[0]), len(rows)
    k = limits.k if limits.k is not None else min(columns, height)
    return mnk_game(columns, height, k).bind(lambda game: _mnk_search(game, text, limits))


def _mnk_search(game: MNKGame, text: str, limits: Limits) -> Result[str, str]:
    return _searcher(
        game,
        game.parse,
        game.render,
        lambda position: WHITE if position[0].count(1) == position[0].count(-1) else BLACK,
        game.open_windows,
        game.open_windows,
        None,
    )(text, limits)


SEARCHERS: Final[Mapping[str, Searcher]] = {
    "tictactoe": _searcher(
        VECTOR_CONFIG,
        parse_board,
        render,
        lambda board: WHITE if board.count(1) == board.count(-1) else BLACK,
        open_lines,
        open_lines,
        None,
    ),
    "tree": _searcher(TREE_CONFIG, parse_tree, render_tree, lambda _: WHITE, None, None, None),
    "nim": _searcher(
        nim.NIM,
        nim.parse,
        nim.render,
        lambda pile: WHITE if pile[1] == 1 else BLACK,
        None,
        None,
        None,
    ),
    "connect4": _searcher(
        connect4.CONNECT_FOUR,
        connect4.parse,
        connect4.render,
        connect4.to_move,
        connect4.open_windows,
        connect4.open_windows,
        CONNECT_FOUR_SECONDS,
    ),
    "mnk": _mnk_searcher,
}
"""The games ``search`` knows, by the name given on the command line."""


def search_command(
    game: str,
    position: str,
    player: str | None,
    depth: str | None,
    seconds: str | None,
    k: str | None,
) -> Result[str, str]:
    """The ``search`` command: statistics, principal line, depth limits and time budgets.

    >>> print(search_command("tree", "((3,12,8),(2,4,6),(14,5,2))", None, None, None, None)
    ...       .unwrap())  # doctest: +ELLIPSIS
    position: ((3,12,8),(2,4,6),(14,5,2)), White to move
    searched: to the end of the game
    value: 3
    best next: (3,12,8)
    principal line: (3,12,8) -> 3
    nodes: 11, leaves: 7, cutoffs: 2, table hits: 0, time: ... s
    >>> search_command("go", "", None, None, None, None)
    <Failure: unknown game 'go': expected tictactoe, tree, nim, connect4 or mnk>
    """
    if game not in SEARCHERS:
        names = list(SEARCHERS)
        return Failure(f"unknown game {game!r}: expected {', '.join(names[:-1])} or {names[-1]}")
    return parse_player(player).bind(
        lambda side: parse_depth(depth).bind(
            lambda plies: parse_seconds(seconds).bind(
                lambda budget: _parse_k(k).bind(
                    lambda size: SEARCHERS[game](position, Limits(plies, budget, side, size))
                )
            )
        )
    )


def _parse_k(text: str | None) -> Result[int | None, str]:
    return (
        Success(None)
        if text is None
        else Success(int(text))
        if text.strip().isdigit()
        else Failure(f"bad k {text!r}: expected how many in a row win, a whole number")
    )


def _search_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {', '.join(SEARCHERS)}")
    parser.add_argument(
        "position",
        help='the position, e.g. "X.O/.X./..O", "((3,12),(2,4))", "4", or Connect Four rows',
    )
    parser.add_argument("--player", metavar="white|black", help="who moves (default: by count)")
    parser.add_argument("--depth", metavar="N", help="search exactly N plies")
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="deepen iteratively while S seconds last (Connect Four: 2 by default)",
    )
    parser.add_argument("--k", metavar="K", help="mnk: how many in a row win")


def _solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {', '.join(GAMES)}")
    parser.add_argument("position", help='the position, e.g. "X.O/.X./..O" or "((3,12),(2,4))"')
    parser.add_argument(
        "--player",
        metavar="white|black",
        help="who moves (default: the side to move; White at the root of a tree)",
    )


COMMANDS: Final[Mapping[str, Command]] = {
    "demo": Command(
        help="solve the course exercise and compare the functional and imperative searches",
        add_arguments=lambda _: None,
        run=lambda _: Success(demo()),
    ),
    "solve": Command(
        help="print the value and the best next configuration of a position",
        add_arguments=_solve_arguments,
        run=lambda args: solve(args.game, args.position, args.player),
    ),
    "search": Command(
        help="search a position with statistics, a depth limit or a time budget",
        add_arguments=_search_arguments,
        run=lambda args: search_command(
            args.game, args.position, args.player, args.depth, args.seconds, args.k
        ),
    ),
}
"""The subcommands, by name."""


class _UsageError(Exception):
    """Raised by the parser instead of printing the usage and exiting."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="fnsearch", description="Adversarial game search, purely functional.")
    commands = parser.add_subparsers(dest="command", metavar="command", required=True)
    for name, command in COMMANDS.items():
        command.add_arguments(commands.add_parser(name, help=command.help))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program on ``argv`` (default: the process's arguments); return the exit code.

    >>> main(["solve", "tictactoe", "XXX/OO./..."])
    position: XXX/OO./..., the game is over
    X X X
    O O .
    . . .
    value: 5
    best next: none, the game is over
    0
    """
    try:
        args = _parser().parse_args(argv)
    except _UsageError as error:
        return _fail(str(error))
    result = COMMANDS[args.command].run(args)
    if isinstance(result, Success):
        print(result.unwrap())
        return 0
    return _fail(result.failure())


def _fail(message: str) -> int:
    print(f"fnsearch: error: {' '.join(message.splitlines())}", file=sys.stderr)
    return 2
