"""Noisy drops and forcing positions of Connect Four (tuple instance), for the reference.

What quiescence search and extensions need from Connect Four, as the shared
specification defines it, written here as plain functions so that the reference
(:mod:`fnsearch.reference.quiescence`), the horizon exercise and the benchmark do
not wait for the engine's capabilities in :mod:`fnsearch.games.connect4.game`.

A *threat* of a side is a playable cell (the lowest empty cell of a column)
where its piece would complete four in a row.

>>> from fnsearch.games.connect4.game import from_moves
>>> from fnsearch import BLACK, WHITE
>>> position = from_moves("445566").unwrap()  # X on 4, 5, 6: it threatens 3 and 7
>>> sorted(threats(position, WHITE))
[12, 36]
>>> [d.last // 6 for d in noisy_drops(position, WHITE)]  # only the wins are noisy
[2, 6]
>>> is_forced(position, BLACK)
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from fnsearch.core.config import Player
from fnsearch.games.connect4.game import COLUMNS, CONNECT_FOUR, ROWS, WINDOWS, Position

_OTHERS: Final = tuple(
    tuple(tuple(j for j in window if j != i) for window in WINDOWS if i in window)
    for i in range(COLUMNS * ROWS)
)
"""For each cell, the other three cells of every window through it."""


def _completes(cells: tuple[int, ...], i: int, mark: int) -> bool:
    return any(cells[a] == cells[b] == cells[c] == mark for a, b, c in _OTHERS[i])


def _playable(heights: tuple[int, ...]) -> Iterator[int]:
    return (c * ROWS + h for c, h in enumerate(heights) if h < ROWS)


def threats(position: Position, player: Player) -> frozenset[int]:
    """The playable cells where ``player``'s piece would complete four.

    >>> from fnsearch.games.connect4.game import START
    >>> from fnsearch import WHITE
    >>> threats(START, WHITE)
    frozenset()
    """
    return frozenset(
        i for i in _playable(position.heights) if _completes(position.cells, i, player.value)
    )


def noisy_drops(position: Position, player: Player) -> Iterator[Position]:
    """``player``'s drops that win, block a threat of the opponent or make a new threat.

    In the instance's order (left to right); none when ``position`` is final.

    >>> from fnsearch.games.connect4.game import from_moves
    >>> from fnsearch import BLACK, WHITE
    >>> [d.last // 6 for d in noisy_drops(from_moves("4455").unwrap(), WHITE)]  # each threatens
    [1, 2, 5, 6]
    >>> [d.last // 6 for d in noisy_drops(from_moves("44556").unwrap(), BLACK)]  # O blocks 3 or 7
    [2, 6]
    """
    return _noisy(position, player, threats(position, player), threats(position, player.opponent))


def _noisy(
    position: Position, player: Player, own: frozenset[int], theirs: frozenset[int]
) -> Iterator[Position]:
    return (
        child
        for child in CONNECT_FOUR.successors(position, player)
        if child.winner or child.last in theirs or not threats(child, player) <= own
    )


def is_forced(position: Position, player: Player) -> bool:
    """``player`` to move is forced: the opponent has a threat, or one column is left.

    A final position is never forced (nobody moves in it).

    >>> from fnsearch.games.connect4.game import START, from_moves
    >>> from fnsearch import BLACK, WHITE
    >>> is_forced(START, WHITE), is_forced(from_moves("445566").unwrap(), BLACK)
    (False, True)
    """
    return not CONNECT_FOUR.is_final(position) and (
        sum(h < ROWS for h in position.heights) == 1 or bool(threats(position, player.opponent))
    )
