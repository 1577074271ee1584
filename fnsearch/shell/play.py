r"""The ``play`` command: a person plays a game against the computer at the terminal.

Part of the imperative shell: it reads moves from a stream, writes the board and
the computer's moves to another, and reads the clock for time budgets. What a
move is called, whether a typed move is legal, and who won are answered by the
core (:mod:`fnsearch.moves`, :mod:`fnsearch.playable`); the computer's move is a
search of the engine (:func:`fnsearch.search`) with the record's evaluation,
ordering and a transposition table.

>>> import io
>>> script = io.StringIO("1\n2\n")
>>> shown = io.StringIO()
>>> play("nim", "4", "human", None, None, script, shown)
<Success: game over: White wins, you win>
>>> print(shown.getvalue())  # doctest: +ELLIPSIS
the coin game: take one or two coins, whoever takes the last coin wins
you play White, the computer plays Black; the computer searches to the end of the game
<BLANKLINE>
4 coins on the table: oooo
your move (coins to take 1 or 2): 1
<BLANKLINE>
3 coins on the table: ooo
Black, the computer: take 1 (value 1, depth 3, ... nodes, ... s)
<BLANKLINE>
2 coins on the table: oo
your move (coins to take 1 or 2): 2
<BLANKLINE>
no coins left
<BLANKLINE>

A move read from a stream that is not a terminal is echoed, so that the screen
reads as it would at a terminal.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from typing import Final, NamedTuple, TextIO

from returns.result import Failure, Result, Success

from fnsearch.algorithms.deepening import iterative_deepening
from fnsearch.algorithms.engine import search
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.table import empty_table
from fnsearch.config import Player
from fnsearch.game import C, Game, Limits
from fnsearch.moves import Naming, mover, number_of, numbers, read_move, verdict
from fnsearch.playable import PlayUser, playable
from fnsearch.shell.bounded import on_big_stack
from fnsearch.shell.commands import MAX_DEPTH, parse_depth, parse_seconds

__all__ = ["ABANDONED", "INTERRUPTED", "parse_first", "play", "play_command"]

ABANDONED: Final = "game abandoned"
"""The last line when the input ends before the game does."""

INTERRUPTED: Final = 130
"""The exit code after Ctrl-C: 128 + SIGINT, as shells report it."""

_FIRST: Final = ("human", "computer")


def parse_first(text: str | None) -> Result[bool, str]:
    """Read ``--first``: whether the human moves first (``human``, the default) or not.

    >>> parse_first(None), parse_first("Computer")
    (<Success: True>, <Success: False>)
    >>> parse_first("me")
    <Failure: bad --first 'me': expected human or computer>
    """
    return (
        Success(text is None or text.lower() == "human")
        if text is None or text.lower() in _FIRST
        else Failure(f"bad --first {text[:20]!r}: expected human or computer")
    )


def play_command(args: argparse.Namespace) -> Result[str, str]:
    """The command line's ``play``: a game on standard input and output.

    Ctrl-C ends the game with one line and exit code :data:`INTERRUPTED`.
    """
    try:
        return play(
            args.game, args.position, args.first, args.depth, args.seconds, sys.stdin, sys.stdout
        )
    except KeyboardInterrupt:
        print(f"\n{ABANDONED}", flush=True)
        raise SystemExit(INTERRUPTED) from None


def play(
    name: str,
    position: str | None,
    first: str | None,
    depth: str | None,
    seconds: str | None,
    moves: TextIO,
    screen: TextIO,
) -> Result[str, str]:
    """Play ``name`` from ``position`` (default: its start), reading moves, drawing on ``screen``.

    Answers the last line (who won, or :data:`ABANDONED` when ``moves`` ends
    first), or a ``Failure`` when an argument is wrong.
    """
    return (
        parse_first(first)
        .bind(
            lambda human_first: parse_depth(depth).bind(
                lambda plies: parse_seconds(seconds).map(
                    lambda budget: _Settings(human_first, plies, budget, moves, screen)
                )
            )
        )
        .bind(
            lambda settings: playable(name).bind(lambda game: game.at(position, _session(settings)))
        )
    )


class _Settings(NamedTuple):
    """What the command line says about a session, and its two streams."""

    human_first: bool
    depth: int | None
    seconds: float | None
    moves: TextIO
    screen: TextIO


def _session(settings: _Settings) -> PlayUser[str]:
    def use(record: Game[C], naming: Naming[C], config: C) -> str:
        limits = (
            record.limits
            if settings.depth is None and settings.seconds is None
            else Limits(settings.depth, settings.seconds)
        )
        return _game(record, naming, config, limits, settings)

    return use


def _how(limits: Limits) -> str:
    if limits.depth is not None:
        return f"searches {limits.depth} plies"
    if limits.seconds is not None:
        return f"deepens iteratively for {limits.seconds:g} s"
    return "searches to the end of the game"


def _game(
    record: Game[C], naming: Naming[C], config: C, limits: Limits, settings: _Settings
) -> str:
    screen = settings.screen
    player = mover(record, config, None)
    human = player if settings.human_first else player.opponent
    print(record.summary, file=screen)
    print(
        f"you play {record.sides.of(human)}, the computer plays {record.sides.of(human.opponent)};"
        f" the computer {_how(limits)}",
        file=screen,
    )
    while True:
        print(f"\n{naming.picture(config)}", file=screen, flush=True)
        if record.instance.is_final(config):
            return verdict(record, naming, config, human)
        if player is human:
            chosen = _human_move(record, naming, config, player, settings)
            if chosen is None:
                print(file=screen)
                return ABANDONED
            (child,) = chosen
        else:
            child = _computer_move(record, naming, config, player, limits, screen)
        config, player = child, mover(record, child, player)


def _human_move(
    record: Game[C], naming: Naming[C], config: C, player: Player, settings: _Settings
) -> tuple[C] | None:
    """The move the human types, asked again until it is legal; ``None`` at the end of input."""
    prompt = f"your move ({naming.noun} {numbers(naming.highest(config))}): "
    while True:
        print(prompt, end="", file=settings.screen, flush=True)
        line = settings.moves.readline()
        if line == "":
            return None
        if not settings.moves.isatty():
            print(line.strip(), file=settings.screen)
        result = read_move(record, naming, config, player, line)
        chosen = result.map(_single).value_or(None)
        if chosen is not None:
            return chosen
        print(result.failure(), file=settings.screen)


def _single(child: C) -> tuple[C]:
    return (child,)


def _computer_move(
    record: Game[C], naming: Naming[C], config: C, player: Player, limits: Limits, screen: TextIO
) -> C:
    started = time.perf_counter()
    # On a large stack, as every command's search: a deep game (Nim with thousands of
    # coins) recurses a few frames per ply.
    result = on_big_stack(lambda: _searched(record, config, player, limits, started))
    took = time.perf_counter() - started
    best = result.best
    if best is None:  # a position that is not final has a successor: the engine returns one
        raise AssertionError("the search found no move in a position that is not final")
    number = number_of(record, naming, config, player, best)
    print(
        f"{record.sides.of(player)}, the computer: {naming.say(number)}"
        f" (value {result.value}, depth {result.stats.depth},"
        f" {result.stats.nodes:,} nodes, {took:.2f} s)",
        file=screen,
    )
    return best


def _searched(
    record: Game[C], config: C, player: Player, limits: Limits, started: float
) -> SearchResult[C]:
    """Search within ``limits``: a fixed depth (or to the end), or deepening within seconds."""
    if limits.seconds is None or limits.depth is not None:
        return search(
            record.instance,
            config,
            player,
            depth=limits.depth,
            evaluate=record.evaluate,
            order=record.order,
            table=empty_table(),
            symmetry=True,
        )
    return _deepen(
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


def _deepen(stream: Iterator[SearchResult[C]], deadline: float) -> SearchResult[C]:
    """The deepest result the stream gives within the time budget (always at least one).

    It stops when an iteration no longer reaches its depth limit (the game tree is
    exhausted), or when the next iteration, expected to take at least as long as
    the last, would end after the deadline.
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
