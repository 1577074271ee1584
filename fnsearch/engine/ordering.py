"""Move ordering: the principal move, the table's move, killer moves, then a key.

Alpha-beta cuts most when the best successor is tried first. Killer moves (moves that
cut at the same ply elsewhere, named by :class:`Moves`) are kept per ply in :data:`Killers`.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sized
from functools import partial
from typing import Final, TypeAlias, TypeVar, cast

from fnsearch.core.config import WHITE, within
from fnsearch.engine.setup import Here, side

_C = TypeVar("_C")

Killers: TypeAlias = tuple[tuple[Hashable, ...], ...]
"""Per ply, the keys of the (at most two) latest moves that caused a cut there."""

KILLERS_PER_PLY: Final = 2
"""How many killer moves are remembered at each ply."""


def killers_at(killers: Killers, ply: int) -> tuple[Hashable, ...]:
    """The killer moves remembered at ``ply`` (none yet: ``()``)."""
    return killers[ply] if ply < len(killers) else ()


def with_killer(killers: Killers, ply: int, key: Hashable) -> Killers:
    """``killers`` with ``key`` first at ``ply``, keeping at most :data:`KILLERS_PER_PLY` there."""
    return (
        *killers[:ply],
        *((),) * (ply - len(killers)),
        (key, *(old for old in killers_at(killers, ply) if old != key))[:KILLERS_PER_PLY],
        *killers[ply + 1 :],
    )


def tried(here: Here[_C], best: Hashable | None, killers: Killers) -> Iterable[_C]:
    """Step 4 of a node: its successors in the order they are tried.

    Sorted by the ``order`` key (White's: highest first for White), then, stably, the
    trusted moves first: the principal move, the table's ``best``, the ``killers``.
    With nothing to order by, the game's own successors, generated as they are tried.
    """
    setup = here.setup
    width = setup.options.width
    expanded = setup.expand(here.config, side(setup, here.ply))
    # Successors counted within the width are tried as they are; else refused as it is pulled.
    children = (
        expanded
        if isinstance(expanded, Sized) and len(expanded) <= width
        else within(expanded, here.config, width)
    )
    # The table holds configurations of the search's game: ``best`` is one.
    table_best = None if best is None else setup.table_key(cast("_C", best))
    killing = () if setup.move_key is None else killers_at(killers, here.ply)
    order = setup.options.order
    # Highest key first for White, lowest for Black; a stable sort keeps ties in order.
    ordered = (
        children
        if order is None
        else sorted(children, key=order, reverse=side(setup, here.ply) is WHITE)
    )
    return (
        ordered
        if not here.principal and table_best is None and not killing
        else sorted(ordered, key=partial(_trust, here, table_best, killing), reverse=True)
    )


def _trust(
    here: Here[_C], table_best: Hashable | None, killers: tuple[Hashable, ...], child: _C
) -> int:
    """How far a successor is trusted: principal move 4, table move 2, killer move 1, summed."""
    return (
        4 * (bool(here.principal) and child == here.principal[0])
        + 2 * (table_best is not None and here.setup.table_key(child) == table_best)
        + (here.setup.move_key is not None and here.setup.move_key(here.config, child) in killers)
    )
