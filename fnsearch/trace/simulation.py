"""A traced search written as the lecture writes it by hand: one line per step.

Values and windows are White's; an expectation is an exact fraction with its decimal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Final, TypeVar

from fnsearch.core.chance_config import Score
from fnsearch.core.config import INFINITY
from fnsearch.core.events import CHANCE, MAX
from fnsearch.trace.steps import (
    ENTER,
    HIT,
    LEAF,
    PROBE,
    PROBED,
    RESUME,
    RETURN,
    WEIGH,
    Step,
    Traced,
)
from fnsearch.trace.words import EN, Words, decimal, side_name

_C = TypeVar("_C")


def bound(value: int) -> str:
    """A value or an end of a window of a deterministic search, ``±2**62`` written as ``±∞``.

    >>> bound(2**62), bound(-(2**62)), bound(3)
    ('+∞', '-∞', '3')
    """
    return "+∞" if value >= INFINITY else "-∞" if value <= -INFINITY else str(value)


_DIGITS: Final = 4
"""The fewest significant digits of a fraction's decimal."""


def number(value: Score, digits: int = _DIGITS) -> str:
    """An expectation: an exact fraction and its decimal of ``digits`` digits, or a float.

    >>> number(Fraction(21, 10)), number(Fraction(3)), number(0.25)
    ('21/10 (2.1)', '3', '0.25')
    """
    return (
        str(value)
        if isinstance(value, Fraction) and value.denominator == 1
        else f"{value} ({float(value):.{digits}g})"
        if isinstance(value, Fraction)
        else f"{value:.6g}"
    )


def value_text(value: Score, *, chance: bool, digits: int = _DIGITS) -> str:
    """A value: of a deterministic search as it is, of a game of chance as :func:`number`.

    >>> value_text(1234567, chance=False), value_text(Fraction(1, 2), chance=True)
    ('1234567', '1/2 (0.5)')
    """
    return number(value, digits) if chance else str(value)


def window_text(window: tuple[Score, Score], *, chance: bool, digits: int = _DIGITS) -> str:
    """A window ``(α, β)``; the infinite ends of a deterministic search's written ``±∞``.

    >>> window_text((-(2**62), 3), chance=False), window_text((1, Fraction(9, 2)), chance=True)
    ('α=-∞ β=3', 'α=1 β=9/2 (4.5)')
    """
    alpha, beta = (
        (number(end, digits) if chance else bound(end) if isinstance(end, int) else str(end))
        for end in window
    )
    return f"α={alpha} β={beta}"


def adapted(words: Words, steps: Iterable[Step[_C]]) -> Words:
    """:class:`~fnsearch.trace.words.Words` with as many digits as tell the values apart."""
    exact = frozenset(
        value
        for step in steps
        for value in (step.value, step.child, step.bound, *(step.window or (0, 0)))
        if isinstance(value, Fraction)
    )
    return words._replace(
        digits=max(
            words.digits,
            next(
                (
                    digits
                    for digits in range(_DIGITS, 17)
                    if len({f"{float(value):.{digits}g}" for value in exact}) == len(exact)
                ),
                17,
            ),
        )
    )


def render_trace(traced: Traced[_C], show: Callable[[_C], str], words: Words = EN) -> str:
    """The hand simulation as text: one line per step, indented by depth, in ``words``.

    The last line counts the leaves evaluated of the tree's to the depth limit, and
    the quiescence nodes (marked ``Q``) when there are any.

    >>> from fnsearch.core.config import BLACK
    >>> from fnsearch.games.tree import TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> print(render_trace(trace(TREE_CONFIG, (3, 12), BLACK), render_tree))
    MIN (3,12)  α=-∞ β=+∞
      leaf 3 = 3
      leaf 12 = 12
    MIN (3,12) returns 3
    2 of 2 leaves evaluated
    """
    digits = adapted(words, traced.steps)
    quiet = sum(1 for step in traced.steps if step.quiet and step.kind in (ENTER, LEAF))
    return "\n".join(
        (
            # A weighing is written under its chance node, with the outcome it weighs.
            *(
                "  " * (step.ply + 1 if step.kind == WEIGH else step.ply)
                + describe(step, show, digits)
                for step in traced.steps
            ),
            words.beyond.format(
                traced.evaluated, traced.leaves, quiet, words.quiet_nodes[0 if quiet == 1 else 1]
            )
            if quiet
            else words.evaluated.format(traced.evaluated, traced.leaves),
        )
    )


def describe(step: Step[_C], show: Callable[[_C], str], words: Words = EN) -> str:
    """One :class:`~fnsearch.trace.steps.Step` in the lecture's words, as the text and page say it.

    >>> describe(Step(LEAF, 2, (0, 0), 5, MAX, value=5, quiet=True), str)
    'Q leaf 5 = 5'
    """
    node = f"{side_name(words, step.side)} {show(step.config)}"
    value = value_text(step.value, chance=step.chance, digits=words.digits)
    digits = words.digits
    return decimal(
        words,
        ("Q " if step.quiet else "")
        + (
            f"{node}{_window(step, digits)}"
            if step.kind == ENTER
            else f"{words.leaf} {show(step.config)} = {value}"
            if step.kind == LEAF
            else f"{words.table} {show(step.config)} = {value}"
            if step.kind == HIT
            else f"{step.probability} · {number(step.child, digits)} → Σ = {value}"
            if step.kind == WEIGH
            else words.returns.format(node=node, value=value)
            if step.kind == RETURN
            else words.probe.format(node=node)
            if step.kind == PROBE
            else words.probed.format(
                node=node, sign="≥" if step.side == MAX else "≤", value=number(step.value, digits)
            )
            if step.kind == PROBED
            else words.resume.format(
                node=node, window=_window(step, digits), value=number(step.child, digits)
            )
            if step.kind == RESUME
            else _cut(step, show, node, words)
        ),
    )


def _window(step: Step[_C], digits: int) -> str:
    return (
        ""
        if step.window is None
        else "  " + window_text(step.window, chance=step.chance, digits=digits)
    )


def _cut(step: Step[_C], show: Callable[[_C], str], node: str, words: Words) -> str:
    # The engine's cut reads as the lecture's "(2 ≤ α)"; a cut of a game of chance
    # names the bound the child crossed, which Star's windows make worth writing.
    return (
        words.cut.format(
            node=node,
            value=value_text(step.value, chance=step.chance, digits=words.digits),
            which="Alpha" if step.low else "Beta",
        )
        + (
            f": {cut_reason(step, written=True, words=words)}"
            if step.chance
            else f" ({cut_reason(step)})"
        )
        + (
            words.pruned
            + ", ".join(
                show(config) if probability is None else f"{probability}: {show(config)}"
                for probability, config in step.pruned
            )
            if step.pruned
            else ""
        )
    )


def cut_bound(step: Step[_C]) -> str:
    """What a cut tells of its node's true value, as the lecture writes it beside the node.

    A MIN node whose child fell to ``α`` is worth at most that child's value, whatever
    the search returns; a MAX node at least it. A cut of a game of chance is bounded by
    what it answers.

    >>> cut_bound(Step("cut", 1, (1,), "n", "MIN", (3, 99), value=3, child=2, low=True))
    '≤ 2'
    """
    return f"{'≤' if step.low else '≥'} " + (
        number(step.value) if step.side == CHANCE or step.probes else number(step.child)
    )


def cut_reason(step: Step[_C], *, written: bool = False, words: Words = EN) -> str:
    """Why ``step``'s node cut: the child's value and the bound it reached.

    ``written`` spells a bound out with its value, as the text does; the picture is briefer.

    >>> cut_reason(Step("cut", 1, (1,), "n", MAX, child=9))
    '9 ≥ β'
    """
    digits = words.digits
    return (
        f"{words.probes_give} {'≤' if step.low else '≥'} {number(step.child, digits)} "
        f"{'≤ α' if step.low else '≥ β'} = {number(step.bound, digits)}"
        if step.probes and written
        else f"{words.probes} {'≤' if step.low else '≥'} {number(step.child, digits)}"
        if step.probes
        else f"{number(step.child, digits)} {'≤ α_i' if step.low else '≥ β_i'}"
        + (" = " if written else "=")
        + number(step.bound, digits)
        if step.side == CHANCE
        else f"{value_text(step.child, chance=step.chance, digits=digits)}"
        f" {'≤ α' if step.low else '≥ β'}"
    )
