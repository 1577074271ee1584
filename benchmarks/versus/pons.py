"""Pascal Pons's C++ Connect Four solver, built from a checkout and timed on a set.

The solver is not part of the repository: :func:`sources` takes a checkout of
https://github.com/PascalPons/connect4 (or its git directory, whose ``HEAD`` is
extracted), :func:`build` compiles its ``Solver.cpp`` with the flags of its own
Makefile together with ``benchmarks/cpp/time_positions.cpp``, a timing loop of
ours that clears the solver's table before each position, outside the time, and
loads no opening book. :func:`solve` runs it on a list of positions.

This module is shell: it runs git, the C++ compiler and the solver.
"""

from __future__ import annotations

import io
import os
import subprocess
import tarfile
from collections.abc import Sequence
from pathlib import Path
from typing import Final, NamedTuple

__all__ = ["FLAGS", "TIMER", "PonsAnswer", "build", "solve", "sources"]

TIMER: Final = Path(__file__).resolve().parents[1] / "cpp" / "time_positions.cpp"
FLAGS: Final = ("--std=c++11", "-W", "-Wall", "-O3", "-DNDEBUG")
"""The flags of the solver's Makefile."""


class PonsAnswer(NamedTuple):
    """The solver's score of a position, its nodes, and the wall-clock and CPU seconds."""

    score: int
    nodes: int
    seconds: float
    cpu: float


def _git(git_dir: Path, *args: str) -> bytes:
    return subprocess.run(
        ["git", "--git-dir", str(git_dir), *args], check=True, capture_output=True
    ).stdout


def sources(source: Path, into: Path) -> tuple[Path, str]:
    """The directory of the solver's sources, and the commit they come from.

    ``source`` is a checkout (a directory with ``Solver.cpp``) or a git directory,
    whose ``HEAD`` is extracted into ``into``.
    """
    if (source / "Solver.cpp").is_file():
        git_dir = source / ".git"
        known = git_dir.exists()
        return source, _git(
            git_dir, "rev-parse", "--short", "HEAD"
        ).decode().strip() if known else "?"
    commit = _git(source, "rev-parse", "--short", "HEAD").decode().strip()
    with tarfile.open(fileobj=io.BytesIO(_git(source, "archive", "--format=tar", "HEAD"))) as tar:
        tar.extractall(into, filter="data")
    return into, commit


def build(source: Path, into: Path) -> Path:
    """Compile the timing loop against the solver in ``source``; the program's path."""
    program = into / "time_positions"
    compiler = os.environ.get("CXX", "g++")
    subprocess.run(
        [
            compiler,
            *FLAGS,
            "-I",
            str(source),
            "-o",
            str(program),
            str(TIMER),
            str(source / "Solver.cpp"),
        ],
        check=True,
        capture_output=True,
    )
    return program


def solve(program: Path, moves: Sequence[str]) -> list[PonsAnswer]:
    """The solver's answer for each position, given by its moves (digits 1 to 7)."""
    done = subprocess.run(
        [str(program)],
        input="".join(f"{m}\n" for m in moves),
        text=True,
        check=True,
        capture_output=True,
    )
    return [
        PonsAnswer(int(score), int(nodes), int(wall) / 1e9, int(cpu) / 1e9)
        for score, nodes, wall, cpu in (line.split() for line in done.stdout.splitlines())
    ]
