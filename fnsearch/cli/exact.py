"""``solve connect4 --moves COLUMNS``: the exact score by the bitboard solver, within a bound.

Part of the imperative shell: it reads the clock and runs the solver in a child
process (:func:`fnsearch.cli.bounded.stream_within`) that is stopped at the
time budget. The score is in the published benchmark sets' convention
(:func:`fnsearch.games.connect4.game.solve`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Final, NamedTuple

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import parse_seconds
from fnsearch.cli.bounded import stream_within
from fnsearch.cli.report_json import SCHEMA_VERSION
from fnsearch.core.config import Player
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.connect4.bitboard_game import from_moves
from fnsearch.games.connect4.solver import solution

__all__ = ["EXACT_SECONDS", "solve_moves"]

EXACT_SECONDS: Final = 60.0
"""How long the exact solver may take unless ``--seconds`` says otherwise."""


class _Solved(NamedTuple):
    """What crosses from the solver's process: the score and what it cost."""

    score: int
    nodes: int
    entries: int
    seconds: float


def solve_moves(
    name: str,
    position: str | None,
    moves: str,
    weak: bool,
    seconds: str | None,
    as_json: bool,
) -> Result[str, str]:
    """The exact score of the Connect Four position after ``moves``, as text or JSON.

    >>> print(solve_moves("connect4", None, "52753311433677442422121", False, None, False).unwrap())
    ... # doctest: +ELLIPSIS
    moves: 52753311433677442422121, Black (O) to move
    . . . . . . .
    . O . . . . .
    X O X O . . .
    X X O O . . O
    O X O X O . X
    X O X X X O X
    1 2 3 4 5 6 7
    score: 8: Black (O) wins with its 14th stone
    nodes: ..., time: ... s
    >>> solve_moves("tictactoe", None, "44", False, None, False)
    <Failure: --moves is Connect Four's notation: solve connect4 --moves 4453>
    """
    if name != connect4.GAME.name:
        return Failure("--moves is Connect Four's notation: solve connect4 --moves 4453")
    if position is not None:
        return Failure("give the position or --moves, not both")
    played = moves.strip()
    return Result.do(
        (_json if as_json else _text)(played, reached, weak, found)
        for budget in parse_seconds(seconds)
        for reached in connect4.from_moves(played)
        for found in _solved(played, reached, weak, budget or EXACT_SECONDS)
    )


def _solved(
    moves: str, reached: connect4.Position, weak: bool, budget: float
) -> Result[_Solved, str]:
    """The solver's answer for the position ``reached`` by ``moves``, within ``budget``."""
    if connect4.CONNECT_FOUR.is_final(reached):
        return Failure(f"the game is over after {moves or 'no moves'}: nothing to solve")

    def run() -> Iterator[_Solved]:
        started = time.perf_counter()
        found = from_moves(moves).map(lambda board: solution(board, weak=weak)).unwrap()
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


def _ordinal(number: int) -> str:
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


def _meaning(mover: Player, weak: bool, score: int) -> str:
    """What the score says, in words: who wins, with which stone, or a draw."""
    side, other = connect4.GAME.sides.of(mover), connect4.GAME.sides.of(mover.opponent)
    if score == 0:
        return "a draw"
    if weak:
        return f"{side if score > 0 else other} wins"
    if score > 0:
        return f"{side} wins with its {_ordinal(22 - score)} stone"
    return f"{other} wins with its {_ordinal(22 + score)} stone"


def _text(moves: str, position: connect4.Position, weak: bool, found: _Solved) -> str:
    mover = connect4.to_move(position)
    label = "result" if weak else "score"
    return "\n".join(
        [
            f"moves: {moves or '(none)'}, {connect4.GAME.sides.of(mover)} to move",
            connect4.draw(position),
            f"{label}: {found.score}: {_meaning(mover, weak, found.score)}",
            f"nodes: {found.nodes:,}, time: {found.seconds:.3f} s",
        ]
    )


def _json(moves: str, position: connect4.Position, weak: bool, found: _Solved) -> str:
    return json.dumps(
        {
            "schema": SCHEMA_VERSION,
            "command": "solve",
            "game": "connect4",
            "moves": moves,
            "position": connect4.render(position),
            "to_move": connect4.to_move(position).name.lower(),
            "weak": weak,
            "score": found.score,
            "nodes": found.nodes,
            "table_entries": found.entries,
            "seconds": round(found.seconds, 6),
        }
    )
