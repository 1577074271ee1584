"""The engine's node: the sheet's fold over the successors, in six named steps.

:func:`node` searches one configuration with a window seen from the side to move
(negamax: a child's value and window are negated): 1. a leaf is valued
(:func:`at_horizon`); 2. the window is narrowed to the scores still reachable
(:func:`within_bounds`); 3. the table is probed (:func:`probed`); 4. the successors
are ordered (:func:`~fnsearch.engine.ordering.tried`); 5. they are folded with the
window up to a cut (:func:`step`); 6. the answer is stored (:func:`stored`). What a
node learns is the fold's state, a :class:`~fnsearch.engine.answer.NodeAnswer`.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import NamedTuple, TypeVar

from fnsearch.core.config import INFINITY, WHITE, final_score, scored
from fnsearch.core.contract import broken, dead_end, endless
from fnsearch.core.folds import END, End, fold_through_end
from fnsearch.engine.answer import (
    NodeAnswer,
    absorbed,
    answered,
    is_settled,
    leaf,
    returned,
    started,
    with_table,
)
from fnsearch.engine.ordering import tried
from fnsearch.engine.quiescence import quiesced
from fnsearch.engine.setup import Here, Setup, Window, deeper, remaining, side, sign
from fnsearch.engine.table import LOWER, UPPER, Entry, Table, bound_of, decisive, entry_of, slot_of

_C = TypeVar("_C")


def node(
    setup: Setup[_C],
    config: _C,
    ply: int,
    window: Window,
    principal: tuple[_C, ...],
    learned: NodeAnswer[_C],
) -> NodeAnswer[_C]:
    """The search of ``config`` at ``ply``, ``principal`` first, from the fold state ``learned``."""
    if setup.instance.is_final(config):
        # Step 1: a final configuration is a leaf, valued by the game's score...
        return leaf(sign(setup, ply) * final_score(setup.instance, config), ply, learned, config)
    elif ply >= setup.stop:
        # ... and so is one at the horizon, by the evaluation or a quiescence search.
        return at_horizon(setup, config, ply, window, learned)
    else:
        # Step 2: the window narrowed to the scores still reachable.
        bounded = window if setup.bounds is None else within_bounds(setup, config, ply, window)
        # Step 3: the table's entry, which may answer the node or narrow its window.
        probe = (
            None if learned.table is None else probed(setup, config, ply, bounded, learned.table)
        )
        if bounded.alpha >= bounded.beta:
            return leaf(_closed(bounded, window), ply, learned, config)
        elif probe is not None and probe.hit:
            return answered(probe.value, bounded, ply, learned, config)
        else:
            here = Here(setup, config, ply, bounded if probe is None else probe.window, principal)
            # Step 4: the successors in the order they are tried.
            children = tried(here, None if probe is None else probe.best, learned.killers)
            # Step 5: the fold over them with the window, up to a cut.
            start = started(here, -INFINITY if setup.soft else here.window.alpha, learned)
            answer = fold_through_end(partial(step, here), start, children, is_settled)
            # Step 6: the answer stored in the table, with its best successor.
            return stored(here, probe, answer)


def at_horizon(
    setup: Setup[_C], config: _C, ply: int, window: Window, learned: NodeAnswer[_C]
) -> NodeAnswer[_C]:
    """Step 1 at the horizon: the evaluation or a quiescence search; at the ply limit, a refusal."""
    if ply < setup.horizon:
        return broken(endless(config))
    elif setup.noisy is not None:
        return quiesced(setup, config, ply, window, setup.options.quiescence or 0, learned)
    else:
        return leaf(sign(setup, ply) * scored(setup.evaluate(config), config), ply, learned, config)


def within_bounds(setup: Setup[_C], config: _C, ply: int, window: Window) -> Window:
    """Step 2: ``window`` narrowed to the scores reachable from ``config`` (White's bounds)."""
    if setup.bounds is None:
        return window
    else:
        low, high = setup.bounds(config)
        return (
            Window(max(window.alpha, low), min(window.beta, high))
            if sign(setup, ply) > 0
            else Window(max(window.alpha, -high), min(window.beta, -low))
        )


def _closed(bounded: Window, window: Window) -> int:
    """The fail-hard value of a node whose ``window`` the bounds closed to ``bounded``."""
    return (
        window.beta
        if bounded.alpha >= window.beta
        else window.alpha
        if bounded.beta <= window.alpha
        else bounded.alpha
    )


class Probe(NamedTuple):
    """What the table says of a node before its successors are searched.

    Its ``key``, its ``window`` narrowed by an entry of its depth, whether that entry
    answers it (``hit``) with its ``value``, and the ``best`` successor any entry names.
    """

    key: Hashable
    window: Window
    hit: bool
    value: int
    best: Hashable | None


def probed(
    setup: Setup[_C], config: _C, ply: int, window: Window, table: Table | None
) -> Probe | None:
    """Step 3: the table's entry for ``config`` at ``ply``; ``None`` with a closed window.

    An entry answers or narrows the window only when searched to the same remaining
    depth, and never at the root, which must find its best successor.
    """
    if table is None or window.alpha >= window.beta:
        return None
    else:
        key = (setup.table_key(config), side(setup, ply) is WHITE)
        entry = entry_of(table, key, setup.options.slots)
        if entry is None:
            return Probe(key, window, False, 0, None)
        elif ply > 0 and entry.depth == remaining(setup, ply) and entry.meaning == setup.meaning:
            return Probe(
                key,
                Window(
                    max(window.alpha, entry.value) if entry.bound == LOWER else window.alpha,
                    min(window.beta, entry.value) if entry.bound == UPPER else window.beta,
                ),
                decisive(entry, window.alpha, window.beta),
                entry.value,
                entry.best,
            )
        else:
            return Probe(key, window, False, 0, entry.best)


def step(here: Here[_C], state: NodeAnswer[_C], child: _C | End) -> NodeAnswer[_C]:
    """Step 5 for one successor: searched with the window the fold has narrowed, and absorbed.

    A forced child is searched a ply deeper while extensions are left. Once the
    successors are exhausted the state is the answer; a node that had none is refused.
    """
    if child is END:
        return returned(state, here.ply) if state.nodes > 1 else broken(dead_end(here.config))
    else:
        setup = here.setup
        forced = (
            setup.forcing is not None
            and not setup.instance.is_final(child)
            and setup.forcing(child, side(setup, here.ply + 1))
        )
        answer = node(
            deeper(setup) if forced else setup,
            child,
            here.ply + 1,
            # The node's window, negated, raised by the best so far (minimax: the full window).
            Window(-here.window.beta, -max(state.value, here.window.alpha))
            if setup.prunes
            else Window(-INFINITY, INFINITY),
            here.principal[1:] if here.principal and child == here.principal[0] else (),
            state._replace(extended=state.extended + 1) if forced else state,
        )
        return absorbed(here, state, child, answer, setup.move_key)


def stored(here: Here[_C], probe: Probe | None, answer: NodeAnswer[_C]) -> NodeAnswer[_C]:
    """Step 6: the answer with its entry stored: value, bound, depth and best successor.

    The best successor is the first of the line, else the one the old entry named.
    """
    if probe is None or answer.table is None:
        return answer
    else:
        slots = here.setup.options.slots
        entry = Entry(
            answer.value,
            bound_of(answer.value, here.window.alpha, here.window.beta),
            remaining(here.setup, here.ply),
            answer.line[0] if answer.line else probe.best,
            None if slots is None else probe.key,
            here.setup.meaning,
        )
        return with_table(answer, answer.table.set(slot_of(probe.key, slots), entry))
