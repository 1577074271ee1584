"""A student's solution: the cases it is asked, its checks judged from what the shell observed."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Final, Literal, NamedTuple, TypeVar, final

from fnsearch.core.chance_config import Score
from fnsearch.core.config import INFINITY, WHITE, Config, Player
from fnsearch.engine.options import SearchOptions
from fnsearch.engine.setup import Window
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, draw, render
from fnsearch.games.tree import TREE_CONFIG, Tree, render_tree
from fnsearch.grading.purity import Rule, Violation
from fnsearch.grading.words import CHECK_EN, CheckWords, count
from fnsearch.trace.run import leaf_count, trace
from fnsearch.trace.simulation import bound, render_trace
from fnsearch.trace.steps import LEAF
from fnsearch.trace.words import LANGUAGES, side_name

_C = TypeVar("_C")

FULL: Final = Window(-INFINITY, INFINITY)
"""The full window: the exact value."""

SHEET_START: Final[Board] = (1, 1, -1, 0, 0, 0, -1, 0, 0)
"""The sheet's position, X (White) to move: ``XXO/.../O..``."""
SHEET_EXPECTED: Final[Board] = (1, 1, -1, 0, 1, 0, -1, 0, 0)
"""Its known optimal next configuration: X in the centre, ``XXO/.X./O..``."""


@final
class Case(NamedTuple):
    """One search a solution is asked for: a game, a position, the player to move, a window."""

    game: Literal["tictactoe", "tree"]
    position: Tree
    player: Player
    window: Window


@final
class Counts(NamedTuple):
    """One search's value (``None``: stopped over its budget), leaves scored, successors pulled."""

    value: int | None
    leaves: int
    pulled: int


@final
class Visit(NamedTuple):
    """A position a solution looked at: its depth, and its score at a leaf (``None`` inside)."""

    depth: int
    position: Tree
    score: int | None


SCHEMA_VERSION: Final = 1
"""The version of :func:`json_report`'s format; it changes when a field changes meaning."""

CHECK_NAMES: Final = ("purity", "correctness", "pruning", "sheet", "types")
"""The checks, in the order they are reported."""


@final
class Check(NamedTuple):
    """One check's outcome: its name, status, a one-line summary and the details."""

    name: str
    status: Literal["passed", "failed", "skipped"]
    summary: str
    details: tuple[str, ...] = ()


@final
class Observed(NamedTuple):
    """What running the solution gave: its answers by case, and how it ended (``None``: not)."""

    answers: tuple[Counts, ...]
    sheet: tuple[int, ...] | None
    stopped: str | None
    visits: tuple[Visit, ...] = ()
    mirrored: tuple[Counts, ...] = ()
    output: int = 0


_SHOWN_VISITS: Final = 60  # the most positions of a solution's search the report shows
_SHOWN: Final = 40  # the most leaf scores a line shows


def _failed(name: str, summary: str, details: tuple[str, ...] = ()) -> Check:
    return Check(name, "failed", summary, details)


def _passed(name: str, summary: str, details: tuple[str, ...] = ()) -> Check:
    return Check(name, "passed", summary, details)


def _one(pair: tuple[str, str], number: int) -> str:
    """The first (singular) or the second (plural) phrase of ``pair``, for ``number``."""
    return pair[0 if number == 1 else 1]


def _amount(pair: tuple[str, str], number: int, words: CheckWords, *, plural: bool = False) -> str:
    """``number`` grouped, in its phrase of ``pair`` (``plural``: the plural whatever it is)."""
    return _one(pair, 2 if plural else number).format(count(words, number))


# --- purity ------------------------------------------------------------------------


def purity_check(violations: Sequence[Violation], words: CheckWords = CHECK_EN) -> Check:
    r"""The purity check, in ``words``: failed by a violation of the sheet's three rules only."""
    graded = tuple(violation for violation in violations if violation.rule.graded)
    advice = tuple(violation for violation in violations if not violation.rule.graded)
    broken = tuple(rule for rule in Rule if any(violation.rule is rule for violation in graded))
    names = dict(zip(Rule, words.rules, strict=True))
    reasons = dict(zip(Rule, words.reasons, strict=True))
    kinds = dict(words.whats)  # a kind that names a name or a call stays as written
    found = tuple(
        words.violation.format(v.line, f"{kinds.get(v.what, v.what)} ({names[v.rule]})")
        for v in graded
    )
    why = tuple(words.why.format(names[rule], reasons[rule]) for rule in broken)
    advised = tuple(words.violation.format(v.line, kinds.get(v.what, v.what)) for v in advice)
    advice_lines = (words.advice_head, *advised) if advice else ()
    summary = _one(words.violations, len(graded)).format(len(graded)) + (
        _one(words.doors, len(graded)) if Rule.BACK_DOOR in broken else ""
    )
    clean = words.clean + (words.advice.format(len(advice)) if advice else "")
    return (
        _failed("purity", summary, (*found, *why, *advice_lines))
        if graded
        else _passed("purity", clean, advice_lines)
    )


# --- correctness and the laws --------------------------------------------------------


def first_counterexample(reference: Sequence[Counts], answers: Sequence[Counts]) -> int | None:
    """The index of the first case answered (not stopped) with another value than the reference."""
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
    """The correctness check, in ``words``: every value answered is the sheet's algorithm's."""
    found = first_counterexample(reference, observed.answers)
    answered = count(words, len(observed.answers))
    printed = (words.printed.format(count(words, observed.output)),) if observed.output else ()
    over = sum(1 for answer in observed.answers if answer.value is None)
    described = ", ".join(
        words.on.format(count(words, sum(1 for case in cases if case.game == game)), game)
        for game in ("tictactoe", "tree")
    )
    return (
        _failed(
            "correctness",
            words.wrong.format(count(words, len(_wrong(reference, observed.answers))), answered),
            (
                *_counterexample(cases[found], reference[found].value, observed, found, words),
                *law_lines(cases, reference, observed, words),
                *printed,
            ),
        )
        if found is not None
        else _failed(
            "correctness",
            words.unfinished.format(observed.stopped),
            (words.answered.format(answered, count(words, len(cases))), *printed),
        )
        if observed.stopped is not None
        else _passed(
            "correctness",
            words.right.format(count(words, len(cases)), described)
            + (words.over_budget.format(count(words, over)) if over else ""),
            printed,
        )
    )


def law_lines(
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> tuple[str, ...]:
    """Alpha-beta's laws on the trees (pruning, (alpha, beta)-equivalence, negation symmetry)."""
    first = next((i for i, case in enumerate(cases) if case.game == "tree"), len(cases))
    trees = range(first, min(len(observed.answers), first + len(observed.mirrored)))
    full = {
        (cases[i].position, cases[i].player): observed.answers[i].value
        for i in trees
        if cases[i].window == FULL
    }
    broken = tuple(
        _Broken(leaf_count(TREE_CONFIG, cases[i].position, WHITE, None), i, law)
        for i in trees
        for law in _broken(
            cases[i],
            (reference[i], observed.answers[i], observed.mirrored[i - first]),
            full.get((cases[i].position, cases[i].player)),
            words,
        )
    )
    smallest = min(broken, default=None)
    return (
        (words.laws_hold.format(count(words, len(trees))),)
        if smallest is None
        else (
            words.laws_broken.format(count(words, len(trees)), count(words, len(broken))),
            *_position_lines(cases[smallest.case], words),
            smallest.law,
            words.sufficient.format(
                _amount(words.leaves, observed.answers[smallest.case].leaves, words),
                _amount(words.leaves, reference[smallest.case].leaves, words),
            ),
        )
    )


class _Broken(NamedTuple):
    size: int
    case: int
    law: str


def _broken(
    case: Case, answers: tuple[Counts, Counts, Counts], whole: int | None, words: CheckWords
) -> tuple[str, ...]:
    """The laws the answers (the sheet's, theirs, theirs mirrored) break; ``whole``: full window."""
    sheet, theirs, mirror = answers
    value, alpha, beta = theirs.value, case.window.alpha, case.window.beta
    laws = (
        (
            words.pruning_law.format(value, sheet.value),
            case.window != FULL or value in (None, sheet.value),
        ),
        (
            words.equivalence.format(whole, value, bound(alpha), bound(beta)),
            whole is None or value is None or not alpha < whole < beta or value == whole,
        ),
        (
            words.symmetry.format(value, mirror.value),
            None in (value, mirror.value) or mirror.value == -(value or 0),
        ),
    )
    return tuple(law for law, holds in laws if not holds)


def _board(position: Tree) -> tuple[int, ...]:
    """A tic-tac-toe position's board (a tuple of cells)."""
    return () if isinstance(position, int) else tuple(c for c in position if isinstance(c, int))


def _position_lines(case: Case, words: CheckWords) -> tuple[str, ...]:
    window = case.window
    player = words.players[0 if case.player is WHITE else 1]
    picture = (
        draw(_board(case.position)) if case.game == "tictactoe" else render_tree(case.position)
    )
    return (
        words.position.format(case.game, player, bound(window.alpha), bound(window.beta)),
        *picture.splitlines(),
    )


def _counterexample(
    case: Case, sheet: int | None, observed: Observed, index: int, words: CheckWords
) -> tuple[str, ...]:
    theirs = observed.answers[index].value
    leaves, text = (
        _traced(VECTOR_CONFIG, _board(case.position), case, render, words)
        if case.game == "tictactoe"
        else _traced(TREE_CONFIG, case.position, case, render_tree, words)
    )
    visited = tuple(visit.score for visit in observed.visits if visit.score is not None)
    outside = theirs is not None and not case.window.alpha <= theirs <= case.window.beta
    return (
        words.first,
        *_position_lines(case, words),
        words.answers.format(sheet, theirs),
        *((words.fail_soft,) if outside else ()),
        words.sheet_leaves.format(_scores(leaves, words)),
        words.your_leaves.format(_scores(visited, words)),
        words.sheet_steps,
        *text.splitlines(),
        words.your_steps,
        *_visit_lines(case, observed.visits, words),
    )


def _visit_lines(case: Case, visits: Sequence[Visit], words: CheckWords) -> tuple[str, ...]:
    hidden = len(visits) - _SHOWN_VISITS
    sides = tuple(side_name(LANGUAGES[words.lang], side) for side in ("MAX", "MIN"))

    def line(visit: Visit) -> str:
        position = visit.position
        shown = render(_board(position)) if case.game == "tictactoe" else render_tree(position)
        side = sides[(visit.depth % 2 == 0) != (case.player is WHITE)]
        scored = f"{side} {shown}" if visit.score is None else words.leaf.format(shown, visit.score)
        return "  " * visit.depth + scored

    more = (words.more.format(count(words, hidden)),) if hidden > 0 else ()
    return (*map(line, visits[:_SHOWN_VISITS]), *more)


def _scores(leaves: Sequence[Score], words: CheckWords) -> str:
    more = " ..." if len(leaves) > _SHOWN else ""
    return (" ".join(map(str, leaves[:_SHOWN])) + more) or words.none


def _traced(
    instance: Config[_C], config: _C, case: Case, show: Callable[[_C], str], words: CheckWords
) -> tuple[tuple[Score, ...], str]:
    """The sheet's search of the case, traced: its leaves in order and the trace text."""
    options = SearchOptions[_C](alpha=case.window.alpha, beta=case.window.beta)
    traced = trace(instance, config, case.player, options)
    leaves = tuple(step.value for step in traced.steps if step.kind == LEAF)
    return leaves, render_trace(traced, show, LANGUAGES[words.lang])


# --- pruning -----------------------------------------------------------------------


def pruning_check(
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> Check:
    """The pruning check, in ``words``: the same leaves and successors as the sheet's algorithm."""
    answers = observed.answers
    differing = tuple(
        index
        for index, (sheet, theirs) in enumerate(zip(reference, answers, strict=False))
        if (sheet.leaves, sheet.pulled, theirs.value is None)
        != (theirs.leaves, theirs.pulled, False)
    )
    answered = count(words, len(answers))
    same = words.same.format(
        _amount(words.leaves, sum(sheet.leaves for sheet in reference), words, plural=True),
        _amount(words.successors, sum(sheet.pulled for sheet in reference), words, plural=True),
        count(words, len(cases)),
    )
    totals = words.totals.format(
        _amount(words.leaves, sum(answer.leaves for answer in answers), words, plural=True),
        count(words, sum(sheet.leaves for sheet in reference[: len(answers)])),
    )
    return (
        _failed(
            "pruning",
            words.differs.format(count(words, len(differing)), answered, totals),
            _pruning_difference(
                cases[differing[0]], reference[differing[0]], answers[differing[0]], words
            ),
        )
        if differing
        else _failed(
            "pruning",
            words.unfinished.format(observed.stopped),
            (words.compared.format(answered, count(words, len(cases))),),
        )
        if observed.stopped is not None
        else _passed("pruning", same)
    )


def _pruning_difference(
    case: Case, sheet: Counts, theirs: Counts, words: CheckWords
) -> tuple[str, ...]:
    whole = (
        leaf_count(VECTOR_CONFIG, _board(case.position), case.player, None)
        if case.game == "tictactoe"
        else leaf_count(TREE_CONFIG, case.position, case.player, None)
    )
    kind = (
        words.kinds[0].format(_amount(words.leaves, whole, words))
        if theirs.leaves >= whole > sheet.leaves or theirs.value is None
        else words.kinds[1]
        if theirs.leaves >= sheet.leaves and theirs.pulled >= sheet.pulled
        else words.kinds[2]
        if theirs.leaves <= sheet.leaves and theirs.pulled <= sheet.pulled
        else words.kinds[3]
    )
    pulled = _amount(words.successors, theirs.pulled, words)
    return (
        words.difference,
        *_position_lines(case, words),
        words.sheet_scores.format(
            _amount(words.leaves, sheet.leaves, words),
            _amount(words.successors, sheet.pulled, words),
        ),
        words.stopped.format(pulled)
        if theirs.value is None
        else words.scores.format(_amount(words.leaves, theirs.leaves, words), pulled),
        kind,
    )


# --- the sheet's test and the types -------------------------------------------------


def sheet_check(observed: Observed, words: CheckWords = CHECK_EN) -> Check:
    """The sheet's test, in ``words``: White's best from ``XXO/.../O..`` is ``XXO/.X./O..``."""
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
    """The types check from mypy's exit code (``None``: mypy is not installed) and output."""
    errors = tuple(line for line in output.splitlines() if line.strip())
    return (
        Check("types", "skipped", words.no_mypy)
        if outcome is None
        else _passed("types", words.typed)
        if outcome == 0
        else _failed("types", words.untyped, errors)
    )


# --- the reports --------------------------------------------------------------------


def credited(
    checks: Sequence[Check],
    cases: Sequence[Case],
    reference: Sequence[Counts],
    observed: Observed,
    words: CheckWords = CHECK_EN,
) -> tuple[Check, ...]:
    """The checks; purity and types fail unless the sheet's test or two full-window values pass."""
    right = {
        sheet.value
        for case, sheet, theirs in zip(cases, reference, observed.answers, strict=False)
        if case.window == FULL and theirs.value == sheet.value
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
    """0 when no check failed (a skipped one does not fail), else 1."""
    return 1 if any(check.status == "failed" for check in checks) else 0


def _status(check: Check, words: CheckWords) -> str:
    return words.statuses[("passed", "failed", "skipped").index(check.status)]


def text_report(
    file: str, function: str, checks: Sequence[Check], words: CheckWords = CHECK_EN
) -> str:
    """The report for a person: one line per check, then the details of each, in ``words``."""
    names = dict(zip(CHECK_NAMES, words.names, strict=True))
    width = max(12, *(len(name) + 1 for name in words.names))
    failed = tuple(names[check.name] for check in checks if check.status == "failed")
    skipped = sum(1 for check in checks if check.status == "skipped")
    return "\n".join(
        (
            words.report.format(file, function),
            *(
                f"{names[check.name]:<{width}} {_status(check, words):<8} {check.summary}"
                for check in checks
            ),
            *(
                line
                for check in checks
                if check.details
                for line in ("", f"{names[check.name]}:", *(f"  {d}" for d in check.details))
            ),
            *(("",) if any(check.details for check in checks) else ()),
            words.result[0].format(", ".join(failed))
            if failed
            else words.result[1] + (words.result[2].format(skipped) if skipped else ""),
        )
    )


def json_report(file: str, function: str, checks: Sequence[Check]) -> str:
    """The report for a machine: a JSON object (see docs/guides/checking-a-solution.md)."""
    report: dict[str, object] = {
        "schema_version": SCHEMA_VERSION,
        "file": file,
        "function": function,
        "passed": exit_code(checks) == 0,
        "checks": [dict(zip(Check._fields, check, strict=True)) for check in checks],
    }
    return json.dumps(report, indent=2, ensure_ascii=False)


def gradescope_results(checks: Sequence[Check]) -> str:
    """Gradescope's ``results.json``: the ``score``, one test per check (a skipped one scores)."""
    points = tuple(0.0 if check.status == "failed" else 1.0 for check in checks)
    tests: list[dict[str, object]] = [
        {
            "name": check.name,
            "score": score,
            "max_score": 1.0,
            "output": "\n".join((f"{check.status}: {check.summary}", *check.details)),
            "status": "failed" if check.status == "failed" else "passed",
        }
        for check, score in zip(checks, points, strict=True)
    ]
    results: dict[str, object] = {"score": sum(points, 0.0), "tests": tests}
    return json.dumps(results, indent=2, ensure_ascii=False)
