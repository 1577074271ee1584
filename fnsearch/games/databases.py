"""Position databases built by search (tic-tac-toe, Connect Four openings), and their text."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import reduce
from itertools import accumulate
from typing import Final, Generic, NamedTuple, TypeVar

from immutables import Map
from returns.result import Failure, Result, Success

from fnsearch.core._fp import unique
from fnsearch.core.config import WHITE, Config, Player
from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.engine.table import Table, empty_table
from fnsearch.games import tictactoe
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.connect4.game import CONNECT_FOUR, Position, centre_first, open_windows
from fnsearch.games.tictactoe import Board, open_lines

_C = TypeVar("_C")

BOOK_PLIES: Final = 4
"""The Connect Four opening book holds every position of the first 4 plies, up to mirroring."""
BOOK_DEPTH: Final = 8
"""Each book position is searched 8 plies deep, valued by ``open_windows`` at the horizon."""


def reachable(
    instance: Config[_C], start: _C, player: Player, plies: int
) -> frozenset[tuple[_C, Player]]:
    """Every (configuration, side to move) reachable from ``start`` in at most ``plies`` plies."""

    def deeper(level: frozenset[tuple[_C, Player]], _: int) -> frozenset[tuple[_C, Player]]:
        return frozenset(
            (child, mover.opponent)
            for config, mover in level
            if not instance.is_final(config)
            for child in instance.successors(config, mover)
        )

    return frozenset[tuple[_C, Player]]().union(
        *accumulate(range(plies), deeper, initial=frozenset({(start, player)}))
    )


def solve_all(
    positions: Iterable[tuple[_C, Player]],
    searched: Callable[[_C, Player, Table], SearchResult[_C]],
) -> Map[_C, int]:
    """The value of each position by one search each, ``searched``, in the order given.

    One transposition table is carried from search to search (``searched``'s last argument).

    >>> from fnsearch.games.nim import NIM
    >>> solve_all([((3, 1), WHITE)], lambda pile, side, table: search(NIM, pile, side, table=table))
    immutables.Map({(3, 1): -1})
    """

    def solved(done: _Solved[_C], position: tuple[_C, Player]) -> _Solved[_C]:
        result = searched(*position, done.table)
        table = done.table if result.table is None else result.table
        return _Solved(done.values.set(position[0], result.value), table)

    return reduce(solved, positions, _Solved(Map[_C, int](), empty_table())).values


class _Solved(NamedTuple, Generic[_C]):
    values: Map[_C, int]
    table: Table


def tictactoe_values() -> Map[Board, int]:
    """The exact value of every reachable tic-tac-toe position, with X (White) first."""
    return solve_all(
        sorted(
            reachable(tictactoe.GAME.instance, tictactoe.GAME.start, WHITE, 9),
            key=_fuller_first,
        ),
        lambda board, player, table: search(
            tictactoe.VECTOR_CONFIG, board, player, order=open_lines, table=table
        ),
    )


def _fuller_first(position: tuple[Board, Player]) -> int:
    return -position[0].count(0)


def connect_four_book(plies: int = BOOK_PLIES, depth: int = BOOK_DEPTH) -> Map[Position, int]:
    """Connect Four's opening book: each position of the first ``plies`` plies, one per mirror pair.

    Each is valued by a ``depth``-ply search with ``open_windows`` at the horizon.
    """
    return solve_all(
        unique(
            sorted(
                reachable(connect4.GAME.instance, connect4.GAME.start, WHITE, plies),
                key=_by_plies_then_cells,
            ),
            key=lambda reached: CONNECT_FOUR.canonical(reached[0]),
        ),
        lambda config, player, table: search(
            CONNECT_FOUR,
            config,
            player,
            depth=depth,
            evaluate=open_windows,
            order=centre_first,
            table=table,
            symmetry=True,
        ),
    )


def _by_plies_then_cells(reached: tuple[Position, Player]) -> tuple[int, tuple[int, ...]]:
    return (sum(reached[0].heights), reached[0].cells)


def render_database(values: Mapping[_C, int], show: Callable[[_C], str]) -> str:
    """One line per position, ``text value``, sorted by text.

    >>> from fnsearch.games.tictactoe import parse, render
    >>> render_database({parse("XO./.../...").unwrap(): 1}, render)
    'XO./.../... 1'
    """
    return "\n".join(sorted(f"{show(config)} {value}" for config, value in values.items()))


def parse_database(text: str, read: Callable[[str], Result[_C, str]]) -> Result[Map[_C, int], str]:
    """Read what :func:`render_database` wrote; the first bad line is the failure."""

    def add(parsed: Result[Map[_C, int], str], line: tuple[int, str]) -> Result[Map[_C, int], str]:
        fields = line[1].rsplit(" ", 1)
        return parsed.bind(
            lambda values: (
                read(fields[0])
                .map(lambda config: values.set(config, int(fields[1])))
                .alt(lambda message: f"line {line[0]}: {message}")
                if len(fields) == 2 and fields[1].lstrip("-").isdigit()
                else Failure(f"line {line[0]}: expected 'position value', got {line[1][:40]!r}")
            )
        )

    return reduce(add, enumerate(filter(None, text.splitlines()), start=1), Success(Map[_C, int]()))
