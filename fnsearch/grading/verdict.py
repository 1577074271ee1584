"""The checks of a student's solution, judged from what was observed, and their report.

The shell (:mod:`fnsearch.cli.check`) runs the solution and counts what it asks of
the game; here that is compared with the sheet's algorithm and worded as text, JSON
(:data:`SCHEMA_VERSION`) and Gradescope's ``results.json``. The checks: ``purity``
(the sheet's three rules and no back door; fnsearch's stricter rules are advice),
``correctness`` (the sheet's fail-hard values; alpha-beta's laws on the trees),
``pruning`` (the same leaves and successors), ``sheet`` (the best move from the
sheet's position) and ``types`` (``mypy --strict``). A skipped check does not fail the
solution; purity and types count only when the function did some of the work
(:func:`credited`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Final, Literal, NamedTuple, TypeVar, final

from fnsearch.core.config import WHITE, Config, Player
from fnsearch.core.events import Leaf
from fnsearch.engine.search import search
from fnsearch.engine.setup import Window
from fnsearch.games.tictactoe import VECTOR_CONFIG, draw, render
from fnsearch.games.tree import TREE_CONFIG, Tree, render_tree
from fnsearch.grading.cases import (
    FULL as FULL_WINDOW,
)
from fnsearch.grading.cases import (
    SHEET_EXPECTED,
    SHEET_START,
    Case,
    Counts,
    Visit,
)
from fnsearch.grading.purity import Rule, Violation
from fnsearch.trace.run import leaf_count
from fnsearch.trace.simulation import bound, render_trace
from fnsearch.trace.steps import Traced, steps
from fnsearch.trace.words import EN, Words, replaced

_C = TypeVar("_C")

SCHEMA_VERSION: Final = 1
"""The version of :func:`json_report`'s format; it changes when a field changes meaning."""

CHECK_NAMES: Final = ("purity", "correctness", "pruning", "sheet", "types")
"""The checks, in the order they are reported."""

Status = Literal["passed", "failed", "skipped"]


@final
class Check(NamedTuple):
    """One check's outcome: its name, status, a one-line summary and the details."""

    name: str
    status: Status
    summary: str
    details: tuple[str, ...] = ()


@final
class Observed(NamedTuple):
    """What running the solution gave: its answers, in the order of the cases, and how it ended.

    ``stopped`` says why the run ended early (``None``: it did not); ``sheet`` is the
    best next configuration on the sheet's position (``None``: not reached); ``visits``
    are the positions looked at on the first counterexample; ``mirrored`` the answers
    on the tree cases negated (for the laws); ``output`` the bytes the solution printed.
    """

    answers: tuple[Counts, ...]
    sheet: tuple[int, ...] | None
    stopped: str | None
    visits: tuple[Visit, ...] = ()
    mirrored: tuple[Counts, ...] = ()
    output: int = 0


_EXAMPLE: Final = Case("tree", (((2, 7), (15, 14)), ((12, 2), (0, 3))), WHITE, FULL_WINDOW)
"""A case for the examples: a tree of 8 leaves, White at the root, the full window."""


def _failed(name: str, summary: str, details: tuple[str, ...] = ()) -> Check:
    return Check(name, "failed", summary, details)


def _passed(name: str, summary: str, details: tuple[str, ...] = ()) -> Check:
    return Check(name, "passed", summary, details)


# --- purity ------------------------------------------------------------------------


def purity_check(violations: Sequence[Violation]) -> Check:
    r"""The purity check: failed by a violation of the sheet's three rules only.

    >>> from fnsearch.grading.purity import check_source
    >>> purity_check(check_source("def f(x):\n    y = x\n    return y\n", "s.py")).summary
    "1 violation of the sheet's rules (no assignments, no loops, no early return)"
    """
    graded = tuple(violation for violation in violations if violation.rule.graded)
    advice = tuple(violation for violation in violations if not violation.rule.graded)
    return (
        _failed(
            "purity",
            f"{len(graded)} violation{'' if len(graded) == 1 else 's'} of the sheet's rules"
            " (no assignments, no loops, no early return)"
            + (" or back door" + ("" if len(graded) == 1 else "s") if _doors(graded) else ""),
            (
                *(_violation_line(violation) for violation in graded),
                *_reasons(graded),
                *_advice_lines(advice),
            ),
        )
        if graded
        else _passed(
            "purity",
            "no assignment, loop or early return"
            + (f" ({len(advice)} advice on fnsearch's stricter rules)" if advice else ""),
            _advice_lines(advice),
        )
    )


def _doors(graded: tuple[Violation, ...]) -> bool:
    return any(violation.rule is Rule.BACK_DOOR for violation in graded)


def _violation_line(violation: Violation) -> str:
    return f"line {violation.line}: {violation.what} ({violation.rule.value})"


def _reasons(graded: tuple[Violation, ...]) -> tuple[str, ...]:
    return tuple(
        f"why {rule.value}: {rule.reason}"
        for rule in Rule
        if any(violation.rule is rule for violation in graded)
    )


def _advice_lines(advice: tuple[Violation, ...]) -> tuple[str, ...]:
    return (
        (
            "advice, not graded: fnsearch's own core also keeps these stricter rules",
            *(f"line {violation.line}: {violation.what}" for violation in advice),
        )
        if advice
        else ()
    )


# --- correctness -------------------------------------------------------------------


def first_counterexample(reference: Sequence[Counts], answers: Sequence[Counts]) -> int | None:
    """The index of the first case whose answered value differs from the reference's.

    A case the solution was stopped on (over its budget, ``value`` ``None``) is not one.

    >>> first_counterexample([Counts(3, 1, 1), Counts(4, 1, 1)], [Counts(3, 1, 1), Counts(5, 1, 1)])
    1
    """
    return next(iter(_wrong(reference, answers)), None)


def _wrong(reference: Sequence[Counts], answers: Sequence[Counts]) -> tuple[int, ...]:
    return tuple(
        index
        for index, (sheet, theirs) in enumerate(zip(reference, answers, strict=False))
        if theirs.value is not None and theirs.value != sheet.value
    )


def correctness_check(
    cases: Sequence[Case], reference: Sequence[Counts], observed: Observed
) -> Check:
    """The correctness check: every value the solution answered is the sheet's algorithm's.

    >>> observed = Observed((Counts(7, 4, 6),), None, None)
    >>> correctness_check([_EXAMPLE], [Counts(7, 4, 6)], observed).summary
    "the sheet's value on all 1 searches (0 on tictactoe, 1 on tree)"
    """
    found = first_counterexample(reference, observed.answers)
    answered = len(observed.answers)
    return (
        _failed(
            "correctness",
            f"wrong value on {len(_wrong(reference, observed.answers)):,} of {answered:,}"
            " searches answered",
            (
                *_counterexample(cases[found], reference[found].value, observed, found),
                *law_lines(cases, reference, observed),
                *_output_line(observed),
            ),
        )
        if found is not None
        else _failed(
            "correctness",
            f"did not finish: {observed.stopped}",
            (
                f"{answered:,} of {len(cases):,} searches answered before it stopped",
                *_output_line(observed),
            ),
        )
        if observed.stopped is not None
        else _passed(
            "correctness",
            f"the sheet's value on all {len(cases):,} searches ({_described(cases)})"
            + _budget_note(observed.answers),
            _output_line(observed),
        )
    )


def _output_line(observed: Observed) -> tuple[str, ...]:
    return (
        (f"the solution printed {observed.output:,} bytes (captured apart, not in this report)",)
        if observed.output
        else ()
    )


# --- the laws ------------------------------------------------------------------------


def law_lines(
    cases: Sequence[Case], reference: Sequence[Counts], observed: Observed
) -> tuple[str, ...]:
    """Alpha-beta's laws on the trees, each with its smallest failing tree, drawn.

    The laws: pruning never changes the root's value (the full window gives the minimax
    value); (alpha, beta)-equivalence (a value strictly inside a window is the same
    whatever the window); negation symmetry (the tree with its leaves negated, the other
    player at the root and the window mirrored answers the negated value).

    >>> case = _EXAMPLE
    >>> answers = Observed((Counts(7, 4, 6),), None, None, (), (Counts(-7, 4, 6),))
    >>> law_lines([case], [Counts(7, 4, 6)], answers)
    ('laws on 1 tree searches: every law holds',)
    """
    first = _first_tree(cases)
    trees = tuple(
        index for index in range(first, min(len(observed.answers), first + len(observed.mirrored)))
    )
    full = {
        (cases[i].position, cases[i].player): observed.answers[i].value
        for i in trees
        if cases[i].window == FULL_WINDOW
    }
    broken = tuple(
        _Broken(_size(cases[i].position), i, law)
        for i in trees
        for law in _broken(
            cases[i], reference[i], observed.answers[i], observed.mirrored[i - first], full
        )
    )
    return (
        _smallest_broken(cases, reference, observed, len(trees), broken)
        if broken
        else (f"laws on {len(trees):,} tree searches: every law holds",)
    )


class _Broken(NamedTuple):
    size: int
    case: int
    law: str


def _smallest_broken(
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    trees: int,
    broken: tuple[_Broken, ...],
) -> tuple[str, ...]:
    smallest = min(broken)
    return (
        f"laws on {trees:,} tree searches: {len(broken):,} broken; the smallest tree that"
        " breaks one:",
        *_position_lines(cases[smallest.case]),
        smallest.law,
        f"yours evaluates {_leaves(observed.answers[smallest.case].leaves)}, whereas"
        f" evaluating {_leaves(reference[smallest.case].leaves)} is sufficient",
    )


def _first_tree(cases: Sequence[Case]) -> int:
    return next((i for i, case in enumerate(cases) if case.game == "tree"), len(cases))


def _size(tree: Tree) -> int:
    return 1 if isinstance(tree, int) else sum(map(_size, tree))


def _broken(
    case: Case,
    sheet: Counts,
    theirs: Counts,
    mirror: Counts,
    full: dict[tuple[Tree, Player], int | None],
) -> tuple[str, ...]:
    whole = full.get((case.position, case.player))
    window = case.window
    return tuple(
        law
        for law, holds in (
            (
                "pruning changes the root's value: with the full window yours answers"
                f" {theirs.value}, the minimax value is {sheet.value}",
                window != FULL_WINDOW or theirs.value in (None, sheet.value),
            ),
            (
                f"(alpha, beta)-equivalence: yours answers {whole} with the full window and"
                f" {theirs.value} with [{bound(window.alpha)}, {bound(window.beta)}]",
                whole is None
                or theirs.value is None
                or not window.alpha < whole < window.beta
                or theirs.value == whole,
            ),
            (
                f"negation symmetry: yours answers {theirs.value} here and {mirror.value} on the"
                " tree negated, the other player at the root, the window mirrored",
                None in (theirs.value, mirror.value) or mirror.value == -(theirs.value or 0),
            ),
        )
        if not holds
    )


def _budget_note(answers: Sequence[Counts]) -> str:
    over = sum(1 for answer in answers if answer.value is None)
    return (
        f"; {over:,} searches stopped over their successor budget were not compared" if over else ""
    )


def _described(cases: Sequence[Case]) -> str:
    return ", ".join(
        f"{sum(1 for case in cases if case.game == game):,} on {game}"
        for game in ("tictactoe", "tree")
    )


def _board(position: Tree) -> tuple[int, ...]:
    """A tic-tac-toe position's board (a tuple of cells)."""
    return () if isinstance(position, int) else tuple(c for c in position if isinstance(c, int))


def _picture(case: Case) -> str:
    return draw(_board(case.position)) if case.game == "tictactoe" else render_tree(case.position)


def _position_lines(case: Case) -> tuple[str, ...]:
    return (
        f"position ({case.game}), {_player_name(case.player)} to move,"
        f" window [{bound(case.window.alpha)}, {bound(case.window.beta)}]:",
        *_picture(case).splitlines(),
    )


def _player_name(player: Player) -> str:
    return "White (MAX)" if player is WHITE else "Black (MIN)"


def _counterexample(
    case: Case, sheet: int | None, observed: Observed, index: int
) -> tuple[str, ...]:
    theirs = observed.answers[index].value
    traced = _sheet_trace(case)
    return (
        "first counterexample (the positions are tried smallest first):",
        *_position_lines(case),
        f"the sheet's fail-hard alpha-beta answers {sheet}, yours answers {theirs}",
        *_fail_soft_note(case.window, theirs),
        f"leaves scored by the sheet's search, in order: {_scores(traced.leaves)}",
        f"leaves scored by yours, in order: {_scores(_visited_leaves(observed.visits))}",
        "the sheet's search on it, step by step (as python -m fnsearch trace shows it):",
        *traced.text.splitlines(),
        "yours on it, as the game saw it (each position looked at, by depth; leaves scored):",
        *_visit_lines(case, observed.visits),
    )


def _visited_leaves(visits: Sequence[Visit]) -> tuple[int, ...]:
    return tuple(visit.score for visit in visits if visit.score is not None)


def _visit_lines(case: Case, visits: Sequence[Visit]) -> tuple[str, ...]:
    return (
        *(
            "  " * visit.depth
            + (
                f"leaf {_shown(case, visit.position)} = {visit.score}"
                if visit.score is not None
                else f"{_kind(case.player, visit.depth)} {_shown(case, visit.position)}"
            )
            for visit in visits[:_SHOWN_VISITS]
        ),
        *((f"... {len(visits) - _SHOWN_VISITS:,} more",) if len(visits) > _SHOWN_VISITS else ()),
    )


_SHOWN_VISITS: Final = 60
"""The most positions of a solution's search the report shows."""


def _kind(root: Player, depth: int) -> str:
    return "MAX" if (depth % 2 == 0) == (root is WHITE) else "MIN"


def _shown(case: Case, position: Tree) -> str:
    return render(_board(position)) if case.game == "tictactoe" else render_tree(position)


def _fail_soft_note(window: Window, theirs: int | None) -> tuple[str, ...]:
    return (
        (
            "your value lies outside the window: that is fail-soft (the lecture's helper"
            " variable v), which answers the best value found even beyond the bound, where"
            " the sheet's fail-hard algorithm answers the bound itself (beta at a MAX node,"
            " alpha at a MIN node), so that every answer lies in [alpha, beta]",
        )
        if theirs is not None and not window.alpha <= theirs <= window.beta
        else ()
    )


def _scores(leaves: Sequence[int]) -> str:
    return (" ".join(map(str, leaves[:_SHOWN])) + (" ..." if len(leaves) > _SHOWN else "")) or (
        "none"
    )


_SHOWN: Final = 40
"""The most leaf scores a line shows."""


class _SheetTrace(NamedTuple):
    leaves: tuple[int, ...]
    text: str


def _sheet_trace(case: Case) -> _SheetTrace:
    """The sheet's search of the case, traced: its leaves in order and the trace text."""
    return (
        _traced(VECTOR_CONFIG, _board(case.position), case, render)
        if case.game == "tictactoe"
        else _traced(TREE_CONFIG, case.position, case, render_tree)
    )


def _traced(instance: Config[_C], config: _C, case: Case, show: Callable[[_C], str]) -> _SheetTrace:
    window = case.window
    events = search(
        instance, config, case.player, trace=True, alpha=window.alpha, beta=window.beta
    ).events
    leaves = tuple(instance.score(event.config) for event in events if isinstance(event, Leaf))
    traced = Traced(
        steps(instance, events), len(leaves), leaf_count(instance, config, case.player, None)
    )
    return _SheetTrace(leaves, render_trace(traced, show))


# --- pruning -----------------------------------------------------------------------


def pruning_check(cases: Sequence[Case], reference: Sequence[Counts], observed: Observed) -> Check:
    """The pruning check: the same leaves scored and successors pulled as the sheet's algorithm.

    >>> observed = Observed((Counts(7, 8, 14),), None, None)
    >>> pruning_check([_EXAMPLE], [Counts(7, 4, 6)], observed).status
    'failed'
    """
    differing = tuple(
        index
        for index, (sheet, theirs) in enumerate(zip(reference, observed.answers, strict=False))
        if (sheet.leaves, sheet.pulled, theirs.value is None)
        != (theirs.leaves, theirs.pulled, False)
    )
    answered = len(observed.answers)
    return (
        _failed(
            "pruning",
            f"other leaves or successors than the sheet's on {len(differing):,} of"
            f" {answered:,} searches ({_leaf_totals(reference, observed.answers)})",
            _pruning_difference(
                cases[differing[0]], reference[differing[0]], observed.answers[differing[0]]
            ),
        )
        if differing
        else _failed(
            "pruning",
            f"did not finish: {observed.stopped}",
            (f"{answered:,} of {len(cases):,} searches compared before it stopped",),
        )
        if observed.stopped is not None
        else _passed(
            "pruning",
            f"the sheet's {sum(sheet.leaves for sheet in reference):,} leaves and"
            f" {sum(sheet.pulled for sheet in reference):,} successors on all"
            f" {len(cases):,} searches",
        )
    )


def _leaf_totals(reference: Sequence[Counts], answers: Sequence[Counts]) -> str:
    return (
        f"yours scores {sum(answer.leaves for answer in answers):,} leaves where the sheet's"
        f" scores {sum(sheet.leaves for sheet in reference[: len(answers)]):,}"
    )


def _pruning_difference(case: Case, sheet: Counts, theirs: Counts) -> tuple[str, ...]:
    return (
        "first difference (the positions are tried smallest first):",
        *_position_lines(case),
        f"the sheet's fail-hard alpha-beta scores {_leaves(sheet.leaves)} and pulls"
        f" {_counted(sheet.pulled)}",
        (
            f"yours pulled more than {_counted(theirs.pulled)} and was stopped"
            if theirs.value is None
            else f"yours scores {_leaves(theirs.leaves)} and pulls {_counted(theirs.pulled)}"
        ),
        _pruning_kind(case, sheet, theirs),
    )


def _leaves(count: int) -> str:
    return f"{count:,} leaf" if count == 1 else f"{count:,} leaves"


def _counted(count: int) -> str:
    return f"{count:,} successor{'' if count == 1 else 's'}"


def _pruning_kind(case: Case, sheet: Counts, theirs: Counts) -> str:
    whole = _whole_tree(case)
    return (
        f"the whole tree has {_leaves(whole)}: yours scores every one, it does not prune"
        " (minimax in disguise)"
        if theirs.leaves >= whole > sheet.leaves or theirs.value is None
        else "yours looks at more than the sheet's algorithm: it prunes less"
        if theirs.leaves >= sheet.leaves and theirs.pulled >= sheet.pulled
        else "yours looks at less than the sheet's algorithm: it cuts where the sheet does not"
        if theirs.leaves <= sheet.leaves and theirs.pulled <= sheet.pulled
        else "yours prunes differently from the sheet's fail-hard algorithm"
    )


def _whole_tree(case: Case) -> int:
    return (
        leaf_count(VECTOR_CONFIG, _board(case.position), case.player, None)
        if case.game == "tictactoe"
        else leaf_count(TREE_CONFIG, case.position, case.player, None)
    )


# --- the sheet's test and the types -------------------------------------------------


def sheet_check(observed: Observed) -> Check:
    """The sheet's test: White's best next configuration from ``XXO/.../O..`` is ``XXO/.X./O..``.

    >>> sheet_check(Observed((), SHEET_EXPECTED, None)).status
    'passed'
    """
    return (
        _failed("sheet", f"did not finish: {observed.stopped}")
        if observed.sheet is None
        else _passed(
            "sheet",
            f"best next configuration from {render(SHEET_START)} is {render(SHEET_EXPECTED)}",
        )
        if observed.sheet == SHEET_EXPECTED
        else _failed(
            "sheet",
            f"best next configuration from {render(SHEET_START)} is {render(observed.sheet)},"
            f" not the optimal {render(SHEET_EXPECTED)}",
            (
                "the sheet's position, White (X) to move:",
                *draw(SHEET_START).splitlines(),
                "yours moves to:",
                *draw(observed.sheet).splitlines(),
                "the known optimal move (the only one that does not lose, and it wins):",
                *draw(SHEET_EXPECTED).splitlines(),
            ),
        )
    )


def types_check(outcome: int | None, output: str) -> Check:
    """The types check from mypy's exit code (``None``: mypy is not installed) and output.

    >>> types_check(None, "").summary, types_check(1, "s.py:3: error: bad").details
    ('mypy is not installed', ('s.py:3: error: bad',))
    """
    return (
        Check("types", "skipped", "mypy is not installed")
        if outcome is None
        else _passed("types", "mypy --strict: no issues")
        if outcome == 0
        else _failed(
            "types",
            "mypy --strict found errors",
            tuple(line for line in output.splitlines() if line.strip()),
        )
    )


# --- the reports --------------------------------------------------------------------


def credited(
    checks: Sequence[Check], cases: Sequence[Case], reference: Sequence[Counts], observed: Observed
) -> tuple[Check, ...]:
    """The checks, purity and types failed when the function did none of the work.

    The work is done when the sheet's test passes, or when the function's full-window
    values are right for at least two different values (an untouched skeleton, a
    constant or a crashing file does not earn the points of its style).

    >>> uncounted = credited([Check("types", "passed", "ok")], [], [], Observed((), None, "crash"))
    >>> print(uncounted[0].status, uncounted[0].summary)
    failed not counted: the function answers neither the sheet's test nor its searches
    """
    right = {
        sheet.value
        for case, sheet, theirs in zip(cases, reference, observed.answers, strict=False)
        if case.window == FULL_WINDOW and theirs.value == sheet.value
    }
    worked = observed.sheet == SHEET_EXPECTED or len(right) >= 2
    return tuple(
        check
        if worked or check.name not in ("purity", "types") or check.status == "failed"
        else _failed(
            check.name,
            "not counted: the function answers neither the sheet's test nor its searches",
            (f"{check.status} on its own: {check.summary}", *check.details),
        )
        for check in checks
    )


def exit_code(checks: Sequence[Check]) -> int:
    """0 when no check failed (a skipped one does not fail), else 1.

    >>> exit_code([Check("types", "skipped", "")]), exit_code([Check("sheet", "failed", "")])
    (0, 1)
    """
    return 1 if any(check.status == "failed" for check in checks) else 0


def text_report(file: str, function: str, checks: Sequence[Check], words: Words = EN) -> str:
    """The report for a person: one line per check, then the details of each, in ``words``.

    >>> print(text_report("s.py", "alpha_beta", [Check("types", "skipped", "no mypy")]))
    fnsearch check: s.py, function alpha_beta
    types        skipped  no mypy
    result: every check passed (1 skipped)
    >>> from fnsearch.trace.words import DE
    >>> print(text_report("s.py", "f", [Check("types", "passed", "mypy --strict: no issues")], DE))
    fnsearch check: s.py, Funktion f
    types        ok       mypy --strict: keine Fehler
    Ergebnis: jede Prüfung bestanden
    """
    status = dict(zip(EN.statuses, words.statuses, strict=True))
    return "\n".join(
        (
            words.report.format(file, function),
            *(
                f"{check.name:<12} {status[check.status]:<8} {replaced(check.summary, words.check)}"
                for check in checks
            ),
            *(
                line
                for check in checks
                if check.details
                for line in (
                    "",
                    f"{check.name}:",
                    *(f"  {replaced(detail, words.check)}" for detail in check.details),
                )
            ),
            *(("",) if any(check.details for check in checks) else ()),
            _result_line(checks, words),
        )
    )


def _result_line(checks: Sequence[Check], words: Words) -> str:
    failed = tuple(check.name for check in checks if check.status == "failed")
    skipped = sum(1 for check in checks if check.status == "skipped")
    return (
        words.result[0].format(", ".join(failed))
        if failed
        else words.result[1] + (words.result[2].format(skipped) if skipped else "")
    )


def json_report(file: str, function: str, checks: Sequence[Check]) -> str:
    """The report for a machine: a JSON object (see docs/guides/checking-a-solution.md).

    >>> json.loads(json_report("s.py", "f", [Check("types", "passed", "ok")]))["passed"]
    True
    """
    report: dict[str, object] = {
        "schema_version": SCHEMA_VERSION,
        "file": file,
        "function": function,
        "passed": exit_code(checks) == 0,
        "checks": [
            {
                "name": check.name,
                "status": check.status,
                "summary": check.summary,
                "details": list(check.details),
            }
            for check in checks
        ],
    }
    return json.dumps(report, indent=2, ensure_ascii=False)


POINTS: Final = 1.0
"""Each check is worth one point in Gradescope's results."""


def gradescope_results(checks: Sequence[Check]) -> str:
    """Gradescope's ``results.json``: the total ``score`` and one test per check.

    A skipped check scores its point and says it was skipped.

    >>> json.loads(gradescope_results([Check("sheet", "failed", "wrong move")]))["score"]
    0.0
    """
    tests: list[dict[str, object]] = [
        {
            "name": check.name,
            "score": _points(check),
            "max_score": POINTS,
            "output": "\n".join((f"{check.status}: {check.summary}", *check.details)),
            "status": "failed" if check.status == "failed" else "passed",
        }
        for check in checks
    ]
    results: dict[str, object] = {"score": sum(map(_points, checks), 0.0), "tests": tests}
    return json.dumps(results, indent=2, ensure_ascii=False)


def _points(check: Check) -> float:
    return 0.0 if check.status == "failed" else POINTS
