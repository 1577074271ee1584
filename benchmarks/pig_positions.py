"""Positions of Pig to 100 as they occur in play, for the ``chance`` and ``pig`` sections.

:func:`played_positions` plays games of the optimal policy against itself (the
stored solution, :func:`fnsearch.cli.datafiles.pig_action`), with dice from a
fixed seed, and takes one decision node with a choice (a turn total above 0, so
that both roll and hold are moves) at a random point of each game. Positions
that come up often in good play are drawn often.

This module is part of the imperative shell: it reads the stored solution.
"""

from __future__ import annotations

import random

from fnsearch.cli.datafiles import pig_action
from fnsearch.games.pig.game import PIG, START, Pig
from fnsearch.games.pig.solution import Action

__all__ = ["played_positions"]

_FACES = 6


def played_positions(count: int, seed: int) -> tuple[Pig, ...]:
    """``count`` decision nodes with a choice, one from each game of optimal self-play.

    >>> from fnsearch.games.pig.game import render
    >>> [render(p) for p in played_positions(3, 9)]
    ['82-0 +14 black', '45-0 +4 white', '41-52 +6 white']
    """
    rng = random.Random(seed)
    return tuple(_one_played(rng) for _ in range(count))


def _one_played(rng: random.Random) -> Pig:
    met: list[Pig] = []
    position = START
    while not PIG.is_final(position):
        if position.turn > 0:
            met.append(position)
        if pig_action(position) is Action.HOLD:
            position = list(PIG.successors(position, position.mover))[1]
        else:
            faces = list(PIG.outcomes(position._replace(rolling=True)))
            position = faces[rng.randrange(_FACES)][1]
    return rng.choice(met)
