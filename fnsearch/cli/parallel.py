"""The search and the exact Connect Four solver, the root's moves split across processes.

The first move, searched alone, narrows the window of the others ("young brothers wait").
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager
from functools import partial
from itertools import islice
from typing import Generic, NamedTuple, TypeVar

from immutables import Map
from returns.result import Failure, Result

from fnsearch.cli.bounded import ctrl_c_held, die_with_parent, on_big_stack
from fnsearch.core.arguments import player_of, record_or_none, refused
from fnsearch.core.config import INFINITY, WHITE, Config, Player
from fnsearch.core.contract import broken
from fnsearch.engine.options import FRAMES, SearchOptions, chosen
from fnsearch.engine.result import SearchResult, Stats
from fnsearch.engine.search import search
from fnsearch.games.connect4.bitboard_game import (
    BOARD,
    BOTTOM,
    CELLS,
    CENTRE_ORDER,
    ROWS,
    STRIDE,
    Board,
    from_moves,
    has_four,
    winning_cells,
)
from fnsearch.games.connect4.solver import negamax, solution, solved

_C = TypeVar("_C")
_T = TypeVar("_T")


@contextmanager
def _pool(workers: int, executor: Executor | None) -> Iterator[Executor]:
    """``executor``, else a pool of ``workers`` processes for one call, each dying with this one."""
    if executor is not None:
        yield executor
        return
    with ctrl_c_held():  # the workers are forked deaf to Ctrl-C; this process answers it
        pool = ProcessPoolExecutor(
            max_workers=workers, initializer=die_with_parent, initargs=(os.getpid(),)
        )
        pool.submit(int)  # a first task forks every worker, now
    try:
        yield pool
    except BaseException:
        for process in list(pool._processes.values()):
            process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def _gathered(futures: list[Future[_T]]) -> list[_T]:
    """The futures' results in order; interrupted, every future not done is cancelled first."""
    try:
        return [future.result() for future in futures]
    except BaseException:
        for future in futures:
            future.cancel()
        raise


def parallel_search(
    instance: Config[_C],
    config: _C,
    player: Player,
    options: SearchOptions[_C] | None = None,
    *,
    workers: int = 2,
    executor: Executor | None = None,
    **keywords: object,
) -> SearchResult[_C]:
    """:func:`~fnsearch.search` with the root's moves after the first searched in parallel."""
    player = player_of(player)
    asked = chosen(options, keywords)
    workers = _workers(workers)
    executor = record_or_none(executor, Executor, "executor")
    if instance.is_final(config) or asked.depth == 0:
        return search(instance, config, player, asked)
    sign = 1 if player is WHITE else -1
    moves = list(instance.successors(config, player))
    order = asked.order
    if order is not None:
        moves.sort(key=lambda move: sign * order(move), reverse=True)
    whole = _Job(instance, player.opponent, asked.but(depth=_below(asked.depth)))
    first = _search_job(whole, moves[0])
    alpha, beta = (first.value, INFINITY) if sign > 0 else (-INFINITY, first.value)
    job = whole._replace(options=whole.options.but(alpha=alpha, beta=beta))
    with _pool(workers, executor) as pool:
        rest = _others(pool, job, moves[1:], workers)
    return _combined(player, moves, [first, *rest])


def _below(depth: int | None) -> int | None:
    return None if depth is None else depth - 1


class _Job(NamedTuple, Generic[_C]):
    instance: Config[_C]
    player: Player  # who moves after the root
    options: SearchOptions[_C]


def _others(
    executor: Executor, job: _Job[_C], moves: list[_C], workers: int
) -> list[SearchResult[_C]]:
    """The other root moves searched on ``executor`` with the first move's window."""
    deeper = (
        len(moves) < workers
        and job.options.depth != 1
        and all(not job.instance.is_final(move) for move in moves)
    )
    if not deeper:
        return _gathered([executor.submit(_search_job, job, move) for move in moves])
    below = job._replace(
        player=job.player.opponent, options=job.options.but(depth=_below(job.options.depth))
    )
    grandchildren = [list(job.instance.successors(move, job.player)) for move in moves]
    results = iter(
        _gathered([executor.submit(_search_job, below, g) for gs in grandchildren for g in gs])
    )
    return [_combined(job.player, gs, list(islice(results, len(gs)))) for gs in grandchildren]


def _combined(
    player: Player, children: list[_C], results: list[SearchResult[_C]]
) -> SearchResult[_C]:
    """A move's result from its own moves' results: the best of them for ``player``."""
    sign = 1 if player is WHITE else -1
    index = max(range(len(results)), key=lambda i: sign * results[i].value)
    chosen = results[index]
    return SearchResult(
        value=chosen.value,
        best=children[index],
        line=(children[index], *chosen.line),
        stats=Stats(
            nodes=1 + sum(r.stats.nodes for r in results),
            leaves=sum(r.stats.leaves for r in results),
            cutoffs=sum(r.stats.cutoffs for r in results),
            depth=1 + max(r.stats.depth for r in results),
            hits=sum(r.stats.hits for r in results),
        ),
    )


def _search_job(job: _Job[_C], config: _C) -> SearchResult[_C]:
    searched = partial(search, job.instance, config, job.player, job.options)
    return searched() if job.options.frames <= FRAMES else on_big_stack(searched)


class Split(NamedTuple):
    """The exact score of a Connect Four position found by a split solve, and its cost."""

    score: int
    nodes: int
    """Positions searched by every process, the root counted once."""


def parallel_solve(
    moves: str, *, workers: int = 2, executor: Executor | None = None
) -> Result[Split, str]:
    """The exact Connect Four score after ``moves``, the root's drops solved in parallel."""
    workers = _workers(workers)
    executor = record_or_none(executor, Executor, "executor")
    return (
        Failure(f"bad moves {moves!r}: expected a string of columns 1 to 7")
        if not _is_text(moves)
        else from_moves(moves.strip()).map(
            lambda board: _split_solve(moves.strip(), board, workers, executor)
        )
    )


def _is_text(moves: object) -> bool:
    return isinstance(moves, str)


def _workers(workers: int) -> int:
    return (
        workers
        if type(workers) is int and workers >= 1
        else broken(refused("workers", workers, "an int from 1 (not a bool)"))
    )


def _split_solve(moves: str, board: Board, workers: int, executor: Executor | None) -> Split:
    if _decided(board):
        found = solution(board)
        return Split(found.score, found.nodes)
    drops = [
        column for column in CENTRE_ORDER if not board.mask & (1 << (column * STRIDE + ROWS - 1))
    ]
    children = [moves + str(column + 1) for column in drops]
    first = solved(children[0]).unwrap()
    best, nodes = -first.score, 1 + first.nodes
    with _pool(workers, executor) as pool:
        answers = _gathered([pool.submit(_improvement, child, best) for child in children[1:]])
    improved = [-score for score, _ in answers if score is not None]
    return Split(max([best, *improved]), nodes + sum(cost for _, cost in answers))


def _decided(board: Board) -> bool:
    """Whether the solver answers ``board`` at once: full, lost, or won by one drop."""
    return bool(
        board.moves == CELLS
        or has_four(board.current ^ board.mask)
        or winning_cells(board.current, board.mask) & (board.mask + BOTTOM) & BOARD
    )


def _improvement(moves: str, bound: int) -> tuple[int | None, int]:
    """The exact score after ``moves`` if the parent beats ``bound`` by it, and the cost."""
    board = from_moves(moves).unwrap()
    if _decided(board):
        found = solution(board)
        return (found.score if -found.score > bound else None), found.nodes
    threats = winning_cells(board.current ^ board.mask, board.mask)
    value, searched, _ = negamax(board, -bound - 1, -bound, Map(), threats)
    if value >= -bound:  # fail-soft: the child is worth at least -bound to its mover
        return None, searched
    found = solution(board)
    return found.score, searched + found.nodes
