"""Exercise sheet 2, task 1: the functional alpha-beta, tested on tic-tac-toe.

The task. The sheet gives alpha-beta as imperative pseudocode: a loop over the
successors that updates ``a`` (or ``b``) and leaves early with ``beta`` (or
``alpha``) when the window closes. Rewrite it so that it is purely functional: no
return before the end, no loops, no assignments. Then try it out on tic-tac-toe
through a typeclass ``Config[C]`` (``score``, ``successors``, ``is_final``) with
a tuple instance, and check that ``best_next_config`` for White, from a chosen
start position, gives the position a perfect player would move to.

The solution. :func:`fnsearch.classic.alpha_beta.alpha_beta` is the rewrite, in
the sheet's own shape: each node folds ``a = max(a, child)`` (``b = min(b, child)``)
over its lazy stream of successors, and the fold stops when the window closes, so
nothing after a cut is generated. :data:`fnsearch.games.tictactoe.VECTOR_CONFIG`
is the instance, and this script is the test the sheet asks for.

The position. X has the two left cells of the top row, O the top-right and the
bottom-left corners, and it is White's (X's) move::

    X X O
    . . .
    O . .

O threatens the diagonal through the centre, and X has no line to complete, so
every move except the centre lets O win at once. The centre is not only the block:
it gives X two open lines at the same time, the other diagonal (bottom-right
missing) and the middle column (bottom-middle missing). O can close only one of
them, and X wins with the other, two cells still empty, for a score of
``1 + 2 = 3``. So the centre is the only move that does not lose, and it wins.

>>> from fnsearch.games.tictactoe import draw
>>> print(draw(START))
X X O
. . .
O . .
>>> print(draw(EXPECTED))
X X O
. X .
O . .
"""

from __future__ import annotations

from typing import Final

from fnsearch import WHITE, alpha_beta, best_next_config
from fnsearch.games.tictactoe import EXERCISE_START, VECTOR_CONFIG, Board, draw, render

__all__ = ["EXPECTED", "START", "main", "solve"]

START: Final[Board] = EXERCISE_START
"""The start position, White to move (shared with ``python -m fnsearch demo``)."""

EXPECTED: Final[Board] = (1, 1, -1, 0, 1, 0, -1, 0, 0)
"""The position after White's optimal move: X in the centre."""


def solve() -> Board:
    """White's best next configuration from :data:`START`, by the functional alpha-beta.

    >>> render(solve())
    'XXO/.X./O..'
    """
    return best_next_config(VECTOR_CONFIG, START, WHITE)


def main() -> None:
    """Print the start, White's best move and its value, and assert it is the expected one.

    >>> main()  # doctest: +ELLIPSIS
    start (White to move): XXO/.../O..
    ...
    value of the start position for White: 3
    """
    next_config = solve()
    value = alpha_beta(VECTOR_CONFIG, START, WHITE)
    print(f"start (White to move): {render(START)}")
    print(draw(START))
    print(f"best next configuration: {render(next_config)}")
    print(draw(next_config))
    print(f"value of the start position for White: {value}")
    assert next_config == EXPECTED, f"expected {render(EXPECTED)}, got {render(next_config)}"
    assert value == 3, f"expected a win with two empty cells (3), got {value}"


if __name__ == "__main__":
    main()
