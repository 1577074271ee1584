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

from fnsearch.algorithms.options import ALGORITHMS
from fnsearch.games.registry import GAMES, names
from fnsearch.shell.commands import search_command, solve
from fnsearch.shell.demo import demo
from fnsearch.shell.exact import solve_moves
from fnsearch.shell.play import play_command
from fnsearch.shell.tracing import Outputs, trace_command

__all__ = ["BROKEN_PIPE", "COMMANDS", "Command", "demo", "main", "version"]


@final
@dataclass(frozen=True, slots=True)
class Command:
    """A subcommand: its help line, how it declares its arguments, and what it runs."""

    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], Result[str, str]]


BROKEN_PIPE: Final = 141
"""The exit code when the reader of the output goes away: 128 + SIGPIPE, as shells report it."""

_EXAMPLES: Final[Mapping[str, str]] = {
    "demo": "examples:\n  python -m fnsearch demo",
    "solve": "examples:\n"
    '  python -m fnsearch solve tictactoe "X.O/.X./..O"\n'
    '  python -m fnsearch solve tree "((1,9),(4,5))" --player black\n'
    "  python -m fnsearch solve nim 10 --json\n"
    "  python -m fnsearch solve connect4 --moves 52753311433677442422121\n"
    "  python -m fnsearch solve connect4 --moves 274571537133166 --weak --json",
    "search": "examples:\n"
    "  python -m fnsearch search nim 10\n"
    '  python -m fnsearch search connect4 "......./......./......./......./......./......."'
    " --seconds 5 --progress\n"
    '  python -m fnsearch search tictactoe ".../.X./..." --depth 2 --json\n'
    '  python -m fnsearch search tictactoe "X.O/.X./..." --depth 1 --quiescence 2 --extensions 1',
    "trace": "examples:\n"
    '  python -m fnsearch trace tree "((3,12,8),(2,4,6),(14,5,2))"\n'
    '  python -m fnsearch trace tree "((3,12,8),(2,4,6),(14,5,2))" --algorithm minimax\n'
    '  python -m fnsearch trace tree "((3,12,8),(2,4,6),(14,5,2))" --png fig.png --html fig.html\n'
    '  python -m fnsearch trace tictactoe "XXO/.../O.." --depth 2\n'
    '  python -m fnsearch trace connect4 "......./......./......./......./O....../OXXX..."'
    " --depth 1 --quiescence 2\n"
    '  python -m fnsearch trace chancetree "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"\n'
    '  python -m fnsearch trace pig "90-95 +5 white" --depth 2 --algorithm expectiminimax',
    "play": "examples:\n"
    "  python -m fnsearch play tictactoe\n"
    "  python -m fnsearch play connect4 --first computer --seconds 3\n"
    "  python -m fnsearch play connect4 --depth 4 --quiescence 4 --extensions 2\n"
    "  python -m fnsearch play pig --seed 7\n"
    '  python -m fnsearch play tree "((3,12,8),(2,4,6),(14,5,2))"',
}


def _games_help() -> str:
    return "games:\n" + "\n".join(
        f"  {name:<10} {record.summary}\n  {'':<10} e.g. {record.example!r}"
        for name, record in GAMES.items()
    )


def _solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {names()}")
    parser.add_argument("position", nargs="?", help="the position as text (see the games below)")
    parser.add_argument(
        "--player",
        metavar="white|black",
        help="who moves at the root of a tree (White by default); other positions say it",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--progress",
        action="store_true",
        help="report each completed depth on stderr (the default when stderr is a terminal)",
    )


def _missing_position() -> Result[str, str]:
    return Failure("the following arguments are required: position")


def _exact_arguments(parser: argparse.ArgumentParser) -> None:
    _solve_arguments(parser)
    parser.add_argument(
        "--moves",
        metavar="COLUMNS",
        help="connect4 only, instead of POSITION: the columns 1-7 played from the empty"
        " board (e.g. 4453), solved exactly by the bitboard solver",
    )
    parser.add_argument(
        "--weak",
        action="store_true",
        help="with --moves: only whether the side to move wins, draws or loses (faster)",
    )
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="with --moves: the time the exact solver may take (default 60 s)",
    )


def _search_arguments(parser: argparse.ArgumentParser) -> None:
    _solve_arguments(parser)
    parser.add_argument(
        "--depth",
        metavar="N",
        help="search N plies (0 to 200); on connect4 and big m,n,k boards, deepen to N"
        " within their time budget",
    )
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="deepen iteratively while S seconds last, at most 3600 (default: to the end,"
        " or 2 s for connect4 and m,n,k boards of more than 9 cells)",
    )
    _beyond_arguments(parser)


def _beyond_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--quiescence",
        metavar="Q",
        help="at the depth limit, search on up to Q plies of noisy moves (wins, blocks,"
        " threats) until the position is quiet (tictactoe, connect4)",
    )
    parser.add_argument(
        "--extensions",
        metavar="E",
        help="search a forced position (one move, or a threat to parry) a ply deeper,"
        " at most E times along a line (tictactoe, connect4)",
    )


def _trace_arguments(parser: argparse.ArgumentParser) -> None:
    _solve_arguments(parser)
    parser.add_argument("--depth", metavar="N", help="trace N plies (0 to 200)")
    _beyond_arguments(parser)
    parser.add_argument(
        "--algorithm",
        choices=ALGORITHMS,
        default=None,
        help="the sheet's fail-hard alpha-beta (the default), the lecture's fail-soft variant,"
        " or minimax, which looks at every leaf; in a game of chance, star1 (the default),"
        " star2 or expectiminimax",
    )
    parser.add_argument("--svg", metavar="FILE", help="also draw the searched tree as SVG")
    parser.add_argument("--png", metavar="FILE", help="also draw the searched tree as PNG")
    parser.add_argument(
        "--html", metavar="FILE", help="also write a page that steps through the search"
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
    parser.add_argument(
        "--seed",
        metavar="N",
        help="in a game of chance, roll the dice from seed N (a whole number), for a game"
        " that can be played again",
    )
    _beyond_arguments(parser)


COMMANDS: Final[Mapping[str, Command]] = {
    "demo": Command(
        help="solve the course exercise and compare the functional and imperative searches",
        add_arguments=lambda _: None,
        run=lambda _: Success(demo()),
    ),
    "solve": Command(
        help="print the value and the best next configuration of a position",
        add_arguments=_exact_arguments,
        run=lambda args: (
            solve_moves(args.game, args.position, args.moves, args.weak, args.seconds, args.json)
            if args.moves is not None
            else Failure(
                "--weak and --seconds go with --moves: solve connect4 --moves COLUMNS --weak"
            )
            if args.weak or args.seconds is not None
            else _missing_position()
            if args.position is None
            else solve(
                args.game, args.position, args.player, as_json=args.json, progress=args.progress
            )
        ),
    ),
    "search": Command(
        help="search a position with statistics, a depth limit or a time budget",
        add_arguments=_search_arguments,
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
            )
        ),
    ),
    "trace": Command(
        help="show a search step by step, as the lecture does by hand; draw it or page it",
        add_arguments=_trace_arguments,
        run=lambda args: trace_command(
            args.game,
            args.position,
            args.player,
            args.depth,
            args.algorithm,
            Outputs(args.svg, args.png, args.html),
            quiescence=args.quiescence,
            extensions=args.extensions,
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


class _EarlyExitError(Exception):
    """Raised by the parser after ``--help`` or ``--version`` printed what was asked."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)

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
def _parser() -> argparse.ArgumentParser:
    """The parser, built once (parsing leaves it unchanged)."""
    parser = _Parser(
        prog="fnsearch",
        description="Adversarial game search, purely functional.",
        epilog=_EXAMPLES["search"],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"fnsearch {version()}")
    commands = parser.add_subparsers(dest="command", metavar="command")
    for name, command in COMMANDS.items():
        command.add_arguments(
            commands.add_parser(
                name,
                help=command.help,
                description=command.help,
                epilog=_EXAMPLES.get(name, "") + ("" if name == "demo" else "\n\n" + _games_help()),
                formatter_class=argparse.RawDescriptionHelpFormatter,
            )
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
        return _main(sys.argv[1:] if argv is None else list(argv))
    except KeyboardInterrupt:
        print("fnsearch: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of the output has gone (``| head``): stop quietly
        _silence_stdout()
        return BROKEN_PIPE


def _silence_stdout() -> None:
    """Send what is left of standard output nowhere, so that its flush at exit cannot fail."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # standard output is not a file (a test's capture)
        pass
    finally:
        os.close(devnull)


def _main(argv: list[str]) -> int:
    if not argv:
        print(_commands_help(), file=sys.stderr)
        return 2
    try:
        args = _parser().parse_args(argv)
    except _UsageError as error:
        return _fail(str(error))
    except _EarlyExitError as done:
        return int(done.args[0])
    if args.command is None:
        return _fail("the following arguments are required: command")
    result = COMMANDS[args.command].run(args)
    if isinstance(result, Success):
        print(result.unwrap())
        return 0
    return _fail(result.failure())


def _fail(message: str) -> int:
    print(f"fnsearch: error: {' '.join(message.splitlines())}", file=sys.stderr)
    return 2
