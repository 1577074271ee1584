"""The program's bounds: ASCII numbers, help, depth 0, budgets, Ctrl-C, deep games, JSON."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import NoneType
from typing import IO, Final

import pytest

from fnsearch.cli.main import BROKEN_PIPE, COMMANDS, main
from fnsearch.cli.report import SCHEMA_VERSION
from fnsearch.games.pig import game as pig
from fnsearch.games.registry import registry
from tests.timing import children, end_left_behind, noticed, searching, started_at, wait_until

ROOT = Path(__file__).resolve().parents[2]
EMPTY_CONNECT4 = "/".join(["......."] * 6)
_NUMBER: Final = (int, float)  # a float written whole reads back as an int

# The keys of the JSON report (docs/guides/command-line.md) and the types of their values.
JSON_SCHEMA: Final[dict[str, object]] = {
    "schema": int,
    "command": str,
    "game": str,
    "position": str,
    "to_move": (str, NoneType),
    "game_over": bool,
    "value": _NUMBER,
    "exact_value": (str, NoneType),
    "best": list,
    "all_best": bool,
    "principal_variation": list,
    "principal_variation_length": int,
    "stats": {
        "nodes": int,
        "leaves": int,
        "cutoffs": int,
        "table_hits": int,
        "chance_nodes": int,
        "quiescence_nodes": int,
        "extensions": int,
        "depth_reached": int,
        "seconds": _NUMBER,
        "nodes_per_second": _NUMBER,
    },
    "searched": {
        "depth": (int, NoneType),
        "seconds": (*_NUMBER, NoneType),
        "to_the_end": bool,
        "stopped_early": bool,
    },
}


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _one_error(err: str, fragment: str) -> None:
    assert err.count("\n") == 1
    assert err.startswith("fnsearch: error: ")
    assert fragment in err


@pytest.mark.parametrize(
    ("option", "text"),
    [
        ("--depth", "²"),
        ("--depth", "①"),
        ("--depth", "٣"),  # an Arabic-Indic three
        ("--depth", "9" * 5000),
        ("--depth", "1e2"),
        ("--depth", " "),
        ("--seconds", "nan"),
        ("--seconds", "inf"),
        ("--seconds", "-inf"),
        ("--seconds", "²"),
        ("--seconds", "١"),  # noqa: RUF001  # an Arabic-Indic one
        ("--seconds", "3601"),
        ("--seconds", "9" * 5000),
        ("--seconds", "1e999"),
        ("--seconds", "0x10"),
        ("--seconds", "1_0"),
    ],
)
def test_numbers_are_ascii_and_bounded(
    capsys: pytest.CaptureFixture[str], option: str, text: str
) -> None:
    code, out, err = _run(capsys, "search", "nim", "5", f"{option}={text}")
    assert (code, out) == (2, "")
    _one_error(err, "bad depth" if option == "--depth" else "bad time budget")
    assert len(err) < 200  # a huge number is shortened in the message


@pytest.mark.parametrize(
    ("game", "position", "fragment"),
    [
        ("mnk", ".../.../... k=３", "bad k 'k=３'"),  # noqa: RUF001  # a full-width three
        ("mnk", ".../.../... k=٣", "bad k 'k=٣'"),  # an Arabic-Indic three
        ("chancetree", "max(２,1)", "found '２'"),  # noqa: RUF001  # a full-width two
        ("chancetree", "max(chance(１/2: 1, 1/2: 3), 1)", "found '１'"),  # noqa: RUF001
        ("tree", "(３,2)", "expected a tree"),  # noqa: RUF001
        ("nim", "٣", "expected a number of coins"),
    ],
)
def test_positions_read_ascii_digits_only(
    capsys: pytest.CaptureFixture[str], game: str, position: str, fragment: str
) -> None:
    code, out, err = _run(capsys, "solve", game, position)
    assert (code, out) == (2, "")
    _one_error(err, fragment)


def test_no_arguments_list_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys)
    assert (code, out) == (2, "")
    assert err.startswith("usage: fnsearch")
    assert all(f"  {name} " in err for name in COMMANDS)


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "--version")
    assert (code, err) == (0, "")
    assert out.startswith("fnsearch ")
    assert out.split()[1][0].isdigit()


@pytest.mark.parametrize("argv", [["--help"], ["-h"], *([name, "--help"] for name in COMMANDS)])
def test_help_returns_0_and_shows_examples(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = _run(capsys, *argv)
    assert (code, err) == (0, "")
    assert out.startswith("usage: fnsearch")
    assert "examples:\n  python -m fnsearch " in out


def test_depth_0_searches_no_move_and_plies_are_counted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = _run(capsys, "search", "tictactoe", ".../.X./...", "--depth", "0")
    assert code == 0
    assert "searched: 0 plies\n" in out
    assert "best next: none (depth 0 searches no move)\n" in out
    assert "the game is over" not in out
    code, out, _ = _run(capsys, "search", "tictactoe", ".../.X./...", "--depth", "1")
    assert "searched: 1 ply\n" in out
    code, out, _ = _run(capsys, "search", "tictactoe", "XXX/OO./...", "--depth", "0")
    assert "best next: none, the game is over" in out


def test_a_budget_too_small_for_one_iteration_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "search", "connect4", EMPTY_CONNECT4, "--seconds", "1e-300")
    assert (code, out) == (2, "")
    _one_error(err, "no search finished within the time budget of 1e-300 s")


@pytest.mark.parametrize(
    "argv",
    [
        ["search", "connect4", EMPTY_CONNECT4, "--seconds", "1"],
        ["search", "connect4", EMPTY_CONNECT4, "--depth", "200", "--seconds", "1"],
        ["search", "mnk", "...../...../...../...../.....", "--seconds", "1"],
        ["search", "mnk", "/".join(["........"] * 8), "--seconds", "1"],
    ],
)
def test_a_time_budget_holds(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    started = time.monotonic()
    code, out, _ = _run(capsys, *argv)
    took = time.monotonic() - started
    assert code == 0
    assert took < noticed(1)  # the budget is kept, not ignored (tests/timing.py)
    assert "iterative deepening within 1 s" in out


def test_an_explicit_depth_on_a_big_game_keeps_the_games_time_bound(
    capsys: pytest.CaptureFixture[str],
) -> None:
    started = time.monotonic()
    code, out, _ = _run(capsys, "search", "connect4", EMPTY_CONNECT4, "--depth", "200")
    assert time.monotonic() - started < noticed(2)
    assert code == 0
    assert " of 200, iterative deepening within 2 s, stopped early at the time bound" in out


def test_progress_goes_to_stderr_only(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["search", "connect4", EMPTY_CONNECT4, "--depth", "3"]
    code, quiet, quiet_err = _run(capsys, *argv)
    code_progress, out, err = _run(capsys, *argv, "--progress")
    assert (code, code_progress, quiet_err) == (0, 0, "")
    strip = [line for line in out.splitlines() if not line.startswith("nodes:")]
    assert strip == [line for line in quiet.splitlines() if not line.startswith("nodes:")]
    assert err.splitlines()[0].startswith("fnsearch: depth 1: value ")
    assert len(err.splitlines()) == 3
    assert all("nodes/s" in line for line in err.splitlines())


@pytest.mark.parametrize(
    ("argv", "lines"),
    [
        # 10,000 is not a multiple of 3: White, to move, wins by taking 1 and leaving 9,999.
        (["search", "nim", "10000"], ["value: 1", "best next: 9999 black"]),
        (["solve", "nim", "10000"], ["value: 1", "best next: 9999 black"]),
        # 20 plies take at most 40 of the 10,000 coins: no leaf is the end, all score 0.
        (["search", "nim", "10000", "--depth", "20"], ["searched: 20 plies", "value: 0"]),
    ],
)
def test_deep_games_answer(
    capsys: pytest.CaptureFixture[str], argv: list[str], lines: list[str]
) -> None:
    code, out, err = _run(capsys, *argv)
    assert (code, err) == (0, "")
    assert [line for line in out.splitlines() if line in lines] == lines


def test_a_fixed_depth_search_on_a_small_game_is_bounded_too(
    capsys: pytest.CaptureFixture[str],
) -> None:
    started = time.monotonic()
    code, out, _ = _run(capsys, "search", "nim", "10000", "--depth", "200", "--seconds", "1")
    assert time.monotonic() - started < noticed(1)
    assert code == 0
    assert "stopped early at the time bound" in out


def test_a_tree_nested_5000_deep_is_solved(capsys: pytest.CaptureFixture[str]) -> None:
    # Each inner node has the chain and the leaf 0: every MIN node is worth at most 0,
    # so the MAX root is worth 0; the chain comes first and ties, so the principal
    # line follows it to the leaf 1, 5,000 plies down.
    deep = "(" * 5000 + "1" + ",0)" * 5000
    code, out, err = _run(capsys, "solve", "tree", deep)
    assert (code, err) == (0, "")
    assert "value: 0" in out.splitlines()
    code, out, err = _run(capsys, "search", "tree", deep, "--json")
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert report["value"] == 0
    assert report["stats"]["depth_reached"] == 5000
    assert report["principal_variation_length"] == 5000
    shown = report["principal_variation"]
    assert 0 < len(shown) < 5000  # its start only: the whole line has 25 million characters
    assert shown[0] == report["best"][0] == deep[1:-3]
    odd = "(" * 5001 + "1" + ",0)" * 5001
    code, out, err = _run(capsys, "solve", "tree", odd)
    assert (code, err) == (0, "")
    assert "value: 0" in out.splitlines()


def test_a_tree_nested_too_deep_names_the_limit(capsys: pytest.CaptureFixture[str]) -> None:
    deep = "(" * 10_001 + "1" + ",0)" * 10_001
    for command in ("solve", "search"):
        code, out, err = _run(capsys, command, "tree", deep)
        assert (code, out) == (2, "")
        _one_error(err, "nested more than 10000 deep")


def _check(value: object, schema: object, where: str) -> None:
    if isinstance(schema, dict):
        assert isinstance(value, dict), where
        assert set(value) == set(schema), where
        for key, inner in schema.items():
            _check(value[key], inner, f"{where}.{key}")
    else:
        assert isinstance(schema, type | tuple)
        assert isinstance(value, schema), where
        assert not (isinstance(value, bool) and schema in (int, float)), where


@pytest.mark.parametrize(
    ("argv", "best", "all_best"),
    [
        (["solve", "tictactoe", "X.O/.X./..O"], ["X.O/.XX/..O"], True),
        (["solve", "tictactoe", "........."], None, True),
        (["search", "tree", "((3,12,8),(3,4,6),(14,5,2))"], ["(3,12,8)", "(3,4,6)"], True),
        (["solve", "tree", "((1,9),(4,5))", "--player", "black"], ["(4,5)"], True),
        (["search", "nim", "10"], ["9 black"], True),
        (["search", "tictactoe", "XXX/OO./..."], [], True),
        (["search", "tictactoe", ".../.X./...", "--depth", "2"], None, False),
        (["solve", "connect4", EMPTY_CONNECT4], None, False),
    ],
)
def test_json_reports_follow_the_schema(
    capsys: pytest.CaptureFixture[str], argv: list[str], best: list[str] | None, all_best: bool
) -> None:
    code, out, err = _run(capsys, *argv, "--json")
    assert (code, err) == (0, "")
    assert out.count("\n") == 1
    report = json.loads(out)
    _check(report, JSON_SCHEMA, "report")
    assert report["schema"] == SCHEMA_VERSION
    assert report["command"] == argv[0]
    assert report["game"] == argv[1]
    assert report["all_best"] is all_best
    if best is not None:
        assert report["best"] == best
    if report["all_best"] and report["best"]:
        assert report["principal_variation"][0] in report["best"]
    if argv[2] == ".........":  # every first move draws
        assert len(report["best"]) == 9


def test_json_and_text_agree(capsys: pytest.CaptureFixture[str]) -> None:
    _, text, _ = _run(capsys, "search", "nim", "10")
    _, out, _ = _run(capsys, "search", "nim", "10", "--json")
    report = json.loads(out)
    assert f"value: {report['value']}\n" in text
    assert f"best next: {report['best'][0]}\n" in text
    assert f"nodes: {report['stats']['nodes']:,}," in text


def _ctrl_c_as_in_a_shell() -> None:
    # A test runner started in the background (``make test &``) ignores SIGINT, and its
    # children would inherit that: Python then never turns Ctrl-C into an interrupt.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _python_m_fnsearch(
    *argv: str, stdout: int | IO[str] = subprocess.PIPE, stderr: int | IO[str] = subprocess.PIPE
) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "fnsearch", *argv],
        cwd=ROOT,
        stdout=stdout,
        stderr=stderr,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        preexec_fn=_ctrl_c_as_in_a_shell,  # runs in the child before exec
    )


def test_ctrl_c_prints_one_line_and_exits_130(tmp_path: Path) -> None:
    # Its output goes to files, not pipes: a search process left behind by a wrong
    # program would hold a pipe open, and the test would wait for it, not fail.
    out_file, err_file = tmp_path / "out", tmp_path / "err"
    with out_file.open("w") as out, err_file.open("w") as err:
        process = _python_m_fnsearch(
            "search", "connect4", EMPTY_CONNECT4, "--seconds", "60", stdout=out, stderr=err
        )
    try:
        wait_until(lambda: searching(process.pid), "the search process of fnsearch starting")
        searches = [(child, started_at(child)) for child in children(process.pid)]
        process.send_signal(signal.SIGINT)
        code = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    end_left_behind(searches)
    assert code == 130
    assert out_file.read_text() == ""
    assert err_file.read_text() == "fnsearch: interrupted\n"


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["search", "nim", "5", "--depth", "²"], 2),
        (["search", "nim", "5", "--seconds", "nan"], 2),
        ([], 2),
        (["--version"], 0),
        (["search", "--help"], 0),
        (["search", "tree", "(" * 10_001 + "1" + ",0)" * 10_001], 2),
    ],
)
def test_real_exit_codes(argv: list[str], code: int) -> None:
    process = _python_m_fnsearch(*argv)
    out, err = process.communicate(timeout=60)
    assert process.returncode == code
    assert "Traceback" not in err
    if code == 2 and argv:
        assert (out, len(err.splitlines())) == ("", 1)


def test_a_reader_that_stops_early_ends_the_program_quietly() -> None:
    # As ``fnsearch search nim 10000 --json | head -c 100`` does: the report is longer
    # than a pipe holds, and the reader closes its end after the first bytes.
    process = _python_m_fnsearch("search", "nim", "10000", "--json")
    assert process.stdout is not None
    assert process.stderr is not None
    assert process.stdout.read(100).startswith('{"schema": ')
    process.stdout.close()
    code = process.wait(timeout=60)
    assert (code, process.stderr.read()) == (BROKEN_PIPE, "")


def test_a_position_taken_for_an_option_gets_a_hint_and_goes_after_a_double_dash(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "solve", "tree", "-(3),2")
    assert (code, out) == (2, "")
    assert err.startswith("fnsearch: error: unrecognized arguments: -(3),2; a position")
    assert 'goes after --, as in: solve tree -- "-(3),2"' in err
    assert len(err.splitlines()) == 1
    code, out, err = _run(capsys, "solve", "tree", "--bogus")
    assert (code, err) == (2, "fnsearch: error: unrecognized arguments: --bogus\n")
    code, out, err = _run(capsys, "solve", "tree", "--", "-(3),2")
    assert code == 0
    assert "value: 2" in out  # MAX chooses between the leaves -3 and 2


def test_a_broken_data_file_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "pig-solution.txt"
    broken.write_text("garbage\n", encoding="utf-8")
    assert pig.GAME.solution is not None
    record = replace(pig.GAME, solution=replace(pig.GAME.solution, data=str(broken)))
    code = main(["solve", "pig", "0-0 +0 white"], registry(record))
    err = capsys.readouterr().err
    assert code == 1
    assert err.count("\n") == 1
    assert err.startswith(f"fnsearch: error: {broken}: line 1: expected 'target N'")
