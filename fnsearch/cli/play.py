"""The ``play`` command: a person plays a game against the computer at the terminal.

``--explain`` (or ``why``) says why the computer chose its move; a piped move is echoed.
"""

from __future__ import annotations

import argparse
import functools
import math
import random
import re
import select
import sys
import termios
import time
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import accumulate, islice
from typing import Any, Final, Generic, NamedTuple, TextIO

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import engine_options, parse_plies, parse_seconds
from fnsearch.cli.bounded import LOOK_SECONDS, stream_within
from fnsearch.cli.check import Reported
from fnsearch.cli.commands import bracketed, plan, value_text, worded
from fnsearch.cli.datafiles import solved_answer
from fnsearch.cli.report import Failed, Iteration, Plan, iterations, one_search
from fnsearch.cli.requests import PlayRequest, from_args
from fnsearch.core.config import WHITE, Player
from fnsearch.engine.table import empty_table
from fnsearch.games.moves import (
    menu,
    mover,
    naming_of,
    number_of,
    prompt,
    read_move,
    typed_line,
    typed_move,
    verdict,
)
from fnsearch.games.naming import Naming
from fnsearch.games.record import C, ChanceRecord, Game
from fnsearch.trace.explain import Explanation, ValuedMove, explain
from fnsearch.trace.words import EN, LANGUAGES, Words, decimal, grouped, replaced

ABANDONED: Final = EN.play.abandoned  # the last line after Ctrl-C or Ctrl-D
QUITTED: Final = EN.play.quitted
INTERRUPTED: Final = 130  # the exit code after Ctrl-C or Ctrl-D: 128 + SIGINT
PAUSE: Final = 0.6  # seconds before each move the computer tells one by one (Pig's rolls)
# What a person types at the prompt: why the last move, what may be typed, to end the game.
WHY: Final = frozenset({"why"})
HELP: Final = frozenset({"help", "?"})
QUIT: Final = frozenset({"quit", "q"})
LINE_MOVES: Final = 24  # the most moves of the line the computer expects, in an explanation
_SEED: Final = re.compile(r"[0-9]{1,9}")


def play_command(args: argparse.Namespace) -> Result[str | Reported, str]:
    """The command line's ``play`` on standard input and output; Ctrl-C and Ctrl-D exit 130."""
    words = LANGUAGES[args.lang].play
    try:
        played = play(from_args(PlayRequest, args), sys.stdin, sys.stdout)
    except KeyboardInterrupt:
        print(flush=True)
        played = Success(words.abandoned)
    return played.map(lambda last: Reported(last, INTERRUPTED) if last == words.abandoned else last)


def play(
    request: PlayRequest,
    moves: TextIO,
    screen: TextIO,
    sleep: Callable[[float], None] = time.sleep,
) -> Result[str, str]:
    """Play ``request.game`` on ``moves`` and ``screen``: the last line, or a ``Failure``."""
    words = LANGUAGES[request.lang]
    pause: Callable[[], None] = (lambda: sleep(PAUSE)) if screen.isatty() else lambda: None
    settings = Result.do(
        _Settings(
            human, depth, budget, moves, screen, dice, quiet, extended, request.explain
        )._replace(words=words, pause=pause)
        for human in _first(request.first)
        for depth in parse_plies(request.depth, "depth")
        for budget in parse_seconds(request.seconds)
        for dice in _dice(request.seed)
        for quiet in parse_plies(request.quiescence, "--quiescence")
        for extended in parse_plies(request.extensions, "--extensions")
    )
    return settings.bind(
        lambda chosen: (
            Failure(words.play.no_moves)
            if chosen.depth == 0
            else request.registry.game(request.game).bind(
                lambda game: game.at(request.position, chosen.start).bind(lambda last: last)
            )
        )
    )


def _first(text: str | None) -> Result[bool, str]:
    return (
        Success(text is None or text.lower() == "human")
        if text is None or text.lower() in ("human", "computer")
        else Failure(f"bad --first {text[:20]!r}: expected human or computer")
    )


def _dice(text: str | None) -> Result[random.Random, str]:
    if text is None:
        return Success(random.Random())
    if _SEED.fullmatch(text.strip()):
        return Success(random.Random(int(text.strip())))
    return Failure(f"bad seed {text[:20]!r}: expected a whole number from 0 to 999999999")


class _Settings(NamedTuple):
    human_first: bool
    depth: int | None
    seconds: float | None
    moves: TextIO
    screen: TextIO
    dice: random.Random
    quiescence: int | None
    extensions: int | None
    explain: bool
    pause: Callable[[], None] = lambda: None
    words: Words = EN

    def text(self, said: str) -> str:
        return replaced(said, self.words.play.games)

    def show(self, *lines: str, end: str = "\n") -> None:
        print(*lines, end=end, file=self.screen, flush=True)

    def start(self, record: Game[C], config: C) -> Result[str, str]:
        how = plan(record.limits, self.depth, self.seconds, solving=False, every=False)
        if record.instance.is_final(config):
            return Failure(self.words.play.over)
        return engine_options(record, self.quiescence, self.extensions).map(
            lambda options: _game(
                record, naming_of(record), config, how._replace(options=options), self
            )
        )


def _how(record: Game[C], config: C, how: Plan, settings: _Settings) -> str:
    """How the computer chooses its moves: by the game's solution, else by its searches."""
    words, solution = settings.words, record.solution
    said = words.play
    part = None if solution is None else solution.part(config)
    if solution is not None and part is not None:
        return said.perfectly.format(settings.text(solution.says(part)))
    searched = (
        said.deepens.format(
            "" if how.depth is None else said.up_to.format(_plies(how.depth, words)),
            f"{how.seconds:g}",
        )
        if how.deepen
        else said.to_the_end
        if how.depth is None
        else said.searches.format(
            _plies(how.depth, words),
            "" if how.seconds is None else said.within.format(f"{how.seconds:g}"),
        )
    )
    horizon = how.deepen or how.depth is not None
    return decimal(words, searched + (_beyond(how, words) if horizon else ""))


def _plies(count: int, words: Words) -> str:
    return words.play.plies[0 if count == 1 else 1].format(count)


def _beyond(how: Plan, words: Words) -> str:
    quiescence, extensions = how.options.quiescence, how.options.extensions
    said = words.play
    quiet = "" if quiescence is None else said.noisy.format(_plies(quiescence, words))
    extended = said.extensions[0 if extensions == 1 else 1].format(extensions) if extensions else ""
    return quiet + extended


class _Turn(NamedTuple, Generic[C]):
    record: Game[C]
    naming: Naming[C]
    config: C
    player: Player
    settings: _Settings

    def side(self, player: Player) -> str:
        return self.settings.text(self.record.sides.of(player))

    def moves(self) -> list[C]:
        return list(self.record.instance.successors(self.config, self.player))

    def said(self, child: C) -> str:
        number = number_of(self.record, self.config, self.player, child)
        return self.settings.text(self.naming.say(number))


def _game(record: Game[C], naming: Naming[C], config: C, how: Plan, settings: _Settings) -> str:
    player = mover(record, config, None)
    human = player if settings.human_first else player.opponent
    first = _Turn(record, naming, config, player, settings)
    settings.show(settings.text(record.summary))
    settings.show(
        settings.words.play.you_play.format(
            first.side(human),
            first.side(human.opponent),
            _how(record, config, how, settings),
        )
    )
    why: Callable[[], str] | None = None  # why the computer made its last move
    drawn: Player | None = None  # whose turn the position was last drawn for
    while True:
        turn = _Turn(record, naming, config, player, settings)
        computer, dice = player is not human, record.chance
        chance = dice is not None and dice.instance.is_chance(config)
        final = not chance and record.instance.is_final(config)
        # A game told move by move (Pig) is drawn when the turn passes; others before each move.
        if not chance and (naming.told is None or player is not drawn or final):
            settings.show(f"\n{settings.text(naming.picture(config))}")
            drawn = player
        if final:
            return settings.text(verdict(record, config, human))
        if chance and dice is not None:  # the dice decide; the move is told, or what they did
            index, child = _roll(dice, config, settings.dice)
            if naming.told is None:
                said = naming.outcome(config, index) if naming.outcome is not None else None
                settings.show(settings.text(said) if said else settings.words.play.chance)
        elif not computer:
            chosen = _human_move(turn, why)
            if isinstance(chosen, str):
                return chosen
            (child,) = chosen
        else:
            moved = _computer_move(turn, how)
            child, why = moved.child, functools.cache(moved.why)
            if naming.told is None:
                settings.show(moved.said)
            if settings.explain:
                settings.show(why())
        told = "" if naming.told is None else naming.told(config, child, computer)
        if told and computer:  # after a pause a person can follow
            settings.pause()
        if told:
            settings.show(settings.text(told))
        config, player = child, mover(record, child, player)


def _human_move(turn: _Turn[C], why: Callable[[], str] | None) -> tuple[C] | str:
    """The human's legal move, asked until given; else the game's last line."""
    record, naming, config, player, settings = turn
    words, choices = settings.words.play, settings.text(menu(naming, config))
    shown = False
    if settings.moves.isatty():  # drop what was typed while the computer moved
        # A look first: a Ctrl-C the terminal has not yet turned into a signal would be dropped.
        select.select([settings.moves], [], [], 0)
        termios.tcflush(settings.moves.fileno(), termios.TCIFLUSH)
    while True:
        if choices and not shown:
            settings.show(choices)
            shown = True
        settings.show(settings.text(prompt(naming, config)), end="")
        line = _typed_line(settings.moves)
        typed = line.strip().lower()
        if line == "":
            settings.show()
            return words.abandoned
        if not settings.moves.isatty():
            settings.show(line.strip())
        if typed in QUIT:
            return words.quitted
        if typed in HELP or typed in WHY:
            settings.show(_help(turn) if typed in HELP else why() if why else words.not_moved)
            shown = False
            continue
        result = read_move(record, config, player, line)
        if isinstance(result, Success):
            return (result.unwrap(),)
        settings.show(settings.text(result.failure()))


def _typed_line(moves: TextIO) -> str:
    """The next line; at a terminal, waited for in short slices so that no Ctrl-C is lost."""
    while moves.isatty() and not select.select([moves], [], [], LOOK_SECONDS)[0]:
        pass
    return moves.readline()


def _help(turn: _Turn[C]) -> str:
    settings = turn.settings
    typed = settings.text(prompt(turn.naming, turn.config).removeprefix("your move (")[:-3])
    first, *rest = settings.words.play.help
    return "\n".join((first.format(typed), *rest))


def _roll(chance: ChanceRecord[C], config: C, dice: random.Random) -> tuple[int, C]:
    outcomes = list(chance.instance.outcomes(config))
    scale = math.lcm(*(probability.denominator for probability, _ in outcomes))
    drawn = dice.randrange(scale)
    ends = list(accumulate(int(probability * scale) for probability, _ in outcomes))
    index = next(i for i, end in enumerate(ends) if drawn < end)
    return index, outcomes[index][1]


class _Moved(NamedTuple, Generic[C]):
    child: C
    said: str
    why: Callable[[], str]  # found (by more searches) only when it is asked for


def _computer_move(turn: _Turn[C], how: Plan) -> _Moved[C]:
    solution, player, words = turn.record.solution, turn.player, turn.settings.words
    answer = None if solution is None else solved_answer(solution, turn.config)
    if answer is None or answer.best is None:
        return _searched_move(turn, how)
    best, white = answer.best, player is WHITE
    colour = words.play.colours[0 if white else 1]
    reason = (
        words.play.optimal_value.format(f"{answer.value if white else -answer.value:g}", colour)
        if answer.wins is None
        else words.play.optimal_wins.format(
            colour, f"{answer.wins if white else 1 - answer.wins:.1%}"
        )
    )
    child = turn.moves()[best]
    return _Moved(
        child,
        words.play.moved.format(turn.side(player), turn.said(child), decimal(words, reason)),
        lambda: _solution_explained(turn, best),
    )


def _searched_move(turn: _Turn[C], how: Plan) -> _Moved[C]:
    record, _, config, player, settings = turn
    words = settings.words
    streamed = stream_within(lambda: iterations(record, config, player, how), how.seconds)
    done = [item for item in streamed.items if isinstance(item, Iteration)]
    chosen = done[-1] if done and done[-1].best_index is not None else None
    if chosen is None:
        failed = [item.message for item in streamed.items if isinstance(item, Failed)]
        reason = (failed or [streamed.error or words.play.no_search.format(f"{how.seconds:g}")])[0]
        settings.show(words.play.one_ply.format(reason))
        one_ply = iterations(record, config, player, Plan(1, None, False, False, False))
        chosen = next(item for item in one_ply if isinstance(item, Iteration))
    best, depth = chosen.best_index or 0, chosen.depth
    valued = words.play.valued.format(
        decimal(words, value_text(chosen)),
        settings.text(bracketed(worded(record, config, chosen.value))),
        chosen.stats.depth if depth is None else depth,
        grouped(words, chosen.stats.nodes),
        decimal(words, f"{chosen.seconds:.2f}"),
    )
    return _Moved(
        turn.moves()[best],
        words.play.moved.format(turn.side(player), turn.said(turn.moves()[best]), valued),
        lambda: _searched_explained(turn, how, best, depth),
    )


class _Found(NamedTuple):
    """One move's value, found in the searching process."""

    place: int
    depth: int | None  # the plies searched after the move (None: to the end)
    valued: ValuedMove
    line: tuple[str, ...]  # the move first
    chance_follows: bool


def _explained(turn: _Turn[C], chosen: int, searched: str, **found: Any) -> str:
    record, player, words = turn.record, turn.player, turn.settings.words
    explanation = Explanation(
        mover=turn.side(player),
        maximizing=player is WHITE,
        white=turn.side(WHITE),
        black=turn.side(WHITE.opponent),
        chosen=turn.said(turn.moves()[chosen]),
        searched=searched,
        scored=turn.naming.scored,
        chance=record.chance is not None,
        **found,
    )
    return decimal(words, explain(explanation, words.play))


def _searched_explained(turn: _Turn[C], how: Plan, chosen: int, depth: int | None) -> str:
    """Why the computer chose the move ``chosen``: each move searched as it was."""
    words, moves = turn.settings.words, turn.moves()
    after = None if depth is None else depth - 1
    rounds = (
        tuple(range(1, after + 1)) if how.deepen and after is not None and after > 1 else (after,)
    )
    started = time.monotonic()
    streamed = stream_within(
        lambda: _values(turn, how, rounds, chosen),
        None if how.seconds is None else how.seconds * (len(moves) + 1),
    )
    took = time.monotonic() - started
    # The deepest round that valued every move, else the first round's part.
    rounds_found = Counter(item.depth for item in streamed.items if isinstance(item, _Found))
    complete = [plies for plies, count in rounds_found.items() if count == len(moves)]
    deepest = complete[-1] if complete else next(iter(rounds_found), None)
    found = [item for item in streamed.items if isinstance(item, _Found) and item.depth == deepest]
    played = next((item for item in found if item.place == chosen), None)
    reached = depth if not found or found[0].depth is None else found[0].depth + 1
    searched = (
        words.play.to_end
        if depth is None
        else words.play.to_depth.format(reached)
        + ("" if reached == depth else words.play.itself.format(depth))
        + _beyond(how, words)
    )
    return _explained(
        turn,
        chosen,
        searched,
        moves=tuple(item.valued for item in found),
        line=() if played is None else played.line,
        chance_follows=played is not None and played.chance_follows,
        missing=len(moves) - len(found),
        took=words.play.took.format(f"{took:.2f}"),
    )


def _values(
    turn: _Turn[C], how: Plan, rounds: tuple[int | None, ...], chosen: int
) -> Iterator[_Found]:
    """Each move searched to each depth of ``rounds`` in turn, the played move first."""
    record, moves = turn.record, turn.moves()
    chance = record.chance
    places = [chosen, *(place for place in range(len(moves)) if place != chosen)]
    tables = {place: empty_table() if record.transpositions else None for place in places}
    for depth in rounds:
        for place in places:
            child = moves[place]
            after = mover(record, child, turn.player)
            result = one_search(record, child, after, how.options, depth, tables[place])
            if isinstance(result, Failed):  # the move goes unvalued
                continue
            if chance is None:
                tables[place] = result.table
            line = result.line[:LINE_MOVES]
            exact = depth is None or result.stats.depth < depth or record.instance.is_final(child)
            words = turn.settings.text(worded(record, turn.config, result.value))
            yield _Found(
                place,
                depth,
                ValuedMove(turn.said(child), result.value, exact=exact, words=words),
                line=(
                    typed_move(record, turn.config, turn.player, child),
                    *typed_line(record, child, after, line),
                ),
                chance_follows=chance is not None
                and any(chance.instance.is_chance(each) for each in (child, *line)),
            )


def _solution_explained(turn: _Turn[C], chosen: int) -> str:
    record, moves = turn.record, turn.moves()
    answers = [
        None if record.solution is None else solved_answer(record.solution, child)
        for child in moves
    ]
    line = list(islice(_solution_line(record, turn.config, turn.player), LINE_MOVES))
    return _explained(
        turn,
        chosen,
        turn.settings.words.play.by_solution,
        moves=tuple(
            ValuedMove(turn.said(child), answer.value, exact=True, wins=answer.wins)
            for child, answer in zip(moves, answers, strict=True)
            if answer is not None
        ),
        line=tuple(typed for typed, _ in line),
        chance_follows=bool(line) and line[-1][1],
        missing=sum(answer is None for answer in answers),
    )


def _solution_line(record: Game[C], config: C, player: Player) -> Iterator[tuple[str, bool]]:
    while record.solution is not None and not record.instance.is_final(config):
        answer = solved_answer(record.solution, config)
        if answer is None or answer.best is None:
            return
        child = list(record.instance.successors(config, player))[answer.best]
        dice = record.chance is not None and record.chance.instance.is_chance(child)
        yield typed_move(record, config, player, child), dice
        if dice:
            return
        config, player = child, mover(record, child, player)
