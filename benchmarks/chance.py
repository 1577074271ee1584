"""The chance section: Star1 and Star2 against EXPECTIMINIMAX, on three games.

First a random chance tree: MAX, chance, MIN, chance layers (the shape of a dice
game), with random probabilities and integer leaves from a fixed seed. Then
depth-limited searches from fixed sets of positions of two dice games, valued at
the horizon by an estimate of the expected score in ``[-1, 1]`` (the bounds the
pruning searches are given): Pig to 100 (:mod:`benchmarks.pig_positions`, positions
met in optimal play) and the dice race of :mod:`benchmarks.dicerace` (positions met
in random play), whose layers alternate decision and chance regularly.

Each search runs once, counted, then is timed; the section fails if a pruning
search disagrees with EXPECTIMINIMAX on a value or Star1 visits more positions
than it.

Why Star1 saves little on the dice games: with six outcomes of 1/6 and bounds
``[-1, 1]``, the first outcome of a chance node can fail low only at a value
``<= 6·alpha - 5``, that is when ``alpha`` is close to ``1``; cuts come late in a
chance node, once most of its probability is known, and evaluations near 0 leave
the bounds loose.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, TypeVar, final

from benchmarks import dicerace, pig_positions
from benchmarks.report import Report, markdown_table, median_seconds
from benchmarks.versus.calls import ChanceAnswer, ChanceSearch, current
from fnsearch.core.chance_config import FractionalChanceConfig, Score
from fnsearch.core.config import BLACK, WHITE
from fnsearch.games.chancetree.game import CHANCE_TREE, Chance, ChanceTree, Decision
from fnsearch.games.pig import game as pig

__all__ = [
    "DICE_RACE_DEPTHS",
    "PIG_DEPTHS",
    "POSITIONS",
    "StarRow",
    "chance_report",
    "format_star_rows",
    "random_chance_tree",
    "star_rows",
]

_C = TypeVar("_C")

SEED: Final = 2024
LAYERS: Final = 6
WIDTH: Final = 3
BOUNDS: Final = (-100, 100)
POSITIONS: Final = 20
"""How many positions of each dice game are searched at each depth."""
PIG_DEPTHS: Final = (2, 4, 6, 8)
DICE_RACE_DEPTHS: Final = (2, 4, 6)
"""Depth 8 would take Star2 about 10 s a position in the dice race."""
SEARCHES: Final = ("expectiminimax", "star1", "star2")


def random_chance_tree(rng: random.Random, layers: int, width: int) -> ChanceTree:
    """MAX, chance, MIN, chance, ... for ``layers`` layers; leaves in :data:`BOUNDS`.

    >>> from fnsearch.games.chancetree.game import render
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


def chance_report(
    runs: int,
    *,
    positions: int = POSITIONS,
    pig_depths: Sequence[int] = PIG_DEPTHS,
    race_depths: Sequence[int] = DICE_RACE_DEPTHS,
) -> Report:
    """The random chance tree, then Pig and the dice race by depth.

    ``positions``, ``pig_depths`` and ``race_depths`` make a fast version for the tests.
    """
    tree = _tree_report(runs)
    pig_rows = star_rows(
        pig.PIG, pig_positions.played_positions(positions, SEED), pig_depths, pig.evaluate, runs
    )
    race_rows = star_rows(
        dicerace.DICE_RACE,
        dicerace.played_positions(positions, SEED),
        race_depths,
        dicerace.evaluate,
        runs,
    )
    ok = tree.ok and _well(pig_rows) and _well(race_rows)
    return Report(
        "Games of chance: *-minimax against EXPECTIMINIMAX",
        "\n\n".join(
            (
                f"{tree.title}\n\n{tree.table}",
                f"Pig to 100, {positions} positions met in optimal self-play "
                "(evaluation pig.evaluate, bounds [-1, 1]); nodes and ms summed over "
                f"the positions\n\n{format_star_rows(pig_rows)}",
                f"Dice race to {dicerace.TRACK} (two checkers each), {positions} positions "
                "met in random play (evaluation dicerace.evaluate, bounds [-1, 1])"
                f"\n\n{format_star_rows(race_rows)}",
            )
        ),
        f"Random tree: {tree.note}. Dice games: positions from seed {SEED}; ms the sum over "
        f"the positions of each position's median time in {runs} round-robin run(s) of the "
        f"three searches; every value agrees and Star1 visits no more nodes: "
        f"{'yes' if ok else 'NO'}",
        ok,
    )


@final
@dataclass(frozen=True, slots=True)
class StarRow:
    """One search at one depth over a set of positions.

    Attributes:
        depth: the depth limit (decision plies and chance layers both count).
        search: ``"expectiminimax"``, ``"star1"`` or ``"star2"``.
        nodes: the nodes visited, summed over the positions.
        plain: the nodes EXPECTIMINIMAX visits at that depth, summed likewise.
        cutoffs: the cut-offs, summed.
        seconds: the sum over the positions of each one's median time.
        agree: whether the search found EXPECTIMINIMAX's value at every position.

    >>> StarRow(2, "star1", 3, 4, 1, 0.5, True).saved
    0.25
    """

    depth: int
    search: str
    nodes: int
    plain: int
    cutoffs: int
    seconds: float
    agree: bool

    @property
    def saved(self) -> float:
        """The share of EXPECTIMINIMAX's nodes this search does not visit (negative: more)."""
        return 1 - self.nodes / self.plain


def star_rows(
    instance: FractionalChanceConfig[_C],
    positions: Sequence[_C],
    depths: Sequence[int],
    evaluate: Callable[[_C], Score],
    runs: int,
    *,
    lower: int = -1,
    upper: int = 1,
) -> list[StarRow]:
    """EXPECTIMINIMAX, Star1 and Star2 from every position, at each depth.

    The player at the root is the position's mover (``instance.to_move``). Each
    search makes one counted pass over the positions; then, position by position,
    the three are timed in ``runs`` round-robin runs.
    """
    search = current().chance().search

    def searches(depth: int) -> dict[str, Callable[[_C], ChanceAnswer]]:
        return {name: _searching(name, depth) for name in SEARCHES}

    def _searching(name: str, depth: int) -> Callable[[_C], ChanceAnswer]:
        return lambda c: search(
            name, instance, c, instance.to_move(c), (lower, upper), depth, evaluate
        )

    return [row for depth in depths for row in _depth_rows(searches(depth), positions, depth, runs)]


def _depth_rows(
    searches: dict[str, Callable[[_C], ChanceAnswer]],
    positions: Sequence[_C],
    depth: int,
    runs: int,
) -> list[StarRow]:
    found = {name: [run(c) for c in positions] for name, run in searches.items()}
    # Round-robin per position, not per pass over all of them: on a machine whose speed
    # drifts over seconds, a pass of Pig at depth 6 varied a lot from one round to the
    # next; the three searches of one position run close together in time.
    by_position = [
        median_seconds({name: _on(run, c) for name, run in searches.items()}, runs)
        for c in positions
    ]
    seconds = {name: sum(times[name] for times in by_position) for name in searches}
    plain = found["expectiminimax"]
    return [
        StarRow(
            depth,
            name,
            sum(r.nodes for r in results),
            sum(r.nodes for r in plain),
            sum(r.cutoffs for r in results),
            seconds[name],
            all(r.value == p.value for r, p in zip(results, plain, strict=True)),
        )
        for name, results in found.items()
    ]


def _on(run: Callable[[_C], ChanceAnswer], position: _C) -> Callable[[], object]:
    return lambda: run(position)


def _well(rows: Sequence[StarRow]) -> bool:
    return all(row.agree for row in rows) and all(
        row.nodes <= row.plain for row in rows if row.search == "star1"
    )


def format_star_rows(rows: Sequence[StarRow]) -> str:
    """The rows as a Markdown table, with the nodes saved and the time against EXPECTIMINIMAX.

    >>> print(format_star_rows([StarRow(2, "expectiminimax", 10, 10, 0, 0.002, True),
    ...                         StarRow(2, "star1", 9, 10, 1, 0.003, True)]))
    | depth | search | same value | nodes | cut-offs | nodes saved | ms | time / expectiminimax |
    |---:|---|---|---:|---:|---:|---:|---:|
    | 2 | expectiminimax | yes | 10 | 0 | 0.0% | 2.0 | 1.00 |
    | 2 | star1 | yes | 9 | 1 | 10.0% | 3.0 | 1.50 |
    """
    plain_seconds = {row.depth: row.seconds for row in rows if row.search == "expectiminimax"}
    return markdown_table(
        (
            "depth",
            "search",
            "same value",
            "nodes",
            "cut-offs",
            "nodes saved",
            "ms",
            "time / expectiminimax",
        ),
        [
            (
                row.depth,
                row.search,
                row.agree,
                row.nodes,
                row.cutoffs,
                f"{row.saved:.1%}",
                row.seconds * 1000,
                f"{row.seconds / plain_seconds[row.depth]:.2f}",
            )
            for row in rows
        ],
        right=(0, 3, 4, 5, 6, 7),
    )


def _tree_report(runs: int) -> Report:
    """The three searches on one random chance tree: value, nodes, cut-offs, time."""
    tree = random_chance_tree(random.Random(SEED), LAYERS, WIDTH)
    search = current().chance().search
    searches: dict[str, Callable[[], ChanceAnswer]] = {
        name: _on_tree(search, name, tree) for name in SEARCHES
    }
    results = {name: run() for name, run in searches.items()}
    seconds = median_seconds(searches, runs)
    plain = results["expectiminimax"]
    ok = all(r.value == plain.value for r in results.values()) and (
        results["star1"].nodes <= plain.nodes
    )
    rows = [
        (
            name,
            result.value,
            result.nodes,
            result.cutoffs,
            f"{result.nodes / plain.nodes:.2f}",
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


def _on_tree(search: ChanceSearch, name: str, tree: ChanceTree) -> Callable[[], ChanceAnswer]:
    return lambda: search(name, CHANCE_TREE, tree, WHITE, BOUNDS, None, None)
