"""The command-line program: demo, solve, and one-line errors with exit code 2."""

from __future__ import annotations

import io
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from fnsearch import WHITE
from fnsearch.cli.demo import demo
from fnsearch.cli.main import main
from fnsearch.games.tictactoe import EXERCISE_START, VECTOR_CONFIG
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting
from tests.strategies import game_tree_size

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def test_the_enumeration_counts_the_full_game_tree() -> None:
    assert game_tree_size(".........", "X") == 549_946


def test_demo_solves_the_course_exercise(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = _run(capsys, "demo")
    assert (code, err) == (0, "")
    text = "\n".join(lines)
    assert "X X O\n. . .\nO . ." in text  # the start, drawn as three rows
    assert "Best next configuration for White: XXO/.X./O..\n\nX X O\n. X .\nO . ." in text
    assert "Value: 3 (White wins with 2 cells still empty)" in lines
    counting = Counting(VECTOR_CONFIG)
    value = alpha_beta_hard(counting, EXERCISE_START, WHITE)
    minimax_nodes = game_tree_size("XXO...O..", "X")
    assert minimax_nodes == 174
    rows = {line[:38].rstrip(): line[38:].split() for line in lines if line[38:].strip()}
    assert rows["functional minimax"] == ["3", str(minimax_nodes)]
    assert rows["functional alpha-beta"] == [str(value), str(counting.nodes)]
    assert rows["imperative alpha-beta (the sheet's)"] == [str(value), str(counting.nodes)]
    assert counting.nodes < minimax_nodes
    assert lines[-1] == "functional and imperative alpha-beta agree on value and nodes: yes"


def test_solve_tictactoe_blocks_the_open_column(capsys: pytest.CaptureFixture[str]) -> None:
    # O threatens the right column; X must block it, and the game is then a draw.
    code, lines, err = _run(capsys, "solve", "tictactoe", "X.O/.X./..O")
    assert (code, err) == (0, "")
    assert lines == [
        "position: X.O/.X./..O, White (X) to move",
        "X . O",
        ". X .",
        ". . O",
        "value: 0",
        "best next: X.O/.XX/..O",
        "X . O",
        ". X X",
        ". . O",
    ]


def test_solve_tictactoe_takes_the_side_to_move_from_the_piece_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # 3 X and 2 O: Black moves and completes the middle row, 3 cells left: -(1 + 3).
    code, lines, _ = _run(capsys, "solve", "tictactoe", "XX./OO./X..")
    assert code == 0
    assert lines[0] == "position: XX./OO./X.., Black (O) to move"
    assert lines[4:6] == ["value: -4", "best next: XX./OOO/X.."]
    assert main(["solve", "tictactoe", "XX./OO./X..", "--player", "black"]) == 2  # it says so


def test_solve_tictactoe_on_a_finished_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = _run(capsys, "solve", "tictactoe", "XOX/XOO/OXX")
    assert code == 0
    assert lines[0] == "position: XOX/XOO/OXX, the game is over"
    assert lines[-2:] == ["value: 0", "best next: none, the game is over"]


def test_solve_tree_for_each_player(capsys: pytest.CaptureFixture[str]) -> None:
    tree = "((3,12,8),(2,4,6),(14,5,2))"
    assert _run(capsys, "solve", "tree", tree) == (
        0,
        [
            f"position: {tree}, White (MAX) to move",
            "value: 3",  # max(min 3, min 2, min 2)
            "best next: (3,12,8)",
        ],
        "",
    )
    # Black at the root: min(max 12, max 6, max 14) = 6.
    code, lines, _ = _run(capsys, "solve", "tree", tree, "--player", "BLACK")
    assert (code, lines[1:]) == (0, ["value: 6", "best next: (2,4,6)"])


BAD_INPUT = {
    "malformed board": (["solve", "tictactoe", "XX/OO"], "expected 9 cells"),
    "unknown cell": (["solve", "tictactoe", "XZO/.X./..O"], "unknown character 'Z'"),
    "impossible counts": (["solve", "tictactoe", "XXX/XX./..."], "impossible piece counts"),
    "two winners": (["solve", "tictactoe", "XXX/OOO/..."], "both X and O have three"),
    "unknown game": (["solve", "chess", "x"], "unknown game 'chess'"),
    "unknown player": (["solve", "tree", "(1,2)", "--player", "red"], "unknown player 'red'"),
    "wrong side": (["solve", "tictactoe", "X.O/.X./..O", "--player", "black"], "White (X)'s"),
    "malformed tree": (["solve", "tree", "((1,2),())"], "expected a tree of integers"),
    "leaf too large": (["solve", "tree", f"(1,{2**62})"], "outside the range of scores"),
    "unknown command": (["chess"], "invalid choice: 'chess'"),
    "missing position": (["solve", "tree"], "required: position"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_bad_input_is_one_line_on_stderr_and_exit_2(
    case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, fragment = BAD_INPUT[case]
    code, lines, err = _run(capsys, *argv)
    assert (code, lines) == (2, [])
    assert err.endswith("\n")
    assert len(err.splitlines()) == 1
    assert err.startswith("fnsearch: error: ")
    assert fragment in err
    assert "Traceback" not in err


def _python_m_fnsearch(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fnsearch", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_python_m_fnsearch_runs_the_program() -> None:
    done = _python_m_fnsearch("solve", "tree", "((1,9),(4,5))")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines()[1:] == ["value: 4", "best next: (4,5)"]


def test_python_m_fnsearch_reports_bad_input_without_a_traceback() -> None:
    done = _python_m_fnsearch("solve", "tictactoe", "not a board")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == [
        "fnsearch: error: expected 9 cells (3 rows of X, O or . separated by /), got 'not a board'"
    ]


DOCUMENTED = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
"""The README and every page of the documentation site."""


def _sessions(page: Path) -> list[tuple[list[str], list[str]]]:
    """Each ``$ python -m fnsearch ...`` line of a page's console blocks, with its output."""
    sessions: list[tuple[list[str], list[str]]] = []
    inside = collecting = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            inside, collecting = line == "```console", False
        elif inside and line.startswith("$ "):
            collecting = line.startswith("$ python -m fnsearch ")
            if collecting:
                sessions.append((shlex.split(line.removeprefix("$ python -m fnsearch ")), []))
        elif collecting:
            sessions[-1][1].append(line)
    return sessions


def _timeless(line: str) -> str:
    """A line of output with the time a search took blanked out (in text and in JSON)."""
    return re.sub(
        r'"(seconds|nodes_per_second)": [0-9.e+-]+',
        r'"\1": ...',
        re.sub(r"time: [0-9.]+ s", "time: ... s", re.sub(r", [0-9.]+ s\)$", ", ... s)", line)),
    )


def _typed(shown: list[str]) -> str:
    """The moves a person typed in a ``play`` session: what follows each prompt."""
    return "".join(
        f"{typed.group(1)}\n"
        for line in shown
        for typed in (re.match(r"your move \([^)]*\): (.*)", line),)
        if typed is not None
    )


def test_the_documentation_shows_commands() -> None:
    shown = {page.relative_to(ROOT).as_posix(): len(_sessions(page)) for page in DOCUMENTED}
    assert [argv[:2] for argv, _ in _sessions(ROOT / "README.md")][:1] == [["solve", "tictactoe"]]
    assert shown["docs/guides/command-line.md"] >= 15, shown


def test_timeless_blanks_only_times() -> None:
    assert _timeless('{"seconds": 0.00045, "nodes_per_second": 2.4e+04, "x": 1}') == (
        '{"seconds": ..., "nodes_per_second": ..., "x": 1}'
    )
    assert _timeless('"searched": {"seconds": null}') == '"searched": {"seconds": null}'
    assert _timeless("nodes: 8, time: 0.001 s") == "nodes: 8, time: ... s"


@pytest.mark.parametrize("page", DOCUMENTED, ids=lambda page: page.relative_to(ROOT).as_posix())
def test_the_documentation_shows_what_the_program_prints(
    page: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for argv, shown in _sessions(page):
        # play reads the moves typed in the session, and echoes them as a terminal does
        monkeypatch.setattr(sys, "stdin", io.StringIO(_typed(shown)))
        code = main(argv)
        captured = capsys.readouterr()
        printed = (captured.out + captured.err).splitlines()
        assert list(map(_timeless, printed)) == list(map(_timeless, shown)), argv
        assert code == (2 if captured.err else 0)


def test_the_readme_quotes_the_demo_exactly() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("```text\n") + len("```text\n")
    quoted = readme[start : readme.index("```", start)]
    assert "functional alpha-beta" in quoted
    assert quoted in demo() + "\n"


def test_search_reports_statistics_and_the_principal_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, lines, err = _run(capsys, "search", "tree", "((3,12,8),(2,4,6),(14,5,2))")
    assert (code, err) == (0, "")
    assert lines[:5] == [
        "position: ((3,12,8),(2,4,6),(14,5,2)), White to move",
        "searched: to the end of the game",
        "value: 3",
        "best next: (3,12,8)",
        "principal line: (3,12,8) -> 3",
    ]
    assert lines[5].startswith("nodes: 11, leaves: 7, cutoffs: 2, table hits: 0, time: ")


def test_search_with_a_depth_limit_and_a_time_budget(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = _run(capsys, "search", "tictactoe", "X../.O./...", "--depth", "2")
    assert code == 0
    assert lines[1] == "searched: 2 plies"
    code, lines, _ = _run(capsys, "search", "connect4", "......./" * 5 + "...X...")
    assert code == 0
    assert lines[0].endswith("Black to move")
    assert "iterative deepening within 2 s" in lines[1]
    # a budget far above what nim 9 takes, so that the search ends by solving it
    code, lines, _ = _run(capsys, "search", "nim", "9", "--seconds", "60")
    assert code == 0
    assert lines[2] == "value: -1"  # 9 coins: the player to move loses
    code, lines, _ = _run(capsys, "search", "mnk", "X.../.O../..../....", "--depth", "2")
    assert code == 0
    assert lines[0] == "position: X.../.O../..../...., White to move"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["search", "tictactoe", "...", "--depth", "-2"], "bad depth '-2'"),
        (["search", "tictactoe", ".../.../...", "--depth", "201"], "bad depth '201'"),
        (["search", "connect4", "......./", "--seconds", "0"], "bad time budget '0'"),
        (["search", "go", "..."], "unknown game 'go'"),
        (["search", "mnk", "XXXX/OOOO k=5"], "k = 5 does not fit"),
        (["search", "nim", "-3"], "coins"),
    ],
)
def test_search_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert message in captured.err
    assert "Traceback" not in captured.err
