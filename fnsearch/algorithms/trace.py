"""A search traced the way the lecture does it by hand: windows, values, cuts and pruned moves.

:func:`trace` runs the engine's alpha-beta (:func:`~fnsearch.search`, the search
the comparison tests check) with ``trace=True`` and turns its events into
:class:`Step` records in the lecture's view: MAX and MIN nodes, the window
``(α, β)`` from White's point of view, each leaf's value, what each node returns,
and at a cut the successors it never looked at. :func:`render_trace` writes them
as indented text, closing with "N of M leaves evaluated".

>>> from fnsearch.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
>>> print(render_trace(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree))
MAX ((3,12,8),(2,4,6),(14,5,2))  α=-∞ β=+∞
  MIN (3,12,8)  α=-∞ β=+∞
    leaf 3 = 3
    leaf 12 = 12
    leaf 8 = 8
  MIN (3,12,8) returns 3
  MIN (2,4,6)  α=3 β=+∞
    leaf 2 = 2
  MIN (2,4,6) cuts at 3 (2 ≤ α): pruned 4, 6
  MIN (14,5,2)  α=3 β=+∞
    leaf 14 = 14
    leaf 5 = 5
    leaf 2 = 2
  MIN (14,5,2) cuts at 3 (2 ≤ α)
MAX ((3,12,8),(2,4,6),(14,5,2)) returns 3
7 of 9 leaves evaluated
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
from itertools import islice
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.algorithms.engine import search
from fnsearch.algorithms.options import Algorithm
from fnsearch.algorithms.quiescence import Noisy
from fnsearch.config import INFINITY, WHITE, Config, Player
from fnsearch.evaluation import Evaluation
from fnsearch.trace.events import Begin, Cut, Enter, Event, Hit, Leaf, Return

__all__ = [
    "Step",
    "Traced",
    "describe",
    "leaf_count",
    "lecture_steps",
    "render_trace",
    "trace",
]

_C = TypeVar("_C")

ENTER: Final = "enter"
LEAF: Final = "leaf"
HIT: Final = "table"
RETURN: Final = "return"
CUT: Final = "cut"


class Step(NamedTuple, Generic[_C]):
    """One line of a hand simulation, in the lecture's view (values from White's side).

    Attributes:
        kind: ``"enter"``, ``"leaf"``, ``"table"``, ``"return"`` or ``"cut"``.
        ply: the depth of the node (the root is 0).
        config: the node's configuration.
        maximizing: whether White (MAX) moves at the node.
        alpha: the lower end of the window the node received.
        beta: the upper end of the window the node received.
        value: the leaf's value, or what the node returns (at a cut: the bound).
        child: at a cut, the value of the child that caused it.
        pruned: at a cut, the successors never searched.
        quiet: the node is a quiescence node, searched below the depth limit.
    """

    kind: str
    ply: int
    config: _C
    maximizing: bool
    alpha: int
    beta: int
    value: int
    child: int
    pruned: tuple[_C, ...]
    quiet: bool = False


class Traced(NamedTuple, Generic[_C]):
    """A traced search: its steps, the leaves it valued and the leaves of the whole tree."""

    steps: tuple[Step[_C], ...]
    evaluated: int
    leaves: int


class _Frame(NamedTuple, Generic[_C]):
    """A node still open while the events are read: its entry step and its children so far."""

    entered: Step[_C]
    children: int
    last_child: int
    noisy: bool = False
    """Its children are quiescence nodes: it searches its noisy successors only."""


class _Reading(NamedTuple, Generic[_C]):
    """The fold over the events: the steps so far, the open nodes, the root's side."""

    steps: tuple[Step[_C], ...]
    open: tuple[_Frame[_C], ...]
    sign: int


def trace(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
    algorithm: Algorithm = "alphabeta",
    quiescence: int | None = None,
    extensions: int = 0,
) -> Traced[_C]:
    """Trace the search of ``config`` with ``player`` to move.

    The search is :func:`~fnsearch.search` itself, without move ordering or a
    table (the lecture's search), so its statistics and the trace agree: as many
    ``enter`` and ``leaf`` steps as the search counts nodes and leaves.
    ``algorithm`` is the sheet's fail-hard ``"alphabeta"``, the lecture's
    ``"alphabeta-soft"`` or ``"minimax"``, which looks at every leaf.
    ``quiescence`` and ``extensions`` are the search's (see
    :mod:`fnsearch.algorithms.quiescence`); the quiescence nodes are marked ``quiet``.
    """
    return _traced(
        instance,
        config,
        player,
        search(
            instance,
            config,
            player,
            depth=depth,
            evaluate=evaluate,
            trace=True,
            algorithm=algorithm,
            quiescence=quiescence,
            extensions=extensions,
        ).events,
        depth,
    )


def _traced(
    instance: Config[_C],
    config: _C,
    player: Player,
    events: tuple[Event[_C], ...],
    depth: int | None,
) -> Traced[_C]:
    return Traced(
        lecture_steps(instance, events),
        sum(1 for event in events if isinstance(event, Leaf)),
        leaf_count(instance, config, player, depth),
    )


def lecture_steps(instance: Config[_C], events: tuple[Event[_C], ...]) -> tuple[Step[_C], ...]:
    """The steps of a hand simulation, read from the events of a traced search."""

    def read(reading: _Reading[_C], event: Event[_C]) -> _Reading[_C]:
        return _read(instance, reading, event)

    return reduce(read, events, _Reading[_C]((), (), 1)).steps


def _read(instance: Config[_C], reading: _Reading[_C], event: Event[_C]) -> _Reading[_C]:
    match event:
        case Begin(sign):
            return _Reading(reading.steps, reading.open, sign)
        case Enter(ply, config, alpha, beta, quiet):
            return _entered(
                reading, _step(ENTER, reading.sign, ply, config, (alpha, beta), 0, quiet)
            )
        case Leaf(ply, config, value, quiet):
            return _child(reading, _step(LEAF, reading.sign, ply, config, (0, 0), value, quiet))
        case Hit(ply, config, value):
            return _child(reading, _step(HIT, reading.sign, ply, config, (0, 0), value))
        case Return(_, value):
            return _closed(reading, RETURN, value, ())
        case Cut(_, int(value)):
            return _closed(reading, CUT, value, _pruned(instance, reading.open[-1]))
        case _:  # an event of a search of a game of chance: not in the engine's stream
            return reading


def _step(
    kind: str,
    sign: int,
    ply: int,
    config: _C,
    window: tuple[int, int],
    value: int,
    quiet: bool = False,
) -> Step[_C]:
    """A step with the engine's negamax window and value turned to White's side."""
    return Step(
        kind,
        ply,
        config,
        (sign if ply % 2 == 0 else -sign) > 0,
        window[0] if (sign if ply % 2 == 0 else -sign) > 0 else -window[1],
        window[1] if (sign if ply % 2 == 0 else -sign) > 0 else -window[0],
        value * (sign if ply % 2 == 0 else -sign),
        0,
        (),
        quiet,
    )


def _entered(reading: _Reading[_C], step: Step[_C]) -> _Reading[_C]:
    return _Reading(
        (*reading.steps, step),
        (*reading.open, _Frame(step, 0, 0)),
        reading.sign,
    )


def _child(reading: _Reading[_C], step: Step[_C]) -> _Reading[_C]:
    return _Reading(
        (*reading.steps, step), _counted(reading.open, step.value, step.quiet), reading.sign
    )


def _counted(open_nodes: tuple[_Frame[_C], ...], value: int, quiet: bool) -> tuple[_Frame[_C], ...]:
    """The open nodes with one more child counted at the innermost (its value kept)."""
    return (
        open_nodes
        if not open_nodes
        else (
            *open_nodes[:-1],
            _Frame(open_nodes[-1].entered, open_nodes[-1].children + 1, value, quiet),
        )
    )


def _closed(reading: _Reading[_C], kind: str, negamax: int, pruned: tuple[_C, ...]) -> _Reading[_C]:
    """The innermost open node returns or cuts; its parent learns the value as a child's."""
    return _returned(
        reading,
        Step(
            kind,
            reading.open[-1].entered.ply,
            reading.open[-1].entered.config,
            reading.open[-1].entered.maximizing,
            reading.open[-1].entered.alpha,
            reading.open[-1].entered.beta,
            negamax * (1 if reading.open[-1].entered.maximizing else -1),
            reading.open[-1].last_child,
            pruned,
            reading.open[-1].entered.quiet,
        ),
    )


def _returned(reading: _Reading[_C], step: Step[_C]) -> _Reading[_C]:
    return _Reading(
        (*reading.steps, step), _counted(reading.open[:-1], step.value, step.quiet), reading.sign
    )


def _pruned(instance: Config[_C], frame: _Frame[_C]) -> tuple[_C, ...]:
    """The successors after the ones searched: the search pulls them in the instance's order.

    A node whose children are quiescence nodes searches its noisy successors only.
    """
    return tuple(
        islice(
            (
                instance.noisy_successors
                if frame.noisy and isinstance(instance, Noisy)
                else instance.successors
            )(frame.entered.config, WHITE if frame.entered.maximizing else WHITE.opponent),
            frame.children,
            None,
        )
    )


def leaf_count(instance: Config[_C], config: _C, player: Player, depth: int | None) -> int:
    """The leaves of the whole game tree below ``config``, to ``depth`` plies (all, if ``None``).

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> [leaf_count(TREE_CONFIG, FIGURE_5_2, WHITE, depth) for depth in (None, 1)]
    [9, 3]
    """
    return (
        1
        if instance.is_final(config) or (depth is not None and depth <= 0)
        else sum(
            leaf_count(instance, child, player.opponent, None if depth is None else depth - 1)
            for child in instance.successors(config, player)
        )
    )


def _bound(value: int) -> str:
    return "+∞" if value >= INFINITY else "-∞" if value <= -INFINITY else str(value)


def render_trace(traced: Traced[_C], show: Callable[[_C], str]) -> str:
    """The hand simulation as text: one line per step, indented by depth.

    The last line counts the leaves evaluated against those of the tree to the
    depth limit, and the quiescence nodes (marked ``Q``) when there are any.
    """
    return "\n".join(
        (
            *(_line(step, show) for step in traced.steps),
            _closing(
                traced, sum(1 for step in traced.steps if step.quiet and step.kind in (ENTER, LEAF))
            ),
        )
    )


def _closing(traced: Traced[_C], quiet: int) -> str:
    """The last line: leaves evaluated of the tree's, and the quiescence nodes beyond it."""
    return (
        f"{traced.evaluated} leaves evaluated ({traced.leaves} in the tree to the depth limit),"
        f" {quiet} quiescence node{'' if quiet == 1 else 's'} beyond the horizon"
        if quiet
        else f"{traced.evaluated} of {traced.leaves} leaves evaluated"
    )


def _line(step: Step[_C], show: Callable[[_C], str]) -> str:
    return "  " * step.ply + describe(step, show)


def describe(step: Step[_C], show: Callable[[_C], str]) -> str:
    """One step in the lecture's words, as the text trace and the page write it.

    >>> from fnsearch.games.tree import render_tree
    >>> describe(Step(CUT, 1, (2, 4, 6), False, 3, 2**62, 3, 2, (4, 6)), render_tree)
    'MIN (2,4,6) cuts at 3 (2 ≤ α): pruned 4, 6'

    A quiescence node is marked ``Q``:

    >>> describe(Step(LEAF, 2, 5, True, 0, 0, 5, 0, (), True), render_tree)
    'Q leaf 5 = 5'
    """
    return ("Q " if step.quiet else "") + (
        f"{_side(step)} {show(step.config)}  α={_bound(step.alpha)} β={_bound(step.beta)}"
        if step.kind == ENTER
        else f"leaf {show(step.config)} = {step.value}"
        if step.kind == LEAF
        else f"table {show(step.config)} = {step.value}"
        if step.kind == HIT
        else f"{_side(step)} {show(step.config)} returns {step.value}"
        if step.kind == RETURN
        else f"{_side(step)} {show(step.config)} cuts at {step.value}"
        f" ({step.child} {'≥ β' if step.maximizing else '≤ α'})"
        + (f": pruned {', '.join(map(show, step.pruned))}" if step.pruned else "")
    )


def _side(step: Step[_C]) -> str:
    return "MAX" if step.maximizing else "MIN"
