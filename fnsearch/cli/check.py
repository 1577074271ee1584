"""The ``check`` command: a student's functional alpha-beta, run in a child process and judged.

It checks the file's purity, runs the solution on every case of
:mod:`fnsearch.grading.cases` and on the sheet's position, compares its answers and
what it asked of the game with the sheet's imperative algorithm, runs ``mypy
--strict`` on it, and reports (:mod:`fnsearch.grading.verdict`). The solution runs in
a forked child with a time limit and a memory limit: a crash, an endless loop or a
``sys.exit`` is one line of the report. A grading aid, not a security sandbox.
A search that pulls more than twice the sheet's successors (plus :data:`SPARE_PULLS`)
is stopped, so that minimax in disguise is told quickly.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import resource
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Final, NamedTuple, Protocol, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.cli.bounded import stream_within
from fnsearch.core.config import BLACK, WHITE, Config, Player
from fnsearch.games.tictactoe import VECTOR_CONFIG
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.grading.cases import (
    FULL,
    SHEET_START,
    Case,
    Counts,
    Visit,
    all_cases,
)
from fnsearch.grading.purity import check_tree
from fnsearch.grading.verdict import (
    Check,
    Observed,
    correctness_check,
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
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

__all__ = [
    "DEFAULT_FUNCTION",
    "MEMORY_BYTES",
    "RECURSION_LIMIT",
    "SECONDS",
    "SPARE_PULLS",
    "Reported",
    "check_command",
]

_C = TypeVar("_C")

DEFAULT_FUNCTION: Final = "alpha_beta"
SECONDS: Final = 60.0
"""How long the solution may run, all cases together (a right one needs a few seconds)."""
MEMORY_BYTES: Final = 1 << 30
"""The address space the child may take beyond what it has when the solution is imported."""
SPARE_PULLS: Final = 20
"""Successors a search may pull beyond twice the sheet's algorithm's before it is stopped."""
MYPY_SECONDS: Final = 300.0
RECURSION_LIMIT: Final = 10_000
"""Python frames a solution may recurse: far more than a search of the exercise's games needs."""
_BATCH: Final = 512
"""Answers sent from the child to the parent at a time."""


@final
class Reported(NamedTuple):
    """A command's output with its own exit code: 0 when every check passed, else 1."""

    text: str
    code: int


class _Solution(Protocol):
    def __call__(
        self, instance: Config[_C], config: _C, player: Player, alpha: int, beta: int, /
    ) -> int: ...


class _OverBudget(BaseException):
    """Raised in the child when a search pulls more successors than its budget.

    A ``BaseException``, so that a solution's ``except Exception`` does not swallow it.
    """


@final
class _Counted:
    """A ``Config`` instance that counts what a solution asks of another, within a budget."""

    def __init__(self, inner: Config[_C], budget: int, *, record: bool = False) -> None:
        self.inner: Config[object] = inner  # type: ignore[assignment]  # one game per instance
        self.budget = budget
        self.record = record
        self.leaves = 0
        self.pulled = 0
        # With ``record``: what the solution looked at, and the depth of each position
        # pulled (the latest pull of an equal position: it is visited right after).
        self.visits: list[Visit] = []
        self.depths: dict[object, int] = {}

    def score(self, c: object, /) -> int:
        value = self.inner.score(c)
        self.leaves += 1
        if self.record:
            self.visits.append(Visit(self.depths.get(c, 0), c, value))  # type: ignore[arg-type]  # a position of the game
        return value

    def successors(self, c: object, player: Player, /) -> Iterator[object]:
        depth = self.depths.get(c, 0) + 1
        for child in self.inner.successors(c, player):
            self.pulled += 1
            if self.pulled > self.budget:
                raise _OverBudget
            if self.record:
                self.depths[child] = depth
            yield child

    def is_final(self, c: object, /) -> bool:
        final = self.inner.is_final(c)
        if self.record and not final:
            self.visits.append(Visit(self.depths.get(c, 0), c, None))  # type: ignore[arg-type]  # a position of the game
        return final


def _instance(case: Case) -> Config[Tree]:
    return VECTOR_CONFIG if case.game == "tictactoe" else TREE_CONFIG  # type: ignore[return-value]  # a board is a tree of ints


@cache
def _reference() -> tuple[Counts, ...]:
    """The sheet's imperative algorithm on every case, counted (once per process)."""
    return tuple(map(_reference_counts, all_cases()))


def _reference_counts(case: Case) -> Counts:
    counting = Counting(_instance(case))
    value = alpha_beta_hard(counting, case.position, case.player, *case.window)
    return Counts(value, counting.leaves, counting.pulled)


def _budget(sheet: Counts) -> int:
    return 2 * sheet.pulled + SPARE_PULLS


# --- the child -------------------------------------------------------------------------


class _Sheet(NamedTuple):
    board: tuple[int, ...]


class _Batch(NamedTuple):
    answers: tuple[Counts, ...]


class _Visits(NamedTuple):
    visits: tuple[Visit, ...]


class _Stopped(NamedTuple):
    message: str


def _limit_memory() -> None:
    try:
        used = int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):  # not Linux: the limit is the spare bytes and 4 GiB
        used = 4 << 30
    limit = used + MEMORY_BYTES
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _where(error: BaseException, path: str) -> str:
    """`` (line N)`` of the last frame of the solution's file in the error's traceback."""
    target = os.path.abspath(path)
    line = None
    frame = error.__traceback__
    while frame is not None:
        if os.path.abspath(frame.tb_frame.f_code.co_filename) == target:
            line = frame.tb_lineno
        frame = frame.tb_next
    return "" if line is None else f" (line {line})"


def _why(error: BaseException, path: str, doing: str) -> str:
    if isinstance(error, SystemExit):
        return f"the solution called sys.exit({error.code!r}) while {doing}"
    if isinstance(error, RecursionError):
        return f"RecursionError while {doing}: the recursion does not end{_where(error, path)}"
    if isinstance(error, MemoryError):
        return (
            f"the solution ran out of memory while {doing} (it may take {MEMORY_BYTES >> 20} MiB)"
        )
    return f"{type(error).__name__} while {doing}: {error}{_where(error, path)}"


def _load(path: str, function: str) -> _Solution | str:
    """The solution's function, or why it could not be had, in one line."""
    spec = importlib.util.spec_from_file_location("fnsearch_checked_solution", path)
    if spec is None or spec.loader is None:
        return f"{path} cannot be imported as a module"
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as error:  # the student's module: anything may happen
        return _why(error, path, "importing the file")
    found = getattr(module, function, None)
    if not callable(found):
        return f"the module has no function {function} once imported"
    return found  # type: ignore[no-any-return]  # checked callable; its signature is the student's


def _solution_run(
    path: str, function: str, cases: Sequence[Case], budgets: Sequence[int], *, record: bool
) -> Callable[[], Iterator[object]]:
    """What the child computes: the sheet's answer, then each case's counts, in batches."""

    def run() -> Iterator[object]:
        _limit_memory()
        sys.setrecursionlimit(RECURSION_LIMIT)
        solution = _load(path, function)
        if isinstance(solution, str):
            yield _Stopped(solution)
            return
        if not record:
            try:
                yield _Sheet(_best_next(solution))
            except BaseException as error:
                yield _Stopped(_why(error, path, "choosing the best next configuration"))
                return
        batch: list[Counts] = []
        for case, budget in zip(cases, budgets, strict=True):
            counted = _Counted(_instance(case), budget, record=record)
            try:
                value: int | None = solution(counted, case.position, case.player, *case.window)
            except _OverBudget:
                value = None
            except BaseException as error:
                yield _Batch(tuple(batch))
                yield _Stopped(_why(error, path, "searching"))
                return
            if record:
                yield _Visits(tuple(counted.visits))
            batch.append(Counts(_as_int(value), counted.leaves, counted.pulled))
            if len(batch) == _BATCH:
                yield _Batch(tuple(batch))
                batch = []
        yield _Batch(tuple(batch))

    return run


def _as_int(value: object) -> int | None:
    return value if value is None or isinstance(value, int) else None


def _best_next(solution: _Solution) -> tuple[int, ...]:
    """The sheet's ``bestNextConfig`` for White over the solution's values (ties: the first)."""
    return max(
        VECTOR_CONFIG.successors(SHEET_START, WHITE),
        key=lambda child: solution(VECTOR_CONFIG, child, BLACK, *FULL),
    )


def _observe(path: str, function: str, seconds: float) -> Observed:
    cases = all_cases()
    reference = _reference()
    budgets = [_budget(sheet) for sheet in reference]
    streamed = stream_within(_solution_run(path, function, cases, budgets, record=False), seconds)
    answers = tuple(
        answer for item in streamed.items if isinstance(item, _Batch) for answer in item.answers
    )
    sheet = next((item.board for item in streamed.items if isinstance(item, _Sheet)), None)
    stopped = next((item.message for item in streamed.items if isinstance(item, _Stopped)), None)
    if stopped is None and not streamed.finished:
        stopped = (
            f"no answer within the time limit of {seconds:g} s (an endless loop?),"
            f" {len(answers):,} of {len(cases):,} searches answered"
        )
    elif stopped is None and streamed.error is not None:
        stopped = streamed.error
    elif stopped is None and len(answers) < len(cases):
        stopped = "the solution's process ended without an answer"
    found = first_counterexample(reference, answers)
    visits = () if found is None else _visits_on(path, function, cases[found], budgets[found])
    return Observed(answers, sheet, stopped, visits)


def _visits_on(path: str, function: str, case: Case, budget: int) -> tuple[Visit, ...]:
    """The positions the solution looks at on one case, in order (again in a child)."""
    streamed = stream_within(
        _solution_run(path, function, (case,), (budget,), record=True), SECONDS
    )
    return next((item.visits for item in streamed.items if isinstance(item, _Visits)), ())


# --- mypy ------------------------------------------------------------------------------


def _mypy(path: str) -> Check:
    if importlib.util.find_spec("mypy") is None:
        return types_check(None, "")
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "mypy",
                "--strict",
                "--follow-imports=silent",
                "--no-error-summary",
                "--config-file",
                os.devnull,
                path,
            ],
            capture_output=True,
            text=True,
            timeout=MYPY_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return types_check(1, f"mypy did not finish within {MYPY_SECONDS:g} s")
    return types_check(done.returncode, done.stdout + done.stderr)


# --- the command -----------------------------------------------------------------------


def _read(file: str, function: str) -> Result[ast.Module, str]:
    if not function.isidentifier():
        return Failure(f"--function {function!r} is not a Python name")
    try:
        source = Path(file).read_text(encoding="utf-8")
    except FileNotFoundError:
        return Failure(f"no such file: {file}")
    except (OSError, UnicodeDecodeError) as error:
        return Failure(f"cannot read {file}: {error}")
    try:
        tree = ast.parse(source, filename=file)
    except (SyntaxError, ValueError) as error:
        line = getattr(error, "lineno", None)
        where = f" (line {line})" if line else ""
        return Failure(f"{file} is not Python{where}: {getattr(error, 'msg', error)}")
    # A name bound at the top level by def or assignment; whether it is a function
    # is seen once the module is imported, in the child.
    defined = {
        node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    } | {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }
    if function not in defined:
        return Failure(f"{file} defines no function {function} at its top level")
    return Success(tree)


def check_command(
    file: str,
    function: str = DEFAULT_FUNCTION,
    *,
    as_json: bool = False,
    gradescope: str | None = None,
    seconds: float = SECONDS,
) -> Result[Reported, str]:
    """Check the solution in ``file``: the report, and 0 when every check passed (else 1).

    Bad input (no such file, not Python, no such function, a ``--function`` that
    is not a name) is a ``Failure`` with its one-line message.
    """
    read = _read(file, function)
    if isinstance(read, Failure):
        return Failure(read.failure())
    tree = read.unwrap()
    observed = _observe(file, function, seconds)
    cases = all_cases()
    reference = _reference()
    checks = (
        purity_check(check_tree(tree, file)),
        correctness_check(cases, reference, observed),
        pruning_check(cases, reference, observed),
        sheet_check(observed),
        _mypy(file),
    )
    if gradescope is not None:
        try:
            Path(gradescope).write_text(gradescope_results(checks) + "\n", encoding="utf-8")
        except OSError as error:
            return Failure(f"cannot write {gradescope}: {error}")
    report = json_report(file, function, checks) if as_json else text_report(file, function, checks)
    return Success(Reported(report, exit_code(checks)))
