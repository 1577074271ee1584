"""Alpha-beta search, purely functional: the exercise sheet's algorithm as a fold.

Preconditions: two players, zero-sum, deterministic, perfect information (see
:mod:`fnsearch.core.config`).

The sheet's MAX node, with its loop and its early return, is a fold over the lazy
successors that stops at the cut::

    a = alpha
    for t in successors(config):      fold_until(
        a = max(a, value(t, a, beta))     lambda a, t: max(a, value(t, a, beta)),
        if a >= beta: return beta         alpha, successors(config),
    return a                              lambda a: a >= beta)   # then min(a, beta)

and the MIN node is its mirror image (``b = min(b, ...)``, stop when
``b <= alpha``, answer ``max(b, alpha)``). :func:`alpha_beta` is exactly that: the
specification, in the sheet's own shape, with the loop's first turn written out (the
node pulls the first successor itself, to see a dead end, and folds the rest from
``max(alpha, value(first, alpha, beta))``).

:func:`alpha_beta_room` is the same search, folded for speed over the *room* left
in the window instead of over ``a`` and ``b``: it computes the same values and
visits the same nodes (a test checks both on every tic-tac-toe position and on
generated trees), about a tenth faster and two and a half times as deep under
Python's recursion limit. At a MAX node its state is ``beta - a``; at a MIN node
it is ``b - alpha``. A child's value can only shrink the room, and the sheet's cut
condition (``a >= beta``, ``b <= alpha``) is "no room left" (the lecture: cut when
there is no space between alpha and beta); the room is then clamped to ``0``.
When the successors run out, the step negates the room. Either way the fold
stops on a state ``<= 0``, a test done in C, and the node's value is read off it:
``beta + state`` at a MAX node, ``alpha - state`` at a MIN node — ``beta``/``alpha``
after a cut, ``a`` or ``b`` otherwise, exactly as the sheet returns. The fold is
written out as ``next(filter(...))`` over its states, so the recursion costs two
Python frames per ply. The node takes the fold's first two steps itself: it pulls
the first successor, so that a dead end is seen without wrapping the successors,
then the second, and folds only the rest, from the state after the second; a cut
on one of the first two, or a single successor, ends the node without a fold.

Both are the sheet's *fail-hard* algorithm: at a cut they answer the bound
(``beta`` at a MAX node, ``alpha`` at a MIN node), so the result always lies in
``[alpha, beta]``. :func:`alpha_beta_soft` is the lecture's variant with the
helper variable ``v`` (*fail-soft*): at a cut it answers ``v`` itself, which may
lie beyond the bound and so is a tighter bound on the true value.

Scores are integers strictly between ``-INFINITY`` and ``INFINITY``, checked at
the leaves as :func:`fnsearch.core.config.scored` checks them: ``operator.index``
refuses a float or a ``Fraction`` with a ``TypeError`` (the room fold's arithmetic
and stop test would carry a float on silently, to a wrong value), and a score out
of range, which the window would answer as ``±INFINITY``, is a
:class:`~fnsearch.core.contract.ContractError`. So is a position that is not final but
has no successors, and a game that is not over at the deepest ply the recursion
limit allows (cycles, or no end): these searches have no depth limit, and refuse
both at the inner nodes, with the messages of :func:`fnsearch.core.config.children`.
Games of chance, whose values are expectations, are searched by
:mod:`fnsearch.chance.expectiminimax`.
"""

from __future__ import annotations

from functools import partial
from itertools import accumulate
from operator import ge, index
from typing import TYPE_CHECKING, Final, TypeVar

from fnsearch.core.config import (
    BLACK,
    INFINITY,
    MISSING,
    WHITE,
    Config,
    Player,
    children,
    ply_budget,
    scored,
)
from fnsearch.core.contract import broken, dead_end, endless, out_of_range
from fnsearch.core.folds import END, ENDS, End, fold_until, seeded_then_end
from fnsearch.core.stack import with_room

__all__ = ["alpha_beta", "alpha_beta_room", "alpha_beta_soft", "best_next_config"]

_C = TypeVar("_C")

# The room fold's stop test, ``0 >= state``, for ``filter``: a ``partial`` of the C function
# ``operator.ge`` is called without building an argument tuple, the method-wrapper
# ``(0).__ge__`` is not (timeit, ``filter`` over 1000 ints: 14 against 23 ns an item).
if TYPE_CHECKING:  # as typed here: mypy sees operator.ge as answering Any

    def _no_room(state: int, /) -> bool:
        """``0 >= state``: the fold has no room left (``partial(ge, 0)`` at run time)."""
        ...

else:
    _no_room = partial(ge, 0)

_LOWEST: Final = -INFINITY
"""Below every score, computed once: ``-INFINITY`` in a test would negate a big int each time."""

# Python frames each fold takes per ply, at most: the root gives it the plies that fit. The
# sheet's and the soft fold's took 5 when fold_until folded every item through
# fold_through_end; they take 2 to 4 now, and keep 5, so that the deepest ply they search,
# and where they refuse an endless game, stay as they were.
_SHEET_FRAMES: Final = 5
_ROOM_FRAMES: Final = 2
_SOFT_FRAMES: Final = 5


@with_room
def alpha_beta(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> int:
    """The sheet's fail-hard alpha-beta value of ``config`` with ``player`` to move.

    The fold that reads like the sheet: ``a = max(a, child)`` at a MAX node,
    ``b = min(b, child)`` at a MIN node, stopping when the window closes.

    With the default full window it is the exact minimax value. A final root is
    answered with its score, as in the sheet. For a root that is not final and a
    window ``alpha < beta`` the result ``r`` lies in ``[alpha, beta]``: exact when the
    true value lies strictly inside, ``r == alpha`` when the true value is
    ``<= alpha`` and ``r == beta`` when it is ``>= beta``. No successor is
    generated after a cut. An empty window (``alpha >= beta``) is answered with
    the bound for ``player`` (``beta`` for White, ``alpha`` for Black) without
    searching. A game that breaks its contract (a score out of range, a dead end,
    cycles) is a :class:`~fnsearch.core.contract.ContractError` naming the position.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> fig_5_2 = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    >>> alpha_beta(TREE_CONFIG, fig_5_2, WHITE)
    3
    >>> alpha_beta(TREE_CONFIG, fig_5_2, WHITE, alpha=4, beta=10)  # true value 3 <= alpha
    4
    """
    return (
        (beta if player is WHITE else alpha)
        if alpha >= beta
        else _sheet(instance, config, player, alpha, beta, ply_budget(_SHEET_FRAMES))
    )


def _sheet(
    instance: Config[_C], config: _C, player: Player, alpha: int, beta: int, plies: int
) -> int:
    # The sheet's loop with its first turn written out: the node pulls the first successor
    # itself, to see a dead end, and folds the rest from ``a = max(alpha, value(first))``,
    # which fold_until tests first (``if a >= beta: return beta``). The same successors
    # are pulled, and the same values computed, as by the fold of all of them from
    # ``alpha``, whose first test, ``alpha >= beta``, never holds below the root.
    #
    # Measured on full tic-tac-toe, time over the imperative original's (in-process medians
    # of 15 alternating runs, CPU time, each inside with_room): 1.48x with closures, lambdas
    # for the stops, ``scored`` and ``min``; 1.36x with the steps' constants as default
    # values (a closure made cells of them at every call, leaves included), the stops as
    # the C methods ``beta.__le__`` and ``alpha.__ge__``, the leaf's score checked in place
    # and ``if a >= beta: return beta`` as a match; 1.19x with the first turn written out,
    # where config.children pulled the first successor and put it back with a chain (about
    # 240 ns a node) for the fold to pull again.
    if instance.is_final(config):
        match instance.score(config):
            case value if _LOWEST < index(value) < INFINITY:
                return value
            case value:
                return broken(out_of_range(value, config))
    else:
        match instance.successors(config, player):
            case _ if plies <= 0:
                return broken(endless(config))
            case successors:
                match iter(successors):
                    case rest:
                        match next(rest, MISSING):
                            case first if first is MISSING:
                                return broken(dead_end(config))
                            case first if player is WHITE:

                                def max_step(
                                    a: int,
                                    t: _C,
                                    instance: Config[_C] = instance,
                                    beta: int = beta,
                                    plies: int = plies,
                                ) -> int:
                                    return max(a, _sheet(instance, t, BLACK, a, beta, plies - 1))

                                match fold_until(
                                    max_step, max_step(alpha, first), rest, beta.__le__
                                ):
                                    case a if a >= beta:
                                        return beta
                                    case a:
                                        return a
                            case first:

                                def min_step(
                                    b: int,
                                    t: _C,
                                    instance: Config[_C] = instance,
                                    alpha: int = alpha,
                                    plies: int = plies,
                                ) -> int:
                                    return min(b, _sheet(instance, t, WHITE, alpha, b, plies - 1))

                                match fold_until(
                                    min_step, min_step(beta, first), rest, alpha.__ge__
                                ):
                                    case b if b <= alpha:
                                        return alpha
                                    case b:
                                        return b


@with_room
def alpha_beta_room(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> int:
    """:func:`alpha_beta` folded over the room left in the window: faster, same search.

    The same contract, values and visited nodes as :func:`alpha_beta` (see the
    module's docstring for how the fold works).

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> alpha_beta_room(TREE_CONFIG, FIGURE_5_2, WHITE)
    3
    >>> alpha_beta_room(TREE_CONFIG, FIGURE_5_2, WHITE, alpha=4, beta=10)  # 3 <= alpha
    4
    """
    return (
        (beta if player is WHITE else alpha)
        if alpha >= beta
        else scored(instance.score(config), config)
        if instance.is_final(config)
        else beta + _max_room(instance, config, alpha, beta, ply_budget(_ROOM_FRAMES))
        if player is WHITE
        else alpha - _min_room(instance, config, alpha, beta, ply_budget(_ROOM_FRAMES))
    )


# Below, alpha < beta always holds: the root checks it, and a child is only searched
# while the parent's room is positive, so every fold starts with room > 0.
#
# ``_max_room`` and ``_min_room`` search a node that is not final and answer the state
# their fold stopped on, ``s <= 0``: the node's value is ``beta + s`` (MAX) or
# ``alpha - s`` (MIN). The parent's step turns it into its own room without a clamp:
# a MAX parent with room ``r`` gives its MIN child the window ``(beta - r, beta)``, whose
# value ``beta - r - s`` leaves the room ``beta - (beta - r - s) = r + s``, and ``s`` lies
# in ``[-r, 0]`` (the child's room never grows); the MIN parent is the mirror image.
# A final child is valued in the step itself, its score clamped into ``[0, r]``: a
# leaf costs one Python frame (the step), as in the imperative original, instead of
# three (step, node, clamp). Full tic-tac-toe from the empty board, time over the
# imperative original's (in-process medians of 15 alternating runs): 1.37x with a node
# function and a clamp per leaf, 1.29x so.
#
# The dead end is told apart by a guard, ``first if first is MISSING``: the class pattern
# ``Missing()`` calls ``isinstance`` and builds a tuple of attributes, about 45 ns a node
# (timeit: 70 against 28 ns a match). Together with the fold seeded by ``seeded_then_end``
# instead of ``initial=`` and the constant ``_LOWEST``, 1.30x went to 1.21x (in-process
# medians of 9 alternating runs, each inside with_room).
#
# The step takes the node's constants as default values of its parameters, not from a
# closure: no cell is made for them at each node, and the step reads them as locals
# (timeit: making such a step 66 against 106 ns). accumulate only ever passes the first two.
# With the stop test ``partial(ge, 0)`` (see _no_room), 1.22x went to 1.18x (in-process
# medians of 11 alternating runs, CPU time, each inside with_room).
#
# The node values its first two successors itself, by direct calls of the step, and folds
# only the rest: a cut on either of them, or a single successor, ends the node without
# building a fold (chain, accumulate, filter) or calling the step on END. On full
# tic-tac-toe that is 9,508 of the 12,413 inner nodes (4,635 cut on the first successor,
# 2,924 with one successor, 1,949 cut on the second). The successors are pulled, and the
# states reached, exactly as in the fold: its stop test is ``0 >= state``, and a state
# after a child is never below 0, so ``case 0`` is that test. 1.18x went to 1.09x, and
# 1.89x to 1.49x on BITS_CONFIG (in-process medians of 11 alternating runs, CPU time,
# each inside with_room).


def _max_room(instance: Config[_C], config: _C, alpha: int, beta: int, plies: int) -> int:
    # The first successor is pulled before the fold, which starts from the state after the
    # second: a dead end is found without wrapping the successors (see the module's docstring).
    if plies == 0:
        return broken(endless(config))
    else:
        match iter(instance.successors(config, WHITE)):
            case successors:
                match next(successors, MISSING):
                    case first if first is MISSING:
                        return broken(dead_end(config))
                    case first:

                        def step(
                            room: int,
                            child: _C | End,
                            instance: Config[_C] = instance,
                            beta: int = beta,
                            plies: int = plies,
                        ) -> int:
                            # The room after a child: ``beta - value``, clamped into [0, room].
                            # ``accumulate`` passes room and child; the rest are bound as
                            # defaults (see above _max_room).
                            if child is END:
                                return -room
                            elif instance.is_final(child):
                                match instance.score(child):
                                    case value if _LOWEST < index(value) < INFINITY:
                                        return (
                                            0
                                            if value >= beta
                                            else room
                                            if value < beta - room
                                            else beta - value
                                        )
                                    case value:
                                        return broken(out_of_range(value, child))
                            else:
                                return room + _min_room(
                                    instance, child, beta - room, beta, plies - 1
                                )

                        # The first two successors are valued here, the rest by the fold
                        # (see above _max_room): ``case 0`` is the fold's stop test.
                        match step(beta - alpha, first):
                            case 0:
                                return 0
                            case room:
                                match next(successors, MISSING):
                                    case second if second is MISSING:
                                        return -room
                                    case second:
                                        match step(room, second):
                                            case 0:
                                                return 0
                                            case room_left:
                                                return next(
                                                    filter(
                                                        _no_room,
                                                        accumulate(
                                                            seeded_then_end(
                                                                (room_left,), successors, ENDS
                                                            ),
                                                            step,
                                                        ),
                                                    )
                                                )


def _min_room(instance: Config[_C], config: _C, alpha: int, beta: int, plies: int) -> int:
    if plies == 0:
        return broken(endless(config))
    else:
        match iter(instance.successors(config, BLACK)):
            case successors:
                match next(successors, MISSING):
                    case first if first is MISSING:
                        return broken(dead_end(config))
                    case first:

                        def step(
                            room: int,
                            child: _C | End,
                            instance: Config[_C] = instance,
                            alpha: int = alpha,
                            plies: int = plies,
                        ) -> int:
                            # The room after a child: ``value - alpha``, clamped into [0, room].
                            if child is END:
                                return -room
                            elif instance.is_final(child):
                                match instance.score(child):
                                    case value if _LOWEST < index(value) < INFINITY:
                                        return (
                                            0
                                            if value <= alpha
                                            else room
                                            if value > alpha + room
                                            else value - alpha
                                        )
                                    case value:
                                        return broken(out_of_range(value, child))
                            else:
                                return room + _max_room(
                                    instance, child, alpha, alpha + room, plies - 1
                                )

                        # The first two successors are valued here, the rest by the fold
                        # (see above _max_room): ``case 0`` is the fold's stop test.
                        match step(beta - alpha, first):
                            case 0:
                                return 0
                            case room:
                                match next(successors, MISSING):
                                    case second if second is MISSING:
                                        return -room
                                    case second:
                                        match step(room, second):
                                            case 0:
                                                return 0
                                            case room_left:
                                                return next(
                                                    filter(
                                                        _no_room,
                                                        accumulate(
                                                            seeded_then_end(
                                                                (room_left,), successors, ENDS
                                                            ),
                                                            step,
                                                        ),
                                                    )
                                                )


@with_room
def alpha_beta_soft(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> int:
    """The lecture's fail-soft alpha-beta (AIMA's Max-Value/Min-Value with ``v``).

    The result ``r`` is exact when it lies strictly inside ``(alpha, beta)``; it is
    an upper bound on the true value when ``r <= alpha`` and a lower bound when
    ``r >= beta``.

    >>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
    >>> fig_5_2 = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    >>> alpha_beta_soft(TREE_CONFIG, fig_5_2, WHITE, alpha=4, beta=10)  # 3 <= alpha
    3
    """
    return _soft(instance, config, player, alpha, beta, ply_budget(_SOFT_FRAMES))


def _soft(
    instance: Config[_C], config: _C, player: Player, alpha: int, beta: int, plies: int
) -> int:
    return (
        scored(instance.score(config), config)
        if instance.is_final(config)
        else fold_until(
            lambda v, child: max(v, _soft(instance, child, BLACK, max(alpha, v), beta, plies - 1)),
            -INFINITY,
            children(instance.successors(config, WHITE), config, plies),
            beta.__le__,
        )
        if player is WHITE
        else fold_until(
            lambda v, child: min(v, _soft(instance, child, WHITE, alpha, min(beta, v), plies - 1)),
            INFINITY,
            children(instance.successors(config, BLACK), config, plies),
            alpha.__ge__,
        )
    )


def best_next_config(instance: Config[_C], config: _C, player: Player) -> _C:
    """The sheet's ``bestNextConfig``: the successor that is best for ``player``.

    Each successor is valued by :func:`alpha_beta` for the opponent with the full
    window; White takes the maximum, Black the minimum, and ties go to the first
    in successor order (Scala's ``maxBy``/``minBy``). ``config`` must not be final:
    a finished game has no next configuration, whatever cells are left empty
    (a :class:`~fnsearch.core.contract.ContractError` otherwise).

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, parse, render
    >>> render(best_next_config(VECTOR_CONFIG, parse("XX./OO./...").unwrap(), WHITE))
    'XXX/OO./...'
    >>> best_next_config(VECTOR_CONFIG, parse("XXX/OO./...").unwrap(), BLACK)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: the game is over, there is no next configuration: \
(1, 1, 1, -1, -1, 0, 0, 0, 0)
    """

    def value(child: _C) -> int:
        return alpha_beta(instance, child, player.opponent)

    return (
        broken(f"the game is over, there is no next configuration: {config!r}")
        if instance.is_final(config)
        else (max if player is WHITE else min)(
            children(instance.successors(config, player), config, 1), key=value
        )
    )
