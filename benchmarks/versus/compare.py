"""The baseline comparison: every row timed on a baseline commit and on the current library.

``python -m benchmarks --baseline COMMIT`` extracts ``COMMIT`` (``git archive``) into
a temporary directory and puts this comparison's package, ``benchmarks.versus``, into
that commit's ``benchmarks``. Two worker processes (:mod:`benchmarks.versus.worker`) then build
the same rows, one importing the baseline's ``fnsearch`` (interpreted: the commit's
sources, no compiled module), the other, with a copy of this benchmark package, the
current one where this process finds it (a checkout or an installed package),
compiled or pure (``--pure`` sets ``FNSEARCH_PURE=1`` for it). Neither process sees
the other's package.

For each row the two answers are compared (values, node counts, cut-offs), then the
row is timed in rounds that alternate the two sides, and the ratio is the median of
each round's current time over its baseline time. The ``sets`` row also sets the
mean time per position against Pascal Pons's C++ solver (:mod:`benchmarks.versus.pons`)
when ``--pons`` names its sources.

This module is shell: it runs git, processes and the clock.
"""

from __future__ import annotations

import io
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import IO, Final, NamedTuple, final

from benchmarks.report import Report, markdown_table, rounds
from benchmarks.versus import pons
from benchmarks.versus.rows import SECTIONS, SET_NAME, read_lines

__all__ = [
    "PONS_TARGET",
    "BaselineError",
    "Options",
    "RowTimes",
    "Side",
    "baseline_reports",
    "limit",
]

BENCHMARKS: Final = Path(__file__).resolve().parents[1]
"""This benchmark's own package: both sides run it."""
CHECKOUT: Final = BENCHMARKS.parent
SET_PLACES: Final = (
    BENCHMARKS / "data" / "connect4",
    CHECKOUT.parent / "shared" / "data" / "connect4",
)
ROW_SECONDS: Final = 2.0
"""About how long the rounds of a short row last, both sides together."""
MOST_ROUNDS: Final = 21
LONG_SECONDS: Final = 1.0
"""A row whose check takes longer is timed in just the rounds asked for, one call each."""
SAMPLE_SECONDS: Final = ROW_SECONDS / (2 * MOST_ROUNDS)
"""The least time of one timed sample: a shorter call is repeated within it, so that
the rounds of a short row last about :data:`ROW_SECONDS`, not a few milliseconds."""
PONS_TARGET: Final = 12.0
"""The current solver's mean time per position on the set, at most this many times Pons's."""


class Options(NamedTuple):
    """What the comparison runs: the commit, the sections, the rounds, the sizes, the build."""

    commit: str
    sections: Sequence[str]
    runs: int
    quick: bool = False
    pure: bool = False
    pons: Path | None = None


class SideError(RuntimeError):
    """A worker answered a request with an error, or died."""


@final
class Side:
    """A running worker: one version of the library behind a pipe."""

    def __init__(self, name: str, process: subprocess.Popen[str]) -> None:
        self.name = name
        self.process = process

    def ask(self, **request: object) -> dict[str, object]:
        """The worker's answer to one request."""
        stdin: IO[str] | None = self.process.stdin
        stdout: IO[str] | None = self.process.stdout
        if stdin is None or stdout is None:
            raise SideError(f"{self.name}: no pipe")
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise SideError(f"{self.name}: the worker stopped (see its errors above)")
        answer = json.loads(line)
        if not isinstance(answer, dict):
            raise SideError(f"{self.name}: unexpected answer {line!r}")
        if "error" in answer:
            raise SideError(f"{self.name}: {answer['error']}")
        return answer

    def seconds(self, section: str, row: str, calls: int) -> tuple[float, float]:
        """The mean wall-clock and CPU seconds of one call of the row."""
        answer = self.ask(op="time", section=section, row=row, calls=calls)
        return _number(answer["seconds"]), _number(answer["cpu"])

    def close(self) -> None:
        """End the worker: close its input and wait for it."""
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)


def _number(value: object) -> float:
    if not isinstance(value, int | float):
        raise SideError(f"expected a number, got {value!r}")
    return float(value)


def set_file() -> Path | None:
    """``Test_L2_R1``: in ``benchmarks/data/connect4``, ``$FNSEARCH_CONNECT4_DATA`` or beside."""
    places = (Path(os.environ.get("FNSEARCH_CONNECT4_DATA", SET_PLACES[0])), *SET_PLACES)
    return next((p / SET_NAME for p in places if (p / SET_NAME).is_file()), None)


class BaselineError(RuntimeError):
    """The baseline commit cannot be extracted: not a git checkout, or no such commit."""


def _extract(commit: str, into: Path) -> str:
    """The commit's tree in ``into``, with this benchmark package in it; the full hash."""
    try:
        found = subprocess.run(
            [
                "git",
                "-C",
                str(CHECKOUT),
                "rev-parse",
                "--verify",
                "--quiet",
                f"{commit}^{{commit}}",
            ],
            capture_output=True,
            text=True,
        )
    except OSError as error:
        raise BaselineError(f"cannot run git: {error}") from error
    if found.returncode != 0:
        raise BaselineError(f"no commit {commit!r} in the git history of {CHECKOUT}")
    full = found.stdout.strip()
    archive = subprocess.run(
        ["git", "-C", str(CHECKOUT), "archive", "--format=tar", full],
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    # The commit's own helpers (its dice race, its Pig positions) stay: they are written
    # against its library. Only the comparison itself is this one.
    versus = into / "benchmarks" / "versus"
    shutil.rmtree(versus, ignore_errors=True)
    shutil.copytree(BENCHMARKS / "versus", versus, ignore=shutil.ignore_patterns("__pycache__"))
    (into / "benchmarks" / "__init__.py").touch()
    return full


def _start(
    side: str, path: Sequence[Path], cwd: Path, pure: bool, quick: bool, data: Path | None
) -> Side:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, path))}
    if pure:
        env["FNSEARCH_PURE"] = "1"
    command = [sys.executable, "-P", "-m", "benchmarks.versus.worker", side]
    command += ["--quick"] if quick else []
    command += [] if data is None else ["--set", str(data)]
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=cwd, env=env
    )
    return Side(side, process)


def _fnsearch_root() -> list[Path]:
    """The directory the current ``fnsearch`` is imported from (none if it cannot be)."""
    spec = find_spec("fnsearch")
    locations = [] if spec is None else list(spec.submodule_search_locations or [])
    return [Path(location).parent for location in locations[:1]]


@contextmanager
def _sides(options: Options, data: Path | None) -> Iterator[tuple[Side, Side, str]]:
    with tempfile.TemporaryDirectory(prefix="fnsearch-baseline-") as temporary:
        root = Path(temporary) / "baseline"
        full = _extract(options.commit, root)
        baseline = _start("baseline", [root], root, True, options.quick, data)
        # A copy of this benchmark package alone, first on the path: a checkout that holds
        # the current fnsearch may hold another benchmarks package too.
        alone = Path(temporary) / "current"
        ignore = shutil.ignore_patterns("__pycache__")
        shutil.copytree(BENCHMARKS, alone / "benchmarks", ignore=ignore)
        current = _start(
            "current", [alone, *_fnsearch_root()], alone, options.pure, options.quick, data
        )
        try:
            yield baseline, current, full
        finally:
            baseline.close()
            current.close()


@final
@dataclass(frozen=True, slots=True)
class RowTimes:
    """One row timed on both sides: what each found, the medians and the median ratios.

    ``baseline`` and ``current`` are wall-clock medians, ``cpu`` the medians of the
    workers' CPU time; ``ratio`` and ``cpu_ratio`` the medians of each round's ratio of
    the current time to the baseline time, wall-clock and CPU. The targets are judged on
    ``cpu_ratio``: on a shared machine the wall-clock time also counts the time a worker
    waited for a core.
    """

    name: str
    target: str
    per: int
    shown: tuple[str, str]
    agree: bool
    baseline: float
    current: float
    ratio: float
    cpu: tuple[float, float]
    cpu_ratio: float
    rounds: int


def _calls_for(seconds: float) -> int:
    return max(1, min(1000, math.ceil(SAMPLE_SECONDS / max(seconds, 1e-6))))


def _time_row(
    sides: tuple[Side, Side], section: str, row: tuple[str, str, int], runs: int, quick: bool
) -> RowTimes:
    """Check a row on both sides, then time it in alternating rounds.

    A row whose check took over :data:`LONG_SECONDS` on both sides is timed in ``runs``
    rounds of one call; a shorter one is timed once to choose the calls per sample and
    the rounds (:func:`~benchmarks.report.rounds`); ``quick``: ``runs`` rounds of one call.
    """
    baseline, current = sides
    name, target, per = row
    checks = [side.ask(op="check", section=section, row=name) for side in sides]
    long = quick or all(_number(check["seconds"]) > LONG_SECONDS for check in checks)
    first = [0.0, 0.0] if long else [side.seconds(section, name, 1)[0] for side in sides]
    calls = [1 if long else _calls_for(seconds) for seconds in first]
    count = runs if long else rounds(runs, sum(first), budget=ROW_SECONDS, most=MOST_ROUNDS)
    times: tuple[list[tuple[float, float]], list[tuple[float, float]]] = ([], [])
    for number in range(count):
        order = (0, 1) if number % 2 == 0 else (1, 0)
        for index in order:
            side = (baseline, current)[index]
            times[index].append(side.seconds(section, name, calls[index]))
    walls = [[wall for wall, _ in side] for side in times]
    cpus = [[cpu for _, cpu in side] for side in times]
    return RowTimes(
        name,
        target,
        per,
        (str(checks[0]["shown"]), str(checks[1]["shown"])),
        checks[0]["detail"] == checks[1]["detail"],
        statistics.median(walls[0]) / per,
        statistics.median(walls[1]) / per,
        statistics.median(c / b for b, c in zip(walls[0], walls[1], strict=True)),
        (statistics.median(cpus[0]) / per, statistics.median(cpus[1]) / per),
        statistics.median(c / max(b, 1e-9) for b, c in zip(cpus[0], cpus[1], strict=True)),
        count,
    )


def limit(target: str, compiled: bool) -> float | None:
    """The most a row's ratio may be: the same time compiled, twice pure, half for ``half``.

    >>> limit("same", True), limit("same", False), limit("half", True), limit("control", True)
    (1.0, 2.0, 0.5, None)
    """
    if target == "control":
        return None
    return (0.5 if target == "half" else 1.0) if compiled else 2.0


def _target_text(row: RowTimes, compiled: bool) -> str:
    bound = limit(row.target, compiled)
    if bound is None:
        return "control"
    return f"<= {bound:g}: {'met' if row.cpu_ratio <= bound else 'missed'}"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.3f}" if seconds < 0.01 else f"{seconds * 1000:,.1f}"


def _table(rows: Sequence[RowTimes], compiled: bool) -> str:
    return markdown_table(
        [
            "row",
            "found",
            "same",
            "baseline ms",
            "current ms",
            "current ÷ baseline",
            "CPU: current ÷ baseline",
            "target (CPU)",
        ],
        [
            [
                row.name,
                row.shown[1] if row.shown[0] == row.shown[1] else " / ".join(row.shown),
                row.agree,
                _ms(row.baseline),
                _ms(row.current),
                f"{row.ratio:.2f}",
                f"{row.cpu_ratio:.2f}",
                _target_text(row, compiled),
            ]
            for row in rows
        ],
        right={3, 4, 5, 6},
    )


_TITLES: Final = {
    "core": "Against the baseline: the classic folds",
    "connect4": "Against the baseline: Connect Four from the empty board, by depth",
    "ordering": "Against the baseline: move ordering, killer moves and tables",
    "peers": "Against the baseline: fnsearch's rows of the peers table",
    "chance": "Against the baseline: games of chance",
    "pig": "Against the baseline: Pig, depth-limited expectiminimax",
    "sets": f"Against the baseline and the C++ solver: Connect Four's {SET_NAME}",
}


def _section(
    sides: tuple[Side, Side], section: str, options: Options
) -> tuple[list[RowTimes], str | None, bool]:
    """The section's rows timed, or why it could not run; whether the current side is compiled.

    The build is read once the section's rows are built, when their modules are loaded.
    """
    try:
        names = [side.ask(op="rows", section=section)["rows"] for side in sides]
        compiled = bool(sides[1].ask(op="build")["compiled"])
    except SideError as error:
        return [], str(error), False
    if names[0] != names[1]:
        return [], f"the two sides build different rows: {names[0]} / {names[1]}", compiled
    done: list[RowTimes] = []
    for name, target, per in names[1] if isinstance(names[1], list) else []:
        started = time.perf_counter()
        try:
            row = _time_row(sides, section, (name, target, per), options.runs, options.quick)
        except SideError as error:
            return done, str(error), compiled
        done.append(row)
        print(
            f"  {section}: {name}: {row.ratio:.2f}, CPU {row.cpu_ratio:.2f} "
            f"({_target_text(row, compiled)}), "
            f"{row.rounds} round(s), {time.perf_counter() - started:,.0f} s"
            + ("" if row.agree else " DIFFERENT ANSWERS"),
            file=sys.stderr,
            flush=True,
        )
    return done, None, compiled


class _Pons(NamedTuple):
    """The table against the C++ solver, whether its scores are the set's, the target met."""

    table: str = ""
    exact: bool = True
    met: bool | None = None


def _pons_table(rows: Sequence[RowTimes], options: Options, data: Path | None) -> _Pons:
    """The set's mean time per position: baseline, current and the C++ solver."""
    if not rows or data is None:
        return _Pons()
    row = rows[0]
    lines = read_lines(data, row.per)
    cpp: list[pons.PonsAnswer] = []
    source = "not timed: give --pons with a checkout of github.com/PascalPons/connect4"
    if options.pons is not None:
        with tempfile.TemporaryDirectory(prefix="pons-") as temporary:
            directory, commit = pons.sources(options.pons, Path(temporary) / "src")
            program = pons.build(directory, Path(temporary))
            passes = [pons.solve(program, [m for m, _ in lines]) for _ in range(options.runs)]
        source = f"PascalPons/connect4 at {commit}, g++ {' '.join(pons.FLAGS)}"
        means = sorted(passes, key=lambda p: statistics.mean(a.seconds for a in p))
        cpp = means[len(means) // 2]
    exact = all(a.score == s for a, (_, s) in zip(cpp, lines, strict=False))
    cpp_wall = statistics.mean(a.seconds for a in cpp) if cpp else None
    cpp_cpu = statistics.mean(a.cpu for a in cpp) if cpp else None
    entries = [
        ("fnsearch at the baseline (interpreted)", row.baseline, row.cpu[0]),
        ("fnsearch now", row.current, row.cpu[1]),
    ]
    table_rows: list[list[object]] = [
        [
            name,
            _ms(wall),
            _ms(cpu),
            "-" if cpp_wall is None else f"{wall / cpp_wall:.1f}",
            "-" if cpp_cpu is None else f"{cpu / cpp_cpu:.1f}",
            "-"
            if cpp_cpu is None or name != "fnsearch now"
            else f"<= {PONS_TARGET:g}: {'met' if cpu / cpp_cpu <= PONS_TARGET else 'missed'}",
        ]
        for name, wall, cpu in entries
    ]
    if cpp_wall is not None and cpp_cpu is not None:
        mean_nodes = statistics.mean(a.nodes for a in cpp)
        table_rows.append(
            [
                f"C++ solver ({mean_nodes:,.0f} nodes per position)",
                _ms(cpp_wall),
                _ms(cpp_cpu),
                "1.0",
                "1.0",
                "-",
            ]
        )
    table = markdown_table(
        ["solver", "mean ms", "mean CPU ms", "÷ C++", "CPU ÷ C++", "target (CPU)"],
        table_rows,
        right={1, 2, 3, 4},
    )
    return _Pons(
        f"{table}\n\nC++ solver: {source}"
        + ("" if exact or not cpp else "; ITS SCORES DIFFER FROM THE SET'S"),
        exact,
        None if cpp_cpu is None else row.cpu[1] / cpp_cpu <= PONS_TARGET,
    )


def baseline_reports(options: Options) -> Iterator[Report]:
    """One report per section, as its rows are timed, then one on the builds and the time."""
    started = time.perf_counter()
    data = set_file()
    with _sides(options, data) as (baseline, current, full):
        hello = [side.ask(op="hello") for side in (baseline, current)]
        ok = True
        for section in (s for s in SECTIONS if s in options.sections):
            rows, failure, compiled = _section((baseline, current), section, options)
            agree = failure is None and all(row.agree for row in rows)
            cpp = _pons_table(rows, options, data) if section == "sets" else _Pons()
            missed = [row.name for row in rows if "missed" in _target_text(row, compiled)]
            ok = ok and agree and cpp.exact
            yield Report(
                _TITLES[section],
                "\n\n".join(part for part in (_table(rows, compiled), cpp.table) if part),
                ("" if failure is None else f"NOT COMPLETE: {failure}. ")
                + f"Every answer the same on both sides: {'yes' if agree else 'NO'}; "
                + f"targets missed: {len(missed)} of {len(rows)} rows"
                + ("" if cpp.met is None else f"; against C++: {'met' if cpp.met else 'missed'}")
                + (" (no set found)" if section == "sets" and data is None else "")
                + ".",
                agree and cpp.exact,
            )
        builds = [side.ask(op="build") for side in (baseline, current)]
    yield _builds_report(options, full, hello, builds, time.perf_counter() - started, ok)


def _builds_report(
    options: Options,
    full: str,
    hello: Sequence[dict[str, object]],
    builds: Sequence[dict[str, object]],
    seconds: float,
    ok: bool,
) -> Report:
    compiled = [b["compiled"] if isinstance(b["compiled"], list) else [] for b in builds]
    right = not compiled[0] and (not options.pure or not compiled[1])
    rows = [
        [
            side,
            str(h["fnsearch"]),
            (f"{len(c)} of {b['modules']} modules compiled" if c else "pure (interpreted)")
            + (f"; fnsearch.BUILD: {h['build']}" if h.get("build") else ""),
            str(h["python"]),
        ]
        for side, h, b, c in zip(("baseline", "current"), hello, builds, compiled, strict=True)
    ]
    return Report(
        "Against the baseline: the two sides",
        markdown_table(["side", "fnsearch imported from", "build", "Python"], rows),
        f"baseline: commit {full[:10]} as extracted by git archive; current: "
        + ("the pure build (FNSEARCH_PURE=1)" if options.pure else "the library as installed")
        + f". At least {options.runs} round(s) per row, alternating the sides; a ratio is "
        "the median of each round's current time over its baseline time, wall-clock or CPU "
        "(the time the worker ran, not counting the time it waited for a core); the targets "
        "are judged on the CPU ratio. "
        + ("" if right else "A SIDE DID NOT RUN THE BUILD ASKED FOR. ")
        + f"The whole comparison took {seconds:,.0f} s.",
        ok and right,
    )
