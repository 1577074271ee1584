"""Imperative reference versions, kept only to check the functional core against.

These are transcriptions of the course's pseudocode with loops, assignments and
early returns, written against the same :class:`~fnsearch.config.Config` typeclass.
They are part of the imperative shell: exempt from the purity rules, still typed.
"""

from __future__ import annotations

from typing import TypeVar

from fnsearch.config import BLACK, INFINITY, WHITE, Config, Player

__all__ = ["alpha_beta_hard", "alpha_beta_soft", "minimax"]

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
