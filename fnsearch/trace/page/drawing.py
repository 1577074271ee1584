"""A node of the page's tree, drawn about the top centre of its shape for the script to place."""

from __future__ import annotations

from fractions import Fraction
from html import escape
from math import hypot
from typing import Final, NamedTuple

from fnsearch.core.chance_config import Score
from fnsearch.games.sketch import Caption, Coins, Grid, Sketch
from fnsearch.trace.simulation import value_text

_VALUE_SIZE: Final = 18  # CSS pixels; the page's smallest text in the tree is 16

_LINE: Final = 20  # from one line of a value to the next
_CAPTION: Final = 19  # from one line of a caption to the next
_COIN: Final = 11  # from one coin to the next


class Drawing(NamedTuple):
    """Some SVG and its size in pixels, from ``(0, 0)`` at its top left (a node: its top centre)."""

    svg: str
    width: float
    height: float


def _text_width(text: str, size: float) -> float:
    """A generous estimate of the width of ``text`` at ``size`` pixels in the page's font."""
    return 0.6 * size * len(text)


def short(value: Score) -> str:
    """A value short enough for a node: a long fraction as its decimal."""
    return (
        str(value)
        if isinstance(value, int) or (isinstance(value, Fraction) and len(str(value)) <= 5)
        else f"{float(value):.3g}"
    )


def value_lines(value: Score, *, chance: bool, digits: int = 4) -> tuple[str, ...]:
    """A node's value in lines: a short fraction and its decimal, a long one its decimal alone."""
    return (
        (value_text(value, chance=chance),)
        if not isinstance(value, Fraction) or value.denominator == 1
        else (str(value), f"{float(value):.{digits}g}")
        if len(str(value)) <= 5
        else (f"{float(value):.{digits}g}",)
    )


def _value_svg(lines: tuple[str, ...], middle: float) -> str:
    return (
        '<text class="value" x="0" y="'
        + f'{middle - (len(lines) - 1) * _LINE / 2:.1f}">'
        + (
            escape(lines[0])
            if len(lines) == 1
            else "".join(
                f'<tspan x="0" dy="{0 if index == 0 else _LINE}">{escape(line)}</tspan>'
                for index, line in enumerate(lines)
            )
        )
        + "</text>"
    )


def shape_svg(form: str, lines: tuple[str, ...]) -> Drawing:
    """The shape ``form`` (max, min, chance, box, table) fit for ``lines`` (a triangle: one)."""
    width = max((_text_width(line, _VALUE_SIZE) for line in lines), default=0)
    return (
        _triangle("0,0 {0},42 {1},42", lines[:1], max(24, round((width / 2 + 4) / 0.62)), 30)
        if form == "max"
        else _triangle("{0},0 {1},0 0,42", lines[:1], max(24, round((width / 2 + 4) / 0.5)), 12)
        if form == "min"
        else _circle(lines, max(23.0, hypot(width / 2, len(lines) * _LINE / 2) + 3))
        if form == "chance"
        else _box(
            lines, max(28.0, width + 10), len(lines) * _LINE + 12, 9 if form == "table" else 3
        )
    )


def _triangle(points: str, lines: tuple[str, ...], half: int, middle: int) -> Drawing:
    # ``points`` has the left corner's x as {0} and the right one's as {1}.
    return Drawing(
        f'<polygon class="shape" points="{points.format(-half, half)}"/>'
        + _value_svg(lines, middle),
        2 * half,
        42,
    )


def _circle(lines: tuple[str, ...], radius: float) -> Drawing:
    return Drawing(
        f'<circle class="shape" cx="0" cy="{radius:.1f}" r="{radius:.1f}"/>'
        + _value_svg(lines, radius),
        2 * radius,
        2 * radius,
    )


def _box(lines: tuple[str, ...], width: float, height: float, corner: int) -> Drawing:
    return Drawing(
        f'<rect class="shape" x="{-width / 2:.1f}" y="0" width="{width:.1f}"'
        f' height="{height:.1f}" rx="{corner}"/>' + _value_svg(lines, height / 2),
        width,
        height,
    )


def framed(drawing: Drawing) -> Drawing:
    """A dashed frame around a position never searched, with an empty ``text.value``."""
    return Drawing(
        f'<rect class="shape" x="{-drawing.width / 2 - 3:.1f}" y="0"'
        f' width="{drawing.width + 6:.1f}" height="{drawing.height + 6:.1f}" rx="3"/>'
        f'<g transform="translate({-drawing.width / 2:.1f},3)">{drawing.svg}</g>'
        f'<text class="value" x="0" y="{drawing.height / 2 + 3:.1f}"></text>',
        drawing.width + 6,
        drawing.height + 6,
    )


def sketch_svg(sketch: Sketch) -> Drawing:
    """A position drawn small: a grid of marks or discs, a pile of coins, or a caption."""
    return (
        _grid(
            sketch,
            13
            if sketch.discs
            else max(8, min(16, 72 // max(len(sketch.rows), *map(len, sketch.rows)))),
        )
        if isinstance(sketch, Grid)
        else _coins(sketch)
        if isinstance(sketch, Coins)
        else _caption(sketch)
    )


def _grid(grid: Grid, cell: int) -> Drawing:
    columns, rows = max(map(len, grid.rows)), len(grid.rows)
    lines = (
        *(f"M{c * cell} 0V{rows * cell}" for c in range(1, columns)),
        *(f"M0 {r * cell}H{columns * cell}" for r in range(1, rows)),
    )
    return Drawing(
        f'<g class="board"><rect class="cells" x="0" y="0" width="{columns * cell}"'
        f' height="{rows * cell}"/>'
        + (f'<path class="lines" d="{" ".join(lines)}"/>' if columns * rows > 1 else "")
        + "".join(
            _mark(mark, (c + 0.5) * cell, (r + 0.5) * cell, cell, discs=grid.discs)
            for r, row in enumerate(grid.rows)
            for c, mark in enumerate(row)
        )
        + "</g>",
        columns * cell,
        rows * cell,
    )


def _mark(mark: str, x: float, y: float, cell: int, *, discs: bool) -> str:
    # A disc fills most of its cell; a cross and a ring keep clear of the lines.
    return (
        ""
        if mark not in "XO"
        else f'<circle class="disc {mark.lower()}" cx="{x:.1f}" cy="{y:.1f}"'
        f' r="{cell * 0.47:.1f}"/>'
        if discs
        else f'<path class="x" d="M{x - cell * 0.3:.1f} {y - cell * 0.3:.1f}'
        f"L{x + cell * 0.3:.1f} {y + cell * 0.3:.1f}M{x + cell * 0.3:.1f} {y - cell * 0.3:.1f}"
        f'L{x - cell * 0.3:.1f} {y + cell * 0.3:.1f}"/>'
        if mark == "X"
        else f'<circle class="o" cx="{x:.1f}" cy="{y:.1f}" r="{cell * 0.3:.1f}"/>'
    )


def _coins(coins: Coins) -> Drawing:
    # Coins stand in columns of four, no taller than a node's shape; no coin is an
    # empty dashed place, as narrow as one.
    return Drawing(
        "".join(
            f'<circle class="coin" cx="{(index // 4 + 0.5) * _COIN:.1f}"'
            f' cy="{(index % 4 + 0.5) * _COIN:.1f}" r="4.5"/>'
            for index in range(coins.coins)
        )
        or f'<circle class="coin none" cx="{_COIN / 2}" cy="{_COIN / 2}" r="4.5"/>',
        max(1, (coins.coins + 3) // 4) * _COIN,
        max(1, min(coins.coins, 4)) * _COIN,
    )


def _caption(caption: Caption) -> Drawing:
    width = max((_text_width(line, 16) for line in caption.lines), default=0)
    return Drawing(
        "".join(
            f'<text class="caption" x="{width / 2:.1f}" y="{(index + 0.5) * _CAPTION:.1f}">'
            f"{escape(line)}</text>"
            for index, line in enumerate(caption.lines)
        ),
        width,
        len(caption.lines) * _CAPTION,
    )
