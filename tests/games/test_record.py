"""The ``Game`` records: who moves, default limits, and opening a record on a position."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch.core.config import BLACK, WHITE
from fnsearch.games import nim, tictactoe, tree
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.mnk import game as mnk
from fnsearch.games.moves import choices, mover, naming_of, read_move
from fnsearch.games.pig import game as pig
from fnsearch.games.record import C, Game, Limits
from fnsearch.games.registry import REGISTRY


def _limits(record: Game[C], config: C) -> Limits:
    return record.limits


@pytest.mark.parametrize(
    ("name", "text", "limits"),
    [
        ("tictactoe", ".../.../...", Limits()),
        ("tree", "((1,2),(3,4))", Limits()),
        ("nim", "30", Limits()),
        ("connect4", connect4.GAME.example, Limits(seconds=2.0)),
        ("mnk", ".../.../...", Limits()),
        ("mnk", ".../.../... k=2", Limits()),
        ("mnk", "..../..../..../....", Limits(seconds=mnk.LARGE_SECONDS)),
        ("mnk", "..../....", Limits()),
        ("mnk", "...../.....", Limits(seconds=mnk.LARGE_SECONDS)),
    ],
)
def test_games_too_big_to_solve_are_bounded_by_default(
    name: str, text: str, limits: Limits
) -> None:
    assert REGISTRY.games[name].at(text, _limits) == Success(limits)


def test_only_trees_do_not_say_who_moves() -> None:
    assert tree.GAME.to_move is None
    assert tictactoe.GAME.to_move is tictactoe.to_move
    assert connect4.GAME.to_move is connect4.to_move
    assert nim.GAME.to_move is nim.to_move
    assert mnk.record(mnk.mnk_game(4, 4, 4).unwrap()).to_move is mnk.to_move


def test_tictactoe_to_move_counts_the_marks() -> None:
    assert tictactoe.to_move(tictactoe.EXERCISE_START) is WHITE
    assert tictactoe.to_move(tictactoe.parse("XX./O../...").unwrap()) is BLACK


@given(
    st.sampled_from(
        [
            ("tictactoe", ".../.../..."),
            ("nim", "12 black"),
            ("connect4", connect4.GAME.example),
            ("mnk", "..../..../..../.... k=3"),
            ("mnk", ".X./... k=2"),
        ]
    ),
    st.data(),
)
def test_the_side_to_move_alternates_along_a_game(
    game_and_text: tuple[str, str], data: st.DataObject
) -> None:
    name, text = game_and_text

    def sides(record: Game[C], config: C) -> bool:
        to_move = record.to_move
        if to_move is None:
            return False
        player = to_move(config)
        for _ in range(data.draw(st.integers(1, 10))):
            children = list(record.instance.successors(config, player))
            if not children:
                return True
            config = children[data.draw(st.integers(0, len(children) - 1))]
            if to_move(config) is not player.opponent:
                return False
            player = player.opponent
        return True

    assert REGISTRY.games[name].at(text, sides) == Success(True)


def test_a_record_opens_on_a_position_or_says_what_is_wrong() -> None:
    assert tree.GAME.at("(1,(2,3))", lambda record, config: record.render(config)) == Success(
        "(1,(2,3))"
    )
    failed = tictactoe.GAME.at("XXX/XX./...", lambda record, config: record.render(config))
    assert failed.failure().startswith("impossible piece counts")


def test_records_describe_themselves() -> None:
    for name, record in REGISTRY.games.items():
        assert record.name == name
        assert record.summary
        assert "\n" not in record.summary
    assert tictactoe.GAME.sides.of(BLACK) == "Black (O)"
    assert tree.GAME.sides.of(WHITE) == "White (MAX)"
    assert repr(tictactoe.GAME) == "<Game tictactoe>"


def _opens_with_numbered_moves(record: Game[C], config: C) -> bool:
    player = mover(record, config, None)
    legal = choices(record, config, player)
    numbers = [number for number, _ in legal]
    return (
        bool(legal)
        and len(set(numbers)) == len(numbers)
        and all(1 <= number <= naming_of(record).highest(config) for number in numbers)
        and [read_move(record, config, player, str(number)) for number in numbers]
        == [Success(child) for _, child in legal]
        and bool(naming_of(record).picture(config))
    )


@pytest.mark.parametrize("name", sorted(REGISTRY.games))
def test_every_game_is_played_from_its_start_by_the_numbers_of_its_moves(name: str) -> None:
    assert REGISTRY.games[name].at(None, _opens_with_numbered_moves) == Success(True)


def test_a_record_without_a_naming_numbers_its_successors_from_one() -> None:
    plain = replace(nim.GAME, naming=None)
    assert naming_of(plain).picture((4, 1)) == "4 white"
    assert choices(plain, (4, 1), WHITE) == ((1, (3, -1)), (2, (2, -1)))
    assert read_move(plain, (1, 1), WHITE, "2") == Failure("move 2 does not exist here: type 1")


def _said(game: Game[C], config: C) -> str:
    return f"{game.name}: {game.render(config)}"


def test_the_examples_of_the_records() -> None:
    assert tictactoe.GAME.at("X../.../...", _said) == Success("tictactoe: X../.../...")
    solution = pig.GAME.solution
    assert solution is not None
    assert (solution.data, solution.says(100)) == ("pig-solution.txt", "Pig to 100 is solved")
    assert connect4.GAME.limits == Limits(depth=None, seconds=2.0)
    assert connect4.GAME.naming is not None
    assert connect4.GAME.naming.say(7) == "column 7"
    assert mnk.GAME.at("X.../.O../..../.... k=3", lambda game, position: game.summary) == Success(
        "the m,n,k-game on 4 × 4 with 3 in a row"
    )
