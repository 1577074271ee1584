"""The command-line program: ``python -m fnsearch demo``, ``solve`` and ``search``.

This module is part of the imperative shell. It reads the command line, hands the
text to the core (parsers that answer a ``Result``, searches that answer a value)
and prints what comes back: a ``Success`` to standard output, a ``Failure`` as one
line ``fnsearch: error: ...`` on standard error with exit code 2.

Subcommands live in :data:`COMMANDS`, each run by a function of
:mod:`fnsearch.shell.commands` or :mod:`fnsearch.shell.demo`; the games are those
of the registry, :data:`fnsearch.games.registry.GAMES`, and every subcommand takes
every game there. A command's ``run`` returns ``Result[str, str]``: the text to
print, or the message of what was wrong with the input.

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
from typing import Final, NoReturn, final

from returns.result import Result, Success

from fnsearch.games.registry import GAMES, names
from fnsearch.shell.commands import search_command, solve
from fnsearch.shell.demo import demo
from fnsearch.shell.play import play_command

__all__ = ["COMMANDS", "Command", "demo", "main"]


@final
@dataclass(frozen=True, slots=True)
class Command:
    """A subcommand: its help line, how it declares its arguments, and what it runs."""

    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], Result[str, str]]


def _games_help() -> str:
    return "games:\n" + "\n".join(
        f"  {name:<10} {record.summary}\n  {'':<10} e.g. {record.example!r}"
        for name, record in GAMES.items()
    )


def _solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {names()}")
    parser.add_argument("position", help="the position as text (see the games below)")
    parser.add_argument(
        "--player",
        metavar="white|black",
        help="who moves at the root of a tree (White by default); other positions say it",
    )


def _search_arguments(parser: argparse.ArgumentParser) -> None:
    _solve_arguments(parser)
    parser.add_argument("--depth", metavar="N", help="search exactly N plies")
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="deepen iteratively while S seconds last (default: to the end, or 2 s for "
        "connect4 and m,n,k boards of more than 9 cells)",
    )


def _play_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {names()}")
    parser.add_argument(
        "position", nargs="?", help="the position to start from (default: the game's start)"
    )
    parser.add_argument(
        "--first", metavar="human|computer", help="who moves first (default: human)"
    )
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--depth", metavar="N", help="the computer searches exactly N plies")
    budget.add_argument(
        "--seconds",
        metavar="S",
        help="the computer deepens iteratively while S seconds last (default: the game's"
        " limits, as for search)",
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
            args.game, args.position, args.player, args.depth, args.seconds
        ),
    ),
    "play": Command(
        help="play a game against the computer: type the number of your move",
        add_arguments=_play_arguments,
        run=play_command,
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
        command.add_arguments(
            commands.add_parser(
                name,
                help=command.help,
                epilog=None if name == "demo" else _games_help(),
                formatter_class=argparse.RawDescriptionHelpFormatter,
            )
        )
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
    try:
        result = COMMANDS[args.command].run(args)
    except RecursionError:
        return _fail(
            "the game is too long to search to the end within Python's recursion limit:"
            " give --depth or --seconds"
        )
    if isinstance(result, Success):
        print(result.unwrap())
        return 0
    return _fail(result.failure())


def _fail(message: str) -> int:
    print(f"fnsearch: error: {' '.join(message.splitlines())}", file=sys.stderr)
    return 2
