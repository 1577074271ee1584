"""Quiescence search and extensions: searching on where the depth limit would mislead.

A depth-limited search values the configurations at its horizon by an
evaluation, which is only right for *quiet* ones: where a win, a block or a new
threat is one move away, the value is about to swing. Two optional capabilities
let a game say where that is, and two options of :func:`~fnsearch.search` use them:

* :class:`Noisy` names the *noisy* successors of a configuration; with
  ``quiescence=q`` a non-final node at the horizon is not valued at once but by
  a *quiescence search* of at most ``q`` plies over noisy successors only, in
  which the side to move may "stand pat" on the evaluation instead of moving
  (:func:`quiesced`);
* :class:`Forcing` tells when the side to move is forced (one legal move, or an
  immediate threat to parry); with ``extensions=e`` such a child is searched one
  ply deeper than the limit, at most ``e`` times along any path.

Quiescence nodes (those below the horizon) count in the search's ``nodes`` and,
apart, in ``Stats.quiescence``; extensions in ``Stats.extended``.

>>> from fnsearch import BLACK, search
>>> from fnsearch.games.tictactoe import VECTOR_CONFIG, open_lines, parse, render
>>> isinstance(VECTOR_CONFIG, Noisy), isinstance(VECTOR_CONFIG, Forcing)
(True, True)
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

from collections.abc import Callable, Iterable
from itertools import chain
from typing import Generic, NamedTuple, Protocol, TypeVar, runtime_checkable

from fnsearch.core.config import INFINITY, Config, Player
from fnsearch.core.evaluation import Evaluation
from fnsearch.core.folds import END, End, states_through_end
from fnsearch.engine.node import Folding, NodeAnswer, absorbed, is_settled, leaf, returned, started

__all__ = ["Forcing", "Noisy", "Quiescence", "extended", "quiesced"]

_C = TypeVar("_C")
_C_contra = TypeVar("_C_contra", contravariant=True)


@runtime_checkable
class Noisy(Protocol[_C]):
    """An optional capability: the successors of a configuration whose evaluation may swing.

    ``noisy_successors(c, player)`` of a non-final ``c`` is a sub-sequence of
    ``successors(c, player)``, in the same order: for Connect Four the drops that
    win at once, block an immediate win of the opponent, or make a new
    immediate threat; for a capture game the captures.
    """

    def noisy_successors(self, c: _C, player: Player, /) -> Iterable[_C]:
        """The noisy successors of ``c`` for ``player``, in the successors' order."""
        ...


@runtime_checkable
class Forcing(Protocol[_C_contra]):
    """An optional capability: whether the side to move is forced.

    ``is_forcing(c, player)`` is true when ``player`` to move in the non-final
    ``c`` has only one legal move, or the opponent threatens to win at once.
    """

    def is_forcing(self, c: _C_contra, player: Player, /) -> bool:
        """Whether ``player`` to move in ``c`` is forced."""
        ...


class Quiescence(NamedTuple, Generic[_C]):
    """What a quiescence search needs, fixed before the search starts.

    Attributes:
        instance: the game.
        evaluate: the evaluation at rest, from White's point of view.
        noisy: the instance's ``noisy_successors``.
        players: who moves at the even plies and at the odd plies.
        signs: ``1`` for White and ``-1`` for Black, at the even and at the odd plies.
        prunes: whether windows narrow (alpha-beta) or stay full (minimax).
        soft: whether a node answers beyond its window (fail-soft).
        budget: the plies a quiescence search may go below the horizon; a node
            with less left is below the horizon (a quiescence node).
    """

    instance: Config[_C]
    evaluate: Evaluation[_C]
    noisy: Callable[[_C, Player], Iterable[_C]]
    players: tuple[Player, Player]
    signs: tuple[int, int]
    prunes: bool
    soft: bool
    budget: int


def extended(learned: NodeAnswer[_C]) -> NodeAnswer[_C]:
    """``learned`` with one more extension counted (the counts are threaded, like the table).

    >>> extended(NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))).beyond
    (0, 1)
    """
    return learned._replace(beyond=(learned.beyond[0], learned.beyond[1] + 1))


def _counted(learned: NodeAnswer[_C], quiet: bool) -> NodeAnswer[_C]:
    """``learned`` with one more quiescence node counted, when ``quiet``."""
    return learned._replace(beyond=(learned.beyond[0] + 1, learned.beyond[1])) if quiet else learned


def quiesced(
    fixed: Quiescence[_C],
    config: _C,
    ply: int,
    window: tuple[int, int],
    budget: int,
    learned: NodeAnswer[_C],
) -> NodeAnswer[_C]:
    """The quiescence search of ``config`` at ``ply``, ``window`` (alpha, beta) of the side to move.

    ``config`` is at the horizon (``budget`` is the whole budget: an ordinary node)
    or below it (less is left: a quiescence node, counted apart). A final configuration is a
    leaf valued by ``score``; one with no budget left or no noisy successor is
    a leaf valued by its *stand pat*, the evaluation; one whose stand pat alone
    reaches ``beta`` cuts at once (one cutoff, one leaf); any other starts from
    its stand pat (at least ``alpha``) and folds over its noisy successors,
    each searched with ``budget - 1``, exactly as the engine's alpha-beta folds.
    """
    # Patterns name what a node computes once: the counts with it, then (not
    # final) its noisy successors, its stand pat and the first successor.
    match (_counted(learned, budget < fixed.budget), budget < fixed.budget, window):
        case (counted, quiet, _) if fixed.instance.is_final(config):
            return leaf(
                fixed.signs[ply & 1] * fixed.instance.score(config), ply, counted, config, quiet
            )
        case (counted, quiet, (alpha, beta)):
            match iter(fixed.noisy(config, fixed.players[ply & 1]) if budget > 0 else ()):
                case noisy:
                    match (fixed.signs[ply & 1] * fixed.evaluate(config), next(noisy, END)):
                        case (stand_pat, End.END):
                            return leaf(stand_pat, ply, counted, config, quiet)
                        case (stand_pat, _) if stand_pat >= beta:
                            return leaf(
                                stand_pat if fixed.soft else beta, ply, counted, config, quiet, 1
                            )
                        case (stand_pat, first):
                            return _folded(
                                fixed,
                                Folding(beta, ply, config, None, fixed.soft),
                                (alpha, beta),
                                budget,
                                started(
                                    stand_pat if fixed.soft or stand_pat > alpha else alpha,
                                    (alpha, beta),
                                    ply,
                                    counted,
                                    config,
                                    quiet,
                                ),
                                chain((first,), noisy),
                            )


def _folded(
    fixed: Quiescence[_C],
    folding: Folding[_C],
    window: tuple[int, int],
    budget: int,
    start: NodeAnswer[_C],
    noisy: Iterable[_C],
) -> NodeAnswer[_C]:
    """The fold over a node's noisy successors from ``start``, its stand pat."""

    def step(state: NodeAnswer[_C], child: _C | End) -> NodeAnswer[_C]:
        return (
            returned(state, folding.ply)
            if child is END
            else absorbed(
                state,
                child,
                quiesced(
                    fixed,
                    child,
                    folding.ply + 1,
                    (
                        -window[1] if fixed.prunes else -INFINITY,
                        # max(alpha, best so far): fail-soft starts from the stand pat
                        -(state.value if state.value > window[0] else window[0])
                        if fixed.prunes
                        else INFINITY,
                    ),
                    budget - 1,
                    state,
                ),
                folding,
            )
        )

    return next(filter(is_settled, states_through_end(step, start, noisy)))
