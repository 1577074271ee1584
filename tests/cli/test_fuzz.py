"""Bad input, measured: thousands of generated command lines, none escapes as a traceback.

Each subcommand gets at least 2,000 generated argument lists, run in-process by
``main``: the exit code is 0 or 2, an exit 2 prints exactly one line
``fnsearch: error: ...`` on standard error and nothing on standard output, and no
call overruns its time bound so that a user would notice (tests/timing.py). The
lists use small budgets so that the file stays fast.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fnsearch.cli.main import main
from tests.timing import noticed

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = 2000
"""Argument lists per subcommand."""
BATCH = 8
# More examples than the suite's profile: the point of this file is the thousands of
# command lines per subcommand. ``capsys`` is read afresh for every command line, so
# the fixture shared by the examples is harmless; the profile's checks stay off too.
_SETTINGS = settings(
    max_examples=EXAMPLES // BATCH,
    suppress_health_check=[*settings().suppress_health_check, HealthCheck.function_scoped_fixture],
)

_WEIRD_DIGITS = ["²", "①", "٣", "߄", "𝟠", "Ⅻ", "½", "9" * 5000, "1" * 4301, "-0", "+3", " 4 "]  # noqa: RUF001  # lookalike digits on purpose
_numbers = st.one_of(
    st.integers(min_value=-5, max_value=300).map(str),
    st.sampled_from(_WEIRD_DIGITS),
    st.text(max_size=6),
)
_seconds = st.one_of(
    st.sampled_from(["0.05", "0.02", ".1", "1e-300", "5e-2"]),
    st.sampled_from(["nan", "inf", "-inf", "0", "-1", "3601", "1e999", "0x1", "1_0", "²"]),
    st.sampled_from(_WEIRD_DIGITS),
    st.text(max_size=6),
)
_trees = st.recursive(
    st.integers(min_value=-(2**63), max_value=2**63).map(str),
    lambda children: st.lists(children, min_size=0, max_size=4).map(
        lambda items: "(" + ",".join(items) + ")"
    ),
    max_leaves=30,
)
# Deeper than Python's own parser reads; the deepest trees are run in test_cli_robust.
_deep_trees = st.integers(min_value=1, max_value=400).map(
    lambda depth: "(" * depth + "1" + ",0)" * depth
)
_wide_trees = st.integers(min_value=1, max_value=1000).map(
    lambda width: "(" + ",".join(str(i % 7) for i in range(width)) + ")"
)
# Mostly marks: solving a nearly empty board takes a tenth of a second.
_tictactoe = st.lists(st.sampled_from("XOXO."), min_size=9, max_size=9).map(
    lambda cells: "/".join("".join(cells[row : row + 3]) for row in (0, 3, 6))
)
_small_mnk = st.tuples(
    st.integers(min_value=1, max_value=3), st.integers(min_value=1, max_value=3)
).flatmap(
    lambda size: st.lists(
        st.sampled_from("XOXO."), min_size=size[0] * size[1], max_size=size[0] * size[1]
    ).map(
        lambda cells: "/".join(
            "".join(cells[i : i + size[1]]) for i in range(0, len(cells), size[1])
        )
    )
)
_nim = st.one_of(
    st.integers(min_value=-3, max_value=60).map(str),
    st.sampled_from(["10000", "10001", "99999", "200000", "1" + "0" * 5000]),
    st.tuples(_numbers, st.sampled_from(["", " white", " b", " black", " red"])).map("".join),
)
_games_and_positions = st.one_of(
    st.tuples(st.just("tictactoe"), st.one_of(_tictactoe, st.text(max_size=12))),
    st.tuples(st.just("tree"), st.one_of(_trees, _deep_trees, _wide_trees, st.text(max_size=12))),
    st.tuples(st.just("nim"), _nim),
    st.tuples(st.just("mnk"), st.one_of(_small_mnk, st.text(max_size=20))),
    st.tuples(st.just("connect4"), st.text(alphabet="XO./", max_size=50)),
    st.tuples(
        st.just("pig"),
        st.one_of(
            st.builds(
                "{}-{} +{} {}{}".format,
                st.integers(-1, 105),
                st.integers(-1, 105),
                st.integers(-1, 40),
                st.sampled_from(["white", "black", "w", "red"]),
                st.sampled_from(["", " rolling", " to 10", " to 0", " rolling to 20"]),
            ),
            st.text(max_size=20),
        ),
    ),
    st.tuples(
        st.just("chancetree"),
        st.one_of(
            st.sampled_from(
                [
                    "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))",
                    "min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))",
                    "chance(0.5: 1, 0.4: 2)",
                    "max(" * 250 + "1" + ")" * 250,
                ]
            ),
            st.text(alphabet="maxinchance(),:0123456789./ -", max_size=40),
        ),
    ),
    st.tuples(st.text(max_size=10), st.text(max_size=10)),
)
_options = st.lists(
    st.one_of(
        st.tuples(st.just("--player"), st.sampled_from(["white", "BLACK", "red", "", "ｗhite"])),  # noqa: RUF001
        st.tuples(st.sampled_from(["--json", "--progress", "--frobnicate", "-x", "--"])),
        st.tuples(st.text(max_size=8)),
    ).map(list),
    max_size=3,
).map(lambda groups: [word for group in groups for word in group])


def _bound(argv: list[str]) -> float:
    """The longest a call may take: its own budget, else the longest default (10 s)."""
    budgets = [argv[i + 1] for i, word in enumerate(argv[:-1]) if word == "--seconds"]
    try:
        return float(budgets[-1]) if budgets and 0 < float(budgets[-1]) <= 1 else 10.0
    except ValueError:
        return 10.0


def _check(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    capsys.readouterr()
    started = time.monotonic()
    code = main(argv)
    took = time.monotonic() - started
    captured = capsys.readouterr()
    assert code in (0, 2), argv
    if code == 2:
        assert captured.out == "", argv
        assert captured.err.count("\n") == 1, (argv, captured.err)
        assert captured.err.startswith("fnsearch: error: "), argv
    assert took < noticed(_bound(argv)), argv


_search_argv = st.builds(
    lambda game_position, options, seconds, depth: [
        "search",
        *game_position,
        *options,
        f"--seconds={seconds}",
        *([] if depth is None else [f"--depth={depth}"]),
    ],
    _games_and_positions,
    _options,
    _seconds,
    st.one_of(st.none(), st.sampled_from(["0", "1", "2", "3"]), _numbers),
)
_solve_argv = st.builds(
    lambda game_position, options: ["solve", *game_position, *options],
    _games_and_positions,
    _options,
)
_demo_argv = st.builds(
    lambda options, extra: ["demo", *options, *extra] if options or extra else ["--version"],
    _options,
    st.lists(st.text(max_size=8), max_size=2),
)
_other_argv = st.builds(
    lambda options, extra: [*extra, *options] or ["--help"],
    _options,
    st.lists(st.text(max_size=8), max_size=2),
)


def _batches(argv: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[list[str]]]:
    """``BATCH`` argument lists per example: the generator's own cost is per example."""
    return st.lists(argv, min_size=BATCH, max_size=BATCH)


@_SETTINGS
@given(batch=_batches(_search_argv))
def test_search_survives_generated_command_lines(
    capsys: pytest.CaptureFixture[str], batch: list[list[str]]
) -> None:
    for argv in batch:
        _check(capsys, argv)


@_SETTINGS
@given(batch=_batches(_solve_argv))
def test_solve_survives_generated_command_lines(
    capsys: pytest.CaptureFixture[str], batch: list[list[str]]
) -> None:
    for argv in batch:
        _check(capsys, argv)


@_SETTINGS
@given(batch=_batches(_demo_argv))
def test_demo_survives_generated_command_lines(
    capsys: pytest.CaptureFixture[str], batch: list[list[str]]
) -> None:
    for argv in batch:
        _check(capsys, argv)


@settings(_SETTINGS, max_examples=EXAMPLES // BATCH // 4)
@given(batch=_batches(_other_argv))
def test_unknown_commands_survive_generated_command_lines(
    capsys: pytest.CaptureFixture[str], batch: list[list[str]]
) -> None:
    for argv in batch:
        _check(capsys, argv)


@pytest.mark.parametrize(
    "argv",
    [
        ["search", "nim", "٣"],
        ["search", "tree", "(" * 10_001 + "1" + ")" * 10_001],
        ["solve", "tictactoe", "X" * 10_000],
        ["search", "connect4", "......./", "--seconds=nan"],
        ["demo", "--frobnicate"],
    ],
)
def test_real_runs_print_one_line_and_exit_2(argv: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "fnsearch", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.startswith("fnsearch: error: ")
