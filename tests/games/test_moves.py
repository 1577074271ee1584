"""Moves typed as words: a naming's words are read, shown and asked for, as its numbers are."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch.core.config import BLACK, WHITE
from fnsearch.games import nim, tictactoe, tree
from fnsearch.games.moves import (
    choices,
    menu,
    mover,
    naming_of,
    number_of,
    prompt,
    read_move,
    side_to_move,
    spoken,
    typed_line,
    typed_move,
    verdict,
)
from fnsearch.games.naming import Naming
from fnsearch.games.pig import game as pig
from fnsearch.games.record import C, Game
from fnsearch.games.registry import REGISTRY

TURN = pig.parse("10-20 +5 white").unwrap()
"""White has 5 points to bank: both roll and hold are legal."""
START = pig.parse("10-20 +0 white").unwrap()
"""A turn's start: only roll is legal."""
ROLLING, HELD = pig.parse("10-20 +5 white rolling").unwrap(), pig.parse("15-20 +0 black").unwrap()
STARTED = pig.parse("10-20 +0 white rolling").unwrap()
"""The one move from :data:`START`: the roll."""


@pytest.mark.parametrize(
    "typed", ["roll", "r", "1", "ROLL", "R", " r ", "Ro ll", "\troll\n", " 1 "]
)
def test_roll_is_typed_as_a_word_a_letter_or_a_number(typed: str) -> None:
    assert read_move(pig.GAME, TURN, WHITE, typed) == Success(ROLLING)


@pytest.mark.parametrize("typed", ["hold", "h", "2", "HOLD", "H", " h o l d "])
def test_hold_is_typed_as_a_word_a_letter_or_a_number(typed: str) -> None:
    assert read_move(pig.GAME, TURN, WHITE, typed) == Success(HELD)


@pytest.mark.parametrize("typed", ["", "x", "rol", "stay", "roll hold", "3", "0", "rh", "²"])
def test_a_bad_answer_in_pig_is_one_sentence(typed: str) -> None:
    assert read_move(pig.GAME, TURN, WHITE, typed) == Failure("type roll (r) or hold (h)")


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("hold", "a turn begins with a roll: type roll (r)"),
        ("H", "a turn begins with a roll: type roll (r)"),
        ("2", "a turn begins with a roll: type roll (r)"),
        ("3", "type roll (r)"),
        ("stop", "type roll (r)"),
    ],
)
def test_at_a_turns_start_only_a_roll_is_asked_for(typed: str, said: str) -> None:
    assert read_move(pig.GAME, START, WHITE, typed) == Failure(said)


@given(st.text(max_size=12))
@example("hold")
@example("٣")
@example("1")  # at a turn's start, the one move: the roll
def test_any_line_typed_in_pig_is_a_move_or_one_line_of_reason(line: str) -> None:
    for position, moves in ((TURN, (ROLLING, HELD)), (START, (STARTED,))):
        result = read_move(pig.GAME, position, WHITE, line)
        assert result in tuple(map(Success, moves)) or (
            isinstance(result, Failure) and "\n" not in result.failure()
        )


def test_pig_shows_its_words_and_asks_for_them() -> None:
    assert menu(pig.NAMING, TURN) == "1 roll (r)   2 hold (h)"
    assert menu(pig.NAMING, START) == "1 roll (r)"
    assert prompt(pig.NAMING, TURN) == "your move (roll or hold): "
    assert prompt(pig.NAMING, START) == "your move (roll): "
    # The position alone is drawn: the menu is the human's, shown with the prompt.
    assert "roll" not in pig.NAMING.picture(TURN)


def test_pigs_moves_are_typed_as_words() -> None:
    assert typed_move(pig.GAME, TURN, WHITE, ROLLING) == "roll"
    assert typed_move(pig.GAME, TURN, WHITE, HELD) == "hold"
    assert typed_line(
        pig.GAME, TURN, WHITE, (HELD, pig.parse("15-20 +0 black rolling").unwrap())
    ) == (
        "hold",
        "roll",
    )


def test_a_line_is_typed_up_to_the_dice() -> None:
    after = pig.parse("10-20 +9 white").unwrap()
    assert typed_line(pig.GAME, TURN, WHITE, (ROLLING, after)) == ("roll",)
    assert typed_line(pig.GAME, TURN, WHITE, ()) == ()


def test_a_tictactoe_line_is_typed_as_its_cells() -> None:
    texts = [".../.X./...", "O../.X./...", "O.X/.X./...", "O.X/.X./O.."]
    line = tuple(tictactoe.parse(text).unwrap() for text in texts)
    assert typed_line(tictactoe.GAME, tictactoe.EMPTY, WHITE, line) == ("5", "1", "3", "7")


def _has_words(record: Game[C], _: C) -> bool:
    return bool(naming_of(record).words)


@pytest.mark.parametrize("name", sorted(REGISTRY.games))
def test_the_games_without_words_are_asked_for_numbers(name: str) -> None:
    # Every game but Pig types its moves as numbers, as before.
    assert REGISTRY.game(name).bind(lambda record: record.at(None, _has_words)) == Success(
        name == "pig"
    )


def test_the_words_of_a_naming_are_read_for_any_game() -> None:
    # A naming from outside gives the coin game words: no game is a special case.
    words = Naming(
        noun="coins",
        highest=nim.NAMING.highest,
        number=nim.NAMING.number,
        say=nim.NAMING.say,
        why_not=nim.NAMING.why_not,
        picture=nim.NAMING.picture,
        words={"one": 1, "single": 1, "two": 2},
    )
    game = replace(nim.GAME, naming=words)
    assert read_move(game, (4, 1), WHITE, "One") == Success((3, -1))
    assert read_move(game, (4, 1), WHITE, "2") == Success((2, -1))
    assert read_move(game, (4, 1), WHITE, "three") == Failure("type one (single) or two")
    assert menu(words, (4, 1)) == "1 one (single)   2 two"
    assert prompt(words, (1, 1)) == "your move (one): "
    assert [number for number, _ in choices(game, (4, -1), BLACK)] == [1, 2]


def test_spoken_lists_words_and_numbers() -> None:
    assert spoken({"roll": 1, "r": 1}, [1]) == "roll (r)"
    assert spoken({"a": 1, "b": 2, "c": 3}, [1, 2, 3]) == "a, b or c"


def test_the_examples_of_the_moves() -> None:
    board = tictactoe.parse("X../.O./...").unwrap()
    assert read_move(tictactoe.GAME, board, WHITE, "5") == Failure("cell 5 is taken")
    assert naming_of(nim.GAME) is nim.GAME.naming
    assert (mover(tree.GAME, (1, 2), None), mover(tree.GAME, (1, 2), WHITE)) == (WHITE, BLACK)
    said = side_to_move(nim.GAME, nim.GAME.start, BLACK)
    assert isinstance(said, Failure)
    assert said.failure().startswith("nim positions say who moves: it is White's move in ")
    assert said.failure().endswith("; leave out --player")
    assert choices(nim.GAME, (4, 1), WHITE) == ((1, (3, -1)), (2, (2, -1)))
    assert number_of(nim.GAME, (4, 1), WHITE, (2, -1)) == 2
    centre = tictactoe.parse(".../.X./...").unwrap()
    assert typed_move(tictactoe.GAME, tictactoe.EMPTY, WHITE, centre) == "5"
    boards = [tictactoe.parse(text).unwrap() for text in (".../.X./...", "O../.X./...")]
    assert typed_line(tictactoe.GAME, tictactoe.EMPTY, WHITE, tuple(boards)) == ("5", "1")
    turn = pig.parse("10-20 +5 white").unwrap()
    assert [read_move(pig.GAME, turn, WHITE, typed).map(pig.render) for typed in (" R ", "9")] == [
        Success("10-20 +5 white rolling"),
        Failure("type roll (r) or hold (h)"),
    ]
    assert (
        spoken({"roll": 1, "r": 1, "hold": 2, "h": 2}, [1, 2]),
        spoken({"pass": 1}, [1, 2, 3]),
    ) == (
        "roll (r) or hold (h)",
        "pass, 2 or 3",
    )
    assert prompt(naming_of(tictactoe.GAME), tictactoe.EMPTY) == "your move (cell 1 to 9): "
    assert menu(pig.NAMING, pig.parse("10-20 +5 white").unwrap()) == "1 roll (r)   2 hold (h)"
    assert (
        verdict(tictactoe.GAME, tictactoe.parse("XXX/OO./...").unwrap(), BLACK)
        == "game over: White (X) wins, the computer wins"
    )
