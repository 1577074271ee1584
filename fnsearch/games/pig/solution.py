"""Pig solved by value iteration: the chance of winning of the player to move, and the policy.

``P(i, j, k)`` (``i`` banked, ``j`` the opponent's, turn total ``k``; Neller and Presser) is
solved by components ``{(i, j), (j, i)}`` of decreasing ``i + j``, by sweeps accelerated by a
secant step. The text form: ``target N``, then ``i j P(i, j, 0) holds`` per score pair,
``holds`` the turn totals to hold at as ranges (``28-45,47-88``) or ``-``; ``#`` comments.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from enum import Enum
from functools import partial, reduce
from itertools import accumulate, groupby, pairwise
from typing import Final, NamedTuple, TypeAlias, final

from immutables import Map
from returns.result import Failure, Result, Success

from fnsearch.core.config import WHITE
from fnsearch.core.folds import fold_until
from fnsearch.games.pig.rules import MAX_TARGET, PIG, TARGET, Pig
from fnsearch.games.record import Solution, SolutionAnswer

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


def _row_inputs(
    chances: tuple[tuple[float, ...], ...], target: int, i: int, j: int
) -> tuple[tuple[float, ...], float]:
    # The arguments of row for (i, j), from the solved P(., ., 0): later holds, and lose.
    return _later_holds(lambda a, b: chances[a][b], target, i, j), 1.0 - chances[j][i]


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

    known = reduce(add, _components(target), _Known(Map(), 0))
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
    later_holds, lose = _row_inputs(chances, target, i, j)
    values = (*row(later_holds, lose), *_WON)  # P(i, j, k) for k = 0, 1, ..., then won
    # Whether to hold at each turn total k, from 0 (never: a turn begins with a roll).
    holding = [
        False,
        *(hold > (lose + sum(values[k + 2 : k + 7])) / 6 for k, hold in enumerate(later_holds, 1)),
    ]
    runs = (list(run) for held, run in groupby(range(len(holding)), holding.__getitem__) if held)
    return tuple(Holding(run[0], run[-1] + 1) for run in runs)


def win_chance(solution: PigSolution, i: int, j: int, k: int) -> float:
    """``P(i, j, k)``: the chance that the player to move wins with ``i`` + ``k`` against ``j``."""
    return (
        1.0
        if i + k >= solution.target
        else row(*_row_inputs(solution.chances, solution.target, i, j))[k]
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
            - _start_value(*_row_inputs(solution.chances, solution.target, i, j))
        )
        for i in range(solution.target)
        for j in range(solution.target)
    )


_HEADER: Final = (
    "# Pig solved: i j P(i, j, 0) (the mover's chance at turn total 0), turn totals to hold at"
)
_TARGET: Final = re.compile(r"target ([0-9]{1,4})")
_LINE: Final = re.compile(
    r"([0-9]{1,4}) ([0-9]{1,4}) ([0-9](?:\.[0-9]{1,20})?(?:e-[0-9]{1,3})?) (-|[0-9,-]{1,200})"
)
_Entry: TypeAlias = tuple[float, tuple[Holding, ...]]  # a line's chance and turn totals to hold
_RANGE: Final = re.compile(r"([0-9]{1,4})-([0-9]{1,4})")


def render_solution(solution: PigSolution) -> str:
    """The text of ``solution``, which :func:`parse_solution` reads back."""
    lines = (
        f"{i} {j} {solution.chances[i][j]!r} "
        + (",".join(f"{held.start}-{held.stop - 1}" for held in solution.holds[i][j]) or "-")
        for i in range(solution.target)
        for j in range(solution.target)
    )
    return "\n".join((_HEADER, f"target {solution.target}", *lines))


def parse_solution(text: str) -> Result[PigSolution, str]:
    """Read a solution; a ``Failure`` names the first line that is wrong."""
    lines = tuple(
        (number, line)
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.startswith("#")
    )
    header = _TARGET.fullmatch(lines[0][1].strip()) if lines else None
    target = 0 if header is None else int(header.group(1))
    return (
        Failure("expected a line 'target N'")
        if not lines
        else Failure(f"line {lines[0][0]}: expected 'target N', got {lines[0][1][:40]!r}")
        if not 1 <= target <= MAX_TARGET
        else Failure(
            f"expected {target * target} lines after 'target {target}', one per score pair,"
            f" got {len(lines) - 1}"
        )
        if len(lines) - 1 != target * target
        else _collected(target, lines[1:])
    )


def _collected(target: int, lines: tuple[tuple[int, str], ...]) -> Result[PigSolution, str]:
    entries = tuple(
        _entry(number, line.strip(), target, divmod(index, target))
        for index, (number, line) in enumerate(lines)
    )
    failure = next((entry for entry in entries if isinstance(entry, str)), None)
    found = tuple(entry for entry in entries if not isinstance(entry, str))
    rows = tuple(found[i * target : (i + 1) * target] for i in range(target))
    chances = tuple(tuple(chance for chance, _ in row) for row in rows)
    holds = tuple(tuple(holding for _, holding in row) for row in rows)
    return Failure(failure) if failure is not None else Success(PigSolution(target, chances, holds))


def _entry(number: int, line: str, target: int, pair: tuple[int, int]) -> _Entry | str:
    found = _LINE.fullmatch(line)
    fields = ("", "", "", "") if found is None else found.groups("")
    ranges = tuple(_RANGE.fullmatch(part) for part in fields[3].split(","))
    holds = tuple(Holding(int(one[1]), int(one[2]) + 1) for one in ranges if one is not None)
    # The turn totals to hold at: ranges sorted, apart and within 1 .. target - i - 1.
    ordered = (
        len(holds) == len(ranges)
        and all(1 <= holding.start < holding.stop <= target - pair[0] for holding in holds)
        and all(earlier.stop < later.start for earlier, later in pairwise(holds))
    )
    return (
        f"line {number}: expected 'i j chance holds', got {line[:40]!r}"
        if found is None
        else f"line {number}: expected the scores {pair[0]} {pair[1]}, got {fields[0]} {fields[1]}"
        if (int(fields[0]), int(fields[1])) != pair
        else f"line {number}: a probability must be from 0 to 1, got {fields[2]!r}"
        if not 0.0 <= float(fields[2]) <= 1.0
        else f"line {number}: bad turn totals to hold at"
        if fields[3] != "-" and not ordered
        else (float(fields[2]), holds)
    )


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
        else win_chance(solution, position.banked, position.other, position.turn)
        if position.mover is WHITE
        else 1.0 - win_chance(solution, position.banked, position.other, position.turn)
    )


def answer(solution: PigSolution, position: Pig) -> SolutionAnswer:
    """White's expected score, best move (roll 0, hold 1, or none) and chance to win."""
    wins = white_wins(solution, position)
    action = optimal_action(solution, position)
    best = None if action is None else 1 if action is Action.HOLD else 0
    return SolutionAnswer(value=2 * wins - 1, best=best, wins=wins)


def part(position: Pig) -> int | None:
    """The target of ``position`` when Pig to it is solved (at most :data:`SOLVED_TARGETS`)."""
    return position.target if 1 <= position.target <= SOLVED_TARGETS else None


def answers(text: str, target: int) -> Result[Callable[[Pig], SolutionAnswer], str]:
    """The answers of Pig to ``target``: from the stored solution's ``text`` for 100, else anew."""
    return (
        parse_solution(text).map(lambda solution: partial(answer, solution))
        if target == TARGET
        else Success(partial(answer, solve(target)))
    )


SOLUTION: Final[Solution[Pig]] = Solution(
    data=DATA,
    part=part,
    answers=answers,
    says=lambda target: f"Pig to {target} is solved",
)
"""Pig solved, for its record: to 100 from the data file, to less on the spot."""
