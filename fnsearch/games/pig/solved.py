"""Pig's :class:`~fnsearch.games.record.Solution`: perfect play from the game solved.

Pig to 100 is read from a data file (``pig-solution.txt``); a smaller target is
solved on the spot by value iteration. Each target is one part of the solution.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from returns.result import Result, Success

from fnsearch.games.pig.rules import PIG, TARGET, Pig, for_white
from fnsearch.games.pig.solution import Action, PigSolution, optimal_action, solve, win_chance
from fnsearch.games.pig.solution_text import parse_solution
from fnsearch.games.record import Solution, SolutionAnswer

DATA: Final = "pig-solution.txt"
SOLVED_TARGETS: Final = 100
"""Pig to at most this target is solved when asked: to 100 from the file, below anew."""


def white_wins(solution: PigSolution, position: Pig) -> float:
    """White's chance of winning from ``position`` with optimal play (at a chance node, a mean)."""
    return (
        (1.0 if position.white >= position.target else 0.0)
        if PIG.is_final(position)
        else sum(white_wins(solution, face) for _, face in PIG.outcomes(position)) / 6
        if position.rolling
        else for_white(
            position.mover,
            win_chance(solution, position.banked, position.other, position.turn),
        )
    )


def answer(solution: PigSolution, position: Pig) -> SolutionAnswer:
    """What ``solution`` says of ``position``: White's expected score, best move, chance to win.

    The best move is the index of roll (0) or hold (1), none at a chance node or the end.
    """
    return _answer(white_wins(solution, position), optimal_action(solution, position))


def _answer(wins: float, action: Action | None) -> SolutionAnswer:
    return SolutionAnswer(
        value=2 * wins - 1,
        best=None if action is None else 1 if action is Action.HOLD else 0,
        wins=wins,
    )


def part(position: Pig) -> int | None:
    """The target of ``position`` when Pig to it is solved (at most :data:`SOLVED_TARGETS`)."""
    return position.target if 1 <= position.target <= SOLVED_TARGETS else None


def answers(text: str, target: int) -> Result[Callable[[Pig], SolutionAnswer], str]:
    """The answers of Pig to ``target``: from the stored solution's ``text`` for 100, else anew."""
    return (
        parse_solution(text).map(_answering)
        if target == TARGET
        else Success(_answering(solve(target)))
    )


def _answering(solution: PigSolution) -> Callable[[Pig], SolutionAnswer]:
    return lambda position: answer(solution, position)


SOLUTION: Final[Solution[Pig]] = Solution(
    data=DATA,
    part=part,
    answers=answers,
    says=lambda target: f"Pig to {target} is solved",
)
"""Pig solved, for its record: to 100 from the data file, to less on the spot."""
