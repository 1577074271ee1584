"""``exercise DIR``: the files a student starts from, written into a new folder."""

from __future__ import annotations

from pathlib import Path

from returns.result import Failure

from fnsearch.cli.demo import exercise


def test_the_exercise_is_written_and_never_over_a_file(tmp_path: Path) -> None:
    course = tmp_path / "course"
    assert exercise(str(course)).unwrap().replace(str(tmp_path), "...").splitlines() == [
        "wrote .../course/alpha_beta_skeleton.py, the skeleton: write the body of alpha_beta",
        "wrote .../course/test_alpha_beta_skeleton.py, the sheet's test:"
        " python -m pytest .../course",
        "wrote .../course/lecture.ipynb, the lecture's examples:"
        " jupyter lab .../course/lecture.ipynb",
        "check a solution: python -m fnsearch check .../course/alpha_beta_skeleton.py",
    ]
    assert exercise(str(course)) == Failure(
        f"{course / 'alpha_beta_skeleton.py'} exists already: give a new folder, or move it away"
    )
