"""Transposition tables and symmetries never change a value; the m,n,k-game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch import BLACK, WHITE, Player
from fnsearch.engine.capabilities import Keyed, Moves, Symmetric
from fnsearch.engine.deepening import iterative_deepening
from fnsearch.engine.options import SearchOptions
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.mnk.game import MNKGame, MNKPosition, mnk_game
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board, open_lines
from fnsearch.reference.algorithms import alpha_beta_hard_depth, minimax_depth
from fnsearch.reference.algorithms import minimax as imperative_minimax
from tests.strategies import reachable_positions, solved_value

REACHABLE = dict(reachable_positions())


def images(board: Board) -> set[Board]:
    """The 8 symmetric images, written independently of the library."""
    grid = [list(board[row * 3 : row * 3 + 3]) for row in range(3)]
    found = set()
    for _ in range(4):
        grid = [list(row) for row in zip(*grid[::-1], strict=True)]  # rotate a quarter
        for picture in (grid, [row[::-1] for row in grid]):
            found.add(tuple(cell for row in picture for cell in row))
    return found


def test_765_positions_up_to_symmetry() -> None:
    assert len(REACHABLE) == 5478
    assert len({VECTOR_CONFIG.canonical(board) for board in REACHABLE}) == 765
    assert len({min(images(board)) for board in REACHABLE}) == 765


def test_canonical_is_shared_by_exactly_the_symmetric_images() -> None:
    for board in list(REACHABLE)[::11]:
        assert {VECTOR_CONFIG.canonical(image) for image in images(board)} == {
            VECTOR_CONFIG.canonical(board)
        }
        assert VECTOR_CONFIG.canonical(board) == min(images(board))


def test_capabilities_are_recognised() -> None:
    game = mnk_game(3, 3, 3).unwrap()
    assert isinstance(VECTOR_CONFIG, Symmetric)
    assert isinstance(VECTOR_CONFIG, Moves)
    assert isinstance(game, Symmetric)
    assert isinstance(game, Keyed)
    plain_instance: object = VECTOR_CONFIG  # statically known not to be Keyed: check at run time
    assert not isinstance(plain_instance, Keyed)


@dataclass(frozen=True)
class _Functions:
    """Tic-tac-toe as a record of functions: the instance holds its capabilities, not its class."""

    score: Callable[[Board], int]
    successors: Callable[[Board, Player], list[Board]]
    is_final: Callable[[Board], bool]
    canonical: Callable[[Board], Board]
    move: Callable[[Board, Board], int]


def test_capabilities_held_by_the_instance_are_used_like_methods() -> None:
    functions = _Functions(
        VECTOR_CONFIG.score,
        VECTOR_CONFIG.successors,
        VECTOR_CONFIG.is_final,
        VECTOR_CONFIG.canonical,
        VECTOR_CONFIG.move,
    )
    options = SearchOptions[Board](
        order=open_lines, killers=True, table=empty_table(), symmetry=True
    )
    by_fields = search(functions, EMPTY, WHITE, options)
    by_methods = search(VECTOR_CONFIG, EMPTY, WHITE, options)
    assert (by_fields.value, by_fields.line, by_fields.stats) == (
        by_methods.value,
        by_methods.line,
        by_methods.stats,
    )
    # Both used the canonical key and the moves: without them the same search differs.
    unused = search(VECTOR_CONFIG, EMPTY, WHITE, options.but(killers=False, symmetry=False))
    assert by_fields.stats != unused.stats


@pytest.mark.slow
def test_tables_and_symmetry_keep_every_tictactoe_value() -> None:
    for board, player in REACHABLE.items():
        if VECTOR_CONFIG.is_final(board):
            continue
        exact = solved_value(board)
        assert search(VECTOR_CONFIG, board, player, table=empty_table()).value == exact
        assert (
            search(
                VECTOR_CONFIG,
                board,
                player,
                table=empty_table(),
                symmetry=True,
                order=open_lines,
                killers=True,
            ).value
            == exact
        )


def test_tables_keep_depth_limited_values_at_every_depth() -> None:
    for board, player in list(REACHABLE.items())[::29]:
        for depth in range(1, 10):
            expected = alpha_beta_hard_depth(
                VECTOR_CONFIG, board, player, depth, evaluate=open_lines
            )
            for symmetry in (False, True):
                result = search(
                    VECTOR_CONFIG,
                    board,
                    player,
                    depth=depth,
                    evaluate=open_lines,
                    table=empty_table(),
                    symmetry=symmetry,
                )
                assert result.value == expected


def test_a_carried_table_never_changes_a_result() -> None:
    # Play a whole game, carrying one table from search to search, at mixed depths.
    table = empty_table()
    board, player = EMPTY, WHITE
    depths = [None, 3, None, 5, 2, None, 4, None, 1]
    for depth in depths:
        if VECTOR_CONFIG.is_final(board):
            break
        carried = search(
            VECTOR_CONFIG,
            board,
            player,
            depth=depth,
            evaluate=open_lines,
            table=table,
            symmetry=True,
            order=open_lines,
        )
        fresh = search(VECTOR_CONFIG, board, player, depth=depth, evaluate=open_lines)
        assert carried.value == fresh.value
        assert carried.table is not None
        assert len(carried.table) >= len(table)
        table = carried.table
        assert carried.best is not None
        board, player = carried.best, player.opponent


def test_the_enhanced_search_visits_few_nodes_from_the_empty_board() -> None:
    result = search(
        VECTOR_CONFIG, EMPTY, WHITE, table=empty_table(), symmetry=True, order=open_lines
    )
    assert result.value == 0
    assert result.stats.nodes <= 800
    assert search(VECTOR_CONFIG, EMPTY, WHITE).stats.nodes == 20866


def test_iterative_deepening_carries_the_table() -> None:
    results = list(
        iterative_deepening(
            VECTOR_CONFIG,
            EMPTY,
            WHITE,
            max_depth=9,
            evaluate=open_lines,
            table=empty_table(),
            symmetry=True,
        )
    )
    assert [r.value for r in results] == [
        alpha_beta_hard_depth(VECTOR_CONFIG, EMPTY, WHITE, d, evaluate=open_lines)
        for d in range(1, 10)
    ]
    sizes = [len(r.table) for r in results if r.table is not None]
    assert sizes == sorted(sizes)
    assert len(sizes) == 9


# --- a generated game whose successors collide ------------------------------------------


@dataclass(frozen=True)
class Colliding:
    """States are small integers; successors are drawn from few states, so paths transpose."""

    states: int
    branching: int
    length: int
    salt: int

    def score(self, c: tuple[int, int], /) -> int:
        return (c[0] * 7 + self.salt) % 11 - 5

    def successors(self, c: tuple[int, int], player: Player, /) -> Iterator[tuple[int, int]]:
        return (
            ((c[0] * 31 + i * 17 + self.salt + (player is WHITE)) % self.states, c[1] + 1)
            for i in range(self.branching)
        )

    def is_final(self, c: tuple[int, int], /) -> bool:
        return c[1] >= self.length


games = st.builds(
    Colliding,
    states=st.integers(2, 12),
    branching=st.integers(1, 4),
    length=st.integers(1, 6),
    salt=st.integers(0, 100),
)


@given(games, st.integers(0, 11), st.sampled_from([WHITE, BLACK]), st.integers(0, 6))
def test_colliding_game_values_with_and_without_table(
    game: Colliding, start: int, player: Player, depth: int
) -> None:
    root = (start % game.states, 0)

    def evaluate(c: tuple[int, int]) -> int:
        return (c[0] * 3 + c[1]) % 5 - 2

    expected = minimax_depth(game, root, player, depth, evaluate=evaluate)
    assert alpha_beta_hard_depth(game, root, player, depth, evaluate=evaluate) == expected
    for table in (None, empty_table()):
        result = search(game, root, player, depth=depth, evaluate=evaluate, table=table)
        assert result.value == expected
    full = search(game, root, player, table=empty_table())
    assert full.value == imperative_minimax(game, root, player)
    # A hit answers a position met before in the same search, so there are at most as
    # many hits as repeated positions in the whole game tree, and none without repeats;
    # the root is always searched.
    assert full.stats.hits <= repeated_positions(game, root, player)
    assert full.stats.hits < full.stats.nodes


def repeated_positions(game: Colliding, root: tuple[int, int], player: Player) -> int:
    """Nodes of the full game tree below ``root`` whose position occurs at an earlier node.

    Positions are ``(state, ply)``; the side to move follows from the ply, so a
    position and the side to move repeat together.
    """
    nodes = 0
    distinct: set[tuple[int, int]] = set()
    stack = [(root, player)]
    while stack:
        position, mover = stack.pop()
        nodes += 1
        distinct.add(position)
        if not game.is_final(position):
            stack.extend((child, mover.opponent) for child in game.successors(position, mover))
    return nodes - len(distinct)


# --- the m,n,k-game ------------------------------------------------------------------------


def as_mnk(board: Board) -> MNKPosition:
    return MNKPosition(board, -1)


def test_mnk_3_3_3_is_tictactoe() -> None:
    game = mnk_game(3, 3, 3).unwrap()
    for board, player in list(REACHABLE.items())[::5]:
        position = as_mnk(board)
        assert game.is_final(position) == VECTOR_CONFIG.is_final(board)
        assert game.score(position) == VECTOR_CONFIG.score(board)
        assert [c.cells for c in game.successors(position, player)] == list(
            VECTOR_CONFIG.successors(board, player)
        )
        assert game.canonical(position) == VECTOR_CONFIG.canonical(board)
        assert game.render(position) == game.render(game.parse(game.render(position)).unwrap())


@cache
def solved(game: MNKGame, cells: tuple[int, ...], last: int, white: bool) -> int:
    position = MNKPosition(cells, last)
    if game.is_final(position):
        return game.score(position)
    values = [
        solved(game, child.cells, child.last, not white)
        for child in game.successors(position, WHITE if white else BLACK)
    ]
    return max(values) if white else min(values)


@pytest.mark.slow
@given(st.integers(1, 4), st.integers(1, 3), st.integers(1, 4), st.data())
def test_small_mnk_games_against_a_memoized_solver(
    columns: int, rows: int, k: int, data: st.DataObject
) -> None:
    made = mnk_game(columns, rows, k)
    if k > max(columns, rows):
        assert "does not fit" in made.failure()
        return
    game = made.unwrap()
    if columns * rows > 9:  # keep the memoized solver small
        game = mnk_game(3, 3, min(k, 3)).unwrap()
    expected = solved(game, game.start[0], -1, True)
    result = search(game, game.start, WHITE, table=empty_table(), symmetry=True, killers=True)
    assert result.value == expected
    rectangle = data.draw(st.booleans())
    if rectangle:
        assert search(game, game.start, WHITE, order=game.open_windows).value == expected


@pytest.mark.slow
def test_four_by_four_k_four_is_a_draw_in_under_500000_nodes() -> None:
    game = mnk_game(4, 4, 4).unwrap()
    result = search(
        game, game.start, WHITE, table=empty_table(), symmetry=True, order=game.open_windows
    )
    assert result.value == 0
    assert result.stats.nodes < 500_000


def test_mnk_rejects_bad_boards() -> None:
    assert mnk_game(0, 3, 3).failure().startswith("the board must have")
    assert mnk_game(9, 9, 3).failure().startswith("the board must have")
    game = mnk_game(4, 4, 4).unwrap()
    assert "expected 4 rows" in game.parse("..../....").failure()
    assert "unknown character" in game.parse("..../..Z./..../....").failure()
    assert "impossible piece counts" in game.parse("XXX./..../..../....").failure()
    assert "both X and O" in game.parse("XXXX/OOOO/..../....").failure()
