"""A position of a game traced and drawn: the choices of the ``trace`` command, in one place.

:func:`prepared` checks what was asked, :func:`traced_game` runs it, ``*_of`` draw it.
"""

from __future__ import annotations

import json
from typing import Generic, NamedTuple, TypeVar, final

from returns.result import Failure, Result, Success

from fnsearch.core.chance_config import Score
from fnsearch.core.config import Player
from fnsearch.core.evaluation import Evaluation
from fnsearch.engine.options import (
    CHANCE_ALGORITHMS,
    DETERMINISTIC_ALGORITHMS,
    Algorithm,
    ChanceAlgorithm,
    SearchOptions,
)
from fnsearch.engine.table import empty_table
from fnsearch.games.moves import side_to_move
from fnsearch.games.random_tree import MAX_RANDOM_LEAVES
from fnsearch.games.record import Game
from fnsearch.trace.page import NamedTrace, compare_page, html_page, typed_moves, visited
from fnsearch.trace.picture import dot_source
from fnsearch.trace.practice import PracticeOptions, practice_page
from fnsearch.trace.run import chance_trace, leaf_count, trace
from fnsearch.trace.simulation import adapted, bound, describe, render_trace, value_text
from fnsearch.trace.steps import ENTER, LEAF, RESUME, RETURN, Traced
from fnsearch.trace.walked_tree import traced_tree
from fnsearch.trace.words import EN, Words

C = TypeVar("C")
_A = TypeVar("_A", bound=str)


@final
class TraceRequest(NamedTuple):
    """What a trace of a game's position is asked for, each option by name."""

    depth: int | None = None
    """The depth limit in plies; ``None``: to the end, which a big game refuses."""
    algorithm: str | None = None
    """One of :data:`~fnsearch.engine.options.ALGORITHMS`; ``None``: the game's default."""
    player: Player | None = None
    """Who moves where the positions do not say (a tree: White unless told)."""
    quiescence: int | None = None
    extensions: int = 0
    words: Words = EN
    """The words of the text and the pages (:data:`~fnsearch.trace.words.DE`: German)."""


@final
class Prepared(NamedTuple, Generic[C]):
    """A search ready to trace: the game, its position, who moves, the algorithm chosen."""

    record: Game[C]
    config: C
    player: Player
    algorithm: Algorithm | ChanceAlgorithm
    request: TraceRequest

    @property
    def title(self) -> str:
        """The position, and for a game of chance the search (its searches draw different trees)."""
        return self.record.render(self.config) + (
            "" if self.record.chance is None else f" ({self.algorithm})"
        )


def prepared(record: Game[C], config: C, request: TraceRequest) -> Result[Prepared[C], str]:
    """The search ``request`` asks for on ``config``, or the one-line reason it cannot be.

    A big game needs a depth, an algorithm must be of the game's kind.

    >>> from fnsearch.games.connect4 import game as connect4
    >>> prepared(connect4.GAME, connect4.START, TraceRequest())
    <Failure: connect4 is too big to trace to the end: give --depth (a few plies)>
    """
    return (
        Failure(f"{record.name} is too big to trace to the end: give --depth (a few plies)")
        if request.depth is None and not record.limits.unlimited
        else _algorithm(record, request.algorithm).bind(
            lambda algorithm: side_to_move(record, config, request.player).map(
                lambda player: Prepared(record, config, player, algorithm, request)
            )
        )
    )


def _algorithm(record: Game[C], algorithm: str | None) -> Result[Algorithm | ChanceAlgorithm, str]:
    # The game's default, or the algorithm named if it is of the game's kind.
    chance = record.chance is not None
    names: tuple[Algorithm | ChanceAlgorithm, ...] = (
        CHANCE_ALGORITHMS if chance else DETERMINISTIC_ALGORITHMS
    )
    found = _named(names, ("star1" if chance else "alphabeta") if algorithm is None else algorithm)
    return (
        Failure(
            f"{record.name} is {'' if chance else 'not '}a game of chance: trace it with"
            f" --algorithm {', '.join(names[:-1])} or {names[-1]}, not {algorithm}"
        )
        if found is None
        else Success(found)
    )


def _named(names: tuple[_A, ...], name: str | None) -> _A | None:
    return next((each for each in names if each == name), None)


def traced_game(ready: Prepared[C]) -> Result[Traced[C], str]:
    """Trace the prepared search; a game that breaks its contract raises ``ContractError``."""
    return Success(_traced(ready, ready.algorithm))


def _traced(
    ready: Prepared[C],
    algorithm: Algorithm | ChanceAlgorithm,
    *,
    order: Evaluation[C] | None = None,
    table: bool = False,
) -> Traced[C]:
    # ``order`` and ``table`` are the deterministic searches' (a comparison sets
    # them side by side); a game of chance has its three searches instead.
    return (
        chance_trace(
            ready.record.chance.instance,
            ready.config,
            ready.player,
            algorithm=_named(CHANCE_ALGORITHMS, algorithm) or "star1",
            depth=ready.request.depth,
            evaluate=ready.record.chance.evaluate,
            bounds=ready.record.chance.bounds(ready.config),
        )
        if ready.record.chance is not None
        else trace(
            ready.record.instance,
            ready.config,
            ready.player,
            SearchOptions(
                depth=ready.request.depth,
                evaluate=ready.record.evaluate,
                algorithm=_named(DETERMINISTIC_ALGORITHMS, algorithm) or "alphabeta",
                quiescence=ready.request.quiescence,
                extensions=ready.request.extensions,
                order=order,
                table=empty_table() if table else None,
            ),
        )
    )


def whole_tree(ready: Prepared[C], traced: Traced[C]) -> Traced[C] | None:
    """Minimax's walk of the whole tree for an exercise; ``None`` past a horizon or too big."""
    return (
        _traced(ready, "minimax")
        if ready.request.quiescence is None
        and not ready.request.extensions
        and traced.leaves <= MAX_RANDOM_LEAVES
        else None
    )


def compared(ready: Prepared[C]) -> Result[tuple[NamedTrace[C], ...], str]:
    """The position searched several ways: minimax, alpha-beta, ordered, with a table.

    A small tree without an order of its own is also searched best and worst first (by
    the exact values); a game of chance by its three searches.
    """
    return Success(
        tuple(
            NamedTrace(way.name, _traced(ready, way.algorithm, order=way.order, table=way.tabled))
            for way in _ways(ready)
        )
    )


class _Way(NamedTuple, Generic[C]):
    name: str
    algorithm: Algorithm | ChanceAlgorithm
    order: Evaluation[C] | None = None
    tabled: bool = False


def _ways(ready: Prepared[C]) -> tuple[_Way[C], ...]:
    record = ready.record
    ordered = record.order is not None
    exact = (
        record.chance is None
        and not ordered
        and record.limits.unlimited
        and leaf_count(record.instance, ready.config, ready.player, None) <= MAX_RANDOM_LEAVES
    )
    values: dict[C, int] = _exact(ready) if exact else {}
    sorted_, table, best, worst = ready.request.words.ways
    tabled = _Way[C](
        f"alpha-beta,{f' {sorted_},' if ordered else ''} {table}",
        "alphabeta",
        record.order,
        tabled=True,
    )
    return (
        tuple(_Way[C](name, name) for name in CHANCE_ALGORITHMS)
        if record.chance is not None
        else (
            _Way("minimax", "minimax"),
            _Way("alpha-beta", "alphabeta"),
            *((_Way[C](f"alpha-beta, {sorted_}", "alphabeta", record.order),) if ordered else ()),
            *(
                (
                    _Way[C](f"alpha-beta, {best}", "alphabeta", values.__getitem__),
                    _Way[C](f"alpha-beta, {worst}", "alphabeta", lambda config: -values[config]),
                )
                if exact
                else ()
            ),
            *((tabled,) if record.transpositions else ()),
        )
    )


def _exact(ready: Prepared[C]) -> dict[C, int]:
    """Every position below the prepared one, with its exact value: minimax's to the end."""
    whole = trace(
        ready.record.instance, ready.config, ready.player, SearchOptions(algorithm="minimax")
    )
    return {step.config: int(step.value) for step in whole.steps if step.kind in (LEAF, RETURN)}


def text_of(ready: Prepared[C], traced: Traced[C]) -> str:
    """The hand simulation of the trace, as the terminal shows it."""
    return render_trace(traced, ready.record.render, ready.request.words)


def json_of(ready: Prepared[C], traced: Traced[C]) -> str:
    """The trace as one JSON object, for a program to read.

    Its keys: ``game``, ``position`` (as typed), ``player`` (``"white"``/``"black"``),
    ``algorithm``, ``depth`` (``null``: to the end), ``value`` (the root's), ``evaluated`` and
    ``leaves`` (leaves valued, of the whole tree), ``visited`` (nodes), and ``steps``, one per line
    of the text trace: ``kind`` (``enter``, ``leaf``, ``return``, ``cut``, ...), ``path`` (the
    child indices from the root), ``position``, ``side`` (``MAX``, ``MIN``, ``CHANCE`` or ``""``),
    ``alpha`` and ``beta`` (``null`` without a window), ``value`` (``null`` on entering a node) and
    ``text``, the line itself. Values are strings as the text writes them (``-∞``, ``1/2 (0.5)``).
    """
    steps = traced.steps
    words = adapted(EN, steps)
    digits = words.digits
    found: dict[str, object] = {
        "game": ready.record.name,
        "position": ready.record.render(ready.config),
        "player": ready.player.name.lower(),
        "algorithm": ready.algorithm,
        "depth": ready.request.depth,
        "value": value_text(steps[-1].value, chance=steps[-1].chance, digits=digits)
        if steps
        else None,
        "evaluated": traced.evaluated,
        "leaves": traced.leaves,
        "visited": visited(traced_tree(traced)),
        "steps": [
            {
                "kind": step.kind,
                "path": list(step.path),
                "position": ready.record.render(step.config),
                "side": step.side,
                "alpha": None if step.window is None else _end(step.window[0], step.chance, digits),
                "beta": None if step.window is None else _end(step.window[1], step.chance, digits),
                "value": None
                if step.kind in (ENTER, RESUME)
                else value_text(step.value, chance=step.chance, digits=digits),
                "text": describe(step, ready.record.render, words),
            }
            for step in steps
        ],
    }
    return json.dumps(found, ensure_ascii=False)


def _end(value: Score, chance: bool, digits: int) -> str:
    return value_text(value, chance=True, digits=digits) if chance else bound(int(value))


def page_of(ready: Prepared[C], traced: Traced[C]) -> str:
    """The page that steps through the trace, the game's positions drawn small."""
    return html_page(
        traced,
        ready.record.render,
        f"{ready.record.name}: {ready.title}",
        sketch=ready.record.sketch,
        move=typed_moves(ready.record),
        lang=adapted(ready.request.words, traced.steps),
    )


def dot_of(ready: Prepared[C], traced: Traced[C]) -> str:
    """The Graphviz picture of the trace, the game's positions drawn small."""
    return dot_source(
        traced,
        ready.record.render,
        title=ready.title,
        sketch=ready.record.sketch,
        move=typed_moves(ready.record),
        sides=ready.record.sides,
    )


def exercise_of(
    ready: Prepared[C], traced: Traced[C], drawn: Traced[C] | None, grade: str = "both"
) -> str:
    """The exercise page of the trace, drawing ``drawn`` (:func:`whole_tree`) or the trace's.

    ``grade`` says whose values count (:data:`~fnsearch.trace.practice.GRADES`).
    """
    return practice_page(
        traced,
        ready.record.render,
        f"{ready.record.name}: {ready.title}",
        PracticeOptions(
            ready.record.instance.is_final,
            drawn,
            ready.record.sketch,
            typed_moves(ready.record),
            grade,
            lang=ready.request.words,
        ),
    )


def compared_page(ready: Prepared[C], ways: tuple[NamedTrace[C], ...]) -> str:
    """One page of the position searched several ways (:func:`compared`), side by side or tabbed."""
    return compare_page(
        ways,
        ready.record.render,
        f"{ready.record.name}: {ready.record.render(ready.config)}",
        sketch=ready.record.sketch,
        move=typed_moves(ready.record),
        lang=adapted(ready.request.words, (step for way in ways for step in way.traced.steps)),
    )


def compared_text(ways: tuple[NamedTrace[C], ...], words: Words = EN) -> str:
    """The counts of each way, one line each, as the terminal shows them."""
    return "\n".join(
        f"{way.name}: "
        + words.compared.format(
            visited(traced_tree(way.traced)), way.traced.evaluated, way.traced.leaves
        )
        for way in ways
    )
