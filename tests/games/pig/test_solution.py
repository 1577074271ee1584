"""Pig solved: the pure value iteration against independent oracles, the data file, the policy."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE
from fnsearch.cli import datafiles
from fnsearch.cli.datafiles import PIG_SOLUTION, check, pig_action, pig_solution
from fnsearch.games.pig.game import PIG, Pig, parse
from fnsearch.games.pig.solution import (
    SOLUTION,
    Action,
    Holding,
    answer,
    answers,
    optimal_action,
    parse_solution,
    part,
    policy,
    render_solution,
    residual,
    row,
    solve,
    white_wins,
    win_chance,
)
from fnsearch.games.record import SolutionAnswer


def imperative_values(target: int) -> dict[tuple[int, int, int], float]:
    """Oracle: plain value iteration over the whole grid at once, with loops and floats."""
    states = [(i, j, k) for i in range(target) for j in range(target) for k in range(target - i)]
    p = dict.fromkeys(states, 0.0)

    def value(i: int, j: int, k: int) -> float:
        return 1.0 if i + k >= target else p[(i, j, k)]

    while True:
        change = 0.0
        for i, j, k in states:
            roll = (1 - value(j, i, 0)) / 6 + sum(value(i, j, k + r) for r in range(2, 7)) / 6
            hold = 1 - value(j, i + k, 0)
            new = max(roll, hold)
            change = max(change, abs(new - p[(i, j, k)]))
            p[(i, j, k)] = new
        if change < 1e-13:
            return p


@pytest.mark.parametrize("target", [1, 2, 3, 5, 10, 15])
def test_the_solution_agrees_with_whole_grid_value_iteration(target: int) -> None:
    oracle = imperative_values(target)
    for accelerated in (True, False):
        solution = solve(target, accelerated=accelerated)
        for (i, j, k), expected in oracle.items():
            assert win_chance(solution, i, j, k) == pytest.approx(expected, abs=1e-10)


def exact_two(target: int) -> dict[tuple[int, int], Fraction]:
    """Oracle for targets 1 and 2: every roll but a 1 wins, so P = 5/6 + (1 - P)/6."""
    return {(i, j): Fraction(6, 7) for i in range(target) for j in range(target)}


def exact_three() -> dict[tuple[int, int], Fraction]:
    """Oracle for target 3, solved exactly with Fractions.

    To 3 a player always rolls to the target (one more roll wins unless it is a 1,
    which beats holding). With ``y`` the opponent's ``P(j, i, 0)``, the mover's
    chance is affine in ``y``: from 0 points (3 to go; a 2 leaves 1 to go)
    ``(1 - y)/6 + (5/6 + (1 - y)/6)/6 + 4/6 = 1 - 7y/36``, and from 1 or 2 points
    ``(1 - y)/6 + 5/6 = 1 - y/6``. Each pair of unknowns is a 2 x 2 linear system.
    """
    from_zero = (Fraction(1), Fraction(-7, 36))  # P = c + d * y
    from_more = (Fraction(1), Fraction(-1, 6))

    def pair(mine: tuple[Fraction, Fraction], theirs: tuple[Fraction, Fraction]) -> Fraction:
        """X = c0 + d0 * y, y = c1 + d1 * x: x."""
        return (mine[0] + mine[1] * theirs[0]) / (1 - mine[1] * theirs[1])

    kind = {0: from_zero, 1: from_more, 2: from_more}
    return {(i, j): pair(kind[i], kind[j]) for i in range(3) for j in range(3)}


def test_small_targets_agree_with_exact_fractions() -> None:
    for target in (1, 2):
        solution = solve(target)
        for (i, j), exact in exact_two(target).items():
            assert solution.chances[i][j] == pytest.approx(float(exact), abs=1e-12)
    solution = solve(3)
    for (i, j), exact in exact_three().items():
        assert solution.chances[i][j] == pytest.approx(float(exact), abs=1e-12)
    assert exact_three()[(0, 0)] == Fraction(36, 43)


def test_the_standard_game_reproduces_neller_and_presser() -> None:
    solution = pig_solution()
    assert solution.target == 100
    assert round(solution.chances[0][0], 4) == 0.5306
    assert solution.chances[0][0] == pytest.approx(0.530592725273747, abs=1e-12)
    assert residual(solution) < 1e-12
    assert policy(100, solution.chances) == solution.holds


def test_the_data_file_reads_back_to_its_own_text() -> None:
    text = PIG_SOLUTION.read_text(encoding="utf-8")
    assert render_solution(pig_solution()) + "\n" == text
    assert text.splitlines()[1] == "target 100"
    assert len(text.encode()) < 400_000


def test_the_pure_builder_writes_what_solve_finds() -> None:
    text = render_solution(solve(20))
    solution = parse_solution(text).unwrap()
    assert render_solution(solution) == text
    assert solution.chances == solve(20).chances
    assert solution.holds == solve(20).holds


def test_a_check_compares_the_file_with_a_fresh_solution(monkeypatch: pytest.MonkeyPatch) -> None:
    small = solve(30)
    monkeypatch.setattr(datafiles, "_read_pig", lambda: Success(small))
    assert check("pig").unwrap().startswith("900 score pairs agree with a fresh solution")
    first_row = (small.chances[0][0] + 1e-6, *small.chances[0][1:])
    wrong = small._replace(chances=(first_row, *small.chances[1:]))
    monkeypatch.setattr(datafiles, "_read_pig", lambda: Success(wrong))
    assert check("pig").failure() == "pig-solution.txt: differs from a fresh solution by 1e-06"


def test_the_policy_is_not_a_threshold_policy() -> None:
    holds = pig_solution().holds
    assert holds[0][0] == (Holding(21, 100),)  # at the start: hold at 21 or more
    assert holds[0][57] == (Holding(29, 98),)  # but roll on at 98 or 99: 2 or 1 points to go
    assert holds[0][75] == (Holding(28, 46), Holding(47, 89))
    assert sum(len(row[j]) == 2 for row in holds for j in range(100)) == 139


def test_optimal_action_follows_the_holds() -> None:
    solution = pig_solution()
    assert pig_action(parse("0-0").unwrap()) is Action.ROLL
    assert pig_action(parse("0-0 +20").unwrap()) is Action.ROLL
    assert pig_action(parse("0-0 +21").unwrap()) is Action.HOLD
    assert pig_action(parse("57-0 +30 black").unwrap()) is Action.HOLD
    assert pig_action(parse("57-0 +98 black").unwrap()) is Action.ROLL
    assert optimal_action(solution, parse("0-0 +21 rolling").unwrap()) is None
    assert optimal_action(solution, parse("100-0 black").unwrap()) is None
    assert optimal_action(solution, parse("0-0 +21 to 50").unwrap()) is None


@given(st.integers(0, 99), st.integers(0, 99), st.data())
def test_the_win_chances_satisfy_their_equations(i: int, j: int, data: st.DataObject) -> None:
    solution = pig_solution()
    k = data.draw(st.integers(0, 99 - i))
    p = win_chance(solution, i, j, k)
    assert 0.0 <= p <= 1.0
    roll = (1 - solution.chances[j][i]) / 6 + sum(
        win_chance(solution, i, j, k + r) for r in range(2, 7)
    ) / 6
    hold = 1 - solution.chances[j][i + k] if i + k < 100 else 1.0
    assert p == pytest.approx(max(roll, hold), abs=1e-12)
    if k == 0:
        assert roll >= hold  # holding with nothing to bank is never better than rolling
    mover = WHITE if data.draw(st.booleans()) else BLACK
    position = Pig(i if mover is WHITE else j, j if mover is WHITE else i, k, mover)
    action = optimal_action(solution, position) if k != 1 else None
    if action is not None:
        assert (action is Action.HOLD) == (k > 0 and hold > roll)


@given(st.integers(0, 98), st.integers(0, 99))
def test_more_points_never_hurt(i: int, j: int) -> None:
    chances = pig_solution().chances
    assert chances[i + 1][j] >= chances[i][j] - 1e-12
    assert chances[j][i + 1] <= chances[j][i] + 1e-12


def test_a_chance_node_is_worth_the_mean_of_its_faces() -> None:
    solution = solve(10)
    rolling = parse("2-5 +3 white rolling to 10").unwrap()

    def for_white(position: Pig) -> float:
        if PIG.is_final(position):
            return 1.0 if PIG.score(position) > 0 else 0.0
        if position.mover is BLACK:
            return 1 - win_chance(solution, position.black, position.white, position.turn)
        return win_chance(solution, position.white, position.black, position.turn)

    mean = sum(float(p) * for_white(face) for p, face in PIG.outcomes(rolling))
    roll_value = (1 - solution.chances[5][2]) / 6 + sum(
        win_chance(solution, 2, 5, 3 + r) for r in range(2, 7)
    ) / 6
    assert mean == pytest.approx(roll_value, abs=1e-12)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected a line 'target N'"),
        ("target 0", "line 1: expected 'target N', got 'target 0'"),
        (
            "target 1\n0 0 0.5 -\n0 0 0.5 -",
            "expected 1 lines after 'target 1', one per score pair, got 2",
        ),
        ("target 1\n0 1 0.5 -", "line 2: expected the scores 0 0, got 0 1"),
        ("target 1\n0 0 half -", "line 2: expected 'i j chance holds', got '0 0 half -'"),
        ("target 3\n" + "0 0 0.5 2-1\n" + "0 1 0.5 -\n" * 8, "line 2: bad turn totals to hold at"),
        ("target 3\n0 0 0.5 1-3\n", "expected 9 lines after 'target 3', one per score pair, got 1"),
    ],
)
def test_a_corrupt_solution_is_refused(text: str, message: str) -> None:
    assert parse_solution(text) == Failure(message)


def test_the_examples_of_the_solution() -> None:
    forty = solve(40)
    assert (round(forty.chances[0][0], 4), forty.holds[0][0]) == (0.5447, (Holding(18, 29),))
    assert policy(40, forty.chances)[0][0] == (Holding(start=18, stop=29),)
    assert round(win_chance(forty, 0, 0, 18), 4) == 0.6561
    actions = [optimal_action(forty, parse(f"0-0 +{k} to 40").unwrap()) for k in (0, 17, 18, 29)]
    assert [action.value for action in actions if action is not None] == [
        "roll",
        "roll",
        "hold",
        "roll",
    ]
    assert residual(solve(10)) < 1e-11
    assert row((0.25,), 0.5) == (0.9166666666666666, 0.9166666666666666)  # two short
    assert solve(2).chances == (  # any roll but a 1 wins: P = 5/6 + (1 - P)/6
        (0.8571428571428571, 0.8571428571428571),
        (0.8571428571428571, 0.8571428571428571),
    )


def test_the_examples_of_the_solution_text_and_answers() -> None:
    three = parse_solution(render_solution(solve(3)))
    assert three.map(lambda solution: solution.chances[0][0]) == Success(0.8372093023255814)
    line = render_solution(solve(40)).splitlines()[2]
    assert line.startswith("0 0 0.54469")
    assert line.endswith(" 18-28")
    assert parse_solution("target 2\n0 0 0.5 -") == Failure(
        "expected 4 lines after 'target 2', one per score pair, got 1"
    )
    two = Pig(0, 0, 0, WHITE, target=2)
    assert round(white_wins(solve(2), two), 4) == 0.8571
    assert answer(solve(2), two) == SolutionAnswer(  # any roll but a 1 wins: 6 games in 7
        value=0.7142857142857142, best=0, wins=0.8571428571428571
    )
    assert (SOLUTION.part(Pig(0, 0, 0, WHITE)), SOLUTION.part(Pig(0, 0, 0, WHITE, target=101))) == (
        100,
        None,
    )
    assert part(Pig(0, 0, 0, WHITE, target=101)) is None
    assert isinstance(answers("pig", 100), Failure)
