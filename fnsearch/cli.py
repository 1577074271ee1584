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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, NoReturn, TypeAlias, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.config import BLACK, WHITE, Config, Player
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, draw, render
from fnsearch.games.tictactoe import parse as parse_board
from fnsearch.games.tree import TREE_CONFIG, Tree, parse_tree, render_tree
from fnsearch.imperative import Counting, alpha_beta_hard
from fnsearch.search.alphabeta import alpha_beta, best_next_config
from fnsearch.search.minimax import minimax

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
