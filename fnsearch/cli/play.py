r"""The ``play`` command: a person plays a game against the computer at the terminal.

The core names and checks the moves (:mod:`fnsearch.games.moves`) and says who won;
the computer's move is the search of ``search`` (or the game's solution), and
``--explain`` (or ``why`` at the prompt) says why it chose it (:mod:`fnsearch.trace.explain`);
``help`` (``?``) says what may be typed, ``quit`` (``q``) ends the game. A move read
from a stream that is not a terminal is echoed; on a terminal, what is typed while
the computer moves is dropped.

>>> import io
>>> script = io.StringIO("1\n2\n")
>>> shown = io.StringIO()
>>> play(PlayRequest("nim", "4", "human"), script, shown)
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
"""

from __future__ import annotations

import argparse
import functools
import math
import random
import re
import sys
import termios
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import accumulate, islice
from typing import Final, Generic, NamedTuple, TextIO

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import engine_options, parse_depth, parse_plies, parse_seconds
from fnsearch.cli.bounded import stream_within
from fnsearch.cli.check import Reported
from fnsearch.cli.commands import bracketed, plan, value_text, worded
from fnsearch.cli.datafiles import solved_answer
from fnsearch.cli.report import Failed, Iteration, Plan, iterations
from fnsearch.cli.report.found import one_search
from fnsearch.cli.requests import PlayRequest, from_args
from fnsearch.core.chance_config import Score
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
from fnsearch.games.record import C, ChanceRecord, Game, GameUser
from fnsearch.trace.explain import Explanation, ValuedMove, explain
from fnsearch.trace.words import EN, LANGUAGES, Words, decimal, grouped, replaced

__all__ = [
    "ABANDONED",
    "HELP",
    "INTERRUPTED",
    "PAUSE",
    "QUIT",
    "QUITTED",
    "WHY",
    "pace",
    "play",
    "play_command",
]

ABANDONED: Final = EN.play.abandoned
"""The last line when the input ends (Ctrl-D) or Ctrl-C is pressed before the game ends."""

QUITTED: Final = EN.play.quitted
"""The last line when the person types ``quit``."""

INTERRUPTED: Final = 130
"""The exit code after Ctrl-C or Ctrl-D: 128 + SIGINT, as shells report it."""

PAUSE: Final = 0.6
"""Seconds before each move the computer tells one by one (Pig's rolls), on a terminal."""

WHY: Final = frozenset({"why"})
"""What a person types at the prompt to hear why the computer made its last move."""

HELP: Final = frozenset({"help", "?"})
"""What a person types at the prompt to hear what may be typed there."""

QUIT: Final = frozenset({"quit", "q"})
"""What a person types at the prompt to end the game."""

LINE_MOVES: Final = 24
"""An explanation shows the line the computer expects up to this many moves."""

_FIRSTS: Final = ("human", "computer")
_SEED: Final = re.compile(r"[0-9]{1,9}")


def _first(text: str | None) -> Result[bool, str]:
    """Read ``--first``: whether the human moves first (``human``, the default) or not."""
    return (
        Success(text is None or text.lower() == "human")
        if text is None or text.lower() in _FIRSTS
        else Failure(f"bad --first {text[:20]!r}: expected human or computer")
    )


def play_command(args: argparse.Namespace) -> Result[str | Reported, str]:
    """The command line's ``play``: a game on standard input and output.

    Ctrl-C, and the end of the input (Ctrl-D), end the game with one line and exit
    code :data:`INTERRUPTED`.
    """
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
    """Play ``request.game``, reading ``moves`` and drawing on ``screen``.

    Answers the last line (who won, :data:`QUITTED`, or :data:`ABANDONED` when ``moves``
    ends first), or a ``Failure`` when an argument is wrong or the game is already over;
    ``sleep`` paces the computer's told moves. ``request.lang`` ``de``: in German.
    """
    words = LANGUAGES[request.lang]
    return (
        _settings(request, moves, screen, sleep)
        .map(lambda chosen: chosen._replace(words=words))
        .bind(lambda chosen: Failure(words.play.no_moves) if chosen.depth == 0 else Success(chosen))
        .bind(
            lambda chosen: request.registry.game(request.game).bind(
                lambda game: game.at(request.position, _session(chosen))
            )
        )
        .bind(lambda session: session)
    )


def _settings(
    request: PlayRequest, moves: TextIO, screen: TextIO, sleep: Callable[[float], None]
) -> Result[_Settings, str]:
    """The session's settings, each option read and checked."""
    return Result.do(
        _Settings(
            human_first,
            plies,
            budget,
            moves,
            screen,
            dice,
            quiet,
            extended,
            explain=request.explain,
            pause=pace(screen, sleep),
        )
        for human_first in _first(request.first)
        for plies in parse_depth(request.depth)
        for budget in parse_seconds(request.seconds)
        for dice in _dice(request.seed)
        for quiet in parse_plies(request.quiescence, "--quiescence")
        for extended in parse_plies(request.extensions, "--extensions")
    )


class _Settings(NamedTuple):
    """What the command line says about a session, and its two streams."""

    human_first: bool
    depth: int | None
    seconds: float | None
    moves: TextIO
    screen: TextIO
    dice: random.Random
    quiescence: int | None = None
    """The plies of the computer's quiescence search at its depth limit (``None``: none)."""
    extensions: int | None = None
    """How often the computer may extend its depth limit at a forced position along a line."""
    explain: bool = False
    """Whether each of the computer's moves is followed by why it chose it."""
    pause: Callable[[], None] = lambda: None
    """The pause before each move the computer tells one by one (:func:`pace`)."""
    words: Words = EN
    """The language of the screen."""


def _game_text(settings: _Settings, text: str) -> str:
    """A sentence a game made (a board, a move, a refusal), in the session's language."""
    return replaced(text, settings.words.play.games)


def pace(screen: TextIO, sleep: Callable[[float], None]) -> Callable[[], None]:
    """The pause before each move the computer tells: ``sleep(PAUSE)`` on a terminal, else none.

    A person follows the computer's rolls at a terminal; a file or a pipe gets them at once.

    >>> import io
    >>> slept = []
    >>> pace(io.StringIO(), slept.append)()
    >>> slept
    []
    """
    return (lambda: sleep(PAUSE)) if screen.isatty() else lambda: None


def _dice(text: str | None) -> Result[random.Random, str]:
    """The dice of a game of chance: from ``--seed`` when given, else from the system."""
    if text is None:
        return Success(random.Random())
    if _SEED.fullmatch(text.strip()):
        return Success(random.Random(int(text.strip())))
    return Failure(f"bad seed {text[:20]!r}: expected a whole number from 0 to 999999999")


def _session(settings: _Settings) -> GameUser[Result[str, str]]:
    def use(record: Game[C], config: C) -> Result[str, str]:
        how = plan(record.limits, settings.depth, settings.seconds, solving=False, every=False)
        if record.instance.is_final(config):
            return Failure(settings.words.play.over)
        return engine_options(record, settings.quiescence, settings.extensions).map(
            lambda options: _game(
                record, naming_of(record), config, how._replace(options=options), settings
            )
        )

    return use


def _how(how: Plan, words: Words = EN) -> str:
    """What the computer does each move, as the session's second line says it.

    >>> _how(Plan(None, 2.0, deepen=True, exact=False, all_best=False))
    'deepens iteratively for 2 s'
    >>> from fnsearch.engine.options import SearchOptions
    >>> _how(Plan(4, 10.0, deepen=False, exact=False, all_best=False,
    ...           options=SearchOptions(quiescence=3, extensions=1)))
    'searches 4 plies (within 10 s), then up to 3 plies of noisy moves, 1 extension a line'
    """
    horizon = how.deepen or how.depth is not None
    return decimal(words, _searched(how, words) + (_beyond(how, words) if horizon else ""))


def _plies(count: int, words: Words) -> str:
    return words.play.plies[0 if count == 1 else 1].format(count)


def _searched(how: Plan, words: Words) -> str:
    said = words.play
    if how.deepen:
        target = "" if how.depth is None else said.up_to.format(_plies(how.depth, words))
        return said.deepens.format(target, f"{how.seconds:g}")
    if how.depth is not None:
        within = "" if how.seconds is None else said.within.format(f"{how.seconds:g}")
        return said.searches.format(_plies(how.depth, words), within)
    return said.to_the_end


def _beyond(how: Plan, words: Words) -> str:
    """What the computer searches beyond its depth limit, if anything."""
    quiescence, extensions = how.options.quiescence, how.options.extensions
    said = words.play
    quiet = "" if quiescence is None else said.noisy.format(_plies(quiescence, words))
    extended = said.extensions[0 if extensions == 1 else 1].format(extensions) if extensions else ""
    return quiet + extended


class _Turn(NamedTuple, Generic[C]):
    """A position of the game being played, and who moves there."""

    record: Game[C]
    naming: Naming[C]
    config: C
    player: Player


def _game(record: Game[C], naming: Naming[C], config: C, how: Plan, settings: _Settings) -> str:
    screen = settings.screen
    player = mover(record, config, None)
    human = player if settings.human_first else player.opponent
    print(_game_text(settings, record.summary), file=screen)
    print(
        settings.words.play.you_play.format(
            _side(settings, record, human),
            _side(settings, record, human.opponent),
            _solved_how(record, config, settings) or _how(how, settings.words),
        ),
        file=screen,
    )
    why: Callable[[], str] | None = None  # why the computer made its last move
    drawn: Player | None = None  # whose turn the position was last drawn for
    while True:
        turn = _Turn(record, naming, config, player)
        if record.chance is not None and record.chance.instance.is_chance(config):
            child = _chance_move(turn, record.chance, player is not human, settings)
            config, player = child, mover(record, child, player)
            continue
        final = record.instance.is_final(config)
        # A game told move by move (Pig) is drawn when the turn passes; others before each move.
        if naming.told is None or player is not drawn or final:
            print(f"\n{_game_text(settings, naming.picture(config))}", file=screen, flush=True)
            drawn = player
        if final:
            return _game_text(settings, verdict(record, config, human))
        if player is human:
            chosen = _human_move(turn, settings, why)
            if isinstance(chosen, str):
                return chosen
            (child,) = chosen
        else:
            moved = _computer_move(turn, how, settings)
            child, why = moved.child, functools.cache(moved.why)
            _said(moved.said, why, settings, told=naming.told is not None)
        if naming.told is not None:
            _tell(naming.told(config, child, player is not human), player is not human, settings)
        config, player = child, mover(record, child, player)


def _chance_move(turn: _Turn[C], chance: ChanceRecord[C], computer: bool, settings: _Settings) -> C:
    """The dice decide, and the move is told (or what the dice did is said)."""
    naming, config = turn.naming, turn.config
    index, child = _roll(chance, config, settings.dice)
    if naming.told is not None:
        _tell(naming.told(config, child, computer), computer, settings)
    else:
        said = naming.outcome(config, index) if naming.outcome is not None else None
        print(
            _game_text(settings, said) if said else settings.words.play.chance, file=settings.screen
        )
    return child


def _said(said: str, why: Callable[[], str], settings: _Settings, *, told: bool) -> None:
    """The computer's move said (unless the game tells it), and why it chose it if asked."""
    if not told:
        print(said, file=settings.screen)
    if settings.explain:
        print(why(), file=settings.screen, flush=True)


def _tell(told: str, computer: bool, settings: _Settings) -> None:
    """A move told as it happens; the computer's after a pause a person can follow."""
    if told:
        if computer:
            settings.pause()
        print(_game_text(settings, told), file=settings.screen, flush=True)


def _human_move(
    turn: _Turn[C], settings: _Settings, why: Callable[[], str] | None
) -> tuple[C] | str:
    """The move the human types, asked again until it is legal; else the game's last line.

    :data:`QUITTED` after ``quit``, :data:`ABANDONED` at the end of the input.
    """
    record, naming, config, player = turn
    choices = _game_text(settings, menu(naming, config))
    shown = False
    _drop_typed_ahead(settings.moves)
    while True:
        if choices and not shown:
            print(choices, file=settings.screen)
            shown = True
        print(
            _game_text(settings, prompt(naming, config)), end="", file=settings.screen, flush=True
        )
        line = settings.moves.readline()
        if line == "":
            print(file=settings.screen)
            return settings.words.play.abandoned
        if not settings.moves.isatty():
            print(line.strip(), file=settings.screen)
        if line.strip().lower() in QUIT:
            return settings.words.play.quitted
        if line.strip().lower() in HELP:
            print(_help(naming, config, settings), file=settings.screen)
            shown = False
            continue
        if line.strip().lower() in WHY:
            print(why() if why is not None else settings.words.play.not_moved, file=settings.screen)
            shown = False
            continue
        result = read_move(record, config, player, line)
        chosen = result.map(lambda child: (child,)).value_or(None)
        if chosen is not None:
            return chosen
        print(_game_text(settings, result.failure()), file=settings.screen)


def _help(naming: Naming[C], config: C, settings: _Settings) -> str:
    """What may be typed at the prompt.

    >>> import io
    >>> from fnsearch.games.nim import GAME
    >>> print(_help(naming_of(GAME), GAME.parse("3").unwrap(), _Settings(
    ...     True, None, None, io.StringIO(), io.StringIO(), random.Random())))
    type a move (coins to take 1 or 2), or
      why    why the computer made its last move
      help   this help (also ?)
      quit   end the game (also q)
    """
    typed = _game_text(settings, prompt(naming, config).removeprefix("your move (")[:-3])
    first, *rest = settings.words.play.help
    return "\n".join((first.format(typed), *rest))


def _drop_typed_ahead(moves: TextIO) -> None:
    """Drop what was typed on the terminal before the person's turn (while the computer moved)."""
    if moves.isatty():
        termios.tcflush(moves.fileno(), termios.TCIFLUSH)


def _roll(chance: ChanceRecord[C], config: C, dice: random.Random) -> tuple[int, C]:
    """The dice decide: an outcome drawn with its exact probability, and its index."""
    outcomes = list(chance.instance.outcomes(config))
    scale = math.lcm(*(probability.denominator for probability, _ in outcomes))
    drawn = dice.randrange(scale)
    ends = list(accumulate(int(probability * scale) for probability, _ in outcomes))
    index = next(i for i, end in enumerate(ends) if drawn < end)
    return index, outcomes[index][1]


@dataclass(frozen=True)
class _Moved(Generic[C]):
    """The computer's move: the position it leads to, the line that says it, and why."""

    child: C
    said: str
    why: Callable[[], str]
    """The explanation, found (by more searches) only when it is asked for."""


def _computer_move(turn: _Turn[C], how: Plan, settings: _Settings) -> _Moved[C]:
    """The computer's move: the game's solution where it has one, else a search."""
    perfect = _perfect(turn.record, turn.config, turn.player, settings.words)
    if perfect is None:
        return _searched_move(turn, how, settings)
    index, reason = perfect
    return _Moved(
        _moves(turn)[index],
        settings.words.play.moved.format(
            _side(settings, turn.record, turn.player), _said_move(turn, index, settings), reason
        ),
        lambda: _solution_explained(turn, index, settings),
    )


def _side(settings: _Settings, record: Game[C], player: Player) -> str:
    """The name of ``player`` in the session's language."""
    return _game_text(settings, record.sides.of(player))


def _moves(turn: _Turn[C]) -> list[C]:
    return list(turn.record.instance.successors(turn.config, turn.player))


def _said_move(turn: _Turn[C], index: int, settings: _Settings) -> str:
    """The move to the successor at ``index``, as the game says it."""
    record, naming, config, player = turn
    return _game_text(settings, naming.say(number_of(record, config, player, _moves(turn)[index])))


def _searched_move(turn: _Turn[C], how: Plan, settings: _Settings) -> _Moved[C]:
    """The search of ``solve`` and ``search``, within the same bounds, chooses."""
    record, _, config, player = turn
    words = settings.words
    streamed = stream_within(lambda: iterations(record, config, player, how), how.seconds)
    done = [item for item in streamed.items if isinstance(item, Iteration)]
    chosen = done[-1] if done and done[-1].best_index is not None else None
    if chosen is None:
        failed = [item.message for item in streamed.items if isinstance(item, Failed)]
        reason = (failed or [streamed.error or words.play.no_search.format(f"{how.seconds:g}")])[0]
        print(words.play.one_ply.format(reason), file=settings.screen)
        one_ply = iterations(record, config, player, Plan(1, None, False, False, False))
        chosen = next(item for item in one_ply if isinstance(item, Iteration))
    best_index = chosen.best_index or 0
    reached = chosen.reached if chosen.depth is None else chosen.depth
    depth = chosen.depth
    valued = words.play.valued.format(
        decimal(words, value_text(chosen)),
        _game_text(settings, bracketed(worded(record, config, chosen.value))),
        reached,
        grouped(words, chosen.nodes),
        decimal(words, f"{chosen.seconds:.2f}"),
    )
    return _Moved(
        _moves(turn)[best_index],
        words.play.moved.format(
            _side(settings, record, player), _said_move(turn, best_index, settings), valued
        ),
        lambda: _searched_explained(turn, how, best_index, depth, settings),
    )


class _Found(NamedTuple):
    """One move's value, found in the searching process: plain data that crosses to this one."""

    place: int
    """The move's place among the successors."""
    depth: int | None
    """The plies searched after the move (``None``: to the end)."""
    value: Score
    exact: bool
    line: tuple[str, ...]
    """The line the search expects after the move, as typed."""
    chance_follows: bool


def _explanation(turn: _Turn[C], chosen: int, searched: str, settings: _Settings) -> Explanation:
    """What every explanation of the move ``chosen`` says, before the values of the moves."""
    record, player = turn.record, turn.player
    return Explanation(
        mover=_side(settings, record, player),
        maximizing=player is WHITE,
        white=_side(settings, record, WHITE),
        black=_side(settings, record, WHITE.opponent),
        chosen=_said_move(turn, chosen, settings),
        searched=searched,
        moves=(),
        scored=turn.naming.scored,
        chance=record.chance is not None,
    )


def _searched_explained(
    turn: _Turn[C], how: Plan, chosen: int, depth: int | None, settings: _Settings
) -> str:
    """Why the computer chose the move ``chosen``: each move searched as the move was."""
    record, _, config, player = turn
    words = settings.words
    moves = _moves(turn)
    after = None if depth is None else depth - 1
    rounds = (
        tuple(range(1, after + 1)) if how.deepen and after is not None and after > 1 else (after,)
    )
    started = time.monotonic()
    streamed = stream_within(
        lambda: _values(_Rounds(record, moves, player, how, rounds), chosen), _budget(how, moves)
    )
    took = time.monotonic() - started
    found = _deepest([item for item in streamed.items if isinstance(item, _Found)], len(moves))
    played = next((item for item in found if item.place == chosen), None)
    searched = _searched_to(found, depth, words) + ("" if depth is None else _beyond(how, words))
    return _explained(
        _explanation(turn, chosen, searched, settings)._replace(
            moves=tuple(
                ValuedMove(
                    _said_move(turn, item.place, settings),
                    item.value,
                    exact=item.exact,
                    words=_game_text(settings, worded(record, config, item.value)),
                )
                for item in found
            ),
            line=()
            if played is None
            else (typed_move(record, config, player, moves[chosen]), *played.line),
            chance_follows=played is not None and played.chance_follows,
            missing=len(moves) - len(found),
            took=words.play.took.format(f"{took:.2f}"),
        ),
        words,
    )


def _explained(explanation: Explanation, words: Words) -> str:
    """The explanation in ``words``, its decimals written as they write them."""
    return decimal(words, explain(explanation, words.play))


def _budget(how: Plan, moves: list[C]) -> float | None:
    """The time the explanation may take: as long as the move's search for each move, and once more.

    Each move is searched as deep as the move itself was, so that the explanation values
    the played move as the move's own search did; only where that takes longer still does
    it show a shallower round (and says so).
    """
    return None if how.seconds is None else how.seconds * (len(moves) + 1)


def _deepest(found: list[_Found], moves: int) -> list[_Found]:
    """The deepest round of searches that valued every move, else the first round's part."""
    complete = [
        depth
        for depth in dict.fromkeys(item.depth for item in found)
        if sum(item.depth == depth for item in found) == moves
    ]
    depth = complete[-1] if complete else found[0].depth if found else None
    return [item for item in found if item.depth == depth]


def _searched_to(found: list[_Found], depth: int | None, words: Words) -> str:
    """How deep each move was searched: as deep as the move itself, or less."""
    reached = depth if not found or found[0].depth is None else found[0].depth + 1
    said = words.play
    return (
        said.to_end
        if depth is None
        else said.to_depth.format(reached) + ("" if reached == depth else said.itself.format(depth))
    )


class _Rounds(NamedTuple, Generic[C]):
    """The searches that explain a move: each of ``moves`` to each depth of ``rounds``."""

    record: Game[C]
    moves: list[C]
    player: Player
    how: Plan
    rounds: tuple[int | None, ...]
    """The depths, one round each (``None``: to the end)."""


def _values(asked: _Rounds[C], chosen: int) -> Iterator[_Found | Failed]:
    """Each move searched to each depth of the rounds in turn, the played move first."""
    record, moves = asked.record, asked.moves
    places = [chosen, *(place for place in range(len(moves)) if place != chosen)]
    tables = {place: empty_table() if record.transpositions else None for place in places}
    for depth in asked.rounds:
        for place in places:
            child = moves[place]
            after = mover(record, child, asked.player)
            result = one_search(record, child, after, asked.how.options, depth, tables[place])
            if isinstance(result, Failed):
                yield result
                continue
            if record.chance is None:
                tables[place] = result.table
            line = result.line[:LINE_MOVES]
            yield _Found(
                place,
                depth,
                result.value,
                exact=depth is None
                or result.stats.depth < depth
                or record.instance.is_final(child),
                line=typed_line(record, child, after, line),
                chance_follows=_chance_in(record, (child, *line)),
            )


def _chance_in(record: Game[C], line: tuple[C, ...]) -> bool:
    chance = record.chance
    return chance is not None and any(chance.instance.is_chance(config) for config in line)


def _solution_explained(turn: _Turn[C], chosen: int, settings: _Settings) -> str:
    """Why the computer chose the move ``chosen`` where the game is solved: each move's value."""
    record, naming, config, player = turn
    moves = _moves(turn)
    answers = [
        None if record.solution is None else solved_answer(record.solution, child)
        for child in moves
    ]
    line = list(islice(_solution_line(record, config, player), LINE_MOVES))
    return _explained(
        _explanation(turn, chosen, settings.words.play.by_solution, settings)._replace(
            moves=tuple(
                ValuedMove(
                    _game_text(settings, naming.say(number_of(record, config, player, child))),
                    answer.value,
                    exact=True,
                    wins=answer.wins,
                )
                for child, answer in zip(moves, answers, strict=True)
                if answer is not None
            ),
            line=tuple(typed for typed, _ in line),
            chance_follows=bool(line) and line[-1][1],
            missing=sum(answer is None for answer in answers),
        ),
        settings.words,
    )


def _solution_line(record: Game[C], config: C, player: Player) -> Iterator[tuple[str, bool]]:
    """The solution's best moves from ``config``, each typed, up to the dice or the end."""
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


def _solved_how(record: Game[C], config: C, settings: _Settings) -> str | None:
    """What the computer does in a game its record says is solved here, else ``None``."""
    part = None if record.solution is None else record.solution.part(config)
    if record.solution is None or part is None:
        return None
    return settings.words.play.perfectly.format(_game_text(settings, record.solution.says(part)))


def _perfect(record: Game[C], config: C, player: Player, words: Words) -> tuple[int, str] | None:
    """Where the game is solved: the optimal move (its index among the successors) and why."""
    answer = None if record.solution is None else solved_answer(record.solution, config)
    if answer is None or answer.best is None:
        return None
    colour = words.play.colours[0 if player is WHITE else 1]
    if answer.wins is None:
        mine = answer.value if player is WHITE else -answer.value
        return answer.best, decimal(words, words.play.optimal_value.format(f"{mine:g}", colour))
    chance = answer.wins if player is WHITE else 1 - answer.wins
    return answer.best, decimal(words, words.play.optimal_wins.format(colour, f"{chance:.1%}"))
