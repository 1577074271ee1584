"""MAX{MIN{3,5,10}, MIN{2,a,b}, MIN{2,7,3}} = 3, whatever a and b are.

The task. A well-known example of alpha-beta: MAX chooses between three MIN
nodes, and the value of the second does not depend on its two unknown leaves
``a`` and ``b``. Show that alpha-beta answers 3 for any ``a`` and ``b`` and never
scores them.

Why. The first MIN node is worth 3, so MAX can already count on 3. The second
node's first leaf is 2, so it is worth at most 2, less than 3: MAX will not pick
it, and ``a`` and ``b`` cannot change that, however large or small they are. The
third node is cut the same way after its first leaf 2, so 7 and 3 are not scored
either: the search scores exactly ``3, 5, 10, 2, 2``.

>>> max_of_mins(100, -100)
((3, 5, 10), (2, 100, -100), (2, 7, 3))
"""

from __future__ import annotations

from typing import Final

from fnsearch import INFINITY, WHITE, alpha_beta, minimax
from fnsearch.games.tree import TREE_CONFIG, max_of_mins
from fnsearch.reference.counting import Counting

__all__ = ["UNKNOWNS", "main", "scored_leaves"]

UNKNOWNS: Final = (
    (0, 0),
    (1, 1),
    (3, 3),
    (100, -100),
    (-1000, 1000),
    (INFINITY - 1, INFINITY - 1),
    (-(INFINITY - 1), -(INFINITY - 1)),
    (-(INFINITY - 1), INFINITY - 1),
)
"""Values tried for ``(a, b)``: small, equal to the answer, and the extremes of the scores."""


def scored_leaves(a: int, b: int) -> tuple[int, list[int]]:
    """The functional alpha-beta value and the leaves it scored, in order.

    >>> scored_leaves(-1000, 1000)
    (3, [3, 5, 10, 2, 2])
    """
    counting = Counting(TREE_CONFIG)
    value = alpha_beta(counting, max_of_mins(a, b), WHITE)
    return value, counting.scored


def main() -> None:
    """Print the value and the scored leaves for each ``(a, b)`` and assert them.

    >>> main()  # doctest: +ELLIPSIS
    a                     b                     minimax  alpha-beta  scored leaves
    0                     0                           3           3  [3, 5, 10, 2, 2]
    ...
    """
    print(f"{'a':<22}{'b':<22}{'minimax':>7}{'alpha-beta':>12}  scored leaves")
    for a, b in UNKNOWNS:
        value, scored = scored_leaves(a, b)
        exact = minimax(TREE_CONFIG, max_of_mins(a, b), WHITE)
        print(f"{a:<22}{b:<22}{exact:>7}{value:>12}  {scored}")
        assert value == exact == 3
        assert scored == [3, 5, 10, 2, 2]


if __name__ == "__main__":
    main()
