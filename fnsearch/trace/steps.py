"""The steps of a hand simulation, read in one fold from the events of any traced search."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import partial, reduce
from typing import Final, Generic, NamedTuple, Protocol, TypeAlias, TypeVar, runtime_checkable

from fnsearch.core.chance_config import Outcome, Score
from fnsearch.core.config import INFINITY, WHITE, Player
from fnsearch.core.events import (
    CHANCE,
    MAX,
    MIN,
    Begin,
    BetaCut,
    Enter,
    Event,
    Hit,
    Leaf,
    Return,
    Weigh,
)
from fnsearch.engine.capabilities import Noisy

_C = TypeVar("_C")

ENTER: Final = "enter"
LEAF: Final = "leaf"
HIT: Final = "table"
WEIGH: Final = "weigh"
RETURN: Final = "return"
CUT: Final = "cut"
PROBE: Final = "probe"
PROBED: Final = "probed"
RESUME: Final = "resume"

Path: TypeAlias = tuple[int, ...]
"""A node's place: the indices of the successors or outcomes taken from the root."""


class Step(NamedTuple, Generic[_C]):
    """One line of a hand simulation, in the lecture's view (values from White's side).

    Attributes:
        kind: one of the kinds above (``"probe"``: Star2 probes the node, ``"probed"``: the
            bound found, ``"resume"``: its second pass comes back).
        side: ``"MAX"``, ``"MIN"`` or ``"CHANCE"`` (at a leaf of a game of chance: its parent's).
        window: ``(α, β)``, at a deterministic leaf or table answer its parent's; or ``None``.
        value: a leaf's value, what the node returns or a cut answers, a weighing's sum.
        child: at a weighing or a cut, the value of the child weighed or that cut.
        bound: at a cut of a game of chance, the bound the child crossed.
        low: at a cut, whether the child fell to the lower bound (else it rose).
        probes: at a cut, whether Star2's probes caused it.
        pruned: at a cut, the successors (``(None, config)``) or outcomes it skipped.
        skipped_from: at a cut, the index of the first of them among the children.
        edge: the probability of the edge into the node, below a chance node.
        quiet: a quiescence node, searched below the depth limit.
        chance: a step of a search of a game of chance (values are expectations).
    """

    kind: str
    ply: int
    path: Path
    config: _C
    side: str
    window: tuple[Score, Score] | None = None
    value: Score = 0
    probability: Fraction = Fraction(1)
    child: Score = 0
    bound: Score = 0
    low: bool = False
    probes: bool = False
    pruned: tuple[tuple[Fraction | None, _C], ...] = ()
    skipped_from: int = 0
    edge: Fraction | None = None
    quiet: bool = False
    chance: bool = False

    @property
    def maximizing(self) -> bool:
        """Whether White (MAX) moves at the node."""
        return self.side == MAX


class Traced(NamedTuple, Generic[_C]):
    """A traced search: its steps, the leaves it valued and the leaves of the whole tree."""

    steps: tuple[Step[_C], ...]
    evaluated: int
    leaves: int


class Successors(Protocol[_C]):
    """A game's successors, to name what a cut skipped: every :class:`~fnsearch.Config` is one."""

    def successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The positions ``player`` can move to from ``c``, in the search's order."""
        ...


@runtime_checkable
class _Outcomes(Protocol[_C]):
    def outcomes(self, c: _C, /) -> Iterable[Outcome[_C]]: ...


class _Frame(NamedTuple, Generic[_C]):
    entered: Step[_C]
    children: int = 0
    weighed: int = 0
    probed: int = 0
    outcomes: tuple[Outcome[_C], ...] = ()
    window: tuple[Score, Score] = (-INFINITY, INFINITY)
    last_child: Score = 0
    noisy: bool = False


class _Reading(NamedTuple, Generic[_C]):
    steps: tuple[Step[_C], ...]
    open: tuple[_Frame[_C], ...]
    sign: int = 0


def steps(instance: Successors[_C], events: tuple[Event[_C], ...]) -> tuple[Step[_C], ...]:
    """The steps of a hand simulation, read from the :mod:`~fnsearch.core.events` of a search."""
    return reduce(partial(_read, instance), events, _Reading[_C]((), ())).steps


def _read(instance: Successors[_C], reading: _Reading[_C], event: Event[_C]) -> _Reading[_C]:
    # The engine's stream began with Begin (``sign`` is not 0): its events are read as
    # negamax; a chance search's events are White's, and its cuts say why they cut.
    match event:
        case Begin(sign):
            return reading._replace(sign=sign)
        case Enter() if reading.sign == 0:
            return _chance_entered(instance, reading, event)
        case Enter():
            return _opened(
                instance, reading, _turned(reading, ENTER, event), _started(reading.open)
            )
        case Leaf() if reading.sign == 0:
            side = reading.open[-1].entered.side if reading.open else ""
            path = _child_path(reading)
            leaf = Step[_C](
                LEAF, event.ply, path, event.config, side, value=event.value, chance=True
            )
            return _then(reading, _with_edge(reading, leaf), _started(reading.open))
        case Leaf() | Hit():
            valued: Step[_C] = _turned(reading, LEAF if isinstance(event, Leaf) else HIT, event)
            return _then(
                reading, valued, _finished(_started(reading.open), valued.value, quiet=valued.quiet)
            )
        case Return(_, value) if reading.sign == 0:
            entered = reading.open[-1].entered
            kind = PROBED if entered.kind == PROBE else RETURN
            return _closed(reading, entered._replace(kind=kind, value=value))
        case BetaCut() if reading.sign == 0:
            return _closed(reading, _cut(instance, reading, CUT, event))
        case Return(ply, value) | BetaCut(ply, value):
            # The engine's node says only its negamax value; the cut is read from its frame.
            frame = reading.open[-1]
            white = value if frame.entered.maximizing else -value
            cut = BetaCut(ply, white, frame.last_child, low=not frame.entered.maximizing)
            kind = RETURN if isinstance(event, Return) else CUT
            return _closed(reading, _cut(instance, reading, kind, cut))
        case Weigh(_, probability, value, total):
            frame = reading.open[-1]
            weighed = frame.entered._replace(
                kind=WEIGH, value=total, probability=probability, child=value
            )
            return _then(
                reading,
                weighed,
                (*reading.open[:-1], frame._replace(weighed=frame.weighed + 1)),
            )


def _chance_entered(
    instance: Successors[_C], reading: _Reading[_C], event: Enter[_C]
) -> _Reading[_C]:
    """A node of a search of a game of chance: entered, probed, or resumed after its probe."""
    # A probed outcome is the first outcome equal to it after the last one probed.
    path = (
        (
            *reading.open[-1].entered.path,
            next(
                index
                for index, (_, outcome) in enumerate(reading.open[-1].outcomes)
                if index >= reading.open[-1].probed and outcome == event.config
            ),
        )
        if event.probe
        else _child_path(reading)
    )
    step = Step(
        PROBE if event.probe else ENTER if event.first is None else RESUME,
        event.ply,
        path,
        event.config,
        event.side,
        (event.alpha, event.beta) if event.windowed else None,
        child=0 if event.first is None else event.first,
        chance=True,
    )
    return (
        _opened(
            instance,
            reading,
            step,
            (*reading.open[:-1], reading.open[-1]._replace(probed=path[-1] + 1)),
        )
        if event.probe
        else _then(reading, _with_edge(reading, step), (*reading.open, _Frame(step, children=1)))
        if event.first is not None
        else _opened(instance, reading, step, _started(reading.open))
    )


def _turned(reading: _Reading[_C], kind: str, event: Enter[_C] | Leaf[_C] | Hit[_C]) -> Step[_C]:
    """A step with the engine's negamax window and value turned to White's side."""
    sign = reading.sign if event.ply % 2 == 0 else -reading.sign
    window = (event.alpha, event.beta) if isinstance(event, Enter) else None
    return Step(
        kind,
        event.ply,
        _child_path(reading),
        event.config,
        MAX if sign > 0 else MIN,
        (
            (reading.open[-1].window if reading.open else (-INFINITY, INFINITY))
            if window is None
            else window
            if sign > 0
            else (-window[1], -window[0])
        ),
        0 if isinstance(event, Enter) else event.value * sign,
        quiet=not isinstance(event, Hit) and event.quiet,
    )


def _then(
    reading: _Reading[_C], step: Step[_C], open_nodes: tuple[_Frame[_C], ...]
) -> _Reading[_C]:
    return _Reading((*reading.steps, step), open_nodes, reading.sign)


def _finished(
    open_nodes: tuple[_Frame[_C], ...], value: Score, *, quiet: bool
) -> tuple[_Frame[_C], ...]:
    """The open nodes after the innermost one learns a child's value: its window narrows."""
    frame = open_nodes[-1] if open_nodes else None
    return (
        open_nodes
        if frame is None
        else (
            *open_nodes[:-1],
            frame._replace(
                window=(max(frame.window[0], value), frame.window[1])
                if frame.entered.side == MAX
                else (frame.window[0], min(frame.window[1], value)),
                last_child=value,
                noisy=quiet,
            ),
        )
    )


def _closed(reading: _Reading[_C], step: Step[_C]) -> _Reading[_C]:
    """The innermost open node returns or cuts; in the engine its parent learns the value."""
    parents = reading.open[:-1]
    return _then(
        reading,
        step,
        parents if reading.sign == 0 else _finished(parents, step.value, quiet=step.quiet),
    )


def _skipped(instance: Successors[_C], reading: _Reading[_C]) -> tuple[tuple[None, _C], ...]:
    """The successors the node did not search, in the search's order (below the horizon: noisy)."""
    frame = reading.open[-1]
    path = frame.entered.path
    searched = tuple(
        step.config
        for step in reading.steps
        if step.kind in (ENTER, LEAF, HIT) and step.path[:-1] == path != step.path
    )
    moves: tuple[_C, ...] = tuple(
        (
            instance.noisy_successors
            if frame.noisy and isinstance(instance, Noisy)
            else instance.successors
        )(frame.entered.config, WHITE if frame.entered.maximizing else WHITE.opponent)
    )
    return tuple(
        (None, move)
        for index, move in enumerate(moves)
        if moves[:index].count(move) >= searched.count(move)
    )


def _opened(
    instance: Successors[_C],
    reading: _Reading[_C],
    step: Step[_C],
    parents: tuple[_Frame[_C], ...],
) -> _Reading[_C]:
    return _then(
        reading,
        _with_edge(reading, step),
        (
            *parents,
            _Frame(
                step,
                outcomes=tuple(instance.outcomes(step.config))
                if step.side == CHANCE and isinstance(instance, _Outcomes)
                else (),
                window=step.window or (-INFINITY, INFINITY),
            ),
        ),
    )


def _with_edge(reading: _Reading[_C], step: Step[_C]) -> Step[_C]:
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


def _started(open_nodes: tuple[_Frame[_C], ...]) -> tuple[_Frame[_C], ...]:
    return (
        open_nodes
        if not open_nodes
        else (*open_nodes[:-1], open_nodes[-1]._replace(children=open_nodes[-1].children + 1))
    )


def _cut(instance: Successors[_C], reading: _Reading[_C], kind: str, cut: BetaCut) -> Step[_C]:
    """The innermost open node's return or cut, with what a cut skipped."""
    frame = reading.open[-1]
    chance = frame.entered.side == CHANCE
    return frame.entered._replace(
        kind=kind,
        value=cut.value,
        child=cut.child,
        bound=cut.bound,
        low=cut.low,
        probes=cut.probes,
        pruned=()
        if kind != CUT or cut.probes
        else frame.outcomes[frame.weighed :]
        if chance
        else _skipped(instance, reading),
        skipped_from=frame.weighed if chance else frame.children,
    )
