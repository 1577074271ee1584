"""The functional core obeys the purity rules; the checker itself is tested on impure samples."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from fnsearch.grading.purity import LAMBDA_CALLED, ONE_CASE_MATCH, Bindings, Violation, check_source

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "fnsearch"

# The imperative shell: the only modules exempt from the rules. Each talks to the
# outside world (clock, terminal, files, processes) or is the imperative reference.
SHELL = frozenset(
    {
        "fnsearch/__main__.py",  # runs the command-line program and exits with its code
        "fnsearch/_build.py",  # chooses the compiled or pure modules: reads files and environment
        "fnsearch/cli/main.py",  # the command line: reads arguments, prints
        "fnsearch/cli/parser.py",  # each subcommand's arguments, added to a parser
        "fnsearch/cli/commands.py",  # the solve and search commands: read the clock
        "fnsearch/cli/exact.py",  # solve --moves: the exact solver in a child, the clock
        "fnsearch/cli/bounded.py",  # bounded searches: threads, a child process, the clock
        "fnsearch/cli/report.py",  # the reports of solve and search, and their JSON: the clock
        "fnsearch/cli/tracing.py",  # the trace command: a child process, writes files
        "fnsearch/cli/demo.py",  # the demo command: counts with a mutable instrument
        "fnsearch/cli/play.py",  # the play command: reads moves, prints boards, reads the clock
        "fnsearch/cli/parallel.py",  # parallel root search: starts worker processes
        "fnsearch/cli/datafiles.py",  # the position databases: reads and writes data files
        "fnsearch/cli/picture_files.py",  # pictures of a search: runs dot, writes files
        "fnsearch/cli/check.py",  # the check command: runs a solution in a child, counts, mypy
        "fnsearch/cli/student.py",  # the check's child: runs a student's solution, counts
        "fnsearch/reference/__init__.py",
        "fnsearch/reference/algorithms.py",  # the imperative originals, for comparison only
        "fnsearch/reference/counting.py",  # a mutable counting instrument, for comparison only
        "fnsearch/reference/chance.py",  # the imperative searches of games of chance
        "fnsearch/reference/quiescence.py",  # the imperative quiescence search and extensions
    }
)

# The one core module allowed a ``raise``: a broken contract is a programmer's error.
RAISING = "fnsearch/core/contract.py"


def bindings_of(name: str) -> Bindings:
    """The lecture's algorithms bind no name at all; the rest of the core binds each once."""
    return Bindings.NONE if name.startswith("fnsearch/classic/") else Bindings.ONCE


def check_file(path: Path, root: Path) -> list[Violation]:
    """Every violation in the module at ``path``, named relative to ``root``."""
    name = str(path.relative_to(root))
    return check_source(path.read_text(encoding="utf-8"), name, bindings_of(name))


CORE = sorted(
    path for path in PACKAGE.rglob("*.py") if str(path.relative_to(ROOT)) not in SHELL | {RAISING}
)


def test_the_shell_list_names_real_modules() -> None:
    missing = sorted(name for name in SHELL if not (ROOT / name).exists())
    assert missing == [], f"shell modules that do not exist: {missing}"


def test_the_core_is_not_empty() -> None:
    names = {str(path.relative_to(ROOT)) for path in CORE}
    assert {
        "fnsearch/core/folds.py",
        "fnsearch/classic/alpha_beta.py",
        "fnsearch/core/config.py",
    } <= names


def _dotted(path: Path) -> str:
    """The module name of a file: ``fnsearch/cli/main.py`` -> ``fnsearch.cli.main``."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


SHELL_MODULES = frozenset(_dotted(ROOT / name) for name in SHELL)


def _imported(path: Path) -> set[str]:
    """Every module an ``import`` or ``from ... import`` of the file names, with its parents."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = {
        name
        for node in ast.walk(tree)
        for name in (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            if isinstance(node, ast.ImportFrom) and node.module is not None
            else []
        )
    }
    return {
        ".".join(name.split(".")[: k + 1]) for name in named for k in range(name.count(".") + 1)
    }


def test_the_boundary_check_sees_an_import_of_the_shell() -> None:
    cli = ROOT / "fnsearch/__main__.py"
    assert "fnsearch.cli.main" in _imported(cli) & SHELL_MODULES


# The one import of the shell a core module makes: the package's face imports the module
# that chooses the build first, so that it decides where every other module comes from.
BUILD_CHOICE = ("fnsearch/__init__.py", "fnsearch._build")


@pytest.mark.parametrize("path", CORE, ids=lambda path: str(path.relative_to(ROOT)))
def test_core_module_imports_no_shell_module(path: Path) -> None:
    allowed = {BUILD_CHOICE[1]} if str(path.relative_to(ROOT)) == BUILD_CHOICE[0] else set()
    assert sorted(_imported(path) & SHELL_MODULES - allowed) == []


def test_the_package_imports_the_build_choice() -> None:
    assert BUILD_CHOICE[1] in _imported(ROOT / BUILD_CHOICE[0]) & SHELL_MODULES


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=_dotted)
def test_every_module_imports_by_its_path(path: Path) -> None:
    assert importlib.import_module(_dotted(path)).__name__ == _dotted(path)


@pytest.mark.parametrize("path", CORE, ids=lambda path: str(path.relative_to(ROOT)))
def test_core_module_is_pure(path: Path) -> None:
    violations = check_file(path, ROOT)
    assert violations == [], "\n" + "\n".join(map(str, violations))


def test_the_contract_module_breaks_no_rule_but_its_one_raise() -> None:
    violations = check_file(ROOT / RAISING, ROOT)
    assert [violation.what for violation in violations] == ["raise"]


IMPURE_SAMPLE = '''\
import itertools

TABLE = {}  # module-level constants are fine


def pure(xs):
    """A docstring is fine."""

    def helper(x):
        return x + 1

    if xs:
        return [helper(x) for x in xs]
    else:
        return []


def impure(xs):
    total = 0
    for x in xs:
        total += x
        if x > 10:
            break
    while total:
        continue
    global TABLE
    del xs
    try:
        pass
    finally:
        print("side effect")
    with open("f") as f:
        f.read()
    if total:
        return 1
    xs.append(1)
    y: int = 3
    return (z := 2)


def early(x):
    if x:
        return 1
    return 2


def nested(x):
    def inner():
        nonlocal x
        return x

    return lambda: setattr(x, "a", 1)


class Stub:
    def method(self) -> int:
        ...
'''


def test_checker_reports_every_kind_of_violation_with_its_line() -> None:
    found = {(v.line, v.what) for v in check_source(IMPURE_SAMPLE, "sample.py")}
    assert found == {
        (19, "assignment"),
        (20, "for loop"),
        (21, "augmented assignment"),
        (22, "if statement not in tail position (use an if expression)"),
        (23, "break"),
        (24, "while loop"),
        (25, "continue"),
        (26, "global"),
        (27, "del"),
        (28, "try"),
        (29, "pass"),
        (31, "bare expression statement"),
        (31, "call of print()"),
        (32, "with"),
        (32, "call of open()"),
        (33, "bare expression statement"),
        (34, "if statement not in tail position (use an if expression)"),
        (35, "return not in tail position"),
        (36, "bare expression statement"),
        (36, "call of mutating method .append()"),
        (37, "annotated assignment"),
        (38, "assignment expression (:=)"),
        (42, "if statement not in tail position (use an if expression)"),
        (43, "return not in tail position"),
        (49, "nonlocal"),
        (52, "call of setattr()"),
    }


def test_violations_are_named_file_and_line() -> None:
    (first, *_) = check_source(IMPURE_SAMPLE, "sample.py")
    assert str(first) == "sample.py:19: assignment"


def test_a_final_if_without_else_is_reported() -> None:
    source = "def f(x):\n    if x:\n        return 1\n"
    assert [str(v) for v in check_source(source, "s.py")] == [
        "s.py:2: final if statement without else"
    ]


def test_tail_returns_in_if_and_match_are_accepted() -> None:
    source = (
        "def f(x):\n"
        "    if x:\n        return 1\n    elif x is None:\n        return 2\n"
        "    else:\n        return 3\n"
        "def g(x):\n"
        "    match x:\n        case 1:\n            return 'one'\n"
        "        case _:\n            return 'many'\n"
    )
    assert check_source(source, "s.py") == []


BOUND_ONCE_SAMPLE = """\
def bound_once(x, pair):
    y = x + 1
    z: int = y * 2
    first, (second, *rest) = pair
    if first:
        w = 1
        return w
    match second:
        case [one]:
            return one + z
        case other:
            w = other
            return (lambda v: v)(w)


def rebound(x, items):
    y = 1
    y = 2
    x = 3
    items[0] = y
    items.size = y
    y += 1
    a, x = items
    z = (w := 1)

    def y():
        return 0

    match items:
        case [x]:
            return z
        case _:
            return lambda: a
"""


def test_a_name_bound_once_on_each_path_is_accepted_and_every_rebinding_reported() -> None:
    found = {(v.line, v.what) for v in check_source(BOUND_ONCE_SAMPLE, "s.py", Bindings.ONCE)}
    assert found == {
        (5, "if statement not in tail position (use an if expression)"),
        (7, "return not in tail position"),
        (13, LAMBDA_CALLED),
        (18, "rebinding of y"),
        (19, "rebinding of parameter x"),
        (20, "assignment to an attribute or subscript"),
        (21, "assignment to an attribute or subscript"),
        (22, "augmented assignment"),
        (23, "rebinding of parameter x"),
        (24, "assignment expression (:=)"),
        (26, "rebinding of y"),
        (30, "rebinding of parameter x"),
    }


def test_the_sheets_rule_still_reports_every_assignment_and_no_disguised_let() -> None:
    found = {(v.line, v.what) for v in check_source(BOUND_ONCE_SAMPLE, "s.py")}
    assert {(2, "assignment"), (3, "annotated assignment"), (4, "assignment")} <= found
    assert not {what for _, what in found} & {LAMBDA_CALLED, ONE_CASE_MATCH, "rebinding of y"}


LET_IN_DISGUISE_SAMPLE = """\
def staircase(x):
    match x + 1:
        case y:
            return (lambda z: y * z)(y)
"""


def test_a_one_case_match_and_a_lambda_called_on_the_spot_are_reported() -> None:
    for bindings in (Bindings.NONE, Bindings.ONCE):
        found = {(v.line, v.what) for v in check_source(LET_IN_DISGUISE_SAMPLE, "s.py", bindings)}
        assert found == {(2, ONE_CASE_MATCH), (4, LAMBDA_CALLED)}
    assert check_source(LET_IN_DISGUISE_SAMPLE, "s.py") == []


def test_the_lecture_algorithms_bind_no_name_at_all() -> None:
    source = "def f(x):\n    y = x\n    return y\n"
    assert [str(v) for v in check_source(source, "s.py", Bindings.NONE)] == ["s.py:2: assignment"]
    assert bindings_of("fnsearch/classic/alpha_beta.py") is Bindings.NONE
    assert bindings_of("fnsearch/games/nim.py") is Bindings.ONCE
