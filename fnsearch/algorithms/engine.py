"""Depth-limited alpha-beta with move ordering, killer moves, a transposition table and statistics.

:func:`search` is the sheet's fail-hard alpha-beta, written once for both players
(negamax: a node's value is seen from the side to move, and the window is negated
on the way down), grown with what the lectures add around it:

* a depth limit: ``depth=d`` searches exactly ``d`` plies, and a configuration at
  the horizon that is not final is valued by ``evaluate`` (seed 002's
  ``alphabeta(node, depth, α, β, maximizingPlayer)``);
* move ordering: ``order`` is a key on configurations from White's point of view,
  for instance a cheap static evaluation (seed 002's "e-trivial"); White tries the
  highest first, Black the lowest;
* the killer-move heuristic: a move that caused a cut is tried first at the same
  ply elsewhere in the tree (seed 000);
* the principal variation of a previous search is tried first, which is what
  :func:`iterative_deepening` feeds each iteration;
* a transposition table (:mod:`fnsearch.algorithms.table`), optionally keyed up to the
  symmetries of the game (seed 000: "consider symmetries").

Everything a node learns — its value, its line, the statistics, the killer moves
and the table — is carried in the state of the fold over its successors and
returned alongside the value: no counter, no global, no mutable object.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from itertools import accumulate, islice
from operator import itemgetter
from typing import Final, Protocol, TypeAlias, TypeVar, runtime_checkable

from fnsearch.algorithms.result import SearchResult, Stats
from fnsearch.algorithms.table import EXACT, LOWER, UPPER, Entry, Keyed, Symmetric, Table
from fnsearch.config import INFINITY, WHITE, Config, Player
from fnsearch.folds import END, End, fold_through_end

__all__ = ["Killers", "Moves", "iterative_deepening", "search"]

_C = TypeVar("_C")
_C_contra = TypeVar("_C_contra", contravariant=True)

Killers: TypeAlias = tuple[tuple[Hashable, ...], ...]
"""Per ply, the keys of the (at most two) latest moves that caused a cut there."""

# A node's answer: (value for the side to move, line, nodes, leaves, cutoffs,
# deepest ply, table hits, killers, table). Plain tuples: this is the hot path.
_Node: TypeAlias = tuple[int, tuple[_C, ...], int, int, int, int, int, Killers, Table | None]
# The fold's state: the node's answer so far and whether the fold is done.
_State: TypeAlias = tuple[int, tuple[_C, ...], int, int, int, int, int, Killers, Table | None, bool]
_Key: TypeAlias = Callable[[_C], Hashable]

_DONE: Final = itemgetter(9)
_UNLIMITED: Final = 2**31
_KILLERS_PER_PLY: Final = 2


@runtime_checkable
class Moves(Protocol[_C_contra]):
    """An optional capability: naming the move that leads from one configuration to another.

    Killer moves are remembered by this key, so that "X takes the centre" found
    to cut in one subtree is tried first in its siblings' subtrees, where the
    configurations themselves differ.
    """

    def move(self, before: _C_contra, after: _C_contra, /) -> Hashable:
        """A key naming the move from ``before`` to its successor ``after``."""
        ...


def search(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Callable[[_C], int] | None = None,
    order: Callable[[_C], int] | None = None,
    killers: bool = False,
    table: Table | None = None,
    symmetry: bool = False,
    principal: tuple[_C, ...] = (),
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> SearchResult[_C]:
    """Alpha-beta search of ``config`` with ``player`` to move; value, best move, line, stats.

    Args:
        instance: the game.
        config: the root configuration.
        player: who moves at the root.
        depth: the number of plies to search; ``None`` searches to the end of the
            game. A negative depth counts as 0.
        evaluate: values a non-final configuration at the depth limit, from
            White's point of view; defaults to ``instance.score``.
        order: a key on configurations from White's point of view; successors are
            tried best first for the side to move. ``None`` keeps the instance's order.
        killers: try first the moves that caused a cut at the same ply; the move
            names come from ``instance.move`` when the instance has the
            :class:`Moves` capability, else the configurations themselves are used.
        table: a transposition table to use and extend (start with
            :func:`~fnsearch.algorithms.table.empty_table`); ``None`` uses none. An
            entry answers a node only when it was searched to the same remaining
            depth, so a table never changes a value; its best successor is tried
            first at any depth.
        symmetry: key the table by ``instance.canonical`` (the
            :class:`~fnsearch.algorithms.table.Symmetric` capability), so symmetric
            configurations share an entry. ``evaluate`` must then be symmetric too.
        principal: a line to try first, ply by ply (the previous principal variation).
        alpha: the lower end of the window, from White's point of view.
        beta: the upper end of the window. With a narrower window than the default
            the value is fail-hard: exact strictly inside ``(alpha, beta)``, else
            the bound it fell to.

    Returns:
        A :class:`~fnsearch.algorithms.result.SearchResult`; its ``table`` is the
        updated table.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> result = search(TREE_CONFIG, parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap(), WHITE)
    >>> result.value, result.best, result.line
    (3, (3, 12, 8), ((3, 12, 8), 3))
    >>> result.stats
    Stats(nodes=11, leaves=7, cutoffs=2, depth=2, hits=0)
    """
    return _result(
        _engine(
            instance,
            instance.score if evaluate is None else evaluate,
            order,
            _move_key(instance) if killers else None,
            _table_key(instance, symmetry),
        )(
            config,
            player,
            _UNLIMITED if depth is None else max(0, depth),
            0,
            alpha if player is WHITE else -beta,
            beta if player is WHITE else -alpha,
            principal,
            (),
            table,
        )
        if alpha < beta
        else _bound(beta if player is WHITE else -alpha, table),
        1 if player is WHITE else -1,
    )


def iterative_deepening(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    max_depth: int,
    evaluate: Callable[[_C], int] | None = None,
    order: Callable[[_C], int] | None = None,
    killers: bool = False,
    table: Table | None = None,
    symmetry: bool = False,
) -> Iterator[SearchResult[_C]]:
    """A lazy stream of :func:`search` results for depth 1, 2, ..., ``max_depth``.

    Each iteration tries the previous iteration's principal variation first (and
    orders the other moves by ``order``), and passes on the transposition table,
    whose best successors order the next iteration. The caller decides when to
    stop: take results while a time budget lasts, and keep the last one.

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, EMPTY
    >>> [result.value for result in iterative_deepening(VECTOR_CONFIG, EMPTY, WHITE, max_depth=9)]
    [0, 0, 0, 0, 0, 0, 0, 0, 0]
    """
    return islice(
        accumulate(
            range(1, max_depth + 1),
            lambda previous, depth: search(
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
            ),
            initial=search(instance, config, player, depth=0, evaluate=evaluate, table=table),
        ),
        1,
        None,
    )


def _bound(value: int, table: Table | None) -> _Node[_C]:
    """An empty window answers its bound without searching."""
    return (value, (), 0, 0, 0, 0, 0, (), table)


def _result(node: _Node[_C], sign: int) -> SearchResult[_C]:
    return SearchResult(
        value=sign * node[0],
        best=node[1][0] if node[1] else None,
        line=node[1],
        stats=Stats(nodes=node[2], leaves=node[3], cutoffs=node[4], depth=node[5], hits=node[6]),
        table=node[8],
    )


def _move_key(instance: Config[_C]) -> Callable[[_C, _C], Hashable]:
    return instance.move if isinstance(instance, Moves) else _successor_itself


def _successor_itself(before: object, after: _C) -> Hashable:
    return after


def _table_key(instance: Config[_C], symmetry: bool) -> _Key[_C]:
    return (
        instance.canonical
        if symmetry and isinstance(instance, Symmetric)
        else instance.key
        if isinstance(instance, Keyed)
        else _itself
    )


def _itself(config: _C) -> Hashable:
    return config


def _killers_at(killers: Killers, ply: int) -> tuple[Hashable, ...]:
    return killers[ply] if ply < len(killers) else ()


def _with_killer(killers: Killers, ply: int, key: Hashable) -> Killers:
    return _replace_ply(
        killers + ((),) * (ply + 1 - len(killers)),
        ply,
        (key, *(old for old in _killers_at(killers, ply) if old != key))[:_KILLERS_PER_PLY],
    )


def _replace_ply(killers: Killers, ply: int, keys: tuple[Hashable, ...]) -> Killers:
    return (*killers[:ply], keys, *killers[ply + 1 :])


def _engine(
    instance: Config[_C],
    evaluate: Callable[[_C], int],
    order: Callable[[_C], int] | None,
    move_key: Callable[[_C, _C], Hashable] | None,
    table_key: _Key[_C],
) -> Callable[[_C, Player, int, int, int, int, tuple[_C, ...], Killers, Table | None], _Node[_C]]:
    """The recursive node function, closed over the game and the search options."""

    def node(
        config: _C,
        player: Player,
        remaining: int,
        ply: int,
        alpha: int,
        beta: int,
        principal: tuple[_C, ...],
        killers: Killers,
        table: Table | None,
    ) -> _Node[_C]:
        return (
            _leaf((1 if player is WHITE else -1) * instance.score(config), ply, killers, table)
            if instance.is_final(config)
            else _leaf((1 if player is WHITE else -1) * evaluate(config), ply, killers, table)
            if remaining <= 0
            else expand(
                config, player, remaining, ply, alpha, beta, principal, killers, table, None
            )
            if table is None
            else probe(
                config,
                player,
                remaining,
                ply,
                alpha,
                beta,
                principal,
                killers,
                table,
                (table_key(config), player is WHITE),
            )
        )

    def probe(
        config: _C,
        player: Player,
        remaining: int,
        ply: int,
        alpha: int,
        beta: int,
        principal: tuple[_C, ...],
        killers: Killers,
        table: Table,
        key: Hashable,
    ) -> _Node[_C]:
        return consult(
            config,
            player,
            remaining,
            ply,
            alpha,
            beta,
            principal,
            killers,
            table,
            key,
            table.get(key),
        )

    def consult(
        config: _C,
        player: Player,
        remaining: int,
        ply: int,
        alpha: int,
        beta: int,
        principal: tuple[_C, ...],
        killers: Killers,
        table: Table,
        key: Hashable,
        entry: Entry | None,
    ) -> _Node[_C]:
        # An entry answers, or narrows the window, only for the same remaining depth,
        # and never at the root, which must find its best successor; its best
        # successor is tried first whatever its depth.
        return decide(
            config,
            player,
            remaining,
            ply,
            alpha,
            beta,
            principal,
            killers,
            table,
            key,
            entry if entry is not None and entry.depth == remaining and ply > 0 else None,
            None if entry is None else entry.best,
        )

    def decide(
        config: _C,
        player: Player,
        remaining: int,
        ply: int,
        alpha: int,
        beta: int,
        principal: tuple[_C, ...],
        killers: Killers,
        table: Table,
        key: Hashable,
        usable: Entry | None,
        best_key: Hashable | None,
    ) -> _Node[_C]:
        return (
            _answered(usable.value, alpha, beta, ply, killers, table)
            if usable is not None and _decisive(usable, alpha, beta)
            else searched(
                config,
                player,
                remaining,
                ply,
                _raised(usable, alpha),
                _lowered(usable, beta),
                principal,
                killers,
                table,
                key,
                best_key,
            )
        )

    def searched(
        config: _C,
        player: Player,
        remaining: int,
        ply: int,
        alpha: int,
        beta: int,
        principal: tuple[_C, ...],
        killers: Killers,
        table: Table,
        key: Hashable,
        best_key: Hashable | None,
    ) -> _Node[_C]:
        return store(
            expand(
                config, player, remaining, ply, alpha, beta, principal, killers, table, best_key
            ),
            key,
            alpha,
            beta,
            remaining,
            best_key,
        )

    def store(
        answer: _Node[_C],
        key: Hashable,
        alpha: int,
        beta: int,
        remaining: int,
        best_key: Hashable | None,
    ) -> _Node[_C]:
        return (
            *answer[:8],
            None
            if answer[8] is None
            else answer[8].set(
                key,
                Entry(
                    answer[0],
                    UPPER if answer[0] <= alpha else LOWER if answer[0] >= beta else EXACT,
                    remaining,
                    table_key(answer[1][0]) if answer[1] else best_key,
                ),
            ),
        )

    def expand(
        config: _C,
        player: Player,
        remaining: int,
        ply: int,
        alpha: int,
        beta: int,
        principal: tuple[_C, ...],
        killers: Killers,
        table: Table | None,
        best_key: Hashable | None,
    ) -> _Node[_C]:
        return _finish(
            fold_through_end(
                lambda state, child: step(
                    state, child, config, player, remaining, ply, beta, principal
                ),
                _start(alpha, ply, killers, table, principal[:0]),
                ordered(config, player, ply, principal, killers, best_key),
                _DONE,
            ),
            beta,
        )

    def step(
        state: _State[_C],
        child: _C | End,
        parent: _C,
        player: Player,
        remaining: int,
        ply: int,
        beta: int,
        principal: tuple[_C, ...],
    ) -> _State[_C]:
        return (
            (*state[:9], True)
            if child is END
            else _absorb(
                state,
                child,
                node(
                    child,
                    player.opponent,
                    remaining - 1 if remaining < _UNLIMITED else remaining,
                    ply + 1,
                    -beta,
                    -state[0],
                    principal[1:] if principal and child == principal[0] else (),
                    state[7],
                    state[8],
                ),
                beta,
                ply,
                None if move_key is None else (move_key, parent),
            )
        )

    def ordered(
        config: _C,
        player: Player,
        ply: int,
        principal: tuple[_C, ...],
        killers: Killers,
        best_key: Hashable | None,
    ) -> Iterable[_C]:
        return (
            instance.successors(config, player)
            if order is None and move_key is None and not principal and best_key is None
            else sorted(
                instance.successors(config, player),
                key=_priority(
                    config,
                    1 if player is WHITE else -1,
                    principal[0] if principal else None,
                    best_key,
                    table_key,
                    _killers_at(killers, ply),
                    order,
                    move_key,
                ),
                reverse=True,
            )
        )

    return node


def _priority(
    parent: _C,
    sign: int,
    first: _C | None,
    best_key: Hashable | None,
    table_key: _Key[_C],
    killer_keys: tuple[Hashable, ...],
    order: Callable[[_C], int] | None,
    move_key: Callable[[_C, _C], Hashable] | None,
) -> Callable[[_C], tuple[bool, bool, bool, int]]:
    """The sort key of a successor: principal move, table move, killers, then ``order``."""
    return lambda child: (
        first is not None and child == first,
        best_key is not None and table_key(child) == best_key,
        move_key is not None and move_key(parent, child) in killer_keys,
        0 if order is None else sign * order(child),
    )


def _leaf(value: int, ply: int, killers: Killers, table: Table | None) -> _Node[_C]:
    """A final position or one at the horizon: one node, one leaf valued."""
    return (value, (), 1, 1, 0, ply, 0, killers, table)


def _decisive(entry: Entry, alpha: int, beta: int) -> bool:
    """Whether an entry settles the node for this window (fail-hard)."""
    return (
        entry.bound == EXACT
        or (entry.bound == LOWER and entry.value >= beta)
        or (entry.bound == UPPER and entry.value <= alpha)
    )


def _raised(entry: Entry | None, alpha: int) -> int:
    """Alpha raised by a lower bound from the table."""
    return max(alpha, entry.value) if entry is not None and entry.bound == LOWER else alpha


def _lowered(entry: Entry | None, beta: int) -> int:
    """Beta lowered by an upper bound from the table."""
    return min(beta, entry.value) if entry is not None and entry.bound == UPPER else beta


def _answered(
    value: int,
    alpha: int,
    beta: int,
    ply: int,
    killers: Killers,
    table: Table,
) -> _Node[_C]:
    """A node the table answers: fail-hard, the value clamped into the window."""
    return (min(max(value, alpha), beta), (), 1, 0, 0, ply, 1, killers, table)


def _start(
    alpha: int, ply: int, killers: Killers, table: Table | None, no_line: tuple[_C, ...]
) -> _State[_C]:
    """A node's state before its first child: one node visited, no line yet."""
    return (alpha, no_line, 1, 0, 0, ply, 0, killers, table, False)


def _absorb(
    state: _State[_C],
    child: _C,
    answer: _Node[_C],
    beta: int,
    ply: int,
    mover: tuple[Callable[[_C, _C], Hashable], _C] | None,
) -> _State[_C]:
    """Fold one child's answer into the node's state (the child's value is negated)."""
    return (
        max(state[0], -answer[0]),
        (child, *answer[1]) if -answer[0] > state[0] else state[1],
        state[2] + answer[2],
        state[3] + answer[3],
        state[4] + answer[4] + (-answer[0] >= beta),
        max(state[5], answer[5]),
        state[6] + answer[6],
        _with_killer(answer[7], ply, mover[0](mover[1], child))
        if mover is not None and -answer[0] >= beta
        else answer[7],
        answer[8],
        -answer[0] >= beta,
    )


def _finish(state: _State[_C], beta: int) -> _Node[_C]:
    """Fail-hard: after a cut the node answers ``beta``."""
    return (min(state[0], beta), *state[1:9])
