"""The program: a command's ``Success`` printed, a ``Failure`` one line on stderr (exit code 2)."""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Final, NamedTuple, NoReturn

from returns.result import Result, Success

from fnsearch._build import BUILD
from fnsearch.cli.check import Reported, check_command
from fnsearch.cli.commands import search_command, solve
from fnsearch.cli.datafiles import DataFileError
from fnsearch.cli.demo import demo, exercise
from fnsearch.cli.parser import EXAMPLES, add_arguments, games_help
from fnsearch.cli.play import play_command
from fnsearch.cli.requests import (
    CheckRequest,
    PracticeRequest,
    SearchRequest,
    SolveRequest,
    TracingRequest,
    from_args,
)
from fnsearch.cli.tracing import class_command, trace_command, verify_command
from fnsearch.games.registry import REGISTRY, Registry
from fnsearch.trace.words import EN, LANGUAGES, Words, replaced


class Command(NamedTuple):
    """A subcommand: its help line and what it runs (its arguments: ``ARGUMENTS``)."""

    help: str
    run: Callable[[argparse.Namespace], Result[str | Reported, str]]
    """The text to print (exit code 0), or a report with its own exit code, or the error."""


BROKEN_PIPE: Final = 141
"""The exit code when the reader of the output goes away: 128 + SIGPIPE, as shells report it."""


COMMANDS: Final[Mapping[str, Command]] = {
    "demo": Command(
        help="solve the course exercise and compare the functional and imperative searches",
        run=lambda _: Success(demo()),
    ),
    "solve": Command(
        help="print the value and the best next configuration of a position",
        run=lambda args: solve(from_args(SolveRequest, args)),
    ),
    "search": Command(
        help="search a position with statistics, a depth limit or a time budget",
        run=lambda args: search_command(from_args(SearchRequest, args)),
    ),
    "trace": Command(
        help="show a search step by step, as the lecture does by hand; draw it or page it",
        run=lambda args: trace_command(from_args(TracingRequest, args)),
    ),
    "play": Command(
        help="play a game against the computer: type a move (its number, or roll or hold in Pig)",
        run=play_command,
    ),
    "check": Command(
        help="check a student's functional alpha-beta: purity, values, pruning, the sheet's"
        " test, types",
        run=lambda args: check_command(from_args(CheckRequest, args)),
    ),
    "practice": Command(
        help="write a class's practice pages and answer key; verify the result codes handed in",
        run=lambda args: (verify_command if args.action == "verify" else class_command)(
            from_args(PracticeRequest, args)
        ),
    ),
    "exercise": Command(
        help="write the exercise into a folder: the skeleton, the sheet's test, the lecture's"
        " notebook",
        run=lambda args: exercise(args.folder),
    ),
}
"""The subcommands, by name."""


class _UsageError(Exception):
    """Raised by the parser instead of printing the usage and exiting."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # A tree such as -(3),2 is taken for an option: say how to give it.
        dashed = re.match(r"unrecognized arguments: -[^-a-zA-Z]", message) is not None
        how = '; a position that starts with - goes after --, as in: solve tree -- "-(3),2"'
        raise _UsageError(message + how if dashed else message)


@cache
def version() -> str:
    """The installed version of fnsearch, else the version pyproject.toml gives."""
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
        games = name not in ("demo", "check", "practice", "exercise")
        sub = commands.add_parser(
            name,
            help=command.help,
            description=command.help,
            epilog=EXAMPLES.get(name, "") + ("\n\n" + games_help(registry) if games else ""),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        add_arguments(sub, name, registry)
    return parser


def main(argv: Sequence[str] | None = None, registry: Registry = REGISTRY) -> int:
    """Run the program on ``argv`` (default: the process's arguments) and ``registry``'s games."""
    try:
        return _main(sys.argv[1:] if argv is None else list(argv), registry)
    except KeyboardInterrupt:
        print("fnsearch: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of the output has gone (``| head``): stop quietly
        # What is left of standard output goes nowhere, so that its flush at exit cannot fail.
        devnull = os.open(os.devnull, os.O_WRONLY)
        with contextlib.suppress(OSError, ValueError):  # standard output is not a file (a capture)
            os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return BROKEN_PIPE
    except DataFileError as error:
        print(f"fnsearch: error: {error}", file=sys.stderr)
        return 1


def _main(argv: list[str], registry: Registry) -> int:
    if not argv:
        width = max(map(len, COMMANDS))
        lines = [f"  {name:<{width}}  {each.help}" for name, each in COMMANDS.items()]
        usage = "usage: fnsearch [--help] [--version] command ...\ncommands:"
        print(usage, *lines, sep="\n", file=sys.stderr)
        return 2
    words = _words_of(argv)
    try:
        args = _parser(registry).parse_args(argv)
    except _UsageError as error:
        return _fail(replaced(str(error), words.usage), words)
    except SystemExit as done:  # after --help or --version printed what was asked
        return int(done.code or 0)
    if args.command is None:
        return _fail(replaced("the following arguments are required: command", words.usage), words)
    result = COMMANDS[args.command].run(args)
    if not isinstance(result, Success):
        return _fail(result.failure(), words)
    output = result.unwrap()
    print(output.text if isinstance(output, Reported) else output)
    return output.code if isinstance(output, Reported) else 0


def _words_of(argv: list[str]) -> Words:
    """The words of the language ``--lang`` asks for on the command line, before it is parsed."""
    given = [
        value for option, value in zip(argv, [*argv[1:], ""], strict=True) if option == "--lang"
    ] + [option.removeprefix("--lang=") for option in argv if option.startswith("--lang=")]
    return LANGUAGES.get(given[-1] if given else "en", EN)


def _fail(message: str, words: Words = EN) -> int:
    print(words.error.format(" ".join(message.splitlines())), file=sys.stderr)
    return 2
