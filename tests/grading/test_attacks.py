"""Solutions that try to get the marks without the work, and bad files: none gets them.

Each file of ``samples/attacks/`` is one way a student might try it (its docstring
says which): every one gets less than full marks and exit code 1; the right solution
gets them all. Standard output is the checker's alone, Gradescope's results are
written by the checker, and no process of a check outlives it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from fnsearch.cli.check import MAX_BYTES
from fnsearch.cli.main import main
from tests.timing import children, end_left_behind, running, started_at, wait_until

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = Path(__file__).resolve().parent / "samples"
ATTACKS = sorted((SAMPLES / "attacks").glob("*.py"))
ENDLESS = "tests/grading/samples/endless.py"
"""A solution that never answers: a check of it runs until it is stopped."""


def _checked(
    path: Path, results: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[int, dict[str, object], dict[str, object]]:
    """The exit code, the JSON report and Gradescope's results of a check of ``path``."""
    before = set(children(os.getpid()))
    code = main(["check", str(path.relative_to(ROOT)), "--json", "--gradescope", str(results)])
    report = json.loads(capsys.readouterr().out)  # one JSON object: nothing else printed
    assert set(children(os.getpid())) <= before, "a process of the check outlived it"
    found = json.loads((results / "results.json").read_text(encoding="utf-8"))
    assert isinstance(report, dict)
    assert isinstance(found, dict)
    return code, report, found


# Each attack is a whole check (a child and the type checker): ``make slow`` runs them.
@pytest.mark.slow
@pytest.mark.parametrize("attack", ATTACKS, ids=lambda path: path.stem)
def test_an_attack_gets_less_than_full_marks(
    attack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report, results = _checked(attack, tmp_path, capsys)
    assert (code, report["passed"]) == (1, False)
    assert isinstance(results["score"], float)
    assert results["score"] < 5.0


def test_the_right_solution_gets_full_marks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report, results = _checked(SAMPLES / "right.py", tmp_path, capsys)
    assert (code, report["passed"], results["score"]) == (0, True, 5.0)


def test_output_printed_by_a_solution_is_reported_not_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, report, _ = _checked(SAMPLES / "attacks" / "fake_json.py", tmp_path, capsys)
    checks = report["checks"]
    assert isinstance(checks, list)
    (details,) = (check["details"] for check in checks if check["name"] == "correctness")
    assert details[-1].startswith("the solution printed ")


def _error(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(["check", *argv])
    captured = capsys.readouterr()
    return code, captured.err.splitlines(), captured.out


def test_a_file_that_is_not_a_regular_file_is_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "fifo.py"
    os.mkfifo(fifo)
    big = tmp_path / "big.py"
    big.write_text("#" * (MAX_BYTES + 1), encoding="utf-8")
    for path, why in (
        (str(fifo), "is not a regular file"),
        ("/dev/zero", "is not a regular file"),
        (str(tmp_path), "is not a regular file"),
        (str(big), f"is larger than {MAX_BYTES // 1024} KiB"),
    ):
        assert _error(capsys, path) == (2, [f"fnsearch: error: {path} {why}"], "")


def test_a_gradescope_path_is_checked_before_the_check_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The endless solution would run for 600 s: each of these ends before it runs.
    missing = f"{tmp_path / 'out'}{os.sep}"
    prose = tmp_path / "notes.txt"
    prose.write_text("a file, not a folder\n", encoding="utf-8")
    assert _error(capsys, ENDLESS, "--seconds", "600", "--gradescope", missing) == (
        2,
        [f"fnsearch: error: cannot write {missing}: no such directory"],
        "",
    )
    assert not (tmp_path / "out").exists()
    nested = str(prose / "results.json")
    assert _error(capsys, ENDLESS, "--seconds", "600", "--gradescope", nested) == (
        2,
        [f"fnsearch: error: cannot write {nested}: no directory {prose}"],
        "",
    )


def test_a_gradescope_folder_gets_results_json_and_the_report_is_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = (
        main(["check", "tests/grading/samples/early_return.py", "--gradescope", str(tmp_path)]),
        capsys.readouterr().out,
    )
    assert code == 1
    assert out.splitlines()[1].startswith("purity       failed")
    assert json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))["score"] == 4.0
    assert sorted(path.name for path in tmp_path.iterdir()) == ["results.json"]


def test_a_killed_check_leaves_no_results_claiming_a_score(tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    results.write_text('{"score": 5.0, "tests": []}\n', encoding="utf-8")  # an earlier run's
    program = subprocess.Popen(
        [sys.executable, "-m", "fnsearch", "check", ENDLESS, "--seconds", "600",
         "--gradescope", str(tmp_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
    )  # fmt: skip
    try:
        wait_until(
            lambda: not results.exists() and bool(children(program.pid)), "the check running"
        )
        found = [(pid, started_at(pid)) for pid in children(program.pid)]
    finally:
        os.kill(program.pid, signal.SIGKILL)
        program.wait()
    try:
        wait_until(lambda: not any(running(pid, at) for pid, at in found), "the end of every child")
    finally:
        end_left_behind(found)
    assert [path.name for path in tmp_path.iterdir() if path.read_text(encoding="utf-8")] == []
