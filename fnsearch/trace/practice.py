"""Practice: the page of a traced search as an exercise, with its answers and explanations.

:func:`exercise` reads a traced deterministic search into the questions a lecture asks
of it, in the order the search answers them: for each inner node its value, the window
it received (optional), and which children are never looked at, each with its right
answers and why, in the lecture's words. :func:`verdict` marks one answer.
:func:`practice_page` is the page of :mod:`fnsearch.trace.page` with a practice layer
that hides the values, asks the questions one by one, explains each wrong answer and
gives the score; the layer finds the nodes by their ids (``n_1_0``, its edge ``e_n_1_0``).

Figure 5.2: MIN a is worth 3; MIN b cuts after its first leaf, 2, and never looks at
4 and 6 (the sheet's fail-hard search passes ``α = 3`` up, the lecture writes ``≤ 2``:
both are right); MIN c is worth 2; the root 3.

>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
>>> from fnsearch.trace.run import trace
>>> questions = exercise(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree,
...                      PracticeOptions(final=TREE_CONFIG.is_final)).questions
>>> [(question.name, question.accepted) for question in questions]
[('MIN (3,12,8)', ('3',)), ('MIN (2,4,6)', ('2', '3')), ('MIN (14,5,2)', ('2', '3')), \
('MAX ((3,12,8),(2,4,6),(14,5,2))', ('3',))]
>>> [child.name for child in questions[1].children if child.pruned]
['leaf 4', 'leaf 6']
>>> verdict(questions[0], "12").explanations
('MIN takes the smallest of its children: 3, not 12',)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from itertools import groupby
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar, final

from fnsearch.core.chance_config import Score
from fnsearch.core.config import BLACK, INFINITY, WHITE
from fnsearch.core.contract import broken
from fnsearch.core.events import MAX
from fnsearch.games.sketch import Sketch
from fnsearch.trace.page import Move, html_page
from fnsearch.trace.page.script import asset
from fnsearch.trace.simulation import bound
from fnsearch.trace.steps import Path, Traced
from fnsearch.trace.walked_tree import INNER, PRUNED, WalkedNode, node_id, traced_tree

__all__ = [
    "Child",
    "Exercise",
    "PracticeJson",
    "PracticeOptions",
    "Question",
    "Verdict",
    "canonical",
    "exercise",
    "practice_data",
    "practice_html",
    "practice_page",
    "verdict",
]

_C = TypeVar("_C")

PracticeJson: TypeAlias = dict[str, object]
"""One JSON object of the practice's data, as the page's script reads it."""

_SHOWN: Final = 40
"""The longest text of a position a question repeats; a longer one is cut short."""


@final
class Child(NamedTuple):
    """A child of a question's node (its id, its name in the lecture): is it looked at, and why."""

    node: str
    name: str
    pruned: bool
    why: str


@final
class Question(NamedTuple):
    """What a student answers of one inner node, with the right answers and why."""

    node: str
    name: str
    """How the lecture names it: ``MIN (2,4,6)``."""
    answer: str
    """Its value as the lecture writes it beside the node (``3``, ``≤ 2``)."""
    accepted: tuple[str, ...]
    """The values counted right: the lecture's, and a fail-hard search's bound."""
    why: str
    note: str
    """Said besides when a fail-hard search passes up another value than the lecture's."""
    alpha: str | None
    beta: str | None
    window_why: str
    children: tuple[Child, ...]


@final
class Exercise(NamedTuple):
    """The questions of a traced search, in the order it answers them."""

    questions: tuple[Question, ...]
    given: tuple[str, ...]
    """The nodes whose text the student is given: leaves, and those never looked at."""
    hidden: tuple[str, ...]
    """The inner nodes, whose values the student works out."""
    whole: bool = False
    """Whether the page draws the whole tree, what a cut never searched like the rest."""


@final
class Verdict(NamedTuple):
    """One answer marked: the value, the window (``None``: not given), the children marked.

    ``explanations`` has one sentence for each wrong part.
    """

    value: bool
    window: bool | None
    pruned: bool
    explanations: tuple[str, ...]


class _Walked(NamedTuple, Generic[_C]):
    """The walked tree as the questions read it: each node by path, its children, its names."""

    nodes: Mapping[Path, WalkedNode[_C]]
    children: Mapping[Path, tuple[WalkedNode[_C], ...]]
    show: Callable[[_C], str]
    final: Callable[[_C], bool]
    move: Move[_C] | None = None
    drawn_leaves: frozenset[Path] = frozenset()
    """The leaves of the tree the page draws: a child a cut never searched is a leaf
    there when the whole tree is drawn, at the end of the game or at the depth limit."""


def _never(_: object) -> bool:
    return False


class PracticeOptions(NamedTuple, Generic[_C]):
    """How :func:`practice_page` names and draws the positions of its game."""

    final: Callable[[_C], bool] = _never
    """Whether a position ends the game (``is_final``): its node is named ``leaf``."""
    drawn: Traced[_C] | None = None
    """The trace the page draws (see :func:`exercise`); ``None``: the practised one."""
    sketch: Callable[[_C], Sketch] | None = None
    """Draws a position small in its node, as on the page of the trace."""
    move: Move[_C] | None = None
    """Names the move into a node as typed."""


def exercise(
    traced: Traced[_C],
    show: Callable[[_C], str],
    options: PracticeOptions[_C] = PracticeOptions(),  # noqa: B008  # a NamedTuple: immutable
) -> Exercise:
    """The questions of a traced deterministic search, their answers and explanations.

    ``options.final`` names a child never looked at ``leaf 4`` at the end of the game;
    ``options.drawn`` is the trace the page draws (a minimax trace draws the whole
    tree); ``options.move`` names a node by the moves to it (``MIN after 4``).

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import TraceOptions, trace
    >>> found = exercise(trace(TREE_CONFIG, ((3, 12), (2, 4)), WHITE), render_tree)
    >>> found.hidden, found.given
    (('n', 'n_0', 'n_1'), ('n_0_0', 'n_0_1', 'n_1_0', 'n_1_1'))
    >>> found.questions[1].window_why
    'MAX above already has 3; no MIN above has a value yet'
    >>> tree = ((3, 12), (2, (4, 1)))
    >>> minimax = trace(TREE_CONFIG, tree, WHITE, TraceOptions(algorithm="minimax"))
    >>> whole = exercise(trace(TREE_CONFIG, tree, WHITE), render_tree,
    ...                  PracticeOptions(drawn=minimax))
    >>> whole.hidden, whole.given[-2:], whole.whole
    (('n', 'n_0', 'n_1', 'n_1_1'), ('n_1_1_0', 'n_1_1_1'), True)
    """
    nodes = traced_tree(traced).nodes
    names = _Walked({}, {}, show, options.final, options.move)
    found = _exercise(nodes, names, _drawing(nodes, options.drawn))
    return found._replace(whole=options.drawn is not None)


def _drawing(
    searched: tuple[WalkedNode[_C], ...], drawn: Traced[_C] | None
) -> tuple[WalkedNode[_C], ...]:
    """The nodes ``drawn`` draws, which must hold every node ``searched``, under the same ids."""
    nodes = searched if drawn is None else traced_tree(drawn).nodes
    return (
        nodes
        if {node.path for node in searched} <= {node.path for node in nodes}
        else broken("the page must draw every node of the search: draw a minimax trace")
    )


def _parent(node: WalkedNode[_C]) -> Path:
    return node.path[:-1]


def _exercise(
    nodes: tuple[WalkedNode[_C], ...],
    names: _Walked[_C],
    drawing: tuple[WalkedNode[_C], ...],
) -> Exercise:
    # ``names`` brings how positions and moves are named; the nodes and children are
    # filled in here, from the nodes of the search.
    walked = names._replace(
        drawn_leaves=frozenset(node.path for node in drawing if node.kind not in (INNER, PRUNED)),
        nodes={node.path: node for node in nodes},
        children={
            parent: tuple(group)
            for parent, group in groupby(
                sorted((node for node in nodes if node.path), key=_parent), key=_parent
            )
        },
    )
    return Exercise(
        tuple(
            _question(walked, node)
            for node in sorted(nodes, key=_done)
            if node.kind == INNER and not node.chance
        ),
        tuple(node_id(node.path) for node in drawing if node.kind != INNER),
        tuple(node_id(node.path) for node in drawing if node.kind == INNER),
    )


def _done(node: WalkedNode[_C]) -> int:
    return node.done


def _short(text: str) -> str:
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def _name(walked: _Walked[_C], node: WalkedNode[_C]) -> str:
    return (
        f"{node.side} {_position(walked, node)}"
        if node.kind == INNER
        or (
            node.kind == PRUNED
            and not walked.final(node.config)
            and node.path not in walked.drawn_leaves
        )
        else f"leaf {_position(walked, node)}"
    )


def _position(walked: _Walked[_C], node: WalkedNode[_C]) -> str:
    """A node's position as written, or (a game that names its moves) the moves to it."""
    return (
        _short(walked.show(node.config))
        if walked.move is None or not node.path
        else "after "
        + " ".join(
            _typed(
                walked.move,
                walked.nodes[node.path[:ply]],
                node.config
                if ply + 1 == len(node.path)
                else walked.nodes[node.path[: ply + 1]].config,
            )
            for ply in range(len(node.path))
        )
    )


def _typed(move: Move[_C], parent: WalkedNode[_C], child: _C) -> str:
    return move(parent.config, WHITE if parent.side == MAX else BLACK, child)


def _question(walked: _Walked[_C], node: WalkedNode[_C]) -> Question:
    children = walked.children.get(node.path, ())
    return Question(
        node_id(node.path),
        _name(walked, node),
        _answer(node),
        _accepted(node),
        _why(node, children),
        _note(node),
        None if node.window is None else bound(_whole(node.alpha)),
        None if node.window is None else bound(_whole(node.beta)),
        _window_why(walked, node, _derived_window(walked, node)),
        tuple(_child(walked, node, child, children) for child in children),
    )


def _whole(value: Score) -> int:
    """A value of a deterministic search: an integer (a game of chance is never practised)."""
    return int(value)


def _stopped(node: WalkedNode[_C]) -> int:
    """The value of the child at which ``node`` cut: the bound the lecture writes beside it."""
    return 0 if node.cut is None else _whole(node.cut.child)


def _answer(node: WalkedNode[_C]) -> str:
    return (
        bound(_whole(node.value))
        if node.cut is None
        else f"{'≥' if node.maximizing else '≤'} {bound(_stopped(node))}"
    )


def _accepted(node: WalkedNode[_C]) -> tuple[str, ...]:
    return (
        (bound(_whole(node.value)),)
        if node.cut is None
        else (bound(_stopped(node)),)
        if _stopped(node) == node.value
        else (bound(_stopped(node)), bound(_whole(node.value)))
    )


def _looked_at(children: tuple[WalkedNode[_C], ...]) -> tuple[int, ...]:
    return tuple(_whole(child.value) for child in children if child.kind != PRUNED)


def _why(node: WalkedNode[_C], children: tuple[WalkedNode[_C], ...]) -> str:
    return (
        f"{bound(_stopped(node))} {'≥ β' if node.maximizing else '≤ α'} ="
        f" {bound(_whole(node.beta if node.maximizing else node.alpha))}, so {node.side} stops"
        f" there: it is worth {'at least' if node.maximizing else 'at most'}"
        f" {bound(_stopped(node))}"
        if node.cut is not None
        else f"{node.side} has no child to look at: it is worth its own value,"
        f" {bound(_whole(node.value))}"
        if not _looked_at(children)
        else f"{node.side} takes the {'largest' if node.maximizing else 'smallest'} of its"
        f" children{_clamp(node, _looked_at(children))}: {bound(_whole(node.value))}"
    )


def _clamp(node: WalkedNode[_C], values: tuple[int, ...]) -> str:
    # A fail-hard search answers no less than α at MAX (no more than β at MIN).
    return (
        f", but a fail-hard search answers no less than α = {bound(_whole(node.alpha))}"
        if node.maximizing and node.value > max(values)
        else f", but a fail-hard search answers no more than β = {bound(_whole(node.beta))}"
        if not node.maximizing and node.value < min(values)
        else ""
    )


def _note(node: WalkedNode[_C]) -> str:
    return (
        f"(The sheet's fail-hard alpha-beta passes {bound(_whole(node.value))} up instead:"
        f" {bound(_whole(node.value))} is right too.)"
        if node.cut is not None and _whole(node.value) != _stopped(node)
        else ""
    )


# --- the window a node receives, and which MAX or MIN above made it ----------------------


class _Best(NamedTuple):
    """What an ancestor of a node has from its children searched before the node's branch."""

    side: str
    value: int
    distance: int


def _derived_window(walked: _Walked[_C], node: WalkedNode[_C]) -> tuple[_Best, ...]:
    """The best value so far of each ancestor that has one, from the root down."""
    return tuple(
        _Best(
            ancestor.side, max(values) if ancestor.maximizing else min(values), len(node.path) - k
        )
        for k, ancestor, values in (
            (
                k,
                walked.nodes[node.path[:k]],
                tuple(
                    _whole(child.value)
                    for child in walked.children.get(node.path[:k], ())
                    if child.path[-1] < node.path[k] and child.kind != PRUNED
                ),
            )
            for k in range(len(node.path))
        )
        if values
    )


def _window_why(walked: _Walked[_C], node: WalkedNode[_C], bests: tuple[_Best, ...]) -> str:
    return (
        ""
        if node.window is None
        else "the search starts with the whole window"
        if not node.path
        else f"{_maker(bests, MAX, _whole(node.alpha))}; {_maker(bests, 'MIN', _whole(node.beta))}"
        if _whole(node.alpha) == max((b.value for b in bests if b.side == MAX), default=-INFINITY)
        and _whole(node.beta) == min((b.value for b in bests if b.side != MAX), default=INFINITY)
        else "the search hands it this window"
    )


def _maker(bests: tuple[_Best, ...], side: str, end: int) -> str:
    """Which ancestor on ``side`` gave the window its end ``end``: the highest with that value."""
    return next(
        (
            f"{side} {_where(best.distance)} already has {bound(end)}"
            for best in bests
            if best.side == side and best.value == end and abs(end) < INFINITY
        ),
        f"no {side} above has a value yet",
    )


def _where(distance: int) -> str:
    return "above" if distance == 1 else f"{distance} levels above"


# --- the children: looked at or not, and why ------------------------------------------------


def _child(
    walked: _Walked[_C],
    node: WalkedNode[_C],
    child: WalkedNode[_C],
    children: tuple[WalkedNode[_C], ...],
) -> Child:
    return Child(
        node_id(child.path),
        _name(walked, child),
        child.kind == PRUNED,
        _child_why(node, child, _name(walked, child), children),
    )


def _child_why(
    node: WalkedNode[_C], child: WalkedNode[_C], name: str, children: tuple[WalkedNode[_C], ...]
) -> str:
    return (
        f"{name} is never looked at: its parent's value can be"
        f" {'at least' if node.maximizing else 'at most'} {bound(_stopped(node))}, and"
        f" {'β' if node.maximizing else 'α'} ="
        f" {bound(_whole(node.beta if node.maximizing else node.alpha))} already"
        if child.kind == PRUNED
        else f"{name} is looked at: the first child is always looked at"
        if child.path[-1] == 0
        else _goes_on(node, name, _looked_at(children[: child.path[-1]]))
    )


def _goes_on(node: WalkedNode[_C], name: str, before: tuple[int, ...]) -> str:
    return (
        f"{name} is looked at: before it, its parent's value can be at least {bound(max(before))},"
        f" and {bound(max(before))} < β = {bound(_whole(node.beta))}: no cut yet"
        if node.maximizing
        else f"{name} is looked at: before it, its parent's value can be at most"
        f" {bound(min(before))}, and {bound(min(before))} > α = {bound(_whole(node.alpha))}:"
        " no cut yet"
    )


# --- marking an answer -------------------------------------------------------------------

_BOUND_SIGN: Final = re.compile(r"^(?:≤|≥|<=|>=|<|>)\s*")
_INFINITE: Final = re.compile(r"^(\+|-)?(?:∞|inf|infinity)$")
_INTEGER: Final = re.compile(r"^[+-]?[0-9]{1,30}$")


def canonical(text: str) -> str | None:
    """A typed value as the answers are written, or ``None`` if it is no value.

    A bound sign before it is allowed (``≤ 2`` is ``2``), the infinite ends of a window
    are ``+∞`` and ``-∞`` however typed; the page's script reads the same way.

    >>> canonical(" ≤ 2 "), canonical("+07"), canonical("-inf"), canonical("∞"), canonical("x")
    ('2', '7', '-∞', '+∞', None)
    """
    return _canonical(_BOUND_SIGN.sub("", text.strip().replace("−", "-")).replace(" ", "").lower())


def _canonical(text: str) -> str | None:
    return (
        ("-∞" if text.startswith("-") else "+∞")
        if _INFINITE.fullmatch(text)
        else str(int(text))
        if _INTEGER.fullmatch(text)
        else None
    )


def verdict(
    question: Question,
    value: str,
    *,
    alpha: str = "",
    beta: str = "",
    marked: frozenset[str] = frozenset(),
) -> Verdict:
    """Mark an answer to ``question``: the value, the window if given, the children marked.

    ``marked`` holds the children marked as never looked at; the window counts if given.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> b = exercise(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree,
    ...              PracticeOptions(final=TREE_CONFIG.is_final)).questions[1]
    >>> verdict(b, "2", alpha="3", beta="inf", marked=frozenset({"n_1_1", "n_1_2"}))
    Verdict(value=True, window=True, pruned=True, explanations=())
    >>> for line in verdict(b, "4", alpha="-inf", marked=frozenset({"n_1_1"})).explanations:
    ...     print(line)
    2 ≤ α = 3, so MIN stops there: it is worth at most 2, not 4 (The sheet's fail-hard \
alpha-beta passes 3 up instead: 3 is right too.)
    the window here is α = 3, β = +∞: MAX above already has 3; no MIN above has a value yet
    leaf 6 is never looked at: its parent's value can be at most 2, and α = 3 already
    """
    right_value = canonical(value) in question.accepted
    right_window = (
        None
        if question.alpha is None or not (alpha.strip() or beta.strip())
        else canonical(alpha) == question.alpha and canonical(beta) == question.beta
    )
    wrong = tuple(child for child in question.children if (child.node in marked) != child.pruned)
    note = f" {question.note}" if question.note else ""
    value_why = f"{question.why}, not {value.strip() or 'nothing'}{note}"
    window_why = (
        f"the window here is α = {question.alpha}, β = {question.beta}: {question.window_why}"
    )
    return Verdict(
        right_value,
        right_window,
        not wrong,
        (
            *(() if right_value else (value_why,)),
            *(() if right_window is None or right_window else (window_why,)),
            *(child.why for child in wrong),
        ),
    )


# --- the page ------------------------------------------------------------------------------


def practice_data(found: Exercise) -> PracticeJson:
    """The exercise as the page's script reads it: plain JSON-ready values.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> data = practice_data(exercise(trace(TREE_CONFIG, ((3, 12), (2, 4)), WHITE), render_tree))
    >>> data["hidden"], data["questions"][0]["accepted"]
    (['n', 'n_0', 'n_1'], ['3'])
    """
    return {
        "questions": [
            {
                "node": question.node,
                "name": question.name,
                "answer": question.answer,
                "accepted": list(question.accepted),
                "why": question.why,
                "note": question.note,
                "alpha": question.alpha,
                "beta": question.beta,
                "windowWhy": question.window_why,
                "children": [
                    {
                        "node": child.node,
                        "name": child.name,
                        "pruned": child.pruned,
                        "why": child.why,
                    }
                    for child in question.children
                ],
            }
            for question in found.questions
        ],
        "given": list(found.given),
        "hidden": list(found.hidden),
        "whole": found.whole,
    }


def practice_html(
    traced: Traced[_C],
    show: Callable[[_C], str],
    options: PracticeOptions[_C] = PracticeOptions(),  # noqa: B008  # a NamedTuple: immutable
) -> str:
    """The practice layer: its style, its panel, the exercise as JSON and its script.

    It goes at the end of the body of the page of ``drawn`` (``traced`` unless given):
    ``html_page(..., extra=...)``.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> layer = practice_html(trace(TREE_CONFIG, ((3, 12), (2, 4)), WHITE), render_tree)
    >>> layer.count('id="practice-data"'), layer.count("://")
    (1, 0)
    """
    return _LAYER.replace(
        "@DATA@",
        json.dumps(
            practice_data(exercise(traced, show, options)),
            ensure_ascii=False,
        ).replace("<", "\\u003c"),
    )


def practice_page(
    traced: Traced[_C],
    show: Callable[[_C], str],
    title: str,
    options: PracticeOptions[_C] = PracticeOptions(),  # noqa: B008  # a NamedTuple: immutable
) -> str:
    """The page of the traced search as an exercise: one self-contained HTML file.

    With a minimax trace as ``options.drawn`` the whole tree is drawn, and the page,
    once done, shows the answers in it rather than offer to step through the
    solution (its steps would be minimax's).

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> page = practice_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")
    >>> page.startswith("<!DOCTYPE html>"), page.count('id="practice"'), page.count("://")
    (True, 1, 1)

    (the one address is the SVG namespace's name, never fetched).
    """
    return html_page(
        traced if options.drawn is None else options.drawn,
        show,
        title,
        sketch=options.sketch,
        move=options.move,
        extra=practice_html(traced, show, options),
    )


# The layer keeps to the page's contract: nodes by id (n_1_0, the edge e_n_1_0) with
# a text.value, window.fnsearch. While the student practises, the page's own step
# controls are hidden and its arrow keys held back, and the classes that would give
# an answer away (pruned, cut, unseen) are taken off the nodes; the end puts them back.
_LAYER: Final = (
    asset("practice.html")
    .replace("@STYLE@", asset("practice.css"))
    .replace("@SCRIPT@", asset("practice.js"))
)
