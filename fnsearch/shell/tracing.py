"""The ``trace`` command: the hand simulation of a search, as text, a picture or a page.

The trace itself is computed by the core (:func:`fnsearch.algorithms.trace.trace`,
the engine's own search with its events recorded); this shell module bounds it in
time (in a child process, as every search of the program), writes the picture
through Graphviz and the page to files, and returns the text to print.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, NamedTuple

from returns.result import Failure, Result, Success

from fnsearch.algorithms.options import Algorithm
from fnsearch.algorithms.trace import render_trace, trace
from fnsearch.config import Player
from fnsearch.game import C, Game, GameUser
from fnsearch.games.registry import game
from fnsearch.page import html_page
from fnsearch.pictures import dot_source
from fnsearch.shell.bounded import stream_within
from fnsearch.shell.commands import parse_depth, parse_player, side_to_move
from fnsearch.shell.pictures import write_page, write_picture

__all__ = ["TRACE_SECONDS", "Outputs", "trace_command"]

TRACE_SECONDS: Final = 10.0
"""How long a trace may take: it is meant for the small trees the lectures draw."""


class Outputs(NamedTuple):
    """Where a trace goes besides the terminal: picture and page files, or ``None``."""

    svg: str | None = None
    png: str | None = None
    html: str | None = None


class _Rendered(NamedTuple):
    text: str
    dot: str
    page: str


def trace_command(
    name: str,
    position: str,
    player: str | None,
    depth: str | None,
    algorithm: Algorithm,
    outputs: Outputs = Outputs(),  # noqa: B008  # a NamedTuple: immutable, safe to share
) -> Result[str, str]:
    """The ``trace`` command: the search step by step, and the files it was asked for.

    >>> print(trace_command("tree", "((3,12),(2,4))", None, None, "alphabeta").unwrap())
    MAX ((3,12),(2,4))  α=-∞ β=+∞
      MIN (3,12)  α=-∞ β=+∞
        leaf 3 = 3
        leaf 12 = 12
      MIN (3,12) returns 3
      MIN (2,4)  α=3 β=+∞
        leaf 2 = 2
      MIN (2,4) cuts at 3 (2 ≤ α): pruned 4
    MAX ((3,12),(2,4)) returns 3
    3 of 4 leaves evaluated
    """
    return (
        parse_player(player)
        .bind(
            lambda side: parse_depth(depth).bind(
                lambda plies: game(name).bind(
                    lambda record: record.at(position, _tracer(side, plies, algorithm, outputs))
                )
            )
        )
        .bind(lambda done: done)
    )


def _tracer(
    side: Player | None, depth: int | None, algorithm: Algorithm, outputs: Outputs
) -> GameUser[Result[str, str]]:
    def use(record: Game[C], config: C) -> Result[str, str]:
        if depth is None and not record.limits.unlimited:
            return Failure(
                f"{record.name} is too big to trace to the end: give --depth (a few plies)"
            )
        return (
            side_to_move(record, config, side)
            .bind(lambda player: _bounded(record, config, player, depth, algorithm))
            .bind(lambda rendered: _written(rendered, outputs))
        )

    return use


def _bounded(
    record: Game[C], config: C, player: Player, depth: int | None, algorithm: Algorithm
) -> Result[_Rendered, str]:
    def make() -> Iterator[object]:
        traced = trace(
            record.instance,
            config,
            player,
            depth=depth,
            evaluate=record.evaluate,
            algorithm=algorithm,
        )
        yield _Rendered(
            render_trace(traced, record.render),
            dot_source(traced, record.render, title=record.render(config)),
            html_page(traced, record.render, f"{record.name}: {record.render(config)}"),
        )

    streamed = stream_within(make, TRACE_SECONDS)
    if streamed.error is not None:
        return Failure(streamed.error)
    if not streamed.items or not isinstance(streamed.items[0], _Rendered):
        return Failure(
            f"the trace did not finish within {TRACE_SECONDS:g} s: trace a smaller"
            " position or give a smaller --depth"
        )
    return Success(streamed.items[0])


def _written(rendered: _Rendered, outputs: Outputs) -> Result[str, str]:
    lines = [rendered.text]
    for path, is_page in ((outputs.svg, False), (outputs.png, False), (outputs.html, True)):
        if path is None:
            continue
        written = write_page(rendered.page, path) if is_page else write_picture(rendered.dot, path)
        if not isinstance(written, Success):
            return Failure(written.failure())
        lines.append(f"wrote {written.unwrap()}")
    return Success("\n".join(lines))
