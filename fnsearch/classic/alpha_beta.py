"""Alpha-beta search, purely functional: the exercise sheet's algorithm as a fold.

The sheet's MAX node, its loop with an early return, is a fold over the lazy
successors that stops at the cut; the MIN node is its mirror image::

    var a = alpha                            fold_until(
    for t in Nachfolger(s):                      lambda a, t: max(a, alphaBeta(t, a, beta)),
      a = max(a, alphaBeta(t, a, beta))          alpha, successors,
      if a >= beta: return beta                  lambda a: a >= beta)
    return a                                 then: beta if a >= beta else a
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import SupportsIndex, TypeVar

from fnsearch.classic.root import PLY_LIMIT, Root, root_of
from fnsearch.core.arguments import PlayerArgument
from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player, children, final_score
from fnsearch.core.contract import broken
from fnsearch.core.folds import fold_until

_C = TypeVar("_C")
# A search below the root: instance, position, player, alpha, beta, plies left.
_Search = Callable[[Config[_C], _C, Player, int, int, int], int]


def alpha_beta(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    *,
    alpha: SupportsIndex = -INFINITY,
    beta: SupportsIndex = INFINITY,
    ply_limit: SupportsIndex = PLY_LIMIT,
) -> int:
    """The sheet's fail-hard alpha-beta value of ``config`` with ``player`` to move.

    The result lies in ``[alpha, beta]``: exact strictly inside, ``alpha`` when the true
    value is ``<= alpha``, ``beta`` when it is ``>= beta``. An empty window answers
    ``player``'s bound without searching.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> fig_5_2 = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    >>> alpha_beta(TREE_CONFIG, fig_5_2, WHITE), alpha_beta(TREE_CONFIG, fig_5_2, WHITE, alpha=4)
    (3, 4)
    """
    return _windowed(
        _alpha_beta, instance, config, root_of(player, alpha=alpha, beta=beta, ply_limit=ply_limit)
    )


def _windowed(search: _Search[_C], instance: Config[_C], config: _C, root: Root) -> int:
    """``search`` from the root; an empty window answers the mover's bound without it."""
    return (
        (root.beta if root.player is WHITE else root.alpha)
        if root.alpha >= root.beta
        else search(instance, config, root.player, root.alpha, root.beta, root.ply_limit)
    )


def _alpha_beta(
    instance: Config[_C], s: _C, player: Player, alpha: int, beta: int, plies: int
) -> int:
    """The sheet's ``alphaBeta(s, alpha, beta)``, with ``plies`` plies left to search."""
    return (
        final_score(instance, s)
        if instance.is_final(s)
        else _max_node(instance, s, alpha, beta, plies)
        if player is WHITE
        else _min_node(instance, s, alpha, beta, plies)
    )


def _max_node(instance: Config[_C], s: _C, alpha: int, beta: int, plies: int) -> int:
    """``var a = alpha``; for ``t``: ``a = max(a, alphaBeta(t, a, beta))``; until ``a >= beta``."""
    return _max_answer(
        fold_until(
            lambda a, t: max(a, _alpha_beta(instance, t, BLACK, a, beta, plies - 1)),
            alpha,
            children(instance.successors(s, WHITE), s, plies),
            lambda a: a >= beta,
        ),
        beta,
    )


def _max_answer(a: int, beta: int) -> int:
    """``if a >= beta return beta``; ``return a``."""
    return beta if a >= beta else a


def _min_node(instance: Config[_C], s: _C, alpha: int, beta: int, plies: int) -> int:
    """``var b = beta``; for ``t``: ``b = min(b, alphaBeta(t, alpha, b))``; until ``b <= alpha``."""
    return _min_answer(
        fold_until(
            lambda b, t: min(b, _alpha_beta(instance, t, WHITE, alpha, b, plies - 1)),
            beta,
            children(instance.successors(s, BLACK), s, plies),
            lambda b: b <= alpha,
        ),
        alpha,
    )


def _min_answer(b: int, alpha: int) -> int:
    """``if b <= alpha return alpha``; ``return b``."""
    return alpha if b <= alpha else b


def alpha_beta_soft(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    *,
    alpha: SupportsIndex = -INFINITY,
    beta: SupportsIndex = INFINITY,
    ply_limit: SupportsIndex = PLY_LIMIT,
) -> int:
    """The lecture's fail-soft alpha-beta (AIMA's Max-Value/Min-Value with ``v``).

    The result ``r`` is exact strictly inside ``(alpha, beta)``, an upper bound on the
    true value when ``r <= alpha`` and a lower bound when ``r >= beta``.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> alpha_beta_soft(TREE_CONFIG, FIGURE_5_2, WHITE, alpha=4, beta=10)  # 3 <= alpha
    3
    """
    return _soft_root(
        instance, config, root_of(player, alpha=alpha, beta=beta, ply_limit=ply_limit)
    )


def _soft_root(instance: Config[_C], config: _C, root: Root) -> int:
    return _soft(instance, config, root.player, root.alpha, root.beta, root.ply_limit)


def _soft(instance: Config[_C], s: _C, player: Player, alpha: int, beta: int, plies: int) -> int:
    return (
        final_score(instance, s)
        if instance.is_final(s)
        else _soft_max(instance, s, alpha, beta, plies)
        if player is WHITE
        else _soft_min(instance, s, alpha, beta, plies)
    )


def _soft_max(instance: Config[_C], s: _C, alpha: int, beta: int, plies: int) -> int:
    """``v = -INFINITY``; ``v = max(v, Min-Value(t, max(alpha, v), beta))``; until ``v >= beta``."""
    return fold_until(
        lambda v, t: max(v, _soft(instance, t, BLACK, max(alpha, v), beta, plies - 1)),
        -INFINITY,
        children(instance.successors(s, WHITE), s, plies),
        lambda v: v >= beta,
    )


def _soft_min(instance: Config[_C], s: _C, alpha: int, beta: int, plies: int) -> int:
    """``v = INFINITY``; ``v = min(v, Max-Value(t, alpha, min(beta, v)))``; until ``v <= alpha``."""
    return fold_until(
        lambda v, t: min(v, _soft(instance, t, WHITE, alpha, min(beta, v), plies - 1)),
        INFINITY,
        children(instance.successors(s, BLACK), s, plies),
        lambda v: v <= alpha,
    )


def alpha_beta_room(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    *,
    alpha: SupportsIndex = -INFINITY,
    beta: SupportsIndex = INFINITY,
    ply_limit: SupportsIndex = PLY_LIMIT,
) -> int:
    """:func:`alpha_beta` as the lecture's "cut when there is no room between alpha and beta".

    A MAX node folds the room ``beta - a``, a MIN node ``b - alpha``: a child can only
    shrink it, and the node cuts when none is left. The same values and visited nodes.
    """
    return _windowed(
        _room, instance, config, root_of(player, alpha=alpha, beta=beta, ply_limit=ply_limit)
    )


def _room(instance: Config[_C], s: _C, player: Player, alpha: int, beta: int, plies: int) -> int:
    return (
        final_score(instance, s)
        if instance.is_final(s)
        else _room_max(instance, s, alpha, beta, plies)
        if player is WHITE
        else _room_min(instance, s, alpha, beta, plies)
    )


def _room_max(instance: Config[_C], s: _C, alpha: int, beta: int, plies: int) -> int:
    """``a`` is ``beta - room``: a child leaves ``beta - child`` if less; none is ``beta``."""
    return beta - max(
        0,
        fold_until(
            lambda room, t: min(
                room, beta - _room(instance, t, BLACK, beta - room, beta, plies - 1)
            ),
            beta - alpha,
            children(instance.successors(s, WHITE), s, plies),
            _no_room,
        ),
    )


def _room_min(instance: Config[_C], s: _C, alpha: int, beta: int, plies: int) -> int:
    """``b`` is ``alpha + room``: a child leaves ``child - alpha`` if less; none is ``alpha``."""
    return alpha + max(
        0,
        fold_until(
            lambda room, t: min(
                room, _room(instance, t, WHITE, alpha, alpha + room, plies - 1) - alpha
            ),
            beta - alpha,
            children(instance.successors(s, BLACK), s, plies),
            _no_room,
        ),
    )


def _no_room(room: int) -> bool:
    return room <= 0


def best_next_config(instance: Config[_C], config: _C, player: PlayerArgument) -> _C:
    """The sheet's ``bestNextConfig``: the successor that is best for ``player``.

    Valued by :func:`alpha_beta` for the opponent, ties to the first (``maxBy``/``minBy``).

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse, render
    >>> render(best_next_config(VECTOR_CONFIG, parse("XX./OO./...").unwrap(), WHITE))
    'XXX/OO./...'
    """
    return _best_next(instance, config, root_of(player).player)


def _best_next(instance: Config[_C], config: _C, player: Player) -> _C:
    return (
        broken(f"the game is over, there is no next configuration: {config!r}")
        if instance.is_final(config)
        else max(
            children(instance.successors(config, WHITE), config, 1),
            key=partial(_value_for, instance, BLACK),
        )
        if player is WHITE
        else min(
            children(instance.successors(config, BLACK), config, 1),
            key=partial(_value_for, instance, WHITE),
        )
    )


def _value_for(instance: Config[_C], player: Player, config: _C) -> int:
    """``alphaBeta(c, player, Int.MinValue, Int.MaxValue)`` of the sheet's ``bestNextConfig``."""
    return alpha_beta(instance, config, player)
