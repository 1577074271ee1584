"""``python -m fnsearch check``: each sample solution judged by the check its fault breaks.

The samples in ``tests/grading/samples/`` are solutions of the exercise, one right
and each of the others wrong in one way. Their expected verdicts are written here
by hand from what each sample is (its docstring says it), not computed by the checker.
"""

from __future__ import annotations

import importlib.util
import json
from functools import cache
from pathlib import Path

import pytest
from returns.result import Failure

from fnsearch.cli.check import Reported, check_command
from fnsearch.cli.main import main
from fnsearch.cli.requests import CheckRequest
from fnsearch.grading.verdict import CHECK_NAMES

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLES = Path(__file__).resolve().parent / "samples"
SKELETON = ROOT / "exercises" / "alpha_beta_skeleton.py"

LIMIT = 2.0
"""The time limit the endless sample is run with, in seconds: short, since it spends all of it."""

FINISHING = 600.0
"""The time limit of every other sample: far above what they take (minimax in disguise,
the slowest, about 5 s), so that a loaded machine cannot stop one and change its verdict."""

FAILING: dict[str, frozenset[str]] = {
    "right": frozenset(),
    "for_loop": frozenset({"purity"}),
    "early_return": frozenset({"purity"}),
    "minimax_in_disguise": frozenset({"pruning"}),
    "fail_soft": frozenset({"correctness"}),
    "endless": frozenset(CHECK_NAMES),
    "crash_on_import": frozenset(CHECK_NAMES),
}
"""Each sample, with the checks it must fail: its fault's, and no other (a solution that
answers nothing earns no point of style either: purity and types fail with the rest)."""

MYPY = importlib.util.find_spec("mypy") is not None
"""Whether the types check runs here (mypy is in the dev extra) or is skipped."""


@cache
def _report(path: Path) -> dict[str, object]:
    """The JSON report of the check of ``path`` (each file checked once per test run)."""
    seconds = LIMIT if path.stem == "endless" else FINISHING
    result = check_command(
        CheckRequest(str(path.relative_to(ROOT)), json=True, seconds=f"{seconds:g}")
    )
    reported = result.unwrap()
    assert isinstance(reported, Reported)
    found = json.loads(reported.text)
    assert isinstance(found, dict)
    assert reported.code == (0 if found["passed"] else 1)
    return found


def _statuses(report: dict[str, object]) -> dict[str, str]:
    checks = report["checks"]
    assert isinstance(checks, list)
    return {check["name"]: check["status"] for check in checks}


def _summary(report: dict[str, object], name: str) -> str:
    checks = report["checks"]
    assert isinstance(checks, list)
    (summary,) = (check["summary"] for check in checks if check["name"] == name)
    assert isinstance(summary, str)
    return summary


@pytest.mark.parametrize("sample", sorted(FAILING))
def test_each_sample_fails_exactly_the_checks_its_fault_breaks(sample: str) -> None:
    statuses = _statuses(_report(SAMPLES / f"{sample}.py"))
    failed = {name for name, status in statuses.items() if status == "failed"}
    assert failed == FAILING[sample] | ({"types"} if FAILING[sample] == set(CHECK_NAMES) else set())
    if "types" not in FAILING[sample]:
        assert statuses["types"] == ("passed" if MYPY else "skipped")


def test_the_endless_sample_is_stopped_at_the_time_limit() -> None:
    report = _report(SAMPLES / "endless.py")
    assert _summary(report, "correctness").startswith(
        "did not finish: no answer within the time limit of 2 s (an endless loop?)"
    )


def test_a_crash_on_import_is_one_line_naming_the_error_and_its_line() -> None:
    report = _report(SAMPLES / "crash_on_import.py")
    assert _summary(report, "sheet") == (
        "did not finish: KeyError while importing the file: 'd' (line 11)"
    )


def test_fail_soft_is_told_what_fail_soft_means() -> None:
    checks = _report(SAMPLES / "fail_soft.py")["checks"]
    assert isinstance(checks, list)
    (details,) = (check["details"] for check in checks if check["name"] == "correctness")
    assert any("that is fail-soft" in line and "answers the bound" in line for line in details)


def test_minimax_in_disguise_is_told_it_does_not_prune() -> None:
    checks = _report(SAMPLES / "minimax_in_disguise.py")["checks"]
    assert isinstance(checks, list)
    (details,) = (check["details"] for check in checks if check["name"] == "pruning")
    assert details[-1].endswith("it does not prune (minimax in disguise)")
    # OO./OXX/.XX, O to move, window [-1, 1]: O's first move completes the top row
    # (-2 <= alpha), a cut after one leaf; minimax tries the other empty cell too.
    assert details[1:5] == [
        "position (tictactoe), Black (MIN) to move, window [-1, 1]:",
        "O O .",
        "O X X",
        ". X X",
    ]
    assert "the sheet's fail-hard alpha-beta scores 1 leaf and pulls 1 successor" in details
    assert "yours scores 2 leaves and pulls 2 successors" in details


def test_the_skeleton_fails_on_correctness_not_on_a_crash_and_scores_nothing() -> None:
    report = _report(SKELETON)
    assert _statuses(report)["correctness"] == "failed"
    assert _summary(report, "correctness").startswith("wrong value on ")
    assert set(_statuses(report).values()) == {"failed"}
    assert _summary(report, "purity").startswith("not counted: ")


def test_the_json_report_has_its_documented_format() -> None:
    report = _report(SAMPLES / "fail_soft.py")
    assert set(report) == {"schema_version", "file", "function", "passed", "checks"}
    assert (report["schema_version"], report["file"], report["function"], report["passed"]) == (
        1,
        "tests/grading/samples/fail_soft.py",
        "alpha_beta",
        False,
    )
    checks = report["checks"]
    assert isinstance(checks, list)
    assert [check["name"] for check in checks] == list(CHECK_NAMES)
    for check in checks:
        assert set(check) == {"name", "status", "summary", "details"}
        assert check["status"] in {"passed", "failed", "skipped"}
        assert isinstance(check["summary"], str)
        assert all(isinstance(line, str) for line in check["details"])


def test_gradescope_results_follow_its_specification(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Gradescope's results.json: a top-level score, and tests with name, score,
    # max_score, output and status ("passed" or "failed").
    results = tmp_path / "results.json"
    code = main(["check", "tests/grading/samples/early_return.py", "--gradescope", str(results)])
    printed = capsys.readouterr().out
    assert code == 1
    assert printed.splitlines()[1].startswith("purity       failed")
    found = json.loads(results.read_text(encoding="utf-8"))
    assert set(found) == {"score", "tests"}
    assert [test["name"] for test in found["tests"]] == list(CHECK_NAMES)
    for test in found["tests"]:
        assert set(test) == {"name", "score", "max_score", "output", "status"}
        assert test["status"] in {"passed", "failed"}
        assert test["max_score"] == 1.0
        assert test["score"] == (0.0 if test["status"] == "failed" else 1.0)
    assert [test["status"] for test in found["tests"]][:4] == [
        "failed",
        "passed",
        "passed",
        "passed",
    ]
    assert found["score"] == sum(test["score"] for test in found["tests"]) == 4.0


def _bad(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, list[str]]:
    code = main(["check", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err.splitlines()


def test_bad_input_is_one_line_and_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    prose = tmp_path / "notes.txt"
    prose.write_text("This is not Python, it is a note.\n", encoding="utf-8")
    right = "tests/grading/samples/right.py"
    assert _bad(capsys, str(tmp_path / "missing.py")) == (
        2,
        "",
        [f"fnsearch: error: no such file: {tmp_path / 'missing.py'}"],
    )
    assert _bad(capsys, str(prose)) == (
        2,
        "",
        [f"fnsearch: error: {prose} is not Python (line 1): invalid syntax"],
    )
    assert _bad(capsys, right, "--function", "alphabeta") == (
        2,
        "",
        [f"fnsearch: error: {right} defines no function alphabeta at its top level"],
    )
    assert _bad(capsys, right, "--function", "1st") == (
        2,
        "",
        ["fnsearch: error: --function '1st' is not a Python name"],
    )
    assert _bad(capsys, right, "--seconds", "never")[0] == 2


SEARCH_FAULTS = {
    "sys.exit": (
        "def alpha_beta(instance, config, player, alpha, beta):\n    raise SystemExit(3)\n",
        "did not finish: the solution called sys.exit(3) while choosing the best next"
        " configuration",
    ),
    "recursion": (
        "def alpha_beta(instance, config, player, alpha, beta):\n"
        "    return alpha_beta(instance, config, player, alpha, beta)\n",
        "did not finish: RecursionError while choosing the best next configuration:"
        " the recursion does not end (line 2)",
    ),
    "crash": (
        "def alpha_beta(instance, config, player, alpha, beta):\n    return 1 // 0\n",
        "did not finish: ZeroDivisionError while choosing the best next configuration:"
        " integer division or modulo by zero (line 2)",
    ),
    "memory": (
        "def alpha_beta(instance, config, player, alpha, beta):\n    return len([0] * (1 << 33))\n",
        "did not finish: the solution ran out of memory while choosing the best next"
        " configuration (it may take 1024 MiB)",
    ),
    "not a function": (
        "alpha_beta = 3\n",
        "did not finish: alpha_beta is not defined by a def of the file",
    ),
    "an import refused": (
        "import os\n\ndef alpha_beta(instance, config, player, alpha, beta):\n    return 0\n",
        "did not finish: the solution imports os, which the exercise does not allow (line 1)",
    ),
}


@pytest.mark.parametrize("fault", sorted(SEARCH_FAULTS))
def test_a_failing_solution_is_one_line_of_the_report(tmp_path: Path, fault: str) -> None:
    source, expected = SEARCH_FAULTS[fault]
    solution = tmp_path / "solution.py"
    solution.write_text(source, encoding="utf-8")
    result = check_command(CheckRequest(str(solution), seconds=f"{FINISHING:g}"))
    assert not isinstance(result, Failure)
    reported = result.unwrap()
    summaries = {line.split()[0]: line for line in reported.text.splitlines()[1:6]}
    assert reported.code == 1
    assert summaries["sheet"].split(maxsplit=2)[2] == expected


GUIDE = ROOT / "docs" / "guides" / "checking-a-solution.md"


def _text_sessions(page: Path) -> list[tuple[list[str], list[str]]]:
    """Each ``$ python -m fnsearch check`` of a page's text blocks, with the lines shown.

    The console blocks are run by tests/cli/test_main.py, which expects exit code 0;
    a failing check's report exits with 1 and is shown in a text block instead.
    """
    blocks = page.read_text(encoding="utf-8").split("```text\n")[1:]
    return [
        (lines[0].removeprefix("$ python -m fnsearch ").split(), lines[1:])
        for block in blocks
        for lines in (block.split("```")[0].splitlines(),)
        if lines[0].startswith("$ python -m fnsearch check ")
    ]


def test_the_guide_shows_what_check_prints_for_a_faulty_solution(
    capsys: pytest.CaptureFixture[str],
) -> None:
    sessions = _text_sessions(GUIDE)
    assert [argv[1] for argv, _ in sessions] == ["tests/grading/samples/fail_soft.py"]
    for argv, shown in sessions:
        code = main(argv)
        assert (code, capsys.readouterr().out.splitlines()) == (1, shown)


def test_the_guide_shows_a_real_json_report() -> None:
    (block,) = (
        part.split("```")[0]
        for part in GUIDE.read_text(encoding="utf-8").split("```text\n")[1:]
        if part.startswith("{")
    )
    report = _report(SAMPLES / "right.py")
    checks = report["checks"]
    assert isinstance(checks, list)
    shown = json.dumps({**report, "checks": checks[:1]}, indent=2).splitlines()
    assert block.splitlines() == [*shown[:-3], "    },", "    ...", *shown[-2:]]
