"""Practice: the page of a traced search as an exercise, with its answers and explanations.

A student who only watches a search step by step learns less than one who does it
by hand. :func:`exercise` reads a traced deterministic search (alpha-beta, fail-hard
or fail-soft, or minimax) into the questions a lecture asks of it, in the order the
search answers them: for each inner node, once its value is known, its value, the
window ``(α, β)`` it received (optional), and which of its children are never looked
at. Each question carries its right answers and, in the lecture's words, why they are
right, so that a wrong answer is explained: "MIN takes the smallest of its children: 3,
not 12", "leaf 4 is never looked at: its parent's value can be at most 2, and α = 3
already". :func:`verdict` marks one answer.

:func:`practice_page` is the page of :mod:`fnsearch.trace.page` with a practice layer
put at its end: it hides the inner nodes' values, asks the questions one by one in a
panel (Enter checks an answer and goes on), lets the student mark a child never looked
at by clicking it in the tree or its button in the panel, explains each wrong answer,
fills the node in, and gives the score at the end, when the page becomes the usual
step-by-step solution. The layer finds the nodes by their ids (``n_1_0``, the edge
into it ``e_n_1_0``) and their ``text.value``, not by where they are drawn.

Figure 5.2: MIN a is worth 3; MIN b cuts after its first leaf, 2, and never looks at
4 and 6 (the sheet's fail-hard search passes ``α = 3`` up, the lecture writes ``≤ 2``:
both are right); MIN c is worth 2; the root 3.

>>> from fnsearch.core.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
>>> from fnsearch.trace.run import trace
>>> questions = exercise(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree,
...                      final=TREE_CONFIG.is_final).questions
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
from fnsearch.trace.simulation import bound
from fnsearch.trace.steps import Path, Traced
from fnsearch.trace.walked_tree import INNER, PRUNED, WalkedNode, node_id, traced_tree

__all__ = [
    "Child",
    "Exercise",
    "PracticeJson",
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
    """A child of a question's node: is it looked at, and why.

    Attributes:
        node: the child's id in the page (``n_1_1``).
        name: how the lecture names it: ``leaf 4``, ``MIN (3,12,8)``.
        pruned: whether the search never looks at it.
        why: why it is, or is not, looked at.
    """

    node: str
    name: str
    pruned: bool
    why: str


@final
class Question(NamedTuple):
    """What a student answers of one inner node, with the right answers and why.

    Attributes:
        node: the node's id in the page.
        name: how the lecture names it: ``MIN (2,4,6)``.
        answer: its value as the lecture writes it beside the node (``3``, ``≤ 2``).
        accepted: the values (:func:`canonical`) counted right: the lecture's, and at
            a cut of a fail-hard search also the bound it passes up.
        why: why the value is right, ending with it.
        note: said besides when a fail-hard search passes up another value than the lecture's.
        alpha: the lower end of the window it received, ``None`` if the search has none.
        beta: the upper end of the window.
        window_why: why the window is what it is.
        children: its children, in order.
    """

    node: str
    name: str
    answer: str
    accepted: tuple[str, ...]
    why: str
    note: str
    alpha: str | None
    beta: str | None
    window_why: str
    children: tuple[Child, ...]


@final
class Exercise(NamedTuple):
    """The questions of a traced search, in the order it answers them.

    Attributes:
        questions: one for each inner node, in the order their values become known.
        given: the ids of the nodes whose text the student is given (leaves, and the
            nodes never looked at, drawn as their position).
        hidden: the ids of the inner nodes, whose values the student works out.
        whole: whether the page draws the whole tree (the walk of a search that looks
            at every node), so that what a cut never searched is drawn like the rest.
    """

    questions: tuple[Question, ...]
    given: tuple[str, ...]
    hidden: tuple[str, ...]
    whole: bool = False


@final
class Verdict(NamedTuple):
    """One answer marked: each part right or not, and the explanations of the wrong ones.

    Attributes:
        value: whether the value is right.
        window: whether the window is right; ``None`` when the student gave none.
        pruned: whether the children marked as never looked at are exactly those.
        explanations: one sentence for each wrong part.
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


def exercise(
    traced: Traced[_C],
    show: Callable[[_C], str],
    *,
    final: Callable[[_C], bool] = _never,
    drawn: Traced[_C] | None = None,
    move: Move[_C] | None = None,
) -> Exercise:
    """The questions of a traced deterministic search, their answers and explanations.

    ``show`` writes a position; ``final`` tells a leaf of the game (``is_final`` of
    its instance) so that a child never looked at is named ``leaf 4`` rather than by
    the side to move there. ``drawn`` is the trace the page draws, when it is not
    ``traced``: a minimax trace of the same position draws the whole tree, so that
    a subtree a cut never searched is not told apart by being drawn as one box.
    ``move`` names a game's moves as typed: a node below the root is then named by
    the moves that reach it (``MIN after 4``, ``leaf after 4 5``), not by its board.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> found = exercise(trace(TREE_CONFIG, ((3, 12), (2, 4)), WHITE), render_tree)
    >>> found.hidden, found.given
    (('n', 'n_0', 'n_1'), ('n_0_0', 'n_0_1', 'n_1_0', 'n_1_1'))
    >>> found.questions[1].window_why
    'MAX above already has 3; no MIN above has a value yet'
    >>> tree = ((3, 12), (2, (4, 1)))
    >>> whole = exercise(trace(TREE_CONFIG, tree, WHITE), render_tree,
    ...                  drawn=trace(TREE_CONFIG, tree, WHITE, algorithm="minimax"))
    >>> whole.hidden, whole.given[-2:], whole.whole
    (('n', 'n_0', 'n_1', 'n_1_1'), ('n_1_1_0', 'n_1_1_1'), True)
    """
    return (
        lambda nodes: _exercise(
            nodes, _Walked({}, {}, show, final, move), _drawing(nodes, drawn)
        )._replace(whole=drawn is not None)
    )(traced_tree(traced).nodes)


def _drawing(
    searched: tuple[WalkedNode[_C], ...], drawn: Traced[_C] | None
) -> tuple[WalkedNode[_C], ...]:
    """The nodes ``drawn`` draws, which must hold every node ``searched``, under the same ids."""
    return (
        searched
        if drawn is None
        else (
            lambda nodes: (
                nodes
                if {node.path for node in searched} <= {node.path for node in nodes}
                else broken("the page must draw every node of the search: draw a minimax trace")
            )
        )(traced_tree(drawn).nodes)
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
    return (
        lambda walked: Exercise(
            tuple(
                _question(walked, node)
                for node in sorted(nodes, key=_done)
                if node.kind == INNER and not node.chance
            ),
            tuple(node_id(node.path) for node in drawing if node.kind != INNER),
            tuple(node_id(node.path) for node in drawing if node.kind == INNER),
        )
    )(
        names._replace(
            drawn_leaves=frozenset(
                node.path for node in drawing if node.kind not in (INNER, PRUNED)
            ),
            nodes={node.path: node for node in nodes},
            children={
                parent: tuple(group)
                for parent, group in groupby(
                    sorted((node for node in nodes if node.path), key=_parent), key=_parent
                )
            },
        )
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
    return (
        lambda children, window: Question(
            node_id(node.path),
            _name(walked, node),
            _answer(node),
            _accepted(node),
            _why(node, children),
            _note(node),
            None if node.window is None else bound(_whole(node.alpha)),
            None if node.window is None else bound(_whole(node.beta)),
            _window_why(walked, node, window),
            tuple(_child(walked, node, child, children) for child in children),
        )
    )(walked.children.get(node.path, ()), _derived_window(walked, node))


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

    ``marked`` holds the ids of the children marked as never looked at. The window
    counts only when an end of it is given.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> b = exercise(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree,
    ...              final=TREE_CONFIG.is_final).questions[1]
    >>> verdict(b, "2", alpha="3", beta="inf", marked=frozenset({"n_1_1", "n_1_2"}))
    Verdict(value=True, window=True, pruned=True, explanations=())
    >>> for line in verdict(b, "4", alpha="-inf", marked=frozenset({"n_1_1"})).explanations:
    ...     print(line)
    2 ≤ α = 3, so MIN stops there: it is worth at most 2, not 4 (The sheet's fail-hard \
alpha-beta passes 3 up instead: 3 is right too.)
    the window here is α = 3, β = +∞: MAX above already has 3; no MIN above has a value yet
    leaf 6 is never looked at: its parent's value can be at most 2, and α = 3 already
    """
    return (
        lambda right_value, right_window, wrong_children: Verdict(
            right_value,
            right_window,
            not wrong_children,
            (
                *(
                    ()
                    if right_value
                    else (
                        f"{question.why}, not {value.strip() or 'nothing'}"
                        + (f" {question.note}" if question.note else ""),
                    )
                ),
                *(
                    ()
                    if right_window is None or right_window
                    else (
                        f"the window here is α = {question.alpha}, β = {question.beta}:"
                        f" {question.window_why}",
                    )
                ),
                *(child.why for child in wrong_children),
            ),
        )
    )(
        canonical(value) in question.accepted,
        None
        if question.alpha is None or not (alpha.strip() or beta.strip())
        else canonical(alpha) == question.alpha and canonical(beta) == question.beta,
        tuple(child for child in question.children if (child.node in marked) != child.pruned),
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
    *,
    final: Callable[[_C], bool] = _never,
    drawn: Traced[_C] | None = None,
    move: Move[_C] | None = None,
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
            practice_data(exercise(traced, show, final=final, drawn=drawn, move=move)),
            ensure_ascii=False,
        ).replace("<", "\\u003c"),
    )


def practice_page(
    traced: Traced[_C],
    show: Callable[[_C], str],
    title: str,
    *,
    final: Callable[[_C], bool] = _never,
    drawn: Traced[_C] | None = None,
    sketch: Callable[[_C], Sketch] | None = None,
    move: Move[_C] | None = None,
) -> str:
    """The page of the traced search as an exercise: one self-contained HTML file.

    ``sketch`` and ``move`` draw a game's positions and name its moves, as on the
    page of the trace (:func:`fnsearch.trace.page.html_page`).

    ``drawn`` (see :func:`exercise`) is the trace the page draws: with a minimax trace
    the whole tree is drawn, and the page, once done, shows the answers in it rather
    than offer to step through the solution (its steps would be minimax's).

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> page = practice_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")
    >>> page.startswith("<!DOCTYPE html>"), page.count('id="practice"'), page.count("://")
    (True, 1, 1)

    (the one address is the SVG namespace's name, never fetched).
    """
    return html_page(
        traced if drawn is None else drawn,
        show,
        title,
        sketch=sketch,
        move=move,
        extra=practice_html(traced, show, final=final, drawn=drawn, move=move),
    )


# The layer keeps to the page's contract: nodes by id (n_1_0, the edge e_n_1_0) with
# a text.value, window.fnsearch. While the student practises, the page's own step
# controls are hidden and its arrow keys held back, and the classes that would give
# an answer away (pruned, cut, unseen) are taken off the nodes; the end puts them back.
_LAYER: Final = """<style>
body.practising #controls, body.practising #panel { display: none; }
body.practising { padding-bottom: 46vh; }
#practice { display: none; }
body.practising #practice { display: grid; }
#practice { position: fixed; left: 0; right: 0; bottom: 0; max-height: 44vh; overflow-y: auto;
  box-sizing: border-box; grid-template-columns: minmax(520px, 1fr) minmax(320px, 1fr);
  gap: 8px 24px; padding: 10px 18px; background: #f5f8fc; border-top: 2px solid #9ab;
  font-size: 16px; line-height: 1.4; z-index: 10; }
#practice h2 { font-size: 16px; font-weight: normal; color: #444; margin: 0 0 4px; }
#practice p { margin: 4px 0; }
#practice label { display: inline-block; margin: 2px 10px 2px 0; }
#practice input { font-size: 16px; width: 4.5em; padding: 2px 4px; }
#practice button { font-size: 15px; padding: 3px 10px; margin: 3px 4px 3px 0; }
#px-children { display: inline; }
#px-children button[aria-pressed="true"] { background: #fdd; border-color: #c00;
  text-decoration: line-through; }
#px-feedback ul { margin: 0; padding-left: 1.2em; }
#px-feedback li { margin: 3px 0; }
#px-feedback .right { color: #17652a; }
#px-feedback .wrong { color: #a00; }
#px-score { font-weight: bold; font-size: 18px; }
#px-question { font-weight: bold; }
.px-optional { color: #555; }
body.practising svg text { font-size: 12px !important; }
body.practising svg text.value { font-size: 14px !important; }
body.practising .px-node, body.practising .px-edge { opacity: 1 !important; }
body.practising .px-node text.value { visibility: visible !important; }
body.practising .px-hidden text.value, body.practising .px-hidden text.window {
  visibility: hidden !important; }
body.practising .px-node { cursor: pointer; }
body.practising .px-asked polygon, body.practising .px-asked rect,
body.practising .px-asked circle { fill: #ffe27a !important; stroke: #b36b00 !important;
  stroke-width: 3 !important; }
body.practising .px-marked polygon, body.practising .px-marked rect {
  stroke: #c00 !important; stroke-width: 2.5 !important; stroke-dasharray: 4 3 !important; }
body.practising .px-edge.px-marked { stroke: #c00 !important; stroke-dasharray: 5 4 !important; }
body.practising .px-pruned polygon, body.practising .px-pruned rect {
  stroke: #999 !important; stroke-dasharray: 4 3 !important; }
body.practising .px-pruned text { fill: #888 !important; }
body.practising .px-edge.px-pruned { stroke: #aaa !important; stroke-dasharray: 5 4 !important; }
</style>
<section id="practice" aria-label="practice">
<div>
<h2>Practice: do the search by hand · <span id="px-progress"></span></h2>
<p id="px-question"></p>
<form id="px-form" autocomplete="off">
<label>value <input id="px-value" inputmode="numeric"></label>
<span class="px-optional">the window it receives (optional):</span>
<label>α <input id="px-alpha"></label><label>β <input id="px-beta"></label>
<p>children never looked at (click them in the tree or here): <span id="px-children"></span></p>
<button type="submit" id="px-check">check (Enter)</button>
</form>
</div>
<div>
<div id="px-feedback" aria-live="polite"></div>
<button type="button" id="px-next" hidden>next question (Enter)</button>
<p id="px-score" aria-live="polite"></p>
<button type="button" id="px-solution" hidden>step through the solution</button>
</div>
</section>
<script type="application/json" id="practice-data">@DATA@</script>
<script>
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("practice-data").textContent);
  const byId = (id) => document.getElementById(id);
  const STATE = ["pruned", "cut", "unseen", "pending", "finished", "shown", "current"];
  const classes = new Map();
  const texts = new Map();
  const parts = (id) => [byId(id), byId("e_" + id), byId("p_" + id)].filter((e) => e !== null);
  let at = 0;
  let points = 0;
  let outOf = 0;
  let checked = false;
  let marked = new Set();

  function canonical(text) {
    const plain = text.trim().replace(/\\u2212/g, "-").replace(/^(≤|≥|<=|>=|<|>)\\s*/, "")
      .replace(/ /g, "").toLowerCase();
    const infinite = /^(\\+|-)?(∞|inf|infinity)$/.exec(plain);
    if (infinite !== null) return plain.startsWith("-") ? "-∞" : "+∞";
    if (/^[+-]?[0-9]{1,30}$/.test(plain)) return BigInt(plain.replace(/^\\+/, "")).toString();
    return null;
  }

  function begin() {
    // The whole tree, unfolded: a question may be about any node, and the panel
    // below takes room the page would otherwise fold the tree into.
    window.fnsearch.whole(true);
    document.body.classList.add("practising");
    for (const id of [...data.given, ...data.hidden]) {
      for (const element of parts(id)) {
        classes.set(element, element.getAttribute("class"));
        element.classList.remove(...STATE);
        element.classList.add(element.id === id ? "px-node" : "px-edge");
      }
      const node = byId(id);
      if (node === null) continue;
      if (data.hidden.includes(id)) node.classList.add("px-hidden");
      for (const text of node.querySelectorAll("text.value, text.window")) {
        texts.set(text, text.textContent);
      }
      node.addEventListener("click", () => toggle(id));
    }
    ask(0);
  }

  function question() { return data.questions[at]; }

  function ask(k) {
    at = k;
    checked = false;
    marked = new Set();
    const q = question();
    for (const e of document.querySelectorAll(".px-asked")) e.classList.remove("px-asked");
    const node = byId(q.node);
    if (node !== null) {
      node.classList.add("px-asked");
      node.scrollIntoView({block: "center", inline: "center"});
    }
    byId("px-progress").textContent = "question " + (k + 1) + " of " + data.questions.length
      + " · score " + points + " of " + outOf;
    byId("px-question").textContent = q.name + ": what is its value?";
    for (const id of ["px-value", "px-alpha", "px-beta"]) byId(id).value = "";
    const list = byId("px-children");
    list.replaceChildren();
    for (const child of q.children) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = child.name;
      button.dataset.node = child.node;
      button.setAttribute("aria-pressed", "false");
      button.addEventListener("click", () => toggle(child.node));
      list.append(button);
    }
    byId("px-feedback").replaceChildren();
    byId("px-next").hidden = true;
    byId("px-check").disabled = false;
    byId("px-value").focus();
  }

  function toggle(id) {
    if (checked || !question().children.some((child) => child.node === id)) return;
    if (marked.has(id)) marked.delete(id); else marked.add(id);
    for (const element of parts(id)) element.classList.toggle("px-marked", marked.has(id));
    for (const button of byId("px-children").querySelectorAll("button")) {
      button.setAttribute("aria-pressed", String(marked.has(button.dataset.node)));
    }
  }

  function line(text, right) {
    const item = document.createElement("li");
    item.className = right ? "right" : "wrong";
    item.textContent = text;
    return item;
  }

  function check() {
    if (checked) { next(); return; }
    checked = true;
    const q = question();
    const typed = byId("px-value").value;
    const alpha = byId("px-alpha").value;
    const beta = byId("px-beta").value;
    const value = q.accepted.includes(canonical(typed));
    const framed = q.alpha === null || (alpha.trim() === "" && beta.trim() === "") ? null
      : canonical(alpha) === q.alpha && canonical(beta) === q.beta;
    const wrong = q.children.filter((child) => marked.has(child.node) !== child.pruned);
    const list = document.createElement("ul");
    list.append(value ? line("value " + q.answer + ": right" + (canonical(typed) === q.accepted[0]
      ? "" : " (you wrote " + typed.trim() + ", the bound a fail-hard search passes up)"), true)
      : line(q.why + ", not " + (typed.trim() || "nothing") + (q.note ? " " + q.note : ""), false));
    if (framed !== null) {
      list.append(framed ? line("window α = " + q.alpha + ", β = " + q.beta + ": right", true)
        : line("the window here is α = " + q.alpha + ", β = " + q.beta + ": " + q.windowWhy,
               false));
    }
    const pruned = q.children.filter((child) => child.pruned).map((child) => child.name);
    if (wrong.length === 0) {
      list.append(line((pruned.length ? "never looked at: " + pruned.join(", ")
        : "every child is looked at") + ": right", true));
    }
    for (const child of wrong) list.append(line(child.why, false));
    points += Number(value) + Number(wrong.length === 0) + Number(framed === true);
    outOf += 2 + Number(framed !== null);
    byId("px-feedback").replaceChildren(list);
    reveal(q);
    byId("px-check").disabled = true;
    byId("px-progress").textContent = "question " + (at + 1) + " of " + data.questions.length
      + " · score " + points + " of " + outOf;
    const more = at + 1 < data.questions.length;
    byId("px-next").hidden = !more;
    if (more) byId("px-next").focus(); else finish();
  }

  function reveal(q) {
    const node = byId(q.node);
    if (node !== null) {
      node.classList.remove("px-hidden");
      const value = node.querySelector("text.value");
      if (value !== null) value.textContent = q.answer;
      // The window of this search, which a page drawn from minimax's walk does not show.
      const framed = node.querySelector("text.window");
      if (framed !== null && q.alpha !== null) {
        framed.textContent = "α=" + q.alpha + " β=" + q.beta;
      }
    }
    for (const child of q.children) {
      for (const element of parts(child.node)) {
        element.classList.remove("px-marked");
        element.classList.toggle("px-pruned", child.pruned);
      }
      // Drawn whole, a subtree never searched is greyed down to its leaves.
      if (child.pruned) {
        const below = '[id^="' + child.node + '_"], [id^="e_' + child.node + '_"]';
        for (const element of document.querySelectorAll(below)) {
          element.classList.add("px-pruned");
        }
      }
    }
  }

  function next() {
    if (at + 1 < data.questions.length) ask(at + 1);
  }

  function finish() {
    for (const e of document.querySelectorAll(".px-asked")) e.classList.remove("px-asked");
    byId("px-score").textContent = "score: " + points + " of " + outOf
      + (points === outOf ? " — full marks" : "");
    byId("px-solution").hidden = data.whole;
    if (!data.whole) byId("px-solution").focus();
  }

  function solution() {
    window.fnsearch.whole(false);
    for (const [element, saved] of classes) {
      if (saved === null) element.removeAttribute("class");
      else element.setAttribute("class", saved);
    }
    for (const [element, saved] of texts) element.textContent = saved;
    document.body.classList.remove("practising");
    window.scrollTo(0, 0);
    if (window.fnsearch) window.fnsearch.show(0);
  }

  byId("px-form").addEventListener("submit", (event) => { event.preventDefault(); check(); });
  byId("px-next").addEventListener("click", next);
  byId("px-solution").addEventListener("click", solution);
  // The page steps with the arrow keys, Home and End: not while the student practises.
  window.addEventListener("keydown", (event) => {
    if (document.body.classList.contains("practising")
        && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) {
      event.stopPropagation();
    }
  }, true);
  // Enter checks the answer, then goes on, wherever the focus is: after a click in the
  // tree, or on a child's button (which Space toggles).
  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const child = target !== null && target.closest("#px-children") !== null;
    const tag = target === null ? "" : target.tagName;
    if (document.body.classList.contains("practising") && event.key === "Enter"
        && (child || !["INPUT", "BUTTON", "TEXTAREA", "A"].includes(tag))) {
      event.preventDefault();
      if (checked && at + 1 >= data.questions.length) return;
      check();
    }
  });
  if (data.questions.length > 0) begin();
})();
</script>
"""
