"""Running a search traced: the engine's alpha-beta, EXPECTIMINIMAX, Star1 or Star2.

Its events are read into a :class:`~fnsearch.trace.steps.Traced`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from fnsearch.chance import ChanceOptions, expectiminimax, star1, star2
from fnsearch.core.chance_config import FractionalChanceConfig, Score, Value
from fnsearch.core.config import Config, Player
from fnsearch.core.events import Leaf
from fnsearch.engine.options import ChanceAlgorithm, SearchOptions
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.trace.steps import Traced, steps

_C = TypeVar("_C")


def trace(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C] | None = None,
) -> Traced[_C]:
    """Trace :func:`~fnsearch.search` itself with ``options``: its counts and the steps agree.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> trace(TREE_CONFIG, FIGURE_5_2, WHITE).evaluated
    7
    """
    found = search(instance, config, player, options, trace=True)
    return Traced(
        steps(instance, found.events),
        sum(1 for event in found.events if isinstance(event, Leaf)),
        leaf_count(instance, config, player, None if options is None else options.depth),
    )


def chance_trace(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    algorithm: ChanceAlgorithm = "expectiminimax",
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    bounds: tuple[Score, Score] = (0, 0),
) -> Traced[_C]:
    """Trace ``algorithm`` on ``config``; Star1 and Star2 take the leaf ``bounds`` ``(L, U)``.

    A game that breaks its contract is refused (:class:`~fnsearch.core.contract.ContractError`).

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> traced = chance_trace(CHANCE_TREE, tree, WHITE, algorithm="star1", bounds=(1, 4))
    >>> traced.evaluated, traced.leaves
    (3, 4)
    """
    options = ChanceOptions(
        depth=depth, evaluate=evaluate, lower=bounds[0], upper=bounds[1], trace=True
    )
    search = {"expectiminimax": expectiminimax, "star1": star1, "star2": star2}[algorithm]
    found: SearchResult[_C, Value] = search(instance, config, player, options)
    return Traced(
        steps(instance, found.events),
        found.stats.leaves,
        chance_leaf_count(instance, config, depth),
    )


def leaf_count(instance: Config[_C], config: _C, player: Player, depth: int | None) -> int:
    """The leaves of the whole game tree below ``config``, to ``depth`` plies (all, if ``None``).

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> leaf_count(TREE_CONFIG, FIGURE_5_2, WHITE, 1)
    3
    """
    return (
        1
        if instance.is_final(config) or (depth is not None and depth <= 0)
        else sum(
            leaf_count(instance, child, player.opponent, None if depth is None else depth - 1)
            for child in instance.successors(config, player)
        )
    )


def chance_leaf_count(instance: FractionalChanceConfig[_C], config: _C, depth: int | None) -> int:
    """The leaves of the whole tree below ``config`` to ``depth`` layers (all, if ``None``).

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> chance_leaf_count(CHANCE_TREE, parse("max(chance(1/2: 1, 1/2: max(2, 3)), 4)").unwrap(), 2)
    3
    """
    return (
        1
        if instance.is_final(config) or (depth is not None and depth <= 0)
        else sum(
            chance_leaf_count(instance, child, None if depth is None else depth - 1)
            for child in (
                (outcome for _, outcome in instance.outcomes(config))
                if instance.is_chance(config)
                else instance.successors(config, instance.to_move(config))
            )
        )
    )
