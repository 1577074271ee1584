"""The ``check`` command: a student's functional alpha-beta, run in a fresh child and judged.

The child (:mod:`fnsearch.cli.student`) has only what a solution may use, never the key.
"""

from __future__ import annotations

import ast
import contextlib
import gzip
import json
import os
import re
import signal
import stat
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from importlib import util
from pathlib import Path
from typing import Any, Final, NamedTuple, final

from returns.result import Failure, Result, Success

from fnsearch.cli import student
from fnsearch.cli.arguments import parse_seconds
from fnsearch.cli.bounded import ask_for_death_signal, prctl
from fnsearch.cli.datafiles import DATA
from fnsearch.cli.requests import CheckRequest
from fnsearch.core.config import WHITE, Player
from fnsearch.engine.setup import Window
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board
from fnsearch.games.tree import Tree
from fnsearch.grading.purity import EXERCISE_IMPORTS, check_tree
from fnsearch.grading.verdict import (
    FULL,
    SHEET_START,
    Case,
    Check,
    Counts,
    Observed,
    Visit,
    correctness_check,
    credited,
    exit_code,
    first_counterexample,
    gradescope_results,
    json_report,
    pruning_check,
    purity_check,
    sheet_check,
    text_report,
    types_check,
)
from fnsearch.grading.words import CHECK_EN, CHECK_WORDS, CheckWords

SECONDS: Final = 60.0  # for all cases together: a right solution needs a few seconds
SPARE_PULLS: Final = 20  # successors pulled beyond twice the sheet's before a stop
MAX_BYTES: Final = 256 * 1024
MYPY_SECONDS: Final = 300.0
KEY: Final = "check-key.json.gz"  # every case with the sheet's value, leaves, pulls
_UNBOUNDED: Final = 1 << 40  # the budget of the sheet's own questions: no limit
_ANSWER: Final = re.compile(r"(-?[0-9]+|-) ([0-9]+) ([0-9]+)")  # value (-: over budget)


@final
class Reported(NamedTuple):
    """A command's output with its own exit code: 0 when every check passed, else 1."""

    text: str
    code: int


def _tuples(value: object) -> Tree:
    return tuple(map(_tuples, value)) if isinstance(value, list) else value  # type: ignore[return-value]  # JSON of a tree


def shipped() -> tuple[tuple[Case, ...], tuple[Counts, ...]]:
    """The cases and the sheet's answers, read from :data:`KEY`."""
    rows: list[list[Any]] = json.loads(gzip.decompress((DATA / KEY).read_bytes()))
    return (
        tuple(
            Case(g, tuple(p) if g == "tictactoe" else _tuples(p), Player(w), Window(a, b))
            for g, p, w, a, b, *_ in rows
        ),
        tuple(Counts(*row[5:]) for row in rows),
    )


def _source(file: str) -> Result[str, str]:
    """The text of ``file``: a regular file of at most :data:`MAX_BYTES`, read with that bound."""
    try:
        # O_NONBLOCK: a FIFO opens at once instead of waiting for a writer.
        descriptor = os.open(file, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        return Failure(f"no such file: {file}")
    except OSError as error:
        return Failure(f"cannot read {file}: {error.strerror}")
    try:
        found = os.fstat(descriptor)
        if not stat.S_ISREG(found.st_mode):
            return Failure(f"{file} is not a regular file")
        # A regular file read once, with the bound: one that grows meanwhile is too large.
        data = b"" if found.st_size > MAX_BYTES else os.read(descriptor, MAX_BYTES + 1)
    finally:
        os.close(descriptor)
    if found.st_size > MAX_BYTES or len(data) > MAX_BYTES:
        return Failure(f"{file} is larger than {MAX_BYTES // 1024} KiB")
    try:
        return Success(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        return Failure(f"cannot read {file}: {error}")


def _read(file: str, function: str) -> Result[ast.Module, str]:
    if not function.isidentifier():
        return Failure(f"--function {function!r} is not a Python name")
    source = _source(file)
    if isinstance(source, Failure):
        return Failure(source.failure())
    try:
        tree = ast.parse(source.unwrap(), filename=file)
    except (SyntaxError, ValueError) as error:
        line = getattr(error, "lineno", None)
        where = f" (line {line})" if line else ""
        return Failure(f"{file} is not Python{where}: {getattr(error, 'msg', error)}")
    if function not in _bound_names(tree):
        return Failure(f"{file} defines no function {function} at its top level")
    return Success(tree)


def _bound_names(tree: ast.Module) -> list[str]:
    """Every binding of a name at the module's level, once per binding."""
    return [
        name
        for statement in tree.body
        for name in (
            (statement.name,)
            if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            else [
                n.id if isinstance(n, ast.Name) else (n.asname or n.name).split(".")[0]
                for n in ast.walk(statement)
                if isinstance(n, ast.alias)
                or (isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
            ]
        )
    ]


def _graded_line(tree: ast.Module, function: str) -> int | str:
    """The line of the graded ``def``, or why the name is not simply that function."""
    defs = [s for s in tree.body if isinstance(s, ast.FunctionDef) and s.name == function]
    if not defs:
        return f"{function} is not defined by a def of the file"
    if len(defs) != 1 or _bound_names(tree).count(function) != 1:
        return f"{function} is bound more than once in the file: the graded function is one def"
    if defs[0].decorator_list:
        return f"{function} is decorated: the function graded is the def's own, undecorated"
    return defs[0].lineno


_PACKAGES: Final = ("__init__.py", "core/__init__.py", "games/__init__.py")


def _given_folder(folder: Path) -> None:
    """Lay out what a solution may import: fnsearch's given modules, then returns and toolz."""
    package = Path(__file__).resolve().parent.parent
    given = folder / "given" / "fnsearch"
    for name in (*_PACKAGES, *student.GIVEN):  # packages empty, without what their faces import
        (given / name).parent.mkdir(parents=True, exist_ok=True)
        (given / name).write_bytes(b"" if name in _PACKAGES else (package / name).read_bytes())
    (folder / "lib").mkdir()
    for name in ("returns", "toolz", "typing_extensions"):
        spec = util.find_spec(name)
        origin = None if spec is None or spec.origin is None else Path(spec.origin)
        if origin is not None:
            where = origin.parent if origin.name == "__init__.py" else origin
            (folder / "lib" / where.name).symlink_to(where)
    # toolz, which the exercise allows, ships no types: its imports are not an error.
    (folder / "mypy.ini").write_text(
        "[mypy]\n[mypy-toolz.*]\nignore_missing_imports = True\n", encoding="utf-8"
    )


def _questions(cases: Sequence[Case], reference: Sequence[Counts]) -> list[list[object]]:
    """The sheet's questions (White's moves from the sheet's position), the cases, the mirrors."""
    return [
        *(["tictactoe", move, -1, *FULL, _UNBOUNDED, False] for move in _sheet_moves()),
        *(_question(case, sheet) for case, sheet in zip(cases, reference, strict=True)),
        *(
            _question(Case(c.game, _negated(c.position), c.player.opponent, _mirror(c.window)), n)
            for c, n in zip(cases, reference, strict=True)
            if c.game == "tree"
        ),
    ]


def _question(case: Case, sheet: Counts, record: bool = False) -> list[object]:
    """A case asked with a budget of twice the sheet's successors (and some), its visits kept."""
    budget = 2 * sheet.pulled + SPARE_PULLS
    return [case.game, case.position, case.player.value, *case.window, budget, record]


def _sheet_moves() -> tuple[Board, ...]:
    return tuple(VECTOR_CONFIG.successors(SHEET_START, WHITE))


def _mirror(window: Window) -> Window:
    return Window(-window.beta, -window.alpha)


def _negated(tree: Tree) -> Tree:
    return -tree if isinstance(tree, int) else tuple(map(_negated, tree))


def _my_children() -> set[int]:
    return {
        int(pid)
        for listing in Path(f"/proc/{os.getpid()}/task").glob("*/children")
        for pid in _text(listing).split()
    }


def _text(path: Path) -> str:
    with contextlib.suppress(OSError):  # the thread ended meanwhile
        return path.read_text()
    return ""


def _end_all(child: subprocess.Popen[bytes], keep: set[int]) -> None:
    """End the child's process group, then every process it left behind to this one."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    while left := _my_children() - keep:
        for pid in left:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


class _Run(NamedTuple):
    lines: list[str]
    finished: bool
    output: int  # bytes the solution wrote to its standard output and error


def _run(solution: _Solution, questions: list[list[object]], sheet: int, seconds: float) -> _Run:
    """The child's answer lines to ``questions``, read once it ends or ``seconds`` pass."""
    folder, path, function, line, keep = solution
    with (
        tempfile.TemporaryFile(dir=folder) as output,
        tempfile.TemporaryFile(dir=folder) as answers,
    ):
        child = subprocess.Popen(
            [sys.executable, "-I", "-S", str(Path(student.__file__).resolve()), str(folder),
             os.path.abspath(path), function, str(line), str(sheet), str(os.getpid())],
            stdin=subprocess.PIPE, stdout=output, stderr=output, pass_fds=(answers.fileno(),),
            cwd=folder, start_new_session=True, preexec_fn=ask_for_death_signal,
        )  # fmt: skip
        sent = [sorted(EXERCISE_IMPORTS), answers.fileno(), questions]
        try:
            child.communicate(json.dumps(sent).encode(), timeout=seconds)
        except subprocess.TimeoutExpired:
            finished = False
        else:
            finished = True
        finally:
            _end_all(child, keep)
        answers.seek(0)
        *lines, _ = answers.read().decode("utf-8", "replace").split("\n")  # whole lines only
        return _Run(lines, finished, output.seek(0, os.SEEK_END))


class _Solution(NamedTuple):
    folder: Path
    path: str
    function: str
    line: int
    keep: set[int]  # the processes of this one that are not the solution's


def _observe(
    solution: _Solution, seconds: float, cases: tuple[Case, ...], reference: tuple[Counts, ...]
) -> Observed:
    """Run the solution on every question; its answers judged."""
    moves = _sheet_moves()
    questions = _questions(cases, reference)
    run = _run(solution, questions, len(moves), seconds)
    stops = [item.removeprefix("stop ") for item in run.lines if item.startswith("stop ")]
    answers = [_ANSWER.fullmatch(item) for item in run.lines if not item.startswith("stop ")]
    good = tuple(
        Counts(None if a[1] == "-" else int(a[1]), int(a[2]), int(a[3])) for a in answers if a
    )
    forged = len(good) != len(answers) or len(good) > len(questions)
    # The sheet's bestNextConfig for White over the solution's values (ties: the first).
    sheet = (
        moves[max(range(len(moves)), key=lambda i: good[i].value or 0)]
        if len(good) >= len(moves) and not forged
        else None
    )
    answered = good[len(moves) : len(moves) + len(cases)]
    stopped = (
        "the solution's process sent something that is not an answer"
        if forged
        else stops[0]
        if stops
        else f"no answer within the time limit of {seconds:g} s (an endless loop?),"
        f" {len(answered):,} of {len(cases):,} searches answered"
        if not run.finished
        else "the solution's process ended without an answer"
        if len(good) < len(questions)
        else None
    )
    found = first_counterexample(reference, answered)
    visits = () if found is None else _visits(solution, cases[found], reference[found])
    mirrored = good[len(moves) + len(cases) :]
    return Observed(answered, sheet, stopped, visits, mirrored, run.output)


def _visits(solution: _Solution, case: Case, sheet: Counts) -> tuple[Visit, ...]:
    """The positions the solution looks at on one case, in order (again in a child)."""
    run = _run(solution, [_question(case, sheet, record=True)], 0, SECONDS)
    with contextlib.suppress(ValueError, TypeError, IndexError):
        return tuple(Visit(d, _tuples(p), s) for d, p, s in json.loads(run.lines[0]))
    return ()


def _start_mypy(folder: Path, path: str) -> subprocess.Popen[str] | None:
    """``mypy --strict`` on the file, against the given modules only, started in the background."""
    if util.find_spec("mypy") is None:
        return None
    home = os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache")
    cache = Path(home) / "fnsearch" / "mypy"
    return subprocess.Popen(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
         "--config-file", "mypy.ini", "--cache-dir", str(cache), os.path.abspath(path)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=folder,
        env={**os.environ, "MYPYPATH": str(folder / "given")}, preexec_fn=ask_for_death_signal,
    )  # fmt: skip


def _mypy_outcome(mypy: subprocess.Popen[str] | None, path: str) -> tuple[int | None, str]:
    """The exit code of mypy (``None``: not installed) and its output, for :func:`types_check`."""
    if mypy is None:
        return None, ""
    try:
        out, _ = mypy.communicate(timeout=MYPY_SECONDS)
    except subprocess.TimeoutExpired:
        mypy.kill()
        mypy.wait()
        return 1, f"mypy did not finish within {MYPY_SECONDS:g} s"
    return mypy.returncode, out.replace(os.path.abspath(path), path)


def _results_path(gradescope: str | None) -> Result[Path | None, str]:
    """Where Gradescope's results go: ``PATH``, or ``PATH/results.json`` for a folder."""
    if gradescope is None:
        return Success(None)
    given = Path(gradescope)
    target = given / "results.json" if given.is_dir() else given
    if gradescope.endswith(os.sep) and not given.is_dir():
        return Failure(f"cannot write {gradescope}: no such directory")
    if not target.parent.is_dir():
        return Failure(f"cannot write {gradescope}: no directory {target.parent}")
    if not os.access(target.parent, os.W_OK) or (target.exists() and not target.is_file()):
        return Failure(f"cannot write {target}: permission denied")
    return Success(target)


def check_command(request: CheckRequest) -> Result[Reported, str]:
    """Check ``request.file``: the report and exit code; bad input a one-line ``Failure``."""
    return Result.do(
        _checked(request, SECONDS if seconds is None else seconds, target, tree)
        for seconds in parse_seconds(request.seconds)
        for target in _results_path(request.gradescope)
        for tree in _read(request.file, request.function)
    )


def _checked(
    request: CheckRequest, seconds: float, target: Path | None, tree: ast.Module
) -> Reported:
    file, function = request.file, request.function
    if target is not None:
        target.unlink(missing_ok=True)  # no stale score stands while the check runs
    cases, reference = shipped()
    prctl(36, 1)  # PR_SET_CHILD_SUBREAPER: orphans of the solution's processes come back here
    keep = _my_children()
    with tempfile.TemporaryDirectory(prefix="fnsearch-check-") as name:
        folder = Path(name)
        _given_folder(folder)
        mypy = _start_mypy(folder, file)
        line = _graded_line(tree, function)
        observed = (
            Observed((), None, line)
            if isinstance(line, str)
            else _observe(
                _Solution(folder, file, function, line, keep | {mypy.pid} if mypy else keep),
                seconds,
                cases,
                reference,
            )
        )
        typed = _mypy_outcome(mypy, file)

    def judged(words: CheckWords) -> tuple[Check, ...]:
        checks = (
            purity_check(check_tree(tree, file), words),
            correctness_check(cases, reference, observed, words),
            pruning_check(cases, reference, observed, words),
            sheet_check(observed, words),
            types_check(*typed, words),
        )
        return credited(checks, cases, reference, observed, words)

    words = CHECK_WORDS[request.lang]
    checks = judged(words)
    report = (
        json_report(file, function, judged(CHECK_EN))
        if request.json
        else text_report(file, function, checks, words)
    )
    if target is not None:
        written = _write_results(target, gradescope_results(checks))
        if written is not None:
            return Reported(f"{report}\n{written}", 2)
    return Reported(report, exit_code(checks))


def _write_results(target: Path, text: str) -> str | None:
    """Write ``text`` to ``target`` through a temporary name; why it failed, or ``None``."""
    try:
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=target.parent, prefix=".results-", delete=False
        ) as temporary:
            temporary.write(text + "\n")
        os.replace(temporary.name, target)
    except OSError as error:
        return f"cannot write {target}: {error.strerror}"
    return None
