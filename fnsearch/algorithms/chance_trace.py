"""A search of a game of chance traced as the lecture does it by hand.

:func:`chance_trace` runs :func:`~fnsearch.expectiminimax`, :func:`~fnsearch.star1`
or :func:`~fnsearch.star2` with ``trace=True`` (the searches the comparison tests
check, not a copy) and reads their events into :class:`ChanceStep` records: each
node with its path from the root, MAX, MIN or CHANCE, Star's window, each outcome's
probability as it is weighed, the values returned (exact Fractions written as
fractions and decimals), the cuts with the bound that caused them and what they
skipped. :func:`render_chance_trace` writes them as indented text, closing with
"N of M leaves evaluated".

>>> from fnsearch.config import WHITE
>>> from fnsearch.games.chancetree import CHANCE_TREE, parse, render
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> print(render_chance_trace(chance_trace(CHANCE_TREE, tree, WHITE).unwrap(), render))
MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))
  CHANCE chance(9/10: 2, 1/10: 3)
    leaf 2 = 2
    9/10 · 2 → Σ = 9/5 (1.8)
    leaf 3 = 3
    1/10 · 3 → Σ = 21/10 (2.1)
  CHANCE chance(9/10: 2, 1/10: 3) returns 21/10 (2.1)
  CHANCE chance(9/10: 1, 1/10: 4)
    leaf 1 = 1
    9/10 · 1 → Σ = 9/10 (0.9)
    leaf 4 = 4
    1/10 · 4 → Σ = 13/10 (1.3)
  CHANCE chance(9/10: 1, 1/10: 4) returns 13/10 (1.3)
MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) returns 21/10 (2.1)
4 of 4 leaves evaluated
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import reduce
from itertools import islice
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from returns.result import Result

from fnsearch.algorithms.chance_events import (
    CHANCE,
    MAX,
    ChanceEvent,
    Cut,
    Entered,
    Probed,
    Resumed,
    Returned,
    Valued,
    Weighed,
)
from fnsearch.algorithms.expectiminimax import expectiminimax
from fnsearch.algorithms.options import CHANCE_ALGORITHMS, ChanceAlgorithm
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.star import star1, star2

# The step kinds shared with the deterministic trace, re-exported with the chance ones.
from fnsearch.algorithms.trace import CUT as CUT
from fnsearch.algorithms.trace import ENTER as ENTER
from fnsearch.algorithms.trace import LEAF as LEAF
from fnsearch.algorithms.trace import RETURN as RETURN
from fnsearch.chance import FractionalChanceConfig, Score, Value
from fnsearch.config import WHITE, Player

__all__ = [
    "CHANCE_ALGORITHMS",
    "ChanceAlgorithm",
    "ChanceStep",
    "ChanceTraced",
    "chance_leaf_count",
    "chance_steps",
    "chance_trace",
    "describe_chance",
    "number",
    "render_chance_trace",
]

_C = TypeVar("_C")


WEIGH: Final = "weigh"
PROBE: Final = "probe"
PROBED: Final = "probed"
RESUME: Final = "resume"

Path: TypeAlias = tuple[int, ...]


class ChanceStep(NamedTuple, Generic[_C]):
    """One line of a hand simulation of a search of a game of chance (values from White's side).

    Attributes:
        kind: ``"enter"``, ``"leaf"``, ``"weigh"``, ``"return"``, ``"cut"``, ``"probe"``
            (Star2 probes a node), ``"probed"`` (the bound the probe found) or
            ``"resume"`` (Star2's second pass comes back to a probed node).
        ply: the depth of the node the step is about (the root is 0).
        path: the node's place, the indices of the successors or outcomes taken.
        config: the node's configuration.
        side: ``"MAX"``, ``"MIN"`` or ``"CHANCE"`` (a leaf: its parent's other side).
        window: Star's window ``(α, β)`` of the node, ``None`` in EXPECTIMINIMAX.
        value: a leaf's value, what the node returns, the sum after a weighing.
        probability: at a weighing, the outcome's probability (else ``1``).
        child: at a weighing or a cut, the value of the child weighed or that cut.
        bound: at a cut, the bound the child crossed.
        low: at a cut, whether the child fell to the lower bound (else it rose).
        probes: at a cut, whether Star2's probes caused it.
        pruned: at a cut, the successors (or outcomes, with their probability) skipped.
        skipped_from: at a cut, the index of the first of them among the node's children.
        edge: the probability of the edge into the node, below a chance node.
    """

    kind: str
    ply: int
    path: Path
    config: _C
    side: str
    window: tuple[Value, Value] | None
    value: Value
    probability: Fraction
    child: Value
    bound: Value
    low: bool
    probes: bool
    pruned: tuple[tuple[Fraction | None, _C], ...]
    skipped_from: int = 0
    edge: Fraction | None = None


class ChanceTraced(NamedTuple, Generic[_C]):
    """A traced search: its steps, the leaves it valued and the leaves of the whole tree."""

    steps: tuple[ChanceStep[_C], ...]
    evaluated: int
    leaves: int


class _Frame(NamedTuple, Generic[_C]):
    """A node open while the events are read: its entry step, its children, its outcomes."""

    entered: ChanceStep[_C]
    children: int  # successors started at a decision node
    weighed: int  # outcomes weighed at a chance node
    probed: int  # the outcome after the last one probed
    outcomes: tuple[tuple[Fraction, _C], ...]


class _Reading(NamedTuple, Generic[_C]):
    steps: tuple[ChanceStep[_C], ...]
    open: tuple[_Frame[_C], ...]


def chance_trace(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    algorithm: ChanceAlgorithm = "expectiminimax",
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    bounds: tuple[Score, Score] = (0, 0),
) -> Result[ChanceTraced[_C], str]:
    """Trace ``algorithm`` on ``config``; Star1 and Star2 take the leaf ``bounds`` ``(L, U)``.

    A ``Failure`` is the search's own (unsound probabilities, a value outside the
    bounds, a cycle without a depth).
    """
    return (
        expectiminimax(instance, config, player, depth=depth, evaluate=evaluate, trace=True)
        if algorithm == "expectiminimax"
        else (star1 if algorithm == "star1" else star2)(
            instance,
            config,
            player,
            lower=bounds[0],
            upper=bounds[1],
            depth=depth,
            evaluate=evaluate,
            trace=True,
        )
    ).map(lambda found: _traced(instance, config, depth, found))


def _traced(
    instance: FractionalChanceConfig[_C],
    config: _C,
    depth: int | None,
    found: SearchResult[_C, Value],
) -> ChanceTraced[_C]:
    return ChanceTraced(
        chance_steps(instance, found.chance_events),
        found.stats.leaves,
        chance_leaf_count(instance, config, depth),
    )


def chance_leaf_count(instance: FractionalChanceConfig[_C], config: _C, depth: int | None) -> int:
    """The leaves of the whole tree below ``config`` to ``depth`` layers (all, if ``None``).

    >>> from fnsearch.games.chancetree import CHANCE_TREE, parse
    >>> tree = parse("max(chance(1/2: 1, 1/2: max(2, 3)), 4)").unwrap()
    >>> chance_leaf_count(CHANCE_TREE, tree, None), chance_leaf_count(CHANCE_TREE, tree, 2)
    (4, 3)
    """
    return (
        1
        if instance.is_final(config) or (depth is not None and depth <= 0)
        else sum(
            chance_leaf_count(instance, child, None if depth is None else depth - 1)
            for _, child in instance.outcomes(config)
        )
        if instance.is_chance(config)
        else sum(
            chance_leaf_count(instance, child, None if depth is None else depth - 1)
            for child in instance.successors(config, instance.to_move(config))
        )
    )


def chance_steps(
    instance: FractionalChanceConfig[_C], events: tuple[ChanceEvent[_C], ...]
) -> tuple[ChanceStep[_C], ...]:
    """The steps of a hand simulation, read from the events of a traced chance search."""

    def read(reading: _Reading[_C], event: ChanceEvent[_C]) -> _Reading[_C]:
        return _read(instance, reading, event)

    return reduce(read, events, _Reading[_C]((), ())).steps


def _read(
    instance: FractionalChanceConfig[_C], reading: _Reading[_C], event: ChanceEvent[_C]
) -> _Reading[_C]:
    match event:
        case Entered():
            return _opened(
                instance,
                reading,
                _entered_step(reading, event),
                _counted(reading.open),
            )
        case Valued():
            return _valued(reading, event.ply, event.config, event.value)
        case Probed():
            return _probing(instance, reading, event, _probe_path(reading, event.config))
        case Resumed():
            return _resumed(reading, event)
        case Weighed(_, probability, value, total):
            return _weighing(reading, probability, value, total)
        case Returned(_, value):
            return _closed(reading, value)
        case Cut(_, value, child, bound, low, probes):
            return _cut(instance, reading, value, child, bound, low, probes)


def _entered_step(reading: _Reading[_C], event: Entered[_C]) -> ChanceStep[_C]:
    return ChanceStep(
        ENTER,
        event.ply,
        _child_path(reading),
        event.config,
        event.side,
        event.window,
        0,
        Fraction(1),
        0,
        0,
        False,
        False,
        (),
    )


def _probing(
    instance: FractionalChanceConfig[_C], reading: _Reading[_C], event: Probed[_C], path: Path
) -> _Reading[_C]:
    return _opened(
        instance,
        reading,
        _step(PROBE, event.ply, path, event.config, event.side),
        (*reading.open[:-1], reading.open[-1]._replace(probed=path[-1] + 1)),
    )


def _step(kind: str, ply: int, path: Path, config: _C, side: str) -> ChanceStep[_C]:
    return ChanceStep(kind, ply, path, config, side, None, 0, Fraction(1), 0, 0, False, False, ())


def _with_edge(reading: _Reading[_C], step: ChanceStep[_C]) -> ChanceStep[_C]:
    """``step`` with the probability of the edge into its node, when its parent is a chance node."""
    return (
        step._replace(edge=reading.open[-1].outcomes[step.path[-1]][0])
        if reading.open and reading.open[-1].outcomes and step.path
        else step
    )


def _child_path(reading: _Reading[_C]) -> Path:
    """The path of the next child of the innermost open node: a successor or an outcome."""
    return (
        ()
        if not reading.open
        else (
            *reading.open[-1].entered.path,
            reading.open[-1].weighed
            if reading.open[-1].entered.side == CHANCE
            else reading.open[-1].children,
        )
    )


def _probe_path(reading: _Reading[_C], config: _C) -> Path:
    """A probed outcome's path: the first outcome equal to it after the last one probed."""
    return (
        *reading.open[-1].entered.path,
        next(
            index
            for index, (_, outcome) in enumerate(reading.open[-1].outcomes)
            if index >= reading.open[-1].probed and outcome == config
        ),
    )


def _counted(open_nodes: tuple[_Frame[_C], ...]) -> tuple[_Frame[_C], ...]:
    """The open nodes with one more successor started at the innermost."""
    return (
        open_nodes
        if not open_nodes
        else (*open_nodes[:-1], open_nodes[-1]._replace(children=open_nodes[-1].children + 1))
    )


def _opened(
    instance: FractionalChanceConfig[_C],
    reading: _Reading[_C],
    step: ChanceStep[_C],
    parents: tuple[_Frame[_C], ...],
) -> _Reading[_C]:
    return _Reading(
        (*reading.steps, _with_edge(reading, step)),
        (
            *parents,
            _Frame(
                step, 0, 0, 0, tuple(instance.outcomes(step.config)) if step.side == CHANCE else ()
            ),
        ),
    )


def _resumed(reading: _Reading[_C], event: Resumed[_C]) -> _Reading[_C]:
    return (
        lambda step: _Reading(
            (*reading.steps, _with_edge(reading, step)), (*reading.open, _Frame(step, 1, 0, 0, ()))
        )
    )(
        _step(RESUME, event.ply, _child_path(reading), event.config, event.side)._replace(
            window=event.window, child=event.first
        )
    )


def _valued(reading: _Reading[_C], ply: int, config: _C, value: Value) -> _Reading[_C]:
    return _Reading(
        (
            *reading.steps,
            _with_edge(
                reading,
                _step(LEAF, ply, _child_path(reading), config, _leaf_side(reading))._replace(
                    value=value
                ),
            ),
        ),
        _counted(reading.open),
    )


def _leaf_side(reading: _Reading[_C]) -> str:
    return "" if not reading.open else reading.open[-1].entered.side


def _weighing(
    reading: _Reading[_C], probability: Fraction, value: Value, total: Value
) -> _Reading[_C]:
    return _Reading(
        (
            *reading.steps,
            reading.open[-1].entered._replace(
                kind=WEIGH, value=total, probability=probability, child=value
            ),
        ),
        (*reading.open[:-1], reading.open[-1]._replace(weighed=reading.open[-1].weighed + 1)),
    )


def _closed(reading: _Reading[_C], value: Value) -> _Reading[_C]:
    return _Reading(
        (
            *reading.steps,
            reading.open[-1].entered._replace(
                kind=PROBED if reading.open[-1].entered.kind == PROBE else RETURN, value=value
            ),
        ),
        reading.open[:-1],
    )


def _cut(
    instance: FractionalChanceConfig[_C],
    reading: _Reading[_C],
    value: Value,
    child: Value,
    bound: Value,
    low: bool,
    probes: bool,
) -> _Reading[_C]:
    return _Reading(
        (
            *reading.steps,
            reading.open[-1].entered._replace(
                kind=CUT,
                value=value,
                child=child,
                bound=bound,
                low=low,
                probes=probes,
                pruned=() if probes else _pruned(instance, reading.open[-1]),
                skipped_from=reading.open[-1].weighed
                if reading.open[-1].entered.side == CHANCE
                else reading.open[-1].children,
            ),
        ),
        reading.open[:-1],
    )


def _pruned(
    instance: FractionalChanceConfig[_C], frame: _Frame[_C]
) -> tuple[tuple[Fraction | None, _C], ...]:
    """What a cut skipped: the outcomes after the one weighed last, or the successors left."""
    return (
        tuple((probability, outcome) for probability, outcome in frame.outcomes[frame.weighed :])
        if frame.entered.side == CHANCE
        else tuple(
            (None, successor)
            for successor in islice(
                instance.successors(
                    frame.entered.config, WHITE if frame.entered.side == MAX else WHITE.opponent
                ),
                frame.children,
                None,
            )
        )
    )


def number(value: Value) -> str:
    """A value as the trace writes it: an exact fraction and its decimal, or a float.

    >>> number(Fraction(21, 10)), number(Fraction(3)), number(Fraction(17, 9)), number(0.25)
    ('21/10 (2.1)', '3', '17/9 (1.889)', '0.25')
    """
    return (
        str(value)
        if isinstance(value, Fraction) and value.denominator == 1
        else f"{value} ({float(value):.4g})"
        if isinstance(value, Fraction)
        else f"{value:.6g}"
    )


def render_chance_trace(traced: ChanceTraced[_C], show: Callable[[_C], str]) -> str:
    """The hand simulation as text: one line per step, indented by depth."""
    return "\n".join(
        (
            *("  " * _indent(step) + describe_chance(step, show) for step in traced.steps),
            f"{traced.evaluated} of {traced.leaves} leaves evaluated",
        )
    )


def _indent(step: ChanceStep[_C]) -> int:
    # A weighing is written under its chance node, with the outcome it weighs.
    return step.ply + 1 if step.kind == WEIGH else step.ply


def _window(step: ChanceStep[_C]) -> str:
    return "" if step.window is None else f"  α={number(step.window[0])} β={number(step.window[1])}"


def describe_chance(step: ChanceStep[_C], show: Callable[[_C], str]) -> str:
    """One step in the lecture's words, as the text trace and the page write it.

    >>> step = ChanceStep(
    ...     CUT, 1, (1,), "die", CHANCE, (Fraction(21, 10), Fraction(4)), Fraction(13, 10),
    ...     Fraction(1), Fraction(1), Fraction(17, 9), True, False, ((Fraction(1, 10), "4"),),
    ... )
    >>> describe_chance(step, str)
    'CHANCE die cuts at 13/10 (1.3): 1 ≤ α_i = 17/9 (1.889): pruned 1/10: 4'
    """
    return (
        f"{step.side} {show(step.config)}{_window(step)}"
        if step.kind == ENTER
        else f"leaf {show(step.config)} = {number(step.value)}"
        if step.kind == LEAF
        else f"{step.probability} · {number(step.child)} → Σ = {number(step.value)}"
        if step.kind == WEIGH
        else f"{step.side} {show(step.config)} returns {number(step.value)}"
        if step.kind == RETURN
        else f"probe {step.side} {show(step.config)}: its first successor only"
        if step.kind == PROBE
        else f"probe {step.side} {show(step.config)} {'≥' if step.side == MAX else '≤'} "
        f"{number(step.value)}"
        if step.kind == PROBED
        else f"{step.side} {show(step.config)}{_window(step)}, first successor "
        f"{number(step.child)} from the probe"
        if step.kind == RESUME
        else _cut_text(step, show)
    )


def _cut_text(step: ChanceStep[_C], show: Callable[[_C], str]) -> str:
    return (
        f"{step.side} {show(step.config)} cuts at {number(step.value)}: "
        + (
            f"the probes give {'≤' if step.low else '≥'} {number(step.child)} "
            f"{'≤ α' if step.low else '≥ β'} = {number(step.bound)}"
            if step.probes
            else f"{number(step.child)} {'≤ α_i' if step.low else '≥ β_i'} = {number(step.bound)}"
            if step.side == CHANCE
            else f"{number(step.child)} {'≤ α' if step.low else '≥ β'}"
        )
        + (
            ": pruned "
            + ", ".join(
                show(config) if probability is None else f"{probability}: {show(config)}"
                for probability, config in step.pruned
            )
            if step.pruned
            else ""
        )
    )
