"""The coin game: the blog's four-coin example, the n % 3 rule, parse and render."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE, Player, alpha_beta, best_next_config, minimax
from fnsearch.games.nim import MAX_COINS, NAMING, NIM, Pile, parse, render, to_move
from fnsearch.reference.algorithms import minimax as imperative_minimax

MOVER = {WHITE: 1, BLACK: -1}


@cache
def mover_wins(coins: int) -> bool:
    """Independent oracle: the player to move can force taking the last coin."""
    return any(not mover_wins(coins - take) for take in (1, 2) if take <= coins)


def oracle_value(coins: int, player: Player) -> int:
    return MOVER[player] * (1 if mover_wins(coins) else -1)


def test_the_oracle_knows_the_small_cases() -> None:
    # 0 coins: the mover has lost; 1 or 2: take them all; 3: either take leaves 1 or 2.
    assert [mover_wins(n) for n in range(7)] == [False, True, True, False, True, True, False]


def test_four_coins_only_taking_one_wins_for_white() -> None:
    children = list(NIM.successors((4, 1), WHITE))
    assert children == [(3, -1), (2, -1)]
    assert [minimax(NIM, child, BLACK) for child in children] == [1, -1]
    assert [alpha_beta(NIM, child, BLACK) for child in children] == [1, -1]
    assert best_next_config(NIM, (4, 1), WHITE) == (3, -1)


def test_score_says_who_took_the_last_coin() -> None:
    assert NIM.score((0, -1)) == 1  # Black to move with nothing left: White took it
    assert NIM.score((0, 1)) == -1
    assert [NIM.score((n, p)) for n in (1, 2, 5) for p in (1, -1)] == [0] * 6
    assert NIM.is_final((0, 1))
    assert not NIM.is_final((1, 1))


def test_successors_take_one_then_two_and_only_legal_takes() -> None:
    assert list(NIM.successors((2, 1), WHITE)) == [(1, -1), (0, -1)]
    assert list(NIM.successors((1, -1), BLACK)) == [(0, 1)]
    assert list(NIM.successors((0, 1), WHITE)) == []
    assert list(NIM.successors((7, -1), BLACK)) == [(6, 1), (5, 1)]


@pytest.mark.parametrize("player", [WHITE, BLACK], ids=lambda p: p.name)
@pytest.mark.parametrize("coins", range(1, 31))
def test_the_mover_loses_exactly_on_multiples_of_three(coins: int, player: Player) -> None:
    pile: Pile = (coins, MOVER[player])
    expected = MOVER[player] * (-1 if coins % 3 == 0 else 1)
    assert oracle_value(coins, player) == expected
    assert alpha_beta(NIM, pile, player) == expected
    # Plain minimax visits about 2.6 * 1.6**n piles; beyond 24 coins it costs seconds.
    if coins <= 24:
        assert minimax(NIM, pile, player) == expected
    if coins <= 12:
        assert imperative_minimax(NIM, pile, player) == expected


@pytest.mark.parametrize(
    ("text", "pile"),
    [
        ("4", (4, 1)),
        ("4 black", (4, -1)),
        ("4 b", (4, -1)),
        ("  12   White ", (12, 1)),
        ("7 W", (7, 1)),
        ("0 BLACK", (0, -1)),
        ("+3", (3, 1)),
        ("0004 b", (4, -1)),
        (str(MAX_COINS), (MAX_COINS, 1)),
    ],
)
def test_parse_accepts(text: str, pile: Pile) -> None:
    assert parse(text) == Success(pile)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected a number of coins, optionally followed by white/w or black/b"),
        ("four", "expected a number of coins, optionally followed by white/w or black/b"),
        ("4.5", "expected a number of coins, optionally followed by white/w or black/b"),
        ("4 black now", "expected a number of coins, optionally followed by white/w or black/b"),
        ("-3", "the number of coins cannot be negative, got -3"),
        ("-3 w", "the number of coins cannot be negative, got -3"),
        ("4 red", "unknown player 'red': expected white/w or black/b"),
        ("10001", "too many coins: at most 10000, got 10001"),
        ("9" * 5000, "too many coins: at most 10000, got 999999...(5000 digits)"),
    ],
)
def test_parse_fails_with_a_clear_message(text: str, message: str) -> None:
    assert parse(text) == Failure(message)


def test_negative_zero_is_zero() -> None:
    assert parse("-0") == Success((0, 1))


@given(st.text() | st.from_regex(r"\s*[+-]?[0-9]{0,7}( +[a-zA-Z]{0,6})?\s*", fullmatch=True))
def test_parse_never_raises(text: str) -> None:
    result = parse(text)
    if isinstance(result, Success):
        coins, to_move = result.unwrap()
        assert 0 <= coins <= MAX_COINS
        assert to_move in (1, -1)
        assert parse(render((coins, to_move))) == result
    else:
        message = result.failure()
        assert message.strip() != ""
        assert len(message.splitlines()) == 1


@given(st.integers(0, MAX_COINS), st.sampled_from([1, -1]))
def test_render_then_parse_is_the_identity(coins: int, to_move: int) -> None:
    assert parse(render((coins, to_move))) == Success((coins, to_move))


def test_render_names_the_player_to_move() -> None:
    assert render((4, 1)) == "4 white"
    assert render((0, -1)) == "0 black"
    assert repr(NIM) == "NIM"


def test_the_examples_of_the_coin_game() -> None:
    assert [render(child) for child in NIM.successors(parse("4").unwrap(), WHITE)] == [
        "3 black",
        "2 black",
    ]
    assert NIM.score((3, 1)) == 0
    assert to_move((4, -1)) is BLACK
    assert NAMING.why_not((1, 1), 2) == "only 1 coin is left"
