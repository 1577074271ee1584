"""AIMA's Figure 5.2: which leaves alpha-beta never looks at.

The task. The two-ply tree of Figure 5.2 in Russell and Norvig's textbook has MAX
at the root and three MIN nodes below it with the leaves ``(3, 12, 8)``,
``(2, 4, 6)`` and ``(14, 5, 2)``. Its minimax value is 3, reached by the first
move. Show that alpha-beta finds the same value and move without scoring the
leaves 4 and 6.

Why they are skipped. After the first MIN node, MAX is sure of 3. The second MIN
node's first leaf is 2: whatever 4 and 6 are, that node is worth at most 2 < 3,
so MAX will not choose it and the rest of its leaves are cut. The third MIN node
has to be searched to the end, since 14 and 5 are both above 3; only its last
leaf, 2, settles it.

>>> from fnsearch.games.tree import render_tree
>>> render_tree(FIGURE_5_2)
'((3,12,8),(2,4,6),(14,5,2))'
"""

from __future__ import annotations

from fnsearch import WHITE, alpha_beta, best_next_config, minimax
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, Tree, render_tree
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

__all__ = ["main", "scored_leaves"]


def scored_leaves(tree: Tree) -> tuple[int, list[int]]:
    """The functional alpha-beta value of ``tree`` and the leaves it scored, in order.

    >>> scored_leaves(FIGURE_5_2)
    (3, [3, 12, 8, 2, 14, 5, 2])
    """
    counting = Counting(TREE_CONFIG)
    value = alpha_beta(counting, tree, WHITE)
    return value, counting.scored


def main() -> None:
    """Print the value, the best first move and the scored leaves, and assert them.

    >>> main()  # doctest: +ELLIPSIS
    tree: ((3,12,8),(2,4,6),(14,5,2))
    ...
    never scored: [4, 6]
    """
    value, scored = scored_leaves(FIGURE_5_2)
    best = best_next_config(TREE_CONFIG, FIGURE_5_2, WHITE)
    imperative = Counting(TREE_CONFIG)
    imperative_value = alpha_beta_hard(imperative, FIGURE_5_2, WHITE)
    skipped = [leaf for leaf in (3, 12, 8, 2, 4, 6, 14, 5, 2) if leaf not in scored]
    print(f"tree: {render_tree(FIGURE_5_2)}")
    print(f"minimax value: {minimax(TREE_CONFIG, FIGURE_5_2, WHITE)}")
    print(f"alpha-beta value: {value}, best first move: {render_tree(best)}")
    print(f"leaves scored by the functional alpha-beta: {scored}")
    print(f"leaves scored by the imperative alpha-beta: {imperative.scored}")
    print(f"never scored: {skipped}")
    assert value == imperative_value == 3
    assert best == (3, 12, 8)
    assert scored == imperative.scored == [3, 12, 8, 2, 14, 5, 2]
    assert skipped == [4, 6]


if __name__ == "__main__":
    main()
