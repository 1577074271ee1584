"""Move ordering for the engine: the principal move, the table's move, killer moves, a key.

Alpha-beta cuts most when the best successor is tried first. :func:`ordered`
sorts a node's successors by what the search knows, in this order of trust:

1. the next move of the principal variation of a previous search (iterative
   deepening feeds it);
2. the best successor a transposition-table entry names;
3. the killer moves: moves that caused a cut at the same ply elsewhere in the
   tree (the lecture notes on alpha-beta), named by the :class:`Moves` capability;
4. the ``order`` key, a cheap static evaluation from White's point of view (the
   COMP 472 slides' "e-trivial"): White tries the highest first, Black the lowest.

Killer moves are remembered per ply in :data:`Killers`, a tuple carried in the
state of the search's fold and returned with each node's answer.

>>> with_killer(with_killer((), 1, "a"), 1, "b")
((), ('b', 'a'))
>>> with_killer((("x", "y"),), 0, "z")
(('z', 'x'),)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from functools import partial
from operator import itemgetter
from typing import (
    TYPE_CHECKING,
    Final,
    Generic,
    NamedTuple,
    Protocol,
    TypeAlias,
    TypeVar,
    cast,
    runtime_checkable,
)

from fnsearch.core.evaluation import Evaluation

__all__ = [
    "KILLERS_PER_PLY",
    "Hints",
    "Keyed",
    "Killers",
    "Moves",
    "Ordering",
    "hints",
    "killers_at",
    "ordered",
    "ordered_keyed",
    "table_move",
    "with_killer",
]

_C = TypeVar("_C")
_C_contra = TypeVar("_C_contra", contravariant=True)

Killers: TypeAlias = tuple[tuple[Hashable, ...], ...]
"""Per ply, the keys of the (at most two) latest moves that caused a cut there."""

KILLERS_PER_PLY: Final = 2
"""How many killer moves are remembered at each ply."""


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


def killers_at(killers: Killers, ply: int) -> tuple[Hashable, ...]:
    """The killer moves remembered at ``ply`` (none yet: ``()``).

    >>> killers_at((("a",),), 0), killers_at((("a",),), 3)
    (('a',), ())
    """
    return killers[ply] if ply < len(killers) else ()


def with_killer(killers: Killers, ply: int, key: Hashable) -> Killers:
    """``killers`` with ``key`` first at ``ply``, keeping at most :data:`KILLERS_PER_PLY` there."""
    return _replace_ply(
        killers + ((),) * (ply + 1 - len(killers)),
        ply,
        (key, *(old for old in killers_at(killers, ply) if old != key))[:KILLERS_PER_PLY],
    )


def _replace_ply(killers: Killers, ply: int, keys: tuple[Hashable, ...]) -> Killers:
    return (*killers[:ply], keys, *killers[ply + 1 :])


class Ordering(NamedTuple, Generic[_C]):
    """How a search orders successors, fixed for the whole search.

    Attributes:
        order: a key from White's point of view, or ``None`` for none.
        table_key: the table key of a configuration (to recognise the table's move).
        move_key: the name of the move from a configuration to a successor, or
            ``None`` when the search uses no killer moves.
    """

    order: Evaluation[_C] | None
    table_key: Callable[[_C], Hashable]
    move_key: Callable[[_C, _C], Hashable] | None


def table_move(ordering: Ordering[_C], best: Hashable | None) -> Hashable | None:
    """The table key of the best successor a table entry names, ``None`` for none.

    An entry names the successor itself (see :class:`~fnsearch.engine.table.Entry`);
    a successor of the node, or of any node sharing its key, is recognised as that
    move by its table key, only where an entry is found.

    >>> table_move(Ordering(order=None, table_key=str, move_key=None), 7)
    '7'
    """
    # The table holds configurations of the search's game: ``best`` is one of them.
    return None if best is None else ordering.table_key(cast("_C", best))


class Hints(NamedTuple, Generic[_C]):
    """What a search knows about one node's successors, before it searches them.

    Attributes:
        principal: the next move of the principal variation to try first, or ``None``.
        table_best: the table key of the best successor a table entry names, or ``None``.
        killers: the killer moves remembered at this node's ply.
    """

    principal: _C | None
    table_best: Hashable | None
    killers: tuple[Hashable, ...]


def hints(
    principal: tuple[_C, ...], table_best: Hashable | None, killers: tuple[Hashable, ...]
) -> Hints[_C]:
    """The hints for a node whose principal line (possibly empty) is ``principal``.

    >>> hints((3, 4), None, ("k",))
    Hints(principal=3, table_best=None, killers=('k',))
    """
    return _hints_of((principal[0] if principal else None, table_best, killers))


if TYPE_CHECKING:

    def _hints_of(fields: tuple[_C | None, Hashable | None, tuple[Hashable, ...]], /) -> Hints[_C]:
        """:class:`Hints` of their fields, in their order."""
        ...

else:
    # Built in C: a NamedTuple's own constructor is a Python function, and every
    # node whose successors are sorted gets its hints.
    _hints_of = partial(tuple.__new__, Hints)


def ordered(
    successors: Iterable[_C],
    parent: _C,
    sign: int,
    hints: Hints[_C],
    ordering: Ordering[_C],
) -> list[_C]:
    """The successors of ``parent`` sorted for the side to move (``sign``: 1 White, -1 Black).

    The principal move first, then the table's move, then the killer moves, then
    the best by ``ordering.order`` for the side to move. The sort is stable: ties
    keep the instance's order.

    >>> by_value = Ordering(order=lambda c: c, table_key=str, move_key=None)
    >>> ordered([1, 2, 3], 0, -1, Hints(None, None, ()), by_value)  # Black: lowest first
    [1, 2, 3]
    >>> ordered([1, 2, 3], 0, 1, Hints(2, None, ()), by_value)  # the principal move first
    [2, 3, 1]
    >>> ordered([1, 2, 3], 0, 1, Hints(None, "1", ()), by_value)  # then the table's move
    [1, 3, 2]
    """
    # Without a principal move and without killers to try, ``sorted`` calls ``order``
    # itself, in C, and the table's move (if any) is brought to the front by a second
    # stable sort: the same order as the four-field key, which builds a tuple in a Python
    # lambda for every successor (a stable sort on ``-key`` in reverse keeps ties in
    # their order, as one on ``key`` does).
    match (hints, ordering):
        case ((None, table_best, killers), (order, table_key, move_key)) if order is not None and (
            move_key is None or not killers
        ):
            return (
                sorted(successors, key=order, reverse=sign > 0)
                if table_best is None
                else sorted(
                    sorted(successors, key=order, reverse=sign > 0),
                    key=_is_table_move(table_key, table_best),
                    reverse=True,
                )
            )
        case _:
            return sorted(successors, key=_priority(parent, sign, hints, ordering), reverse=True)


Keyed: TypeAlias = tuple[int, _C]
"""A successor with its ``order`` key computed: ``(key, successor)``."""


def ordered_keyed(
    successors: Iterable[_C],
    parent: _C,
    sign: int,
    hints: Hints[_C],
    ordering: Ordering[_C],
    order: Evaluation[_C],
) -> list[Keyed[_C]]:
    """The successors as :func:`ordered` sorts them by ``order``, each with its key.

    The order is exactly :func:`ordered`'s (the same keys, the same stable sorts);
    the key computed for the sort is handed on with each successor, so that a
    search whose evaluation is its ``order`` values a successor at the horizon
    without calling it again.

    >>> by_value = Ordering(order=lambda c: c, table_key=str, move_key=None)
    >>> ordered_keyed([1, 2, 3], 0, 1, Hints(None, "1", ()), by_value, lambda c: 10 * c)
    [(10, 1), (30, 3), (20, 2)]
    >>> ordered_keyed([1, 2, 3], 0, -1, Hints(2, None, ()), by_value, lambda c: 10 * c)
    [(20, 2), (10, 1), (30, 3)]
    """
    # Sequence patterns, as in ``ordered``; ``itemgetter(0)`` reads the key in C, and the
    # keyed successors are zipped from a ``map`` of ``order`` in C, not made by a generator.
    match (hints, ordering, tuple(successors)):
        case ((None, table_best, killers), (_, table_key, move_key), children) if (
            move_key is None or not killers
        ):
            return (
                sorted(
                    zip(map(order, children), children, strict=False), key=_key_of, reverse=sign > 0
                )
                if table_best is None
                else sorted(
                    sorted(
                        zip(map(order, children), children, strict=False),
                        key=_key_of,
                        reverse=sign > 0,
                    ),
                    key=_is_keyed_table_move(table_key, table_best),
                    reverse=True,
                )
            )
        case (_, _, children):
            return sorted(
                zip(map(order, children), children, strict=False),
                key=_keyed_priority(parent, sign, hints, ordering),
                reverse=True,
            )


if TYPE_CHECKING:

    def _key_of(keyed: Keyed[_C], /) -> int:
        """The ``order`` key of a keyed successor."""
        ...

else:
    _key_of = itemgetter(0)


def _keyed_priority(
    parent: _C, sign: int, hints: Hints[_C], ordering: Ordering[_C]
) -> Callable[[Keyed[_C]], tuple[bool, bool, bool, int]]:
    """:func:`_priority` of a keyed successor, its ``order`` key already computed."""
    match (hints, ordering):
        case ((principal, table_best, killers), (_, table_key, move_key)):
            return lambda keyed: (
                principal is not None and keyed[1] == principal,
                table_best is not None and table_key(keyed[1]) == table_best,
                move_key is not None and move_key(parent, keyed[1]) in killers,
                sign * keyed[0],
            )


def _is_keyed_table_move(
    table_key: Callable[[_C], Hashable], table_best: Hashable
) -> Callable[[Keyed[_C]], bool]:
    return lambda keyed: table_key(keyed[1]) == table_best


def _priority(
    parent: _C, sign: int, hints: Hints[_C], ordering: Ordering[_C]
) -> Callable[[_C], tuple[bool, bool, bool, int]]:
    """The sort key of a successor: principal move, table move, killers, then ``order``."""
    # The fields are bound by name once, so the key, called for every successor,
    # reads closure cells; sequence patterns, because mypy loses the type
    # parameter of a generic NamedTuple in a class pattern.
    match (hints, ordering):
        case ((principal, table_best, killers), (order, table_key, move_key)):
            return lambda child: (
                principal is not None and child == principal,
                table_best is not None and table_key(child) == table_best,
                move_key is not None and move_key(parent, child) in killers,
                0 if order is None else sign * order(child),
            )


def _is_table_move(
    table_key: Callable[[_C], Hashable], table_best: Hashable
) -> Callable[[_C], bool]:
    return lambda child: table_key(child) == table_best
