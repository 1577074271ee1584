"""The rows the baseline comparison times, by section, built on a record of calls.

A :class:`Job` is one row: a call to time and a check, an untimed run that says
what the call found (values, node counts, cut-offs) so that the two versions can
be compared. The rows follow the tables of the ``core``, ``connect4``,
``ordering``, ``chance``, ``pig`` and ``peers`` sections, plus full tic-tac-toe on
the bitboard instance and the ``sets`` row, the exact solver on ``Test_L2_R1``.
They touch the library only through :mod:`benchmarks.versus.calls`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, Final, Literal, NamedTuple, TypeAlias, final

from benchmarks.versus.calls import Calls, ChanceCalls, EngineAnswer, Heuristics

__all__ = ["QUICK", "SECTIONS", "SIZE", "Check", "Job", "Size", "jobs"]

Target: TypeAlias = Literal["same", "half", "control"]
"""What a row must show: no slower than the baseline (``same``; within 2x for the pure
build), at most half its time (``half``, the compiled build), or nothing: a ``control``
row times code the two versions share."""


class Check(NamedTuple):
    """What a row's call found: a short text for the table and the data to compare."""

    shown: str
    detail: object
    """ints, strings and lists of them: the two versions must give equal ones."""


@final
@dataclass(frozen=True, slots=True)
class Job:
    """One row: its name, the call to time, its check, its target.

    ``per`` divides the time of a call into the time the table reports (a call of the
    ``sets`` row solves every position of the set; the table gives the mean).
    """

    name: str
    run: Callable[[], object]
    check: Callable[[], Check]
    target: Target = "same"
    per: int = 1


class Size(NamedTuple):
    """How big the instances of the rows are: the full tables or a quick check."""

    boards: tuple[tuple[str, tuple[int, ...]], ...]
    tree: tuple[int, int]
    """Branching and depth of the random tree."""
    depths: tuple[int, ...]
    """The Connect Four depths of the ``connect4`` table."""
    ordering_depth: int
    chance_tree: tuple[int, int]
    """Layers and width of the random chance tree."""
    chance_positions: int
    pig_depths: tuple[int, ...]
    race_depths: tuple[int, ...]
    pig_positions: int
    agreement_depths: tuple[int, ...]
    set_lines: int | None
    """How many lines of ``Test_L2_R1`` to solve; ``None``: all."""


EMPTY: Final = (0,) * 9
X_CENTRE_O_TOP: Final = (0, -1, 0, 0, 1, 0, 0, 0, 0)

SIZE: Final = Size(
    (("empty board", EMPTY), ("X centre, O top middle", X_CENTRE_O_TOP)),
    (5, 8),
    tuple(range(1, 9)),
    8,
    (6, 3),
    20,
    (2, 4, 6, 8),
    (2, 4, 6),
    300,
    tuple(range(1, 9)),
    None,
)
"""The sizes of the section tables."""

QUICK: Final = Size(
    (("X centre, O top middle", X_CENTRE_O_TOP),),
    (3, 4),
    (1, 2, 3),
    3,
    (4, 2),
    3,
    (2,),
    (2,),
    4,
    (1, 2),
    5,
)
"""Small instances, for a check that the two versions agree, in seconds."""

SEED: Final = 2024


def _fold_jobs(calls: Calls, size: Size) -> list[Job]:
    """The ``core`` rows: the classic folds on tic-tac-toe and on a random tree."""
    c = calls.classic()

    def fold(
        name: str, search: Any, instance: Any, config: Any, player: Any, target: Target
    ) -> Job:
        def check() -> Check:
            value, nodes = c.counted(search, instance, config, player)
            return Check(f"{value}, {nodes:,} nodes", [value, nodes])

        return Job(name, lambda: search(instance, config, player), check, target)

    tree = random_tree(random.Random(SEED), *size.tree)
    board_name, board = size.boards[0]
    player = _mover(calls, board)
    folds: tuple[tuple[str, Any, Target], ...] = (
        ("alpha_beta_room", c.alpha_beta_room, "same"),
        ("alpha_beta", c.alpha_beta, "same"),
        ("minimax", c.minimax, "same"),
        ("alpha_beta_hard (imperative reference)", c.alpha_beta_hard, "control"),
    )
    return [
        *(
            fold(f"tic-tac-toe, {board_name}: {name}", search, c.tictactoe, board, player, target)
            for name, search, target in folds
        ),
        fold(
            f"tic-tac-toe, {board_name}, bitboard instance: alpha_beta",
            c.alpha_beta,
            c.bits,
            c.to_bits(board),
            player,
            "half",
        ),
        fold(
            "random tree, b = {}, d = {}: alpha_beta_room".format(*size.tree),
            c.alpha_beta_room,
            c.tree,
            tree,
            c.white,
            "same",
        ),
    ]


def _mover(calls: Calls, board: tuple[int, ...]) -> Any:
    """The side to move on a tic-tac-toe board: X (White) when the marks are as many."""
    c = calls.classic()
    return c.white if board.count(1) == board.count(-1) else c.black


def random_tree(rng: random.Random, branching: int, depth: int) -> Any:
    """As :func:`benchmarks.core.random_tree`, with leaves from -1000 to 1000.

    >>> random_tree(random.Random(7), 2, 1)
    (-337, 941)
    """
    if depth == 0:
        return rng.randint(-1000, 1000)
    return tuple(random_tree(rng, branching, depth - 1) for _ in range(branching))


def _engine_check(answer: Callable[[], EngineAnswer], hits: bool) -> Callable[[], Check]:
    def check() -> Check:
        found = answer()
        last = found.hits if hits else found.leaves
        word = "hits" if hits else "leaves"
        return Check(
            f"{found.value}, {found.nodes:,} nodes, {last:,} {word}",
            [found.value, found.nodes, last],
        )

    return check


def _engine_job(name: str, answer: Callable[[], EngineAnswer], hits: bool) -> Job:
    return Job(name, answer, _engine_check(answer, hits))


_VARIANTS: Final = (
    ("no ordering", None, Heuristics()),
    ("centre first", "centre_first", Heuristics()),
    ("evaluation first", "open_windows", Heuristics()),
    (
        "evaluation first + table (mirror symmetry)",
        "open_windows",
        Heuristics(order=True, table=True, symmetry=True),
    ),
)


def _connect_four_jobs(calls: Calls, size: Size) -> list[Job]:
    """The ``connect4`` rows: the empty board by depth, four orderings."""
    e = calls.engine()

    def at(depth: int, order: str | None, extra: Heuristics) -> Callable[[], EngineAnswer]:
        return lambda: e.connect_four(depth, order, extra)

    return [
        _engine_job(f"depth {depth}: {name}", at(depth, order, extra), False)
        for depth in size.depths
        for name, order, extra in _VARIANTS
    ]


_OPTIONS: Final = {
    "none": Heuristics(),
    "killers": Heuristics(killers=True),
    "order": Heuristics(order=True),
    "order + killers": Heuristics(order=True, killers=True),
    "table": Heuristics(table=True),
    "table + symmetry": Heuristics(table=True, symmetry=True),
    "order + table + symmetry": Heuristics(order=True, table=True, symmetry=True),
    "all": Heuristics(order=True, killers=True, table=True, symmetry=True),
}


def _ordering_jobs(calls: Calls, size: Size) -> list[Job]:
    """The ``ordering`` rows: each set of heuristics on tic-tac-toe and Connect Four."""
    e = calls.engine()
    c = calls.classic()

    def board_search(board: tuple[int, ...], extra: Heuristics) -> Callable[[], EngineAnswer]:
        return lambda: e.tictactoe(board, extra)

    def depth_search(extra: Heuristics) -> Callable[[], EngineAnswer]:
        order = "open_windows" if extra.order else None
        return lambda: e.connect_four(size.ordering_depth, order, extra)

    def fold(name: str, board: tuple[int, ...]) -> Job:
        player = _mover(calls, board)

        def check() -> Check:
            value, nodes = c.counted(c.alpha_beta_room, c.tictactoe, board, player)
            return Check(f"{value}, {nodes:,} nodes", [value, nodes, 0])

        return Job(
            f"tic-tac-toe, {name}: alpha_beta_room (no engine)",
            lambda: c.alpha_beta_room(c.tictactoe, board, player),
            check,
        )

    return [
        *(
            job
            for name, board in size.boards
            for job in (
                *(
                    _engine_job(f"tic-tac-toe, {name}: {label}", board_search(board, extra), True)
                    for label, extra in _OPTIONS.items()
                ),
                fold(name, board),
            )
        ),
        *(
            _engine_job(
                f"Connect Four, depth {size.ordering_depth}: {label}", depth_search(extra), True
            )
            for label, extra in _OPTIONS.items()
        ),
    ]


_SEARCHES: Final = ("expectiminimax", "star1", "star2")


def _chance_jobs(calls: Calls, size: Size) -> list[Job]:
    """The ``chance`` rows: the three searches on a random chance tree, Pig and a dice race."""
    h = calls.chance()
    tree = random_chance_tree(h, random.Random(SEED), *size.chance_tree)

    def on_tree(name: str) -> Job:
        def run() -> Any:
            return h.search(name, h.chance_tree, tree, h.white, (-100, 100), None, None)

        def check() -> Check:
            found = run()
            return Check(
                f"{found.value}, {found.nodes:,} nodes, {found.cutoffs:,} cut-offs",
                [found.value, found.nodes, found.cutoffs],
            )

        return Job(f"random chance tree: {name}", run, check)

    def on_positions(
        game: str, instance: Any, positions: Sequence[Any], evaluate: Any, depth: int, name: str
    ) -> Job:
        def run() -> list[Any]:
            return [
                h.search(name, instance, p, instance.to_move(p), (-1, 1), depth, evaluate)
                for p in positions
            ]

        def check() -> Check:
            found = run()
            nodes = sum(f.nodes for f in found)
            cutoffs = sum(f.cutoffs for f in found)
            return Check(
                f"{nodes:,} nodes, {cutoffs:,} cut-offs",
                [[f.value for f in found], nodes, cutoffs],
            )

        return Job(f"{game}, depth {depth}: {name}", run, check)

    pig = h.pig_positions(size.chance_positions, SEED)
    race = h.race_positions(size.chance_positions, SEED)
    return [
        *(on_tree(name) for name in _SEARCHES),
        *(
            on_positions("Pig", h.pig, pig, h.pig_evaluate, depth, name)
            for depth in size.pig_depths
            for name in _SEARCHES
        ),
        *(
            on_positions("dice race", h.race, race, h.race_evaluate, depth, name)
            for depth in size.race_depths
            for name in _SEARCHES
        ),
    ]


def random_chance_tree(h: ChanceCalls, rng: random.Random, layers: int, width: int) -> Any:
    """As :func:`benchmarks.chance.random_chance_tree`, built with the calls' nodes."""
    if layers == 0:
        return rng.randint(-100, 100)
    children = [random_chance_tree(h, rng, layers - 1, width) for _ in range(width)]
    if layers % 2 == 1:
        weights = [rng.randint(1, 9) for _ in children]
        return h.chance(
            tuple((Fraction(w, sum(weights)), c) for w, c in zip(weights, children, strict=True))
        )
    return h.decision(h.white if layers % 4 == 0 else h.black, tuple(children))


def _pig_jobs(calls: Calls, size: Size) -> list[Job]:
    """The ``pig`` rows: depth-limited expectiminimax on positions of optimal play, by depth."""
    h = calls.chance()
    positions = h.pig_positions(size.pig_positions, SEED)

    def at(depth: int) -> Job:
        def run() -> list[Any]:
            return [
                h.search("expectiminimax", h.pig, p, p.mover, (-1, 1), depth, h.pig_evaluate)
                for p in positions
            ]

        def check() -> Check:
            found = run()
            rolls = "".join("r" if f.rolls else "h" for f in found)
            nodes = sum(f.nodes for f in found)
            return Check(
                f"roll at {rolls.count('r')} of {len(found)}, {nodes:,} nodes", [rolls, nodes]
            )

        return Job(f"{len(positions)} positions, depth {depth}: expectiminimax", run, check)

    return [at(depth) for depth in size.agreement_depths]


def _peers_jobs(calls: Calls, size: Size) -> list[Job]:
    """The ``peers`` rows of fnsearch (the peer libraries' rows do not depend on it)."""
    c = calls.classic()
    e = calls.engine()

    def fold(board: tuple[int, ...], name: str, search: Any, bits: bool, target: Target) -> Job:
        instance = c.bits if bits else c.tictactoe
        config = c.to_bits(board) if bits else board
        player = _mover(calls, board)

        def check() -> Check:
            value, nodes = c.counted(search, instance, config, player)
            return Check(f"{value}, {nodes:,} nodes", [value, nodes])

        return Job(name, lambda: search(instance, config, player), check, target)

    def enhanced(name: str, board: tuple[int, ...]) -> Job:
        extra = Heuristics(order=True, table=True, symmetry=True)
        return _engine_job(name, lambda: e.tictactoe(board, extra), True)

    return [
        job
        for name, board in size.boards
        for job in (
            fold(board, f"{name}: alpha_beta_room", c.alpha_beta_room, False, "same"),
            enhanced(f"{name}: search, open_lines order, table, symmetry", board),
            fold(
                board, f"{name}: alpha_beta_hard (imperative)", c.alpha_beta_hard, False, "control"
            ),
            fold(board, f"{name}: alpha_beta_room, bitboard", c.alpha_beta_room, True, "same"),
            fold(board, f"{name}: alpha_beta, bitboard", c.alpha_beta, True, "same"),
        )
    ]


SET_NAME: Final = "Test_L2_R1"


def read_lines(path: Path, count: int | None) -> list[tuple[str, int]]:
    """The first ``count`` lines (all for ``None``) of a Connect Four set: moves and score."""
    fields = [line.split() for line in path.read_text(encoding="ascii").splitlines()]
    lines = [(moves, int(score)) for moves, score in (f for f in fields if len(f) == 2)]
    return lines if count is None else lines[:count]


def _sets_jobs(calls: Calls, size: Size, data: Path | None) -> list[Job]:
    """The ``sets`` row: every line of ``Test_L2_R1`` solved exactly; time per position."""
    if data is None:
        return []
    s = calls.sets()
    lines = read_lines(data, size.set_lines)

    def run() -> list[tuple[int, int]]:
        return [s.solve(moves) for moves, _ in lines]

    def check() -> Check:
        found = run()
        exact = sum(
            score == expected for (score, _), (_, expected) in zip(found, lines, strict=True)
        )
        nodes = sum(n for _, n in found)
        return Check(
            f"{exact:,}/{len(lines):,} exact, {nodes / len(lines):,.0f} nodes per position",
            [[score for score, _ in found], nodes],
        )

    return [
        Job(f"{SET_NAME}, {len(lines):,} positions: solution, mean", run, check, per=len(lines))
    ]


SECTIONS: Final[tuple[str, ...]] = (
    "core",
    "connect4",
    "ordering",
    "peers",
    "chance",
    "pig",
    "sets",
)
"""The sections the baseline comparison times, in the order they run."""


def jobs(section: str, calls: Calls, size: Size, data: Path | None) -> list[Job]:
    """The rows of ``section``; ``data`` is the ``Test_L2_R1`` file of the ``sets`` row."""
    builders: dict[str, Callable[[Calls, Size], list[Job]]] = {
        "core": _fold_jobs,
        "connect4": _connect_four_jobs,
        "ordering": _ordering_jobs,
        "peers": _peers_jobs,
        "chance": _chance_jobs,
        "pig": _pig_jobs,
    }
    if section == "sets":
        return _sets_jobs(calls, size, data)
    return builders[section](calls, size)
