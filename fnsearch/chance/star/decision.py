"""Star1's and Star2's decision nodes: fail-soft alpha-beta over the successors.

A MAX node raises its alpha to the best value so far and is cut once that reaches
beta; a MIN node lowers its beta and is cut at alpha. Star2's second pass resumes a
decision outcome it probed after its first successor, from the probe's answer
(see :mod:`fnsearch.chance.star.searches`).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from typing import TypeVar

from fnsearch.chance.expectation import Answer, chosen
from fnsearch.chance.star.horizon import decided_at_horizon
from fnsearch.chance.star.ratio import ge, gt, le, lt
from fnsearch.chance.star.state import Place, Search, Star2Probe, below, opened
from fnsearch.chance.walk import entered, noted, side
from fnsearch.core.chance_config import Value
from fnsearch.core.config import WHITE, Player
from fnsearch.core.events import BetaCut, Resumed, Returned, pushed
from fnsearch.core.folds import fold_until

__all__ = ["decision", "resumed"]

_C = TypeVar("_C")


def decision(
    search: Search[_C],
    config: _C,
    player: Player,
    place: Place[_C],
    *,
    successors: Iterable[_C] | None = None,
) -> Answer[_C]:
    """The answer of the decision node ``config`` where ``player`` chooses, at ``place``.

    ``place``'s path holds the node itself. Fail-soft: the answer is exact inside the
    window, an upper bound at or below alpha, a lower bound at or above beta.
    ``successors`` are the node's, when the caller already has them (the game's
    ``successors`` otherwise).

    >>> from fractions import Fraction
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> search = one_step(CHANCE_TREE, 0, 9)
    >>> place = Place(9, 0, (), (Fraction(0), Fraction(4)), None)
    >>> found = decision(search, parse("max(3, 5, 1)").unwrap(), WHITE, place)
    >>> found.value, found.nodes, found.cutoffs  # 5 >= beta: the last successor is not searched
    (Fraction(5, 1), 3, 1)
    """
    return _decision_from(
        search,
        player is WHITE,
        # The event is made only when traced: an untraced search would make it for nothing.
        entered(search.walk, config, place.ply, side(player), place.window, place.trace)
        if search.walk.traced
        else opened(place.ply, chance=False),
        search.walk.instance.successors(config, player) if successors is None else successors,
        place,
    )


def resumed(search: Search[_C], config: _C, probe: Star2Probe[_C], place: Place[_C]) -> Answer[_C]:
    """Star2's second pass at the decision outcome ``config``, after its ``probe``.

    The probe counted the node and searched its first successor, so the fold starts
    after it, from the probe's value. Arguments as :func:`decision`.

    >>> from fractions import Fraction
    >>> from fnsearch.chance.expectation import leaf
    >>> from fnsearch.chance.star.state import one_step
    >>> from fnsearch.games.chancetree.game import CHANCE_TREE, parse
    >>> search = one_step(CHANCE_TREE, 0, 9, probing=True)
    >>> node = parse("max(6, 1, 7)").unwrap()
    >>> found = resumed(search, node, Star2Probe(6, leaf(Fraction(6), 2)),
    ...                 Place(9, 1, (), (Fraction(0), Fraction(9)), None))
    >>> found.value, found.line, found.nodes  # only 1 and 7 searched here
    (Fraction(7, 1), (7,), 2)
    """
    return (
        lambda player: _decision_from(
            search,
            player is WHITE,
            Answer(
                probe.answer.value,
                (probe.first, *probe.answer.line),
                0,
                0,
                0,
                0,
                place.ply,
                "",
                # The event is made only when traced.
                pushed(
                    place.trace,
                    Resumed(place.ply, config, side(player), place.window, probe.answer.value),
                    traced=True,
                )
                if search.walk.traced
                else None,
            ),
            islice(search.walk.instance.successors(config, player), 1, None),
            place,
        )
    )(search.walk.instance.to_move(config))


def _decision_from(
    search: Search[_C],
    maximizing: bool,
    start: Answer[_C],
    successors: Iterable[_C],
    place: Place[_C],
) -> Answer[_C]:
    # Fail-soft alpha-beta: the best so far narrows the window of the next successor. A
    # node resumed after its probe starts with a best, which may close the window at once.
    def step(state: Answer[_C], child: _C) -> Answer[_C]:
        return _absorbed(
            state,
            child,
            search.descend(
                search,
                child,
                None,
                below(place, _narrowed(state, maximizing, place.window), state.trace),
            ),
            maximizing,
            place.window,
        )

    return _decided(
        search,
        start._replace(cutoffs=start.cutoffs + 1)
        if _closed(start, maximizing, place.window)
        else decided_at_horizon(search, maximizing, start, successors, place)
        if place.depth == 1 and not search.walk.traced
        else fold_until(
            step,
            start,
            successors,
            lambda state: state.failure != "" or _closed(state, maximizing, place.window),
        ),
        maximizing,
        place,
    )


def _narrowed(
    state: Answer[_C], maximizing: bool, window: tuple[Value, Value]
) -> tuple[Value, Value]:
    # The best so far raises MAX's alpha, lowers MIN's beta.
    return (
        window
        if not state.line
        else (state.value if gt(state.value, window[0]) else window[0], window[1])
        if maximizing
        else (window[0], state.value if lt(state.value, window[1]) else window[1])
    )


def _far(maximizing: bool, window: tuple[Value, Value]) -> Value:
    # The end of the window where a node of this side is cut: MAX at beta, MIN at alpha.
    return window[1] if maximizing else window[0]


def _closed(state: Answer[_C], maximizing: bool, window: tuple[Value, Value]) -> bool:
    return bool(state.line) and (
        ge(state.value, window[1]) if maximizing else le(state.value, window[0])
    )


def _absorbed(
    state: Answer[_C],
    child: _C,
    answer: Answer[_C],
    maximizing: bool,
    window: tuple[Value, Value],
) -> Answer[_C]:
    return (
        lambda after: (
            after._replace(cutoffs=after.cutoffs + 1)
            if _closed(after, maximizing, window) and not after.failure
            else after
        )
    )(
        chosen(
            state,
            child,
            answer,
            # The better of the two, ties to the first (as expectation.absorbed).
            better=not state.line
            or (gt(answer.value, state.value) if maximizing else lt(answer.value, state.value)),
        )
    )


def _decided(
    search: Search[_C],
    answer: Answer[_C],
    maximizing: bool,
    place: Place[_C],
) -> Answer[_C]:
    # A decision node's last event: the cut, if its window closed, else what it returns.
    return (
        answer
        if not search.walk.traced
        else noted(
            search.walk,
            answer,
            BetaCut(
                place.ply,
                answer.value,
                answer.value,
                _far(maximizing, place.window),
                not maximizing,
                False,
            )
            if _closed(answer, maximizing, place.window)
            else Returned(place.ply, answer.value),
        )
    )
