"""``solve GAME --moves MOVES``: the exact score by the game's own solver, within a bound."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Final, NamedTuple

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import parse_seconds
from fnsearch.cli.bounded import stream_within
from fnsearch.cli.report import SCHEMA_VERSION
from fnsearch.cli.requests import SolveRequest
from fnsearch.core.config import WHITE
from fnsearch.games.record import C, Game, MoveList

EXACT_SECONDS: Final = 60.0


class _Solved(NamedTuple):
    score: int
    nodes: int
    entries: int
    seconds: float


def solve_moves(request: SolveRequest) -> Result[str, str]:
    """The exact score of the position after ``request.moves``, as text or JSON."""
    games = request.registry.games
    notations = {
        game_name: notation
        for game_name, game in games.items()
        for notation in [game.at(None, _notation).value_or(None)]
        if notation is not None
    }
    if request.game not in notations:
        return Failure(
            "; ".join(notations.values()) or "--moves: no game here reads a position from moves"
        )
    if request.position is not None:
        return Failure("give the position or --moves, not both")
    asked = request._replace(moves=(request.moves or "").strip())

    def run(record: Game[C], _: C) -> Result[str, str]:
        reader = record.moves
        if reader is None:
            return Failure(request.game)
        return Result.do(
            _report(record, reader, asked, reached, found)
            for budget in parse_seconds(asked.seconds)
            for reached in reader.read(asked.moves or "")
            for found in _solved(record, reader, asked, reached, budget or EXACT_SECONDS)
        )

    return games[request.game].at(None, run).bind(lambda said: said)


def _notation(record: Game[C], _: C) -> str | None:
    """What ``--moves`` is in ``record``'s game, for messages; ``None`` if it has none."""
    return (
        None
        if record.moves is None
        else f"--moves is {record.moves.notation}:"
        f" solve {record.name} --moves {record.moves.example}"
    )


def _solved(
    record: Game[C], reader: MoveList[C], request: SolveRequest, reached: C, budget: float
) -> Result[_Solved, str]:
    moves, weak = request.moves or "", request.weak
    if record.instance.is_final(reached):
        return Failure(f"the game is over after {moves or 'no moves'}: nothing to solve")

    def run() -> Iterator[_Solved]:
        started = time.perf_counter()
        found = reader.solve(moves, weak).unwrap()
        yield _Solved(found.score, found.nodes, found.entries, time.perf_counter() - started)

    streamed = stream_within(run, budget)
    done = [item for item in streamed.items if isinstance(item, _Solved)]
    if done:
        return Success(done[0])
    if streamed.error is not None:
        return Failure(streamed.error)
    return Failure(
        f"the exact solver did not finish within {budget:g} s: positions with few stones"
        " take long; give more --seconds"
    )


def _report(
    record: Game[C], reader: MoveList[C], request: SolveRequest, position: C, found: _Solved
) -> str:
    mover = record.to_move(position) if record.to_move else WHITE
    if request.json:
        return json.dumps(
            {
                "schema": SCHEMA_VERSION,
                "command": "solve",
                "game": record.name,
                "moves": request.moves,
                "position": record.render(position),
                "to_move": mover.name.lower(),
                "weak": request.weak,
                "score": found.score,
                "nodes": found.nodes,
                "table_entries": found.entries,
                "seconds": round(found.seconds, 6),
            }
        )
    label = "result" if request.weak else "score"
    return "\n".join(
        [
            f"moves: {request.moves or '(none)'}, {record.sides.of(mover)} to move",
            record.draw(position),
            f"{label}: {found.score}: {reader.meaning(mover, request.weak, found.score)}",
            f"nodes: {found.nodes:,}, time: {found.seconds:.3f} s",
        ]
    )
