"""The registry: every game by name, each record reading back what it writes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from fnsearch.cli.datafiles import DATABASES
from fnsearch.core.config import WHITE, Player
from fnsearch.core.contract import ContractError
from fnsearch.games import nim, tictactoe
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.record import C, Game
from fnsearch.games.registry import REGISTRY, registry

NAMES = sorted(REGISTRY.games)


def test_the_registry_holds_the_package_games_in_order() -> None:
    # The one place that lists the package's games: every other test reads the registry.
    assert list(REGISTRY.games) == [
        "tictactoe",
        "tree",
        "nim",
        "connect4",
        "mnk",
        "chancetree",
        "pig",
    ]
    assert REGISTRY.names() == "tictactoe, tree, nim, connect4, mnk, chancetree or pig"
    assert all(record.name == name for name, record in REGISTRY.games.items())


def test_an_unknown_name_lists_the_known_ones() -> None:
    assert REGISTRY.game("go") == Failure(f"unknown game 'go': expected {REGISTRY.names()}")
    assert REGISTRY.game("mnk") == Success(REGISTRY.games["mnk"])
    assert registry(nim.GAME).game("go") == Failure("unknown game 'go': expected nim")


def test_a_game_is_added_after_the_others_with_one_call() -> None:
    grown = registry(tictactoe.GAME).with_game(nim.GAME).with_game(connect4.GAME)
    assert list(grown.games) == ["tictactoe", "nim", "connect4"]
    assert grown.names() == "tictactoe, nim or connect4"
    assert grown.game("nim") == Success(nim.GAME)


def test_a_name_is_registered_once() -> None:
    with pytest.raises(ContractError, match="the game 'nim' is registered twice"):
        registry(tictactoe.GAME, nim.GAME, nim.GAME)
    with pytest.raises(ContractError, match="the game 'tictactoe' is registered twice"):
        REGISTRY.with_game(tictactoe.GAME)


def _rendered(record: Game[C], config: C) -> str:
    return record.render(config)


@pytest.mark.parametrize("name", NAMES)
def test_each_example_reads_and_renders_back(name: str) -> None:
    record = REGISTRY.games[name]
    rendered = record.at(record.example, _rendered).unwrap()
    assert record.at(rendered, _rendered) == Success(rendered)
    # Nim's example leaves out who moves; its rendering names White, who moves first.
    assert rendered == (record.example + " white" if name == "nim" else record.example)


def _state(record: Game[C], config: C, player: Player) -> tuple[object, ...]:
    """What a game state is made of, whatever else a position keeps (the last move)."""
    return (
        record.render(config),
        record.instance.is_final(config),
        record.instance.score(config),
        None if record.to_move is None else record.to_move(config),
        tuple(record.render(child) for child in record.instance.successors(config, player)),
    )


def _player(record: Game[C], config: C, default: Player) -> Player:
    return default if record.to_move is None else record.to_move(config)


def _read_back(record: Game[C], config: C, player: Player) -> Result[tuple[object, ...], str]:
    return record.parse(record.render(config)).map(lambda read: _state(record, read, player))


@given(st.sampled_from(NAMES), st.data())
def test_parse_reads_back_what_render_wrote_on_reachable_positions(
    name: str, data: st.DataObject
) -> None:
    record = REGISTRY.games[name]
    starts = {
        "mnk": data.draw(
            st.sampled_from(["..../..../..../....", ".../.../... k=2", "...../..... k=3"])
        )
    }
    text = starts.get(name, record.example)

    def check(game: Game[C], config: C) -> list[str]:
        wrong: list[str] = []
        player = _player(game, config, WHITE)
        for _ in range(data.draw(st.integers(0, 12), label="plies")):
            if _read_back(game, config, player) != Success(_state(game, config, player)):
                wrong.append(game.render(config))
            if game.instance.is_final(config):
                break
            children = (
                [outcome for _, outcome in game.chance.instance.outcomes(config)]
                if game.chance is not None and game.chance.instance.is_chance(config)
                else list(game.instance.successors(config, player))
            )
            config = children[data.draw(st.integers(0, len(children) - 1), label="move")]
            player = _player(game, config, player.opponent)
        return wrong

    assert record.at(text, check) == Success([])


@given(st.sampled_from(NAMES), st.text(max_size=60))
def test_reading_any_text_never_raises(name: str, text: str) -> None:
    result: Result[str, str] = REGISTRY.games[name].at(text, _rendered)
    if isinstance(result, Failure):
        assert result.failure()
        assert len(result.failure().splitlines()) == 1
    else:
        assert REGISTRY.games[name].at(result.unwrap(), _rendered) == result


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("X.../.O../..../....", "the m,n,k-game on 4 × 4 with 4 in a row"),
        ("X.../.O../..../.... k=3", "the m,n,k-game on 4 × 4 with 3 in a row"),
        ("X..../.O... k=2", "the m,n,k-game on 5 × 2 with 2 in a row"),
    ],
)
def test_the_mnk_family_reads_the_board_from_the_text(text: str, summary: str) -> None:
    assert REGISTRY.games["mnk"].at(text, lambda record, _: record.summary) == Success(summary)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("XXXX/OOOO k=5", "k = 5 does not fit on a 4 × 2 board"),
        ("XXX/OO", "expected rows of X, O and . of equal length"),
        ("XX./... k=x", "bad k 'k=x'"),
        (
            "........./........./........./........./........./........./........./........./.........",
            "the board must have 1 to 64 cells",
        ),
    ],
)
def test_the_mnk_family_says_which_board_is_wrong(text: str, message: str) -> None:
    result = REGISTRY.games["mnk"].at(text, _rendered)
    assert isinstance(result, Failure)
    assert message in result.failure()


def test_every_data_file_belongs_to_a_registered_game() -> None:
    assert set(DATABASES) <= set(REGISTRY.games)


def test_the_examples_of_the_registry() -> None:
    assert REGISTRY.game("nim").map(lambda record: record.example) == Success("10")
    assert repr(registry(tictactoe.GAME, nim.GAME)) == "<Registry tictactoe, nim>"
    assert REGISTRY.game("connect4").map(lambda record: record.name) == Success("connect4")
