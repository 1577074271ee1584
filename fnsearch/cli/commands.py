"""The ``solve`` and ``search`` commands: the report to print (text or JSON), or what was wrong."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import engine_options, parse_player, parse_plies, parse_seconds
from fnsearch.cli.bounded import Streamed, stream_within
from fnsearch.cli.exact import solve_moves
from fnsearch.cli.report import (
    Failed,
    Iteration,
    Plan,
    Report,
    Searched,
    iterations,
    pictured,
    plies,
    solved,
    to_json,
)
from fnsearch.cli.requests import SearchRequest, SolveRequest
from fnsearch.core.chance_config import Score
from fnsearch.core.config import Player
from fnsearch.games.moves import side_to_move
from fnsearch.games.record import C, Game, GameUser, Limits

_EXACT_SHOWN: Final = 30
"""The longest exact fraction a text report shows (JSON gives it whole)."""
FIXED_DEPTH_SECONDS: Final = 10.0
"""The bound of a ``--depth`` search on a game solved to the end by default."""


def plan(
    limits: Limits, depth: int | None, seconds: float | None, *, solving: bool, every: bool
) -> Plan:
    """How a command searches: the user's limits, else the game's, always within a bound."""
    if depth == 0:
        return Plan(0, None, deepen=False, exact=False, all_best=False)
    if depth is None and seconds is None:
        if limits.unlimited:
            return Plan(None, None, deepen=False, exact=solving, all_best=every)
        return Plan(limits.depth, limits.seconds, limits.seconds is not None, False, False)
    if seconds is None and limits.seconds is None:
        return Plan(depth, FIXED_DEPTH_SECONDS, deepen=False, exact=False, all_best=False)
    budget = limits.seconds if seconds is None else seconds
    return Plan(depth, budget, deepen=True, exact=False, all_best=False)


def _progress(enabled: bool) -> Callable[[object], None]:
    """One line on standard error per completed iteration: depth, nodes and nodes per second."""
    previous = [0.0]

    def show(item: object) -> None:
        if not enabled or not isinstance(item, Iteration) or item.depth is None:
            return
        took = item.seconds - previous[0]
        previous[0] = item.seconds
        rate = item.stats.nodes / took if took > 0 else 0.0
        print(
            f"fnsearch: depth {item.depth}: value {item.value}, {item.stats.nodes:,} nodes,"
            f" {rate:,.0f} nodes/s, {item.seconds:.2f} s",
            file=sys.stderr,
            flush=True,
        )

    return show


def _run(command: str, root: Searched[C], plan: Plan, progress: bool) -> Result[Report, str]:
    """The report of the command: known from the game's solution, the end, or a search."""
    record, config, player = root
    solving = command == "solve"
    if solving and record.instance.is_final(config):
        return Success(_report(command, root, None, plan))
    known = solved(record, config, player) if solving else None
    if known is not None:
        exact = plan._replace(depth=None, seconds=None, deepen=False, exact=True)
        return Success(_report(command, root, known, exact))
    streamed = stream_within(
        lambda: iterations(record, config, player, plan),
        plan.seconds,
        _progress(progress or sys.stderr.isatty()),
    )
    return _found(streamed, plan).map(
        lambda last: _report(command, root, last, plan, stopped_early=not streamed.finished)
    )


def _report(
    command: str,
    root: Searched[C],
    found: Iteration | None,
    plan: Plan,
    stopped_early: bool = False,
) -> Report:
    record, config, player = root
    return Report(
        command,
        record.name,
        pictured(record, config),
        record.sides.of(player),
        player.name.lower(),
        record.instance.is_final(config),
        record.instance.score(config),
        found,
        plan,
        stopped_early,
        record.chance is not None and record.chance.instance.is_chance(config),
        worded(record, config, found.value) if found is not None else "",
    )


def worded(record: Game[C], config: C, value: Score) -> str:
    """``value`` at ``config`` in the game's words; ``""`` where it has none."""
    return record.worded(config, value) if record.worded and isinstance(value, int) else ""


def bracketed(words: str) -> str:
    """Words said after a value, in brackets; nothing for no words."""
    return f" ({words})" if words else ""


def _found(streamed: Streamed, plan: Plan) -> Result[Iteration, str]:
    done = [item for item in streamed.items if isinstance(item, Iteration)]
    failed = [item.message for item in streamed.items if isinstance(item, Failed)]
    if failed or streamed.error is not None:
        return Failure(failed[0] if failed else str(streamed.error))
    if not done and plan.deepen:
        return Failure(
            f"no search finished within the time budget of {plan.seconds:g} s:"
            " give more --seconds or a smaller --depth"
        )
    if not done:
        return Failure(
            f"the search of {plies(plan.depth or 0)} did not finish within {plan.seconds:g} s:"
            " give --seconds to deepen iteratively within a budget instead"
        )
    return Success(done[-1])


def _how(report: Report, found: Iteration) -> str:
    plan = report.plan
    if not plan.deepen:
        return "to the end of the game" if plan.depth is None else plies(plan.depth)
    done = found.stats.depth if found.exhausted else found.depth or 0
    target = "" if plan.depth is None else f" of {plan.depth}"
    early = ", stopped early at the time bound" if report.stopped_early else ""
    return f"{plies(done)}{target}, iterative deepening within {plan.seconds:g} s{early}"


def value_text(found: Iteration) -> str:
    """The value as reports print it: exact as a fraction, with its decimal, in a game of chance."""
    if found.exact is not None and len(found.exact) <= _EXACT_SHOWN:
        return f"{found.exact} ({found.value:.6g})"
    return f"{found.value:.6g}" if isinstance(found.value, float) else str(found.value)


def _best_text(report: Report, found: Iteration) -> list[str]:
    if found.best is not None:
        return [f"best next: {found.best[0]}", *found.best[1:]]
    if report.final:
        return ["best next: none, the game is over"]
    if report.chance_root:
        return ["best next: none, the dice decide what follows"]
    return [f"best next: none (depth {found.depth} searches no move)"]


def _solve_text(report: Report) -> str:
    first, *drawing = report.position
    found = report.iteration
    if found is None:
        return "\n".join(
            [
                f"position: {first}, the game is over",
                *drawing,
                f"value: {report.score}",
                "best next: none, the game is over",
            ]
        )
    searched = (
        []
        if report.plan.exact
        else [f"searched: {_how(report, found)} (too big to solve here: not an exact value)"]
    )
    return "\n".join(
        [
            f"position: {first}, {report.to_move} to move",
            *drawing,
            *searched,
            f"value: {value_text(found)}{bracketed(report.worded)}",
            *_best_text(report, found),
        ]
    )


def _search_text(report: Report) -> str:
    found = report.iteration
    if found is None:  # only solve reports a finished game without searching
        return _solve_text(report)
    line = " -> ".join(found.line[:8]) + (" ..." if found.line_length > 8 else "")
    counted = found.stats
    return "\n".join(
        [
            f"position: {report.position[0]}, {report.player.title()} to move",
            f"searched: {_how(report, found)}",
            f"value: {value_text(found)}{bracketed(report.worded)}",
            *_best_text(report, found)[:1],
            f"principal line: {line or '-'}",
            f"nodes: {counted.nodes:,}, leaves: {counted.leaves:,}, cutoffs: {counted.cutoffs:,}, "
            + (f"chance nodes: {counted.chance:,}, " if counted.chance else "")
            + (f"quiescence nodes: {counted.quiescence:,}, " if counted.quiescence else "")
            + (f"extensions: {counted.extended:,}, " if counted.extended else "")
            + f"table hits: {counted.hits:,}, time: {found.seconds:.2f} s",
        ]
    )


def _user(
    request: SolveRequest | SearchRequest,
    side: Player | None,
    depth: int | None,
    seconds: float | None,
    beyond: tuple[int | None, int | None],
) -> GameUser[Result[str, str]]:
    command = "solve" if isinstance(request, SolveRequest) else "search"
    solving = command == "solve"

    def use(record: Game[C], config: C) -> Result[str, str]:
        how = plan(record.limits, depth, seconds, solving=solving, every=request.json)
        text = to_json if request.json else _solve_text if solving else _search_text
        return engine_options(record, *beyond).bind(
            lambda options: side_to_move(record, config, side).bind(
                lambda player: _run(
                    command,
                    Searched(record, config, player),
                    how._replace(options=options),
                    request.progress,
                ).map(text)
            )
        )

    return use


def solve(request: SolveRequest) -> Result[str, str]:
    """The ``solve`` command: the value and the best next position (``--moves``: solved exactly)."""
    if request.moves is not None:
        return solve_moves(request)
    if request.weak or request.seconds is not None:
        return Failure(
            "--weak and --seconds go with --moves: solve connect4 --moves COLUMNS --weak"
        )
    return search_command(request)


def search_command(request: SearchRequest | SolveRequest) -> Result[str, str]:
    """The ``search`` command: statistics, line, depth limits, time budgets; ``solve``'s search."""
    limits = request if isinstance(request, SearchRequest) else SearchRequest(request.game)
    if request.position is None:
        return Failure("the following arguments are required: position")
    return Result.do(
        report
        for record in request.registry.game(request.game)
        for side in parse_player(request.player)
        for depth in parse_plies(limits.depth, "depth")
        for seconds in parse_seconds(limits.seconds)
        for quiet in parse_plies(limits.quiescence, "--quiescence")
        for extended in parse_plies(limits.extensions, "--extensions")
        for report in record.at(
            request.position, _user(request, side, depth, seconds, (quiet, extended))
        )
    ).bind(lambda done: done)
