"""EXPECTIMINIMAX, Star1 and Star2 as a user calls them: the arguments checked, then searched."""

from __future__ import annotations

from typing import TypeVar

from fnsearch.chance.expectiminimax import searched as walked
from fnsearch.chance.options import FRAMES_PER_LAYER, ChanceOptions
from fnsearch.chance.star import searched as starred
from fnsearch.core.arguments import (
    exact_number,
    flag,
    function_or_none,
    optional_plies,
    player_of,
    ply_limit_of,
    record_or_none,
)
from fnsearch.core.chance_config import FractionalChanceConfig, Value
from fnsearch.core.config import Player
from fnsearch.engine.result import SearchResult

_C = TypeVar("_C")


def expectiminimax(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    options: ChanceOptions[_C] | None = None,
) -> SearchResult[_C, Value]:
    """The EXPECTIMINIMAX value of ``config``; its best move, line and statistics.

    ``instance`` is a :class:`~fnsearch.core.chance_config.ChanceConfig` (or any
    :class:`~fnsearch.core.chance_config.FractionalChanceConfig`); ``player`` chooses at
    a decision root, ``instance.to_move`` below it; ``options`` a
    :class:`~fnsearch.chance.options.ChanceOptions` (``None``: to the end, untraced).
    The value is exact, a ``Fraction``: every score and evaluation must be an ``int``
    or a ``Fraction``. ``best`` is the chosen successor of a decision root (``None`` at
    a chance root, a final root or depth 0); the line follows the choices down to the
    first chance node; ``stats`` counts nodes, leaves and chance nodes.

    An argument of the wrong kind is refused with one line before the search starts; a
    value of the wrong kind, probabilities not exact, positive and adding up to 1, a
    decision node with nothing to choose, or a position met again on its own path in a
    search without a depth, with a :class:`~fnsearch.core.contract.ContractError` that
    names the position.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> found = expectiminimax(CHANCE_TREE, tree, WHITE)
    >>> found.value, found.best == tree.children[0]
    (Fraction(21, 10), True)
    """
    return walked(instance, config, player_of(player), _asked(options))


def star1(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    options: ChanceOptions[_C] | None = None,
) -> SearchResult[_C, Value]:
    """Ballard's Star1: the EXPECTIMINIMAX value, with cuts at every kind of node.

    Arguments and result as :func:`expectiminimax`; the options' ``lower`` and ``upper``
    bound every score and evaluation: a value outside them is refused, naming it, and
    so are bounds with no room between them. ``stats.cutoffs`` counts the cuts; traced,
    the ``events`` give every node's window and each cut with the bound that caused it.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> found = star1(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=0, upper=4))
    >>> found.value, found.stats.nodes, found.stats.cutoffs  # 0.9 · 1 + 0.1 · 4 <= 2.1
    (Fraction(21, 10), 6, 1)
    """
    return starred(instance, config, player_of(player), _asked(options), probing=False)


def star2(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    options: ChanceOptions[_C] | None = None,
) -> SearchResult[_C, Value]:
    """Ballard's Star2: Star1 after probing the first successor of every decision outcome.

    Arguments and result as :func:`star1`. The second pass resumes after each probed
    successor, so Star2 visits every position at most once: never more than
    EXPECTIMINIMAX, usually fewer than Star1, though not always.

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))").unwrap()
    >>> found = star2(CHANCE_TREE, tree, WHITE.opponent, ChanceOptions(lower=0, upper=9))
    >>> found.value, found.stats.nodes, found.stats.cutoffs  # the probes 6 and 7 give >= 6.5
    (Fraction(5, 1), 7, 1)
    """
    return starred(instance, config, player_of(player), _asked(options), probing=True)


def _asked(options: ChanceOptions[_C] | None) -> ChanceOptions[_C]:
    """The options a search is asked for (``None``: the defaults), each field checked."""
    checked = record_or_none(options, ChanceOptions, "options")
    given = ChanceOptions[_C]() if checked is None else checked
    return ChanceOptions(
        depth=optional_plies(given.depth, "depth"),
        evaluate=function_or_none(given.evaluate, "evaluate"),
        lower=exact_number(given.lower, "lower"),
        upper=exact_number(given.upper, "upper"),
        trace=flag(given.trace, "trace"),
        ply_limit=ply_limit_of(given.ply_limit, FRAMES_PER_LAYER, "layer"),
    )
