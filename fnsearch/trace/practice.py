"""Practice: a traced search as an exercise, with its answers and explanations.

An inner node's value is graded by the lecture's fail-soft alpha-beta and the sheet's fail-hard
one; the page checks an answer against its hash (:mod:`~fnsearch.trace.seal`) and explains it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from html import escape
from itertools import groupby
from typing import Final, Generic, NamedTuple, TypeVar, final

from fnsearch.core.chance_config import Score
from fnsearch.core.config import INFINITY
from fnsearch.core.contract import broken
from fnsearch.core.events import MAX
from fnsearch.games.sketch import Sketch
from fnsearch.trace.page import Move, html_page
from fnsearch.trace.page.stepping import asset
from fnsearch.trace.seal import check, exercise_id, fnv, seal
from fnsearch.trace.simulation import bound
from fnsearch.trace.steps import Path, Traced
from fnsearch.trace.walked_tree import INNER, PRUNED, WalkedNode, edge_label, node_id, traced_tree
from fnsearch.trace.words import EN, Words, replaced, script_words, side_name

_C = TypeVar("_C")

_SHOWN: Final = 40
"""The longest text of a position a question repeats; a longer one is cut short."""


@final
class Child(NamedTuple):
    """A child of a question's node: is it looked at, and why."""

    node: str
    name: str
    pruned: bool
    why: str


@final
class Question(NamedTuple):
    """What a student answers of one inner node, with the right answers and why."""

    node: str
    name: str
    """As the lecture names it: ``MIN (2,4,6)``."""
    answer: str
    """Its value as the lecture writes it beside the node (``3``, ``≤ 2``)."""
    lecture: str
    """The value the lecture's alpha-beta (fail-soft, with ``v``) returns."""
    sheet: str
    """The value the sheet's fail-hard alpha-beta returns: the lecture's, clamped to the window."""
    accepted: tuple[str, ...]
    why: str
    note: str
    """Said besides when the sheet's search passes up another value than the lecture's."""
    alpha: str | None
    beta: str | None
    window_why: str
    children: tuple[Child, ...]
    hint: str
    """What to think of before answering, no value in it."""


@final
class Exercise(NamedTuple):
    """The questions of a traced search, in the order it answers them."""

    questions: tuple[Question, ...]
    given: tuple[str, ...]
    """The nodes whose text the student is given: leaves, and those never looked at."""
    hidden: tuple[str, ...]
    whole: bool = False
    """Whether the page draws the whole tree, what a cut never searched like the rest."""


@final
class Verdict(NamedTuple):
    """One answer marked: the value, the window (``None``: not given), the children marked."""

    value: bool
    window: bool | None
    pruned: bool
    explanations: tuple[str, ...]
    """One sentence for each wrong part."""
    variant: str = ""
    """Whose value a right answer gave: ``"lecture"``, ``"sheet"`` (both when they agree)."""


class _Walked(NamedTuple, Generic[_C]):
    nodes: Mapping[Path, WalkedNode[_C]]
    children: Mapping[Path, tuple[WalkedNode[_C], ...]]
    soft: Mapping[Path, int]
    show: Callable[[_C], str]
    options: PracticeOptions[_C]
    drawn_leaves: frozenset[Path]


def _never(_: object) -> bool:
    return False


class PracticeOptions(NamedTuple, Generic[_C]):
    """How :func:`practice_page` names and draws the positions of its game."""

    final: Callable[[_C], bool] = _never
    """Whether a position ends the game (``is_final``): its node is named ``leaf``."""
    drawn: Traced[_C] | None = None
    """The trace the page draws (a minimax trace: the whole tree); ``None``: the practised one."""
    sketch: Callable[[_C], Sketch] | None = None
    move: Move[_C] | None = None
    """Names the move into a node as typed (``MIN after 4``)."""
    grade: str = "both"
    """Whose values count: ``"lecture"`` (fail-soft), ``"sheet"`` (fail-hard) or ``"both"``."""
    exercise: str = ""
    """The exercise's name in a result code; ``""``: drawn from the page's title."""
    lang: Words = EN


GRADES: Final = ("both", "lecture", "sheet")


def exercise(
    traced: Traced[_C],
    show: Callable[[_C], str],
    options: PracticeOptions[_C] = PracticeOptions(),  # noqa: B008  # a NamedTuple: immutable
) -> Exercise:
    """The :class:`Exercise` of a traced deterministic search: the questions in its order.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> exercise(trace(TREE_CONFIG, ((3, 12), (2, 4)), WHITE), render_tree).hidden
    ('n', 'n_0', 'n_1')
    """
    nodes = traced_tree(traced)
    drawn = nodes if options.drawn is None else traced_tree(options.drawn)
    drawing = (
        drawn
        if {node.path for node in nodes} <= {node.path for node in drawn}
        else broken("the page must draw every node of the search: draw a minimax trace")
    )
    children = {
        parent: tuple(group)
        for parent, group in groupby(
            sorted((node for node in nodes if node.path), key=_parent), key=_parent
        )
    }
    walked = _Walked(
        {node.path: node for node in nodes},
        children,
        {node.path: _soft(node, children) for node in nodes},
        show,
        options,
        frozenset(node.path for node in drawing if node.kind not in (INNER, PRUNED)),
    )
    return Exercise(
        tuple(
            _question(walked, node, options.grade)
            for node in sorted(nodes, key=_done)
            if node.kind == INNER and not node.chance
        ),
        tuple(node_id(node.path) for node in drawing if node.kind != INNER),
        tuple(node_id(node.path) for node in drawing if node.kind == INNER),
        whole=options.drawn is not None,
    )


def _parent(node: WalkedNode[_C]) -> Path:
    return node.path[:-1]


def _done(node: WalkedNode[_C]) -> int:
    return node.done


def _soft(node: WalkedNode[_C], children: Mapping[Path, tuple[WalkedNode[_C], ...]]) -> int:
    """The lecture's value of ``node``: the best of the children it looked at."""
    looked = tuple(
        _soft(child, children) for child in children.get(node.path, ()) if child.kind != PRUNED
    )
    return (
        _whole(node.value)
        if node.kind != INNER or not looked
        else max(looked)
        if node.maximizing
        else min(looked)
    )


def _name(walked: _Walked[_C], node: WalkedNode[_C]) -> str:
    """A node as the lecture names it: its side, or leaf, and its position or the moves to it."""
    words = walked.options.lang
    text = walked.show(node.config)
    inner = node.kind == INNER or (
        node.kind == PRUNED
        and not walked.options.final(node.config)
        and node.path not in walked.drawn_leaves
    )
    position = (
        (text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…")
        if walked.options.move is None or not node.path
        else words.after
        + " ".join(
            edge_label(
                walked.nodes[node.path[: ply + 1]],
                walked.nodes[node.path[:ply]],
                walked.options.move,
            )
            for ply in range(len(node.path))
        )
    )
    return f"{side_name(words, node.side) if inner else words.leaf} {position}"


def _question(walked: _Walked[_C], node: WalkedNode[_C], grade: str) -> Question:
    children = walked.children.get(node.path, ())
    soft = walked.soft[node.path]
    lecture = bound(soft)
    sheet = bound(max(_whole(node.alpha), min(_whole(node.beta), soft)))
    words = walked.options.lang
    return Question(
        node_id(node.path),
        _name(walked, node),
        lecture if node.cut is None else f"{'≥' if node.maximizing else '≤'} {lecture}",
        lecture,
        sheet,
        (lecture,)
        if grade == "lecture" or lecture == sheet
        else (sheet,)
        if grade == "sheet"
        else (lecture, sheet),
        _why(node, soft, bool(_looked_at(walked, children)), words),
        ""
        if lecture == sheet
        else words.note_both.format(sheet)
        if grade == "both"
        else words.note_sheet.format(sheet)
        if grade == "sheet"
        else words.note_lecture.format(sheet, lecture),
        None if node.window is None else bound(_whole(node.alpha)),
        None if node.window is None else bound(_whole(node.beta)),
        _window_why(walked, node),
        tuple(_child(walked, node, child, children[: child.path[-1]]) for child in children),
        words.hint.format(
            side_name(words, node.side),
            words.largest[0 if node.maximizing else 1],
            "≥ β" if node.maximizing else "≤ α",
        ),
    )


def _whole(value: Score) -> int:
    # A game of chance is never practised: a value is an integer.
    return int(value)


def _looked_at(walked: _Walked[_C], children: tuple[WalkedNode[_C], ...]) -> tuple[int, ...]:
    return tuple(walked.soft[child.path] for child in children if child.kind != PRUNED)


def _why(node: WalkedNode[_C], soft: int, looked: bool, words: Words) -> str:
    # Only the lecture's value is said to be what a node is worth: at a cut it is a
    # bound the node's true value keeps; the sheet's may be a window's end instead.
    side = side_name(words, node.side)
    return (
        words.why_cut.format(
            bound(soft),
            "≥ β" if node.maximizing else "≤ α",
            bound(_whole(node.beta if node.maximizing else node.alpha)),
            side,
            words.at_least[0 if node.maximizing else 1],
        )
        if node.cut is not None
        else words.why_alone.format(side, bound(soft))
        if not looked
        else words.why_best.format(side, words.largest[0 if node.maximizing else 1], bound(soft))
    )


# --- the window a node receives, and which MAX or MIN above made it ----------------------


class _Best(NamedTuple):
    side: str
    value: int
    distance: int


def _best(walked: _Walked[_C], node: WalkedNode[_C], ply: int) -> _Best | None:
    """What the ancestor at ``ply`` has from its children before the node's branch, if any."""
    ancestor = walked.nodes[node.path[:ply]]
    values = _looked_at(walked, walked.children.get(ancestor.path, ())[: node.path[ply]])
    return (
        _Best(
            ancestor.side, max(values) if ancestor.maximizing else min(values), len(node.path) - ply
        )
        if values
        else None
    )


def _window_why(walked: _Walked[_C], node: WalkedNode[_C]) -> str:
    bests = tuple(filter(None, (_best(walked, node, ply) for ply in range(len(node.path)))))
    words = walked.options.lang
    return (
        ""
        if node.window is None
        else words.whole_window
        if not node.path
        else f"{_maker(bests, MAX, _whole(node.alpha), words)};"
        f" {_maker(bests, 'MIN', _whole(node.beta), words)}"
        if _whole(node.alpha) == max((b.value for b in bests if b.side == MAX), default=-INFINITY)
        and _whole(node.beta) == min((b.value for b in bests if b.side != MAX), default=INFINITY)
        else words.handed
    )


def _maker(bests: tuple[_Best, ...], side: str, end: int, words: Words) -> str:
    """Which ancestor on ``side`` gave the window its end ``end``: the highest with that value."""
    return next(
        (
            words.maker.format(
                side_name(words, side),
                words.above if best.distance == 1 else words.levels_above.format(best.distance),
                bound(end),
            )
            for best in bests
            if best.side == side and best.value == end and abs(end) < INFINITY
        ),
        words.no_maker.format(side_name(words, side)),
    )


# --- the children: looked at or not, and why ------------------------------------------------


def _child(
    walked: _Walked[_C],
    node: WalkedNode[_C],
    child: WalkedNode[_C],
    before: tuple[WalkedNode[_C], ...],
) -> Child:
    words = walked.options.lang
    name = words.child.format(child.path[-1] + 1, _name(walked, child))
    looked = _looked_at(walked, before)
    side = side_name(words, node.side)
    why = (
        words.never.format(
            name,
            words.at_least[0 if node.maximizing else 1],
            bound(walked.soft[node.path]),
            "β" if node.maximizing else "α",
            bound(_whole(node.beta if node.maximizing else node.alpha)),
        )
        if child.kind == PRUNED
        else words.first.format(name)
        if not looked
        else words.no_cut.format(name, side, bound(max(looked)), "< β", bound(_whole(node.beta)))
        if node.maximizing
        else words.no_cut.format(name, side, bound(min(looked)), "> α", bound(_whole(node.alpha)))
    )
    return Child(node_id(child.path), name, child.kind == PRUNED, why)


# --- marking an answer -------------------------------------------------------------------

_BOUND_SIGN: Final = re.compile(r"^(?:≤|≥|<=|>=|<|>)\s*")
_INFINITE: Final = re.compile(r"^(\+|-)?(?:∞|inf|infinity)$")
_INTEGER: Final = re.compile(r"^[+-]?[0-9]{1,30}$")


def canonical(text: str) -> str | None:
    """A typed value as the answers are written (``≤ 2`` is ``2``), or ``None`` if it is none.

    The page's script reads the same way.

    >>> canonical(" ≤ 2 "), canonical("-inf"), canonical("x")
    ('2', '-∞', None)
    """
    bare = _BOUND_SIGN.sub("", text.strip().replace("−", "-")).replace(" ", "").lower()
    return (
        ("-∞" if bare.startswith("-") else "+∞")
        if _INFINITE.fullmatch(bare)
        else str(int(bare))
        if _INTEGER.fullmatch(bare)
        else None
    )


def verdict(
    question: Question,
    value: str,
    *,
    alpha: str = "",
    beta: str = "",
    marked: frozenset[str] = frozenset(),
    words: Words = EN,
) -> Verdict:
    """Mark an answer to ``question``: the value, the window if given, the children marked.

    ``marked`` holds the :class:`Child` nodes marked as never looked at; ``words``: the exercise's.
    """
    given = canonical(value)
    right_value = given in question.accepted
    right_window = (
        None
        if question.alpha is None or not (alpha.strip() or beta.strip())
        else canonical(alpha) == question.alpha and canonical(beta) == question.beta
    )
    wrong = tuple(child for child in question.children if (child.node in marked) != child.pruned)
    value_why = (
        words.is_lecture.format(value.strip(), question.sheet)
        if given == question.lecture
        else words.is_sheet.format(value.strip(), question.lecture)
        if given == question.sheet
        else words.wrong.format(question.why, value.strip() or words.nothing)
        + (f" {question.note}" if question.note else "")
    )
    window_why = words.window_wrong.format(question.alpha, question.beta, question.window_why)
    return Verdict(
        right_value,
        right_window,
        not wrong,
        (
            *(() if right_value else (value_why,)),
            *(() if right_window is None or right_window else (window_why,)),
            *(child.why for child in wrong),
        ),
        "" if not right_value else "lecture" if given == question.lecture else "sheet",
    )


# --- the page ------------------------------------------------------------------------------


def practice_data(found: Exercise, exercise_name: str = "", words: Words = EN) -> dict[str, object]:
    """The exercise as the page's script reads it: no answer in the clear.

    Each answer is a :func:`~fnsearch.trace.seal.check` hash; what is said after, sealed.
    """
    salt = f"{fnv(repr(found)):08x}"
    return {
        "salt": salt,
        "exercise": exercise_name,
        "questions": [_question_json(question, salt) for question in found.questions],
        "given": list(found.given),
        "hidden": list(found.hidden),
        "whole": found.whole,
        "words": script_words(words),
    }


def _question_json(question: Question, salt: str) -> dict[str, object]:
    said = {
        "answer": question.answer,
        "lecture": question.lecture,
        "sheet": question.sheet,
        "why": question.why,
        "note": question.note,
        "alpha": question.alpha,
        "beta": question.beta,
        "windowWhy": question.window_why,
        "children": [
            {"node": child.node, "pruned": child.pruned, "why": child.why}
            for child in question.children
        ],
    }
    return {
        "node": question.node,
        "name": question.name,
        "hint": question.hint,
        "value": [
            [check(salt, question.node, value), "lecture" if value == question.lecture else "sheet"]
            for value in question.accepted
        ],
        "window": None
        if question.alpha is None or question.beta is None
        else check(salt, question.node, question.alpha, question.beta),
        "pruned": check(
            salt, question.node, *sorted(child.node for child in question.children if child.pruned)
        ),
        "children": [{"node": child.node, "name": child.name} for child in question.children],
        "sealed": seal(json.dumps(said, ensure_ascii=False), salt + question.node),
    }


def practice_page(
    traced: Traced[_C],
    show: Callable[[_C], str],
    title: str,
    options: PracticeOptions[_C] = PracticeOptions(),  # noqa: B008  # a NamedTuple: immutable
) -> str:
    """The page of the traced search as an exercise: one self-contained HTML file.

    The tree is drawn without the values of its inner nodes, titles or cuts. With a
    minimax trace as :attr:`PracticeOptions.drawn` the whole tree is drawn, and the page, once done,
    shows the answers in it; else it steps through the solution sealed in it.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> practice_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "5.2").count("://")
    1
    """
    lang = options.lang
    solution = (
        ""
        if options.drawn is not None
        else html_page(traced, show, title, sketch=options.sketch, move=options.move, lang=lang)
    )
    data = practice_data(
        exercise(traced, show, options), options.exercise or exercise_id(title), lang
    )
    layered: dict[str, object] = {**data, "solution": seal(solution, str(data["salt"]))}
    layer = (
        replaced(_LAYER, lang.page)
        .replace("@GRADE@", lang.graded[GRADES.index(options.grade)])
        .replace("@DATA@", json.dumps(layered, ensure_ascii=False).replace("<", "\\u003c"))
    )
    return html_page(
        traced if options.drawn is None else options.drawn,
        show,
        title,
        sketch=options.sketch,
        move=options.move,
        sealed=True,
        extra=layer,
        lang=lang,
    )


# The layer keeps to the page's contract: nodes by id (n_1_0, the edge e_n_1_0) with
# a text.value, window.fnsearch.
_LAYER: Final = (
    asset("practice.html")
    .replace("@STYLE@", asset("practice.css"))
    .replace("@SCRIPT@", asset("practice.js"))
)


# --- a class's answer key --------------------------------------------------------------------


class KeyExercise(NamedTuple):
    """One exercise of a class's answer key: its number, its name in result codes, its tree."""

    number: int
    exercise: str
    title: str
    found: Exercise
    evaluated: int
    leaves: int


def key_page(entries: tuple[KeyExercise, ...], title: str, words: Words = EN) -> str:
    """The answer key of a class's exercises: one printable HTML page, one exercise a sheet.

    Its headings are in ``words``; the nodes are named in the words of the exercises.
    """
    return (
        replaced(_KEY, words.page)
        .replace("@TITLE@", escape(title))
        .replace("@BODY@", "\n".join(_key_section(entry, words) for entry in entries))
    )


def _key_section(entry: KeyExercise, words: Words) -> str:
    rows = "".join(
        f"<tr><td>{escape(question.name)}</td><td>{escape(question.answer)}</td>"
        f"<td>{escape(question.sheet)}</td>"
        f"<td>{'' if question.alpha is None else escape(f'{question.alpha}, {question.beta}')}</td>"
        f"<td>{escape(', '.join(child.name for child in question.children if child.pruned))}</td>"
        "</tr>"
        for question in entry.found.questions
    )
    return (
        f"<section><h2>{words.exercise} {entry.number} <small>({escape(entry.exercise)})</small>"
        f'</h2><p class="tree">{escape(entry.title)}</p>'
        f"<p>{words.evaluated.format(entry.evaluated, entry.leaves)}</p>"
        f"<table><tr>{''.join(f'<th>{escape(column)}</th>' for column in words.columns)}</tr>"
        f"{rows}</table></section>"
    )


_KEY: Final = asset("key.html")
