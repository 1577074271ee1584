"""The imperative reference of quiescence search and extensions, against the horizon effect.

Depth-limited alpha-beta, fail-hard, White maximizing and Black minimizing, as
the engine; at the horizon an optional *quiescence search* that follows only the
noisy successors, with "stand pat" on the evaluation and a budget of its own; and
optional *extensions*: a child in which the side to move is forced is searched
one ply deeper, at most ``extensions`` times along a path. Loops, assignments and
a mutable tally, kept apart from the core for comparison only.

The noisy successors and the forcing test are plain functions here, so that the
reference does not depend on the engine's capability classes.

>>> from fnsearch.games.tree import TREE_CONFIG
>>> from fnsearch import WHITE
>>> found = alpha_beta_quiescence(
...     TREE_CONFIG, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE, None, evaluate=len
... )
>>> found.value, found.best, found.stats
(3, (3, 12, 8), Tally(nodes=11, leaves=7, cutoffs=2, depth=2, quiescence=0, extended=0))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar, final

from fnsearch.core.config import BLACK, INFINITY, WHITE, Config, Player

_C = TypeVar("_C")

Noisy = Callable[[_C, Player], Iterable[_C]]
"""The noisy successors of a non-final configuration, with the side to move."""
Forcing = Callable[[_C, Player], bool]
"""Whether the side to move in a configuration is forced."""


@final
@dataclass(slots=True)
class Tally:
    """What a search did, counted as the spec says (mutable: the reference counts as it goes).

    Attributes:
        nodes: configurations visited, the root and the quiescence nodes included.
        leaves: configurations valued by ``score`` or ``evaluate`` without a successor
            searched (a stand-pat cut included).
        cutoffs: times a node stopped early (a stand-pat cut included).
        depth: the deepest ply visited (the root is ply 0).
        quiescence: nodes searched beyond the horizon (below a node at remaining depth 0).
        extended: children searched one ply deeper because they are forcing.
    """

    nodes: int = 0
    leaves: int = 0
    cutoffs: int = 0
    depth: int = 0
    quiescence: int = 0
    extended: int = 0


@final
class Quiet(NamedTuple, Generic[_C]):
    """What the reference search answers: the root's value, its best successor, the tally.

    ``value`` is seen from White's side; ``best`` is ``None`` when no successor
    got inside the window.
    """

    value: int
    best: _C | None
    stats: Tally


def alpha_beta_quiescence(
    instance: Config[_C],
    config: _C,
    player: Player,
    depth: int | None,
    *,
    evaluate: Callable[[_C], int],
    noisy: Noisy[_C] | None = None,
    forcing: Forcing[_C] | None = None,
    quiescence: int | None = None,
    extensions: int = 0,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> Quiet[_C]:
    """Fail-hard alpha-beta to ``depth`` plies with quiescence search and extensions.

    ``quiescence=None`` (or ``noisy=None``) values the horizon by ``evaluate`` at
    once; an int ``q`` searches the noisy successors below it, at most ``q`` plies.
    ``extensions`` (with ``forcing``) bounds the extra plies along any path.
    ``depth=None`` searches to the end, where both options change nothing.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> tree = ((3, 12, 8), (2, 4, 6), (14, 5, 2))
    >>> alpha_beta_quiescence(TREE_CONFIG, tree, WHITE, 1, evaluate=len).value
    3
    """
    tally = Tally()
    best: list[_C] = []

    def node(
        c: _C, side: Player, remaining: int | None, ply: int, a: int, b: int, used: int
    ) -> int:
        tally.nodes += 1
        tally.depth = max(tally.depth, ply)
        if instance.is_final(c):
            tally.leaves += 1
            return instance.score(c)
        if remaining is not None and remaining <= 0:
            if quiescence is None or noisy is None:
                tally.leaves += 1
                return evaluate(c)
            return quiet(c, side, quiescence, ply, a, b)
        if side is WHITE:
            for child in instance.successors(c, WHITE):
                deeper, more = entered(child, BLACK, remaining, used)
                v = node(child, BLACK, deeper, ply + 1, a, b, more)
                if v >= b:
                    tally.cutoffs += 1
                    return b
                if v > a:
                    a = v
                    if ply == 0:
                        best[:] = [child]
            return a
        for child in instance.successors(c, BLACK):
            deeper, more = entered(child, WHITE, remaining, used)
            v = node(child, WHITE, deeper, ply + 1, a, b, more)
            if v <= a:
                tally.cutoffs += 1
                return a
            if v < b:
                b = v
                if ply == 0:
                    best[:] = [child]
        return b

    def entered(
        child: _C, side: Player, remaining: int | None, used: int
    ) -> tuple[int | None, int]:
        """The remaining depth and extensions used on entering ``child``, extended if forcing."""
        if remaining is None:
            return None, used
        if used < extensions and forcing is not None and forcing(child, side):
            tally.extended += 1
            return remaining, used + 1
        return remaining - 1, used

    def quiet(c: _C, side: Player, budget: int, ply: int, a: int, b: int) -> int:
        """A non-final node searched by quiescence (already counted as a node)."""
        stand_pat = evaluate(c)
        children = list(noisy(c, side)) if budget > 0 and noisy is not None else []
        if not children:
            tally.leaves += 1
            return stand_pat
        if side is WHITE:
            if stand_pat >= b:
                tally.cutoffs += 1
                tally.leaves += 1
                return b
            a = max(a, stand_pat)
            for child in children:
                v = quiet_child(child, BLACK, budget - 1, ply + 1, a, b)
                if v >= b:
                    tally.cutoffs += 1
                    return b
                a = max(a, v)
            return a
        if stand_pat <= a:
            tally.cutoffs += 1
            tally.leaves += 1
            return a
        b = min(b, stand_pat)
        for child in children:
            v = quiet_child(child, WHITE, budget - 1, ply + 1, a, b)
            if v <= a:
                tally.cutoffs += 1
                return a
            b = min(b, v)
        return b

    def quiet_child(c: _C, side: Player, budget: int, ply: int, a: int, b: int) -> int:
        tally.nodes += 1
        tally.quiescence += 1
        tally.depth = max(tally.depth, ply)
        if instance.is_final(c):
            tally.leaves += 1
            return instance.score(c)
        return quiet(c, side, budget, ply, a, b)

    value = node(config, player, depth, 0, alpha, beta, 0)
    return Quiet(value, best[0] if best else None, tally)
