"""Evaluation functions built from smaller ones: the lecture's weighted linear functions.

An evaluation estimates, from White's point of view, the value of a position where a
search stops before the end: preferably ``w1*f1 + ... + wn*fn`` of integer weights
``wi`` and criteria ``fi`` counted on the position (:func:`linear`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias, TypeVar

from fnsearch.core.contract import broken, endless

_C = TypeVar("_C")
_V = TypeVar("_V")

Evaluation: TypeAlias = Callable[[_C], int]
"""An evaluation function on configurations ``C``: higher is better for White."""


def linear(*terms: tuple[int, Evaluation[_C]]) -> Evaluation[_C]:
    """The weighted linear evaluation ``w1*f1(c) + ... + wn*fn(c)`` of ``(wi, fi)`` pairs.

    Each criterion is called once per configuration, in order; no terms is the constant 0.

    >>> from fnsearch.games.tictactoe import open_lines, parse
    >>> linear((2, open_lines), (1, lambda b: b.count(0)))(parse(".O./.X./...").unwrap())
    11
    """
    return lambda config: sum(weight * criterion(config) for weight, criterion in terms)


def constant(value: int) -> Callable[[object], int]:
    """The evaluation that values every configuration, of any type, at ``value``."""
    return lambda _config: value


def negated(evaluation: Evaluation[_C]) -> Evaluation[_C]:
    """``evaluation`` seen from the other side: its value times ``-1``."""
    return lambda config: -evaluation(config)


def horizon(
    score: Callable[[_C], _V],
    depth: int | None,
    evaluate: Callable[[_C], _V] | None,
    ply_limit: int,
) -> Callable[[_C], _V]:
    """What values a position at a search's last ply: ``evaluate``, by default ``score``.

    Without a depth, or with one beyond the ply limit, a position there is refused as endless.
    """
    return (
        (lambda config: broken(endless(config)))
        if depth is None or depth > ply_limit
        else score
        if evaluate is None
        else evaluate
    )


def last_ply(depth: int | None, ply_limit: int) -> int:
    """The ply a search goes to: its depth, but never beyond its ply limit."""
    return ply_limit if depth is None else min(depth, ply_limit)
