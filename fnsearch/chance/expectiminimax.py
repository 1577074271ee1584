"""EXPECTIMINIMAX: the value of a game of chance when both players play their best.

The lecture's definition, node by node::

    EXPECTIMINIMAX(s) = UTILITY(s)                              if s is final
                        max  over successors s' of EXPECTIMINIMAX(s')   at MAX
                        min  over successors s' of EXPECTIMINIMAX(s')   at MIN
                        Σ P(s') · EXPECTIMINIMAX(s') over outcomes s'   at a chance node

written as folds over the lazy successors and outcomes (:mod:`fnsearch.core.folds`). It
looks at every position of the tree, so it is the oracle the pruning searches of
:mod:`fnsearch.chance.star.searches` are compared against.

An evaluation function for a game of chance must be a positive linear
transformation of the chance of winning: an order-preserving rescaling of the
leaves that is not linear can change the move chosen (see
``exercises/chance_scaling.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TypeVar

from returns.result import Result

from fnsearch.chance.expectation import (
    Answer,
    absorbed,
    added,
    failed,
    outcome_failure,
    result,
)
from fnsearch.chance.walk import (
    Walk,
    entered,
    noted,
    returned,
    side,
    valued,
    visited,
    walk,
)
from fnsearch.core.chance_config import FractionalChanceConfig, Outcome, Score, Value
from fnsearch.core.config import WHITE, Player
from fnsearch.core.events import CHANCE, ChanceTrace, Weighed
from fnsearch.core.folds import fold_until
from fnsearch.engine.options import UNLIMITED_DEPTH
from fnsearch.engine.result import SearchResult

__all__ = ["expectiminimax"]

_C = TypeVar("_C")


def expectiminimax(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    trace: bool = False,
) -> Result[SearchResult[_C, Value], str]:
    """The EXPECTIMINIMAX value of ``config``; its best move, line and statistics.

    Args:
        instance: the game, a :class:`~fnsearch.core.chance_config.ChanceConfig` (or any
            :class:`~fnsearch.core.chance_config.FractionalChanceConfig`).
        config: the root position.
        player: who chooses at the root when it is a decision node; below the root,
            ``instance.to_move`` says who chooses.
        depth: how many layers to search: every decision ply *and* every chance
            layer counts one, so ``depth=2`` from a MAX root reaches MAX, then
            chance, then values the positions below by ``evaluate``. At depth 0 a
            position that is not final is valued by ``evaluate``. ``None`` searches
            to the end of the game, and fails if the game has cycles.
        evaluate: values a position that is not final at the depth limit, from
            White's point of view; defaults to ``instance.score``. It should be a
            positive linear transformation of White's chance of winning.
        trace: record every step of the search (each node entered, each leaf,
            each outcome weighed, each value returned) in the result's
            ``events`` (see :mod:`fnsearch.core.events`).

    Returns:
        A ``Success`` of a :class:`~fnsearch.engine.result.SearchResult` whose
        value is exact, a ``Fraction``, when every score and evaluation is an ``int``
        or a ``Fraction`` (compare it with ``==``), and a ``float`` once a ``float``
        takes part. ``best`` is the chosen successor of a decision root (``None`` at
        a chance root, a final root or depth 0); the line follows the choices down
        to the first chance node. ``stats`` counts nodes, leaves and chance nodes.
        A ``Failure`` says, in one line, which chance node has probabilities that
        are not positive or do not add up to 1, or that a search without a depth
        met a position again on its own path.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> found = expectiminimax(CHANCE_TREE, tree, WHITE).unwrap()
    >>> found.value, found.best == tree.children[0]
    (Fraction(21, 10), True)
    >>> found.stats
    Stats(nodes=7, leaves=4, cutoffs=0, depth=2, hits=0, chance=2)
    >>> traced = expectiminimax(CHANCE_TREE, tree, WHITE, trace=True).unwrap()
    >>> traced.events[:3]  # doctest: +NORMALIZE_WHITESPACE
    (Entered(ply=0, config=max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)), side='MAX',
             window=None),
     Entered(ply=1, config=chance(9/10: 2, 1/10: 3), side='CHANCE', window=None),
     Valued(ply=2, config=2, value=Fraction(2, 1)))
    >>> expectiminimax(CHANCE_TREE, tree, WHITE, depth=1, evaluate=lambda t: 0).unwrap().value
    Fraction(0, 1)
    >>> from fractions import Fraction
    >>> from fnsearch.games.chancetree.game import Chance
    >>> expectiminimax(CHANCE_TREE, Chance(((Fraction(1, 2), 1), (Fraction(1, 3), 2))), WHITE)
    <Failure: the probabilities at the chance node chance(1/2: 1, 1/3: 2) must be positive \
and add up to 1: 1/2, 1/3>
    """
    return result(
        _node(
            walk(instance, evaluate, depth, trace=trace),
            config,
            player,
            UNLIMITED_DEPTH if depth is None else depth,
            0,
            (),
            None,
        )
    )


def _node(
    search: Walk[_C],
    config: _C,
    player: Player | None,
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    return visited(
        search,
        config,
        player,
        depth,
        path,
        on_leaf=lambda value: valued(search, config, value, ply, trace),
        on_chance=lambda outcomes, below: _chance(
            search, config, outcomes, depth, ply, below, trace
        ),
        on_decision=lambda chooser, below: _decision(
            search, config, chooser, depth, ply, below, trace
        ),
    )


def _decision(
    search: Walk[_C],
    config: _C,
    player: Player,
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    # max (or min) over the successors, ties to the first: a fold that stops only at a failure.
    def step(state: Answer[_C], child: _C) -> Answer[_C]:
        return absorbed(
            state,
            child,
            _node(search, child, None, depth - 1, ply + 1, path, state.trace),
            maximizing=player is WHITE,
        )

    return returned(
        search,
        fold_until(
            step,
            entered(search, config, ply, side(player), None, trace),
            search.instance.successors(config, player),
            _failing,
        ),
        ply,
    )


def _chance(
    search: Walk[_C],
    config: _C,
    outcomes: tuple[Outcome[_C], ...],
    depth: int,
    ply: int,
    path: tuple[_C, ...],
    trace: ChanceTrace[_C] | None,
) -> Answer[_C]:
    # Σ P(s) · value(s) over the outcomes, once their probabilities are known to be sound.
    def step(state: Answer[_C], outcome: Outcome[_C]) -> Answer[_C]:
        return (
            lambda child: _weighed(
                search, added(state, outcome[0], child), outcome[0], child.value, ply
            )
        )(_node(search, outcome[1], None, depth - 1, ply + 1, path, state.trace))

    return (
        lambda failure: (
            failed(failure)
            if failure
            else returned(
                search,
                fold_until(
                    step, entered(search, config, ply, CHANCE, None, trace), outcomes, _failing
                ),
                ply,
            )
        )
    )(outcome_failure(config, outcomes))


def _weighed(
    search: Walk[_C], after: Answer[_C], probability: Fraction, value: Value, ply: int
) -> Answer[_C]:
    # The event of one outcome weighed: ``probability · value`` added, the sum now.
    return noted(search, after, Weighed(ply, probability, value, after.value))


def _failing(state: Answer[_C]) -> bool:
    return state.failure != ""
