"""Imperative references for games of chance: EXPECTIMINIMAX, Star1 and Star2 with loops.

Each returns the value and the number of positions visited, counted as the
functional versions count them (a position is visited when it is valued or
expanded; a Star2 probe visits the outcome it probes and then its first successor).
They assume sound probabilities, bounds that hold and a depth for games with cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import islice
from typing import TypeVar

from fnsearch.core.chance_config import FractionalChanceConfig, Score, Value
from fnsearch.core.config import WHITE, Player

_C = TypeVar("_C")


def _exact(score: Score) -> Value:
    return Fraction(score) if isinstance(score, int) else score


def expectiminimax(
    game: FractionalChanceConfig[_C],
    config: _C,
    player: Player | None,
    depth: int = 2**31,
    evaluate: Callable[[_C], Score] | None = None,
) -> tuple[Value, int]:
    """The lecture's EXPECTIMINIMAX with loops; the value and the positions visited.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> expectiminimax(CHANCE_TREE, parse("max(chance(0.9: 2, 0.1: 3), 1)").unwrap(), WHITE)
    (Fraction(21, 10), 5)
    """
    if game.is_final(config):
        return _exact(game.score(config)), 1
    if depth <= 0:
        return _exact((evaluate or game.score)(config)), 1
    nodes = 1
    if game.is_chance(config):
        total: Value = Fraction(0)
        for probability, child in game.outcomes(config):
            value, count = expectiminimax(game, child, None, depth - 1, evaluate)
            total += probability * value
            nodes += count
        return total, nodes
    chooser = game.to_move(config) if player is None else player
    best: Value | None = None
    for child in game.successors(config, chooser):
        value, count = expectiminimax(game, child, None, depth - 1, evaluate)
        nodes += count
        if best is None or (value > best if chooser is WHITE else value < best):
            best = value
    assert best is not None
    return best, nodes


def star1(
    game: FractionalChanceConfig[_C],
    config: _C,
    player: Player | None,
    lower: Score,
    upper: Score,
    depth: int = 2**31,
    evaluate: Callable[[_C], Score] | None = None,
) -> tuple[Value, int]:
    """Ballard's Star1 with loops, from the full window ``[lower, upper]``.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    >>> star1(CHANCE_TREE, tree, WHITE, 0, 4)
    (Fraction(21, 10), 6)
    """
    low, high = _exact(lower), _exact(upper)
    return _star(game, config, player, low, high, low, high, depth, evaluate, probing=False)


def star2(
    game: FractionalChanceConfig[_C],
    config: _C,
    player: Player | None,
    lower: Score,
    upper: Score,
    depth: int = 2**31,
    evaluate: Callable[[_C], Score] | None = None,
) -> tuple[Value, int]:
    """Ballard's Star2 with loops: probing, then Star1's pass with the probed bounds.

    The second pass resumes a probed decision node after its first successor, from
    the probe's value, instead of searching that successor again.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> tree = parse("min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))").unwrap()
    >>> star2(CHANCE_TREE, tree, WHITE.opponent, 0, 9)
    (Fraction(5, 1), 7)
    """
    low, high = _exact(lower), _exact(upper)
    return _star(game, config, player, low, high, low, high, depth, evaluate, probing=True)


def _star(
    game: FractionalChanceConfig[_C],
    config: _C,
    player: Player | None,
    alpha: Value,
    beta: Value,
    lower: Value,
    upper: Value,
    depth: int,
    evaluate: Callable[[_C], Score] | None,
    *,
    probing: bool,
) -> tuple[Value, int]:
    if game.is_final(config):
        return _exact(game.score(config)), 1
    if depth <= 0:
        return _exact((evaluate or game.score)(config)), 1
    if not game.is_chance(config):
        chooser = game.to_move(config) if player is None else player
        successors = game.successors(config, chooser)
        best, nodes = _decision(
            game, chooser, successors, None, alpha, beta, lower, upper, depth, evaluate, probing
        )
        return best, 1 + nodes
    nodes = 1
    outcomes = list(game.outcomes(config))
    lows = [lower] * len(outcomes)
    highs = [upper] * len(outcomes)
    probed: list[Value | None] = [None] * len(outcomes)  # the value of a probed first successor
    if probing:
        low_sum: Value = Fraction(0)
        high_sum: Value = Fraction(0)
        mass = Fraction(0)
        for i, (p, child) in enumerate(outcomes):
            rest = 1 - mass - p
            if depth > 1 and not game.is_final(child) and not game.is_chance(child):
                mover = game.to_move(child)
                first = next(iter(game.successors(child, mover)))
                # A MAX child is worth at least its first successor: the probe looks for
                # beta; a MIN child at most: the probe looks for alpha.
                a, b = lower, upper
                if mover is WHITE:
                    b = min(upper, (beta - low_sum - lower * rest) / p)
                else:
                    a = max(lower, (alpha - high_sum - upper * rest) / p)
                value, count = _star(
                    game, first, None, a, b, lower, upper, depth - 2, evaluate, probing=True
                )
                if mover is WHITE:
                    lows[i] = max(lower, value)
                else:
                    highs[i] = min(upper, value)
                probed[i] = value
                nodes += 1 + count
            low_sum += p * lows[i]
            high_sum += p * highs[i]
            mass += p
            if low_sum + lower * (1 - mass) >= beta:
                return low_sum + lower * (1 - mass), nodes
            if high_sum + upper * (1 - mass) <= alpha:
                return high_sum + upper * (1 - mass), nodes
    total: Value = Fraction(0)
    for i, (p, child) in enumerate(outcomes):
        rest_low = sum((q * lows[j] for j, (q, _) in enumerate(outcomes) if j > i), Fraction(0))
        rest_high = sum((q * highs[j] for j, (q, _) in enumerate(outcomes) if j > i), Fraction(0))
        alpha_i = (alpha - total - rest_high) / p
        beta_i = (beta - total - rest_low) / p
        a, b = max(lows[i], alpha_i), min(highs[i], beta_i)
        probe_value = probed[i]
        if probe_value is None:
            value, count = _star(
                game, child, None, a, b, lower, upper, depth - 1, evaluate, probing=probing
            )
        else:
            value, count = _resumed(
                game, child, probe_value, a, b, lower, upper, depth - 1, evaluate
            )
        nodes += count
        if value <= alpha_i:
            return total + p * value + rest_high, nodes
        if value >= beta_i:
            return total + p * value + rest_low, nodes
        total += p * value
    return total, nodes


def _resumed(
    game: FractionalChanceConfig[_C],
    config: _C,
    first: Value,
    alpha: Value,
    beta: Value,
    lower: Value,
    upper: Value,
    depth: int,
    evaluate: Callable[[_C], Score] | None,
) -> tuple[Value, int]:
    """Star2's second pass at a probed decision node: from its second successor on.

    The probe counted the node and searched its first successor (its value ``first``).
    """
    chooser = game.to_move(config)
    successors = islice(game.successors(config, chooser), 1, None)
    return _decision(
        game, chooser, successors, first, alpha, beta, lower, upper, depth, evaluate, True
    )


def _decision(
    game: FractionalChanceConfig[_C],
    chooser: Player,
    successors: Iterable[_C],
    best: Value | None,
    alpha: Value,
    beta: Value,
    lower: Value,
    upper: Value,
    depth: int,
    evaluate: Callable[[_C], Score] | None,
    probing: bool,
) -> tuple[Value, int]:
    """Fail-soft alpha-beta over ``successors`` from ``best`` (``None``: nothing yet).

    Returns the best value and the positions visited below the node.
    """
    nodes = 0
    for child in successors:
        if best is not None and (best >= beta if chooser is WHITE else best <= alpha):
            break
        a = alpha if best is None or chooser is not WHITE else max(alpha, best)
        b = beta if best is None or chooser is WHITE else min(beta, best)
        value, count = _star(
            game, child, None, a, b, lower, upper, depth - 1, evaluate, probing=probing
        )
        nodes += count
        if best is None or (value > best if chooser is WHITE else value < best):
            best = value
    assert best is not None
    return best, nodes
