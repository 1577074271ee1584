"""What stays fixed during a Star1 or Star2 search, and what a Star2 probe learned.

A Star search is spread over modules that call each other recursively, each doing
one thing:

* :mod:`~fnsearch.chance.star.searches`: the entry points, and what kind of node a
  position is;
* :mod:`~fnsearch.chance.star.decision`: MAX and MIN nodes, and Star2's resumed ones;
* :mod:`~fnsearch.chance.star.chance_pass`: a chance node, and which pass it takes;
* :mod:`~fnsearch.chance.star.general`: Star1's pass the general way (traced, or
  with floats: sums as Ratio records, events), which the integer passes hand a node
  over to at a float value;
* :mod:`~fnsearch.chance.star.even_pass`: Star1's pass in integers (untraced, exact
  bounds and window), below the horizon;
* :mod:`~fnsearch.chance.star.probes`: Star2's probes, the general way and in integers;
* :mod:`~fnsearch.chance.star.second_pass`: Star2's second pass in integers;
* :mod:`~fnsearch.chance.star.horizon`: the shortcuts just above the horizon, where
  the outcomes or successors are leaves, and how a leaf is valued;
* :mod:`~fnsearch.chance.star.scale` and :mod:`~fnsearch.chance.star.ratio`: the
  integers the fast passes share, and the ratios of the general ones.

The records here are what they share; :attr:`Search.descend` is the one way down
from a node, given by the first module, so that the others need not import it. A
node's :class:`Place` says where it stands; :func:`below` is the step one ply down.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.chance.expectation import Answer, exact, leaf
from fnsearch.chance.star.ratio import Ratio, ratio_of
from fnsearch.chance.walk import Walk, walk
from fnsearch.core.chance_config import FractionalChanceConfig, Score, Value
from fnsearch.core.events import ChanceTrace

__all__ = ["Place", "Search", "Star2Probe", "below", "one_step", "opened", "with_value"]

_C = TypeVar("_C")


class Search(NamedTuple, Generic[_C]):
    """What stays fixed during one search.

    Attributes:
        walk: the game, the evaluation, and whether to watch for cycles and trace.
        lower: a lower bound on every leaf value.
        upper: an upper bound on every leaf value.
        probing: Star2 (probe the outcomes of every chance node first), else Star1.
        lower_ratio: ``lower`` as a :class:`~fnsearch.chance.star.ratio.Ratio`, and
        upper_ratio: ``upper``: their integers, read once, for the passes that work in
            integers (a Fraction's ``numerator`` is a property, a call each time).
        descend: searches a position below a node at its :class:`Place`; an
            outcome probed before (its :class:`Star2Probe`) is resumed after its first
            successor.
    """

    walk: Walk[_C]
    lower: Value
    upper: Value
    probing: bool
    lower_ratio: Ratio
    upper_ratio: Ratio
    descend: Callable[[Search[_C], _C, Star2Probe[_C] | None, Place[_C]], Answer[_C]]


class Place(NamedTuple, Generic[_C]):
    """Where a node stands in the search, and what it is searched with.

    Attributes:
        depth: the plies left to search below it.
        ply: its distance from the root.
        path: the positions a cycle would meet again: those above the node, and
            once it is entered its own too (none when the search does not watch
            for cycles).
        window: its ``(alpha, beta)``.
        trace: the search's events before the node; once entered, its answer
            carries them on.
    """

    depth: int
    ply: int
    path: tuple[_C, ...]
    window: tuple[Value, Value]
    trace: ChanceTrace[_C] | None


def below(
    place: Place[_C], window: tuple[Value, Value], trace: ChanceTrace[_C] | None
) -> Place[_C]:
    """The place of a successor or outcome of the node at ``place``: one ply down.

    ``place``'s path must already hold the node itself, as it does for what a node
    passes on; the successor is searched with ``window`` after the events ``trace``.

    >>> from fractions import Fraction
    >>> place = Place(3, 1, ("a",), (Fraction(0), Fraction(9)), None)
    >>> below(place, (Fraction(2), Fraction(5)), None)
    Place(depth=2, ply=2, path=('a',), window=(Fraction(2, 1), Fraction(5, 1)), trace=None)
    """
    return Place(place.depth - 1, place.ply + 1, place.path, window, trace)


class Star2Probe(NamedTuple, Generic[_C]):
    """What Star2's probe of a decision outcome learned: its first successor's answer.

    The probe searched ``first`` with a window whose far end is at least as wide as
    any the second pass gives the outcome, so its answer is exact there or already
    beyond that end: the second pass takes it as the outcome's first successor
    instead of searching it again.
    """

    first: _C
    answer: Answer[_C]


def one_step(
    instance: FractionalChanceConfig[_C], lower: Score, upper: Score, *, probing: bool = False
) -> Search[_C]:
    """A search whose way down values every position by its score: one node's step alone.

    The examples of the modules of Star show one node at a time with it.

    >>> from fnsearch.games.chancetree.game import CHANCE_TREE
    >>> search = one_step(CHANCE_TREE, 0, 9)
    >>> place = Place(1, 1, (), (search.lower, search.upper), None)
    >>> search.descend(search, 4, None, place).value
    Fraction(4, 1)
    """

    def descend(
        search: Search[_C], config: _C, probe: Star2Probe[_C] | None, place: Place[_C]
    ) -> Answer[_C]:
        return leaf(exact(instance.score(config)), place.ply)

    return Search(
        walk(instance, None, None, trace=False),
        exact(lower),
        exact(upper),
        probing,
        ratio_of(exact(lower)),
        ratio_of(exact(upper)),
        descend,
    )


_NOTHING: Final[Value] = Fraction(0)


def opened(ply: int, *, chance: bool) -> Answer[_C]:
    """The state an untraced node's fold starts from, as ``expectation.started`` makes it.

    Its zero is made once: a ``Fraction(0)`` made at every node cost Star1 a twentieth
    of its time on Pig at depth 6 (cProfile, evaluation memoised).

    >>> opened(2, chance=True)
    Answer(value=Fraction(0, 1), line=(), nodes=1, leaves=0, chance=1, cutoffs=0, deepest=2, \
failure='', trace=None)
    """
    return Answer(_NOTHING, (), 1, 0, 1 if chance else 0, 0, ply, "", None)


def with_value(answer: Answer[_C], value: Value) -> Answer[_C]:
    """``answer`` with ``value``: made directly, at half the cost of ``_replace``.

    >>> with_value(opened(0, chance=True), Fraction(1, 2)).value
    Fraction(1, 2)
    """
    return Answer(
        value,
        answer.line,
        answer.nodes,
        answer.leaves,
        answer.chance,
        answer.cutoffs,
        answer.deepest,
        answer.failure,
        answer.trace,
    )
