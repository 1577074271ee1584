"""Iterative deepening: a lazy stream of searches one ply deeper each time.

Each iteration tries the previous iteration's principal variation first and
passes on the transposition table, whose best successors order the next
iteration. The stream is lazy: the caller decides when to stop (for example when a
time budget runs out) and keeps the last result it took.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import accumulate, islice, takewhile
from typing import TypeVar, Unpack

from fnsearch.core.config import Config, Player
from fnsearch.engine.options import SearchKeywords, SearchOptions, chosen
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search

__all__ = ["iterative_deepening"]

_C = TypeVar("_C")


def iterative_deepening(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C] | None = None,
    *,
    max_depth: int,
    **keywords: Unpack[SearchKeywords[_C]],
) -> Iterator[SearchResult[_C]]:
    """A lazy stream of :func:`~fnsearch.search` results for depth 1, 2, ..., ``max_depth``.

    ``options`` (or the ``keywords`` shorthand, as for :func:`~fnsearch.search`)
    go to every iteration, but for the depth, the table and the principal line:
    each iteration tries the previous iteration's principal variation first (and
    orders the other moves by ``order``), and passes on the transposition table
    (the options' ``table`` is the first one), whose best successors order the next
    iteration.

    The stream ends early, after the first search that stopped short of its
    depth limit (no node as deep as its depth): that search saw the whole game
    tree, and any deeper one would answer the same.

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, EMPTY
    >>> [result.value for result in iterative_deepening(VECTOR_CONFIG, EMPTY, WHITE, max_depth=9)]
    [0, 0, 0, 0, 0, 0, 0, 0, 0]
    >>> [result.stats.depth for result in iterative_deepening(
    ...     VECTOR_CONFIG, EMPTY, WHITE, max_depth=10**6)]  # the game ends within 9 plies
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]
    """
    return _deepening(
        instance,
        config,
        player,
        chosen(options, keywords),
        max_depth,
    )


def _deepening(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C],
    max_depth: int,
) -> Iterator[SearchResult[_C]]:
    # The stream's state is boxed in a tuple: a search's result, or ``()`` at its end.
    def deeper(previous: tuple[SearchResult[_C], ...], depth: int) -> tuple[SearchResult[_C], ...]:
        # The previous search did not reach its depth: it saw the whole tree.
        return (
            ()
            if not previous or previous[0].stats.depth < depth - 1
            else (
                search(
                    instance,
                    config,
                    player,
                    options,
                    depth=depth,
                    table=previous[0].table,
                    principal=previous[0].line,
                ),
            )
        )

    return (
        result
        for box in islice(
            takewhile(
                bool,
                accumulate(
                    range(1, max_depth + 1),
                    deeper,
                    # The start: only the table carries over (a depth-0 search stores nothing).
                    initial=_boxed(
                        search(
                            instance,
                            config,
                            player,
                            depth=0,
                            evaluate=options.evaluate,
                            table=options.table,
                        )
                    ),
                ),
            ),
            1,
            None,
        )
        for result in box
    )


def _boxed(result: SearchResult[_C]) -> tuple[SearchResult[_C], ...]:
    return (result,)
