"""A traced search as the lecture draws it, in the DOT language, with a key above the tree."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Final, TypeVar

from fnsearch.core.config import Player
from fnsearch.core.events import CHANCE, MAX, MIN
from fnsearch.games.record import Sides
from fnsearch.games.sketch import Coins, Grid, Sketch
from fnsearch.trace.simulation import cut_bound, cut_reason, number, value_text, window_text
from fnsearch.trace.steps import Path, Traced
from fnsearch.trace.walked_tree import (
    INNER,
    LEAF,
    PRUNED,
    TABLE,
    WalkedNode,
    edge_label,
    node_id,
    traced_tree,
)

_C = TypeVar("_C")


# Sizes in points: Graphviz's SVG measures its drawing in points, which a browser
# shows at 100 % as 4/3 px each; on a projector no text should be under 12 pt.
_FONT: Final = 14
_VALUE_FONT: Final = 16
_COINS_IN_A_ROW: Final = 5
_KEY_COLUMNS: Final = 2
_WIDER: Final = 0.1

_CUT_COLOUR: Final = "red3"
_EMPTY_CUT_COLOUR: Final = "darkorange2"
_PRUNED_COLOUR: Final = "grey60"
_QUIET_COLOUR: Final = "blue3"
_GRID_COLOUR: Final = "grey55"
_DISC_COLOURS: Final = {"X": "#d62728", "O": "#e6a100"}
_COIN_COLOUR: Final = "#b8860b"


_QUIET: Final = f", style=dashed, color={_QUIET_COLOUR}"
# A cell cannot have rounded corners; a table in it can.
_ROUNDED: Final = (
    '<TABLE BORDER="1" STYLE="rounded" WIDTH="34" HEIGHT="16"><TR><TD></TD></TR></TABLE>'
)


def _dot_string(text: str) -> str:
    # Quoted: quotes and backslashes escaped, lines as \n.
    return (
        '"'
        + text.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "").replace("\n", "\\n")
        + '"'
    )


def dot_source(
    traced: Traced[_C],
    show: Callable[[_C], str],
    *,
    title: str = "",
    sketch: Callable[[_C], Sketch] | None = None,
    move: Callable[[_C, Player, _C], str] | None = None,
    sides: Sides = Sides(),  # noqa: B008  # a NamedTuple: immutable
) -> str:
    """The DOT text of the tree ``traced`` walked, pruned successors and cuts marked.

    Nodes are named by their path (``n``, ``n_0``, ...). ``sketch`` draws a position
    small in its node, ``move`` labels an edge with the move as typed, ``sides``
    names the players in the key.

    >>> from fnsearch import WHITE
    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> dot_source(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree).count("->")
    12
    """
    nodes = traced_tree(traced)
    by_path = {node.path: node for node in nodes}
    labels = {
        node.path: edge_label(node, by_path[node.path[:-1]], move) for node in nodes if node.path
    }
    # A tree of a game of chance has its probabilities on the edges: more room between layers.
    room = (
        "nodesep=0.5, ranksep=0.6" if nodes[:1] and nodes[0].chance else "nodesep=0.3, ranksep=0.5"
    )
    # The colours of discs and coins, where the picture draws them: as the root's sketch does.
    root = None if sketch is None or not nodes else sketch(nodes[0].config)
    return "\n".join(
        (
            "digraph search {",
            _label_line(_entries(nodes, labels, root, sides), title),
            f'  graph [ordering=out, {room}, fontname="Helvetica", fontsize={_FONT}];',
            f'  node [fontname="Helvetica", fontsize={_FONT}, margin="0.08,0.04"];',
            f'  edge [arrowhead=none, fontname="Helvetica", fontsize={_FONT}];',
            *(_node_line(node, show, sketch) for node in nodes),
            *(_edge_line(node, labels[node.path]) for node in nodes if node.path),
            "}",
            "",
        )
    )


def _lines(node: WalkedNode[_C], show: Callable[[_C], str]) -> tuple[str, ...]:
    """The text in a node: its value (a pruned one: its position), its window, its cut."""
    return (
        tuple(show(node.config).split("\n"))
        if node.kind == PRUNED
        else (value_text(node.value, chance=node.chance),)
        if node.kind != INNER
        else (
            f"{'≥' if node.side == MAX else '≤'} {number(node.value)} (probe)"
            if node.probed_only
            else value_text(node.value, chance=node.chance),
            *(() if node.window is None else (window_text(node.window, chance=node.chance),)),
            *(() if node.cut is None else (f"cut: {cut_reason(node.cut)}",)),
        )
    )


def _valued(node: WalkedNode[_C], show: Callable[[_C], str]) -> tuple[str, str]:
    """What a node returned (``""`` where its cut's bound says it), and the bound (or ``""``)."""
    # A bound is written "≤ " or "≥ " and a value as the value line writes it.
    returned = _lines(node, show)[0]
    bound = "" if node.cut is None else cut_bound(node.cut)
    return ("" if bound.split(" ", 1)[-1] == returned else returned), bound


def _text_label(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    # The node's text as the page writes it, with a cut's bound beside the value in brackets.
    returned, bound = _valued(node, show)
    first = bound if not returned else f"{returned} ({bound})" if bound else returned
    return "\n".join((first, *_lines(node, show)[1:]))


def _cut_colour(node: WalkedNode[_C]) -> str:
    return _EMPTY_CUT_COLOUR if node.pruned_nothing else _CUT_COLOUR


def _attributes(node: WalkedNode[_C], *, sketched: bool = False) -> str:
    """How a node is drawn; a quiescence node has a dashed blue outline (red at a cut)."""
    return (
        f"shape=box, style=dashed, color={_PRUNED_COLOUR}, fontcolor={_PRUNED_COLOUR}"
        if node.kind == PRUNED
        else "shape=box, style=rounded"
        if node.kind == TABLE
        else "shape=box" + (_QUIET if node.quiet else "")
        if node.kind != INNER
        else (
            "shape=ellipse"
            if node.side == CHANCE
            else ("shape=house" if sketched else "shape=triangle")
            if node.side == MAX
            else ("shape=invhouse" if sketched else "shape=invtriangle")
        )
        + (f", color={_cut_colour(node)}, penwidth=2" if node.cut is not None else "")
        + ((", style=dashed" if node.cut is not None else _QUIET) if node.quiet else "")
        + (", style=dashed" if node.probed_only else "")
    )


def _tooltip(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    return ("quiescence " if node.quiet else "") + (
        f"pruned {show(node.config)}"
        if node.kind == PRUNED
        else f"{node.side} {show(node.config)}"
        if node.kind == INNER
        else f"leaf {show(node.config)}"
        if node.chance
        else f"{node.kind} {show(node.config)} = {node.value}"
    )


def _node_line(
    node: WalkedNode[_C], show: Callable[[_C], str], sketch: Callable[[_C], Sketch] | None
) -> str:
    return (
        f"  {node_id(node.path)} [{_attributes(node, sketched=sketch is not None)},"
        + (
            f" label={_dot_string(_text_label(node, show))},"
            if sketch is None
            else f" label=<{_html_label(node, sketch(node.config), show)}>,"
        )
        + f" tooltip={_dot_string(_tooltip(node, show))}];"
    )


def _table(rows: tuple[str, ...], *, spacing: int = 1) -> str:
    return (
        f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="{spacing}" CELLPADDING="0">'
        + "".join(f"<TR><TD>{row}</TD></TR>" for row in rows)
        + "</TABLE>"
    )


def _html_label(node: WalkedNode[_C], sketch: Sketch, show: Callable[[_C], str]) -> str:
    """A node's label: its position drawn small, above its value, its window and its cut."""
    return _table(
        (
            _grid_html(sketch, faded=node.kind == PRUNED)
            if isinstance(sketch, Grid)
            else _coins_html(sketch.coins, faded=node.kind == PRUNED)
            if isinstance(sketch, Coins)
            else _table(tuple(escape(line) for line in sketch.lines)),
            *(() if node.kind == PRUNED else (_value_html(node, show),)),
            *(() if node.kind != INNER else map(escape, _lines(node, show)[1:])),
        ),
        spacing=2,
    )


def _value_html(node: WalkedNode[_C], show: Callable[[_C], str]) -> str:
    returned, bound = _valued(node, show)
    return (
        (f'<FONT POINT-SIZE="{_VALUE_FONT}"><B>{escape(returned)}</B></FONT>' if returned else "")
        + (" " if returned and bound else "")
        + (
            f'<FONT POINT-SIZE="{_VALUE_FONT}" COLOR="{_cut_colour(node)}">'
            + escape(f"({bound})" if returned else bound)
            + "</FONT>"
            if bound
            else ""
        )
    )


def _grid_html(grid: Grid, *, faded: bool) -> str:
    # A table of fixed size: in a node wider than the board its cells stay together.
    cell = 15 if grid.discs else 17
    return (
        f'<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="0"'
        f' COLOR="{_PRUNED_COLOUR if faded else _GRID_COLOUR}" FIXEDSIZE="TRUE"'
        f' WIDTH="{cell * max(map(len, grid.rows), default=0)}"'
        f' HEIGHT="{cell * len(grid.rows)}">'
        + "".join(
            "<TR>"
            + "".join(_cell_html(mark, size=cell, discs=grid.discs, faded=faded) for mark in row)
            + "</TR>"
            for row in grid.rows
        )
        + "</TABLE>"
    )


def _cell_html(mark: str, *, size: int, discs: bool, faded: bool) -> str:
    return (
        f'<TD FIXEDSIZE="TRUE" WIDTH="{size}" HEIGHT="{size}">'
        + (
            ""
            if mark not in _DISC_COLOURS
            else f'<FONT COLOR="{_PRUNED_COLOUR if faded else _DISC_COLOURS[mark]}">●</FONT>'
            if discs
            else f"<B>{escape(mark)}</B>"
        )
        + "</TD>"
    )


def _coins_html(coins: int, *, faded: bool) -> str:
    # Coins come in rows of five, which a reader counts at a glance.
    return _table(
        tuple(
            f'<FONT COLOR="{_PRUNED_COLOUR if faded else _COIN_COLOUR}">'
            + "●" * min(_COINS_IN_A_ROW, coins - start)
            + "</FONT>"
            for start in range(0, coins, _COINS_IN_A_ROW)
        )
        or ("no coins",)
    )


def _edge_line(node: WalkedNode[_C], label: str) -> str:
    pruned = node.kind == PRUNED
    grey = f", style=dashed, color={_PRUNED_COLOUR}"
    return f"  {node_id(node.path[:-1])} -> {node_id(node.path)}" + (
        f" [label={_dot_string(label)}"
        + (f"{grey}, fontcolor={_PRUNED_COLOUR}" if pruned else "")
        + "];"
        if label
        else f" [{grey[2:]}];"
        if pruned
        else ";"
    )


def _sample(content: str, *, border: str = "", colour: str = "black", width: int = 1) -> str:
    """The left cell of an entry of the key: a symbol, or a little box drawn as the nodes are."""
    return (
        f'<TD WIDTH="40" HEIGHT="20" BORDER="{width if border else 0}" COLOR="{colour}"'
        + (f' STYLE="{border}"' if border not in ("", "solid") else "")
        + f">{content}</TD>"
    )


def _entries(
    nodes: tuple[WalkedNode[_C], ...], labels: Mapping[Path, str], root: Sketch | None, sides: Sides
) -> tuple[tuple[str, str], ...]:
    """The key: a sample and its words for each shape, colour, line and label the picture uses."""
    move = next((labels[n.path] for n in nodes if n.path and n.probability is None), "")
    chance = next((labels[n.path] for n in nodes if n.path and n.probability is not None), "")
    inner = tuple(n for n in nodes if n.kind == INNER)
    emptied = tuple(n.pruned_nothing for n in nodes if n.cut is not None)
    discs = isinstance(root, Grid) and root.discs
    cut = _sample("≤ ≥", border="solid", colour=_CUT_COLOUR, width=2)
    nothing = _sample("≤ ≥", border="solid", colour=_EMPTY_CUT_COLOUR, width=2)
    pruned = _sample("", border="dashed", colour=_PRUNED_COLOUR)
    quiet = _sample("", border="dashed", colour=_QUIET_COLOUR)
    circle, window, probe = _sample("◯"), _sample("α β"), _sample("", border="dashed")
    entries = (
        (any(n.side == MAX for n in inner), _sample("△"), f"MAX node: {sides.white} to move"),
        (any(n.side == MIN for n in inner), _sample("▽"), f"MIN node: {sides.black} to move"),
        (any(n.side == CHANCE for n in inner), circle, "chance node: outcomes weighed"),
        (any(n.kind == LEAF for n in nodes), _sample("", border="solid"), "leaf"),
        (any(n.kind == TABLE for n in nodes), _sample(_ROUNDED), "value from the table"),
        (any(n.window is not None for n in inner), window, "the window the node received"),
        (not all(emptied), cut, "cut: the bound it proves, and why"),
        (any(emptied), nothing, "cut at the last child: nothing pruned"),
        (any(n.kind == PRUNED for n in nodes), pruned, "pruned: never searched"),
        (any(n.quiet for n in nodes), quiet, "quiescence, past the depth limit"),
        (any(n.probed_only for n in nodes), probe, "only probed (Star2)"),
        (bool(move), _sample(escape(move)), "on an edge: the move typed"),
        (bool(chance), _sample(escape(chance)), "on an edge: its probability"),
        (discs, _sample(f'<FONT COLOR="{_DISC_COLOURS["X"]}">●</FONT>'), "a disc of X"),
        (discs, _sample(f'<FONT COLOR="{_DISC_COLOURS["O"]}">●</FONT>'), "a disc of O"),
        (isinstance(root, Coins), _sample(f'<FONT COLOR="{_COIN_COLOUR}">●</FONT>'),
               "a coin of the pile"),
    )  # fmt: skip
    return tuple((sample, words) for used, sample, words in entries if used)


def _label_line(entries: tuple[tuple[str, str], ...], title: str) -> str:
    """The picture's label above the tree: the title, then the key, two entries a row."""
    # The room between the key's columns, in points.
    gap = max(
        (round(_WIDER * _FONT * len(words)) for _, words in entries[::_KEY_COLUMNS]), default=0
    )
    heading = "<BR/>".join(map(escape, title.splitlines()))
    return (
        '  label=<<TABLE BORDER="0" CELLSPACING="4" CELLPADDING="0">'
        + (f'<TR><TD><FONT POINT-SIZE="{_FONT + 4}">{heading}</FONT></TD></TR>' if title else "")
        + '<TR><TD><TABLE BORDER="1" CELLBORDER="0" CELLSPACING="3" CELLPADDING="2"'
        + f' COLOR="{_GRID_COLOUR}">'
        + "".join(
            "<TR>"
            + f'<TD WIDTH="{gap}"></TD>'.join(
                f'{sample}<TD ALIGN="LEFT">{escape(words)}</TD>'
                for sample, words in entries[start : start + _KEY_COLUMNS]
            )
            + "</TR>"
            for start in range(0, len(entries), _KEY_COLUMNS)
        )
        + "</TABLE></TD></TR></TABLE>>; labelloc=t;"
    )
