"""The chance section: Star1 and Star2 against EXPECTIMINIMAX on random chance trees.

The trees alternate MAX, chance, MIN, chance layers (the shape of a dice game), with
random probabilities and integer leaves from a fixed seed. Each search runs once,
counted, then is timed; the section fails if a pruning search disagrees with
EXPECTIMINIMAX on the value or visits more positions than it (Star1).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Final

from returns.result import Result

from benchmarks.report import Report, markdown_table, median_seconds
from fnsearch import BLACK, WHITE, expectiminimax, star1, star2
from fnsearch.algorithms.result import SearchResult
from fnsearch.chance import Value
from fnsearch.games.chancetree import CHANCE_TREE, Chance, ChanceTree, Decision

__all__ = ["chance_report", "random_chance_tree"]

SEED: Final = 2024
LAYERS: Final = 6
WIDTH: Final = 3
BOUNDS: Final = (-100, 100)


def random_chance_tree(rng: random.Random, layers: int, width: int) -> ChanceTree:
    """MAX, chance, MIN, chance, ... for ``layers`` layers; leaves in :data:`BOUNDS`.

    >>> from fnsearch.games.chancetree import render
    >>> render(random_chance_tree(random.Random(1), 2, 2))
    'min(chance(2/7: -66, 5/7: 45), chance(1/2: -70, 1/2: 26))'
    """
    if layers == 0:
        return rng.randint(*BOUNDS)
    children = [random_chance_tree(rng, layers - 1, width) for _ in range(width)]
    if layers % 2 == 1:
        weights = [rng.randint(1, 9) for _ in children]
        return Chance(
            tuple((Fraction(w, sum(weights)), c) for w, c in zip(weights, children, strict=True))
        )
    return Decision(WHITE if layers % 4 == 0 else BLACK, tuple(children))


def chance_report(runs: int) -> Report:
    """The three searches on one random chance tree: value, nodes, cut-offs, time."""
    tree = random_chance_tree(random.Random(SEED), LAYERS, WIDTH)
    lower, upper = BOUNDS
    searches: dict[str, Callable[[], Result[SearchResult[ChanceTree, Value], str]]] = {
        "expectiminimax": lambda: expectiminimax(CHANCE_TREE, tree, WHITE),
        "star1": lambda: star1(CHANCE_TREE, tree, WHITE, lower=lower, upper=upper),
        "star2": lambda: star2(CHANCE_TREE, tree, WHITE, lower=lower, upper=upper),
    }
    results = {name: search().unwrap() for name, search in searches.items()}
    seconds = median_seconds(searches, runs)
    plain = results["expectiminimax"]
    ok = all(r.value == plain.value for r in results.values()) and (
        results["star1"].stats.nodes <= plain.stats.nodes
    )
    rows = [
        (
            name,
            str(result.value),
            result.stats.nodes,
            result.stats.cutoffs,
            f"{result.stats.nodes / plain.stats.nodes:.2f}",
            seconds[name] * 1000,
        )
        for name, result in results.items()
    ]
    return Report(
        f"Games of chance: *-minimax on a random chance tree ({LAYERS} layers, width {WIDTH})",
        markdown_table(
            ("search", "value", "nodes", "cut-offs", "nodes / expectiminimax", "ms"),
            rows,
            right=range(1, 6),
        ),
        f"seed {SEED}, leaves in {list(BOUNDS)}, median of {runs} run(s); "
        f"values agree and Star1 visits no more nodes: {'yes' if ok else 'NO'}",
        ok,
    )
