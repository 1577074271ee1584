"""After an install: a user's own code type-checks against fnsearch, and the exercise starts.

The documented install (``make .venv/.installed``, or ``pip install -e .``) must be
one mypy follows: a ``.pth`` path entry, not an import hook (pyproject.toml says
how). The test writes two small user modules in a temporary directory outside the
repository and runs the project's own mypy from that venv on them: the right use
passes, and a wrong one fails with a type error about fnsearch's own signature, which
mypy can only report when it has found fnsearch. Then ``pip install`` into a new
virtual environment outside the repository, and ``fnsearch exercise`` there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

RIGHT = """\
from fnsearch import WHITE, Player, alpha_beta, best_next_config
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, parse

board: Board = parse("XX./OO./...").unwrap()
value: int = alpha_beta(VECTOR_CONFIG, board, WHITE)
after: Board = best_next_config(VECTOR_CONFIG, board, WHITE)
mover: Player = WHITE.opponent
"""

WRONG = """\
from fnsearch import alpha_beta
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG

value: str = alpha_beta(VECTOR_CONFIG, EMPTY, "white")
"""


def test_mypy_follows_fnsearch_from_a_users_directory(tmp_path: Path) -> None:
    repository = Path(__file__).resolve().parents[1]
    assert not tmp_path.resolve().is_relative_to(repository)
    (tmp_path / "right.py").write_text(RIGHT, encoding="utf-8")
    (tmp_path / "wrong.py").write_text(WRONG, encoding="utf-8")
    environment = {
        key: value for key, value in os.environ.items() if key not in {"PYTHONPATH", "MYPYPATH"}
    }
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "right.py", "wrong.py"],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    errors = [line for line in checked.stdout.splitlines() if ": error: " in line]
    assert checked.returncode == 1, checked.stdout + checked.stderr
    # Only the wrong module has errors, and they are about fnsearch's types: the
    # value is an int, and the player is a Player (the parameter's protocol type,
    # PlayerArgument, through which the compiled build refuses a wrong one itself).
    assert all(line.startswith("wrong.py:4: ") for line in errors), checked.stdout
    assert any("[assignment]" in line and '"int"' in line for line in errors), checked.stdout
    assert any("[arg-type]" in line and '"PlayerArgument"' in line for line in errors), (
        checked.stdout
    )
    assert "import-not-found" not in checked.stdout


def test_the_exercise_can_be_started_after_pip_install(tmp_path: Path) -> None:
    # pip installs a copy of the project into a new virtual environment outside the
    # repository (pure, without its dependencies, which the environment finds in this
    # one's site-packages); its `fnsearch exercise` writes the exercise from the
    # installed package, and `check --help`'s example then runs on it.
    repository = Path(__file__).resolve().parents[1]
    source = tmp_path / "source"
    for name in ("pyproject.toml", "setup.py", "README.md", "MANIFEST.in"):
        source.mkdir(exist_ok=True)
        shutil.copyfile(repository / name, source / name)
    for folder in ("fnsearch", "exercises"):
        shutil.copytree(
            repository / folder,
            source / folder,
            ignore=shutil.ignore_patterns("*.so", "__pycache__"),
        )
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(site) / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    environment = {
        key: value for key, value in os.environ.items() if key not in {"PYTHONPATH", "MYPYPATH"}
    } | {"FNSEARCH_PURE": "1"}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            python,
            "install",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            str(source),
        ],
        cwd=tmp_path,
        env=environment,
        check=True,
        timeout=600,
    )
    shutil.rmtree(source)  # nothing is read from the copy any more

    def run(*arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [venv / "bin" / "fnsearch", *arguments],
            cwd=tmp_path,
            env=environment,
            capture_output=True,
            text=True,
            timeout=600,
        )

    # check --help's examples: write the exercise (once), then check its skeleton.
    helped = run("check", "--help").stdout.splitlines()
    examples = [
        line.split("#")[0].split()[3:]
        for line in helped
        if line.startswith("  python -m fnsearch ")
    ]
    written, checked = run(*examples[0]), run(*examples[1])
    assert examples[0][0] == "exercise"
    assert (written.returncode, written.stderr) == (0, ""), written.stdout
    course = tmp_path / examples[0][1]
    for name in ("alpha_beta_skeleton.py", "lecture.ipynb"):
        assert (course / name).read_bytes() == (repository / "exercises" / name).read_bytes()
    assert "def test_white_takes_the_centre" in (course / "test_alpha_beta_skeleton.py").read_text()
    assert "no such file" not in checked.stdout + checked.stderr
    assert checked.returncode == 1, checked.stdout + checked.stderr  # the placeholder fails
    assert "correctness" in checked.stdout
