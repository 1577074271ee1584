"""The ``trace`` command: the hand simulation of a search, as text, a picture or a page.

The trace itself is computed by the core (:func:`fnsearch.trace.run.trace`,
the engine's own search with its events recorded; for a game of chance, a record
with ``chance`` set, :func:`fnsearch.trace.run.chance_trace`, the chance searches
with theirs) and drawn by it, the same way for both (:mod:`fnsearch.trace.simulation`,
:mod:`fnsearch.trace.picture`, :mod:`fnsearch.trace.page`); this shell module
bounds it in time (in a child process, as every search of the program), writes
the picture through Graphviz and the page to files, and returns the text to print.
The deterministic algorithms are refused for a game of chance, the chance searches
for a deterministic game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final, NamedTuple

from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import (
    beyond_horizon,
    parse_depth,
    parse_player,
    parse_plies,
    random_position,
    side_to_move,
)
from fnsearch.cli.bounded import stream_within
from fnsearch.cli.picture_files import write_page, write_picture
from fnsearch.core.config import Player
from fnsearch.engine.options import (
    CHANCE_ALGORITHMS,
    DETERMINISTIC_ALGORITHMS,
    Algorithm,
    ChanceAlgorithm,
)
from fnsearch.games.moves import typed_move
from fnsearch.games.random_tree import MAX_RANDOM_LEAVES
from fnsearch.games.record import C, ChanceRecord, Game, GameUser
from fnsearch.games.registry import REGISTRY, Registry
from fnsearch.trace.page import NamedTrace, compare_page, html_page, typed_moves, visited
from fnsearch.trace.picture import dot_source
from fnsearch.trace.practice import practice_page
from fnsearch.trace.run import chance_trace, trace
from fnsearch.trace.simulation import render_trace
from fnsearch.trace.steps import Traced
from fnsearch.trace.walked_tree import traced_tree

__all__ = ["TRACE_SECONDS", "Outputs", "trace_command"]

TRACE_SECONDS: Final = 10.0
"""How long a trace may take: it is meant for the small trees the lectures draw."""


class Outputs(NamedTuple):
    """Where a trace goes besides the terminal: picture and page files, or ``None``.

    With ``practice``, the page is the exercise (:mod:`fnsearch.trace.practice`) and
    nothing of the solution is printed or drawn.
    """

    svg: str | None = None
    png: str | None = None
    html: str | None = None
    practice: bool = False


class _Rendered(NamedTuple):
    text: str
    dot: str
    page: str


def trace_command(
    name: str,
    position: str,
    player: str | None,
    depth: str | None,
    algorithm: str | None,
    outputs: Outputs = Outputs(),  # noqa: B008  # a NamedTuple: immutable, safe to share
    *,
    quiescence: str | None = None,
    extensions: str | None = None,
    registry: Registry = REGISTRY,
    random: str | None = None,
    leaves: str | None = None,
    seed: str | None = None,
    compare: bool = False,
) -> Result[str, str]:
    """The ``trace`` command: the search step by step, and the files it was asked for.

    With ``compare`` the page written to ``outputs.html`` shows the position searched
    several ways (:func:`_compared`), and the text is their counts.

    ``algorithm`` is one of :data:`~fnsearch.engine.options.ALGORITHMS`, or
    ``None`` for the game's default: ``alphabeta`` for a deterministic game,
    ``star1`` for a game of chance. ``quiescence`` and ``extensions`` search on
    beyond the depth limit (a deterministic game that names noisy moves); the
    quiescence nodes are marked ``Q``. ``random`` (``B,D``), ``leaves`` and ``seed``
    draw the tree to trace instead of a position (:func:`~fnsearch.cli.arguments.random_position`).

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
    >>> print(trace_command("tree", "((3,12),(2,4))", None, None, None, compare=True))
    <Failure: --compare writes one page: give --html FILE (and no --svg or --png)>
    >>> print(trace_command("chancetree", "max(chance(1/2: 1, 1/2: 3), 1)", None, None,
    ...                     "expectiminimax").unwrap())
    MAX max(chance(1/2: 1, 1/2: 3), 1)
      CHANCE chance(1/2: 1, 1/2: 3)
        leaf 1 = 1
        1/2 · 1 → Σ = 1/2 (0.5)
        leaf 3 = 3
        1/2 · 3 → Σ = 2
      CHANCE chance(1/2: 1, 1/2: 3) returns 2
      leaf 1 = 1
    MAX max(chance(1/2: 1, 1/2: 3), 1) returns 2
    3 of 3 leaves evaluated
    """
    if compare and (outputs.html is None or outputs.svg is not None or outputs.png is not None):
        return Failure("--compare writes one page: give --html FILE (and no --svg or --png)")
    if compare and outputs.practice:
        return Failure("--compare and --practice write different pages: give one of them")
    return Result.do(
        traced
        for side in parse_player(player)
        for plies in parse_depth(depth)
        for quiet in parse_plies(quiescence, "--quiescence")
        for extended in parse_plies(extensions, "--extensions")
        for chosen in random_position(name, position, random, leaves=leaves, seed=seed)
        for _ in _practice_outputs(outputs)
        for record in registry.game(name)
        for traced in record.at(
            chosen, _tracer(side, plies, algorithm, outputs, (quiet, extended), compare=compare)
        )
    ).bind(lambda done: done)


def _tracer(
    side: Player | None,
    depth: int | None,
    algorithm: str | None,
    outputs: Outputs,
    beyond: tuple[int | None, int | None] = (None, None),
    *,
    compare: bool = False,
) -> GameUser[Result[str, str]]:
    def use(record: Game[C], config: C) -> Result[str, str]:
        checked = beyond_horizon(record, *beyond)
        if not isinstance(checked, Success):
            return Failure(checked.failure())
        quiescence, extensions = checked.unwrap()
        if depth is None and not record.limits.unlimited:
            return Failure(
                f"{record.name} is too big to trace to the end: give --depth (a few plies)"
            )
        chance = record.chance
        if chance is not None and outputs.practice:
            return Failure(
                f"--practice asks the values of a deterministic search: {record.name} is a game"
                " of chance"
            )
        if compare:
            return (
                side_to_move(record, config, side)
                .bind(
                    lambda player: _bounded(
                        lambda: _compared(record, config, player, depth, quiescence, extensions)
                    )
                )
                .bind(lambda rendered: _written(rendered, outputs))
            )
        if chance is not None:
            chance_algorithm = _chance_algorithm(algorithm)
            if chance_algorithm is None:
                return Failure(
                    f"{record.name} is a game of chance: trace it with --algorithm"
                    f" {', '.join(CHANCE_ALGORITHMS[:-1])} or {CHANCE_ALGORITHMS[-1]},"
                    f" not {algorithm}"
                )
            return (
                side_to_move(record, config, side)
                .bind(
                    lambda player: _bounded(
                        lambda: _chance_rendered(
                            record, chance, config, player, depth, chance_algorithm
                        )
                    )
                )
                .bind(lambda rendered: _written(rendered, outputs))
            )
        deterministic = _deterministic_algorithm(algorithm)
        if deterministic is None:
            return Failure(
                f"{record.name} is not a game of chance: trace it with --algorithm"
                f" {', '.join(DETERMINISTIC_ALGORITHMS[:-1])} or"
                f" {DETERMINISTIC_ALGORITHMS[-1]}, not {algorithm}"
            )
        return (
            side_to_move(record, config, side)
            .bind(
                lambda player: _bounded(
                    lambda: _rendered(
                        record,
                        config,
                        player,
                        depth,
                        deterministic,
                        quiescence,
                        extensions,
                        practice=outputs.practice,
                    )
                )
            )
            .bind(lambda rendered: _written(rendered, outputs))
        )

    return use


def _chance_algorithm(algorithm: str | None) -> ChanceAlgorithm | None:
    if algorithm is None:
        return "star1"
    return next((name for name in CHANCE_ALGORITHMS if name == algorithm), None)


def _deterministic_algorithm(algorithm: str | None) -> Algorithm | None:
    if algorithm is None:
        return "alphabeta"
    return next((name for name in DETERMINISTIC_ALGORITHMS if name == algorithm), None)


def _rendered(
    record: Game[C],
    config: C,
    player: Player,
    depth: int | None,
    algorithm: Algorithm,
    quiescence: int | None = None,
    extensions: int = 0,
    *,
    practice: bool = False,
) -> Result[_Rendered, str]:
    traced = trace(
        record.instance,
        config,
        player,
        depth=depth,
        evaluate=record.evaluate,
        algorithm=algorithm,
        quiescence=quiescence,
        extensions=extensions,
    )
    return Success(
        _exercise(
            traced,
            record,
            record.render(config),
            # The whole tree is drawn when the search has no quiescence nor extensions
            # (minimax walks the same nodes then) and it is small enough to draw.
            _whole(record, config, player, depth)
            if quiescence is None and not extensions and traced.leaves <= MAX_RANDOM_LEAVES
            else None,
        )
        if practice
        else _drawn(traced, record, record.render(config))
    )


def _chance_rendered(
    record: Game[C],
    chance: ChanceRecord[C],
    config: C,
    player: Player,
    depth: int | None,
    algorithm: ChanceAlgorithm,
) -> Result[_Rendered, str]:
    title = f"{record.render(config)} ({algorithm})"
    return chance_trace(
        chance.instance,
        config,
        player,
        algorithm=algorithm,
        depth=depth,
        evaluate=chance.evaluate,
        bounds=chance.bounds(config),
    ).map(lambda traced: _drawn(traced, record, title))


def _drawn(traced: Traced[C], record: Game[C], title: str) -> _Rendered:
    """The trace as text, as DOT text and as the page, titled ``title``."""
    return _Rendered(
        render_trace(traced, record.render),
        dot_source(
            traced,
            record.render,
            title=title,
            sketch=record.sketch,
            move=(
                None
                if record.sketch is None
                else lambda config, player, child: typed_move(record, config, player, child)
            ),
            sides=record.sides,
        ),
        html_page(
            traced,
            record.render,
            f"{record.name}: {title}",
            sketch=record.sketch,
            move=typed_moves(record),
        ),
    )


def _exercise(traced: Traced[C], record: Game[C], title: str, drawn: Traced[C] | None) -> _Rendered:
    """The exercise page of the trace, and a line that says what it is: no solution."""
    return _Rendered(
        f"exercise: {record.name} {title}",
        "",
        practice_page(
            traced,
            record.render,
            f"{record.name}: {title}",
            final=record.instance.is_final,
            drawn=drawn,
            sketch=record.sketch,
            move=typed_moves(record),
        ),
    )


def _whole(record: Game[C], config: C, player: Player, depth: int | None) -> Traced[C]:
    """The whole tree for an exercise page to draw: minimax's walk of it."""
    return trace(
        record.instance,
        config,
        player,
        depth=depth,
        evaluate=record.evaluate,
        algorithm="minimax",
    )


def _practice_outputs(outputs: Outputs) -> Result[None, str]:
    """Whether ``--practice`` has its page and draws no solution beside it."""
    if outputs.practice and outputs.html is None:
        return Failure("--practice writes the exercise page: give --html FILE")
    if outputs.practice and (outputs.svg is not None or outputs.png is not None):
        return Failure(
            "--practice writes the exercise only: leave out --svg and --png, which draw the"
            " solution (the same command without --practice writes it)"
        )
    return Success(None)


def _compared(
    record: Game[C],
    config: C,
    player: Player,
    depth: int | None,
    quiescence: int | None,
    extensions: int,
) -> Result[_Rendered, str]:
    """The position searched several ways, as one page: their counts, and each search's tab.

    A deterministic game: minimax, alpha-beta, alpha-beta with the game's move
    ordering, and with a table too when the game has transpositions; a game of
    chance: its three searches.
    """
    chance = record.chance
    if chance is not None:
        searches: list[NamedTrace[C]] = []
        for name in CHANCE_ALGORITHMS:
            found = chance_trace(
                chance.instance,
                config,
                player,
                algorithm=name,
                depth=depth,
                evaluate=chance.evaluate,
                bounds=chance.bounds(config),
            )
            if not isinstance(found, Success):
                return Failure(found.failure())
            searches.append(NamedTrace(name, found.unwrap()))
        named = tuple(searches)
    else:
        ways: list[tuple[str, Algorithm, bool, bool]] = [
            ("minimax", "minimax", False, False),
            ("alpha-beta", "alphabeta", False, False),
        ]
        if record.order is not None:
            ways.append(("alpha-beta, ordered", "alphabeta", True, False))
        if record.transpositions:
            ways.append(
                (
                    "alpha-beta, ordered, table" if record.order else "alpha-beta, table",
                    "alphabeta",
                    record.order is not None,
                    True,
                )
            )
        named = tuple(
            NamedTrace(
                name,
                trace(
                    record.instance,
                    config,
                    player,
                    depth=depth,
                    evaluate=record.evaluate,
                    algorithm=algorithm,
                    quiescence=quiescence,
                    extensions=extensions,
                    order=record.order if ordered else None,
                    table=tabled,
                ),
            )
            for name, algorithm, ordered, tabled in ways
        )
    text = "\n".join(
        f"{search.name}: {visited(traced_tree(search.traced))} nodes visited,"
        f" {search.traced.evaluated} of {search.traced.leaves} leaves evaluated"
        for search in named
    )
    page = compare_page(
        named,
        record.render,
        f"{record.name}: {record.render(config)}",
        sketch=record.sketch,
        move=typed_moves(record),
    )
    return Success(_Rendered(text, "", page))


def _bounded(render: Callable[[], Result[_Rendered, str]]) -> Result[_Rendered, str]:
    # The trace runs in a child process: it sends back the rendered trace, or the
    # search's failure as a message.
    def make() -> Iterator[object]:
        rendered = render()
        yield rendered.unwrap() if isinstance(rendered, Success) else str(rendered.failure())

    streamed = stream_within(make, TRACE_SECONDS)
    if streamed.error is not None:
        return Failure(streamed.error)
    if streamed.items and isinstance(streamed.items[0], str):
        return Failure(streamed.items[0])
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
