"""Each game package exports its public names: what the docs tell a user to import works."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from types import ModuleType

import pytest
from returns.result import Success

from fnsearch.core.config import WHITE
from fnsearch.games import chancetree, connect4, mnk, pig, tictactoe


def _exported(face: ModuleType) -> list[tuple[str, str]]:
    # The face's re-exports, ``from module import name as name``: (module, name), read from
    # its source (in the compiled build, __file__ is the compiled module).
    tree = ast.parse((Path(str(face.__file__)).parent / "__init__.py").read_text("utf-8"))
    return [
        (statement.module or "", alias.name)
        for statement in tree.body
        if isinstance(statement, ast.ImportFrom)
        for alias in statement.names
        if alias.asname == alias.name
    ]


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
    exported = _exported(face)
    assert (f"fnsearch.games.{inside}", "GAME") in exported
    assert all(
        getattr(face, name) is getattr(importlib.import_module(where), name)
        for where, name in exported
    )
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
