"""A search of a game of chance traced as the lecture does it by hand.

:func:`chance_trace` runs :func:`~fnsearch.expectiminimax`, :func:`~fnsearch.star1`
or :func:`~fnsearch.star2` with ``trace=True`` (the searches the comparison tests
check, not a copy) and reads their events into :class:`ChanceStep` records: each
node with its path from the root, MAX, MIN or CHANCE, Star's window, each outcome's
probability as it is weighed, the values returned (exact Fractions written as
fractions and decimals), the cuts with the bound that caused them and what they
skipped. :func:`render_chance_trace` writes them as indented text, closing with
"N of M leaves evaluated".

>>> from fnsearch.config import WHITE
>>> from fnsearch.games.chancetree import CHANCE_TREE, parse, render
>>> tree = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
>>> print(render_chance_trace(chance_trace(CHANCE_TREE, tree, WHITE).unwrap(), render))
MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))
  CHANCE chance(9/10: 2, 1/10: 3)
    leaf 2 = 2
    9/10 · 2 → Σ = 9/5 (1.8)
    leaf 3 = 3
    1/10 · 3 → Σ = 21/10 (2.1)
  CHANCE chance(9/10: 2, 1/10: 3) returns 21/10 (2.1)
  CHANCE chance(9/10: 1, 1/10: 4)
    leaf 1 = 1
    9/10 · 1 → Σ = 9/10 (0.9)
    leaf 4 = 4
    1/10 · 4 → Σ = 13/10 (1.3)
  CHANCE chance(9/10: 1, 1/10: 4) returns 13/10 (1.3)
MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) returns 21/10 (2.1)
4 of 4 leaves evaluated
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TypeVar

from returns.result import Result

from fnsearch.algorithms.chance_steps import (
    ENTER,
    LEAF,
    PROBE,
    PROBED,
    RESUME,
    RETURN,
    WEIGH,
    ChanceStep,
    ChanceTraced,
    chance_steps,
)
from fnsearch.algorithms.expectiminimax import expectiminimax
from fnsearch.algorithms.options import CHANCE_ALGORITHMS, ChanceAlgorithm
from fnsearch.algorithms.result import SearchResult
from fnsearch.algorithms.star import star1, star2
from fnsearch.chance import FractionalChanceConfig, Score, Value
from fnsearch.config import Player
from fnsearch.trace.events import CHANCE, MAX

__all__ = [
    "CHANCE_ALGORITHMS",
    "ChanceAlgorithm",
    "ChanceStep",
    "ChanceTraced",
    "chance_leaf_count",
    "chance_steps",
    "chance_trace",
    "describe_chance",
    "number",
    "render_chance_trace",
]

_C = TypeVar("_C")


def chance_trace(
    instance: FractionalChanceConfig[_C],
    config: _C,
    player: Player,
    *,
    algorithm: ChanceAlgorithm = "expectiminimax",
    depth: int | None = None,
    evaluate: Callable[[_C], Score] | None = None,
    bounds: tuple[Score, Score] = (0, 0),
) -> Result[ChanceTraced[_C], str]:
    """Trace ``algorithm`` on ``config``; Star1 and Star2 take the leaf ``bounds`` ``(L, U)``.

    A ``Failure`` is the search's own (unsound probabilities, a value outside the
    bounds, a cycle without a depth).
    """
    return (
        expectiminimax(instance, config, player, depth=depth, evaluate=evaluate, trace=True)
        if algorithm == "expectiminimax"
        else (star1 if algorithm == "star1" else star2)(
            instance,
            config,
            player,
            lower=bounds[0],
            upper=bounds[1],
            depth=depth,
            evaluate=evaluate,
            trace=True,
        )
    ).map(lambda found: _traced(instance, config, depth, found))


def _traced(
    instance: FractionalChanceConfig[_C],
    config: _C,
    depth: int | None,
    found: SearchResult[_C, Value],
) -> ChanceTraced[_C]:
    return ChanceTraced(
        chance_steps(instance, found.events),
        found.stats.leaves,
        chance_leaf_count(instance, config, depth),
    )


def chance_leaf_count(instance: FractionalChanceConfig[_C], config: _C, depth: int | None) -> int:
    """The leaves of the whole tree below ``config`` to ``depth`` layers (all, if ``None``).

    >>> from fnsearch.games.chancetree import CHANCE_TREE, parse
    >>> tree = parse("max(chance(1/2: 1, 1/2: max(2, 3)), 4)").unwrap()
    >>> chance_leaf_count(CHANCE_TREE, tree, None), chance_leaf_count(CHANCE_TREE, tree, 2)
    (4, 3)
    """
    return (
        1
        if instance.is_final(config) or (depth is not None and depth <= 0)
        else sum(
            chance_leaf_count(instance, child, None if depth is None else depth - 1)
            for _, child in instance.outcomes(config)
        )
        if instance.is_chance(config)
        else sum(
            chance_leaf_count(instance, child, None if depth is None else depth - 1)
            for child in instance.successors(config, instance.to_move(config))
        )
    )


def number(value: Value) -> str:
    """A value as the trace writes it: an exact fraction and its decimal, or a float.

    >>> number(Fraction(21, 10)), number(Fraction(3)), number(Fraction(17, 9)), number(0.25)
    ('21/10 (2.1)', '3', '17/9 (1.889)', '0.25')
    """
    return (
        str(value)
        if isinstance(value, Fraction) and value.denominator == 1
        else f"{value} ({float(value):.4g})"
        if isinstance(value, Fraction)
        else f"{value:.6g}"
    )


def render_chance_trace(traced: ChanceTraced[_C], show: Callable[[_C], str]) -> str:
    """The hand simulation as text: one line per step, indented by depth."""
    return "\n".join(
        (
            *("  " * _indent(step) + describe_chance(step, show) for step in traced.steps),
            f"{traced.evaluated} of {traced.leaves} leaves evaluated",
        )
    )


def _indent(step: ChanceStep[_C]) -> int:
    # A weighing is written under its chance node, with the outcome it weighs.
    return step.ply + 1 if step.kind == WEIGH else step.ply


def _window(step: ChanceStep[_C]) -> str:
    return "" if step.window is None else f"  α={number(step.window[0])} β={number(step.window[1])}"


def describe_chance(step: ChanceStep[_C], show: Callable[[_C], str]) -> str:
    """One step in the lecture's words, as the text trace and the page write it.

    >>> from fnsearch.algorithms.chance_steps import CUT
    >>> step = ChanceStep(
    ...     CUT, 1, (1,), "die", CHANCE, (Fraction(21, 10), Fraction(4)), Fraction(13, 10),
    ...     Fraction(1), Fraction(1), Fraction(17, 9), True, False, ((Fraction(1, 10), "4"),),
    ... )
    >>> describe_chance(step, str)
    'CHANCE die cuts at 13/10 (1.3): 1 ≤ α_i = 17/9 (1.889): pruned 1/10: 4'
    """
    return (
        f"{step.side} {show(step.config)}{_window(step)}"
        if step.kind == ENTER
        else f"leaf {show(step.config)} = {number(step.value)}"
        if step.kind == LEAF
        else f"{step.probability} · {number(step.child)} → Σ = {number(step.value)}"
        if step.kind == WEIGH
        else f"{step.side} {show(step.config)} returns {number(step.value)}"
        if step.kind == RETURN
        else f"probe {step.side} {show(step.config)}: its first successor only"
        if step.kind == PROBE
        else f"probe {step.side} {show(step.config)} {'≥' if step.side == MAX else '≤'} "
        f"{number(step.value)}"
        if step.kind == PROBED
        else f"{step.side} {show(step.config)}{_window(step)}, first successor "
        f"{number(step.child)} from the probe"
        if step.kind == RESUME
        else _cut_text(step, show)
    )


def _cut_text(step: ChanceStep[_C], show: Callable[[_C], str]) -> str:
    return (
        f"{step.side} {show(step.config)} cuts at {number(step.value)}: "
        + (
            f"the probes give {'≤' if step.low else '≥'} {number(step.child)} "
            f"{'≤ α' if step.low else '≥ β'} = {number(step.bound)}"
            if step.probes
            else f"{number(step.child)} {'≤ α_i' if step.low else '≥ β_i'} = {number(step.bound)}"
            if step.side == CHANCE
            else f"{number(step.child)} {'≤ α' if step.low else '≥ β'}"
        )
        + (
            ": pruned "
            + ", ".join(
                show(config) if probability is None else f"{probability}: {show(config)}"
                for probability, config in step.pruned
            )
            if step.pruned
            else ""
        )
    )
