"""The core section: each functional search against its imperative original, on the same instance.

For every row it counts the configurations each version visits (one untimed run
with :class:`~fnsearch.reference.counting.Counting`), then times both versions in
alternation, functional, imperative, functional, ..., and reports the medians,
the median of the ratios of the two times in each round, and the target for it.
The section fails if a functional search and its original disagree on the value or
the node count.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias, TypeVar, final

from benchmarks.report import Report, markdown_table, median_ratio, rounds, timed
from benchmarks.versus.calls import current
from benchmarks.versus.rows import EMPTY
from fnsearch.core.config import Config, Player
from fnsearch.games.tree import Tree
from fnsearch.reference.algorithms import minimax as imperative_minimax

__all__ = [
    "Row",
    "Search",
    "compare",
    "core_report",
    "format_rows",
    "random_tree",
    "random_tree_rows",
    "tictactoe_rows",
]

_C = TypeVar("_C")

Search: TypeAlias = Callable[[Config[_C], _C, Player], int]
"""A search as the benchmark calls it: instance, configuration, player to move."""

TREE_SEED: Final = 2024
TREE_BRANCHING: Final = 5
TREE_DEPTH: Final = 8
TREE_LEAF_RANGE: Final = (-1000, 1000)


@final
@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table: a search on an instance, functional against imperative.

    >>> row = Row("tree", "alpha-beta", 3, 3, 11, 11, 0.002, 0.001, 2.0, 2.5)
    >>> row.ratio, row.agree, row.target_met
    (2.0, True, True)
    """

    instance: str
    search: str
    value_functional: int
    value_imperative: int
    nodes_functional: int
    nodes_imperative: int
    seconds_functional: float
    seconds_imperative: float
    ratio: float
    """The median over the rounds of the functional time over the imperative time."""
    target: float | None

    @property
    def agree(self) -> bool:
        """Whether both versions found the same value and visited the same number of nodes."""
        return (
            self.value_functional == self.value_imperative
            and self.nodes_functional == self.nodes_imperative
        )

    @property
    def target_met(self) -> bool | None:
        """Whether the ratio is within the target; ``None`` when the row has none."""
        return None if self.target is None else self.ratio <= self.target


def compare(
    instance_name: str,
    search_name: str,
    game: Config[_C],
    config: _C,
    player: Player,
    searches: tuple[Search[_C], Search[_C]],
    runs: int,
    target: float | None,
) -> Row:
    """Count and time a functional search and its imperative original on one configuration.

    ``searches`` is ``(functional, imperative)``. Nodes are counted in a separate,
    untimed run; the times are medians over ``runs`` alternating runs of each, or more
    rounds where a round is short (:func:`~benchmarks.report.rounds`: about
    :data:`CORE_SECONDS`, at most :data:`CORE_ROUNDS`), and the ratio is the median of
    each round's ratio: on a machine whose speed drifts, the ratio of the medians of 21
    rounds of tic-tac-toe ranged over 1.03-1.18 in three tries, the median of the
    rounds' ratios over 1.04-1.10.
    """
    functional, imperative = searches
    value_f, nodes_f = _counted(functional, game, config, player)
    value_i, nodes_i = _counted(imperative, game, config, player)
    times_f: list[float] = []
    times_i: list[float] = []
    first = timed(lambda: functional(game, config, player))[0]
    for _ in range(rounds(runs, first, budget=CORE_SECONDS, most=CORE_ROUNDS)):
        times_f.append(timed(lambda: functional(game, config, player))[0])
        times_i.append(timed(lambda: imperative(game, config, player))[0])
    return Row(
        instance_name,
        search_name,
        value_f,
        value_i,
        nodes_f,
        nodes_i,
        statistics.median(times_f),
        statistics.median(times_i),
        median_ratio(times_f, times_i),
        target,
    )


CORE_SECONDS: Final = 3.0
"""About how long the functional search of a row is timed for, in all its rounds."""

CORE_ROUNDS: Final = 21
"""The most rounds a row of the core section is timed in."""


def _counted(search: Search[_C], game: Config[_C], config: _C, player: Player) -> tuple[int, int]:
    return current().classic().counted(search, game, config, player)


def tictactoe_rows(runs: int) -> list[Row]:
    """Full tic-tac-toe from the empty board: alpha-beta, twice, and minimax as an extra row.

    The first alpha-beta row times the room fold, the fastest; the second the fold shaped
    like the sheet, :func:`fnsearch.alpha_beta`.
    """
    c = current().classic()
    name = "tic-tac-toe, empty board"
    game = c.tictactoe
    return [
        compare(
            name,
            "alpha-beta",
            game,
            EMPTY,
            c.white,
            (c.alpha_beta_room, c.alpha_beta_hard),
            runs,
            1.15,
        ),
        compare(
            name,
            "alpha-beta, the sheet's fold",
            game,
            EMPTY,
            c.white,
            (c.alpha_beta, c.alpha_beta_hard),
            runs,
            1.35,
        ),
        compare(name, "minimax", game, EMPTY, c.white, (c.minimax, imperative_minimax), runs, None),
    ]


def random_tree(rng: random.Random, branching: int, depth: int, low: int, high: int) -> Tree:
    """A uniform tree: ``branching`` children per inner node, random integer leaves at ``depth``.

    >>> random_tree(random.Random(7), 2, 2, -9, 9)
    ((1, -5), (3, -8))
    """
    if depth == 0:
        return rng.randint(low, high)
    return tuple(random_tree(rng, branching, depth - 1, low, high) for _ in range(branching))


def random_tree_rows(runs: int) -> list[Row]:
    """Alpha-beta on a random uniform tree (b = 5, d = 8, leaves from a fixed seed)."""
    tree = random_tree(random.Random(TREE_SEED), TREE_BRANCHING, TREE_DEPTH, *TREE_LEAF_RANGE)
    name = f"random tree, b = {TREE_BRANCHING}, d = {TREE_DEPTH}"
    c = current().classic()
    return [
        compare(
            name,
            "alpha-beta",
            c.tree,
            tree,
            c.white,
            (c.alpha_beta_room, c.alpha_beta_hard),
            runs,
            2.5,
        )
    ]


def core_report(runs: int) -> Report:
    """Functional against imperative: full tic-tac-toe and the random tree."""
    rows = [*tictactoe_rows(runs), *random_tree_rows(runs)]
    agree = all(row.agree for row in rows)
    return Report(
        "Functional against imperative",
        format_rows(rows),
        f"medians of at least {runs} alternating run(s) per version (up to {CORE_ROUNDS} where a "
        "search is short), the ratio the median of each run's ratio; "
        f"values and node counts agree in every row: {'yes' if agree else 'NO'}",
        agree,
    )


_HEADER: Final = (
    "instance",
    "search",
    "value",
    "nodes functional",
    "nodes imperative",
    "functional ms",
    "imperative ms",
    "ratio",
    "target",
)


def format_rows(rows: Sequence[Row]) -> str:
    """The rows as a Markdown table.

    >>> print(format_rows([Row("tree", "alpha-beta", 3, 3, 11, 11, 0.002, 0.001, 2.0, 2.5)]))
    | instance | search | value | nodes functional | nodes imperative | functional ms | imperative ms | ratio | target |
    |---|---|---:|---:|---:|---:|---:|---:|---|
    | tree | alpha-beta | 3 | 11 | 11 | 2.0 | 1.0 | 2.00x | <= 2.5x: met |
    """  # noqa: E501
    return markdown_table(_HEADER, map(_cells, rows), right=range(2, 8))


def _cells(row: Row) -> tuple[str, ...]:
    value = (
        str(row.value_functional)
        if row.value_functional == row.value_imperative
        else f"{row.value_functional} / {row.value_imperative}"
    )
    return (
        row.instance,
        row.search,
        value,
        f"{row.nodes_functional:,}",
        f"{row.nodes_imperative:,}",
        f"{row.seconds_functional * 1000:,.1f}",
        f"{row.seconds_imperative * 1000:,.1f}",
        f"{row.ratio:.2f}x",
        _target(row),
    )


def _target(row: Row) -> str:
    if row.target is None:
        return "-"
    return f"<= {row.target}x: {'met' if row.target_met else 'missed'}"
