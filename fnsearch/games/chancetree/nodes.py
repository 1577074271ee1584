"""The nodes of an explicit chance tree, and their text forms: one line, and a picture.

>>> from fractions import Fraction
>>> Decision(WHITE, (1, Chance(((Fraction(1, 4), 0), (Fraction(3, 4), 8)))))
max(1, chance(1/4: 0, 3/4: 8))
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple, TypeAlias

from fnsearch.core.chance_config import Outcome
from fnsearch.core.config import WHITE, Player

ChanceTree: TypeAlias = "int | Decision | Chance"
"""A leaf score, a decision node or a chance node."""


class Decision(NamedTuple):
    """A decision node: ``player`` (White for ``max``, Black for ``min``) picks a child."""

    player: Player
    children: tuple[ChanceTree, ...]

    def __repr__(self) -> str:
        return render(self)


class Chance(NamedTuple):
    """A chance node: each outcome, a probability and a subtree."""

    outcomes: tuple[Outcome[ChanceTree], ...]

    def __repr__(self) -> str:
        return render(self)


def leaves(tree: ChanceTree) -> tuple[int, ...]:
    """The leaf scores of ``tree``, left to right.

    >>> from fnsearch.games.chancetree.reader import parse
    >>> leaves(parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap())
    (2, 3, 1, 4)
    """
    return (
        (tree,)
        if isinstance(tree, int)
        else tuple(leaf for child in _children(tree) for leaf in leaves(child))
    )


def _children(tree: Decision | Chance) -> tuple[ChanceTree, ...]:
    return tree.children if isinstance(tree, Decision) else tuple(c for _, c in tree.outcomes)


def to_move(tree: ChanceTree) -> Player:
    """Who chooses at ``tree``: Black at a ``min`` node, White everywhere else.

    >>> from fnsearch.games.chancetree.reader import parse
    >>> to_move(parse("min(1, 2)").unwrap()).name
    'BLACK'
    """
    return tree.player if isinstance(tree, Decision) else WHITE


def render(tree: ChanceTree) -> str:
    """The one-line text form, which :func:`~fnsearch.games.chancetree.reader.parse` reads back.

    >>> from fractions import Fraction
    >>> from fnsearch.core.config import BLACK
    >>> render(Decision(BLACK, (1, Chance(((Fraction(1, 2), 2), (Fraction(1, 2), -3))))))
    'min(1, chance(1/2: 2, 1/2: -3))'
    """
    return (
        str(tree)
        if isinstance(tree, int)
        else ("max(" if tree.player is WHITE else "min(")
        + ", ".join(map(render, tree.children))
        + ")"
        if isinstance(tree, Decision)
        else "chance("
        + ", ".join(f"{probability}: {render(child)}" for probability, child in tree.outcomes)
        + ")"
    )


def draw(tree: ChanceTree) -> str:
    """A picture: one node a line, children indented under their parent."""
    return "\n".join(_drawn(tree, "", ""))


def _drawn(tree: ChanceTree, indent: str, label: str) -> Iterator[str]:
    return (
        iter((f"{indent}{label}{tree}",))
        if isinstance(tree, int)
        else iter(
            (
                f"{indent}{label}{'max' if tree.player is WHITE else 'min'}",
                *(line for child in tree.children for line in _drawn(child, indent + "  ", "")),
            )
        )
        if isinstance(tree, Decision)
        else iter(
            (
                f"{indent}{label}chance",
                *(
                    line
                    for probability, child in tree.outcomes
                    for line in _drawn(child, indent + "  ", f"{probability}: ")
                ),
            )
        )
    )
