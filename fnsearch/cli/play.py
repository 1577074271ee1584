r"""The ``play`` command: a person plays a game against the computer at the terminal.

Part of the imperative shell: it reads moves from a stream, writes the board and
the computer's moves to another, and reads the clock for time budgets. What a
move is called, whether a typed move is legal, and who won are answered by the
core (:mod:`fnsearch.games.moves`, from the naming in the game's record); the game is
looked up in a registry (:mod:`fnsearch.games.registry`); the computer's move is a
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
import math
import random
import re
import sys
from itertools import accumulate
from typing import Final, NamedTuple, TextIO

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import engine_options, parse_depth, parse_plies, parse_seconds
from fnsearch.cli.bounded import stream_within
from fnsearch.cli.commands import plan, value_text
from fnsearch.cli.datafiles import solved_answer
from fnsearch.cli.report import Failed, Iteration, Plan, iterations, plies
from fnsearch.core.config import WHITE, Player
from fnsearch.games.moves import Naming, mover, naming_of, number_of, numbers, read_move, verdict
from fnsearch.games.record import C, ChanceRecord, Game, GameUser
from fnsearch.games.registry import REGISTRY, Registry

__all__ = ["ABANDONED", "INTERRUPTED", "parse_first", "parse_seed", "play", "play_command"]

ABANDONED: Final = "game abandoned"
"""The last line when the input ends before the game does."""

INTERRUPTED: Final = 130
"""The exit code after Ctrl-C: 128 + SIGINT, as shells report it."""

_FIRST: Final = ("human", "computer")
_SEED: Final = re.compile(r"[0-9]{1,9}")
_NO_MOVES: Final = "bad depth 0: the computer needs at least 1 ply to choose a move"


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
            args.game,
            args.position,
            args.first,
            args.depth,
            args.seconds,
            sys.stdin,
            sys.stdout,
            seed=args.seed,
            quiescence=args.quiescence,
            extensions=args.extensions,
            registry=args.registry,
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
    *,
    seed: str | None = None,
    quiescence: str | None = None,
    extensions: str | None = None,
    registry: Registry = REGISTRY,
) -> Result[str, str]:
    """Play ``name`` from ``position`` (default: its start), reading moves, drawing on ``screen``.

    Answers the last line (who won, or :data:`ABANDONED` when ``moves`` ends
    first), or a ``Failure`` when an argument is wrong. ``quiescence`` and
    ``extensions`` let the computer search on beyond its depth limit, as
    ``search`` does, in the games that name noisy moves. The game is ``registry``'s.
    """
    settings = Result.do(
        _Settings(human_first, plies, budget, moves, screen, dice, quiet, extended)
        for human_first in parse_first(first)
        for plies in parse_depth(depth)
        for budget in parse_seconds(seconds)
        for dice in parse_seed(seed)
        for quiet in parse_plies(quiescence, "--quiescence")
        for extended in parse_plies(extensions, "--extensions")
    )
    return (
        settings.bind(lambda chosen: Failure(_NO_MOVES) if chosen.depth == 0 else Success(chosen))
        .bind(
            lambda chosen: registry.game(name).bind(
                lambda game: game.at(position, _session(chosen))
            )
        )
        .bind(lambda session: session)
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


def parse_seed(text: str | None) -> Result[random.Random, str]:
    """The dice of a game of chance: from ``--seed`` when given, else from the system.

    >>> parse_seed("7").map(lambda dice: dice.randrange(6))
    <Success: 2>
    >>> parse_seed("seven")
    <Failure: bad seed 'seven': expected a whole number from 0 to 999999999>
    """
    if text is None:
        return Success(random.Random())
    if _SEED.fullmatch(text.strip()):
        return Success(random.Random(int(text.strip())))
    return Failure(f"bad seed {text[:20]!r}: expected a whole number from 0 to 999999999")


def _session(settings: _Settings) -> GameUser[Result[str, str]]:
    def use(record: Game[C], config: C) -> Result[str, str]:
        how = plan(record.limits, settings.depth, settings.seconds, solving=False, every=False)
        return engine_options(record, settings.quiescence, settings.extensions).map(
            lambda options: _game(
                record, naming_of(record), config, how._replace(options=options), settings
            )
        )

    return use


def _how(how: Plan) -> str:
    """What the computer does each move, as the session's second line says it.

    >>> _how(Plan(None, 2.0, deepen=True, exact=False, all_best=False))
    'deepens iteratively for 2 s'
    >>> from fnsearch.engine.options import SearchOptions
    >>> _how(Plan(4, 10.0, deepen=False, exact=False, all_best=False,
    ...           options=SearchOptions(quiescence=3, extensions=1)))
    'searches 4 plies (within 10 s), then up to 3 plies of noisy moves, 1 extension a line'
    """
    horizon = how.deepen or how.depth is not None
    return _searched(how) + (_beyond(how) if horizon else "")


def _searched(how: Plan) -> str:
    if how.deepen:
        target = "" if how.depth is None else f" up to {plies(how.depth)}"
        return f"deepens iteratively{target} for {how.seconds:g} s"
    if how.depth is not None:
        within = "" if how.seconds is None else f" (within {how.seconds:g} s)"
        return f"searches {plies(how.depth)}{within}"
    return "searches to the end of the game"


def _beyond(how: Plan) -> str:
    """What the computer searches beyond its depth limit, if anything."""
    quiescence, extensions = how.options.quiescence, how.options.extensions
    quiet = "" if quiescence is None else f", then up to {plies(quiescence)} of noisy moves"
    many = "extension" if extensions == 1 else "extensions"
    extended = f", {extensions} {many} a line" if extensions else ""
    return quiet + extended


def _game(record: Game[C], naming: Naming[C], config: C, how: Plan, settings: _Settings) -> str:
    screen = settings.screen
    player = mover(record, config, None)
    human = player if settings.human_first else player.opponent
    print(record.summary, file=screen)
    print(
        f"you play {record.sides.of(human)}, the computer plays {record.sides.of(human.opponent)};"
        f" the computer {_solved_how(record, config) or _how(how)}",
        file=screen,
    )
    while True:
        if record.chance is not None and record.chance.instance.is_chance(config):
            config = _rolled(record.chance, naming, config, settings)
            player = mover(record, config, player)
            continue
        print(f"\n{naming.picture(config)}", file=screen, flush=True)
        if record.instance.is_final(config):
            return verdict(record, config, human)
        if player is human:
            chosen = _human_move(record, naming, config, player, settings)
            if chosen is None:
                print(file=screen)
                return ABANDONED
            (child,) = chosen
        else:
            child = _computer_move(record, naming, config, player, how, screen)
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
        result = read_move(record, config, player, line)
        chosen = result.map(_single).value_or(None)
        if chosen is not None:
            return chosen
        print(result.failure(), file=settings.screen)


def _single(child: C) -> tuple[C]:
    return (child,)


def _rolled(chance: ChanceRecord[C], naming: Naming[C], config: C, settings: _Settings) -> C:
    """The dice decide: an outcome drawn with its exact probability, and what it was."""
    outcomes = list(chance.instance.outcomes(config))
    scale = math.lcm(*(probability.denominator for probability, _ in outcomes))
    drawn = settings.dice.randrange(scale)
    ends = list(accumulate(int(probability * scale) for probability, _ in outcomes))
    index = next(i for i, end in enumerate(ends) if drawn < end)
    said = naming.outcome(config, index) if naming.outcome is not None else "chance decides"
    print(said, file=settings.screen)
    return outcomes[index][1]


def _computer_move(
    record: Game[C], naming: Naming[C], config: C, player: Player, how: Plan, screen: TextIO
) -> C:
    """The computer's move: the search of ``solve`` and ``search``, within the same bounds.

    The search runs as theirs does (:func:`fnsearch.cli.report.iterations`, in a
    child process stopped at the time budget); the deepest iteration finished in
    time chooses. If none finishes, or the search fails, a one-ply search does.
    """
    perfect = _perfect(record, config, player)
    if perfect is not None:
        index, why = perfect
        best = list(record.instance.successors(config, player))[index]
        said = naming.say(number_of(record, config, player, best))
        print(f"{record.sides.of(player)}, the computer: {said} ({why})", file=screen)
        return best
    streamed = stream_within(lambda: iterations(record, config, player, how), how.seconds)
    done = [item for item in streamed.items if isinstance(item, Iteration)]
    chosen = done[-1] if done and done[-1].best_index is not None else None
    if chosen is None:
        failed = [item.message for item in streamed.items if isinstance(item, Failed)]
        reason = (failed or [streamed.error or f"no search finished within {how.seconds:g} s"])[0]
        print(f"({reason}: a one-ply search chooses)", file=screen)
        one_ply = iterations(record, config, player, Plan(1, None, False, False, False))
        chosen = next(item for item in one_ply if isinstance(item, Iteration))
    moves = list(record.instance.successors(config, player))
    best = moves[chosen.best_index or 0]
    number = number_of(record, config, player, best)
    reached = chosen.reached if chosen.depth is None else chosen.depth
    print(
        f"{record.sides.of(player)}, the computer: {naming.say(number)}"
        f" (value {value_text(chosen)}, depth {reached},"
        f" {chosen.nodes:,} nodes, {chosen.seconds:.2f} s)",
        file=screen,
    )
    return best


def _solved_how(record: Game[C], config: C) -> str | None:
    """What the computer does in a game its record says is solved here, else ``None``."""
    part = None if record.solution is None else record.solution.part(config)
    if record.solution is None or part is None:
        return None
    return f"plays perfectly: {record.solution.says(part)}"


def _perfect(record: Game[C], config: C, player: Player) -> tuple[int, str] | None:
    """Where the game is solved: the optimal move (its index among the successors) and why.

    The record's :class:`~fnsearch.games.record.Solution` answers
    (:func:`fnsearch.cli.datafiles.solved_answer`): the computer plays its best
    move, and says its chance of winning (or, in a game with draws, its value).
    """
    answer = None if record.solution is None else solved_answer(record.solution, config)
    if answer is None or answer.best is None:
        return None
    if answer.wins is None:
        mine = answer.value if player is WHITE else -answer.value
        return answer.best, f"optimal play: value {mine:g} for {player.name.lower()}"
    chance = answer.wins if player is WHITE else 1 - answer.wins
    return answer.best, f"optimal play: {player.name.lower()} wins {chance:.1%} of games from here"
