"""The command-line program: ``python -m fnsearch demo``, ``solve`` and ``search``.

This module is part of the imperative shell. It reads the command line, hands the
text to the core (parsers that answer a ``Result``, searches that answer a value)
and prints what comes back: a ``Success`` to standard output, a ``Failure`` as one
line ``fnsearch: error: ...`` on standard error with exit code 2.

Subcommands live in :data:`COMMANDS`; the games are those of the registry,
:data:`fnsearch.games.registry.GAMES`, and every subcommand takes every game there.
A command's ``run`` returns ``Result[str, str]``: the text to print, or the message
of what was wrong with the input.

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
from typing import Final, NoReturn, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.algorithms.alphabeta import alpha_beta, best_next_config
from fnsearch.algorithms.deepening import iterative_deepening
from fnsearch.algorithms.engine import search
from fnsearch.algorithms.minimax import minimax
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.table import empty_table
from fnsearch.config import BLACK, WHITE, Config, Player
from fnsearch.game import C, Game, GameUser, Limits
from fnsearch.games.registry import GAMES, game, names
from fnsearch.games.tictactoe import EXERCISE_START, VECTOR_CONFIG, Board, draw, render
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

__all__ = [
    "COMMANDS",
    "MAX_DEPTH",
    "MAX_SECONDS",
    "Command",
    "demo",
    "main",
    "parse_depth",
    "parse_player",
    "parse_seconds",
    "search_command",
    "solve",
]

_T = TypeVar("_T")

_PLAYERS: Final = {"white": WHITE, "black": BLACK}

MAX_DEPTH: Final = 200
MAX_SECONDS: Final = 3600.0


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


def _mover(record: Game[C], config: C, player: Player | None) -> Result[Player, str]:
    """Who moves: the position says so, except in a tree (White unless ``--player``)."""
    to_move = record.to_move
    if to_move is None:
        return Success(WHITE if player is None else player)
    if player is None:
        return Success(to_move(config))
    return Failure(
        f"{record.name} positions say who moves: it is {record.sides.of(to_move(config))}'s"
        f" move in {record.render(config)}; leave out --player"
    )


def _flat(nested: Result[Result[_T, str], str]) -> Result[_T, str]:
    return nested.bind(lambda inner: inner)


def solve(name: str, position: str, player: str | None) -> Result[str, str]:
    """The ``solve`` command: the value and the best next position.

    A game small enough is solved exactly; a bigger one is searched within its
    record's default limits, and the report says so.

    >>> print(solve("tictactoe", "XX./OO./...", None).unwrap())
    position: XX./OO./..., White (X) to move
    X X .
    O O .
    . . .
    value: 5
    best next: XXX/OO./...
    X X X
    O O .
    . . .
    >>> print(solve("tree", "((1,9),(4,5))", "black").unwrap())
    position: ((1,9),(4,5)), Black (MIN) to move
    value: 5
    best next: (4,5)
    >>> solve("nim", "4", "black")
    <Failure: nim positions say who moves: it is White's move in 4 white; leave out --player>
    >>> solve("chess", "...", None)
    <Failure: unknown game 'chess': expected tictactoe, tree, nim, connect4 or mnk>
    """
    return parse_player(player).bind(
        lambda side: _flat(game(name).bind(lambda record: record.at(position, _solver(side))))
    )


def _solver(side: Player | None) -> GameUser[Result[str, str]]:
    def use(record: Game[C], config: C) -> Result[str, str]:
        return _mover(record, config, side).map(
            lambda player: _solve_report(record, config, player)
        )

    return use


def _lines(record: Game[C], config: C) -> list[str]:
    """The one-line text form, then the picture when it is more than that line."""
    picture = record.draw(config)
    return [record.render(config)] + ([] if picture == record.render(config) else [picture])


def _solve_report(record: Game[C], config: C, player: Player) -> str:
    instance = record.instance
    first, *drawing = _lines(record, config)
    if instance.is_final(config):
        return "\n".join(
            [
                f"position: {first}, the game is over",
                *drawing,
                f"value: {instance.score(config)}",
                "best next: none, the game is over",
            ]
        )
    if record.limits.unlimited:
        value = alpha_beta(instance, config, player)
        best: C | None = best_next_config(instance, config, player)
        searched: list[str] = []
    else:
        result, how = _searched(record, config, player, record.limits, time.perf_counter())
        value, best = result.value, result.best
        searched = [f"searched: {how} (too big to solve here: not an exact value)"]
    best_first, *best_drawing = ["none"] if best is None else _lines(record, best)
    return "\n".join(
        [
            f"position: {first}, {record.sides.of(player)} to move",
            *drawing,
            *searched,
            f"value: {value}",
            f"best next: {best_first}",
            *best_drawing,
        ]
    )


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


def _searched(
    record: Game[C], config: C, player: Player, limits: Limits, started: float
) -> tuple[SearchResult[C], str]:
    """Search within ``limits``: a fixed depth (or to the end), or deepening within seconds."""
    if limits.depth is not None or limits.seconds is None:
        result = search(
            record.instance,
            config,
            player,
            depth=limits.depth,
            evaluate=record.evaluate,
            order=record.order,
            table=empty_table(),
            symmetry=True,
        )
        return result, "to the end of the game" if limits.depth is None else f"{limits.depth} plies"
    result = _deepen(
        iterative_deepening(
            record.instance,
            config,
            player,
            max_depth=MAX_DEPTH,
            evaluate=record.evaluate,
            order=record.order,
            table=empty_table(),
            symmetry=True,
        ),
        started + limits.seconds,
    )
    return result, f"{result.stats.depth} plies, iterative deepening within {limits.seconds:g} s"


def _searcher(
    player: Player | None, depth: int | None, seconds: float | None
) -> GameUser[Result[str, str]]:
    def use(record: Game[C], config: C) -> Result[str, str]:
        limits = record.limits if depth is None and seconds is None else Limits(depth, seconds)
        return _mover(record, config, player).map(
            lambda side: _search_report(record, config, side, limits)
        )

    return use


def _search_report(record: Game[C], config: C, player: Player, limits: Limits) -> str:
    started = time.perf_counter()
    result, how = _searched(record, config, player, limits, started)
    show = record.render
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


def _deepen(stream: Iterator[SearchResult[C]], deadline: float) -> SearchResult[C]:
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


def search_command(
    name: str,
    position: str,
    player: str | None,
    depth: str | None,
    seconds: str | None,
) -> Result[str, str]:
    """The ``search`` command: statistics, principal line, depth limits and time budgets.

    Without ``--depth`` or ``--seconds`` a search keeps to the game's default
    limits: to the end, except for games too big for that (Connect Four, m,n,k
    boards of more than 9 cells), which deepen iteratively for 2 seconds.

    >>> print(search_command("tree", "((3,12,8),(2,4,6),(14,5,2))", None, None, None)
    ...       .unwrap())  # doctest: +ELLIPSIS
    position: ((3,12,8),(2,4,6),(14,5,2)), White to move
    searched: to the end of the game
    value: 3
    best next: (3,12,8)
    principal line: (3,12,8) -> 3
    nodes: 11, leaves: 7, cutoffs: 2, table hits: 0, time: ... s
    >>> search_command("go", "", None, None, None)
    <Failure: unknown game 'go': expected tictactoe, tree, nim, connect4 or mnk>
    """
    return _flat(
        game(name).bind(
            lambda record: parse_player(player).bind(
                lambda side: parse_depth(depth).bind(
                    lambda plies: parse_seconds(seconds).bind(
                        lambda budget: record.at(position, _searcher(side, plies, budget))
                    )
                )
            )
        )
    )


def _games_help() -> str:
    return "games:\n" + "\n".join(
        f"  {name:<10} {record.summary}\n  {'':<10} e.g. {record.example!r}"
        for name, record in GAMES.items()
    )


def _search_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {names()}")
    parser.add_argument("position", help="the position as text (see the games below)")
    parser.add_argument(
        "--player",
        metavar="white|black",
        help="who moves at the root of a tree (White by default); other positions say it",
    )
    parser.add_argument("--depth", metavar="N", help="search exactly N plies")
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="deepen iteratively while S seconds last (default: to the end, or 2 s for "
        "connect4 and m,n,k boards of more than 9 cells)",
    )


def _solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {names()}")
    parser.add_argument("position", help="the position as text (see the games below)")
    parser.add_argument(
        "--player",
        metavar="white|black",
        help="who moves at the root of a tree (White by default); other positions say it",
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
