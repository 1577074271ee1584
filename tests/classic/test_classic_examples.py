"""The lecture's searches on the examples their documentation used to show."""

from __future__ import annotations

import re

import pytest

from fnsearch.classic.alpha_beta import alpha_beta_room
from fnsearch.classic.root import PLY_LIMIT, Root, root_of
from fnsearch.core.config import WHITE, Player
from fnsearch.core.contract import ContractError
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG


def test_no_room_answers_the_bound_it_fails_at() -> None:
    assert alpha_beta_room(TREE_CONFIG, FIGURE_5_2, WHITE, alpha=4, beta=10) == 4  # 3 <= alpha


def test_the_root_takes_its_arguments_checked() -> None:
    assert root_of(WHITE, alpha=-1, beta=2) == Root(WHITE, -1, 2, None, 72)
    with pytest.raises(
        ContractError,
        match=re.escape(
            "bad argument depth=2.5: expected a whole number of plies from 0 (an int, not a bool)"
        ),
    ):
        root_of(Player.WHITE, depth=2.5)
    with pytest.raises(
        ContractError,
        match=re.escape(
            "bad argument ply_limit=73: expected an int from 1 to 72 (not a bool), the most"
            " frames=1000 hold at 13 frames a ply (fnsearch.search takes more frames)"
        ),
    ):
        root_of(Player.WHITE, ply_limit=PLY_LIMIT + 1)
