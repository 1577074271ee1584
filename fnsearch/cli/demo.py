"""The course exercise: ``demo`` solves it and compares the searches; ``exercise`` hands it out."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.classic.alpha_beta import alpha_beta, best_next_config
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import WHITE, Config, Player
from fnsearch.games.tictactoe import EXERCISE_START, VECTOR_CONFIG, Board, draw, render
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

EXERCISE_FILES: Final = ("alpha_beta_skeleton.py", "lecture.ipynb")

SHEET_TEST: Final = "test_alpha_beta_skeleton.py"

_SHEET_TEST_TEXT: Final = '''"""The sheet's test: White's best next configuration from its start.

Run it with ``python -m pytest``; it passes once ``alpha_beta`` in
alpha_beta_skeleton.py is written. ``fnsearch check alpha_beta_skeleton.py`` checks
the whole solution: purity, values, pruning, this test and the types.
"""

from alpha_beta_skeleton import EXPECTED, START, VECTOR_CONFIG, best_next_config

from fnsearch import WHITE


def test_white_takes_the_centre() -> None:
    assert best_next_config(VECTOR_CONFIG, START, WHITE) == EXPECTED
'''


def demo() -> str:
    """The course exercise solved: best next board, value, and node counts of three searches."""
    best = best_next_config(VECTOR_CONFIG, EXERCISE_START, WHITE)
    rows = [
        _counted("functional minimax", minimax),
        _counted("functional alpha-beta", alpha_beta),
        _counted("imperative alpha-beta (the sheet's)", alpha_beta_hard),
    ]
    agree = rows[1][1:] == rows[2][1:]
    score = rows[1][1]
    winner = "White" if score > 0 else "Black"
    outcome = f"{winner} wins with {abs(score) - 1} cells still empty" if score else "a draw"
    return "\n".join(
        [
            f"The course exercise: White (X) to move in {render(EXERCISE_START)}",
            "",
            draw(EXERCISE_START),
            "",
            f"Best next configuration for White: {render(best)}",
            "",
            draw(best),
            "",
            f"Value: {score} ({outcome})",
            "",
            f"{'search':<38}{'value':>6}{'nodes':>8}",
            *(f"{name:<38}{value:>6}{nodes:>8}" for name, value, nodes in rows),
            "",
            "functional and imperative alpha-beta agree on value and nodes: "
            + ("yes" if agree else "NO"),
        ]
    )


def _counted(
    name: str, search: Callable[[Config[Board], Board, Player], int]
) -> tuple[str, int, int]:
    counting = Counting(VECTOR_CONFIG)
    value = search(counting, EXERCISE_START, WHITE)
    return name, value, counting.nodes


def exercise_files() -> Path:
    """The folder the exercise's files are copied from: the package's copies, else the clone's."""
    here = Path(__file__).resolve()
    packaged = here.parents[1] / "data" / "exercise"
    return packaged if packaged.is_dir() else here.parents[2] / "exercises"


def exercise(folder: str) -> Result[str, str]:
    """Write the exercise's files into ``folder`` (made if need be), overwriting none."""
    target, sources = Path(folder), exercise_files()
    there = [name for name in (*EXERCISE_FILES, SHEET_TEST) if (target / name).exists()]
    missing = [name for name in EXERCISE_FILES if not (sources / name).is_file()]
    if missing:
        return Failure(f"the exercise's {missing[0]} is not installed (looked in {sources})")
    if there:
        return Failure(f"{target / there[0]} exists already: give a new folder, or move it away")
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name in EXERCISE_FILES:
            shutil.copyfile(sources / name, target / name)
        (target / SHEET_TEST).write_text(_SHEET_TEST_TEXT, encoding="utf-8")
    except OSError as error:
        return Failure(f"cannot write {folder}: {error.strerror or error}")
    skeleton, notebook = (target / name for name in EXERCISE_FILES)
    return Success(
        "\n".join(
            (
                f"wrote {skeleton}, the skeleton: write the body of alpha_beta",
                f"wrote {target / SHEET_TEST}, the sheet's test: python -m pytest {target}",
                f"wrote {notebook}, the lecture's examples: jupyter lab {notebook}",
                f"check a solution: python -m fnsearch check {skeleton}",
            )
        )
    )
