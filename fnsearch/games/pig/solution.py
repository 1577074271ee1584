"""Pig solved by value iteration: the chance of winning of the player to move, and the policy.

``P(i, j, k)``, the chance that the player to move wins with ``i`` banked, ``j`` for
the opponent and turn total ``k`` (Neller and Presser, 2004), is ``1`` once ``i + k``
reaches the target, else the fixed point of ``P = max(P_roll, P_hold)`` with
``P_hold = 1 - P(j, i + k, 0)`` and ``P_roll = (1 - P(j, i, 0)) / 6 + Σ_{r=2..6}
P(i, j, k + r) / 6``. The score pairs ``(i, j)`` and ``(j, i)`` form a component,
solved by decreasing ``i + j``, each by sweeps of backward passes over ``k``
(accelerated by a secant step).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import Enum
from functools import reduce
from itertools import accumulate, groupby
from typing import Final, NamedTuple, TypeAlias, final

from immutables import Map

from fnsearch.core.folds import fold_until
from fnsearch.games.pig.rules import PIG, Pig

TOLERANCE: Final = 1e-12
"""A component's iteration stops when a sweep changes its values by less than this."""
MAX_SWEEPS: Final = 10_000
"""The most sweeps of one component (plain iteration needs under a hundred)."""

_Window: TypeAlias = tuple[float, float, float, float, float, float]  # P(i, j, k + 1..k + 6)
_WON: Final[_Window] = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0)


@final
class Holding(NamedTuple):
    """The turn totals ``start <= k < stop`` at which holding is optimal."""

    start: int
    stop: int


@final
class PigSolution(NamedTuple):
    """Pig solved for one target.

    ``chances[i][j]`` is ``P(i, j, 0)``, ``holds[i][j]`` the turn totals ``k >= 1`` at which
    to hold; ``sweeps`` is ``0`` when read from a file.
    """

    target: int
    chances: tuple[tuple[float, ...], ...]
    holds: tuple[tuple[tuple[Holding, ...], ...], ...]
    sweeps: int = 0


class Action(Enum):
    """What the player to move does at a decision node of Pig."""

    ROLL = "roll"
    HOLD = "hold"


def row(later_holds: tuple[float, ...], lose: float) -> tuple[float, ...]:
    """One backward pass: ``P(i, j, k)`` for every turn total ``k`` below ``target - i``.

    ``later_holds[k - 1]`` is the value of holding at ``k >= 1``; ``lose = 1 - P(j, i, 0)``.
    """
    return tuple(
        window[0]
        for window in reversed(
            tuple(accumulate(reversed((lose, *later_holds)), _step(lose), initial=_WON))[1:]
        )
    )


def _step(lose: float) -> Callable[[_Window, float], _Window]:
    # P(i, j, k) from the window above k and the value of holding at k.
    def step(window: _Window, hold: float) -> _Window:
        return (
            max((lose + window[1] + window[2] + window[3] + window[4] + window[5]) / 6, hold),
            window[0],
            window[1],
            window[2],
            window[3],
            window[4],
        )

    return step


def _start_value(later_holds: tuple[float, ...], lose: float) -> float:
    # The first value of row, without keeping the others.
    return reduce(_step(lose), reversed((lose, *later_holds)), _WON)[0]


def _later_holds(
    value_at: Callable[[int, int], float], target: int, i: int, j: int
) -> tuple[float, ...]:
    # The values of holding at k = 1, 2, ..., i against j: 1 - P(j, i + k, 0).
    return tuple(1.0 - value_at(j, i + k) for k in range(1, target - i))


@final
class _Sweeps(NamedTuple):
    """The last two guesses of ``P(i, j, 0)`` and their sweeps' values."""

    previous: float
    previous_image: float
    guess: float
    image: float
    sweeps: int


def _solve_component(
    known: _Known, component: tuple[int, int], target: int, accelerated: bool, tolerance: float
) -> _Known:
    i, j = component
    holds_i = _later_holds(known.value_at, target, i, j)
    holds_j = _later_holds(known.value_at, target, j, i)

    def sweep(x: float) -> float:
        # P(i, j, 0) anew: the row of (j, i) given x, then the row of (i, j).
        return _start_value(holds_i, 1.0 - _start_value(holds_j, 1.0 - x))

    def step(state: _Sweeps, _: int) -> _Sweeps:
        guess = _secant(state) if accelerated else state.image
        return _Sweeps(state.guess, state.image, guess, sweep(guess), state.sweeps + 1)

    guess = known.chances.get((i, j + 1), 0.5)
    image = sweep(guess)
    done = fold_until(
        step,
        _Sweeps(guess, image, guess, image, 1),
        range(MAX_SWEEPS),
        lambda state: abs(state.image - state.guess) < tolerance,
    )
    return _Known(
        known.chances.set(component, done.image).set(
            (j, i), _start_value(holds_j, 1.0 - done.image)
        ),
        known.sweeps + done.sweeps,
    )


def _secant(state: _Sweeps) -> float:
    # Where the line through the last two (guess, change) points meets zero.
    return (
        state.image
        if state.image - state.guess == state.previous_image - state.previous
        else min(
            1.0,
            max(
                0.0,
                state.guess
                - (state.image - state.guess)
                * (state.guess - state.previous)
                / ((state.image - state.guess) - (state.previous_image - state.previous)),
            ),
        )
    )


@final
class _Known(NamedTuple):
    """``P(i, j, 0)`` for the score pairs solved so far."""

    chances: Map[tuple[int, int], float]
    sweeps: int

    def value_at(self, i: int, j: int) -> float:
        return self.chances[(i, j)]


def _components(target: int) -> Iterator[tuple[int, int]]:
    return (
        (i, total - i)
        for total in range(2 * (target - 1), -1, -1)
        for i in range(max(0, total - target + 1), total // 2 + 1)
    )


def solve(target: int, *, accelerated: bool = True, tolerance: float = TOLERANCE) -> PigSolution:
    """Solve Pig to ``target``: every ``P(i, j, 0)`` and the optimal policy.

    ``accelerated=False`` is plain value iteration inside each component.

    >>> solve(40).holds[0][0]
    (Holding(start=18, stop=29),)
    """

    def add(known: _Known, component: tuple[int, int]) -> _Known:
        return _solve_component(known, component, target, accelerated, tolerance)

    return _solution(target, reduce(add, _components(target), _Known(Map(), 0)))


def _solution(target: int, known: _Known) -> PigSolution:
    chances = tuple(tuple(known.chances[(i, j)] for j in range(target)) for i in range(target))
    return PigSolution(target, chances, policy(target, chances), known.sweeps)


def policy(
    target: int, chances: tuple[tuple[float, ...], ...]
) -> tuple[tuple[tuple[Holding, ...], ...], ...]:
    """The intervals of turn totals at which to hold, for each score pair, from ``P(·, ·, 0)``."""
    return tuple(
        tuple(_holdings(chances, target, i, j) for j in range(target)) for i in range(target)
    )


def _holdings(
    chances: tuple[tuple[float, ...], ...], target: int, i: int, j: int
) -> tuple[Holding, ...]:
    later_holds = _later_holds(lambda a, b: chances[a][b], target, i, j)
    lose = 1.0 - chances[j][i]
    values = (*row(later_holds, lose), *_WON)  # P(i, j, k) for k = 0, 1, ..., then won
    holding = [
        hold > (lose + sum(values[k + 2 : k + 7])) / 6
        for k, hold in enumerate(later_holds, start=1)
    ]

    def held_at(k: int) -> bool:
        return holding[k - 1]

    runs = ((held, list(run)) for held, run in groupby(range(1, len(holding) + 1), held_at))
    return tuple(Holding(run[0], run[-1] + 1) for held, run in runs if held)


def win_chance(solution: PigSolution, i: int, j: int, k: int) -> float:
    """``P(i, j, k)``: the chance that the player to move wins with ``i`` + ``k`` against ``j``."""
    return (
        1.0
        if i + k >= solution.target
        else row(
            _later_holds(lambda a, b: solution.chances[a][b], solution.target, i, j),
            1.0 - solution.chances[j][i],
        )[k]
    )


def optimal_action(solution: PigSolution, position: Pig) -> Action | None:
    """Roll or hold, optimally; ``None`` at chance nodes, final positions and other targets."""
    return (
        None
        if position.rolling or PIG.is_final(position) or position.target != solution.target
        else Action.HOLD
        if position.turn > 0
        and any(
            holding.start <= position.turn < holding.stop
            for holding in solution.holds[position.banked][position.other]
        )
        else Action.ROLL
    )


def residual(solution: PigSolution) -> float:
    """The largest error of ``solution`` in the equations of ``P(i, j, 0)``: 0 at a fixed point."""
    return max(
        abs(
            solution.chances[i][j]
            - _start_value(
                _later_holds(lambda a, b: solution.chances[a][b], solution.target, i, j),
                1.0 - solution.chances[j][i],
            )
        )
        for i in range(solution.target)
        for j in range(solution.target)
    )
