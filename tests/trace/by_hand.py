"""Alpha-beta done by hand on an explicit tree: the answer key a practice page is checked against.

Two imperative, recursive alpha-betas over nested tuples, written here apart from the
engine and from :mod:`fnsearch.trace.practice`: the way the sheet writes it (fail-hard:
a MAX node starts from α and answers β at a cut, a MIN node the other way round), and
the lecture's MAX-VALUE and MIN-VALUE (AIMA, fail-soft: a helper variable ``v`` starts at
-∞ or +∞ and is returned, at a cut too). For each inner node it records what a student
writes: the window it received, the value the sheet passes up, the value the lecture's
search returns, and the children never looked at.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fnsearch.core.config import INFINITY
from fnsearch.games.tree import Tree

Path = tuple[int, ...]


@dataclass
class Worked:
    """One inner node, worked out by hand."""

    path: Path
    maximizing: bool
    alpha: int
    beta: int
    passed: int = 0
    lecture: int = 0
    cut: bool = False
    pruned: list[Path] = field(default_factory=list)


def node_id(path: Path) -> str:
    """The page's id of the node at ``path``: ``n``, ``n_1_0``."""
    return "_".join(["n", *map(str, path)])


def end(value: int) -> str:
    """A window's end as the page writes it."""
    return "+∞" if value >= INFINITY else "-∞" if value <= -INFINITY else str(value)


def work(tree: Tree, *, maximizing: bool = True) -> list[Worked]:
    """The inner nodes of ``tree`` worked out by fail-hard alpha-beta, in the order they finish."""
    done: list[Worked] = []

    def visit(node: Tree, path: Path, alpha: int, beta: int, maximizing: bool) -> int:
        if isinstance(node, int):
            return node
        worked = Worked(path, maximizing, alpha, beta)
        best = alpha if maximizing else beta
        for index, child in enumerate(node):
            if maximizing:
                value = visit(child, (*path, index), best, beta, False)
                if value >= beta:
                    worked.cut, worked.passed = True, beta
                    break
                best = max(best, value)
            else:
                value = visit(child, (*path, index), alpha, best, True)
                if value <= alpha:
                    worked.cut, worked.passed = True, alpha
                    break
                best = min(best, value)
        else:
            worked.passed = best
        worked.pruned = [(*path, later) for later in range(index + 1, len(node))]
        done.append(worked)
        return worked.passed

    visit(tree, (), -INFINITY, INFINITY, maximizing)
    soft = lecture(tree, maximizing=maximizing)
    for worked in done:
        worked.lecture = soft[worked.path]
    return done


def lecture(tree: Tree, *, maximizing: bool = True) -> dict[Path, int]:
    """The value AIMA's MAX-VALUE/MIN-VALUE returns at each inner node of ``tree``."""
    values: dict[Path, int] = {}

    def max_value(node: Tree, path: Path, alpha: int, beta: int) -> int:
        if isinstance(node, int):
            return node
        v = -INFINITY
        for index, child in enumerate(node):
            v = max(v, min_value(child, (*path, index), alpha, beta))
            if v >= beta:
                break
            alpha = max(alpha, v)
        values[path] = v
        return v

    def min_value(node: Tree, path: Path, alpha: int, beta: int) -> int:
        if isinstance(node, int):
            return node
        v = INFINITY
        for index, child in enumerate(node):
            v = min(v, max_value(child, (*path, index), alpha, beta))
            if v <= alpha:
                break
            beta = min(beta, v)
        values[path] = v
        return v

    (max_value if maximizing else min_value)(tree, (), -INFINITY, INFINITY)
    return values
