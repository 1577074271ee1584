"""Tic-tac-toe: every reachable position, solved independently, against every search.

The oracle shares no code with the package: below, its own lines, win test and move
generation; in ``tests.strategies``, the memoized minimax ``solved_value``. The known
counts of the full game (5,478 positions, 549,946 nodes in the game tree, 255,168
games) check the instance.
"""

from __future__ import annotations

import functools
import itertools
from collections import defaultdict
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from fnsearch.classic.alpha_beta import alpha_beta, alpha_beta_soft, best_next_config
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import BLACK, WHITE, Config, Player
from fnsearch.engine.search import search as engine_search
from fnsearch.games.tictactoe import (
    EMPTY,
    LINES,
    VECTOR_CONFIG,
    Board,
    open_lines,
    parse,
    render,
    winner,
)
from fnsearch.games.tictactoe import to_move as tictactoe_to_move
from fnsearch.reference import algorithms as imperative
from fnsearch.reference.counting import Counting
from tests.strategies import reachable_boards, reachable_positions, solved_value

Search = Callable[[Config[Board], Board, Player], int]

# --- the oracle: rules and values written independently -------------------------------------

OWN_LINES = (
    *(tuple(range(3 * row, 3 * row + 3)) for row in range(3)),
    *(tuple(range(column, 9, 3)) for column in range(3)),
    (0, 4, 8),
    (2, 4, 6),
)
MARK = {WHITE: 1, BLACK: -1}


def own_winner(board: Board) -> int:
    sums = {sum(board[cell] for cell in line) for line in OWN_LINES}
    return 1 if 3 in sums else -1 if -3 in sums else 0


def own_final(board: Board) -> bool:
    return own_winner(board) != 0 or all(board)


def own_score(board: Board) -> int:
    # A win is worth more the earlier it comes: one point plus one per empty cell.
    return own_winner(board) * (1 + sum(1 for cell in board if cell == 0))


def own_children(board: Board, player: Player) -> list[Board]:
    return [
        tuple(MARK[player] if index == cell else mark for index, mark in enumerate(board))
        for cell in range(9)
        if board[cell] == 0
    ]


def to_move(board: Board) -> Player:
    """X (White) moves first, so X is to move exactly when the counts are equal."""
    return WHITE if board.count(1) == board.count(-1) else BLACK


@functools.cache
def own_reachable() -> frozenset[Board]:
    """Every position reachable from the empty board, through the oracle's rules only."""
    seen = {EMPTY}
    stack = [EMPTY]
    while stack:
        board = stack.pop()
        if not own_final(board):
            for child in own_children(board, to_move(board)):
                if child not in seen:
                    seen.add(child)
                    stack.append(child)
    return frozenset(seen)


def open_positions() -> list[Board]:
    return sorted(board for board in reachable_boards() if not own_final(board))


def mismatches(found: Callable[[Board], object], expected: Callable[[Board], object]) -> list[str]:
    """The first few open positions where the two disagree, for the failure message."""
    return [
        f"{render(board)}: expected {want!r:.200}, got {got!r:.200}"
        for board in open_positions()
        for want, got in ((expected(board), found(board)),)
        if want != got
    ][:5]


# --- the instance follows the rules ----------------------------------------------------------


def test_5478_reachable_positions_4520_not_final() -> None:
    positions = reachable_boards()
    assert len(positions) == 5_478
    assert sum(1 for board in positions if not VECTOR_CONFIG.is_final(board)) == 4_520
    assert positions == own_reachable()
    assert all(player is to_move(board) for board, player in reachable_positions())


def test_the_instance_agrees_with_the_rules_in_every_reachable_position() -> None:
    for board in reachable_boards():
        assert VECTOR_CONFIG.is_final(board) == own_final(board), render(board)
        assert winner(board) == own_winner(board), render(board)
        if own_final(board):
            assert VECTOR_CONFIG.score(board) == own_score(board), render(board)
        else:
            player = to_move(board)
            # Row-major order: the order best_next_config breaks ties in.
            assert list(VECTOR_CONFIG.successors(board, player)) == own_children(board, player)


def test_the_lines_are_the_eight_lines() -> None:
    assert sorted(map(sorted, LINES)) == sorted(map(sorted, OWN_LINES))
    assert len(set(LINES)) == 8


@pytest.mark.parametrize(
    "search",
    [minimax, pytest.param(imperative.minimax, marks=pytest.mark.slow)],
    ids=["functional", "imperative"],
)
def test_minimax_from_the_empty_board_visits_549_946_nodes(search: Search) -> None:
    counting = Counting(VECTOR_CONFIG)
    assert search(counting, EMPTY, WHITE) == 0  # tic-tac-toe is a draw
    assert counting.nodes == 549_946
    assert counting.leaves == 255_168  # the number of different games
    assert counting.pulled == 549_945


# --- every search solves every position ------------------------------------------------------

SEARCHES: dict[str, Search] = {
    "alpha_beta": alpha_beta,
    "minimax": minimax,
    "alpha_beta_soft": alpha_beta_soft,
    "imperative.minimax": imperative.minimax,
    "imperative.alpha_beta_hard": imperative.alpha_beta_hard,
    "imperative.alpha_beta_soft": imperative.alpha_beta_soft,
    "engine.search": lambda game, board, player: engine_search(game, board, player).value,
}


# The imperative searches and minimax are checked on every position in the slow suite only.
EVERY_POSITION = [
    pytest.param(name, marks=pytest.mark.slow)
    if name.startswith("imperative.") or name == "minimax"
    else name
    for name in SEARCHES
]


@pytest.mark.parametrize("name", EVERY_POSITION)
def test_every_search_solves_every_open_position(name: str) -> None:
    search = SEARCHES[name]
    assert (
        mismatches(
            lambda board: search(VECTOR_CONFIG, board, to_move(board)),
            solved_value,
        )
        == []
    )


def test_the_solved_values_of_known_positions() -> None:
    # Worked out by hand: the empty board is a draw; X completes the top row at once
    # with 4 empty cells left (1 + 4); O completes the middle row with 3 left.
    assert solved_value(EMPTY) == 0
    assert solved_value(parse("XX./OO./...").unwrap()) == 5
    assert solved_value(parse("XX./OO./X..").unwrap()) == -4


@pytest.mark.parametrize(
    ("functional", "reference"),
    [
        (alpha_beta, imperative.alpha_beta_hard),
        pytest.param(alpha_beta_soft, imperative.alpha_beta_soft, marks=pytest.mark.slow),
    ],
    ids=["fail-hard", "fail-soft"],
)
def test_alpha_beta_asks_what_the_reference_asks_in_every_open_position(
    functional: Search, reference: Search
) -> None:
    def trace(search: Search, board: Board) -> tuple[int, int, int, int, list[int]]:
        counting = Counting(VECTOR_CONFIG)
        value = search(counting, board, to_move(board))
        return value, counting.nodes, counting.leaves, counting.pulled, counting.scored

    assert mismatches(lambda board: trace(functional, board), lambda b: trace(reference, b)) == []


def test_best_next_config_keeps_the_value_and_takes_the_first_best_move() -> None:
    def first_best(board: Board) -> Board:
        player = to_move(board)
        return next(
            child
            for child in own_children(board, player)
            if solved_value(child) == solved_value(board)
        )

    assert (
        mismatches(
            lambda board: best_next_config(VECTOR_CONFIG, board, to_move(board)),
            first_best,
        )
        == []
    )


@pytest.mark.parametrize(
    ("before", "player", "after"),
    [
        ("XX./OO./...", WHITE, "XXX/OO./..."),  # win at once
        ("XX./OO./X..", BLACK, "XX./OOO/X.."),  # O wins at once rather than block
        ("X.O/.O./X..", WHITE, "X.O/XO./X.."),  # win at once in the first column
    ],
)
def test_best_next_config_takes_an_immediate_win(before: str, player: Player, after: str) -> None:
    assert render(best_next_config(VECTOR_CONFIG, parse(before).unwrap(), player)) == after


# --- scores ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "score"),
    [
        ("XXX/OO./...", 5),  # X won with 4 empty cells
        ("XXX/OO./O.X", 3),  # X won with 2 empty cells
        ("XOX/OXO/XOX", 1),  # X won on the last move
        ("OOO/XX./X..", -4),  # O won with 3 empty cells
        ("XOX/XOO/OXX", 0),  # a draw
        ("X.O/.X./..O", 0),  # not over
    ],
)
def test_scores_of_known_positions(text: str, score: int) -> None:
    assert VECTOR_CONFIG.score(parse(text).unwrap()) == score


def scores_by_empty_cells(side: int) -> dict[int, set[int]]:
    """The scores of the final positions ``side`` won (0: drawn), by number of empty cells."""
    table: dict[int, set[int]] = defaultdict(set)
    for board in reachable_boards():
        if own_final(board) and own_winner(board) == side:
            table[board.count(0)].add(VECTOR_CONFIG.score(board))
    return dict(table)


def test_faster_wins_score_higher() -> None:
    # X wins on move 5, 7 or 9 (4, 2 or 0 empty cells left), O on move 6 or 8 (3 or 1).
    x_wins, o_wins = scores_by_empty_cells(1), scores_by_empty_cells(-1)
    assert sorted(x_wins) == [0, 2, 4]
    assert sorted(o_wins) == [1, 3]
    assert scores_by_empty_cells(0) == {0: {0}}  # a draw fills the board and scores 0
    assert all(len(scores) == 1 for scores in [*x_wins.values(), *o_wins.values()])
    x_scores = [min(x_wins[empty]) for empty in sorted(x_wins)]
    o_scores = [max(o_wins[empty]) for empty in sorted(o_wins)]
    assert 0 < x_scores[0] < x_scores[1] < x_scores[2]
    assert 0 > o_scores[0] > o_scores[1]


# --- parse and render ------------------------------------------------------------------------


def test_render_then_parse_gives_every_reachable_position_back() -> None:
    for board in reachable_boards():
        text = render(board)
        assert parse(text) == Success(board)
        assert render(parse(text).unwrap()) == text
        assert parse(text.replace("/", "")) == Success(board)
        assert parse(f"  {text}\n") == Success(board)


def test_parse_accepts_exactly_the_reachable_positions() -> None:
    boards = list(itertools.product((-1, 0, 1), repeat=9))
    accepted = {board for board in boards if isinstance(parse(render(board)), Success)}
    assert accepted == reachable_boards()


@pytest.mark.parametrize(
    ("text", "mentions"),
    [
        ("XX/OO", ["9 cells", "'XX/OO'"]),
        ("", ["9 cells"]),
        ("XXX/OOO/...X", ["9 cells"]),
        ("XXXX/OO/...", ["9 cells"]),
        ("X.O.X...O.", ["9 cells"]),
        ("XZ./.../...", ["unknown character", "'Z'"]),
        ("xo./.../...", ["unknown character", "'x'"]),
        ("X O/.../...", ["unknown character", "' '"]),
        ("XXX/X../...", ["piece counts", "4 X and 0 O"]),
        ("OO./.../...", ["piece counts", "0 X and 2 O"]),
        ("XXX/OOO/...", ["both X and O have three in a row"]),
        ("XXX/OO./O..", ["X has three in a row", "O moved after"]),
        ("OOO/XX./XX.", ["O has three in a row", "X moved after"]),
    ],
)
def test_parse_failures_say_what_is_wrong(text: str, mentions: list[str]) -> None:
    result = parse(text)
    assert isinstance(result, Failure)
    message = result.failure()
    assert len(message.splitlines()) == 1
    for words in mentions:
        assert words in message


def assert_well_formed(text: str, result: Result[Board, str]) -> None:
    if isinstance(result, Success):
        board = result.unwrap()
        assert board in reachable_boards()
        assert render(board).replace("/", "") == text.strip().replace("/", "")
        assert parse(render(board)) == result
    else:
        message = result.failure()
        assert message.strip() != ""
        assert len(message.splitlines()) == 1


@given(st.text())
def test_parse_never_raises_on_any_text(text: str) -> None:
    assert_well_formed(text, parse(text))


@given(st.text(alphabet="XO./x o", max_size=14))
def test_parse_never_raises_on_board_like_text(text: str) -> None:
    assert_well_formed(text, parse(text))


@given(st.lists(st.sampled_from("XO."), min_size=9, max_size=9), st.booleans())
def test_parse_of_nine_cells_succeeds_exactly_for_reachable_positions(
    cells: list[str], slashes: bool
) -> None:
    flat = "".join(cells)
    text = "/".join((flat[:3], flat[3:6], flat[6:])) if slashes else flat
    board = tuple({"X": 1, "O": -1, ".": 0}[cell] for cell in cells)
    result = parse(text)
    assert_well_formed(text, result)
    assert isinstance(result, Success) == (board in reachable_boards())


_ROTATE = (6, 3, 0, 7, 4, 1, 8, 5, 2)  # image[i] = board[_ROTATE[i]]: a quarter turn
_MIRROR = (2, 1, 0, 5, 4, 3, 8, 7, 6)  # left and right swapped


def _images(board: Board) -> list[Board]:
    turns = [board]
    for _ in range(3):
        turns.append(tuple(turns[-1][i] for i in _ROTATE))
    return turns + [tuple(turn[i] for i in _MIRROR) for turn in turns]


_EVERY_BOARD = list(itertools.product((-1, 0, 1), repeat=9))


def test_open_lines_follows_its_definition_on_every_board() -> None:
    # Lines open for X (no O) minus lines open for O (no X); a won board is worth
    # 100 + empty cells for its winner, the first complete line in LINES deciding.
    for board in _EVERY_BOARD:
        complete = [
            board[a] for a, b, c in LINES if board[a] != 0 and board[a] == board[b] == board[c]
        ]
        expected = (
            complete[0] * (100 + board.count(0))
            if complete
            else sum((-1 not in (board[a], board[b], board[c])) for a, b, c in LINES)
            - sum((1 not in (board[a], board[b], board[c])) for a, b, c in LINES)
        )
        assert open_lines(board) == expected, board


def test_canonical_is_the_least_of_the_eight_images_on_every_board() -> None:
    for board in _EVERY_BOARD:
        images = _images(board)
        assert len(set(images)) in {1, 2, 4, 8}
        assert VECTOR_CONFIG.canonical(board) == min(images), board


def test_the_examples_of_the_instance_and_the_text_form() -> None:
    board = parse("X.O/.X./..O").unwrap()
    assert (board, render(board)) == ((1, 0, -1, 0, 1, 0, 0, 0, -1), "X.O/.X./..O")
    assert VECTOR_CONFIG.canonical(parse("..X/.../...").unwrap()) == (0, 0, 0, 0, 0, 0, 0, 0, 1)
    threat = parse("XX./O../...").unwrap()
    assert [render(b) for b in VECTOR_CONFIG.noisy_successors(threat, BLACK)] == ["XXO/O../..."]
    assert VECTOR_CONFIG.is_forcing(parse("XX./O../...").unwrap(), BLACK) is True
    assert parse("XXX/OOO/...") == Failure("impossible position: both X and O have three in a row")
    assert (tictactoe_to_move(EMPTY), tictactoe_to_move(parse("X../.../...").unwrap())) == (
        WHITE,
        BLACK,
    )
    assert open_lines(parse("XXX/OO./...").unwrap()) == 104
