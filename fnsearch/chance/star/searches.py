"""Ballard's *-minimax: EXPECTIMINIMAX with alpha-beta cuts at chance nodes too.

With bounds ``lower <= every leaf value <= upper``, a chance node can be cut before
all its outcomes are searched. After the outcomes before the ``i``-th are known
(weighted sum ``S``), the ``i``-th (probability ``p``) can only matter inside::

    alpha_i = (alpha - S - upper · rest) / p      beta_i = (beta - S - lower · rest) / p

where ``rest`` is the probability of the outcomes after it. A value ``<= alpha_i``
means the node is worth at most ``alpha`` whatever follows (fail low), ``>= beta_i``
at least ``beta`` (fail high). **Star1** searches each outcome with that window,
clipped to ``[lower, upper]``, and its MAX and MIN nodes pass the window down as
fail-soft alpha-beta does. **Star2** first *probes* every outcome that is a
decision node by searching its first successor only: for a MAX node that gives a
lower bound, for a MIN node an upper bound. If the probes alone settle the node
it is cut; otherwise Star1's pass runs with the bounds the probes found in place
of ``lower`` and ``upper``. The second pass does not search a probed successor
again: the probe's window reaches at least as far as the second pass's, so its
answer is exact there or already beyond the window's end, and the outcome's fold
resumes at its second successor with the probe's value as the best so far (as an
implementation of Ballard's algorithm with a transposition table would find it).

What they guarantee (Ballard 1983; Hauk, Buro and Schaeffer, "Rediscovering
*-Minimax Search", 2004): both answer exactly the EXPECTIMINIMAX value at the
root. Star1 visits a subset of the positions EXPECTIMINIMAX visits. Star2 visits
each position at most once, so never more positions than EXPECTIMINIMAX; it
usually visits fewer than Star1, but not always: a probe may look at a successor
that Star1 would never reach, because Star1 cut the chance node at an earlier
outcome. In ``max(chance(1: min(3)), chance(1/3: min(2, 0), 2/3: min(0)))``, with
leaves in ``[0, 4]``, Star1 cuts the second chance node after ``min(2, 0)`` (8
positions) where Star2 probes ``min(0)`` too (9). Ballard's savings for Star2 are
averages over random and ordered trees, not a bound per tree.

This module holds the entry points and tells the kinds of node apart; the MAX and
MIN nodes are in :mod:`~fnsearch.chance.star.decision`, the chance nodes in
:mod:`~fnsearch.chance.star.chance_pass`, which says which pass each takes. The map of
the modules is in :mod:`~fnsearch.chance.star.state`.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain
from typing import TypeVar

from returns.result import Failure, Result

from fnsearch.chance.expectation import CYCLES, Answer, exact, failed, result
from fnsearch.chance.star.chance_pass import chance
from fnsearch.chance.star.decision import decision, resumed
from fnsearch.chance.star.horizon import outside
from fnsearch.chance.star.ratio import ratio_of
from fnsearch.chance.star.state import Place, Search, Star2Probe
from fnsearch.chance.walk import valued, walk
from fnsearch.core.chance_config import FractionalChanceConfig, Score, Value
from fnsearch.core.config import MISSING, Missing, Player
from fnsearch.core.contract import dead_end
from fnsearch.engine.options import UNLIMITED_DEPTH
from fnsearch.engine.result import SearchResult

__all__ = ["searching", "star1", "star2"]

_C = TypeVar("_C")


def star1(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    lower: Score,
    upper: Score,
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    trace: bool = False,
) -> Result[SearchResult[_C, Value], str]:
    """Ballard's Star1: the EXPECTIMINIMAX value, with cuts at every kind of node.

    Args and result as :func:`~fnsearch.chance.expectiminimax.expectiminimax`,
    and ``lower``, ``upper``: bounds on every score and evaluation. A value outside
    them is a ``Failure`` that names it, and so are bounds with no room between
    them (``lower >= upper``): no value could lie inside them, and the search would
    cut everything at once. ``stats.cutoffs`` counts the cuts. With
    ``trace``, the result's ``events`` say what the search did, step by step,
    with the window of every node and each cut with the bound that caused it.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> found = star1(CHANCE_TREE, tree, WHITE, lower=0, upper=4).unwrap()
    >>> found.value, found.stats.nodes, found.stats.cutoffs  # 0.9 · 1 + 0.1 · 4 <= 2.1
    (Fraction(21, 10), 6, 1)
    >>> star1(CHANCE_TREE, tree, WHITE, lower=2, upper=4)
    <Failure: the value 1 of 1 lies outside the bounds [2, 4]>
    >>> star1(CHANCE_TREE, tree, WHITE, lower=4, upper=4)
    <Failure: no value lies strictly between the bounds [4, 4] (lower must lie below upper), \
searching max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))>
    """
    return _searched(
        instance, config, player, (lower, upper), depth, evaluate, trace, probing=False
    )


def star2(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    lower: Score,
    upper: Score,
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    trace: bool = False,
) -> Result[SearchResult[_C, Value], str]:
    """Ballard's Star2: Star1 after probing the first successor of every decision outcome.

    Arguments and result as :func:`star1`. The second pass reuses each probe's
    answer instead of searching the probed successor again, so Star2 visits every
    position at most once: never more positions than EXPECTIMINIMAX, usually fewer
    than Star1, though not on every tree (see the module's documentation). Bounds
    with no room between them are refused as by :func:`star1`, before any probe.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))").unwrap()
    >>> found = star2(CHANCE_TREE, tree, WHITE.opponent, lower=0, upper=9).unwrap()
    >>> found.value, found.stats.nodes, found.stats.cutoffs  # the probes 6 and 7 give >= 6.5
    (Fraction(5, 1), 7, 1)
    >>> star2(CHANCE_TREE, tree, WHITE, lower=10, upper=-10)
    <Failure: no value lies strictly between the bounds [10, -10] (lower must lie below upper), \
searching min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))>
    """
    return _searched(instance, config, player, (lower, upper), depth, evaluate, trace, probing=True)


def _searched(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    bounds: tuple[Score, Score],
    depth: int | None,
    evaluate: Callable[[_C], Score] | None,
    trace: bool,
    *,
    probing: bool,
) -> Result[SearchResult[_C, Value], str]:
    # Empty or reversed bounds are refused at the root: Star2's first window would
    # be closed, and it would answer a bound without looking at a single leaf.
    return (
        Failure(
            f"no value lies strictly between the bounds [{bounds[0]}, {bounds[1]}]"
            f" (lower must lie below upper), searching {config!r}"
        )
        if bounds[0] >= bounds[1]
        else result(
            _node(
                searching(
                    instance,
                    bounds,
                    depth=depth,
                    evaluate=evaluate,
                    trace=trace,
                    probing=probing,
                ),
                config,
                player,
                Place(
                    UNLIMITED_DEPTH if depth is None else depth,
                    0,
                    (),
                    (exact(bounds[0]), exact(bounds[1])),
                    None,
                ),
            )
        )
    )


def searching(
    instance: FractionalChanceConfig[_C],
    bounds: tuple[Score, Score],
    *,
    depth: int | None,
    evaluate: Callable[[_C], Score] | None,
    trace: bool,
    probing: bool,
) -> Search[_C]:
    """What stays fixed during a Star1 (Star2 when ``probing``) search within ``bounds``.

    Its :attr:`~fnsearch.chance.star.state.Search.descend` searches a node at any
    :class:`~fnsearch.chance.star.state.Place`, with any window: what the public
    searches do at the root, with the window ``bounds``.

    >>> from fractions import Fraction
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> search = searching(CHANCE_TREE, (0, 4), depth=None, evaluate=None, trace=False,
    ...                    probing=False)
    >>> node = parse("chance(1/2: 0, 1/2: 4)").unwrap()
    >>> place = Place(9, 0, (), (Fraction(3), Fraction(4)), None)
    >>> found = search.descend(search, node, None, place)
    >>> found.value, found.cutoffs  # 0 <= alpha_1 = (3 - 1/2 · 4) / (1/2): at most 2 <= 3
    (Fraction(2, 1), 1)
    """
    return Search(
        walk(instance, evaluate, depth, trace=trace),
        exact(bounds[0]),
        exact(bounds[1]),
        probing,
        ratio_of(exact(bounds[0])),
        ratio_of(exact(bounds[1])),
        _descend,
    )


def _node(search: Search[_C], config: _C, player: Player | None, place: Place[_C]) -> Answer[_C]:
    # Fail-soft: the answer is exact inside the window (alpha, beta), an upper bound at
    # or below alpha, a lower bound at or above beta. Inside the node the path holds
    # its own position too, for the cycles of its successors.
    #
    # The kinds of node are told apart as fnsearch.chance.walk.visited tells them, written
    # out here: its three callbacks, made afresh at every node, and the place rebuilt for
    # each with a path that had not changed, cost Star1 about a twentieth of its time on
    # Pig at depth 6 (cProfile, evaluation memoised).
    return (
        _bounded(search, config, exact(search.walk.instance.score(config)), place)
        if search.walk.instance.is_final(config)
        else failed(CYCLES)
        if config in place.path
        else _bounded(search, config, exact(search.walk.evaluate(config)), place)
        if place.depth <= 0
        else chance(
            search,
            config,
            tuple(search.walk.instance.outcomes(config)),
            _inside(search, config, place),
        )
        if search.walk.instance.is_chance(config)
        else _decision(
            search,
            config,
            search.walk.instance.to_move(config) if player is None else player,
            _inside(search, config, place),
        )
    )


def _inside(search: Search[_C], config: _C, place: Place[_C]) -> Place[_C]:
    # The node's place once entered: its path holds the node, when cycles are watched.
    return place._replace(path=(*place.path, config)) if search.walk.cycles else place


def _decision(search: Search[_C], config: _C, chooser: Player, place: Place[_C]) -> Answer[_C]:
    # A decision node with nothing to choose breaks the game's contract: a failure that
    # says so (as fnsearch.chance.walk.visited answers).
    # The successors looked at for that go on to the node, the first one put back.
    return (
        lambda successors: (
            lambda first: (
                failed(dead_end(config))
                if isinstance(first, Missing)
                else decision(
                    search, config, chooser, place, successors=chain((first,), successors)
                )
            )
        )(next(successors, MISSING))
    )(iter(search.walk.instance.successors(config, chooser)))


def _descend(
    search: Search[_C], config: _C, probe: Star2Probe[_C] | None, place: Place[_C]
) -> Answer[_C]:
    # Below a node: a position searched afresh, or an outcome Star2 probed, resumed.
    return (
        _node(search, config, None, place)
        if probe is None
        else resumed(search, config, probe, _inside(search, config, place))
    )


def _bounded(search: Search[_C], config: _C, value: Value, place: Place[_C]) -> Answer[_C]:
    return _valued(search, config, value, place, outside(search, config, value))


def _valued(
    search: Search[_C], config: _C, value: Value, place: Place[_C], outside: str
) -> Answer[_C]:
    return (
        failed(outside) if outside else valued(search.walk, config, value, place.ply, place.trace)
    )
