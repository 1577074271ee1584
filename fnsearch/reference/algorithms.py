"""Imperative reference versions, kept only to check the functional core against.

These are transcriptions of the course's pseudocode with loops, assignments and
early returns, written against the same :class:`~fnsearch.core.config.Config` typeclass.
They are kept apart from the core and exempt from its purity rules, still typed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player

_C = TypeVar("_C")


def minimax(instance: Config[_C], config: _C, player: Player) -> int:
    """Plain minimax, the lectures' MAX-VALUE/MIN-VALUE with a loop.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> minimax(TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE)
    3
    """
    if instance.is_final(config):
        return instance.score(config)
    if player is WHITE:
        v = -INFINITY
        for child in instance.successors(config, WHITE):
            v = max(v, minimax(instance, child, BLACK))
        return v
    v = INFINITY
    for child in instance.successors(config, BLACK):
        v = min(v, minimax(instance, child, WHITE))
    return v


def alpha_beta_hard(
    instance: Config[_C],
    config: _C,
    player: Player,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> int:
    """The exercise sheet's pseudocode, literally: fail-hard, ``beta``/``alpha`` at a cut.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> alpha_beta_hard(TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE)
    3
    """
    if instance.is_final(config):
        return instance.score(config)
    if player is WHITE:
        a = alpha
        for t in instance.successors(config, WHITE):
            a = max(a, alpha_beta_hard(instance, t, BLACK, a, beta))
            if a >= beta:
                return beta
        return a
    b = beta
    for t in instance.successors(config, BLACK):
        b = min(b, alpha_beta_hard(instance, t, WHITE, alpha, b))
        if b <= alpha:
            return alpha
    return b


def alpha_beta_soft(
    instance: Config[_C],
    config: _C,
    player: Player,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> int:
    """The lecture's Max-Value/Min-Value with the helper variable ``v``: fail-soft.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> alpha_beta_soft(TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE, 4, 10)
    3
    """
    if instance.is_final(config):
        return instance.score(config)
    if player is WHITE:
        v = -INFINITY
        for s in instance.successors(config, WHITE):
            v = max(v, alpha_beta_soft(instance, s, BLACK, alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = INFINITY
    for s in instance.successors(config, BLACK):
        v = min(v, alpha_beta_soft(instance, s, WHITE, alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def minimax_depth(
    instance: Config[_C],
    config: _C,
    player: Player,
    depth: int,
    evaluate: Callable[[_C], int] | None = None,
) -> int:
    """Minimax searching exactly ``depth`` plies; the horizon is valued by ``evaluate``.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> minimax_depth(TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE, 1, len)
    3
    """
    if instance.is_final(config):
        return instance.score(config)
    if depth <= 0:
        return (instance.score if evaluate is None else evaluate)(config)
    values = [
        minimax_depth(instance, child, player.opponent, depth - 1, evaluate)
        for child in instance.successors(config, player)
    ]
    return max(values) if player is WHITE else min(values)


def alpha_beta_depth(
    instance: Config[_C],
    config: _C,
    player: Player,
    depth: int,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
    evaluate: Callable[[_C], int] | None = None,
) -> int:
    """The COMP 472 slides' ``alphabeta(node, depth, α, β, maximizingPlayer)``: ``v``, α/β, break.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> alpha_beta_depth(TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE, 2)
    3
    """
    if instance.is_final(config):
        return instance.score(config)
    if depth <= 0:
        return (instance.score if evaluate is None else evaluate)(config)
    if player is WHITE:
        v = -INFINITY
        for child in instance.successors(config, WHITE):
            v = max(v, alpha_beta_depth(instance, child, BLACK, depth - 1, alpha, beta, evaluate))
            alpha = max(alpha, v)
            if beta <= alpha:
                break
        return v
    v = INFINITY
    for child in instance.successors(config, BLACK):
        v = min(v, alpha_beta_depth(instance, child, WHITE, depth - 1, alpha, beta, evaluate))
        beta = min(beta, v)
        if beta <= alpha:
            break
    return v


def alpha_beta_hard_depth(
    instance: Config[_C],
    config: _C,
    player: Player,
    depth: int,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
    evaluate: Callable[[_C], int] | None = None,
) -> int:
    """The sheet's fail-hard pseudocode with a depth limit (the horizon valued by ``evaluate``).

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> alpha_beta_hard_depth(TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE, 2)
    3
    """
    if instance.is_final(config):
        return instance.score(config)
    if depth <= 0:
        return (instance.score if evaluate is None else evaluate)(config)
    if player is WHITE:
        a = alpha
        for t in instance.successors(config, WHITE):
            a = max(a, alpha_beta_hard_depth(instance, t, BLACK, depth - 1, a, beta, evaluate))
            if a >= beta:
                return beta
        return a
    b = beta
    for t in instance.successors(config, BLACK):
        b = min(b, alpha_beta_hard_depth(instance, t, WHITE, depth - 1, alpha, b, evaluate))
        if b <= alpha:
            return alpha
    return b
