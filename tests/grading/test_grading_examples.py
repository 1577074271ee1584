"""The checker's parts on the examples their documentation used to show."""

from __future__ import annotations

import ast
import json
from typing import Final

from fnsearch.core.config import WHITE
from fnsearch.grading.purity import Bindings, Rule, check_source, check_tree, exercise_allows
from fnsearch.grading.verdict import (
    FULL,
    SHEET_EXPECTED,
    Case,
    Check,
    Counts,
    Observed,
    correctness_check,
    credited,
    exit_code,
    first_counterexample,
    gradescope_results,
    json_report,
    law_lines,
    pruning_check,
    purity_check,
    sheet_check,
    text_report,
    types_check,
)
from fnsearch.grading.words import CHECK_DE, CHECK_EN, count

EXAMPLE: Final = Case("tree", (((2, 7), (15, 14)), ((12, 2), (0, 3))), WHITE, FULL)
"""A tree of 8 leaves, White at the root, the full window."""

ASSIGNED: Final = "def f(x):\n    y = x\n    return y\n"


def test_the_purity_rules() -> None:
    assert (
        exercise_allows("functools"),
        exercise_allows("returns.result"),
        exercise_allows("os"),
    ) == (True, True, False)
    source = "def f(x):\n    y = x + 1\n    return y * y\n"
    assert (
        [str(v) for v in check_source(source, "s.py")],
        check_source(source, "s.py", Bindings.ONCE),
    ) == (["s.py:2: assignment"], [])
    assert (Rule.LOOP.value, Rule.LOOP.graded, Rule.STRICTER.graded) == ("no loops", True, False)
    (found,) = check_source(ASSIGNED, "s.py")
    assert (str(found), found.rule.value) == ("s.py:2: assignment", "no assignments")
    assert [
        str(v) for v in check_source("def f(xs):\n    for x in xs:\n        pass\n", "s.py")
    ] == [
        "s.py:2: for loop",
        "s.py:3: pass",
    ]
    assert check_tree(ast.parse("f = lambda x: x + 1"), "s.py") == []


def test_the_checks() -> None:
    assert purity_check(check_source(ASSIGNED, "s.py")).summary == (
        "1 violation of the sheet's rules (no assignments, no loops, no early return)"
    )
    assert (
        first_counterexample([Counts(3, 1, 1), Counts(4, 1, 1)], [Counts(3, 1, 1), Counts(5, 1, 1)])
        == 1
    )
    observed = Observed((Counts(7, 4, 6),), None, None)
    assert correctness_check([EXAMPLE], [Counts(7, 4, 6)], observed).summary == (
        "the sheet's value on all 1 searches (0 on tictactoe, 1 on tree)"
    )
    answers = Observed((Counts(7, 4, 6),), None, None, (), (Counts(-7, 4, 6),))
    assert law_lines([EXAMPLE], [Counts(7, 4, 6)], answers) == (
        "laws on 1 tree searches: every law holds",
    )
    wide = Observed((Counts(7, 8, 14),), None, None)
    assert pruning_check([EXAMPLE], [Counts(7, 4, 6)], wide).status == "failed"
    assert sheet_check(Observed((), SHEET_EXPECTED, None)).status == "passed"
    assert (types_check(None, "").summary, types_check(1, "s.py:3: error: bad").details) == (
        "mypy is not installed",
        ("s.py:3: error: bad",),
    )
    uncounted = credited([Check("types", "passed", "ok")], [], [], Observed((), None, "crash"))
    assert f"{uncounted[0].status} {uncounted[0].summary}" == (
        "failed not counted: the function answers neither the sheet's test nor its searches"
    )
    assert (
        exit_code([Check("types", "skipped", "")]),
        exit_code([Check("sheet", "failed", "")]),
    ) == (
        0,
        1,
    )


def test_the_reports() -> None:
    assert text_report("s.py", "alpha_beta", [Check("types", "skipped", "no mypy")]) == (
        "fnsearch check: s.py, function alpha_beta\n"
        "types        skipped  no mypy\n"
        "result: every check passed (1 skipped)"
    )
    assert text_report("s.py", "f", [types_check(0, "", CHECK_DE)], CHECK_DE) == (
        "fnsearch check: s.py, Funktion f\n"
        "Typen          ok       mypy --strict: keine Fehler\n"
        "Ergebnis: jede Prüfung bestanden"
    )
    assert json.loads(json_report("s.py", "f", [Check("types", "passed", "ok")]))["passed"] is True
    assert json.loads(gradescope_results([Check("sheet", "failed", "wrong move")]))["score"] == 0.0


def test_numbers_in_either_language() -> None:
    assert CHECK_DE.leaves[1].format(count(CHECK_DE, 32988)) == "32.988 Blätter"
    assert (count(CHECK_EN, 32988), count(CHECK_DE, 1234567)) == ("32,988", "1.234.567")
