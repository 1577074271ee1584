"""A counting instrument: a ``Config`` instance that counts what a search asks of another.

It is mutable by design (it counts as it is asked), so it lives beside the
imperative references, apart from the functional core; tests, exercises and the
benchmark use it to compare searches node for node.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar, final

from fnsearch.core.config import Config, Player

_C = TypeVar("_C")


@final
class Counting(Generic[_C]):
    """A :class:`~fnsearch.core.config.Config` instance that counts what a search asks of another.

    ``nodes`` counts ``is_final`` calls (configurations visited), ``leaves`` counts
    ``score`` calls and ``pulled`` counts successors actually generated. A mutable
    instrument for tests and benchmarks, which is why it lives apart from the core.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> from fnsearch import WHITE
    >>> from fnsearch.reference.algorithms import alpha_beta_hard
    >>> counting = Counting(TREE_CONFIG)
    >>> alpha_beta_hard(counting, ((3, 12, 8), (2, 4, 6), (14, 5, 2)), WHITE)
    3
    >>> counting.nodes, counting.leaves, counting.pulled, counting.scored
    (11, 7, 10, [3, 12, 8, 2, 14, 5, 2])
    """

    def __init__(self, inner: Config[_C]) -> None:
        self.inner = inner
        self.nodes = 0
        self.leaves = 0
        self.pulled = 0
        self.scored: list[int] = []

    def score(self, c: _C, /) -> int:
        """The inner score, counted and recorded."""
        value = self.inner.score(c)
        self.leaves += 1
        self.scored.append(value)
        return value

    def successors(self, c: _C, player: Player, /) -> Iterator[_C]:
        """The inner successors, each counted when it is pulled."""
        for child in self.inner.successors(c, player):
            self.pulled += 1
            yield child

    def is_final(self, c: _C, /) -> bool:
        """The inner test, counted as a visit."""
        self.nodes += 1
        return self.inner.is_final(c)
