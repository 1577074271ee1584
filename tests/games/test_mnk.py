"""The m,n,k-game: boards, their symmetries, the text form with k, the family's members."""

from __future__ import annotations

from returns.result import Failure, Success

from fnsearch.core.config import WHITE
from fnsearch.games.mnk.game import (
    GAME,
    Notation,
    member,
    mnk_game,
    notation,
    record,
    symmetries,
    to_move,
)
from fnsearch.games.record import Game, Limits


def test_a_member_of_the_family_is_read_from_its_position_text() -> None:
    member_game = GAME.member("X.../.O../..../....").unwrap()
    assert isinstance(member_game, Game)
    assert member_game.render(member_game.start) == "..../..../..../...."
    assert member("XXXX/OOOO k=5") == Failure("k = 5 does not fit on a 4 × 2 board")
    game = mnk_game(4, 4, 4).unwrap()
    position = game.parse("X.../.O../..../....").unwrap()
    assert (game.is_final(position), len(list(game.successors(position, WHITE)))) == (False, 14)
    assert to_move(game.start) == WHITE
    assert record(game).limits == Limits(depth=None, seconds=2.0)


def test_boards_symmetries_and_the_k_suffix() -> None:
    assert (len(symmetries(3, 3)), len(symmetries(4, 3))) == (8, 4)
    assert notation(" XX./O../... k=2 ") == Success(Notation(rows="XX./O../...", k=2))
    assert notation("XX./O../... k=two") == Failure(
        "bad k 'k=two': expected k=K after the rows, K how many in a row win"
    )
    two = mnk_game(3, 3, 2).unwrap()
    assert two.render(two.start) == ".../.../... k=2"
    three = mnk_game(3, 3, 3).unwrap()
    assert three.open_windows(three.parse(".../.X./...").unwrap()) == 12  # 4 lines
    assert three.parse("XXX/OO./O..") == Failure(
        "impossible position: X has 3 in a row but O moved after"
    )
    assert repr(mnk_game(4, 4, 4).unwrap()) == "mnk_game(4, 4, 4).unwrap()"
    assert mnk_game(3, 3, 4) == Failure("k = 4 does not fit on a 3 × 3 board")
