"""A user's own code, outside the project, type-checks against fnsearch after the install.

The documented install (``make .venv/.installed``, or ``pip install -e .``) must be
one mypy follows: a ``.pth`` path entry, not an import hook (pyproject.toml says
how). The test writes two small user modules in a temporary directory outside the
repository and runs the project's own mypy from that venv on them: the right use
passes, and a wrong one fails with a type error about fnsearch's own signature, which
mypy can only report when it has found fnsearch.
"""

from __future__ import annotations

import os
import subprocess
import sys
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
    # value is an int, and the player is a Player.
    assert all(line.startswith("wrong.py:4: ") for line in errors), checked.stdout
    assert any("[assignment]" in line and '"int"' in line for line in errors), checked.stdout
    assert any("[arg-type]" in line and '"Player"' in line for line in errors), checked.stdout
    assert "import-not-found" not in checked.stdout
