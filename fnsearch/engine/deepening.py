"""Iterative deepening: a lazy stream of searches one ply deeper each time."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from itertools import accumulate, islice, takewhile
from typing import Generic, NamedTuple, SupportsIndex, TypeVar

from fnsearch.core.arguments import PlayerArgument, player_of, plies
from fnsearch.core.config import Config, Player
from fnsearch.engine.options import SearchOptions, chosen
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search

_C = TypeVar("_C")


def iterative_deepening(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    options: SearchOptions[_C] | None = None,
    *,
    max_depth: SupportsIndex,
    **keywords: object,
) -> Iterator[SearchResult[_C]]:
    """A lazy stream of :func:`~fnsearch.search` results for depth 1, 2, ..., ``max_depth``.

    ``options`` (or ``keywords``) go to every search but for the depth, the table and
    the principal line, which each takes from the one before. The stream ends after
    the first search that stopped short of its depth limit: it saw the whole tree.

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, EMPTY
    >>> [result.value for result in iterative_deepening(VECTOR_CONFIG, EMPTY, WHITE, max_depth=9)]
    [0, 0, 0, 0, 0, 0, 0, 0, 0]
    """
    asked = chosen(options, keywords)
    deepest = plies(max_depth, "max_depth")
    # The start: only the table carries over (a depth-0 search stores nothing).
    start = search(instance, config, player, depth=0, evaluate=asked.evaluate, table=asked.table)
    iterations = accumulate(
        range(1, deepest + 1),
        partial(_deeper, instance, config, player_of(player), asked),
        initial=_Iteration(start, ended=False),
    )
    return map(_result, islice(takewhile(_going, iterations), 1, None))


class _Iteration(NamedTuple, Generic[_C]):
    """One search of the stream, or its end after the last (``ended``)."""

    result: SearchResult[_C]
    ended: bool


def _deeper(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C],
    previous: _Iteration[_C],
    depth: int,
) -> _Iteration[_C]:
    """The search to ``depth`` after ``previous``; the end once a search saw the whole tree."""
    return (
        previous._replace(ended=True)
        if previous.ended or previous.result.stats.depth < depth - 1
        else _Iteration(
            search(
                instance,
                config,
                player,
                options,
                depth=depth,
                table=previous.result.table,
                principal=previous.result.line,
            ),
            ended=False,
        )
    )


def _going(iteration: _Iteration[_C]) -> bool:
    return not iteration.ended


def _result(iteration: _Iteration[_C]) -> SearchResult[_C]:
    return iteration.result
