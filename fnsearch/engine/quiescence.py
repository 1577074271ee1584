"""Quiescence search and extensions: searching on where the depth limit would mislead.

With ``quiescence=q`` a node at the horizon of a game with :class:`Noisy` successors is
valued by a search of at most ``q`` plies over noisy successors, where the side to move
may "stand pat" on the evaluation; with ``extensions=e`` a :class:`Forcing` child is
searched a ply deeper, at most ``e`` times along a path (:func:`fnsearch.engine.node.step`).
"""

from __future__ import annotations

from functools import partial
from itertools import chain
from typing import TypeVar

from fnsearch.core.config import INFINITY, final_score, scored
from fnsearch.core.contract import broken, endless
from fnsearch.core.folds import END, End, fold_through_end
from fnsearch.engine.answer import NodeAnswer, absorbed, is_settled, leaf, returned, started
from fnsearch.engine.setup import Here, Setup, Window, side, sign

_C = TypeVar("_C")


def quiesced(
    setup: Setup[_C], config: _C, ply: int, window: Window, budget: int, learned: NodeAnswer[_C]
) -> NodeAnswer[_C]:
    """The quiescence search of ``config`` at ``ply`` with ``budget`` plies left.

    A leaf valued by ``score``, or by its stand pat (the evaluation) without budget or
    noisy successors; a cut when the stand pat reaches beta; else a fold over the noisy
    successors from the stand pat, as the node's. Below the horizon it counts apart.
    """
    quiet = budget < (setup.options.quiescence or 0)
    counted = learned._replace(quiescence=learned.quiescence + 1) if quiet else learned
    if setup.instance.is_final(config):
        return leaf(
            sign(setup, ply) * final_score(setup.instance, config), ply, counted, config, quiet
        )
    else:
        noisy = iter(
            setup.noisy(config, side(setup, ply)) if setup.noisy is not None and budget > 0 else ()
        )
        stand_pat = sign(setup, ply) * scored(setup.evaluate(config), config)
        first = next(noisy, END)
        soft = setup.soft
        if first is END:
            return leaf(stand_pat, ply, counted, config, quiet)
        elif stand_pat >= window.beta:
            return leaf(stand_pat if soft else window.beta, ply, counted, config, quiet, 1)
        elif ply >= setup.options.ply_limit:
            # No search goes beyond its ply limit: a quiescence that never ends is refused.
            return broken(endless(config))
        else:
            here = Here(setup, config, ply, window, (), budget)
            start = stand_pat if soft or stand_pat > window.alpha else window.alpha
            return fold_through_end(
                partial(_quiet_step, here),
                started(here, start, counted, quiet),
                chain((first,), noisy),
                is_settled,
            )


def _quiet_step(here: Here[_C], state: NodeAnswer[_C], child: _C | End) -> NodeAnswer[_C]:
    """One noisy successor searched, with the window the fold has narrowed, and absorbed."""
    if child is END:
        return returned(state, here.ply)
    else:
        prunes = here.setup.prunes
        window = Window(
            -here.window.beta if prunes else -INFINITY,
            -max(state.value, here.window.alpha) if prunes else INFINITY,
        )
        answer = quiesced(here.setup, child, here.ply + 1, window, here.budget - 1, state)
        return absorbed(here, state, child, answer, None)
