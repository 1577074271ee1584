"""The principal line goes on through the table to the horizon, move by legal move."""

from __future__ import annotations

from itertools import cycle

import pytest

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games import nim
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, open_lines
from tests.strategies import reachable_positions, solved_value


def _legal(instance: Config[Board], start: Board, player: Player, line: tuple[Board, ...]) -> bool:
    """Each position of ``line`` is a successor of the one before, the sides taking turns."""
    return all(
        after in tuple(instance.successors(before, mover))
        for before, after, mover in zip(
            (start, *line), line, cycle((player, player.opponent)), strict=False
        )
    )


def test_with_a_table_the_line_reaches_the_end_of_every_tictactoe_game() -> None:
    short, wrong = [], []
    for board, player in reachable_positions():
        if VECTOR_CONFIG.is_final(board):
            continue
        result = search(
            VECTOR_CONFIG, board, player, order=open_lines, table=empty_table(), symmetry=True
        )
        if not (result.line and VECTOR_CONFIG.is_final(result.line[-1])):
            short.append(board)
        elif (
            not _legal(VECTOR_CONFIG, board, player, result.line)
            or VECTOR_CONFIG.score(result.line[-1]) != result.value
            or result.value != solved_value(board)
        ):
            wrong.append(board)
    assert (short, wrong) == ([], [])


def test_the_nim_line_ends_with_the_last_coin() -> None:
    result = search(nim.NIM, (10, 1), WHITE, table=empty_table())
    assert result.stats.hits > 0
    assert [pile[0] for pile in result.line] == [9, 8, 6, 5, 3, 2, 0]
    assert nim.NIM.score(result.line[-1]) == result.value == 1


@pytest.mark.parametrize("depth", [1, 4, 6])
def test_a_depth_limited_line_has_as_many_plies_as_the_depth(depth: int) -> None:
    result = search(
        connect4.CONNECT_FOUR,
        connect4.START,
        WHITE,
        depth=depth,
        evaluate=connect4.open_windows,
        order=connect4.centre_first,
        table=empty_table(),
        symmetry=True,
    )
    without = search(
        connect4.CONNECT_FOUR,
        connect4.START,
        WHITE,
        depth=depth,
        evaluate=connect4.open_windows,
        order=connect4.centre_first,
    )
    assert len(result.line) == len(without.line) == depth
    assert connect4.open_windows(result.line[-1]) == result.value == without.value
