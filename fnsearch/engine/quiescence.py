"""Quiescence search and extensions: searching on where the depth limit would mislead.

An evaluation at the horizon is only right for *quiet* configurations: where a
win, a block or a new threat is one move away, the value is about to swing. With
``quiescence=q`` a game with :class:`Noisy` successors has a non-final node at the
horizon valued by a *quiescence search* of at most ``q`` plies over noisy
successors only, where the side to move may "stand pat" on the evaluation
(:func:`quiesced`); with ``extensions=e`` a child where the side to move is
:class:`Forcing` is searched a ply deeper, at most ``e`` times along any path.
Quiescence nodes count in ``nodes`` and, apart, in ``Stats.quiescence``;
extensions in ``Stats.extended``.

>>> from fnsearch import BLACK, search
>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, open_lines, parse, render
>>> board = parse("X.O/.X./...").unwrap()  # O to move: only the corner blocks the diagonal
>>> render(search(VECTOR_CONFIG, board, BLACK, depth=1, evaluate=open_lines).best)
'X.O/OX./...'
>>> beyond = search(VECTOR_CONFIG, board, BLACK, depth=1, evaluate=open_lines, quiescence=2)
>>> render(beyond.best), beyond.value
('X.O/.X./..O', 1)
>>> beyond.stats
Stats(nodes=14, leaves=6, cutoffs=5, depth=3, hits=0, quiescence=7)
"""

from __future__ import annotations

from functools import partial
from itertools import chain
from typing import TypeVar

from fnsearch.core.config import INFINITY, final_score, scored
from fnsearch.core.contract import broken, endless
from fnsearch.engine.answer import (
    EXHAUSTED,
    Exhausted,
    NodeAnswer,
    absorbed,
    folded,
    leaf,
    returned,
    started,
)
from fnsearch.engine.capabilities import Forcing, Noisy
from fnsearch.engine.setup import Here, Setup, Window, side, sign

__all__ = ["Forcing", "Noisy", "quiesced", "quiescence_budget"]

_C = TypeVar("_C")


def quiescence_budget(setup: Setup[_C]) -> int:
    """The plies a quiescence search may go below the horizon."""
    return setup.options.quiescence or 0


def quiesced(
    setup: Setup[_C], config: _C, ply: int, window: Window, budget: int, learned: NodeAnswer[_C]
) -> NodeAnswer[_C]:
    """The quiescence search of ``config`` at ``ply``, ``window`` of the side to move.

    ``config`` is at the horizon (the whole ``budget``) or below it (a quiescence
    node, counted apart). A final configuration is a leaf valued by ``score``; one
    without budget or noisy successors a leaf valued by its *stand pat*, the
    evaluation; one whose stand pat reaches ``beta`` cuts at once; any other folds
    over its noisy successors from its stand pat (at least ``alpha``), as the node does.
    """
    quiet = budget < quiescence_budget(setup)
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
        first = next(noisy, EXHAUSTED)
        soft = setup.soft
        if first is EXHAUSTED:
            return leaf(stand_pat, ply, counted, config, quiet)
        elif stand_pat >= window.beta:
            return leaf(stand_pat if soft else window.beta, ply, counted, config, quiet, 1)
        elif ply >= setup.options.ply_limit:
            # No search goes beyond its ply limit: a quiescence that never ends is refused.
            return broken(endless(config))
        else:
            here = Here(setup, config, ply, window, (), budget)
            start = stand_pat if soft or stand_pat > window.alpha else window.alpha
            return folded(
                started(here, start, counted, quiet),
                chain((first,), noisy),
                partial(_quiet_step, here),
            )


def _quiet_step(here: Here[_C], state: NodeAnswer[_C], child: _C | Exhausted) -> NodeAnswer[_C]:
    """One noisy successor searched, with the window the fold has narrowed, and absorbed."""
    if child is EXHAUSTED:
        return returned(state, here.ply)
    else:
        prunes = here.setup.prunes
        window = Window(
            -here.window.beta if prunes else -INFINITY,
            -max(state.value, here.window.alpha) if prunes else INFINITY,
        )
        answer = quiesced(here.setup, child, here.ply + 1, window, here.budget - 1, state)
        return absorbed(here, state, child, answer, None)
