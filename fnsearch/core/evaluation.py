"""Evaluation functions built from smaller ones: the lecture's weighted linear functions.

An evaluation function estimates, from White's point of view, the value of a
configuration where a search stops before the end of the game. The preferred form
is the weighted linear function ``w1*f1 + w2*f2 + ... + wn*fn`` of criteria ``fi``
(features counted on the configuration) with weights ``wi``; :func:`linear` builds
it from ``(weight, criterion)`` pairs. Weights and values are integers, like scores.

>>> knights = lambda pieces: pieces.count("N")
>>> pawns = lambda pieces: pieces.count("P")
>>> material = linear((3, knights), (1, pawns))
>>> material("NNPPP"), negated(material)("NNPPP")
(9, -9)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias, TypeVar

from fnsearch.core.contract import broken, endless

__all__ = ["Evaluation", "constant", "horizon", "last_ply", "linear", "negated"]

_C = TypeVar("_C")

Evaluation: TypeAlias = Callable[[_C], int]
"""An evaluation function on configurations ``C``: higher is better for White."""


def linear(*terms: tuple[int, Evaluation[_C]]) -> Evaluation[_C]:
    """The weighted linear evaluation ``w1*f1(c) + ... + wn*fn(c)`` of ``(wi, fi)`` pairs.

    Each criterion is called once per configuration, in the order given. With no
    terms it is the constant ``0``; nothing tells its configuration type then, so
    annotate the variable it is bound to (``zero: Evaluation[Board] = linear()``).

    >>> from fnsearch.games.tictactoe import open_lines, parse
    >>> board = parse(".O./.X./...").unwrap()
    >>> open_lines(board)
    2
    >>> linear((2, open_lines), (1, lambda b: b.count(0)))(board)
    11
    >>> linear()(board)
    0
    """
    return lambda config: sum(weight * criterion(config) for weight, criterion in terms)


def constant(value: int) -> Callable[[object], int]:
    """The evaluation that values every configuration at ``value``.

    It fits any configuration type, since it never looks at its argument.

    >>> constant(7)("anything"), constant(-1)((0, 0, 0))
    (7, -1)
    """
    return lambda _config: value


def negated(evaluation: Evaluation[_C]) -> Evaluation[_C]:
    """``evaluation`` seen from the other side: its value times ``-1``.

    >>> negated(len)("four")
    -4
    """
    return lambda config: -evaluation(config)


def horizon(
    score: Evaluation[_C], depth: int | None, evaluate: Evaluation[_C] | None, ply_limit: int
) -> Evaluation[_C]:
    """What values a position at a search's last ply: ``evaluate``, by default ``score``.

    Without a depth, or with one beyond the ply limit, the last ply is the ply limit,
    and a position not final there is refused as endless (cycles, or no end).

    >>> horizon(len, 2, None, 9)("four"), horizon(len, 2, negated(len), 9)("four")
    (4, -4)
    """
    return (
        _endless if depth is None or depth > ply_limit else score if evaluate is None else evaluate
    )


def last_ply(depth: int | None, ply_limit: int) -> int:
    """The ply a search goes to: its depth, but never beyond its ply limit.

    >>> last_ply(None, 150), last_ply(10**9, 150), last_ply(3, 150)
    (150, 150, 3)
    """
    return ply_limit if depth is None else min(depth, ply_limit)


def _endless(config: object) -> int:
    return broken(endless(config))
