"""The engine's recursion: the search of one node, closed over the options of one search.

A node is searched by a fold over its successors whose state is a
:class:`~fnsearch.engine.node.NodeAnswer`: the value so far (the sheet's ``a``,
from the side to move), the line, the statistics, the killer moves and the
table. Each child is searched with what the fold has learned so far and answers
a :class:`~fnsearch.engine.node.NodeAnswer` of its own, which the step absorbs.
No counter, no global, no mutable object: everything a node learns is returned
alongside its value.

A node goes through at most four stages, each a function of the same
arguments (configuration, ply, window, principal line, what is learned):

* ``node``: a final configuration or one at the horizon is a leaf (valued by
  ``score``, the evaluation or a quiescence search); any other is searched on;
* ``within``: with score bounds, the window narrowed to the reachable scores
  (a node whose window closes is a leaf);
* ``probed``: with a table, the table's answer, or the search on and its entry;
* ``expanded``: the fold over the successors, each entered by ``node`` again
  (or, with extensions left, by ``extending``, which hands a forced child to the
  next extension level).

The recursion costs three Python frames per ply (four where a table is probed):
the node, the expansion of its successors and the fold's step. The fold itself
is built from ``accumulate``, ``filter`` and ``next``, which run in C. The
stages read the search's options from its one :class:`Options` record, and
each node hands the fold one :class:`~fnsearch.engine.node.Folding` record:
measured against names bound once per search and loose arguments, that costs
1 to 4 % on Connect Four at depth 8 and on enhanced tic-tac-toe. The node's own
arguments stay loose: they change at every node.

A node of a search with a table pays for the table only where it has one: the entry
is looked up without a probe record and a window is moved only by an entry that
may move it; the records a node builds (its fold's :class:`Folding`, its stored
entry and answer) are built in C; a node makes only the step it folds with; and
successors sorted by the order key alone are sorted by ``sorted`` itself. Measured
on tic-tac-toe, X centre and O top middle, order ``open_lines``, table and symmetry
(183 nodes), against ``alpha_beta_room`` (716 nodes), medians of 15 alternating
runs in one process: 1.36x its time before, 1.26x after. An entry names its best
successor itself, not by its table key, which is computed where an entry is found
rather than for every node stored (98 symmetry keys fewer in that search): 1.16x
before, 1.12x after (four pairs of processes alternating, medians of 15 runs each).

A node's fold is ``states_through_end`` from the state after its first two
successors; its steps take the node's constants as default values rather than closure cells, so
that the expansion makes no cell at all and the step reads them as locals.
Together, on that search: 0.975x the time, 0.98x on Connect Four to depth 8 (medians of 11
alternating runs in one process, each through ``with_room``).

A node whose successors are searched (not just above the horizon of a keyed search)
folds its first two successors in by direct calls of its step, as ``alpha_beta_room``
does, and builds the fold only for the rest: a cut on either, or a single successor,
ends the node without ``chain``, ``accumulate`` and ``filter``. The states reached,
the successors pulled and the step's calls are the fold's own. On that search 0.97x
the time, 0.95x without heuristics (medians of 15 alternating runs in one
process, CPU time, through ``with_room``).

A node just above the horizon of a *keyed* search (its evaluation is its order key,
without quiescence or extensions) is not folded unless the search is traced: its
children are all leaves, valued by the keys its sort computed (by ``score`` where
final), and :func:`~fnsearch.engine.node.leaves_answer` finds the first that cuts, or
the first of the best, in one pass: the fold's own answer, which a property test holds
it to. Measured on Connect Four from the empty board against the fold it replaces,
both versions in one process, shuffled rounds: evaluation first 0.96x the time at
depth 1, 1.00x at depth 2, 0.98x at depth 5, 0.93x at depth 8; with a table and
mirror symmetry 0.96x, 0.99x, 0.99x and 1.01x.

>>> from fnsearch import BLACK, WHITE
>>> from fnsearch.engine.node import NodeAnswer
>>> from fnsearch.engine.options import UNLIMITED_DEPTH, Options, ordering_of
>>> from fnsearch.games.tree import TREE_CONFIG, parse_tree
>>> fixed = Options(
...     instance=TREE_CONFIG, evaluate=TREE_CONFIG.score,
...     ordering=ordering_of(TREE_CONFIG, None, False, False), sorts=False, tabled=False,
...     horizon=UNLIMITED_DEPTH, stop=100, players=(WHITE, BLACK), signs=(1, -1), prunes=True,
...     soft=False, expand=TREE_CONFIG.successors, bounds=None, slots=None)
>>> start = NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))
>>> root = node_search(fixed)(parse_tree("((3,12,8),(2,4,6))").unwrap(), 0, -99, 99, (), start)
>>> root.value, root.line, root.nodes, root.cutoffs
(3, ((3, 12, 8), 3), 7, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from operator import index
from typing import TypeAlias, TypeVar

from fnsearch.core.config import INFINITY
from fnsearch.core.contract import broken, dead_end, endless
from fnsearch.core.folds import END, End, states_through_end
from fnsearch.engine.bounds import closed_value, narrowed
from fnsearch.engine.node import (
    Folding,
    NodeAnswer,
    absorbed,
    answered,
    folding_of,
    is_settled,
    leaf,
    leaves_answer,
    returned,
    scored,
    started,
    stored,
)
from fnsearch.engine.options import UNLIMITED_DEPTH, Options
from fnsearch.engine.ordering import (
    hints,
    killers_at,
    ordered,
    ordered_keyed,
    table_move,
)
from fnsearch.engine.quiescence import Quiescence, extended, quiesced
from fnsearch.engine.table import EXACT, LOWER, UPPER, lowered, raised, verified

__all__ = ["NodeSearch", "node_search"]

_C = TypeVar("_C")

NodeSearch: TypeAlias = Callable[
    [_C, int, int, int, "tuple[_C, ...]", NodeAnswer[_C]], NodeAnswer[_C]
]
"""A node's search: configuration, ply, window (alpha, beta), principal line, what is learned."""


def node_search(fixed: Options[_C]) -> NodeSearch[_C]:
    """The recursive search of a node, closed over the options of one search.

    ``node(config, ply, alpha, beta, principal, learned)`` searches ``config`` at
    ``ply`` with the window ``(alpha, beta)`` seen from the side to move, trying
    ``principal`` first; ``learned`` is the fold state of the parent so far, whose
    killer moves and table the node starts from.

    With extensions there is one such search per number of extensions made along
    the path, each with its horizon that many plies further; a forced child is
    handed to the next one (the search of the extension level below is built first).
    """
    return _level(fixed, None if fixed.forcing is None else node_search(_deeper(fixed)))


def _deeper(fixed: Options[_C]) -> Options[_C]:
    """The options below one more extension: the horizon a ply further, one extension fewer."""
    return fixed._replace(
        horizon=fixed.horizon + 1,
        stop=fixed.stop + 1,
        extensions=fixed.extensions - 1,
        forcing=fixed.forcing if fixed.extensions > 1 else None,
    )


def _resting(fixed: Options[_C]) -> Quiescence[_C] | None:
    """What the quiescence search at the horizon needs, or ``None`` without one."""
    return (
        None
        if fixed.noisy is None
        else Quiescence(
            instance=fixed.instance,
            evaluate=fixed.evaluate,
            noisy=fixed.noisy,
            players=fixed.players,
            signs=fixed.signs,
            prunes=fixed.prunes,
            soft=fixed.soft,
            budget=fixed.quiescence,
        )
    )


def _never_bounded(config: object) -> tuple[int, int]:
    """The scores reachable from a position of a game without score bounds: all of them."""
    return (-INFINITY, INFINITY)


def _endless(config: object) -> NodeAnswer[_C]:
    """A search without a depth reached its ply cap: the game has a cycle or does not end."""
    return broken(endless(config))


def _stuck(config: object) -> NodeAnswer[_C]:
    """A position that is not final has no successor to search."""
    return broken(dead_end(config))


def _level(fixed: Options[_C], deeper: NodeSearch[_C] | None) -> NodeSearch[_C]:
    """The search of one extension level; ``deeper`` searches a child extended once more.

    The stages (see the module) are closures over ``fixed`` so that they can call
    each other; only what is derived from the options is bound here, once per
    level: what the quiescence search at the horizon needs.
    """
    # ``keyed``: the evaluation is the order key itself, and nothing but the evaluation
    # values a child at the horizon (no quiescence, no extension): a node just above
    # the horizon then values its children by the keys its sort computed, once each
    # (see the module's text). Measured on Connect Four (evaluation and order
    # open_windows), whole process, old and new alternating, medians: 0.74x the time
    # at depth 1, 0.88x at depth 2, 0.96x at depth 8.
    match (
        _resting(fixed),
        fixed.noisy is None
        and deeper is None
        and fixed.horizon != UNLIMITED_DEPTH
        and fixed.ordering.order is not None
        and fixed.ordering.order is fixed.evaluate,
    ):
        case (resting, keyed):

            def node(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: NodeAnswer[_C],
            ) -> NodeAnswer[_C]:
                return (
                    scored(
                        index(fixed.instance.score(config)),
                        fixed.signs[ply & 1],
                        ply,
                        learned,
                        config,
                    )
                    if fixed.instance.is_final(config)
                    else (
                        # At the stop: the horizon of a depth limit, or the ply cap of none.
                        (
                            scored(
                                index(fixed.evaluate(config)),
                                fixed.signs[ply & 1],
                                ply,
                                learned,
                                config,
                            )
                            if resting is None
                            else quiesced(
                                resting, config, ply, (alpha, beta), fixed.quiescence, learned
                            )
                        )
                        if fixed.horizon != UNLIMITED_DEPTH
                        else _endless(config)
                    )
                    if ply >= fixed.stop
                    else within(config, ply, alpha, beta, principal, learned)
                    if fixed.bounds is not None
                    else probed(config, ply, alpha, beta, principal, learned)
                    if fixed.tabled
                    else expanded(config, ply, alpha, beta, principal, learned, None)
                )

            def extending(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: NodeAnswer[_C],
            ) -> NodeAnswer[_C]:
                # A forced child is searched by the next level: one ply deeper.
                return (
                    deeper(config, ply, alpha, beta, principal, extended(learned))
                    if deeper is not None
                    and fixed.forcing is not None
                    and not fixed.instance.is_final(config)
                    and fixed.forcing(config, fixed.players[ply & 1])
                    else node(config, ply, alpha, beta, principal, learned)
                )

            def within(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: NodeAnswer[_C],
            ) -> NodeAnswer[_C]:
                # The window narrowed to the reachable scores; closed, the node is a leaf.
                match narrowed(
                    (fixed.bounds or _never_bounded)(config), fixed.signs[ply & 1], alpha, beta
                ):
                    case (low, high) if low >= high:
                        return leaf(closed_value(low, high, alpha, beta), ply, learned, config)
                    case (low, high):
                        return (
                            probed(config, ply, low, high, principal, learned)
                            if fixed.tabled
                            else expanded(config, ply, low, high, principal, learned, None)
                        )

            def probed(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: NodeAnswer[_C],
            ) -> NodeAnswer[_C]:
                # The table's entry is looked up here, without :func:`probe`'s record:
                # most nodes find none, and then neither window end needs to move.
                match (
                    (fixed.ordering.table_key(config), fixed.signs[ply & 1] > 0),
                    fixed.remaining(ply),
                ):
                    case (key, remaining):
                        match (
                            None
                            if learned.table is None
                            else learned.table.get(key)
                            if fixed.slots is None
                            else verified(learned.table.get(hash(key) % fixed.slots), key)
                        ):
                            case None:
                                return stored(
                                    expanded(config, ply, alpha, beta, principal, learned, None),
                                    key,
                                    (alpha, beta),
                                    remaining,
                                    None,
                                    fixed,
                                )
                            # Guards, not class patterns: after ``None`` only an entry is left,
                            # and a pattern ``Entry()`` calls ``isinstance`` at every match.
                            case entry if ply == 0 or entry.depth != remaining:
                                # Searched to another depth (or the root): its move only.
                                return stored(
                                    expanded(
                                        config,
                                        ply,
                                        alpha,
                                        beta,
                                        principal,
                                        learned,
                                        table_move(fixed.ordering, entry.best),
                                    ),
                                    key,
                                    (alpha, beta),
                                    remaining,
                                    entry.best,
                                    fixed,
                                )
                            # :func:`~fnsearch.engine.table.decisive`, written out.
                            case usable if (
                                usable.bound == EXACT
                                or (usable.bound == LOWER and usable.value >= beta)
                                or (usable.bound == UPPER and usable.value <= alpha)
                            ):
                                return answered(usable.value, (alpha, beta), ply, learned, config)
                            case usable:
                                return stored(
                                    expanded(
                                        config,
                                        ply,
                                        raised(usable, alpha),
                                        lowered(usable, beta),
                                        principal,
                                        learned,
                                        table_move(fixed.ordering, usable.best),
                                    ),
                                    key,
                                    (raised(usable, alpha), lowered(usable, beta)),
                                    remaining,
                                    usable.best,
                                    fixed,
                                )

            def expanded(
                config: _C,
                ply: int,
                alpha: int,
                beta: int,
                principal: tuple[_C, ...],
                learned: NodeAnswer[_C],
                table_best: Hashable | None,
            ) -> NodeAnswer[_C]:
                # The fold over the successors, each searched by ``descend`` with the
                # window the fold has narrowed so far, and absorbed into its state.
                # Only the step the node folds with is made (two closures cost a node
                # more than one).
                match (
                    folding_of((beta, ply, config, fixed.ordering.move_key, fixed.soft)),
                    started(
                        -INFINITY if fixed.soft else alpha, (alpha, beta), ply, learned, config
                    ),
                ):
                    case (folding, start) if (
                        keyed and ply + 1 >= fixed.stop and learned.trace is None
                    ):
                        # Every child is a leaf, valued as ``node`` values it: by ``score``
                        # when final, else by the evaluation, which is the key its sort
                        # computed. The node is valued in one pass (``leaves_answer``).
                        match ordered_keyed(
                            fixed.expand(config, fixed.players[ply & 1]),
                            config,
                            fixed.signs[ply & 1],
                            hints(principal, table_best, killers_at(learned.killers, ply)),
                            fixed.ordering,
                            fixed.evaluate,
                        ):
                            case []:
                                return _stuck(config)
                            case leaves:
                                return leaves_answer(
                                    start,
                                    leaves,
                                    fixed.signs[ply & 1],
                                    folding,
                                    (
                                        fixed.signs[ply & 1]
                                        * (
                                            index(fixed.instance.score(child))
                                            if fixed.instance.is_final(child)
                                            else index(key)
                                        )
                                        for key, child in leaves
                                    ),
                                )
                    case (folding, start):

                        def step(
                            state: NodeAnswer[_C],
                            child: _C | End,
                            ply: int = ply,
                            alpha: int = alpha,
                            beta: int = beta,
                            principal: tuple[_C, ...] = principal,
                            config: _C = config,
                            folding: Folding[_C] = folding,
                        ) -> NodeAnswer[_C]:
                            # The node's constants as default values, not closure cells: see
                            # the module's docstring. ``accumulate`` passes the first two.
                            return (
                                (returned(state, ply) if state.nodes > 1 else _stuck(config))
                                if child is END
                                else absorbed(
                                    state,
                                    child,
                                    descend(
                                        child,
                                        ply + 1,
                                        -beta if fixed.prunes else -INFINITY,
                                        # max(alpha, best so far): fail-soft starts below alpha
                                        -(state.value if state.value > alpha else alpha)
                                        if fixed.prunes
                                        else INFINITY,
                                        principal[1:]
                                        if principal and child == principal[0]
                                        else (),
                                        state,
                                    ),
                                    folding,
                                )
                            )

                        # The successors in the order they are tried, named by a match so
                        # that the fold's types are inferred from them.
                        match (
                            fixed.expand(config, fixed.players[ply & 1])
                            if not fixed.sorts and not principal and table_best is None
                            # Sorted by the order key alone: ``sorted`` calls it in
                            # C, without the hints ``ordered`` weighs.
                            else sorted(
                                fixed.expand(config, fixed.players[ply & 1]),
                                key=fixed.ordering.order,
                                reverse=fixed.signs[ply & 1] > 0,
                            )
                            if fixed.ordering.order is not None
                            and fixed.ordering.move_key is None
                            and not principal
                            and table_best is None
                            else ordered(
                                fixed.expand(config, fixed.players[ply & 1]),
                                config,
                                fixed.signs[ply & 1],
                                hints(
                                    principal,
                                    table_best,
                                    killers_at(learned.killers, ply),
                                ),
                                fixed.ordering,
                            )
                        ):
                            case children:
                                # The first two successors (or the end) are folded in by
                                # direct calls, the rest by the fold: a cut on either, or a
                                # single successor, ends the node before a fold is built
                                # (see the module's docstring).
                                match iter(children):
                                    case rest:
                                        match step(start, next(rest, END)):
                                            case first if first.settled:
                                                return first
                                            case first:
                                                match step(first, next(rest, END)):
                                                    case second if second.settled:
                                                        return second
                                                    case second:
                                                        return next(
                                                            filter(
                                                                is_settled,
                                                                states_through_end(
                                                                    step, second, rest
                                                                ),
                                                            )
                                                        )

            # Children are entered through ``descend``: the plain node search, or
            # with extensions left, the check for a forced child first.
            match node if deeper is None else extending:
                case descend:
                    return node
