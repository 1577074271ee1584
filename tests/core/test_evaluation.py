"""Evaluation functions: the lecture's open-lines numbers for tic-tac-toe and ``linear``."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.core.evaluation import Evaluation, constant, linear, negated
from fnsearch.games.tictactoe import EMPTY, Board, open_lines, parse, winner
from tests.strategies import reachable_positions


def board(text: str) -> Board:
    return parse(text).unwrap()


# The lecture's example and MIN's five replies to X in the top-left corner. Each value
# is derived by hand: rows 012/345/678, columns 036/147/258, diagonals 048/246.
# X at 4, O at 1: lines without O: all but 012, 147 -> 6; without X: all but
#   345, 147, 048, 246 -> 4; 6 - 4 = 2.
# X at 0 leaves 5 lines without X (all but 012, 036, 048). Lines without O:
#   O at 1 (in 012, 147): 6 -> 1;  O at 2 (in 012, 258, 246): 5 -> 0;
#   O at 4 (in 345, 147, 048, 246): 4 -> -1;  O at 5 (in 345, 258): 6 -> 1;
#   O at 8 (in 678, 258, 048): 5 -> 0.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        (".O./.X./...", 2),
        ("XO./.../...", 1),
        ("X.O/.../...", 0),
        ("X../.O./...", -1),
        ("X../..O/...", 1),
        ("X../.../..O", 0),
        (".../.../...", 0),
        ("X../.../...", 3),  # 8 lines without O, 5 without X
        (".../.X./...", 4),  # 8 - 4
        (".X./.../...", 2),  # 8 - 6
    ],
)
def test_open_lines_has_the_lectures_values(text: str, value: int) -> None:
    assert open_lines(board(text)) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("XXX/OO./...", 104),  # X won with 4 empty cells
        ("XXX/XOO/OXO", 100),  # X won on the last cell
        ("OOO/XX./X..", -103),
        ("OX./OX./O.X", -103),
    ],
)
def test_won_boards_are_valued_beyond_every_open_lines_difference(text: str, value: int) -> None:
    assert open_lines(board(text)) == value


REACHABLE = [board for board, _ in reachable_positions()]


def test_there_are_5478_reachable_boards() -> None:
    assert len(REACHABLE) == 5478


def oracle_open_lines(b: Board) -> int:
    """Open lines counted on a 3x3 grid of characters, independently of ``LINES``."""
    mark = {1: "X", -1: "O", 0: "."}
    grid = [[mark[b[3 * r + c]] for c in range(3)] for r in range(3)]
    lines = [
        *("".join(row) for row in grid),
        *("".join(grid[r][c] for r in range(3)) for c in range(3)),
        "".join(grid[k][k] for k in range(3)),
        "".join(grid[k][2 - k] for k in range(3)),
    ]
    return sum("O" not in line for line in lines) - sum("X" not in line for line in lines)


def test_open_lines_agrees_with_a_grid_count_on_every_board_nobody_has_won() -> None:
    unwon = [b for b in REACHABLE if winner(b) == 0]
    assert len(unwon) == 5478 - 626 - 316
    assert [open_lines(b) for b in unwon] == [oracle_open_lines(b) for b in unwon]


def test_wins_dominate_on_every_reachable_board() -> None:
    x_won = [open_lines(b) for b in REACHABLE if winner(b) == 1]
    o_won = [open_lines(b) for b in REACHABLE if winner(b) == -1]
    unwon = [open_lines(b) for b in REACHABLE if winner(b) == 0]
    assert (len(x_won), len(o_won)) == (626, 316)
    assert max(o_won) < min(unwon) <= max(unwon) < min(x_won)
    assert min(unwon) >= -8
    assert max(unwon) <= 8


# The eight symmetries of the square as cell permutations: image[i] = board[perm[i]].
SYMMETRIES = [
    (0, 1, 2, 3, 4, 5, 6, 7, 8),  # identity
    (6, 3, 0, 7, 4, 1, 8, 5, 2),  # quarter turn clockwise
    (8, 7, 6, 5, 4, 3, 2, 1, 0),  # half turn
    (2, 5, 8, 1, 4, 7, 0, 3, 6),  # quarter turn anticlockwise
    (2, 1, 0, 5, 4, 3, 8, 7, 6),  # mirror left-right
    (6, 7, 8, 3, 4, 5, 0, 1, 2),  # mirror top-bottom
    (0, 3, 6, 1, 4, 7, 2, 5, 8),  # mirror in the main diagonal
    (8, 5, 2, 7, 4, 1, 6, 3, 0),  # mirror in the other diagonal
]


def test_the_symmetries_are_eight_distinct_permutations() -> None:
    assert len(set(SYMMETRIES)) == 8
    assert all(sorted(perm) == list(range(9)) for perm in SYMMETRIES)


def test_open_lines_is_the_same_on_the_eight_images_of_every_board() -> None:
    assert all(
        len({open_lines(tuple(b[i] for i in perm)) for perm in SYMMETRIES}) == 1 for b in REACHABLE
    )


def test_an_asymmetric_board_has_eight_distinct_images_with_the_same_value() -> None:
    b = board("XO./..X/...")
    images = {tuple(b[i] for i in perm) for perm in SYMMETRIES}
    assert len(images) == 8
    assert {open_lines(image) for image in images} == {open_lines(b)}


def test_open_lines_is_negated_when_the_colours_are_swapped() -> None:
    assert all(open_lines(tuple(-cell for cell in b)) == -open_lines(b) for b in REACHABLE)


def pieces(text: str) -> int:
    return len(text) - text.count(".")


def knights(text: str) -> int:
    return text.count("N")


def test_linear_is_the_weighted_sum_of_its_criteria() -> None:
    material = linear((3, knights), (1, pieces))
    assert material("N.P.P") == 3 * 1 + 1 * 3
    assert material("") == 0
    assert linear((2, len), (-5, knights))("NN..") == 2 * 4 - 5 * 2
    nothing: Evaluation[str] = linear()
    assert nothing("anything") == 0


def test_linear_evaluates_each_criterion_once_in_order() -> None:
    calls: list[str] = []

    def recorded(name: str, value: int) -> Callable[[str], int]:
        def criterion(_text: str) -> int:
            calls.append(name)
            return value

        return criterion

    assert linear((10, recorded("a", 1)), (100, recorded("b", 2)))("x") == 210
    assert calls == ["a", "b"]


@given(
    st.lists(st.tuples(st.integers(-50, 50), st.integers(-9, 9)), max_size=6),
    st.integers(-1000, 1000),
)
def test_linear_of_affine_criteria(terms: list[tuple[int, int]], x: int) -> None:
    # Criterion k is x -> x * m_k; the weighted sum is written out here by hand.
    def times(m: int) -> Evaluation[int]:
        return lambda value: value * m

    evaluation = linear(*((w, times(m)) for w, m in terms))
    assert evaluation(x) == sum(w * m for w, m in terms) * x


def test_linear_of_open_lines_on_the_lecture_board() -> None:
    lecture = board(".O./.X./...")
    e = linear((5, open_lines), (1, lambda b: b.count(0)), (-1, constant(3)))
    assert e(lecture) == 5 * 2 + 7 - 3


def test_constant_and_negated() -> None:
    assert constant(42)(EMPTY) == 42
    assert constant(-7)("text") == -7
    assert negated(open_lines)(board(".O./.X./...")) == -2
    assert negated(negated(len))("four") == 4
    assert negated(constant(0))(None) == 0
