"""The command-line program: ``python -m fnsearch demo``, ``solve`` and ``search``.

This module is part of the imperative shell. It reads the command line, hands the
text to the core (parsers that answer a ``Result``, searches that answer a value)
and prints what comes back: a ``Success`` to standard output, a ``Failure`` as one
line ``fnsearch: error: ...`` on standard error with exit code 2.

Subcommands live in :data:`COMMANDS`, each with its arguments from
:mod:`fnsearch.cli.parser` and run by a function of
:mod:`fnsearch.cli.commands` or :mod:`fnsearch.cli.demo`; the games are those
of a registry, :data:`fnsearch.games.registry.REGISTRY` unless :func:`main` is given
another (``REGISTRY.with_game(GAME)`` adds a game without editing the package), and
every subcommand takes every game there: the parser puts the registry in the
arguments as ``registry``. A command's ``run`` returns ``Result[str, str]``: the
text to print, or the message of what was wrong with the input.

>>> main(["solve", "tree", "((3,12,8),(2,4,6),(14,5,2))"])
position: ((3,12,8),(2,4,6),(14,5,2)), White (MAX) to move
value: 3
best next: (3,12,8)
0
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Final, NoReturn, final

from returns.result import Failure, Result, Success

from fnsearch._build import BUILD
from fnsearch.cli.arguments import parse_seconds
from fnsearch.cli.check import SECONDS, Reported, check_command
from fnsearch.cli.commands import search_command, solve
from fnsearch.cli.datafiles import DataFileError
from fnsearch.cli.demo import demo
from fnsearch.cli.exact import solve_moves
from fnsearch.cli.parser import (
    EXAMPLES,
    check_arguments,
    exact_arguments,
    games_help,
    play_arguments,
    search_arguments,
    trace_arguments,
)
from fnsearch.cli.play import play_command
from fnsearch.cli.tracing import Outputs, trace_command
from fnsearch.games.registry import REGISTRY, Registry

__all__ = ["BROKEN_PIPE", "COMMANDS", "Command", "demo", "main", "version"]


@final
@dataclass(frozen=True, slots=True)
class Command:
    """A subcommand: its help line, how it declares its arguments, and what it runs."""

    help: str
    add_arguments: Callable[[argparse.ArgumentParser, Registry], None]
    """Declares the arguments; the registry names the games in the help."""
    run: Callable[[argparse.Namespace], Result[str | Reported, str]]
    """The text to print (exit code 0), or a report with its own exit code, or the error."""


BROKEN_PIPE: Final = 141
"""The exit code when the reader of the output goes away: 128 + SIGPIPE, as shells report it."""


def _missing_position() -> Result[str, str]:
    return Failure("the following arguments are required: position")


COMMANDS: Final[Mapping[str, Command]] = {
    "demo": Command(
        help="solve the course exercise and compare the functional and imperative searches",
        add_arguments=lambda _, __: None,
        run=lambda _: Success(demo()),
    ),
    "solve": Command(
        help="print the value and the best next configuration of a position",
        add_arguments=exact_arguments,
        run=lambda args: (
            solve_moves(
                args.game,
                args.position,
                args.moves,
                args.weak,
                args.seconds,
                args.json,
                registry=args.registry,
            )
            if args.moves is not None
            else Failure(
                "--weak and --seconds go with --moves: solve connect4 --moves COLUMNS --weak"
            )
            if args.weak or args.seconds is not None
            else _missing_position()
            if args.position is None
            else solve(
                args.game,
                args.position,
                args.player,
                as_json=args.json,
                progress=args.progress,
                registry=args.registry,
            )
        ),
    ),
    "search": Command(
        help="search a position with statistics, a depth limit or a time budget",
        add_arguments=search_arguments,
        run=lambda args: (
            _missing_position()
            if args.position is None
            else search_command(
                args.game,
                args.position,
                args.player,
                args.depth,
                args.seconds,
                as_json=args.json,
                progress=args.progress,
                quiescence=args.quiescence,
                extensions=args.extensions,
                registry=args.registry,
            )
        ),
    ),
    "trace": Command(
        help="show a search step by step, as the lecture does by hand; draw it or page it",
        add_arguments=trace_arguments,
        run=lambda args: trace_command(
            args.game,
            args.position,
            args.player,
            args.depth,
            args.algorithm,
            Outputs(args.svg, args.png, args.html, practice=args.practice),
            quiescence=args.quiescence,
            extensions=args.extensions,
            registry=args.registry,
            random=args.random,
            leaves=args.leaves,
            seed=args.seed,
            compare=args.compare,
        ),
    ),
    "play": Command(
        help="play a game against the computer: type a move (its number, or roll or hold in Pig)",
        add_arguments=play_arguments,
        run=play_command,
    ),
    "check": Command(
        help="check a student's functional alpha-beta: purity, values, pruning, the sheet's"
        " test, types",
        add_arguments=check_arguments,
        run=lambda args: parse_seconds(args.seconds).bind(
            lambda seconds: check_command(
                args.file,
                args.function,
                as_json=args.json,
                gradescope=args.gradescope,
                seconds=SECONDS if seconds is None else seconds,
            )
        ),
    ),
}
"""The subcommands, by name."""


class _UsageError(Exception):
    """Raised by the parser instead of printing the usage and exiting."""


class _EarlyExitError(Exception):
    """Raised by the parser after ``--help`` or ``--version`` printed what was asked."""


_DASHED_POSITION: Final = (
    '; a position that starts with - goes after --, as in: solve tree -- "-(3),2"'
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # A tree such as -(3),2 is taken for an option: say how to give it.
        dashed = re.match(r"unrecognized arguments: -[^-a-zA-Z]", message) is not None
        raise _UsageError(message + _DASHED_POSITION if dashed else message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            print(message, end="", file=sys.stderr)
        raise _EarlyExitError(status)


@cache
def version() -> str:
    """The installed version of fnsearch, else the version pyproject.toml gives.

    >>> version()[0].isdigit()
    True
    """
    try:
        return metadata.version("fnsearch")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        found = re.search(r'^version = "([^"]+)"', pyproject.read_text(encoding="utf-8"), re.M)
        return found.group(1) if found else "unknown"


@cache
def _parser(registry: Registry) -> argparse.ArgumentParser:
    """The parser of ``registry``'s games, built once for it (parsing leaves it unchanged)."""
    parser = _Parser(
        prog="fnsearch",
        description="Adversarial game search, purely functional.",
        epilog=EXAMPLES["search"],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version", action="version", version=f"fnsearch {version()} ({BUILD.describe()})"
    )
    parser.set_defaults(registry=registry)
    commands = parser.add_subparsers(dest="command", metavar="command")
    for name, command in COMMANDS.items():
        command.add_arguments(
            commands.add_parser(
                name,
                help=command.help,
                description=command.help,
                epilog=EXAMPLES.get(name, "")
                + ("" if name in ("demo", "check") else "\n\n" + games_help(registry)),
                formatter_class=argparse.RawDescriptionHelpFormatter,
            ),
            registry,
        )
    return parser


def _commands_help() -> str:
    width = max(map(len, COMMANDS))
    return "\n".join(
        [
            "usage: fnsearch [--help] [--version] command ...",
            "commands:",
            *(f"  {name:<{width}}  {command.help}" for name, command in COMMANDS.items()),
        ]
    )


def main(argv: Sequence[str] | None = None, registry: Registry = REGISTRY) -> int:
    """Run the program on ``argv`` (default: the process's arguments); return the exit code.

    The games are ``registry``'s: the package's, or one grown by
    :meth:`~fnsearch.games.registry.Registry.with_game`.

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
        return _main(sys.argv[1:] if argv is None else list(argv), registry)
    except KeyboardInterrupt:
        print("fnsearch: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of the output has gone (``| head``): stop quietly
        _silence_stdout()
        return BROKEN_PIPE
    except DataFileError as error:
        print(f"fnsearch: error: {error}", file=sys.stderr)
        return 1


def _silence_stdout() -> None:
    """Send what is left of standard output nowhere, so that its flush at exit cannot fail."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # standard output is not a file (a test's capture)
        pass
    finally:
        os.close(devnull)


def _main(argv: list[str], registry: Registry) -> int:
    if not argv:
        print(_commands_help(), file=sys.stderr)
        return 2
    try:
        args = _parser(registry).parse_args(argv)
    except _UsageError as error:
        return _fail(str(error))
    except _EarlyExitError as done:
        return int(done.args[0])
    if args.command is None:
        return _fail("the following arguments are required: command")
    result = COMMANDS[args.command].run(args)
    if isinstance(result, Success):
        output = result.unwrap()
        if isinstance(output, Reported):
            print(output.text)
            return output.code
        print(output)
        return 0
    return _fail(result.failure())


def _fail(message: str) -> int:
    print(f"fnsearch: error: {' '.join(message.splitlines())}", file=sys.stderr)
    return 2
