"""What ``solve`` and ``search`` found, as plain data that crosses processes, and its JSON."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from fractions import Fraction
from typing import Any, Final, Generic, NamedTuple

from fnsearch.chance import ChanceOptions, star1
from fnsearch.cli.bounded import DEEP_PLY_LIMIT, RECURSION_LIMIT
from fnsearch.cli.datafiles import solved_answer
from fnsearch.core.chance_config import Value
from fnsearch.core.config import Player
from fnsearch.core.contract import ContractError
from fnsearch.engine.deepening import iterative_deepening
from fnsearch.engine.options import MAX_DEPTH, SearchOptions
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.search import search
from fnsearch.engine.table import Table, empty_table
from fnsearch.games.record import C, Game

LINE_CHARACTERS: Final = 100_000
"""Reports render the principal line until it has this many characters."""
ALL_BEST_BRANCHING: Final = 64
"""Every best move is listed when the search went to the end and the root has this few moves."""


def plies(count: int) -> str:
    """``count`` plies, in words."""
    return f"{count} ply" if count == 1 else f"{count} plies"


class Plan(NamedTuple):
    """How to search: a fixed depth (``None``: to the end) or deepening to it, and a budget."""

    depth: int | None
    seconds: float | None
    deepen: bool
    exact: bool
    """Whether an exact solution was asked for and the game is small enough for it."""
    all_best: bool
    options: SearchOptions[Any] = SearchOptions()


class Iteration(NamedTuple):
    """One completed search, rendered: what crosses from the searching process."""

    depth: int | None
    value: int | float
    """The value; a game of chance's expected value as the nearest float."""
    best: list[str] | None
    """The best next position: its one-line form, then its picture when different."""
    all_best: list[str] | None
    line: list[str]
    stats: Stats = Stats(nodes=0, leaves=0, cutoffs=0, depth=0)
    seconds: float = 0.0
    exhausted: bool = True
    """Whether the search reached every end of the game (deepening can stop)."""
    line_length: int = 0
    """The length of the whole principal line; ``line`` may hold only its start."""
    best_index: int | None = None
    """Where the best next position is among the root's successors (for ``play``)."""
    exact: str | None = None
    """A game of chance's exact value as a fraction, when it is not a whole number."""


class Failed(NamedTuple):
    """A search that could not be done, and why (a game of chance with cycles, say)."""

    message: str


def pictured(record: Game[C], config: C) -> list[str]:
    """``config``'s one-line form, then its picture when different."""
    picture = record.draw(config)
    text = record.render(config)
    return [text] + ([] if picture == text else [picture])


class Searched(NamedTuple, Generic[C]):
    """The position searched: its game, itself, and who moves there."""

    record: Game[C]
    config: C
    player: Player


def _rendered(
    root: Searched[C],
    result: SearchResult[C, int] | SearchResult[C, Value],
    depth: int | None,
    started: float,
    all_best: list[str] | None = None,
) -> Iteration:
    record, config, player = root
    value = result.value
    whole = isinstance(value, int) or (isinstance(value, Fraction) and value.denominator == 1)
    return Iteration(
        depth=depth,
        value=int(value) if whole else float(value),
        exact=str(value) if isinstance(value, Fraction) and not whole else None,
        best=None if result.best is None else pictured(record, result.best),
        all_best=all_best,
        line=_line(record, result.line),
        line_length=len(result.line),
        stats=result.stats,
        seconds=time.perf_counter() - started,
        exhausted=depth is None or result.stats.depth < depth,
        best_index=None
        if result.best is None
        else next(
            (
                index
                for index, move in enumerate(record.instance.successors(config, player))
                if move == result.best
            ),
            None,
        ),
    )


def _line(record: Game[C], line: tuple[C, ...]) -> list[str]:
    """The principal line, rendered up to :data:`LINE_CHARACTERS` characters in all."""
    shown: list[str] = []
    total = 0
    for config in line:
        if total >= LINE_CHARACTERS:
            break
        text = record.render(config)
        shown.append(text)
        total += len(text)
    return shown


def _table(record: Game[C]) -> Table | None:
    return empty_table() if record.transpositions else None


_DEEP: Final = {"ply_limit": DEEP_PLY_LIMIT, "frames": RECURSION_LIMIT}
"""What a search to the end is granted: as deep as the game goes."""


def _to_the_end(record: Game[C], config: C, player: Player) -> SearchResult[C, int]:
    return search(record.instance, config, player, None, table=_table(record), **_DEEP)


def _every_best(root: Searched[C], value: int) -> list[str] | None:
    """Every successor whose exact value is ``value`` (each searched with a full window)."""
    record, config, player = root
    moves = list(record.instance.successors(config, player))
    if len(moves) > ALL_BEST_BRANCHING:
        return None
    return [
        record.render(move)
        for move in moves
        if _to_the_end(record, move, player.opponent).value == value
    ]


def iterations(
    record: Game[C], config: C, player: Player, plan: Plan
) -> Iterator[Iteration | Failed]:
    """The searches of ``plan``, rendered, each as soon as it is complete."""
    root = Searched(record, config, player)
    started = time.perf_counter()
    if record.chance is None and not plan.deepen:  # one search: exact, or to the plan's depth
        options = _engine(record, plan.options, _table(record), depth=plan.depth, **_DEEP)
        result = (
            _to_the_end(record, config, player)
            if plan.exact
            else search(record.instance, config, player, options)
        )
        every = _every_best(root, result.value) if plan.all_best and plan.depth is None else None
        yield _rendered(root, result, plan.depth, started, every)
        return
    for depth, found in _stream(root, plan):
        if isinstance(found, Failed):
            yield found
            return
        iteration = _rendered(root, found, depth, started)
        yield iteration
        if iteration.exhausted:
            return


def _stream(
    root: Searched[C], plan: Plan
) -> Iterator[tuple[int | None, SearchResult[C, int] | SearchResult[C, Value] | Failed]]:
    """Each depth's search: iterative deepening, or Star1 in a game of chance, lazily."""
    record, config, player = root
    last = MAX_DEPTH if plan.depth is None else plan.depth
    if record.chance is None:
        return enumerate(
            iterative_deepening(
                record.instance,
                config,
                player,
                _engine(record, plan.options, _table(record)),
                max_depth=last,
            ),
            start=1,
        )
    depths: Iterable[int | None] = range(1, last + 1) if plan.deepen else (plan.depth,)
    return (
        (depth, one_search(record, config, player, plan.options, depth, None)) for depth in depths
    )


class Report(NamedTuple):
    """A finished command: the position, who moves, the deepest iteration, how it was run."""

    command: str
    game: str
    position: list[str]
    to_move: str | None
    """The side to move as reports name it, ``None`` when the game is over."""
    player: str
    final: bool
    score: int
    iteration: Iteration | None
    """``None`` when the game is over (nothing was searched)."""
    plan: Plan
    stopped_early: bool
    chance_root: bool = False
    """Whether the dice, not a player, move next."""
    worded: str = ""
    """What the value says in words, where the game says it (Connect Four: who wins, when)."""


def one_search(
    record: Game[C],
    config: C,
    player: Player,
    options: SearchOptions[Any],
    depth: int | None,
    table: Table | None,
) -> SearchResult[C, int] | SearchResult[C, Value] | Failed:
    """One search of ``config`` to ``depth``: Star1 in a game of chance, else the engine's."""
    chance = record.chance
    if chance is None:
        return search(record.instance, config, player, _engine(record, options, table, depth=depth))
    lower, upper = chance.bounds(config)
    try:
        return star1(
            chance.instance,
            config,
            player,
            ChanceOptions(depth=depth, evaluate=chance.evaluate, lower=lower, upper=upper),
        )
    except ContractError as error:
        return Failed(str(error))


def _engine(
    record: Game[C], options: SearchOptions[Any], table: Table | None, **more: object
) -> SearchOptions[Any]:
    """``options`` with the record's evaluation, move order and symmetry, ``table`` and ``more``."""
    return options.but(
        evaluate=record.evaluate,
        order=record.order,
        table=table,
        symmetry=record.transpositions,
        **more,
    )


def solved(record: Game[C], config: C, player: Player) -> Iteration | None:
    """The answer of the record's solution (White's expected score), where the game is solved."""
    started = time.perf_counter()
    answer = None if record.solution is None else solved_answer(record.solution, config)
    if answer is None:
        return None
    value, index = answer.value, answer.best
    best = None if index is None else list(record.instance.successors(config, player))[index]
    return Iteration(
        depth=None,
        value=value,
        best=None if best is None else pictured(record, best),
        all_best=None,
        line=[] if best is None else [record.render(best)],
        seconds=time.perf_counter() - started,
        line_length=0 if best is None else 1,
        best_index=index,
    )


SCHEMA_VERSION: Final = 2
"""The version of the JSON report's schema; it changes when a key changes meaning."""


def to_json(report: Report) -> str:
    """The report as one JSON object on one line; a finished game's is that of no search."""
    found = report.iteration or Iteration(None, report.score, None, None, [])
    best = (
        []
        if found.best is None
        else found.all_best
        if found.all_best is not None
        else found.best[:1]
    )
    value = {
        "schema": SCHEMA_VERSION,
        "command": report.command,
        "game": report.game,
        "position": report.position[0],
        "to_move": None if report.final else report.player,
        "game_over": report.final,
        "value": found.value,
        "exact_value": found.exact,
        "best": best,
        "all_best": report.iteration is None or found.all_best is not None,
        "principal_variation": found.line,
        "principal_variation_length": found.line_length,
        "stats": {
            "nodes": found.stats.nodes,
            "leaves": found.stats.leaves,
            "cutoffs": found.stats.cutoffs,
            "table_hits": found.stats.hits,
            "chance_nodes": found.stats.chance,
            "quiescence_nodes": found.stats.quiescence,
            "extensions": found.stats.extended,
            "depth_reached": found.stats.depth,
            "seconds": round(found.seconds, 6),
            "nodes_per_second": round(found.stats.nodes / found.seconds, 1)
            if found.seconds > 0
            else 0.0,
        },
        "searched": {
            "depth": found.depth,
            "seconds": report.plan.seconds,
            "to_the_end": found.exhausted,
            "stopped_early": report.stopped_early,
        },
    }
    return json.dumps(value, ensure_ascii=False)
