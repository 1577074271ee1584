"""The benchmark: each functional search against its imperative original, on the same instance.

Run ``python -m benchmarks`` (options ``--only SECTION`` and ``--runs N``). For
every row it counts the configurations each version visits (one untimed run with
:class:`~fnsearch.reference.algorithms.Counting`), then times both versions in alternation,
functional, imperative, functional, ..., and reports the medians, their ratio and
the target for the ratio. It prints a Markdown table and exits with code 1 if a
functional search and its original disagree on the value or the node count.

A section is a function from the number of runs to a list of rows; a new one is a
new entry in :data:`SECTIONS`.

This module is part of the imperative shell: it reads the clock and switches the
garbage collector off while a search is timed.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias, TypeVar, cast, final

from fnsearch.algorithms.alphabeta import alpha_beta
from fnsearch.algorithms.minimax import minimax
from fnsearch.config import WHITE, Config, Player
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.algorithms import minimax as imperative_minimax
from fnsearch.reference.counting import Counting

__all__ = [
    "SECTIONS",
    "Report",
    "Row",
    "Search",
    "Section",
    "compare",
    "core_report",
    "main",
    "markdown_table",
    "random_tree",
    "random_tree_rows",
    "tictactoe_rows",
]

_C = TypeVar("_C")

Search: TypeAlias = Callable[[Config[_C], _C, Player], int]
"""A search as the benchmark calls it: instance, configuration, player to move."""

Section: TypeAlias = Callable[[int], "Report"]
"""A benchmark section: given the number of timed runs, its report."""

TREE_SEED: Final = 2024
TREE_BRANCHING: Final = 5
TREE_DEPTH: Final = 8
TREE_LEAF_RANGE: Final = (-1000, 1000)


@final
@dataclass(frozen=True, slots=True)
class Report:
    """What a section prints: a heading, a Markdown table, a note, and whether all is well."""

    title: str
    table: str
    note: str
    ok: bool = True


@final
@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table: a search on an instance, functional against imperative.

    >>> row = Row("tree", "alpha-beta", 3, 3, 11, 11, 0.002, 0.001, 2.5)
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
    target: float | None

    @property
    def ratio(self) -> float:
        """Median functional time over median imperative time."""
        return self.seconds_functional / self.seconds_imperative

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
    untimed run; the times are medians over ``runs`` alternating runs of each.

    >>> row = compare("tree", "alpha-beta", TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)),
    ...               WHITE, (alpha_beta, alpha_beta_hard), 1, 2.5)
    >>> row.value_functional, row.nodes_functional, row.nodes_imperative
    (3, 11, 11)
    """
    functional, imperative = searches
    value_f, nodes_f = _counted(functional, game, config, player)
    value_i, nodes_i = _counted(imperative, game, config, player)
    times_f: list[float] = []
    times_i: list[float] = []
    for _ in range(runs):
        times_f.append(_timed(functional, game, config, player))
        times_i.append(_timed(imperative, game, config, player))
    return Row(
        instance_name,
        search_name,
        value_f,
        value_i,
        nodes_f,
        nodes_i,
        statistics.median(times_f),
        statistics.median(times_i),
        target,
    )


def _counted(search: Search[_C], game: Config[_C], config: _C, player: Player) -> tuple[int, int]:
    counting = Counting(game)
    value = search(counting, config, player)
    return value, counting.nodes


def _timed(search: Search[_C], game: Config[_C], config: _C, player: Player) -> float:
    collecting = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter()
        search(game, config, player)
        return time.perf_counter() - start
    finally:
        if collecting:
            gc.enable()


def tictactoe_rows(runs: int) -> list[Row]:
    """Full tic-tac-toe from the empty board: alpha-beta, and minimax as an extra row."""
    return [
        compare(
            "tic-tac-toe, empty board",
            "alpha-beta",
            VECTOR_CONFIG,
            EMPTY,
            WHITE,
            (alpha_beta, alpha_beta_hard),
            runs,
            1.3,
        ),
        compare(
            "tic-tac-toe, empty board",
            "minimax",
            VECTOR_CONFIG,
            EMPTY,
            WHITE,
            (minimax, imperative_minimax),
            runs,
            None,
        ),
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
    return [
        compare(
            name, "alpha-beta", TREE_CONFIG, tree, WHITE, (alpha_beta, alpha_beta_hard), runs, 2.5
        )
    ]


def core_report(runs: int) -> Report:
    """Functional against imperative: full tic-tac-toe and the random tree."""
    rows = [*tictactoe_rows(runs), *random_tree_rows(runs)]
    agree = all(row.agree for row in rows)
    return Report(
        "Functional against imperative",
        markdown_table(rows),
        f"median of {runs} alternating run(s) per version; "
        f"values and node counts agree in every row: {'yes' if agree else 'NO'}",
        agree,
    )


def _section(name: str) -> Section:
    """A section defined in a module of its own, imported only when it runs."""

    def run(runs: int) -> Report:
        from benchmarks import sections as bench_sections

        return cast(Section, getattr(bench_sections, name))(runs)

    return run


SECTIONS: Final[Mapping[str, Section]] = {
    "core": core_report,
    "connect4": _section("connect_four_report"),
    "ordering": _section("ordering_report"),
    "mnk": _section("mnk_report"),
    "parallel": _section("parallel_report"),
    "maps": _section("maps_report"),
    "peers": _section("peers_report"),
    "plot": _section("plot_report"),
}
"""The benchmark sections, by the name ``--only`` takes."""

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


def markdown_table(rows: Sequence[Row]) -> str:
    """The rows as a Markdown table.

    >>> print(markdown_table([Row("tree", "alpha-beta", 3, 3, 11, 11, 0.002, 0.001, 2.5)]))
    | instance | search | value | nodes functional | nodes imperative | functional ms | imperative ms | ratio | target |
    |---|---|---:|---:|---:|---:|---:|---:|---|
    | tree | alpha-beta | 3 | 11 | 11 | 2.0 | 1.0 | 2.00x | <= 2.5x: met |
    """  # noqa: E501
    return "\n".join(
        [
            "| " + " | ".join(_HEADER) + " |",
            "|---|---|---:|---:|---:|---:|---:|---:|---|",
            *map(_markdown_row, rows),
        ]
    )


def _markdown_row(row: Row) -> str:
    value = (
        str(row.value_functional)
        if row.value_functional == row.value_imperative
        else f"{row.value_functional} / {row.value_imperative}"
    )
    cells = (
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
    return "| " + " | ".join(cells) + " |"


def _target(row: Row) -> str:
    if row.target is None:
        return "-"
    return f"<= {row.target}x: {'met' if row.target_met else 'missed'}"


def _positive(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return number


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="Time the functional searches against their imperative originals.",
    )
    parser.add_argument("--only", choices=sorted(SECTIONS), help="run only this section")
    parser.add_argument(
        "--runs", type=_positive, default=5, help="timed runs per version (default: 5)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print the table; exit code 1 if a pair of versions disagrees.

    >>> main(["--only", "core", "--runs", "1"])  # doctest: +ELLIPSIS
    | instance | search | value | ...
    |---|...
    | random tree, b = 5, d = 8 | alpha-beta | -492 | 40,900 | 40,900 | ... |
    <BLANKLINE>
    median of 1 alternating run(s) per version; values and node counts agree in every row: yes
    0
    """
    args = _parser().parse_args(argv)
    sections = [args.only] if args.only else list(SECTIONS)
    ok = True
    for name in sections:
        report = SECTIONS[name](args.runs)
        if len(sections) > 1:
            print(f"## {report.title}\n")
        print(report.table)
        print()
        print(report.note)
        if len(sections) > 1:
            print()
        ok = ok and report.ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
