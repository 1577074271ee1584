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
from fnsearch.grading.words import CHECK_EN, CheckWords, count
from fnsearch.trace.run import leaf_count
from fnsearch.trace.simulation import bound, render_trace
from fnsearch.trace.steps import Traced, steps
from fnsearch.trace.words import LANGUAGES, side_name

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


def purity_check(violations: Sequence[Violation], words: CheckWords = CHECK_EN) -> Check:
    r"""The purity check, in ``words``: failed by a violation of the sheet's three rules only.

    >>> from fnsearch.grading.purity import check_source
    >>> purity_check(check_source("def f(x):\n    y = x\n    return y\n", "s.py")).summary
    "1 violation of the sheet's rules (no assignments, no loops, no early return)"
    """
    graded = tuple(violation for violation in violations if violation.rule.graded)
    advice = tuple(violation for violation in violations if not violation.rule.graded)
    return (
        _failed(
            "purity",
            _plural(words.violations, len(graded), words)
            + (_plural(words.doors, len(graded), words) if _doors(graded) else ""),
            (
                *(_violation_line(violation, words) for violation in graded),
                *_reasons(graded, words),
                *_advice_lines(advice, words),
            ),
        )
        if graded
        else _passed(
            "purity",
            words.clean + (words.advice.format(len(advice)) if advice else ""),
            _advice_lines(advice, words),
        )
    )


def _plural(pair: tuple[str, str], number: int, words: CheckWords) -> str:
    """The first (singular) or second (plural) template of ``pair``, filled with ``number``."""
    return pair[0 if number == 1 else 1].format(number)


def _doors(graded: tuple[Violation, ...]) -> bool:
    return any(violation.rule is Rule.BACK_DOOR for violation in graded)


def _what(violation: Violation, words: CheckWords) -> str:
    """The violation's kind in ``words`` (a name or a call it names stays as written)."""
    return dict(words.whats).get(violation.what, violation.what)


def _rule(rule: Rule, words: CheckWords) -> str:
    return words.rules[list(Rule).index(rule)]


def _violation_line(violation: Violation, words: CheckWords) -> str:
    return words.violation.format(
        violation.line, f"{_what(violation, words)} ({_rule(violation.rule, words)})"
    )


def _reasons(graded: tuple[Violation, ...], words: CheckWords) -> tuple[str, ...]:
    return tuple(
        words.why.format(_rule(rule, words), words.reasons[list(Rule).index(rule)])
        for rule in Rule
        if any(violation.rule is rule for violation in graded)
    )


def _advice_lines(advice: tuple[Violation, ...], words: CheckWords) -> tuple[str, ...]:
    return (
        (
            words.advice_head,
            *(
                words.violation.format(violation.line, _what(violation, words))
                for violation in advice
            ),
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
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> Check:
    """The correctness check, in ``words``: every value answered is the sheet's algorithm's.

    >>> observed = Observed((Counts(7, 4, 6),), None, None)
    >>> correctness_check([_EXAMPLE], [Counts(7, 4, 6)], observed).summary
    "the sheet's value on all 1 searches (0 on tictactoe, 1 on tree)"
    """
    found = first_counterexample(reference, observed.answers)
    answered = len(observed.answers)
    return (
        _failed(
            "correctness",
            words.wrong.format(
                count(words, len(_wrong(reference, observed.answers))), count(words, answered)
            ),
            (
                *_counterexample(cases[found], reference[found].value, observed, found, words),
                *law_lines(cases, reference, observed, words),
                *_output_line(observed, words),
            ),
        )
        if found is not None
        else _failed(
            "correctness",
            words.unfinished.format(observed.stopped),
            (
                words.answered.format(count(words, answered), count(words, len(cases))),
                *_output_line(observed, words),
            ),
        )
        if observed.stopped is not None
        else _passed(
            "correctness",
            words.right.format(count(words, len(cases)), _described(cases, words))
            + _budget_note(observed.answers, words),
            _output_line(observed, words),
        )
    )


def _output_line(observed: Observed, words: CheckWords) -> tuple[str, ...]:
    return (words.printed.format(count(words, observed.output)),) if observed.output else ()


# --- the laws ------------------------------------------------------------------------


def law_lines(
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> tuple[str, ...]:
    """Alpha-beta's laws on the trees, each with its smallest failing tree, drawn, in ``words``.

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
            cases[i], (reference[i], observed.answers[i], observed.mirrored[i - first]), full, words
        )
    )
    return (
        _smallest_broken(cases, reference, observed, len(trees), broken, words)
        if broken
        else (words.laws_hold.format(count(words, len(trees))),)
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
    words: CheckWords,
) -> tuple[str, ...]:
    smallest = min(broken)
    return (
        words.laws_broken.format(count(words, trees), count(words, len(broken))),
        *_position_lines(cases[smallest.case], words),
        smallest.law,
        words.sufficient.format(
            _leaves(observed.answers[smallest.case].leaves, words),
            _leaves(reference[smallest.case].leaves, words),
        ),
    )


def _first_tree(cases: Sequence[Case]) -> int:
    return next((i for i, case in enumerate(cases) if case.game == "tree"), len(cases))


def _size(tree: Tree) -> int:
    return 1 if isinstance(tree, int) else sum(map(_size, tree))


def _broken(
    case: Case,
    answers: tuple[Counts, Counts, Counts],
    full: dict[tuple[Tree, Player], int | None],
    words: CheckWords,
) -> tuple[str, ...]:
    sheet, theirs, mirror = answers
    whole = full.get((case.position, case.player))
    window = case.window
    return tuple(
        law
        for law, holds in (
            (
                words.pruning_law.format(theirs.value, sheet.value),
                window != FULL_WINDOW or theirs.value in (None, sheet.value),
            ),
            (
                words.equivalence.format(
                    whole, theirs.value, bound(window.alpha), bound(window.beta)
                ),
                whole is None
                or theirs.value is None
                or not window.alpha < whole < window.beta
                or theirs.value == whole,
            ),
            (
                words.symmetry.format(theirs.value, mirror.value),
                None in (theirs.value, mirror.value) or mirror.value == -(theirs.value or 0),
            ),
        )
        if not holds
    )


def _budget_note(answers: Sequence[Counts], words: CheckWords) -> str:
    over = sum(1 for answer in answers if answer.value is None)
    return words.over_budget.format(count(words, over)) if over else ""


def _described(cases: Sequence[Case], words: CheckWords) -> str:
    return ", ".join(
        words.on.format(count(words, sum(1 for case in cases if case.game == game)), game)
        for game in ("tictactoe", "tree")
    )


def _board(position: Tree) -> tuple[int, ...]:
    """A tic-tac-toe position's board (a tuple of cells)."""
    return () if isinstance(position, int) else tuple(c for c in position if isinstance(c, int))


def _picture(case: Case) -> str:
    return draw(_board(case.position)) if case.game == "tictactoe" else render_tree(case.position)


def _position_lines(case: Case, words: CheckWords) -> tuple[str, ...]:
    return (
        words.position.format(
            case.game,
            words.players[0 if case.player is WHITE else 1],
            bound(case.window.alpha),
            bound(case.window.beta),
        ),
        *_picture(case).splitlines(),
    )


def _counterexample(
    case: Case, sheet: int | None, observed: Observed, index: int, words: CheckWords
) -> tuple[str, ...]:
    theirs = observed.answers[index].value
    traced = _sheet_trace(case, words)
    return (
        words.first,
        *_position_lines(case, words),
        words.answers.format(sheet, theirs),
        *_fail_soft_note(case.window, theirs, words),
        words.sheet_leaves.format(_scores(traced.leaves, words)),
        words.your_leaves.format(_scores(_visited_leaves(observed.visits), words)),
        words.sheet_steps,
        *traced.text.splitlines(),
        words.your_steps,
        *_visit_lines(case, observed.visits, words),
    )


def _visited_leaves(visits: Sequence[Visit]) -> tuple[int, ...]:
    return tuple(visit.score for visit in visits if visit.score is not None)


def _visit_lines(case: Case, visits: Sequence[Visit], words: CheckWords) -> tuple[str, ...]:
    return (
        *(
            "  " * visit.depth
            + (
                words.leaf.format(_shown(case, visit.position), visit.score)
                if visit.score is not None
                else f"{_kind(case.player, visit.depth, words)} {_shown(case, visit.position)}"
            )
            for visit in visits[:_SHOWN_VISITS]
        ),
        *(
            (words.more.format(count(words, len(visits) - _SHOWN_VISITS)),)
            if len(visits) > _SHOWN_VISITS
            else ()
        ),
    )


_SHOWN_VISITS: Final = 60
"""The most positions of a solution's search the report shows."""


def _kind(root: Player, depth: int, words: CheckWords) -> str:
    return side_name(LANGUAGES[words.lang], "MAX" if (depth % 2 == 0) == (root is WHITE) else "MIN")


def _shown(case: Case, position: Tree) -> str:
    return render(_board(position)) if case.game == "tictactoe" else render_tree(position)


def _fail_soft_note(window: Window, theirs: int | None, words: CheckWords) -> tuple[str, ...]:
    return (
        (words.fail_soft,)
        if theirs is not None and not window.alpha <= theirs <= window.beta
        else ()
    )


def _scores(leaves: Sequence[int], words: CheckWords) -> str:
    return (" ".join(map(str, leaves[:_SHOWN])) + (" ..." if len(leaves) > _SHOWN else "")) or (
        words.none
    )


_SHOWN: Final = 40
"""The most leaf scores a line shows."""


class _SheetTrace(NamedTuple):
    leaves: tuple[int, ...]
    text: str


def _sheet_trace(case: Case, words: CheckWords) -> _SheetTrace:
    """The sheet's search of the case, traced: its leaves in order and the trace text."""
    return (
        _traced(VECTOR_CONFIG, _board(case.position), case, render, words)
        if case.game == "tictactoe"
        else _traced(TREE_CONFIG, case.position, case, render_tree, words)
    )


def _traced(
    instance: Config[_C], config: _C, case: Case, show: Callable[[_C], str], words: CheckWords
) -> _SheetTrace:
    window = case.window
    events = search(
        instance, config, case.player, trace=True, alpha=window.alpha, beta=window.beta
    ).events
    leaves = tuple(instance.score(event.config) for event in events if isinstance(event, Leaf))
    traced = Traced(
        steps(instance, events), len(leaves), leaf_count(instance, config, case.player, None)
    )
    return _SheetTrace(leaves, render_trace(traced, show, LANGUAGES[words.lang]))


# --- pruning -----------------------------------------------------------------------


def pruning_check(
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> Check:
    """The pruning check, in ``words``: the same leaves and successors as the sheet's algorithm.

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
            words.differs.format(
                count(words, len(differing)),
                count(words, answered),
                _leaf_totals(reference, observed.answers, words),
            ),
            _pruning_difference(
                cases[differing[0]], reference[differing[0]], observed.answers[differing[0]], words
            ),
        )
        if differing
        else _failed(
            "pruning",
            words.unfinished.format(observed.stopped),
            (words.compared.format(count(words, answered), count(words, len(cases))),),
        )
        if observed.stopped is not None
        else _passed(
            "pruning",
            words.same.format(
                _leaves(sum(sheet.leaves for sheet in reference), words, plural=True),
                _counted(sum(sheet.pulled for sheet in reference), words, plural=True),
                count(words, len(cases)),
            ),
        )
    )


def _leaf_totals(reference: Sequence[Counts], answers: Sequence[Counts], words: CheckWords) -> str:
    return words.totals.format(
        _leaves(sum(answer.leaves for answer in answers), words, plural=True),
        count(words, sum(sheet.leaves for sheet in reference[: len(answers)])),
    )


def _pruning_difference(
    case: Case, sheet: Counts, theirs: Counts, words: CheckWords
) -> tuple[str, ...]:
    return (
        words.difference,
        *_position_lines(case, words),
        words.sheet_scores.format(_leaves(sheet.leaves, words), _counted(sheet.pulled, words)),
        (
            words.stopped.format(_counted(theirs.pulled, words))
            if theirs.value is None
            else words.scores.format(_leaves(theirs.leaves, words), _counted(theirs.pulled, words))
        ),
        _pruning_kind(case, sheet, theirs, words),
    )


def _leaves(number: int, words: CheckWords, *, plural: bool = False) -> str:
    """``number`` leaves in ``words`` (``plural``: the plural whatever the number)."""
    return words.leaves[0 if number == 1 and not plural else 1].format(count(words, number))


def _counted(number: int, words: CheckWords, *, plural: bool = False) -> str:
    return words.successors[0 if number == 1 and not plural else 1].format(count(words, number))


def _pruning_kind(case: Case, sheet: Counts, theirs: Counts, words: CheckWords) -> str:
    whole = _whole_tree(case)
    return (
        words.kinds[0].format(_leaves(whole, words))
        if theirs.leaves >= whole > sheet.leaves or theirs.value is None
        else words.kinds[1]
        if theirs.leaves >= sheet.leaves and theirs.pulled >= sheet.pulled
        else words.kinds[2]
        if theirs.leaves <= sheet.leaves and theirs.pulled <= sheet.pulled
        else words.kinds[3]
    )


def _whole_tree(case: Case) -> int:
    return (
        leaf_count(VECTOR_CONFIG, _board(case.position), case.player, None)
        if case.game == "tictactoe"
        else leaf_count(TREE_CONFIG, case.position, case.player, None)
    )


# --- the sheet's test and the types -------------------------------------------------


def sheet_check(observed: Observed, words: CheckWords = CHECK_EN) -> Check:
    """The sheet's test, in ``words``: White's best from ``XXO/.../O..`` is ``XXO/.X./O..``.

    >>> sheet_check(Observed((), SHEET_EXPECTED, None)).status
    'passed'
    """
    return (
        _failed("sheet", words.unfinished.format(observed.stopped))
        if observed.sheet is None
        else _passed("sheet", words.best.format(render(SHEET_START), render(SHEET_EXPECTED)))
        if observed.sheet == SHEET_EXPECTED
        else _failed(
            "sheet",
            words.best.format(render(SHEET_START), render(observed.sheet))
            + words.not_optimal.format(render(SHEET_EXPECTED)),
            (
                words.sheet_position,
                *draw(SHEET_START).splitlines(),
                words.moves_to,
                *draw(observed.sheet).splitlines(),
                words.optimal,
                *draw(SHEET_EXPECTED).splitlines(),
            ),
        )
    )


def types_check(outcome: int | None, output: str, words: CheckWords = CHECK_EN) -> Check:
    """The types check from mypy's exit code (``None``: mypy is not installed) and output.

    >>> types_check(None, "").summary, types_check(1, "s.py:3: error: bad").details
    ('mypy is not installed', ('s.py:3: error: bad',))
    """
    return (
        Check("types", "skipped", words.no_mypy)
        if outcome is None
        else _passed("types", words.typed)
        if outcome == 0
        else _failed(
            "types",
            words.untyped,
            tuple(line for line in output.splitlines() if line.strip()),
        )
    )


# --- the reports --------------------------------------------------------------------


def credited(
    checks: Sequence[Check],
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> tuple[Check, ...]:
    """The checks, purity and types failed when the function did none of the work (in ``words``).

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
            words.uncounted,
            (words.alone.format(_status(check, words), check.summary), *check.details),
        )
        for check in checks
    )


def exit_code(checks: Sequence[Check]) -> int:
    """0 when no check failed (a skipped one does not fail), else 1.

    >>> exit_code([Check("types", "skipped", "")]), exit_code([Check("sheet", "failed", "")])
    (0, 1)
    """
    return 1 if any(check.status == "failed" for check in checks) else 0


def _status(check: Check, words: CheckWords) -> str:
    return words.statuses[("passed", "failed", "skipped").index(check.status)]


def _name(name: str, words: CheckWords) -> str:
    return words.names[CHECK_NAMES.index(name)]


def text_report(
    file: str, function: str, checks: Sequence[Check], words: CheckWords = CHECK_EN
) -> str:
    """The report for a person: one line per check, then the details of each, in ``words``.

    >>> print(text_report("s.py", "alpha_beta", [Check("types", "skipped", "no mypy")]))
    fnsearch check: s.py, function alpha_beta
    types        skipped  no mypy
    result: every check passed (1 skipped)
    >>> from fnsearch.grading.words import CHECK_DE
    >>> print(text_report("s.py", "f", [types_check(0, "", CHECK_DE)], CHECK_DE))
    fnsearch check: s.py, Funktion f
    Typen          ok       mypy --strict: keine Fehler
    Ergebnis: jede Prüfung bestanden
    """
    width = max(12, *(len(name) + 1 for name in words.names))
    return "\n".join(
        (
            words.report.format(file, function),
            *(
                f"{_name(check.name, words):<{width}} {_status(check, words):<8} {check.summary}"
                for check in checks
            ),
            *(
                line
                for check in checks
                if check.details
                for line in ("", f"{_name(check.name, words)}:", *(f"  {d}" for d in check.details))
            ),
            *(("",) if any(check.details for check in checks) else ()),
            _result_line(checks, words),
        )
    )


def _result_line(checks: Sequence[Check], words: CheckWords) -> str:
    failed = tuple(_name(check.name, words) for check in checks if check.status == "failed")
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
