"""Threats in Connect Four over tuples: the cells that would complete four, the noisy drops.

A drop is *noisy* when it wins, blocks an opponent's four, or makes a new immediate
threat; the side to move is *forced* with one column open or a four threatened.

>>> from fnsearch.core.config import BLACK
>>> from fnsearch.games.connect4.text import parse, render
>>> threat = parse("......./......./......./......./......./XXX.OO.").unwrap()
>>> [render(child)[-7:] for child in noisy_drops(threat, BLACK)], is_forced(threat, BLACK)
(['XXXOOO.', 'XXX.OOO'], True)
"""

from __future__ import annotations

from collections.abc import Iterator

from fnsearch.core.config import WHITE, Player
from fnsearch.games.connect4.rules import OTHERS_THROUGH, ROWS, Position, drops, is_final


def threats(cells: tuple[int, ...], heights: tuple[int, ...], mark: int) -> frozenset[int]:
    """The playable cells where a stone ``mark`` (``1`` X, ``-1`` O) would complete four.

    >>> from fnsearch.games.connect4.text import parse
    >>> threat = parse("......./......./......./......./......./XXX.OO.").unwrap()
    >>> threats(threat.cells, threat.heights, 1)  # X completes four in column 4
    frozenset({18})
    """
    playable = [column * ROWS + height for column, height in enumerate(heights) if height < ROWS]
    return frozenset(
        i
        for i in playable
        if any(mark == cells[a] == cells[b] == cells[c] for a, b, c in OTHERS_THROUGH[i])
    )


def noisy_drops(position: Position, player: Player) -> Iterator[Position]:
    """The drops of ``player`` that win, block a win, or make a new threat; left to right."""
    return _noisy(
        position,
        player,
        1 if player is WHITE else -1,
        threats(position.cells, position.heights, -1 if player is WHITE else 1),
        threats(position.cells, position.heights, 1 if player is WHITE else -1),
    )


def _noisy(
    position: Position,
    player: Player,
    mark: int,
    theirs: frozenset[int],
    ours: frozenset[int],
) -> Iterator[Position]:
    return (
        child
        for child in drops(position, player)
        if child.winner != 0
        or child.last in theirs
        or not threats(child.cells, child.heights, mark) <= ours
    )


def is_forced(position: Position, player: Player) -> bool:
    """Whether ``player`` to move is forced: one column left, or the opponent threatens four."""
    return not is_final(position) and (
        sum(height < ROWS for height in position.heights) == 1
        or bool(threats(position.cells, position.heights, -1 if player is WHITE else 1))
    )
