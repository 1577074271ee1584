"""Score bounds: an optional capability by which a game says which scores are still reachable.

An exact solver spends most of its time proving bounds, and many are known
before any search: in Connect Four a side cannot win before its next stone nor
lose before the opponent's next, so the score of a position lies between two
numbers read off the number of stones played. An instance with the
:class:`ScoreBounds` capability says so, and the engine (``search(...,
bounds=True)``) narrows each node's window to them before it looks any further:
a node whose window closes is answered at once, and a node whose window only
shrinks is searched with the narrower window, which cuts more.

>>> narrowed((-5, 3), 1, -10, 10), narrowed((-5, 3), -1, -10, 10)  # White, then Black to move
((-5, 3), (-3, 5))
>>> closed_value(7, 6, 4, 6)  # at least 7 by the bounds, but the window ends at 6: a cut
6
"""

from __future__ import annotations

from fnsearch.engine.capabilities import ScoreBounds

__all__ = ["ScoreBounds", "closed_value", "narrowed"]


def narrowed(bounds: tuple[int, int], sign: int, alpha: int, beta: int) -> tuple[int, int]:
    """The window ``(alpha, beta)`` of the side to move (``sign``: 1 White, -1 Black) narrowed.

    >>> narrowed((-5, 3), 1, 0, 10)
    (0, 3)
    """
    return (
        (max(alpha, bounds[0]), min(beta, bounds[1]))
        if sign > 0
        else (max(alpha, -bounds[1]), min(beta, -bounds[0]))
    )


def closed_value(low: int, high: int, alpha: int, beta: int) -> int:
    """The fail-hard value of a node whose narrowed window ``(low, high)`` has closed.

    Either the bounds lie above the window (``beta``: a cut), or below it
    (``alpha``), or they pin the value exactly inside it.

    >>> closed_value(-3, -3, -8, 8), closed_value(-10, -9, -8, 8)
    (-3, -8)
    """
    return beta if low >= beta else alpha if high <= alpha else low
