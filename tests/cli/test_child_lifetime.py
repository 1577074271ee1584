"""A search's child process never outlives the program, however the program ends.

``search``, ``solve`` and ``play`` compute in a forked child within a time budget,
``check`` runs a solution (and mypy) in children of its own.
Each is started here with a budget long enough to be still thinking, and as soon as
its child exists the program is ended with SIGTERM or SIGKILL; then every child it
had must be gone. Processes are read from ``/proc`` (Linux).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Final

import pytest

from tests.timing import children, end_left_behind, running, started_at, wait_until

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

# The requirement is that the children end within 2 s of their parent; the test
# allows a generous 10 s so that a loaded machine cannot make it fail, and says
# nothing about the time otherwise.
GONE_WITHIN: Final = 10.0
# Starting Python and importing fnsearch can take a while on a busy machine.
STARTED_WITHIN: Final = 60.0

COMMANDS: Final = {
    "search": ["search", "connect4", "/".join(["......."] * 6), "--seconds", "600"],
    "solve": ["solve", "connect4", "--moves", ""],
    "play": ["play", "connect4", "--first", "computer", "--seconds", "600"],
    "check": ["check", "tests/grading/samples/endless.py", "--seconds", "600"],
}


def _started(command: list[str]) -> tuple[subprocess.Popen[bytes], list[tuple[int, str | None]]]:
    """The program running ``command`` and its children, each with its start time."""
    program = subprocess.Popen(
        [sys.executable, "-m", "fnsearch", *command],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        wait_until(
            lambda: program.poll() is not None or bool(children(program.pid)),
            f"{command} starting a child",
            timeout=STARTED_WITHIN,
        )
    except AssertionError:
        program.kill()
        program.wait()
        raise
    found = [(pid, started_at(pid)) for pid in children(program.pid)]
    if not found:
        program.kill()
        program.wait()
        pytest.fail(f"{command} started no child (exit {program.returncode})")
    return program, found


def _all_gone(found: list[tuple[int, str | None]]) -> None:
    """Wait until none of ``found`` runs; fail after GONE_WITHIN, killing what is left."""
    try:
        wait_until(
            lambda: not any(running(pid, started) for pid, started in found),
            "the end of every child",
            timeout=GONE_WITHIN,
        )
    finally:
        end_left_behind(found)  # leave nothing running, even when the test fails


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
@pytest.mark.parametrize("name", COMMANDS)
def test_the_child_dies_with_the_program(name: str, how: signal.Signals) -> None:
    program, found = _started(COMMANDS[name])
    assert all(running(pid, started) for pid, started in found)
    os.kill(program.pid, how)
    assert program.wait(timeout=GONE_WITHIN) == -how
    _all_gone(found)


# Without the kernel's help (systems with no PR_SET_PDEATHSIG), the child's own watch
# ends it: a parent that starts a child which only watches, then is killed.
WATCH_ONLY: Final = """
import multiprocessing, os, threading, time
from fnsearch.cli import bounded

def child(parent):
    threading.Thread(target=bounded._watch_parent, args=(parent,), daemon=True).start()
    time.sleep(600)

if __name__ == "__main__":
    multiprocessing.get_context("fork").Process(target=child, args=(os.getpid(),)).start()
    time.sleep(600)
"""


def test_the_childs_watch_alone_ends_it_with_its_parent(tmp_path: Path) -> None:
    script = tmp_path / "watch_only.py"
    script.write_text(WATCH_ONLY, encoding="utf-8")
    program = subprocess.Popen(
        [sys.executable, str(script)], cwd=Path(__file__).resolve().parents[2]
    )
    try:
        wait_until(lambda: bool(children(program.pid)), "a watching child", STARTED_WITHIN)
        found = [(pid, started_at(pid)) for pid in children(program.pid)]
    finally:
        os.kill(program.pid, signal.SIGKILL)
        program.wait()
    _all_gone(found)
