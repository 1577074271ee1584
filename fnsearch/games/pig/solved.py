"""Pig's :class:`~fnsearch.games.record.Solution`: perfect play from the game solved.

Pig to 100 is solved once and stored as a data file (``pig-solution.txt``, read
by the shell and parsed by :func:`~fnsearch.games.pig.solution_text.parse_solution`);
Pig to a smaller target is solved on the spot by value iteration
(:func:`~fnsearch.games.pig.solution.solve`, under a second up to 50). Each target is
one part of the solution; a position is answered by :func:`answer`.

>>> from fnsearch.games.pig.rules import START
>>> from fnsearch.games.pig.solution import solve
>>> answer(solve(2), START._replace(target=2))  # any roll but a 1 wins: 6 games in 7
SolutionAnswer(value=0.7142857142857142, best=0, wins=0.8571428571428571)
>>> SOLUTION.part(START), SOLUTION.part(Pig(0, 0, 0, WHITE, target=101))
(100, None)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from returns.result import Result, Success

from fnsearch.core.config import WHITE, Player
from fnsearch.games.pig.rules import PIG, TARGET, Pig
from fnsearch.games.pig.solution import Action, PigSolution, optimal_action, solve, win_chance
from fnsearch.games.pig.solution_text import parse_solution
from fnsearch.games.record import Solution, SolutionAnswer

DATA: Final = "pig-solution.txt"
"""Pig to 100 solved, as a file: each score pair's win chance at turn total 0, when to hold."""

SOLVED_TARGETS: Final = 100
"""Pig to at most this target is solved when asked: to 100 from the stored file,
to less by value iteration on the spot (under a second for targets up to 50)."""


def white_wins(solution: PigSolution, position: Pig) -> float:
    """White's chance of winning from ``position`` with optimal play by both.

    At a chance node it is the mean over the six faces.

    >>> won = Pig(2, 1, 0, WHITE, target=2)
    >>> round(white_wins(solve(2), Pig(0, 0, 0, WHITE, target=2)), 4), white_wins(solve(2), won)
    (0.8571, 1.0)
    """
    return (
        (1.0 if position.white >= position.target else 0.0)
        if PIG.is_final(position)
        else sum(white_wins(solution, face) for _, face in PIG.outcomes(position)) / 6
        if position.rolling
        else _for_white(
            position.mover,
            win_chance(
                solution,
                position.banked,
                position.black if position.mover is WHITE else position.white,
                position.turn,
            ),
        )
    )


def _for_white(mover: Player, chance: float) -> float:
    """White's chance of winning, given the chance of ``mover``."""
    return chance if mover is WHITE else 1.0 - chance


def answer(solution: PigSolution, position: Pig) -> SolutionAnswer:
    """What ``solution`` says of ``position``: its value, the optimal action, the chance to win.

    The value is White's expected score ``2p - 1`` for White's chance ``p`` of
    winning; the action is the index of roll (0) or hold (1) among the
    successors, or none at a chance node (the dice decide) and at the end.

    >>> from fnsearch.core.config import BLACK
    >>> to_3 = solve(3)
    >>> won = Pig(3, 0, 0, BLACK, target=3)
    >>> answer(to_3, Pig(0, 0, 2, WHITE, target=3)).best, answer(to_3, won)
    (0, SolutionAnswer(value=1.0, best=None, wins=1.0))
    >>> rolling = answer(to_3, Pig(0, 0, 2, WHITE, rolling=True, target=3))
    >>> rolling.best, round(rolling.wins or 0, 4)  # 5/6 win at once; a 1 hands Black the start
    (None, 0.8605)
    """
    return _answer(white_wins(solution, position), optimal_action(solution, position))


def _answer(wins: float, action: Action | None) -> SolutionAnswer:
    return SolutionAnswer(
        value=2 * wins - 1,
        best=None if action is None else 1 if action is Action.HOLD else 0,
        wins=wins,
    )


def part(position: Pig) -> int | None:
    """The target of ``position`` when Pig to it is solved (at most :data:`SOLVED_TARGETS`).

    >>> from fnsearch.games.pig.rules import START
    >>> part(START), part(START._replace(target=SOLVED_TARGETS + 1))
    (100, None)
    """
    return position.target if 1 <= position.target <= SOLVED_TARGETS else None


def answers(text: str, target: int) -> Result[Callable[[Pig], SolutionAnswer], str]:
    """The answers of Pig to ``target``: from the stored solution's ``text`` for 100, else anew.

    Below 100 the game is solved now, by value iteration; ``text`` is not read.

    >>> from fnsearch.games.pig.rules import START
    >>> answers("", 2).map(lambda answer_of: answer_of(START._replace(target=2)).best)
    <Success: 0>
    >>> answers("pig", TARGET)  # doctest: +ELLIPSIS
    <Failure: ...>
    """
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
