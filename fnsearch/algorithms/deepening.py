"""Iterative deepening: a lazy stream of searches one ply deeper each time.

Each iteration tries the previous iteration's principal variation first and
passes on the transposition table, whose best successors order the next
iteration. The stream is lazy: the caller decides when to stop (for example when a
time budget runs out) and keeps the last result it took.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import accumulate, islice
from typing import TypeVar

from fnsearch.algorithms.engine import search
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.table import Table
from fnsearch.config import Config, Player
from fnsearch.evaluation import Evaluation

__all__ = ["iterative_deepening"]

_C = TypeVar("_C")


def iterative_deepening(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    max_depth: int,
    evaluate: Evaluation[_C] | None = None,
    order: Evaluation[_C] | None = None,
    killers: bool = False,
    table: Table | None = None,
    symmetry: bool = False,
    quiescence: int | None = None,
    extensions: int = 0,
) -> Iterator[SearchResult[_C]]:
    """A lazy stream of :func:`~fnsearch.search` results for depth 1, 2, ..., ``max_depth``.

    Each iteration tries the previous iteration's principal variation first (and
    orders the other moves by ``order``), and passes on the transposition table,
    whose best successors order the next iteration. ``quiescence`` and
    ``extensions`` go to every iteration (see :mod:`fnsearch.algorithms.quiescence`).

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, EMPTY
    >>> [result.value for result in iterative_deepening(VECTOR_CONFIG, EMPTY, WHITE, max_depth=9)]
    [0, 0, 0, 0, 0, 0, 0, 0, 0]
    """

    def deeper(previous: SearchResult[_C], depth: int) -> SearchResult[_C]:
        return search(
            instance,
            config,
            player,
            depth=depth,
            evaluate=evaluate,
            order=order,
            killers=killers,
            table=previous.table,
            symmetry=symmetry,
            principal=previous.line,
            quiescence=quiescence,
            extensions=extensions,
        )

    return islice(
        accumulate(
            range(1, max_depth + 1),
            deeper,
            initial=search(instance, config, player, depth=0, evaluate=evaluate, table=table),
        ),
        1,
        None,
    )
