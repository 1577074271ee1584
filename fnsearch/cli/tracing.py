"""The ``trace`` and ``practice`` commands: a trace bounded in time, the files written, the text."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from pathlib import Path
from typing import Final, NamedTuple

from returns.iterables import Fold
from returns.result import Failure, Result, Success

from fnsearch.cli.arguments import engine_options, parse_player, parse_plies, random_position
from fnsearch.cli.bounded import stream_within
from fnsearch.cli.check import Reported
from fnsearch.cli.picture_files import write_page, write_picture
from fnsearch.cli.requests import PracticeRequest, TracingRequest
from fnsearch.core.config import Player
from fnsearch.core.contract import ContractError
from fnsearch.games import tree as tree_game
from fnsearch.games.record import C, Game, GameUser
from fnsearch.games.tree import Tree, parse_tree
from fnsearch.trace.game_trace import (
    Prepared,
    TraceRequest,
    compared,
    compared_page,
    compared_text,
    dot_of,
    exercise_of,
    json_of,
    page_of,
    prepared,
    text_of,
    traced_game,
    whole_tree,
)
from fnsearch.trace.practice import KeyExercise, PracticeOptions, exercise, key_page
from fnsearch.trace.seal import exercise_id, read_code
from fnsearch.trace.words import LANGUAGES, Words

TRACE_SECONDS: Final = 10.0
"""How long a trace may take: it is meant for the small trees the lectures draw."""


class _Rendered(NamedTuple):
    text: str
    dot: str
    page: str


def trace_command(request: TracingRequest) -> Result[str, str]:
    """The ``trace`` command: the search step by step (compared, or an exercise), and its files."""
    pictures = request.svg is not None or request.png is not None
    if request.compare and (request.html is None or pictures):
        return Failure("--compare writes one page: give --html FILE (and no --svg or --png)")
    if request.compare and request.practice:
        return Failure("--compare and --practice write different pages: give one of them")
    if request.grade is not None and not request.practice:
        return Failure("--grade goes with --practice: it says whose values the exercise counts")
    if request.practice and request.html is None:
        return Failure("--practice writes the exercise page: give --html FILE")
    if request.practice and pictures:
        return Failure(
            "--practice writes the exercise only: leave out --svg and --png, which draw the"
            " solution (the same command without --practice writes it)"
        )
    return Result.do(
        traced
        for side in parse_player(request.player)
        for plies in parse_plies(request.depth, "depth")
        for quiet in parse_plies(request.quiescence, "--quiescence")
        for extended in parse_plies(request.extensions, "--extensions")
        for chosen in random_position(
            request.game, request.position, request.random, leaves=request.leaves, seed=request.seed
        )
        for record in request.registry.game(request.game)
        for traced in record.at(chosen, _tracer(request, side, plies, (quiet, extended)))
    ).bind(lambda done: done)


def _tracer(
    request: TracingRequest,
    side: Player | None,
    depth: int | None,
    beyond: tuple[int | None, int | None],
) -> GameUser[Result[str, str]]:
    # What was asked is checked here (fnsearch.trace.game_trace.prepared); the
    # search itself and its drawing run in a child process, bounded in time.
    def use(record: Game[C], config: C) -> Result[str, str]:
        words = LANGUAGES[request.lang]
        return Result.do(
            ready
            for options in engine_options(record, *beyond)
            for ready in prepared(
                record,
                config,
                TraceRequest(
                    depth, request.algorithm, side, options.quiescence, options.extensions, words
                ),
            )
        ).bind(
            lambda ready: (
                Failure(
                    f"--practice asks the values of a deterministic search: {record.name} is a game"
                    " of chance"
                )
                if record.chance is not None and request.practice
                else _bounded(lambda: _rendered(ready, request)).bind(
                    lambda rendered: _written(rendered, request, words)
                )
            )
        )

    return use


def _rendered(ready: Prepared[C], request: TracingRequest) -> Result[_Rendered, str]:
    """The text, the DOT text and the page: of the trace, its exercise, or the searches compared."""
    if request.compare:
        return compared(ready).map(
            lambda ways: _Rendered(
                compared_text(ways, ready.request.words), "", compared_page(ready, ways)
            )
        )
    return traced_game(ready).map(
        lambda traced: (
            _Rendered(
                ready.request.words.exercise_line.format(f"{ready.record.name} {ready.title}"),
                "",
                exercise_of(ready, traced, whole_tree(ready, traced), request.grade or "both"),
            )
            if request.practice
            else _Rendered(
                json_of(ready, traced) if request.json else text_of(ready, traced),
                dot_of(ready, traced),
                page_of(ready, traced),
            )
        )
    )


def _bounded(render: Callable[[], Result[_Rendered, str]]) -> Result[_Rendered, str]:
    # The trace runs in a child process: it sends back the rendered trace, or the
    # search's failure (a game of chance that breaks its contract, say).
    def make() -> Iterator[Result[_Rendered, str]]:
        try:
            yield render()
        except ContractError as error:
            yield Failure(str(error))

    streamed = stream_within(make, TRACE_SECONDS)
    done = next((item for item in streamed.items if isinstance(item, Result)), None)
    if streamed.error is not None:
        return Failure(streamed.error)
    if done is None:
        return Failure(
            f"the trace did not finish within {TRACE_SECONDS:g} s: trace a smaller"
            " position or give a smaller --depth"
        )
    return done


def _written(rendered: _Rendered, request: TracingRequest, words: Words) -> Result[str, str]:
    # With --json, standard output is the one JSON object: the files written go unsaid.
    lines = [rendered.text]
    for path, is_page in ((request.svg, False), (request.png, False), (request.html, True)):
        if path is None:
            continue
        written = write_page(rendered.page, path) if is_page else write_picture(rendered.dot, path)
        if not isinstance(written, Success):
            return Failure(written.failure())
        lines.append(words.wrote.format(written.unwrap()))
    return Success(rendered.text if request.json else "\n".join(lines))


def verify_command(request: PracticeRequest) -> Result[str | Reported, str]:
    """``practice verify``: each code's (or code file's) exercise and score, or why it is none."""
    as_csv, words = request.csv, LANGUAGES[request.lang]
    read = Fold.collect((_codes(code) for code in request.codes), Success(()))
    if not isinstance(read, Success):
        return Failure(read.failure())
    scores = [(code, read_code(code)) for each in read.unwrap() for code in each]
    lines = [
        ("{0},{1},{2},{3},yes" if as_csv else words.verified).format(code, *found.unwrap())
        if isinstance(found, Success)
        else f"{code},,,,no"
        if as_csv
        else words.invalid.format(code, _why_invalid(found.failure(), words))
        for code, found in scores
    ]
    text = "\n".join((["code,exercise,points,out_of,valid"] if as_csv else []) + lines)
    return Success(Reported(text, 0 if all(isinstance(f, Success) for _, f in scores) else 1))


def _why_invalid(failure: str, words: Words) -> str:
    why = failure.split(": ", 1)[-1]
    return dict(words.why_invalid).get(why, why)


def _codes(argument: str) -> Result[list[str], str]:
    """The codes an argument gives: itself, or the lines of the file it names."""
    if not Path(argument).is_file():
        return Success([argument])
    try:
        text = Path(argument).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return Failure(f"cannot read {argument}: {error}")
    return Success([line.strip() for line in text.splitlines() if line.strip()])


def class_command(args: PracticeRequest) -> Result[str | Reported, str]:
    """``practice class DIR``: a class's exercises on random trees, and ``DIR/key.html``."""
    if len(args.codes) != 1:
        return Failure("practice class writes into one folder: practice class DIR")
    asked = Result.do(
        (count, evaluated)
        for count in _count(args.exercises)
        for evaluated in _range(args.evaluated)
        for _ in random_position(
            "tree", None, args.random or "3,3", leaves=args.leaves, seed=args.seed or "0"
        )
    )
    if not isinstance(asked, Success):
        return Failure(asked.failure())
    start, (count, (low, high)) = int(args.seed or "0"), asked.unwrap()
    chosen = list(
        islice(
            (
                (seed, ready, traced)
                for seed in range(start, start + 200 * count)
                for ready in (_tree(args, seed),)
                for traced in (traced_game(ready).unwrap(),)
                if low <= traced.evaluated <= high
            ),
            count,
        )
    )
    if len(chosen) < count:
        return Failure(
            f"only {len(chosen)} trees from seed {start} on evaluate {low} to {high} leaves:"
            " give a wider --evaluated or another --random"
        )
    folder = Path(args.codes[0])
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return Failure(f"cannot write {folder}: {error.strerror}")
    grade, words = args.grade or "both", LANGUAGES[args.lang]
    entries = []
    for number, (seed, tree, traced) in enumerate(chosen, start=1):
        ready = tree._replace(request=tree.request._replace(words=words))
        whole = whole_tree(ready, traced)
        written = write_page(
            exercise_of(ready, traced, whole, grade), str(folder / f"exercise-{number:02}.html")
        )
        if not isinstance(written, Success):
            return Failure(written.failure())
        options = PracticeOptions(
            final=ready.record.instance.is_final, drawn=whole, grade=grade, lang=words
        )
        entries.append(
            KeyExercise(
                number,
                exercise_id(f"tree: {ready.title}"),
                words.seed.format(seed, ready.title),
                exercise(traced, ready.record.render, options),
                traced.evaluated,
                traced.leaves,
            )
        )
    title = words.key_title.format(len(entries), args.random or "3,3")
    return write_page(key_page(tuple(entries), title, words), str(folder / "key.html")).map(
        lambda key: words.wrote_class.format(len(entries), folder, key)
    )


def _tree(args: PracticeRequest, seed: int) -> Prepared[Tree]:
    text = random_position(
        "tree", None, args.random or "3,3", leaves=args.leaves, seed=str(seed)
    ).unwrap()
    return prepared(tree_game.GAME, parse_tree(text or "").unwrap(), TraceRequest()).unwrap()


def _count(text: str | None) -> Result[int, str]:
    value = 30 if text is None else int(text) if text.strip().isdecimal() and text.isascii() else 0
    return (
        Success(value)
        if 1 <= value <= 500
        else Failure(f"bad --count {text!r}: expected a whole number from 1 to 500")
    )


def _range(text: str | None) -> Result[tuple[int, int], str]:
    parts = None if text is None else text.split(",")
    return (
        Success((0, 1 << 30))
        if parts is None
        else Success((int(parts[0]), int(parts[1])))
        if len(parts) == 2
        and all(part.strip().isdecimal() and part.isascii() for part in parts)
        and int(parts[0]) <= int(parts[1])
        else Failure(
            f"bad --evaluated {text!r}: expected the fewest and the most leaves, as in 12,18"
        )
    )
