"""Exercise sheet 2, task 1, as a skeleton to fill in: alpha-beta, purely functional.

The sheet gives alpha-beta as imperative pseudocode, fail-hard: a MAX node loops
over its successors, ``a = max(a, alphaBeta(t, a, beta))``, and returns ``beta`` as
soon as ``a >= beta``; a MIN node is its mirror image. Write :func:`alpha_beta` with
no assignment, no loop and no early return (a function's value is its one final
expression), against the :class:`~fnsearch.core.config.Config` typeclass given
below, so that :func:`best_next_config` finds White's optimal move on the sheet's
position, the centre::

    X X O          X X O
    . . .   --->   . X .
    O . .          O . .

Given: the players and the typeclass (imported from fnsearch, the sheet's ``enum
Player`` and ``trait Config[C]``), the tic-tac-toe instance (the sheet's ``given
VectorConfig``) and :func:`best_next_config`. To write: the body of
:func:`alpha_beta`, which returns a placeholder until then. Check a solution with
``python -m fnsearch check exercises/alpha_beta_skeleton.py``: the placeholder
fails the correctness check, the pruning check and the sheet's test, and so earns
no point for purity and types either. A solution may import only what this file
imports, the standard library's functional modules, ``returns`` and ``toolz``.

>>> from fnsearch.games.tictactoe import render
>>> render(best_next_config(VECTOR_CONFIG, START, WHITE))  # the placeholder's choice
'XXO/X../O..'
"""

from __future__ import annotations

from typing import Final, TypeVar

from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board

__all__ = ["EXPECTED", "START", "VECTOR_CONFIG", "alpha_beta", "best_next_config"]

C = TypeVar("C")

START: Final[Board] = (1, 1, -1, 0, 0, 0, -1, 0, 0)
"""The sheet's position, White (X) to move."""
EXPECTED: Final[Board] = (1, 1, -1, 0, 1, 0, -1, 0, 0)
"""White's optimal next configuration: X in the centre."""


def alpha_beta(instance: Config[C], config: C, player: Player, alpha: int, beta: int) -> int:
    """The sheet's fail-hard alpha-beta value of ``config`` with ``player`` to move.

    A final ``config`` is worth its score. Otherwise, for ``alpha < beta``, the
    value is the exact minimax value when it lies strictly inside the window,
    ``alpha`` when it is ``<= alpha`` and ``beta`` when it is ``>= beta``; no
    successor is generated after a cut.

    TO DO: the body. Until it is written it answers the placeholder 0, whatever
    the position, so that the module imports and type-checks.

    >>> alpha_beta(VECTOR_CONFIG, START, WHITE, -INFINITY, INFINITY)  # the answer is 3
    0
    """
    return 0


def best_next_config(instance: Config[C], config: C, player: Player) -> C:
    """The sheet's ``bestNextConfig``: the successor best for ``player`` (ties: the first).

    Each successor is valued by :func:`alpha_beta` for the opponent with the full window.
    """
    return (max if player is WHITE else min)(
        instance.successors(config, player),
        key=lambda child: alpha_beta(
            instance, child, BLACK if player is WHITE else WHITE, -INFINITY, INFINITY
        ),
    )
