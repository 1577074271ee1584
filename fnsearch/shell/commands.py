"""The ``solve`` and ``search`` commands: read the arguments, search, and report in text.

Part of the imperative shell (it reads the clock for time budgets). Each command
takes the command line's strings and answers ``Result[str, str]``: the report to
print, or the message of what was wrong with the input. The games are those of
the registry, :data:`fnsearch.games.registry.GAMES`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Final, TypeVar

from returns.result import Failure, Result, Success

from fnsearch.algorithms.alphabeta import alpha_beta, best_next_config
from fnsearch.algorithms.deepening import iterative_deepening
from fnsearch.algorithms.engine import search
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.table import empty_table
from fnsearch.config import BLACK, WHITE, Player
from fnsearch.game import C, Game, GameUser, Limits
from fnsearch.games.registry import game

__all__ = [
    "MAX_DEPTH",
    "MAX_SECONDS",
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
