"""Each game package exports its public names: what the docs tell a user to import works."""

from __future__ import annotations

import importlib

import pytest
from returns.result import Success

from fnsearch.core.config import WHITE
from fnsearch.games import chancetree, connect4, mnk, pig, tictactoe


@pytest.mark.parametrize(
    ("package", "inside"),
    [
        ("chancetree", "chancetree.game"),
        ("connect4", "connect4.game"),
        ("mnk", "mnk.game"),
        ("pig", "pig.game"),
        ("tictactoe", "tictactoe.vector"),
    ],
)
def test_every_exported_name_is_there_and_the_record_is_the_games(
    package: str, inside: str
) -> None:
    face = importlib.import_module(f"fnsearch.games.{package}")
    module = importlib.import_module(f"fnsearch.games.{inside}")
    assert "GAME" in face.__all__
    assert all(hasattr(face, name) for name in face.__all__)
    assert face.GAME is module.GAME


def test_connect_four_is_played_and_solved_through_its_package() -> None:
    from fnsearch.games.connect4 import CONNECT_FOUR, START, solve

    assert len(list(CONNECT_FOUR.successors(START, WHITE))) == 7
    assert connect4.solve("52753311433677442422121") == solve("52753311433677442422121")
    assert solve("52753311433677442422121") == Success(8)


def test_pig_and_the_other_families_are_named_by_their_packages() -> None:
    from fnsearch.games.pig import PIG, START

    assert PIG is pig.PIG
    assert pig.GAME.chance is not None
    assert pig.GAME.chance.instance is PIG
    assert pig.render(START) == "0-0 +0 white"
    assert mnk.mnk_game(3, 3, 3).map(lambda game: game.k) == Success(3)
    assert chancetree.parse("max(1, 2)").map(chancetree.render) == Success("max(1, 2)")
    assert tictactoe.GAME.name == "tictactoe"
