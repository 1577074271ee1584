"""The lecture's warning about evaluation functions in games of chance.

The task. MAX chooses between two moves, each followed by a throw of a die that
comes out one way with probability 0.9 and the other with 0.1. After the first
move the leaves are worth 2 and 3, after the second 1 and 4. Which move does
EXPECTIMINIMAX choose? Then rescale the leaves without changing their order, to
20, 30 and 1, 400: which move now?

Why the choice changes. The first move is worth 0.9 · 2 + 0.1 · 3 = 2.1, the second
0.9 · 1 + 0.1 · 4 = 1.3: MAX takes the first. After the rescaling the first is worth
0.9 · 20 + 0.1 · 30 = 21 and the second 0.9 · 1 + 0.1 · 400 = 40.9: MAX takes the
second. In a deterministic game only the order of the leaves matters; with chance
nodes their size does too, so an evaluation function must be a positive linear
transformation of the chance of winning.

>>> render(SMALL)
'max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final

from fnsearch import WHITE, expectiminimax
from fnsearch.games.chancetree.game import CHANCE_TREE, ChanceTree, Decision, parse, render

__all__ = ["LARGE", "SMALL", "choice", "main"]

SMALL: Final = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
"""The lecture's tree: the first move is worth 2.1, the second 1.3."""
LARGE: Final = parse("max(chance(0.9: 20, 0.1: 30), chance(0.9: 1, 0.1: 400))").unwrap()
"""The same leaves in the same order, rescaled: 21 against 40.9."""


def choice(tree: ChanceTree) -> tuple[list[Fraction], int]:
    """The values of MAX's moves and the number (1 or 2) of the move EXPECTIMINIMAX chooses.

    >>> choice(SMALL)
    ([Fraction(21, 10), Fraction(13, 10)], 1)
    """
    assert isinstance(tree, Decision)
    values = [Fraction(expectiminimax(CHANCE_TREE, move, WHITE).value) for move in tree.children]
    best = expectiminimax(CHANCE_TREE, tree, WHITE).best
    return values, tree.children.index(best) + 1 if best is not None else 0


def main() -> None:
    """Print both trees, the values of the moves and the choices, and assert them.

    >>> main()  # doctest: +ELLIPSIS
    tree: max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))
    values of the moves: 2.1, 1.3; MAX chooses move 1
    ...
    """
    for tree in (SMALL, LARGE):
        values, chosen = choice(tree)
        print(f"tree: {render(tree)}")
        shown = ", ".join(str(float(value)) for value in values)
        print(f"values of the moves: {shown}; MAX chooses move {chosen}")
    assert choice(SMALL) == ([Fraction(21, 10), Fraction(13, 10)], 1)
    assert choice(LARGE) == ([Fraction(21), Fraction(409, 10)], 2)


if __name__ == "__main__":
    main()
