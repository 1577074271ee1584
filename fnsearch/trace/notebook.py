"""A traced search shown in a notebook: its stepping page inline, its hand simulation as text.

Jupyter shows the page in an ``<iframe srcdoc="...">`` (its script works there, its
style stays inside); ``print`` shows the text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Final, Protocol, final

from returns.result import Result, Success

from fnsearch.core.config import Player
from fnsearch.engine.options import plies_within
from fnsearch.games.record import C, Game, GameUser
from fnsearch.games.registry import REGISTRY, Registry
from fnsearch.trace.game_trace import TraceRequest, page_of, prepared, text_of, traced_game
from fnsearch.trace.page import html_page
from fnsearch.trace.page.stepping import asset
from fnsearch.trace.simulation import render_trace
from fnsearch.trace.steps import Traced
from fnsearch.trace.words import EN, Words, words_for

# The page folds and scales its tree to the room it has: one height serves every trace.
DEFAULT_HEIGHT: Final = 640

# Sets the frame before it to the height its page asks for, ``@MOST@`` pixels at most.
_FIT: Final = asset("fit.html").rstrip("\n")


class _Printer(Protocol):
    def text(self, obj: str, /) -> None: ...


@final
@dataclass(frozen=True, slots=True)
class TracePage:
    """A traced search as a notebook shows it: inline as its page, in plain text as its trace."""

    title: str
    text: str
    """The hand simulation, as the ``trace`` command prints it."""
    html: str
    """The page that steps through the search, as ``trace --html`` writes it."""
    height: int
    """How tall the frame is in the notebook, in pixels."""
    steps: int
    evaluated: int
    """The leaves the search valued, of the ``leaves`` of the whole tree to the depth limit."""
    leaves: int

    def _repr_html_(self) -> str:
        """The page in a frame of its own: nothing fetched, its script sandboxed."""
        return (
            f'<iframe srcdoc="{escape(self.html, quote=True)}" title="{escape(self.title)}"'
            f' sandbox="allow-scripts" width="100%" height="{self.height}"'
            f' style="width: 100%; height: {self.height}px; border: 1px solid #ccc;'
            ' background: #fff;"></iframe>' + _FIT.replace("@MOST@", str(self.height))
        )

    def _repr_pretty_(self, printer: _Printer, cycle: bool) -> None:
        """The hand simulation, for IPython's plain display (a terminal, a text export)."""
        return printer.text(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return (
            f"<TracePage {self.title!r}: {self.steps} steps,"
            f" {self.evaluated} of {self.leaves} leaves evaluated>"
        )


def trace_page(
    traced: Traced[C],
    show: Callable[[C], str],
    title: str,
    *,
    height: int | None = None,
    lang: Words = EN,
) -> TracePage:
    """The page and the text of a search traced by hand, positions written by ``show``.

    ``height`` is the frame's in pixels (default :data:`DEFAULT_HEIGHT`); ``lang`` the
    words of the text and the page (:data:`~fnsearch.trace.words.DE`: German).

    >>> from fnsearch.core.config import WHITE
    >>> from fnsearch.games.tree import WALKTHROUGH, TREE_CONFIG, render_tree
    >>> from fnsearch.trace.run import trace
    >>> trace_page(trace(TREE_CONFIG, WALKTHROUGH, WHITE), render_tree, "A-G")
    <TracePage 'A-G': 17 steps, 5 of 8 leaves evaluated>
    """
    return _page(
        traced,
        title,
        render_trace(traced, show, lang),
        html_page(traced, show, title, lang=lang),
        DEFAULT_HEIGHT if height is None else height,
    )


def show_trace(
    game: str,
    position: str | None = None,
    *,
    depth: int | None = None,
    algorithm: str | None = None,
    player: Player | None = None,
    registry: Registry = REGISTRY,
    lang: str = "en",
) -> Result[TracePage, str]:
    """Trace a search of ``position`` in the game named ``game``, as ``fnsearch trace`` does.

    The options are the ``trace`` command's (``lang="de"``: in German, as ``--lang de``);
    a bad one is a ``Failure`` with the command's message. Unlike the command, it has no
    time limit: give a deep game a small ``depth``.

    >>> show_trace("connect4")
    <Failure: connect4 is too big to trace to the end: give --depth (a few plies)>
    """
    # The command line's check and message for a bad --depth, which it reads from text.
    depth_checked: Result[int | None, str] = (
        Success(None)
        if depth is None
        else plies_within(depth, quoted=repr(str(depth)), name="depth")
    )
    return depth_checked.bind(
        lambda plies: words_for(lang).bind(
            lambda words: registry.game(game).bind(
                lambda record: record.at(
                    position,
                    _tracer(TraceRequest(plies, algorithm, player, words=words)),
                )
            )
        )
    ).bind(lambda shown: shown)


def _tracer(request: TraceRequest) -> GameUser[Result[TracePage, str]]:
    # The trace command's checks and messages, and its search (without its time bound).
    def use(record: Game[C], config: C) -> Result[TracePage, str]:
        return prepared(record, config, request).bind(
            lambda ready: traced_game(ready).map(
                lambda traced: _page(
                    traced,
                    f"{record.name}: {ready.title}",
                    text_of(ready, traced),
                    page_of(ready, traced),
                    DEFAULT_HEIGHT,
                )
            )
        )

    return use


def _page(traced: Traced[C], title: str, text: str, page: str, height: int) -> TracePage:
    return TracePage(title, text, page, height, len(traced.steps), traced.evaluated, traced.leaves)
