"""Practice: the questions, answers and explanations of a trace, its page, and the command line.

The answers are checked against the lecture's values of Figure 5.2 and, on any tree,
against alpha-beta worked out by hand in :mod:`tests.trace.by_hand` (written apart
from the engine and from the practice module).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.classic.minimax import minimax
from fnsearch.cli.main import main
from fnsearch.core.config import WHITE
from fnsearch.core.contract import ContractError
from fnsearch.engine.options import Algorithm, SearchOptions
from fnsearch.games import tictactoe
from fnsearch.games.random_tree import Leaves, random_tree
from fnsearch.games.tictactoe import Board
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, Tree, parse_tree, render_tree
from fnsearch.trace.page import html_page, typed_moves
from fnsearch.trace.practice import (
    Exercise,
    KeyExercise,
    PracticeOptions,
    Verdict,
    canonical,
    exercise,
    key_page,
    practice_data,
    practice_page,
    verdict,
)
from fnsearch.trace.run import trace
from fnsearch.trace.seal import check, result_code, unseal
from fnsearch.trace.steps import Traced
from tests.strategies import game_trees
from tests.trace.by_hand import end, node_id, work

FIG_5_2 = "((3,12,8),(2,4,6),(14,5,2))"
PRUNED_B = frozenset({"n_1_1", "n_1_2"})
"""The children MIN b of Figure 5.2 never looks at."""


def _exercise(tree: Tree, algorithm: str = "alphabeta") -> Exercise:
    traced = trace(TREE_CONFIG, tree, WHITE, SearchOptions(algorithm=algorithm))  # type: ignore[arg-type]
    return exercise(traced, render_tree, PracticeOptions(final=TREE_CONFIG.is_final))


# --- Figure 5.2: the lecture's answers ------------------------------------------------------


def test_figure_5_2_asks_the_three_min_nodes_then_the_root() -> None:
    questions = _exercise(FIGURE_5_2).questions
    assert [question.node for question in questions] == ["n_0", "n_1", "n_2", "n"]
    # The lecture: MIN a is 3, MIN b at most 2 (4 and 6 pruned), MIN c 2, the root 3.
    lecture = ["3", "2", "2", "3"]
    assert [question.accepted[0] for question in questions] == lecture
    assert [question.answer for question in questions] == ["3", "≤ 2", "≤ 2", "3"]
    assert [
        verdict(question, value).value for question, value in zip(questions, lecture, strict=True)
    ] == [True] * 4
    pruned = [[child.node for child in question.children if child.pruned] for question in questions]
    assert pruned == [[], ["n_1_1", "n_1_2"], [], []]


def test_the_fail_hard_bound_at_a_cut_is_right_too_and_said_so() -> None:
    b = _exercise(FIGURE_5_2).questions[1]
    assert verdict(b, "3").value
    assert verdict(b, "≤ 2").value
    assert not verdict(b, "4").value
    assert b.note == "(The sheet's fail-hard alpha-beta passes 3 up instead: 3 is right too.)"
    assert (verdict(b, "2").variant, verdict(b, "3").variant) == ("lecture", "sheet")
    # Whichever of the two searches was traced, the questions are the same.
    assert _exercise(FIGURE_5_2, "alphabeta-soft") == _exercise(FIGURE_5_2)


def test_one_variant_can_be_graded_alone_and_the_other_is_named() -> None:
    def graded(grade: str) -> Exercise:
        traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
        options = PracticeOptions(final=TREE_CONFIG.is_final, grade=grade)
        return exercise(traced, render_tree, options)

    lecture, sheet = graded("lecture").questions[1], graded("sheet").questions[1]
    assert (lecture.accepted, sheet.accepted) == (("2",), ("3",))
    assert verdict(lecture, "3", marked=PRUNED_B).explanations == (
        "3 is what the sheet's fail-hard alpha-beta passes up; graded here: the lecture's value, 2",
    )
    assert verdict(sheet, "≤ 2", marked=PRUNED_B).explanations == (
        "≤ 2 is the lecture's value; graded here: the sheet's fail-hard alpha-beta, which passes"
        " 3 up",
    )
    assert verdict(sheet, "5", marked=PRUNED_B).explanations == (
        "2 ≤ α = 3, so MIN stops there: it is worth at most 2, not 5 (Graded here: the sheet's"
        " fail-hard alpha-beta, which passes 3 up.)",
    )


def test_a_value_below_the_window_is_the_lectures_and_no_false_bound_is_said() -> None:
    # trace tree --random 3,3 --seed 5: MAX (1,5,9) searched in α = 10, β = 20 returns 9
    # by the lecture (the sheet: 10), and its MIN parent is worth at most 9, not 10.
    tree = random_tree(3, 3, seed=5)
    questions = {q.name: q for q in _exercise(tree).questions}
    low = questions["MAX (1,5,9)"]
    assert (low.alpha, low.beta, low.lecture, low.sheet) == ("10", "20", "9", "10")
    parent = next(q for q in questions.values() if any(c.node == low.node for c in q.children))
    assert parent.answer == "≤ 9"
    assert verdict(parent, "≤ 9").value
    assert verdict(parent, "10").value
    assert "worth at most 9" in parent.why


def test_a_wrong_value_is_explained_in_the_lectures_words() -> None:
    a, _, c, root = _exercise(FIGURE_5_2).questions
    assert verdict(a, "12").explanations == ("MIN takes the smallest of its children: 3, not 12",)
    assert verdict(root, "2").explanations == ("MAX takes the largest of its children: 3, not 2",)
    assert verdict(c, "5").explanations == (
        "2 ≤ α = 3, so MIN stops there: it is worth at most 2, not 5"
        " (The sheet's fail-hard alpha-beta passes 3 up instead: 3 is right too.)",
    )
    assert verdict(a, "").explanations == (
        "MIN takes the smallest of its children: 3, not nothing",
    )


def test_marking_pruned_children_is_explained_either_way() -> None:
    a, b, _, _ = _exercise(FIGURE_5_2).questions
    # 4 left out: why it is never looked at.
    assert verdict(b, "2", marked=frozenset({"n_1_2"})).explanations == (
        "child 2 (leaf 4) is never looked at: its parent's value can be at most 2, and α = 3"
        " already",
    )
    # 12 marked: why it is looked at.
    wrong = verdict(a, "3", marked=frozenset({"n_0_1"}))
    assert (wrong.value, wrong.pruned) == (True, False)
    assert wrong.explanations == (
        "child 2 (leaf 12) is looked at: before it, MIN has v = 3, and 3 > α = -∞: no cut yet",
    )
    assert verdict(a, "3", marked=frozenset({"n_0_0"})).explanations == (
        "child 1 (leaf 3) is looked at: the first child is always looked at",
    )
    assert verdict(b, "2", marked=frozenset({"n_1_1", "n_1_2"})).pruned


def test_the_window_is_optional_and_explained() -> None:
    a, b, _, root = _exercise(FIGURE_5_2).questions
    assert verdict(b, "2").window is None
    assert verdict(b, "2", alpha="3", beta="+inf").window is True
    assert verdict(b, "2", alpha="3", beta="∞").window is True
    marked = frozenset({"n_1_1", "n_1_2"})
    assert verdict(b, "2", alpha="-∞", beta="+∞", marked=marked).explanations == (
        "the window here is α = 3, β = +∞: MAX above already has 3; no MIN above has a value yet",
    )
    assert verdict(b, "2", alpha="3").window is False  # half a window is not the window
    assert a.window_why == "no MAX above has a value yet; no MIN above has a value yet"
    assert root.window_why == "the search starts with the whole window"


def test_a_window_made_further_up_names_how_far() -> None:
    questions = {q.node: q for q in _exercise((((1, 2), (3, 4)), ((5, 6), (7, 8)))).questions}
    assert (questions["n_1_1"].alpha, questions["n_1_1"].beta) == ("2", "6")
    assert questions["n_1_1"].window_why == (
        "MAX 2 levels above already has 2; MIN above already has 6"
    )
    assert questions["n_0_1"].why == "3 ≥ β = 2, so MAX stops there: it is worth at least 3"


def test_typed_values_are_read_leniently_but_not_guessed() -> None:
    assert [canonical(text) for text in ("3", " +3 ", "−3", "≤ 2", ">=7", "007", "-0")] == [
        "3",
        "3",
        "-3",
        "2",
        "7",
        "7",
        "0",
    ]
    assert [canonical(text) for text in ("inf", "+Infinity", "-inf", "- ∞", "∞")] == [
        "+∞",
        "+∞",
        "-∞",
        "-∞",
        "+∞",
    ]
    assert [canonical(text) for text in ("", "three", "3.5", "1e3", "--3")] == [None] * 5


def test_minimax_prunes_nothing_and_asks_every_value() -> None:
    questions = _exercise(FIGURE_5_2, "minimax").questions
    assert [question.accepted for question in questions] == [("3",), ("2",), ("2",), ("3",)]
    assert not any(child.pruned for question in questions for child in question.children)


# --- any tree: the answers are alpha-beta worked out by hand --------------------------------


@given(game_trees(max_depth=4, max_branching=4, max_leaves=30, values=st.integers(-9, 9)))
def test_the_answers_are_those_worked_out_by_hand(tree: Tree) -> None:
    found = _exercise(tree)
    worked = work(tree)
    assert [question.node for question in found.questions] == [node_id(w.path) for w in worked]
    minimax_values = _minimax_values(tree)
    for question, hand in zip(found.questions, worked, strict=True):
        assert question.accepted[0] == end(hand.lecture)
        assert end(hand.passed) in question.accepted
        assert (question.lecture, question.sheet) == (end(hand.lecture), end(hand.passed))
        # Every bound the feedback states is one the node's true value keeps.
        true = minimax_values[hand.path]
        for said in re.findall(r"worth at (least|most) (-?\d+)", question.why):
            assert true >= int(said[1]) if said[0] == "least" else true <= int(said[1])
        assert (question.alpha, question.beta) == (end(hand.alpha), end(hand.beta))
        # Every window is explained by the MAX and MIN above that made it.
        assert question.window_why != "the search hands it this window"
        assert [child.node for child in question.children if child.pruned] == [
            node_id(path) for path in hand.pruned
        ]
        right = verdict(
            question,
            end(hand.lecture),
            alpha=end(hand.alpha),
            beta=end(hand.beta),
            marked=frozenset(node_id(path) for path in hand.pruned),
        )
        assert right[:4] == (True, True, True, ())
        assert not verdict(question, str(hand.lecture + 100)).value


def _minimax_values(tree: Tree) -> dict[tuple[int, ...], int]:
    """Every inner node's minimax value, by path."""
    values: dict[tuple[int, ...], int] = {}

    def visit(node: Tree, path: tuple[int, ...], maximizing: bool) -> int:
        if isinstance(node, int):
            return node
        found = [visit(child, (*path, k), not maximizing) for k, child in enumerate(node)]
        values[path] = max(found) if maximizing else min(found)
        return values[path]

    visit(tree, (), True)
    return values


@given(
    st.integers(2, 4),
    st.integers(1, 4),
    st.integers(0, 999_999_999),
)
def test_the_solution_pages_root_is_minimaxs_value(branching: int, depth: int, seed: int) -> None:
    tree = random_tree(branching, min(depth, 9 // branching + 1), seed=seed)
    page = html_page(trace(TREE_CONFIG, tree, WHITE), render_tree, "solution")
    root = re.search(
        r'id="n"><title>[^<]*</title><[^>]*>\s*<text class="value"[^>]*>([^<]*)<', page
    )
    assert root is not None
    assert int(root.group(1)) == minimax(TREE_CONFIG, tree, WHITE)


# --- the page ------------------------------------------------------------------------------


def _practice_json(page: str) -> dict[str, object]:
    found = re.search(r'<script type="application/json" id="practice-data">(.*?)</script>', page)
    assert found is not None
    data: dict[str, object] = json.loads(found.group(1))
    return data


def test_the_practice_page_is_the_page_with_its_layer_last() -> None:
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    page = practice_page(
        traced, render_tree, "Figure 5.2", PracticeOptions(final=TREE_CONFIG.is_final)
    )
    plain = html_page(traced, render_tree, "Figure 5.2", sealed=True)
    assert page.split("<style>\nbody.practising")[0].rstrip() == plain.split("</body>")[0].rstrip()
    assert page.rstrip().endswith("</body>\n</html>")
    assert page.count('<script type="application/json" id="practice-data">') == 1
    data = _practice_json(page)
    assert data["hidden"] == ["n", "n_0", "n_1", "n_2"]
    assert {**data, "solution": "", "exercise": ""} == json.loads(
        json.dumps({**practice_data(_exercise(FIGURE_5_2)), "solution": ""})
    )
    assert page.count("://") == 1  # the SVG namespace's name, never fetched
    # The solution page is sealed in the exercise, whole.
    assert unseal(str(data["solution"]), str(data["salt"])) == html_page(
        traced, render_tree, "Figure 5.2"
    )


@given(st.integers(2, 3), st.integers(2, 3), st.integers(0, 10_000))
def test_no_answer_can_be_read_off_the_practice_page(branching: int, depth: int, seed: int) -> None:
    tree = random_tree(branching, depth, seed=seed)
    traced = trace(TREE_CONFIG, tree, WHITE)
    whole = trace(TREE_CONFIG, tree, WHITE, SearchOptions(algorithm="minimax"))
    page = practice_page(
        traced, render_tree, "t", PracticeOptions(final=TREE_CONFIG.is_final, drawn=whole)
    )
    found = exercise(traced, render_tree, PracticeOptions(final=TREE_CONFIG.is_final, drawn=whole))
    # No title, no bound, no window and no text in an inner node; no step of the search.
    assert page.count("<title>") == 1
    drawing = page.split('id="tree"', 1)[1].split("</svg>", 1)[0]
    assert not re.search("≤|≥|α=", drawing)
    for node in found.hidden:
        drawn = page.split(f'id="{node}">', 1)[1].split("</g>", 1)[0]
        assert not re.search(r"\d", re.sub(r"<[^>]*>", "", drawn))
    steps = json.loads(page.split('id="trace-data">', 1)[1].split("</script>", 1)[0])["steps"]
    assert steps == [{"node": "n", "text": "", "window": "", "value": "", "leaves": 0}]
    # The answers are hashes; what is said of them opens with the node's salt.
    data = _practice_json(page)
    questions = data["questions"]
    assert isinstance(questions, list)
    for question, asked in zip(found.questions, questions, strict=True):
        salt = str(data["salt"])
        assert [pair[0] for pair in asked["value"]] == [
            check(salt, question.node, value) for value in question.accepted
        ]
        said = json.loads(unseal(asked["sealed"], salt + question.node))
        assert (said["lecture"], said["sheet"], said["why"]) == (
            question.lecture,
            question.sheet,
            question.why,
        )


def test_the_drawing_must_hold_every_node_of_the_search() -> None:
    tree = ((3, 12), (2, (4, 1)))
    whole = _exercise(tree)._replace(
        given=("n_0_0", "n_0_1", "n_1_0", "n_1_1_0", "n_1_1_1"),
        hidden=("n", "n_0", "n_1", "n_1_1"),
        whole=True,
    )
    drawn = trace(TREE_CONFIG, tree, WHITE, SearchOptions(algorithm="minimax"))
    assert (
        exercise(trace(TREE_CONFIG, tree, WHITE), render_tree, PracticeOptions(drawn=drawn))
        == whole
    )
    with pytest.raises(ContractError, match="the page must draw every node of the search"):
        exercise(drawn, render_tree, PracticeOptions(drawn=trace(TREE_CONFIG, tree, WHITE)))


def test_no_position_text_can_end_the_practice_script() -> None:
    page = practice_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), lambda _: "</script>", "t")
    data = page.split('id="practice-data">', 1)[1].split("</script>", 1)[0]
    assert "<" not in data
    assert json.loads(data)["questions"][0]["name"] == "MIN </script>"


# --- the command line ------------------------------------------------------------------------


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_same_seed_traces_the_same_tree(capsys: pytest.CaptureFixture[str]) -> None:
    first = _run(capsys, "trace", "tree", "--random", "3,2", "--seed", "7")
    again = _run(capsys, "trace", "tree", "--random", "3,2", "--seed", "7")
    other = _run(capsys, "trace", "tree", "--random", "3,2", "--seed", "8")
    assert first == again
    assert first[1] != other[1]
    assert first[1].splitlines()[0] == "MAX ((9,3,0),(3,19,6),(19,0,20))  α=-∞ β=+∞"
    tree = parse_tree("((9,3,0),(3,19,6),(19,0,20))").unwrap()
    assert first[1].splitlines()[-2].endswith(f"returns {minimax(TREE_CONFIG, tree, WHITE)}")


def test_practice_writes_the_exercise_and_prints_no_solution(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    exercise_page, solution_page = tmp_path / "exercise.html", tmp_path / "solution.html"
    argv = ["trace", "tree", "--random", "2,3", "--leaves=-5,5", "--seed", "1"]
    code, out, err = _run(capsys, *argv, "--practice", "--html", str(exercise_page))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "exercise: tree (((4,3),(-5,2)),((2,-4),(-5,-2)))",
        f"wrote {exercise_page}",
    ]
    code, out, _ = _run(capsys, *argv, "--html", str(solution_page))
    assert code == 0
    assert "cuts at 2 (2 ≤ α): pruned (-5,-2)" in out
    written = exercise_page.read_text(encoding="utf-8")
    assert 'id="practice"' in written
    assert 'id="practice"' not in solution_page.read_text(encoding="utf-8")
    hand = work(parse_tree("(((4,3),(-5,2)),((2,-4),(-5,-2)))").unwrap())
    data = _practice_json(written)
    # The whole tree is drawn: the subtree (-5,-2) never searched, like the others.
    assert data["whole"] is True
    assert data["hidden"] == ["n", "n_0", "n_0_0", "n_0_1", "n_1", "n_1_0", "n_1_1"]
    assert 'id="n_1_1_1"' in written
    questions = data["questions"]
    assert isinstance(questions, list)
    assert [question["value"][0][0] for question in questions] == [
        check(str(data["salt"]), question["node"], end(w.lecture))
        for question, w in zip(questions, hand, strict=True)
    ]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--random", "0,3"], "bad --random '0,3': expected the branching and the depth"),
        (["--random", "x"], "bad --random 'x': expected the branching and the depth"),
        (["--random", "2,11"], "bad --random '2,11'"),
        (["--random", "99999,99999"], "bad --random '99999,99999'"),
        (["--random", "1,5"], "bad --random '1,5'"),
        ([FIG_5_2, "--random", "2,2"], "--random draws the tree: leave out the position"),
        (["--random", "2,2", "--leaves", "9,1"], "bad --leaves '9,1'"),
        (["--random", "2,2", "--leaves", "0,x"], "bad --leaves '0,x'"),
        (["--random", "2,2", "--seed", "seven"], "bad seed 'seven'"),
        (["--seed", "7"], "--leaves and --seed go with --random"),
        (["--random", "2,2", "--practice"], "--practice writes the exercise page: give --html"),
        (
            ["--practice", "--html", "x.html", "--svg", "x.svg"],
            "--practice writes the exercise only",
        ),
    ],
)
def test_bad_exercise_options_are_one_line_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], message: str
) -> None:
    code, out, err = _run(capsys, "trace", "tree", *argv)
    assert (code, out) == (2, "")
    assert err.startswith(f"fnsearch: error: {message}")
    assert len(err.splitlines()) == 1
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_practice_is_refused_for_a_game_of_chance_and_a_tree_elsewhere(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "c.html"
    code, _, err = _run(capsys, "trace", "chancetree", "--practice", "--html", str(page))
    assert code == 2
    assert err == (
        "fnsearch: error: --practice asks the values of a deterministic search:"
        " chancetree is a game of chance\n"
    )
    assert not page.exists()
    code, _, err = _run(capsys, "trace", "nim", "--random", "2,2")
    assert (code, err) == (
        2,
        "fnsearch: error: --random draws a tree: trace tree --random B,D, not nim\n",
    )


def test_random_leaves_stay_in_their_range(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "trace", "tree", "--random", "4,3", "--leaves=-2,2", "--seed", "5")
    assert code == 0
    leaves = [int(line.split("= ")[1]) for line in out.splitlines() if "leaf " in line]
    assert leaves
    assert all(-2 <= leaf <= 2 for leaf in leaves)
    assert (
        random_tree(4, 3, seed=5, leaves=Leaves(-2, 2))
        == parse_tree(out.splitlines()[0].split()[1]).unwrap()
    )


def test_a_game_s_nodes_are_named_by_the_moves_that_reach_them() -> None:
    board = tictactoe.parse("XXO/.../O..").unwrap()
    traced = trace(
        tictactoe.VECTOR_CONFIG, board, WHITE, SearchOptions(depth=2, evaluate=tictactoe.open_lines)
    )
    found = exercise(
        traced,
        tictactoe.render,
        PracticeOptions(final=tictactoe.VECTOR_CONFIG.is_final, move=typed_moves(tictactoe.GAME)),
    )
    # X (White) has cells 4, 5, 6, 8 and 9; the first MIN node is X in cell 4.
    assert [question.name for question in found.questions[:2]] == ["MIN after 4", "MIN after 5"]
    assert [child.name for child in found.questions[0].children] == [
        "child 1 (leaf after 4 5)",
        "child 2 (leaf after 4 6)",
        "child 3 (leaf after 4 8)",
        "child 4 (leaf after 4 9)",
    ]


def test_a_child_a_cut_never_searched_at_the_depth_limit_is_a_leaf_of_the_drawn_tree() -> None:
    board = tictactoe.parse("XXO/.../O..").unwrap()

    def searched(algorithm: Algorithm) -> Traced[Board]:
        return trace(
            tictactoe.VECTOR_CONFIG,
            board,
            WHITE,
            SearchOptions(depth=2, evaluate=tictactoe.open_lines, algorithm=algorithm),
        )

    found = exercise(
        searched("alphabeta"),
        tictactoe.render,
        PracticeOptions(
            final=tictactoe.VECTOR_CONFIG.is_final,
            drawn=searched("minimax"),
            move=typed_moves(tictactoe.GAME),
        ),
    )
    # MIN after 6 cuts at its first child (0 ≤ α = 0): the other three, at the depth
    # limit, are leaves of the tree the page draws, as the lecture names them.
    cut = found.questions[2]
    assert cut.name == "MIN after 6"
    assert [(child.name, child.pruned) for child in cut.children] == [
        ("child 1 (leaf after 6 4)", False),
        ("child 2 (leaf after 6 5)", True),
        ("child 3 (leaf after 6 8)", True),
        ("child 4 (leaf after 6 9)", True),
    ]


def test_a_teacher_verifies_result_codes_one_by_one_or_as_a_csv(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    right, edited = result_code("263f3d", 14, 18), result_code("263f3d", 15, 18)
    edited = edited.replace("-15-", "-16-")  # a student's edit: the check no longer matches
    code, out, err = _run(capsys, "practice", "verify", right)
    assert (code, out, err) == (0, f"{right}: exercise 263f3d, 14 of 18 points\n", "")
    codes = tmp_path / "codes.txt"
    codes.write_text(f"{right}\n\n{edited}\n", encoding="utf-8")
    code, out, _ = _run(capsys, "practice", "verify", str(codes), "--csv")
    assert code == 1
    assert out.splitlines() == [
        "code,exercise,points,out_of,valid",
        f"{right},263f3d,14,18,yes",
        f"{edited},,,,no",
    ]
    code, out, _ = _run(capsys, "practice", "verify", "nonsense")
    assert (code, out) == (1, "nonsense: not valid: expected EXERCISE-POINTS-OUTOF-CHECK\n")


def test_grade_chooses_whose_values_count_and_goes_with_practice(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "e.html"
    argv = ["trace", "tree", FIG_5_2, "--html", str(page)]
    code, _, err = _run(capsys, *argv, "--grade", "sheet")
    assert (code, err) == (
        2,
        "fnsearch: error: --grade goes with --practice: it says whose values the exercise counts\n",
    )
    code, _, _ = _run(capsys, *argv, "--practice", "--grade", "sheet")
    assert code == 0
    written = page.read_text(encoding="utf-8")
    assert "graded by the sheet's fail-hard alpha-beta" in written
    data = _practice_json(written)
    questions = data["questions"]
    assert isinstance(questions, list)
    # MIN b: only the sheet's 3 counts.
    assert questions[1]["value"] == [[check(str(data["salt"]), "n_1", "3"), "sheet"]]


def test_trace_json_prints_one_object_of_the_documented_schema(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "t.html"
    code, out, err = _run(capsys, "trace", "tree", FIG_5_2, "--json", "--html", str(page))
    assert (code, err) == (0, "")
    found = json.loads(out)
    assert sorted(found) == [
        "algorithm", "depth", "evaluated", "game", "leaves", "player", "position", "steps",
        "value", "visited",
    ]  # fmt: skip
    assert (found["game"], found["position"], found["player"]) == ("tree", FIG_5_2, "white")
    assert (found["algorithm"], found["depth"], found["value"]) == ("alphabeta", None, "3")
    assert (found["evaluated"], found["leaves"], found["visited"]) == (7, 9, 11)
    text = _run(capsys, "trace", "tree", FIG_5_2)[1].splitlines()
    steps = found["steps"]
    assert [step["text"] for step in steps] == [line.strip() for line in text[:-1]]
    assert all(
        sorted(step) == ["alpha", "beta", "kind", "path", "position", "side", "text", "value"]
        for step in steps
    )
    cut = steps[8]
    assert (cut["kind"], cut["path"], cut["alpha"], cut["beta"], cut["value"]) == (
        "cut", [1], "3", "+∞", "3",
    )  # fmt: skip
    assert page.exists()
    chance = json.loads(_run(capsys, "trace", "chancetree", "--json")[1])
    assert chance["algorithm"] == "star1"
    assert chance["steps"][0]["value"] is None


def test_a_class_in_one_command_is_deterministic_and_chosen_by_difficulty(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["practice", "class", "--random", "3,3", "--count", "4", "--evaluated", "12,14"]
    code, out, err = _run(capsys, *argv, str(tmp_path / "a"))
    assert (code, err) == (0, "")
    assert (
        out
        == f"wrote 4 exercises to {tmp_path / 'a'}/exercise-NN.html and {tmp_path / 'a'}/key.html\n"
    )
    assert _run(capsys, *argv, str(tmp_path / "b"))[0] == 0
    names = sorted(path.name for path in (tmp_path / "a").iterdir())
    assert names == [
        "exercise-01.html",
        "exercise-02.html",
        "exercise-03.html",
        "exercise-04.html",
        "key.html",
    ]
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    key = (tmp_path / "a" / "key.html").read_text(encoding="utf-8")
    counts = [int(found) for found in re.findall(r"(\d+) of 27 leaves evaluated", key)]
    assert len(counts) == 4
    assert all(12 <= count <= 14 for count in counts)
    # Each exercise's name in the key is the one its result codes carry.
    for number, name in enumerate(re.findall(r"<small>\((\w+)\)</small>", key), start=1):
        assert (
            _practice_json(
                (tmp_path / "a" / f"exercise-{number:02}.html").read_text(encoding="utf-8")
            )["exercise"]
            == name
        )
    assert key.count("<section>") == 4
    code, _, err = _run(capsys, "practice", "class", str(tmp_path / "c"), "--evaluated", "9,1")
    assert (code, err) == (
        2,
        "fnsearch: error: bad --evaluated '9,1': expected the fewest and the most leaves,"
        " as in 12,18\n",
    )


def test_the_small_tree_hides_its_inner_nodes_and_names_its_windows_maker() -> None:
    found = exercise(trace(TREE_CONFIG, ((3, 12), (2, 4)), WHITE), render_tree)
    assert (found.hidden, found.given) == (
        ("n", "n_0", "n_1"),
        ("n_0_0", "n_0_1", "n_1_0", "n_1_1"),
    )
    assert found.questions[1].window_why == "MAX above already has 3; no MIN above has a value yet"
    data = practice_data(found)
    assert data["hidden"] == ["n", "n_0", "n_1"]
    assert sorted(data["questions"][0]) == [  # type: ignore[index]  # a JSON object of the page
        "children",
        "hint",
        "name",
        "node",
        "pruned",
        "sealed",
        "value",
        "window",
    ]


def test_a_whole_answer_right_and_one_wrong_in_every_part() -> None:
    b = _exercise(FIGURE_5_2).questions[1]
    assert verdict(b, "2", alpha="3", beta="inf", marked=PRUNED_B) == Verdict(
        value=True, window=True, pruned=True, explanations=(), variant="lecture"
    )
    assert verdict(b, "4", alpha="-inf", marked=frozenset({"n_1_1"})).explanations == (
        "2 ≤ α = 3, so MIN stops there: it is worth at most 2, not 4 (The sheet's fail-hard"
        " alpha-beta passes 3 up instead: 3 is right too.)",
        "the window here is α = 3, β = +∞: MAX above already has 3; no MIN above has a value yet",
        "child 3 (leaf 6) is never looked at: its parent's value can be at most 2, and α = 3"
        " already",
    )
    assert [canonical(text) for text in (" ≤ 2 ", "+07", "-inf", "∞", "x")] == [
        "2",
        "7",
        "-∞",
        "+∞",
        None,
    ]


def test_the_practice_page_draws_no_value_of_an_inner_node() -> None:
    page = practice_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")
    assert (page.startswith("<!DOCTYPE html>"), page.count('id="practice"')) == (True, 1)
    drawing = page.split('id="tree"')[1].split("</svg>")[0]
    assert (page.count("<title>"), drawing.count("≤"), drawing.count("α=")) == (1, 0, 0)


def test_the_answer_key_has_a_row_for_each_question() -> None:
    entry = KeyExercise(1, "263f3d", FIG_5_2, _exercise(FIGURE_5_2), 7, 9)
    page = key_page((entry,), "k")
    assert (page.count("<section"), page.count("<tr>")) == (1, 5)
    assert "≤ 2" in page
    assert "child 2 (leaf 4)" in page
