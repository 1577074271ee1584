"""A traced search as one self-contained web page that steps through it, for a lecture hall.

No network: the tree drawn in SVG, its steps and nodes as JSON, the style and script inline.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape
from importlib.resources import files
from itertools import accumulate
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.core.config import INFINITY, Player
from fnsearch.core.events import CHANCE, MAX, MIN
from fnsearch.games.moves import typed_move
from fnsearch.games.record import Game
from fnsearch.games.sketch import Grid, Sketch
from fnsearch.trace.page.drawing import Drawing, framed, shape_svg, short, sketch_svg, value_lines
from fnsearch.trace.simulation import cut_bound, describe, value_text, window_text
from fnsearch.trace.steps import ENTER, LEAF, RESUME, Step, Traced
from fnsearch.trace.walked_tree import (
    INNER,
    PRUNED,
    TABLE,
    WalkedNode,
    edge_label,
    node_id,
    traced_tree,
)
from fnsearch.trace.words import EN, Words, decimal, replaced, script_words, side_name

_C = TypeVar("_C")

Json: TypeAlias = dict[str, str | int | bool]
"""One plain JSON object of the page's data."""

Move: TypeAlias = Callable[[_C, Player, _C], str]
"""The move from a position (the first) to a successor (the last) by a player, as typed."""


def typed_moves(record: Game[_C]) -> Move[_C] | None:
    """How the page of one of the games names its moves: as typed, if it draws its positions."""
    return (
        None
        if record.sketch is None
        else lambda config, player, child: typed_move(record, config, player, child)
    )


class NamedTrace(NamedTuple, Generic[_C]):
    """One search of the compare page: what it is called, and its trace."""

    name: str
    traced: Traced[_C]


class _Drawing(NamedTuple, Generic[_C]):
    show: Callable[[_C], str]
    sketch: Callable[[_C], Sketch] | None
    move: Move[_C] | None
    sealed: bool = False
    windows: bool = True
    words: Words = EN


def _data(
    traced: Traced[_C], nodes: tuple[WalkedNode[_C], ...], drawing: _Drawing[_C]
) -> dict[str, list[Json]]:
    # An exercise's data is the tree's shape and one step at the root: nothing the search found.
    sealed = drawing.sealed
    return {
        "words": [script_words(drawing.words)],
        "steps": [{"node": "n", "text": "", "window": "", "value": "", "leaves": 0}]
        if sealed
        else [
            _step_json(step, drawing.show, leaves, drawing.words)
            for step, leaves in zip(
                traced.steps,
                accumulate(int(step.kind == LEAF) for step in traced.steps),
                strict=True,
            )
        ],
        "nodes": [
            {
                "id": node_id(node.path),
                "parent": node_id(node.path[:-1]) if node.path else "",
                "appears": 0 if sealed else node.appears,
                "done": 0 if sealed else node.done,
                "pruned": not sealed and node.kind == PRUNED,
            }
            for node in nodes
        ],
        "totals": [
            {"steps": 1, "leaves": 0, "evaluated": 0, "visited": 0}
            if sealed
            else {
                "steps": len(traced.steps),
                "leaves": traced.leaves,
                "evaluated": traced.evaluated,
                "visited": visited(nodes),
            }
        ],
    }


def visited(nodes: tuple[WalkedNode[_C], ...]) -> int:
    """The nodes the search visited: entered, valued, or answered by the table."""
    return sum(1 for node in nodes if node.kind != PRUNED)


def _step_json(step: Step[_C], show: Callable[[_C], str], leaves: int, words: Words) -> Json:
    # An expectation is shown as its decimal; ``exact`` (the step's tooltip) has its fraction.
    text = describe(step, show, words)
    return {
        "node": node_id(step.path),
        "text": decimals(text),
        "window": "—"
        if step.window is None
        else decimal(
            words, decimals(window_text(step.window, chance=step.chance, digits=words.digits))
        ),
        "value": "—"
        if step.kind in (ENTER, RESUME)
        else decimal(
            words, decimals(value_text(step.value, chance=step.chance, digits=words.digits))
        ),
        "leaves": leaves,
        **({"exact": text} if step.chance else {}),
    }


_EXACT: Final = re.compile(r"-?(?=[0-9/]{8})[0-9]+/[0-9]+ \(([^)]*)\)")


def decimals(text: str) -> str:
    """``text`` with each long exact fraction and its decimal in brackets written as the decimal.

    A short one (``21/10 (2.1)``) is read at a glance, and stays.
    """
    return _EXACT.sub(r"\1", text)


def _shape(node: WalkedNode[_C], drawing: _Drawing[_C]) -> Drawing:
    # A position never searched is its drawing in a dashed frame; any other node
    # is its shape with the value, the position hanging below it.
    form = (
        node.side.lower()
        if node.kind == INNER and node.side in (MAX, MIN, CHANCE)
        else "table"
        if node.kind == TABLE
        else "box"
    )
    lines = (
        (_BLANK,)
        if drawing.sealed and node.kind == INNER
        else (drawing.show(node.config),)
        if node.kind == PRUNED
        else (f"{'≥' if node.side == MAX else '≤'} {short(node.value)}",)
        if node.probed_only
        else (cut_bound(node.cut),)
        if node.cut is not None and not node.chance
        else value_lines(node.value, chance=node.chance, digits=drawing.words.digits)
    )
    return (
        framed(sketch_svg(drawing.sketch(node.config)))
        if node.kind == PRUNED and drawing.sketch is not None
        else shape_svg(form, tuple(decimal(drawing.words, line) for line in lines))
    )


_BLANK: Final = "\u2007" * 4  # an inner node's value on an exercise's page: room, no digit


def _sealed(node: WalkedNode[_C]) -> WalkedNode[_C]:
    return node._replace(
        kind=INNER if node.kind == INNER else LEAF, cut=None, probed_only=False, quiet=False
    )


def _classes(node: WalkedNode[_C]) -> str:
    # "quiet" stays last: a class list that ends in it marks a quiescence node.
    return (
        f"node {node.kind}"
        + (f" {node.side.lower()}" if node.kind == INNER and node.side else "")
        + (" probe" if node.probed_only else "")
        + (" cut" if node.cut is not None else "")
        + (" nothing" if node.pruned_nothing else "")
        + (" quiet" if node.quiet else "")
    )


def _title(node: WalkedNode[_C], show: Callable[[_C], str], words: Words) -> str:
    return (words.quiescence if node.quiet else "") + (
        words.pruned_title.format(show(node.config))
        if node.kind == PRUNED
        else (
            side_name(words, node.side)
            if node.side
            else words.leaf
            if node.kind == LEAF
            else words.table
            if node.kind == TABLE
            else node.kind
        )
        + f" {show(node.config)}: "
        + decimal(words, value_text(node.value, chance=node.chance, digits=words.digits))
    )


def _bound_text(node: WalkedNode[_C], words: Words = EN) -> str:
    """Beside a cut: what the search passes up, if not the lecture's bound written inside."""
    return (
        ""
        if node.cut is None
        else f"{'≤' if node.cut.low else '≥'} {short(node.cut.value)}"
        if node.chance
        else ""
        if cut_bound(node.cut) == f"{'≤' if node.cut.low else '≥'} {node.value}"
        else words.passes.format(short(node.value))
    )


def _node_svg(node: WalkedNode[_C], drawing: _Drawing[_C], parent: bool) -> str:
    shape = _shape(node, drawing)
    below = (
        sketch_svg(drawing.sketch(node.config))
        if drawing.sketch is not None and node.kind != PRUNED
        else None
    )
    under = shape.height + (below.height + 4 if below is not None else 0) + 13
    middle = shape.height / 2
    bound = (
        "" if drawing.sealed else escape(decimal(drawing.words, _bound_text(node, drawing.words)))
    )
    window = (
        _BLANK * 3
        if drawing.sealed or node.window is None
        else window_text(node.window, chance=False)
        if not node.chance
        else f"α={short(node.window[0])} β={short(node.window[1])}"
    )
    return (
        f'<g class="{_classes(_sealed(node) if drawing.sealed else node)}"'
        f' id="{node_id(node.path)}">'
        + (
            ""
            if drawing.sealed
            else f"<title>{escape(_title(node, drawing.show, drawing.words))}</title>"
        )
        + shape.svg
        + (
            f'<g class="sketch" transform="translate({-below.width / 2:.1f},'
            f'{shape.height + 4:.1f})">'
            f"{below.svg}</g>"
            if below is not None
            else ""
        )
        + (
            f'<text class="window" x="0" y="{under:.1f}">'
            f"{escape(decimal(drawing.words, window))}"
            "</text>"
            if node.window is not None and node.kind == INNER and drawing.windows
            else ""
        )
        + (
            f'<text class="bound" x="{shape.width / 2 + 5:.1f}" y="{middle:.1f}">{bound}</text>'
            if bound and node.chance
            else f'<text class="bound passed" x="0" y="{under + 19:.1f}">{bound}</text>'
            if bound
            else ""
        )
        + (
            f'<g class="toggle"><rect x="{-shape.width / 2 - 27:.1f}" y="{middle - 10:.1f}"'
            f' width="20" height="20" rx="4"/><text x="{-shape.width / 2 - 17:.1f}"'
            f' y="{middle:.1f}">▾</text></g>'
            if parent
            else ""
        )
        + "</g>"
    )


def _edge_svg(node: WalkedNode[_C], label: str) -> str:
    # The script places the edge and its label; the label stands just above the node.
    return (
        f'<polyline class="edge{" pruned" if node.kind == PRUNED else ""}"'
        f' id="e_{node_id(node.path)}" points=""/>'
        + (
            f'<text class="edge-label{" pruned" if node.kind == PRUNED else ""}"'
            f' id="p_{node_id(node.path)}" x="0" y="-5">{escape(label)}</text>'
            if label
            else ""
        )
    )


def _svg(nodes: tuple[WalkedNode[_C], ...], drawing: _Drawing[_C]) -> str:
    by_path = {node.path: node for node in nodes}
    parents = frozenset(node.path[:-1] for node in nodes if node.path)
    return "\n".join(
        (
            '<svg xmlns="http://www.w3.org/2000/svg" id="tree" role="img"'
            f' aria-label="{escape(drawing.words.tree)}">',
            '<g id="view"><g id="edges">',
            *(
                _edge_svg(
                    _sealed(node) if drawing.sealed else node,
                    edge_label(node, by_path.get(node.path[:-1]), drawing.move),
                )
                for node in nodes
                if node.path
            ),
            '</g><g id="nodes">',
            *(_node_svg(node, drawing, node.path in parents) for node in nodes),
            "</g></g>",
            "</svg>",
        )
    )


def _key(nodes: tuple[WalkedNode[_C], ...], drawing: _Drawing[_C]) -> str:
    """The key: an entry for every shape, colour and line that this page draws."""
    inner_nodes = tuple(n for n in nodes if n.kind == INNER)
    inner = tuple(n.side for n in inner_nodes)
    cuts = tuple(n for n in nodes if n.cut is not None)
    sketches = (drawing.sketch(n.config) for n in nodes) if drawing.sketch is not None else ()
    grids = tuple(sketch for sketch in sketches if isinstance(sketch, Grid))
    marks = "".join("".join(g.rows) for g in grids if not g.discs)
    discs = "".join("".join(g.rows) for g in grids if g.discs)
    moves = drawing.move is not None and any(n.side in (MAX, MIN) for n in inner_nodes)
    entries = (
        ("max", MAX in inner),
        ("min", MIN in inner),
        ("chance", CHANCE in inner),
        ("leaf", any(n.kind not in (INNER, PRUNED, TABLE) for n in nodes)),
        ("table", any(n.kind == TABLE for n in nodes)),
        ("quiescence", any(n.quiet for n in nodes)),
        ("probe", any(n.probed_only for n in nodes)),
        ("current", True),
        ("unseen", True),
        ("cut", any(not n.pruned_nothing for n in cuts)),
        ("nothing", any(n.pruned_nothing for n in nodes)),
        ("pruned", any(n.kind == PRUNED for n in nodes)),
        ("bound", bool(cuts)),
        ("passed", any(_bound_text(n).startswith("pass") for n in cuts)),
        ("window", any(n.window is not None for n in inner_nodes)),
        ("move", moves),
        ("probability", any(n.probability is not None for n in nodes)),
        ("xmark", "X" in marks),
        ("omark", "O" in marks),
        ("x", "X" in discs),
        ("o", "O" in discs),
        ("toggle", len(nodes) > 1),
    )  # fmt: skip
    return (
        '<ul id="key">'
        + "".join(
            f'<li><svg viewBox="0 0 28 20" aria-hidden="true">{_SWATCHES[name]}</svg>'
            f"{escape(said)}</li>"
            for (name, used), said in zip(entries, drawing.words.key, strict=True)
            if used
        )
        + "</ul>"
    )


def html_page(
    traced: Traced[_C],
    show: Callable[[_C], str],
    title: str,
    *,
    sketch: Callable[[_C], Sketch] | None = None,
    move: Move[_C] | None = None,
    sealed: bool = False,
    extra: str = "",
    lang: Words = EN,
) -> str:
    """One self-contained HTML page that draws the search and steps through it.

    ``sketch`` draws a position small in its node; ``move`` names the move into a
    node below MAX or MIN. ``sealed`` draws the tree for an exercise: no value of an
    inner node, no window, cut, title or step in it. ``extra`` is HTML put at the end
    of the body, after the page's script, which leaves ``window.fnsearch`` for it:
    ``show(k)``, ``steps``, ``current()`` and ``whole(on)`` (the whole tree at full
    size, or folded again). ``lang`` is the words of the page (:data:`~fnsearch.trace.words.DE`:
    in German, its ``lang`` attribute ``de``).

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "5.2").count('class="node ')
    13
    """
    nodes = traced_tree(traced)
    # A node's window is written under it unless no window narrows (as minimax's never does).
    windows = sealed or any(
        node.window not in (None, (-INFINITY, INFINITY)) for node in nodes if node.kind == INNER
    )
    drawing = _Drawing(show, sketch, move, sealed, windows, lang)
    return (
        replaced(_TEMPLATE, lang.page)
        .replace("{style}", _STYLE)
        .replace("{script}", _SCRIPT)
        .replace("{title}", escape(title))
        # A long position is cut short in the heading, whole in its tooltip.
        .replace("{heading}", escape(title if len(title) <= 72 else title[:71] + "…"))
        .replace("{key}", _key(nodes, drawing))
        .replace("{svg}", _svg(nodes, drawing))
        .replace("{total}", str(1 if sealed else len(traced.steps)))
        .replace("{leaves}", str(traced.leaves))
        .replace(
            "{data}",
            json.dumps(_data(traced, nodes, drawing), ensure_ascii=False).replace("<", "\\u003c"),
        )
        # Last, so that nothing in the extra HTML is taken for a placeholder.
        .replace("{extra}", extra)
    )


def compare_page(
    traces: tuple[NamedTrace[_C], ...],
    show: Callable[[_C], str],
    title: str,
    *,
    sketch: Callable[[_C], Sketch] | None = None,
    move: Move[_C] | None = None,
    lang: Words = EN,
) -> str:
    """One page that shows the same position searched several ways, side by side or in tabs.

    Each search is its ``html_page`` under its name, counts and a bar of the leaves evaluated.

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> way = NamedTrace("alpha-beta", trace(TREE_CONFIG, FIGURE_5_2, WHITE))
    >>> compare_page((way, way), render_tree, "Figure 5.2").count("<iframe")
    2
    """
    frames = "".join(
        '<div class="search"><div class="stepper">'
        '<button type="button" class="back">&lsaquo;</button><span class="counter"></span>'
        '<button type="button" class="forward">&rsaquo;</button></div>'
        f'<iframe id="frame{index}" title="{escape(named.name)}"'
        + (' class="on"' if index == 0 else "")
        + ' srcdoc="'
        + escape(
            html_page(
                named.traced, show, f"{title}: {named.name}", sketch=sketch, move=move, lang=lang
            ),
            quote=True,
        )
        + '"></iframe></div>'
        for index, named in enumerate(traces)
    )
    return (
        replaced(_COMPARE, lang.page)
        .replace("{title}", escape(title))
        .replace("{count}", str(len(traces)))
        .replace("{tabs}", _tabs(traces, lang))
        .replace("{frames}", frames)
    )


def _tabs(traces: tuple[NamedTrace[_C], ...], words: Words) -> str:
    counts = tuple((visited(traced_tree(named.traced)), named.traced.evaluated) for named in traces)
    return "".join(
        f'<button type="button" role="tab" id="tab{index}" data-tab="{index}"'
        f' aria-selected="{"true" if index == 0 else "false"}">'
        f'{escape(named.name)}<br><small class="counts">'
        + words.counts.format(counts[index][0], named.traced.evaluated, named.traced.leaves)
        + "</small>"
        # A search with the counts of one before it says so.
        + (
            ""
            if counts.index(counts[index]) == index
            else f'<small class="same">'
            f"{escape(words.same.format(traces[counts.index(counts[index])].name))}</small>"
        )
        + f'<span class="leaves" style="width:'
        f' {100 * named.traced.evaluated / max(1, named.traced.leaves):.0f}%">'
        '<span class="so-far"></span></span></button>'
        for index, named in enumerate(traces)
    )


def asset(name: str) -> str:
    """The text of the file ``name`` in the page's ``assets`` folder."""
    return (files("fnsearch.trace.page") / "assets" / name).read_text(encoding="utf-8")


# The pages, with ``{placeholders}`` for their parts; their style sheet and script.
_TEMPLATE: Final = asset("page.html")
_COMPARE: Final = asset("compare.html")
_STYLE: Final = asset("page.css")
_SCRIPT: Final = asset("page.js")


def _swatch(line: str) -> tuple[str, str]:
    name, drawing = line.removeprefix('<symbol id="').split('">', 1)
    return name, drawing.removesuffix("</symbol>")


_SWATCHES: Final = dict(
    _swatch(line) for line in asset("swatches.svg").splitlines() if line.startswith("<symbol")
)
"""The key's swatch of each entry, by name (``assets/swatches.svg``)."""
