"""Null-window search: the exact value found by a binary search of zero-width windows.

A search with the window ``(m, m + 1)`` only answers whether the value is above ``m``,
and cuts far more than one with a wide window. :func:`null_window` halves the range of
possible values with one after another, each from the table the previous one left.
"""

from __future__ import annotations

from functools import partial
from itertools import accumulate, count
from typing import Generic, NamedTuple, TypeVar

from fnsearch.core.arguments import PlayerArgument, player_of
from fnsearch.core.config import INFINITY, Config, Player
from fnsearch.engine.capabilities import ScoreBounds
from fnsearch.engine.options import SearchOptions, chosen
from fnsearch.engine.result import Stats
from fnsearch.engine.search import search
from fnsearch.engine.table import Table, empty_table

_C = TypeVar("_C")


class NullWindowResult(NamedTuple, Generic[_C]):
    """The value a series of null-window searches found, and what they cost.

    ``best`` is the best successor of the last search that failed high; ``stats`` summed.
    """

    value: int
    best: _C | None
    searches: int
    stats: Stats
    table: Table | None


def null_window(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    options: SearchOptions[_C] | None = None,
    within: tuple[int, int] | None = None,
    **keywords: object,
) -> NullWindowResult[_C]:
    """The value of ``config`` (``player`` to move) by null-window searches of the engine.

    ``options`` (or ``keywords``) go to every search but for the window; the first
    starts from its ``table`` (else an empty one). ``within`` is the range the value
    lies in (White's side); by default the instance's score bounds, else every score.

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
    >>> null_window(VECTOR_CONFIG, parse("X../.O./...").unwrap(), WHITE, within=(-1, 1)).value
    0
    """
    asked = chosen(options, keywords)
    low, high = (
        within
        if within is not None
        else instance.score_bounds(config)
        if isinstance(instance, ScoreBounds)
        else (-INFINITY + 1, INFINITY - 1)
    )
    table = empty_table() if asked.table is None else asked.table
    start: _Range[_C] = _Range(low, high, NullWindowResult(0, None, 0, Stats(0, 0, 0, 0, 0), table))
    halved = partial(_halved, instance, config, player_of(player), asked)
    last: _Range[_C] = next(filter(_settled, accumulate(count(), halved, initial=start)))
    return last.found._replace(value=last.low)


def probe_point(low: int, high: int) -> int:
    """Where to probe ``low..high``: its middle, or half an end where that is nearer 0 (a draw)."""
    middle = low + (high - low) // 2
    low_half = -(-low // 2) if low < 0 else low // 2
    high_half = high // 2
    return (
        low_half
        if middle <= 0 and low_half < middle
        else high_half
        if middle >= 0 and high_half > middle
        else middle
    )


class _Range(NamedTuple, Generic[_C]):
    """The values still possible, ``low..high``, and what the searches so far ``found``."""

    low: int
    high: int
    found: NullWindowResult[_C]


def _settled(values: _Range[_C]) -> bool:
    return values.low >= values.high


def _halved(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C],
    values: _Range[_C],
    _: int,
) -> _Range[_C]:
    """The half of ``values`` where a null-window search at its probe point says the value is."""
    middle = probe_point(values.low, values.high)
    sofar = values.found
    found = search(
        instance, config, player, options, table=sofar.table, alpha=middle, beta=middle + 1
    )
    failed_low = found.value <= middle
    return _Range(
        values.low if failed_low else middle + 1,
        middle if failed_low else values.high,
        NullWindowResult(
            0,
            sofar.best if failed_low else found.best,
            sofar.searches + 1,
            Stats(
                sofar.stats.nodes + found.stats.nodes,
                sofar.stats.leaves + found.stats.leaves,
                sofar.stats.cutoffs + found.stats.cutoffs,
                max(sofar.stats.depth, found.stats.depth),
                sofar.stats.hits + found.stats.hits,
            ),
            found.table,
        ),
    )
