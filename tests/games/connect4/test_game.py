"""Connect Four: rules, parse/render, the open-windows evaluation, ordering key and mirror."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

from fnsearch import BLACK, WHITE, Player, alpha_beta, minimax
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.connect4 import bitboard_game as bits
from fnsearch.games.connect4.game import (
    CONNECT_FOUR,
    NAMING,
    START,
    WIN,
    WINDOWS,
    Position,
    centre_first,
    draw,
    from_moves,
    meaning,
    open_windows,
    parse,
    render,
    threats,
    to_move,
    to_position,
    worded,
)
from fnsearch.reference.algorithms import alpha_beta_hard, minimax_depth

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def position(text: str) -> Position:
    return parse(text).unwrap()


MIRRORED = tuple((6 - column) * 6 + row for column in range(7) for row in range(6))


def mirror(position: Position) -> Position:
    """The left-right mirror image of a position: column ``c`` becomes column ``6 - c``."""
    last = MIRRORED[position.last] if position.last >= 0 else -1
    cells = tuple(position.cells[i] for i in MIRRORED)
    return Position(cells, position.heights[::-1], last, position.winner)


def grid_of(text: str) -> list[str]:
    """The rows of a text form, bottom row first, so ``grid[row][column]``."""
    return list(reversed(text.split("/")))


def grid_winners(text: str) -> set[str]:
    """Independent oracle: who has four in a row, by walking the grid in four directions."""
    grid = grid_of(text)
    return {
        grid[r][c]
        for r in range(6)
        for c in range(7)
        for dc, dr in DIRECTIONS
        if grid[r][c] != "."
        and 0 <= c + 3 * dc < 7
        and 0 <= r + 3 * dr < 6
        and all(grid[r + k * dr][c + k * dc] == grid[r][c] for k in range(4))
    }


def play(columns: list[int]) -> tuple[Position, Player]:
    """Drop pieces into ``columns`` in turn from the start, skipping full columns, until the end."""
    current, player = START, WHITE
    for column in columns:
        if CONNECT_FOUR.is_final(current):
            break
        children = {child[2] // 6: child for child in CONNECT_FOUR.successors(current, player)}
        if column in children:
            current, player = children[column], player.opponent
    return current, player


def random_playout(rng: random.Random, stop_at_empties: int) -> tuple[Position, Player]:
    current, player = START, WHITE
    while not CONNECT_FOUR.is_final(current) and 42 - sum(current[1]) > stop_at_empties:
        current = rng.choice(list(CONNECT_FOUR.successors(current, player)))
        player = player.opponent
    return current, player


games = st.lists(st.integers(0, 6), max_size=60).map(play)


# Rules


def test_start_is_empty_and_white_moves() -> None:
    assert render(START) == "/".join(["......."] * 6)
    assert not CONNECT_FOUR.is_final(START)
    assert CONNECT_FOUR.score(START) == 0
    assert to_move(START) is WHITE
    assert repr(CONNECT_FOUR) == "CONNECT_FOUR"


def test_successors_drop_into_each_column_left_to_right() -> None:
    children = [render(child) for child in CONNECT_FOUR.successors(START, WHITE)]
    assert children == [
        "/".join(["......."] * 5 + ["." * k + "X" + "." * (6 - k)]) for k in range(7)
    ]
    after = position("......./......./......./......./......./...X...")
    assert [render(c).split("/")[4:] for c in CONNECT_FOUR.successors(after, BLACK)] == [
        [".......", "O..X..."],
        [".......", ".O.X..."],
        [".......", "..OX..."],
        ["...O...", "...X..."],
        [".......", "...XO.."],
        [".......", "...X.O."],
        [".......", "...X..O"],
    ]


@given(games)
def test_successors_count_the_columns_that_are_not_full(game: tuple[Position, Player]) -> None:
    current, player = game
    children = list(CONNECT_FOUR.successors(current, player))
    top_row = render(current).split("/")[0]
    if CONNECT_FOUR.is_final(current):
        assert children == []
    else:
        assert len(children) == top_row.count(".")
        mark = "X" if player is WHITE else "O"
        for child in children:
            before, after = render(current).replace("/", ""), render(child).replace("/", "")
            changed = [k for k in range(42) if before[k] != after[k]]
            assert len(changed) == 1
            assert after[changed[0]] == mark
            below = changed[0] + 7
            assert below >= 42 or before[below] != "."


@given(games)
def test_the_winner_found_through_the_last_piece_is_the_grid_winner(
    game: tuple[Position, Player],
) -> None:
    current, _ = game
    text = render(current)
    winners = grid_winners(text)
    assert len(winners) <= 1
    expected = {"X": 1, "O": -1}[winners.pop()] if winners else 0
    full = "." not in text
    assert CONNECT_FOUR.is_final(current) == (expected != 0 or full)
    empties = text.count(".")
    assert CONNECT_FOUR.score(current) == (expected * (WIN + empties) if expected else 0)


def test_the_grid_oracle_finds_the_69_windows() -> None:
    cells = [(c, r) for r in range(6) for c in range(7)]
    starts = [
        (c, r, dc, dr)
        for c, r in cells
        for dc, dr in DIRECTIONS
        if 0 <= c + 3 * dc < 7 and 0 <= r + 3 * dr < 6
    ]
    assert len(starts) == len(WINDOWS) == 69
    assert len(set(map(frozenset, WINDOWS))) == 69


# Each case: a position, the column to drop into, and the score after the drop:
# WIN + (empty cells after the drop) for X, its negation for O.
WINNING_DROPS = [
    # across, completed in the middle: X X _ X on the bottom row, X drops into column 2
    ("......./......./......./......./OO.O.../XX.X...", 2, WIN + 35),
    # across at the end of the run
    ("......./......./......./......./OOO..../XXX....", 3, WIN + 35),
    # up: three X in column 0
    ("......./......./......./X....../X....O./X...OO.", 0, WIN + 35),
    # diagonal / through (0,0), (1,1), (2,2), (3,3), completed at (2,2)
    ("......./......./...X.../...O.../.XXO.../XOOX..O", 2, WIN + 31),
    # diagonal \ through (6,0), (5,1), (4,2), (3,3), completed at (4,2)
    ("......./......./...X.../...O.../...OXX./O..XOOX", 4, WIN + 31),
    # O up in column 0
    ("......./......./......./O....../O....X./OX..XX.", 0, -(WIN + 34)),
]


@pytest.mark.parametrize(("text", "column", "value"), WINNING_DROPS)
def test_a_winning_drop_ends_the_game(text: str, column: int, value: int) -> None:
    before = position(text)
    player = to_move(before)
    assert not CONNECT_FOUR.is_final(before)
    children = list(CONNECT_FOUR.successors(before, player))
    (winning,) = [child for child in children if CONNECT_FOUR.is_final(child)]
    assert winning[2] // 6 == column
    assert CONNECT_FOUR.score(winning) == value
    assert list(CONNECT_FOUR.successors(winning, player.opponent)) == []
    assert CONNECT_FOUR.score(position(render(winning))) == value


def test_wins_are_read_off_the_whole_board_when_parsed() -> None:
    won = position("......./......./......./......./O....../XXXXOO.")
    assert won[2] == -1
    assert CONNECT_FOUR.is_final(won)
    assert CONNECT_FOUR.score(won) == WIN + 35
    o_won = position("......./......./O....../O....../O....X./OX..XX.")
    assert CONNECT_FOUR.score(o_won) == -(WIN + 34)


# Column c holds X exactly when c // 2 + row is even: runs of two across, alternating
# up each column, and every diagonal step changes the parity, so nobody has four.
FULL_DRAW = "/".join(["OOXXOOX", "XXOOXXO"] * 3)


def test_a_full_board_without_four_in_a_row_is_a_draw() -> None:
    full = position(FULL_DRAW)
    assert grid_winners(FULL_DRAW) == set()
    assert CONNECT_FOUR.is_final(full)
    assert CONNECT_FOUR.score(full) == 0
    assert open_windows(full) == 0
    assert list(CONNECT_FOUR.successors(full, WHITE)) == []


def test_filling_the_last_cell_without_a_win_is_a_draw() -> None:
    last_gap = position("." + FULL_DRAW[1:])  # top-left cell empty, O to move
    assert to_move(last_gap) is BLACK
    (child,) = CONNECT_FOUR.successors(last_gap, BLACK)
    assert render(child) == FULL_DRAW
    assert CONNECT_FOUR.is_final(child)
    assert CONNECT_FOUR.score(child) == 0


# Searches


def late_positions(count: int, seed: int) -> list[tuple[Position, Player]]:
    """Positions with 8 to 10 empty cells where the player to move cannot win at once."""
    rng = random.Random(seed)
    found: list[tuple[Position, Player]] = []
    while len(found) < count:
        current, player = random_playout(rng, rng.choice((8, 9, 10)))
        if not CONNECT_FOUR.is_final(current) and not any(
            CONNECT_FOUR.score(child) for child in CONNECT_FOUR.successors(current, player)
        ):
            found.append((current, player))
    return found


LATE = late_positions(20, seed=2024)


def test_the_late_positions_hold_wins_for_both_sides_and_draws() -> None:
    signs = {
        (value > 0) - (value < 0) for value in (alpha_beta(CONNECT_FOUR, *late) for late in LATE)
    }
    assert signs == {-1, 0, 1}


@pytest.mark.parametrize(("current", "player"), LATE, ids=[render(p) for p, _ in LATE])
def test_alpha_beta_equals_minimax_late_in_the_game(current: Position, player: Player) -> None:
    value = minimax(CONNECT_FOUR, current, player)
    assert alpha_beta(CONNECT_FOUR, current, player) == value
    assert alpha_beta_hard(CONNECT_FOUR, current, player) == value


# The open-windows evaluation


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("/".join(["......."] * 6), 0),
        # X at the bottom of column 3 lies in 4 windows across, 1 up, 1 on each diagonal:
        # 7 windows with one X each.
        ("......./......./......./......./......./...X...", 7),
        # X at (3,0): 4 across + diagonals (3,0)-(6,3) and (0,3)-(3,0), the column is
        # blocked by O: 6. O at (3,1): 4 across, 1 up (rows 1-4), / from (2,0) and (3,1),
        # \ from (1,3) and (0,4): 9. 6 - 9 = -3.
        ("......./......./......./......./...O.../...X...", -3),
        # X X X on the bottom row, O O above columns 0 and 1. X: across from column 0
        # (3 X) 9, from 1 (2 X) 3, from 2 (1 X) 1; up in column 2: 1; / from (1,0) and
        # (2,0): 2; total 16. O: across from column 0 (2 O) 3, from 1: 1; up in columns
        # 0 and 1 from row 1: 2; / from (0,1) and (1,1): 2; total 8. 16 - 8 = 8.
        ("......./......./......./......./OO...../XXX....", 8),
        # X won across the bottom: the score, WIN + 35.
        ("......./......./......./......./O....../XXXXOO.", WIN + 35),
    ],
)
def test_open_windows_on_small_positions(text: str, value: int) -> None:
    assert open_windows(position(text)) == value


@given(games)
def test_open_windows_lies_below_every_win(game: tuple[Position, Player]) -> None:
    current, _ = game
    value = open_windows(current)
    if CONNECT_FOUR.score(current) != 0:
        assert value == CONNECT_FOUR.score(current)
        assert abs(value) > WIN
    else:
        assert abs(value) <= 69 * 9 < WIN


@given(games)
def test_open_windows_follows_its_definition(game: tuple[Position, Player]) -> None:
    # Each of the 69 windows, one by one: open for one colour only, it is worth 1, 3
    # or 9 for 1, 2 or 3 pieces of that colour, for White positive; a won position
    # is valued at its score.
    current, _ = game
    score = CONNECT_FOUR.score(current)
    if score != 0:
        assert open_windows(current) == score
    else:
        weight = (0, 1, 3, 9)
        windows = [[current[0][i] for i in window] for window in WINDOWS]
        assert open_windows(current) == sum(
            weight[cells.count(1)]
            if -1 not in cells
            else -weight[cells.count(-1)]
            if 1 not in cells
            else 0
            for cells in windows
        )


@given(games)
def test_swapping_colours_negates_open_windows(game: tuple[Position, Player]) -> None:
    current, _ = game
    text = render(current)
    swapped = text.replace("X", "o").replace("O", "X").replace("o", "O")
    parsed = parse(swapped)
    # Swapped colours are only a possible position when both sides have as many
    # pieces and O has not won (X cannot have four with O to move after).
    if text.count("X") == text.count("O") and CONNECT_FOUR.score(current) == 0:
        assert open_windows(parsed.unwrap()) == -open_windows(current)
    else:
        assert isinstance(parsed, Failure)


# Ordering key and mirror


def test_centre_first_prefers_column_3_then_outwards_for_white() -> None:
    children = list(CONNECT_FOUR.successors(START, WHITE))
    assert [centre_first(child) for child in children] == [1, 2, 3, 4, 3, 2, 1]
    ordered = sorted(children, key=centre_first, reverse=True)  # White: largest first
    assert [CONNECT_FOUR.move(START, child) for child in ordered[:3]] == [3, 2, 4]
    assert centre_first(START) == 0


def test_centre_first_prefers_column_3_then_outwards_for_black() -> None:
    after = position("......./......./......./......./......./X......")
    children = list(CONNECT_FOUR.successors(after, BLACK))
    assert [centre_first(child) for child in children] == [-1, -2, -3, -4, -3, -2, -1]
    ordered = sorted(children, key=centre_first)  # Black: smallest first
    assert [CONNECT_FOUR.move(after, child) for child in ordered[:3]] == [3, 2, 4]


def test_centre_first_tries_a_winning_drop_first() -> None:
    before = position("......./......./......./......./OOO..../XXX....")
    best = max(CONNECT_FOUR.successors(before, WHITE), key=centre_first)
    assert CONNECT_FOUR.move(before, best) == 3
    assert CONNECT_FOUR.is_final(best)
    assert centre_first(best) == 4 + 5
    # Column 0 wins (1 + 5); the centre column is open but only worth 4.
    edge_win = position("......./......./......./......./.OO..../.XXXO..")
    best_edge = max(CONNECT_FOUR.successors(edge_win, WHITE), key=centre_first)
    assert CONNECT_FOUR.move(edge_win, best_edge) == 0
    assert centre_first(best_edge) == 6
    # Black's winning drop in column 0 is Black's smallest key.
    black_win = position("......./......./......./O....../O....X./OX..XX.")
    best_black = min(CONNECT_FOUR.successors(black_win, BLACK), key=centre_first)
    assert CONNECT_FOUR.move(black_win, best_black) == 0
    assert centre_first(best_black) == -6


def test_key_ignores_the_last_move_and_canonical_the_mirror() -> None:
    # X in column 2 then O in column 3, or the same pieces read from text.
    played, _ = play([2, 3])
    parsed = position("......./......./......./......./......./..XO...")
    assert played != parsed  # the last move differs
    assert CONNECT_FOUR.key(played) == CONNECT_FOUR.key(parsed)
    image = position("......./......./......./......./......./...OX..")
    assert CONNECT_FOUR.key(image) != CONNECT_FOUR.key(parsed)
    assert CONNECT_FOUR.canonical(image) == CONNECT_FOUR.canonical(parsed)
    other = position("......./......./......./......./......./..X.O..")
    assert CONNECT_FOUR.canonical(other) != CONNECT_FOUR.canonical(parsed)


@given(games, games)
def test_canonical_keys_agree_exactly_on_mirror_images(
    first: tuple[Position, Player], second: tuple[Position, Player]
) -> None:
    a, b = first[0], second[0]
    same = render(b) in {render(a), render(mirror(a))}
    assert (CONNECT_FOUR.canonical(a) == CONNECT_FOUR.canonical(b)) == same
    assert CONNECT_FOUR.canonical(a) == CONNECT_FOUR.canonical(mirror(a))


MIDDLE_GAME = [
    "/".join(["......."] * 6),
    "......./......./......./...O.../..XX.../..OXO..",
    "......./......./..O..../..XO.../..XXO../.OXXOX.",
    "......./......./......./......./..O..../XXX.O..",
]


@pytest.mark.parametrize("text", MIDDLE_GAME)
def test_searching_with_every_capability_keeps_the_depth_limited_value(text: str) -> None:
    current = position(text)
    player = to_move(current)
    expected = minimax_depth(CONNECT_FOUR, current, player, 4, evaluate=open_windows)
    result = search(
        CONNECT_FOUR,
        current,
        player,
        depth=4,
        evaluate=open_windows,
        order=centre_first,
        killers=True,
        table=empty_table(),
        symmetry=True,
    )
    assert result.value == expected


@given(games)
def test_mirror_reverses_each_row_and_is_an_involution(game: tuple[Position, Player]) -> None:
    current, _ = game
    image = mirror(current)
    assert render(image) == "/".join(row[::-1] for row in render(current).split("/"))
    assert mirror(image) == current
    assert CONNECT_FOUR.score(image) == CONNECT_FOUR.score(current)
    assert CONNECT_FOUR.is_final(image) == CONNECT_FOUR.is_final(current)
    assert open_windows(image) == open_windows(current)
    assert centre_first(image) == centre_first(current)
    assert [render(c) for c in CONNECT_FOUR.successors(image, WHITE)] == [
        render(mirror(c)) for c in reversed(list(CONNECT_FOUR.successors(current, WHITE)))
    ]


# Text forms


@given(games)
def test_render_then_parse_keeps_the_game_state(game: tuple[Position, Player]) -> None:
    current, player = game
    text = render(current)
    parsed = position(text)
    assert parsed[0] == current[0]
    assert parsed[1] == current[1]
    assert parsed[3] == current[3]
    assert parsed[2] == -1
    assert render(parsed) == text
    assert position(text.replace("/", "")) == parsed
    assert to_move(parsed) is player


def test_parse_accepts_surrounding_space_and_no_slashes() -> None:
    text = "......./......./......./......./...O.../...X..."
    assert parse(f"  {text}\n") == parse(text.replace("/", ""))
    assert position(text)[1] == (0, 0, 0, 2, 0, 0, 0)


def test_draw_shows_rows_and_column_numbers() -> None:
    assert draw(position("......./......./......./......./...O.../X..X...")).splitlines() == [
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . O . . .",
        "X . . X . . .",
        "1 2 3 4 5 6 7",
    ]


SHAPE = "expected 6 rows of 7 cells (X, O or . separated by /), got "
FLOATING = "floating piece in column {}: a piece lies above an empty cell"
COUNTS = "impossible piece counts: {} X and {} O (X moves first, so X = O or X = O + 1)"


def bottom(*rows: str) -> str:
    """The text form of a board whose lowest rows are ``rows`` (top one first)."""
    return "/".join(["......."] * (6 - len(rows)) + list(rows))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", SHAPE + "''"),
        (bottom("......")[1:], SHAPE + repr(bottom("......")[1:])),
        (bottom("......", "........"), SHAPE + repr(bottom("......", "........"))),
        ("......./" + bottom(), SHAPE + repr(("......./" + bottom())[:60])),
        (bottom("...x..."), "unknown character 'x': a cell is X, O or ."),
        (bottom("..-X..."), "unknown character '-': a cell is X, O or ."),
        (bottom("...X...", "......."), FLOATING.format(4)),
        ("X......" + bottom("OX.....")[7:], FLOATING.format(1)),
        (bottom("XX....."), COUNTS.format(2, 0)),
        (bottom("O......"), COUNTS.format(0, 1)),
        (bottom("OOOO...", "XXXX..."), "impossible position: both X and O have four in a row"),
        (
            bottom("OOO.O..", "XXXXOX."),
            "impossible position: X has four in a row but O moved after",
        ),
        (
            bottom("XXX....", "OOOOXX."),
            "impossible position: O has four in a row but X moved after",
        ),
    ],
)
def test_parse_fails_with_a_clear_message(text: str, message: str) -> None:
    assert parse(text) == Failure(message)


def test_a_long_text_is_shortened_in_the_message() -> None:
    assert parse("." * 500) == Failure(SHAPE + repr("." * 60))


rows = st.lists(st.text(alphabet="XO.", min_size=7, max_size=7), min_size=6, max_size=6)


@given(st.text(max_size=60) | st.text(alphabet="XO./", max_size=50) | rows.map("/".join))
def test_parse_never_raises(text: str) -> None:
    result = parse(text)
    if isinstance(result, Success):
        parsed = result.unwrap()
        assert render(parsed).replace("/", "") == text.strip().replace("/", "")
        assert sum(parsed[1]) == 42 - text.count(".")
        assert parse(render(parsed)) == result
    else:
        message = result.failure()
        assert message.strip() != ""
        assert len(message.splitlines()) == 1


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (WIN + 42 - 7, "White (X) wins with its 4th stone, 7 plies from here"),
        (-(WIN + 34), "Black (O) wins with its 4th stone, 8 plies from here"),
        (-3, "an estimate: Black (O) ahead"),
        (0, "an estimate: even"),
    ],
)
def test_worded_says_who_wins_with_which_stone_or_who_is_ahead(value: int, words: str) -> None:
    assert worded(START, value) == words
    assert NAMING.why_not(START, 8) == "column 8 does not exist"
    left = position("......./......./......./......./......./X......")
    assert CONNECT_FOUR.canonical(left) == CONNECT_FOUR.canonical(mirror(left))


def test_the_examples_of_the_tuple_instance() -> None:
    after = next(CONNECT_FOUR.successors(START, WHITE))
    assert (after.heights, after.last, to_move(after), CONNECT_FOUR.is_final(after)) == (
        (1, 0, 0, 0, 0, 0, 0),
        0,
        Player.BLACK,
        False,
    )
    threat = parse("......./......./......./......./......./XXX.OO.").unwrap()
    noisy = CONNECT_FOUR.noisy_successors(threat, BLACK)
    assert [render(c)[-7:] for c in noisy] == ["XXXOOO.", "XXX.OOO"]
    assert threats(threat.cells, threat.heights, 1) == frozenset({18})  # X's four in column 4
    won = parse("......./......./......./......./O....../XXXXOO.").unwrap()
    assert (CONNECT_FOUR.is_final(won), CONNECT_FOUR.score(won)) == (True, 1035)
    blocked = parse("......./......./......./......./O....../OXXX...").unwrap()
    assert [c.last for c in CONNECT_FOUR.noisy_successors(blocked, BLACK)] == [2, 24]
    assert mirror(next(CONNECT_FOUR.successors(START, WHITE)))[1:] == ((0, 0, 0, 0, 0, 0, 1), 36, 0)
    assert parse("......./......./......./...X.../......./...O...") == Failure(
        "floating piece in column 4: a piece lies above an empty cell"
    )
    one = parse("......./......./......./......./......./...X...").unwrap()
    assert (open_windows(one), centre_first(one)) == (7, 0)


def test_the_tuple_instance_meets_the_bitboards_and_the_moves() -> None:
    assert to_position(bits.from_moves("4").unwrap())[1:] == ((0, 0, 0, 1, 0, 0, 0), -1, 0)
    assert to_position(bits.START) == START
    assert from_moves("4453").map(render) == Success(
        "......./......./......./......./...O.../..OXX.."
    )
    assert (meaning(BLACK, False, 8), meaning(BLACK, True, -1)) == (
        "Black (O) wins with its 14th stone",
        "White (X) wins",
    )
    assert (worded(START, WIN + 42 - 7), worded(START, -3)) == (
        "White (X) wins with its 4th stone, 7 plies from here",
        "an estimate: Black (O) ahead",
    )
