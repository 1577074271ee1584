"""Pig the game: its rules as a ChanceConfig, its text form, its evaluation."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE
from fnsearch.cli.datafiles import pig_solution
from fnsearch.core.chance_config import ChanceConfig, probabilities_sum_to_one
from fnsearch.games.pig.game import (
    GAME,
    MAX_TARGET,
    PIG,
    START,
    Pig,
    draw,
    evaluate,
    parse,
    render,
    to_move,
    win_chance,
)


def test_pig_is_a_chance_config() -> None:
    instance: ChanceConfig[Pig] = PIG
    assert instance.to_move(START) is WHITE
    assert GAME.instance is PIG
    assert GAME.start == START
    assert GAME.parse(GAME.example).map(GAME.render) == Success(GAME.example)


def test_a_decision_node_rolls_then_holds() -> None:
    position = Pig(10, 20, 5, BLACK)
    assert list(PIG.successors(position, BLACK)) == [
        Pig(10, 20, 5, BLACK, rolling=True),
        Pig(10, 25, 0, WHITE),
    ]


def test_a_turn_begins_with_a_roll() -> None:
    assert list(PIG.successors(START, WHITE)) == [START._replace(rolling=True)]


def test_the_six_faces_of_a_chance_node() -> None:
    rolling = Pig(3, 8, 4, WHITE, rolling=True, target=10)
    outcomes = list(PIG.outcomes(rolling))
    assert probabilities_sum_to_one(outcomes)
    assert [p for p, _ in outcomes] == [Fraction(1, 6)] * 6
    assert [face for _, face in outcomes] == [
        Pig(3, 8, 0, BLACK, target=10),  # a 1: the turn total is lost, the turn passes
        Pig(3, 8, 6, WHITE, target=10),
        Pig(10, 8, 0, BLACK, target=10),  # 3 + 4 + 3 reaches 10: White has won at once
        Pig(11, 8, 0, BLACK, target=10),
        Pig(12, 8, 0, BLACK, target=10),
        Pig(13, 8, 0, BLACK, target=10),
    ]
    assert [PIG.score(face) for _, face in outcomes] == [0, 0, 1, 1, 1, 1]
    assert PIG.is_chance(rolling)
    assert list(PIG.successors(rolling, WHITE)) == [face for _, face in outcomes]


def test_two_ones_in_a_row_come_back_to_the_same_position() -> None:
    position = Pig(30, 40, 0, WHITE)
    roll = next(iter(PIG.successors(position, WHITE)))
    black_turn = next(iter(PIG.outcomes(roll)))[1]
    black_roll = next(iter(PIG.successors(black_turn, BLACK)))
    assert next(iter(PIG.outcomes(black_roll)))[1] == position


def test_final_positions_score_plus_or_minus_one() -> None:
    assert PIG.is_final(Pig(100, 3, 0, BLACK))
    assert PIG.score(Pig(100, 3, 0, BLACK)) == 1
    assert PIG.score(Pig(3, 104, 0, WHITE)) == -1
    assert PIG.score(Pig(99, 99, 0, WHITE)) == 0
    assert list(PIG.successors(Pig(100, 3, 0, BLACK), BLACK)) == []


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("0-0", START),
        ("12-30 +7 white", Pig(12, 30, 7, WHITE)),
        ("12-30 +7 b rolling", Pig(12, 30, 7, BLACK, rolling=True)),
        (" 3 - 4 + 2 BLACK Rolling TO 10 ", Pig(3, 4, 2, BLACK, True, 10)),
        ("101-20 +0 black", Pig(101, 20, 0, BLACK)),
        ("0-0 to 1", Pig(0, 0, 0, WHITE, target=1)),
        ("-0-00", START),
    ],
)
def test_parse_accepts(text: str, position: Pig) -> None:
    assert parse(text) == Success(position)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected 'white-black +turn player [rolling] [to target]', such as '12-30 +7 white'"),
        (
            "12 30",
            "expected 'white-black +turn player [rolling] [to target]', such as '12-30 +7 white'",
        ),
        (
            "12-30 red",
            "expected 'white-black +turn player [rolling] [to target]', such as '12-30 +7 white'",
        ),
        ("-5-3", "scores, turn totals and targets cannot be negative"),
        ("5-3 +-2", "scores, turn totals and targets cannot be negative"),
        ("5-3 +1", "a turn total of 1 cannot arise: a roll of 1 scores nothing"),
        ("100-100", "both players cannot have reached the target 100"),
        (
            "106-3",
            "a score of 106 cannot arise: the game ends when a player reaches 100, by at most 5",
        ),
        ("105-3 +2 b", "the game is over: there is no turn total and no die to roll"),
        ("100-3 b rolling", "the game is over: there is no turn total and no die to roll"),
        ("90-30 +10 white", "white's 90 + 10 reaches the target 100, which ends the game"),
        ("3-4 to 0", "the target must be from 1 to 1000, got 0"),
        ("3-4 to 1001", "the target must be from 1 to 1000, got 1001"),
        ("3-4 to 99999", "the number 99999 is too large: at most 1000"),
        ("9" * 500 + "-3", "the number 999999...(500 digits) is too large: at most 1000"),
    ],
)
def test_parse_refuses_with_one_line(text: str, message: str) -> None:
    assert parse(text) == Failure(message)


@st.composite
def positions(draw_from: st.DrawFn) -> Pig:
    """Positions that can arise: decision and chance nodes below the target, and final ones."""
    target = draw_from(st.integers(1, MAX_TARGET))
    mover = draw_from(st.sampled_from([WHITE, BLACK]))
    if draw_from(st.booleans()):
        winner = draw_from(st.integers(target, target + 5))
        loser = draw_from(st.integers(0, target - 1))
        return Pig(
            *((winner, loser) if mover is BLACK else (loser, winner)), 0, mover, False, target
        )
    banked = draw_from(st.integers(0, target - 1))
    other = draw_from(st.integers(0, target - 1))
    turn = draw_from(st.sampled_from([0, *range(2, target - banked)]))
    white, black = (banked, other) if mover is WHITE else (other, banked)
    return Pig(white, black, turn, mover, draw_from(st.booleans()), target)


@given(positions())
def test_render_then_parse_is_the_identity(position: Pig) -> None:
    assert parse(render(position)) == Success(position)
    assert draw(position).count("\n") == 2


@given(
    st.text()
    | st.from_regex(
        r"\s*-?[0-9]{0,5}\s*-\s*-?[0-9]{0,5}( \+[0-9]{0,3})?( [wb])?( rolling)?( to [0-9]{0,5})?",
        fullmatch=True,
    )
)
def test_parse_never_raises(text: str) -> None:
    result = parse(text)
    if isinstance(result, Success):
        assert parse(render(result.unwrap())) == result
    else:
        assert result.failure().strip() != ""
        assert len(result.failure().splitlines()) == 1


@given(positions())
def test_every_position_reached_is_legal(position: Pig) -> None:
    children = (
        [child for _, child in PIG.outcomes(position)]
        if PIG.is_chance(position)
        else list(PIG.successors(position, position.mover))
    )
    for child in children:
        assert parse(render(child)) == Success(child)


@given(positions())
def test_the_estimate_is_a_probability_and_exact_at_the_end(position: Pig) -> None:
    chance = win_chance(position)
    assert 0 <= chance <= 1
    assert evaluate(position) == 2 * chance - 1
    if PIG.is_final(position):
        assert 2 * chance - 1 == PIG.score(position)


def test_the_estimate_is_close_to_the_exact_chances() -> None:
    solution = pig_solution()
    errors = [
        abs(float(win_chance(Pig(i, j, 0, WHITE))) - solution.chances[i][j])
        for i in range(100)
        for j in range(100)
    ]
    assert sum(errors) / len(errors) < 0.04
    assert abs(float(win_chance(START)) - solution.chances[0][0]) < 0.02


def test_draw_shows_the_mover_and_the_target() -> None:
    assert draw(Pig(12, 30, 7, BLACK)) == "white  12\nblack  30 + 7  to move\nfirst to 100"
    assert draw(Pig(12, 103, 0, WHITE)).endswith("black won")
    assert repr(PIG) == "PIG"


def test_the_naming_tells_each_roll_and_hold_and_refuses_a_hold_without_points() -> None:
    from fnsearch.games.pig.game import NAMING, PIG, START, parse

    assert NAMING.told is not None
    rolling = parse("90-20 +7 black rolling").unwrap()
    told = [NAMING.told(rolling, face, True) for _, face in list(PIG.outcomes(rolling))[:3]]
    assert told == [
        "the computer rolls 1: the turn's 7 points are lost",
        "the computer rolls 2: turn total 9",
        "the computer rolls 3: turn total 10",
    ]
    held = NAMING.told(parse("35-10 +2 black").unwrap(), parse("35-12 +0 white").unwrap(), False)
    assert held == "you hold: 35-12"
    assert (NAMING.say(2), NAMING.why_not(parse("0-0 +3").unwrap(), 3)) == (
        "hold",
        "type roll (r) or hold (h)",
    )
    assert NAMING.why_not(START, 2) == "a turn begins with a roll: type roll (r)"


def test_the_examples_of_the_rules_and_the_text() -> None:
    parsed = parse("10-20 +5 black").unwrap()
    children = [render(child) for child in PIG.successors(parsed, BLACK)]
    assert children == ["10-20 +5 black rolling", "10-25 +0 white"]
    assert (
        PIG.score(Pig(101, 40, 0, BLACK)),
        PIG.is_chance(Pig(0, 0, 0, WHITE, rolling=True)),
    ) == (
        1,
        True,
    )
    assert to_move(Pig(0, 0, 0, BLACK)) == BLACK
    assert (win_chance(START), win_chance(Pig(100, 40, 0, BLACK))) == (
        Fraction(625, 1201),
        Fraction(1, 1),
    )
    assert evaluate(START) == Fraction(49, 1201)
    assert render(Pig(0, 3, 2, BLACK, True, 5)) == "0-3 +2 black rolling to 5"
    assert draw(Pig(12, 30, 7, WHITE, True)) == (
        "white  12 + 7  to move, rolling\nblack  30\nfirst to 100"
    )
    assert parse("95-30 +7 white") == Failure(
        "white's 95 + 7 reaches the target 100, which ends the game"
    )
