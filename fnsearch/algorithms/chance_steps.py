"""The steps of a hand simulation of a chance search, read from the search's events.

A traced search (EXPECTIMINIMAX, Star1 or Star2 with ``trace=True``) returns its
events: entered, valued, probed, resumed, weighed, returned, cut. :func:`chance_steps`
reads them, in one fold, into :class:`ChanceStep` records that know what the
lecture writes by hand: each node's path from the root, its side, Star's window,
the probability weighed, and at a cut what it skipped.

>>> from fnsearch.algorithms.expectiminimax import expectiminimax
>>> from fnsearch.config import WHITE
>>> from fnsearch.games.chancetree import CHANCE_TREE, parse
>>> tree = parse("chance(1/2: 1, 1/2: 2)").unwrap()
>>> found = expectiminimax(CHANCE_TREE, tree, WHITE, trace=True).unwrap()
>>> steps = chance_steps(CHANCE_TREE, found.events)
>>> [(step.kind, step.path, str(step.value)) for step in steps]
[('enter', (), '0'), ('leaf', (0,), '1'), ('weigh', (), '1/2'), ('leaf', (1,), '2'), \
('weigh', (), '3/2'), ('return', (), '3/2')]
"""

from __future__ import annotations

from fractions import Fraction
from functools import reduce
from itertools import islice
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

# The step kinds shared with the deterministic trace, re-exported with the chance ones.
from fnsearch.algorithms.trace import CUT as CUT
from fnsearch.algorithms.trace import ENTER as ENTER
from fnsearch.algorithms.trace import LEAF as LEAF
from fnsearch.algorithms.trace import RETURN as RETURN
from fnsearch.chance import FractionalChanceConfig, Value
from fnsearch.config import WHITE
from fnsearch.trace.events import (
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

__all__ = [
    "CUT",
    "ENTER",
    "LEAF",
    "PROBE",
    "PROBED",
    "RESUME",
    "RETURN",
    "WEIGH",
    "ChanceStep",
    "ChanceTraced",
    "Path",
    "chance_steps",
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
        case Cut(_, value, child, bound, low, probes) if not isinstance(value, int):
            return _cut(instance, reading, value, child, bound, low, probes)
        case _:  # an event of the deterministic engine: not in a chance search's stream
            return reading


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
