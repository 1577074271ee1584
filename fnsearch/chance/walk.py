"""How the searches of games of chance walk the tree: one node's kind, its first and last events.

EXPECTIMINIMAX (:mod:`fnsearch.chance.expectiminimax`) and Ballard's Star1 and
Star2 (:mod:`fnsearch.chance.star.searches`) tell the nodes apart alike: a final
position is valued by its score; one met again on its own path fails the search
(only a search without a depth limit watches for that); one at the horizon is
valued by the evaluation; the others are chance or decision nodes, each searched
its own way. :func:`visited` says which and hands the node on; the other
functions build the answers and events of a traced search at the node's start and
end, the same in every search.

>>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
>>> walking = walk(CHANCE_TREE, None, None, trace=True)
>>> start = entered(walking, parse("chance(1/2: 1, 1/2: 3)").unwrap(), 0, CHANCE, None, None)
>>> start.chance, returned(walking, start, 0).trace.newest
(1, Returned(ply=0, value=Fraction(0, 1)))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import CYCLES, Answer, exact, failed, leaf, started
from fnsearch.core.chance_config import FractionalChanceConfig, Outcome, Score, Value
from fnsearch.core.config import MISSING, WHITE, Missing, Player
from fnsearch.core.contract import dead_end
from fnsearch.core.events import (
    CHANCE,
    MAX,
    MIN,
    ChanceEvent,
    ChanceTrace,
    Entered,
    Returned,
    Valued,
    push,
    pushed,
)

__all__ = ["Walk", "along", "entered", "noted", "returned", "side", "valued", "visited", "walk"]

_C = TypeVar("_C")


class Walk(NamedTuple, Generic[_C]):
    """What stays fixed during one search."""

    instance: FractionalChanceConfig[_C]
    evaluate: Callable[[_C], Score]
    cycles: bool  # whether to watch for positions met again on their own path
    traced: bool  # whether to record the events of the search


def walk(
    instance: FractionalChanceConfig[_C],
    evaluate: Callable[[_C], Score] | None,
    depth: int | None,
    *,
    trace: bool,
) -> Walk[_C]:
    """The fixed part of a search ``depth`` deep (``None``: to the end of the game).

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> walk(CHANCE_TREE, None, None, trace=False).cycles
    True
    """
    return Walk(instance, instance.score if evaluate is None else evaluate, depth is None, trace)


def visited(
    walk: Walk[_C],
    config: _C,
    player: Player | None,
    depth: int,
    path: tuple[_C, ...],
    *,
    on_leaf: Callable[[Value], Answer[_C]],
    on_chance: Callable[[tuple[Outcome[_C], ...], tuple[_C, ...]], Answer[_C]],
    on_decision: Callable[[Player, tuple[_C, ...]], Answer[_C]],
) -> Answer[_C]:
    """The answer of the node ``config``, by its kind.

    A final position or one at the horizon (``depth <= 0``) goes to ``on_leaf``
    with its value; a chance node to ``on_chance`` with its outcomes; a decision
    node to ``on_decision`` with who chooses (``player``, or the game's player to
    move when ``None``). Both get the path below the node.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> walking = walk(CHANCE_TREE, None, 2, trace=False)
    >>> visited(walking, parse("max(1, 2)").unwrap(), None, 2, (), on_leaf=lambda v: leaf(v, 0),
    ...         on_chance=lambda o, p: failed("chance"),
    ...         on_decision=lambda c, p: failed(side(c))).failure
    'MAX'
    """
    return (
        on_leaf(exact(walk.instance.score(config)))
        if walk.instance.is_final(config)
        else failed(CYCLES)
        if config in path
        else on_leaf(exact(walk.evaluate(config)))
        if depth <= 0
        else on_chance(tuple(walk.instance.outcomes(config)), along(walk, path, config))
        if walk.instance.is_chance(config)
        else _decision(
            walk,
            config,
            walk.instance.to_move(config) if player is None else player,
            along(walk, path, config),
            on_decision,
        )
    )


def _decision(
    walk: Walk[_C],
    config: _C,
    chooser: Player,
    path: tuple[_C, ...],
    on_decision: Callable[[Player, tuple[_C, ...]], Answer[_C]],
) -> Answer[_C]:
    # A decision node with nothing to choose breaks the game's contract: a failure that
    # says so, where the fold over no successors would value it 0.
    return (
        failed(dead_end(config))
        if isinstance(next(iter(walk.instance.successors(config, chooser)), MISSING), Missing)
        else on_decision(chooser, path)
    )


def along(walk: Walk[_C], path: tuple[_C, ...], config: _C) -> tuple[_C, ...]:
    """The path below ``config``: watched only by a search without a depth limit.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> along(walk(CHANCE_TREE, None, None, trace=False), (), "a")
    ('a',)
    """
    return (*path, config) if walk.cycles else path


def side(player: Player) -> str:
    """The side of a decision node where ``player`` chooses.

    >>> side(WHITE), side(WHITE.opponent)
    ('MAX', 'MIN')
    """
    return MAX if player is WHITE else MIN


def valued(
    walk: Walk[_C], config: _C, value: Value, ply: int, trace: ChanceTrace[_C] | None
) -> Answer[_C]:
    """The answer of ``config`` valued ``value`` at ``ply``, its event noted.

    >>> from fractions import Fraction
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> valued(walk(CHANCE_TREE, None, 1, trace=True), 4, Fraction(4), 1, None).trace
    Trace(newest=Valued(ply=1, config=4, value=Fraction(4, 1)), older=None)
    """
    return leaf(value, ply, pushed(trace, Valued(ply, config, value), traced=walk.traced))


def entered(
    walk: Walk[_C],
    config: _C,
    ply: int,
    kind: str,
    window: tuple[Value, Value] | None,
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    """The start of the fold of the ``kind`` (MAX, MIN or CHANCE) node ``config``.

    ``window`` is the ``(alpha, beta)`` of a pruning search, ``None`` without one.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> entered(walk(CHANCE_TREE, None, 1, trace=False), "roll", 0, CHANCE, None, None).chance
    1
    """
    return started(
        config,
        ply,
        chance=kind == CHANCE,
        trace=pushed(trace, Entered(ply, config, kind, window), traced=walk.traced),
    )


def noted(walk: Walk[_C], answer: Answer[_C], event: ChanceEvent[_C]) -> Answer[_C]:
    """``answer`` with ``event`` added to its trace, when the search is traced and sound.

    >>> from fractions import Fraction
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> noted(walk(CHANCE_TREE, None, 1, trace=False), leaf(Fraction(1), 0), Returned(0, 1)).trace
    """
    return (
        answer._replace(trace=push(answer.trace, event))
        if walk.traced and not answer.failure
        else answer
    )


def returned(walk: Walk[_C], answer: Answer[_C], ply: int) -> Answer[_C]:
    """The node at ``ply`` is done: its ``answer``, with the event that says so.

    >>> from fractions import Fraction
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> returned(walk(CHANCE_TREE, None, 1, trace=True), leaf(Fraction(1), 0), 0).trace
    Trace(newest=Returned(ply=0, value=Fraction(1, 1)), older=None)
    """
    return noted(walk, answer, Returned(ply, answer.value))
