"""The Pig section: how often depth-limited EXPECTIMINIMAX plays Pig optimally, by depth.

On a fixed sample of positions met in optimal self-play
(:mod:`benchmarks.pig_positions`: decision nodes with a turn total above 0, where
both roll and hold are moves), :func:`agreement` compares the move chosen by
``expectiminimax(PIG, position, mover, depth=d, evaluate=pig.evaluate)`` with the
optimal action of the stored exact solution of Pig to 100
(:func:`fnsearch.cli.datafiles.pig_action`), for ``d = 1, 2, ...``.

EXPECTIMINIMAX breaks ties in favour of the first successor, which in Pig is
*roll*. Depth counts decision plies and chance layers alike: at depth ``2d`` the
searcher looks ``d`` rolls ahead.

This module is part of the imperative shell: it reads the clock and the stored solution.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final, final

from benchmarks.pig_positions import played_positions
from benchmarks.report import Report, markdown_table, timed
from benchmarks.versus.calls import current
from fnsearch.cli.datafiles import pig_action
from fnsearch.games.pig.game import PIG, Pig, evaluate, render
from fnsearch.games.pig.solution import Action

__all__ = [
    "BUDGET",
    "DEPTHS",
    "POSITIONS",
    "SEED",
    "AgreementRow",
    "agreement",
    "chosen_action",
    "format_agreement",
    "pig_report",
]

SEED: Final = 2024
POSITIONS: Final = 300
DEPTHS: Final = range(1, 9)
BUDGET: Final = 300.0
"""Seconds a depth may be predicted to take over all the positions before it is skipped."""


@final
@dataclass(frozen=True, slots=True)
class AgreementRow:
    """EXPECTIMINIMAX at one depth over the sample of positions.

    Attributes:
        depth: the depth limit.
        positions: the positions searched.
        optimal: at how many of them the search chose the optimal action.
        rolls: at how many of them it chose to roll.
        holds: at how many of them holding is optimal.
        holds_optimal: at how many of those the search chose to hold.
        nodes: the nodes visited, summed over the positions.
        seconds: the time of all the searches together.

    >>> row = AgreementRow(2, 4, 3, 4, 1, 0, 40, 0.02)
    >>> row.percent, row.mean_nodes, row.mean_ms
    (75.0, 10.0, 5.0)
    """

    depth: int
    positions: int
    optimal: int
    rolls: int
    holds: int
    holds_optimal: int
    nodes: int
    seconds: float

    @property
    def percent(self) -> float:
        """The share of positions played optimally, in percent."""
        return 100 * self.optimal / self.positions

    @property
    def mean_nodes(self) -> float:
        """The mean nodes of one search."""
        return self.nodes / self.positions

    @property
    def mean_ms(self) -> float:
        """The mean milliseconds of one search."""
        return 1000 * self.seconds / self.positions


def chosen_action(position: Pig, depth: int) -> tuple[Action, int]:
    """The action depth-limited EXPECTIMINIMAX chooses at ``position``, and its nodes.

    >>> from fnsearch.games.pig.game import parse
    >>> [chosen_action(parse("90-0 +8").unwrap(), depth) for depth in (1, 2)]
    [(<Action.ROLL: 'roll'>, 3), (<Action.HOLD: 'hold'>, 10)]
    """
    found = (
        current()
        .chance()
        .search("expectiminimax", PIG, position, position.mover, (-1, 1), depth, evaluate)
    )
    return (Action.ROLL if found.rolls else Action.HOLD, found.nodes)


def agreement(
    positions: Sequence[Pig], depths: Sequence[int], *, budget: float = BUDGET
) -> list[AgreementRow]:
    """One :class:`AgreementRow` per depth, until a depth is predicted to exceed ``budget``.

    The prediction multiplies the time of the last depth by its growth over the
    depth before.
    """
    optimal = [pig_action(position) for position in positions]
    rows: list[AgreementRow] = []
    for depth in depths:
        if _predicted(rows) > budget:
            break
        seconds, chosen = timed(partial(_chosen_actions, positions, depth))
        rows.append(
            AgreementRow(
                depth,
                len(positions),
                sum(action is best for (action, _), best in zip(chosen, optimal, strict=True)),
                sum(action is Action.ROLL for action, _ in chosen),
                sum(best is Action.HOLD for best in optimal),
                sum(
                    action is best is Action.HOLD
                    for (action, _), best in zip(chosen, optimal, strict=True)
                ),
                sum(nodes for _, nodes in chosen),
                seconds,
            )
        )
    return rows


def _chosen_actions(positions: Sequence[Pig], depth: int) -> list[tuple[Action, int]]:
    return [chosen_action(position, depth) for position in positions]


def _predicted(rows: Sequence[AgreementRow]) -> float:
    return (
        0.0
        if not rows
        else rows[-1].seconds * 3
        if len(rows) == 1
        else rows[-1].seconds * rows[-1].seconds / max(rows[-2].seconds, 1e-9)
    )


def format_agreement(rows: Sequence[AgreementRow]) -> str:
    """The rows as a Markdown table.

    >>> print(format_agreement([AgreementRow(2, 4, 3, 4, 1, 0, 40, 0.02)]))
    | depth | optimal action | where rolling is optimal | where holding is optimal \
| chose roll | mean nodes | mean ms |
    |---:|---:|---:|---:|---:|---:|---:|
    | 2 | 75.0% | 3/3 | 0/1 | 100.0% | 10.0 | 5.0 |
    """
    return markdown_table(
        (
            "depth",
            "optimal action",
            "where rolling is optimal",
            "where holding is optimal",
            "chose roll",
            "mean nodes",
            "mean ms",
        ),
        [
            (
                row.depth,
                f"{row.percent:.1f}%",
                f"{row.optimal - row.holds_optimal}/{row.positions - row.holds}",
                f"{row.holds_optimal}/{row.holds}",
                f"{100 * row.rolls / row.positions:.1f}%",
                row.mean_nodes,
                row.mean_ms,
            )
            for row in rows
        ],
        right=range(7),
    )


def pig_report(
    runs: int,
    *,
    count: int = POSITIONS,
    depths: Sequence[int] = DEPTHS,
    budget: float = BUDGET,
) -> Report:
    """Agreement with the optimal policy by depth; each search is timed once (``runs`` unused).

    ``count``, ``depths`` and ``budget`` make a fast version for the tests.
    """
    positions = played_positions(count, SEED)
    rows = agreement(positions, depths, budget=budget)
    optimal = [pig_action(position) for position in positions]
    rolls = sum(action is Action.ROLL for action in optimal)
    skipped = [depth for depth in depths if depth > (rows[-1].depth if rows else 0)]
    return Report(
        "Pig: how often depth-limited expectiminimax (pig.evaluate) plays the optimal action",
        format_agreement(rows),
        f"{len(positions)} positions with a choice of roll or hold, one from each of "
        f"{len(positions)} games of optimal self-play (seed {SEED}), "
        f"{len(set(positions))} different, e.g. {render(positions[0])}; "
        f"the optimal action is to roll at {100 * rolls / len(positions):.1f}% of them. "
        "Each search timed once. "
        + (
            f"Depths {skipped} skipped: predicted over {budget:.0f} s for all the positions."
            if skipped
            else "No depth skipped."
        ),
        len(rows) > 0,
    )
