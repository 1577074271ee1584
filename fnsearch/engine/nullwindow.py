"""Null-window search: the exact value found by a binary search of zero-width windows.

A search with the window ``(m, m + 1)`` cannot find a value; it only answers
whether the value is above ``m`` (it fails high, at ``m + 1``) or not (it fails
low, at ``m``). Such a search cuts far more than one with a wide window, and
with a table the searches share what they prove. :func:`null_window` halves
the range of possible values with one null-window search after another, each
starting from the table the previous one left, until one value is left. It
works for any game and any engine option; the range comes from the instance's
:class:`~fnsearch.engine.bounds.ScoreBounds` when it has them, or is given.

Probes are pulled towards 0 where that halves the range less evenly, because
draws and near-draws are common in the games that need an exact solver.

>>> from fnsearch import WHITE
>>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
>>> found = null_window(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE,
...                     low=0, high=20)
>>> found.value, found.searches
(3, 5)
"""

from __future__ import annotations

from typing import Generic, NamedTuple, TypeVar, Unpack

from fnsearch.core.config import INFINITY, Config, Player
from fnsearch.engine.bounds import ScoreBounds
from fnsearch.engine.options import SearchKeywords, SearchOptions, chosen
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.search import search
from fnsearch.engine.table import Table, empty_table

__all__ = ["NullWindowResult", "null_window", "probe_point"]

_C = TypeVar("_C")


class NullWindowResult(NamedTuple, Generic[_C]):
    """The value a series of null-window searches found, and what they cost.

    Attributes:
        value: the value of the root, from White's point of view.
        best: the best successor the last search that failed high found (one at
            least as good as ``value``), or ``None`` when none failed high.
        searches: how many null-window searches were run.
        stats: their statistics, summed (``depth`` is the deepest of them).
        table: the table after the last search.
    """

    value: int
    best: _C | None
    searches: int
    stats: Stats
    table: Table | None


def null_window(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C] | None = None,
    *,
    low: int | None = None,
    high: int | None = None,
    **keywords: Unpack[SearchKeywords[_C]],
) -> NullWindowResult[_C]:
    """The value of ``config`` (``player`` to move) by null-window searches of the engine.

    Args:
        instance: the game.
        config: the root configuration.
        player: who moves at the root.
        options: the engine's options for every search, as for
            :func:`~fnsearch.engine.search.search` (``depth``, ``evaluate``,
            ``order``, ``symmetry``, ``bounds``, ``anticipate``, ...), but for the
            window, which each search sets. Its ``table`` is the table the first
            search starts from; by default a new empty table, since null-window
            searches gain most from sharing one.
        low: a value the root's value is known not to lie below (White's point of
            view); by default the instance's lower score bound, else ``-INFINITY + 1``.
        high: a value it is known not to lie above; by default the upper bound.
        keywords: a shorthand for the fields of ``options``, as for ``search``.

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
    >>> null_window(VECTOR_CONFIG, parse("X../.O./...").unwrap(), WHITE, low=-1, high=1).value
    0
    """
    return _started(
        _Asked(
            instance,
            config,
            player,
            chosen(options, keywords),
        ),
        _range(instance, config, low, high),
    )


def _started(asked: _Asked[_C], window: tuple[int, int]) -> NullWindowResult[_C]:
    return _narrowed(
        asked,
        window,
        NullWindowResult(
            0,
            None,
            0,
            Stats(0, 0, 0, 0, 0),
            empty_table() if asked.options.table is None else asked.options.table,
        ),
    )


class _Asked(NamedTuple, Generic[_C]):
    """What every null-window search of one root is asked: the root and the engine's options."""

    instance: Config[_C]
    config: _C
    player: Player
    options: SearchOptions[_C]


def _range(instance: Config[_C], config: _C, low: int | None, high: int | None) -> tuple[int, int]:
    return (
        (
            instance.score_bounds(config)[0] if low is None else low,
            instance.score_bounds(config)[1] if high is None else high,
        )
        if isinstance(instance, ScoreBounds)
        else (-INFINITY + 1 if low is None else low, INFINITY - 1 if high is None else high)
    )


def probe_point(low: int, high: int) -> int:
    """Where to probe the range ``low..high``: its middle, or half an end where that is nearer 0.

    >>> probe_point(-20, 20), probe_point(-20, -4), probe_point(3, 20)
    (-10, -12, 11)
    """
    return _pulled(low + (high - low) // 2, -(-low // 2) if low < 0 else low // 2, high // 2)


def _pulled(middle: int, low_half: int, high_half: int) -> int:
    return (
        low_half
        if middle <= 0 and low_half < middle
        else high_half
        if middle >= 0 and high_half > middle
        else middle
    )


def _narrowed(
    asked: _Asked[_C], window: tuple[int, int], sofar: NullWindowResult[_C]
) -> NullWindowResult[_C]:
    return (
        NullWindowResult(window[0], sofar.best, sofar.searches, sofar.stats, sofar.table)
        if window[0] >= window[1]
        else _probed(asked, window, sofar, probe_point(*window))
    )


def _probed(
    asked: _Asked[_C], window: tuple[int, int], sofar: NullWindowResult[_C], middle: int
) -> NullWindowResult[_C]:
    """One null-window search at ``middle``; the range keeps the half the value lies in."""
    return _continued(
        asked,
        window,
        sofar,
        middle,
        search(
            asked.instance,
            asked.config,
            asked.player,
            asked.options,
            table=sofar.table,
            alpha=middle,
            beta=middle + 1,
        ),
    )


def _continued(
    asked: _Asked[_C],
    window: tuple[int, int],
    sofar: NullWindowResult[_C],
    middle: int,
    found: SearchResult[_C],
) -> NullWindowResult[_C]:
    return _narrowed(
        asked,
        (window[0], middle) if found.value <= middle else (middle + 1, window[1]),
        NullWindowResult(
            0,
            sofar.best if found.value <= middle else found.best,
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
