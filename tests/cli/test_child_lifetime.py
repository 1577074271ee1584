"""A search's child process never outlives the program, however the program ends.

``search``, ``solve`` and ``play`` compute in a forked child within a time budget.
Each is started here with a budget long enough to be still thinking, and as soon as
its child exists the program is ended with SIGTERM or SIGKILL; then every child it
had must be gone. Processes are read from ``/proc`` (Linux).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Final, NamedTuple

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

# The requirement is that the children end within 2 s of their parent; the test
# allows a generous 10 s so that a loaded machine cannot make it fail, and says
# nothing about the time otherwise.
GONE_WITHIN: Final = 10.0
# Starting Python and importing fnsearch can take a while on a busy machine.
STARTED_WITHIN: Final = 60.0
POLL: Final = 0.05

COMMANDS: Final = {
    "search": ["search", "connect4", "/".join(["......."] * 6), "--seconds", "600"],
    "solve": ["solve", "connect4", "--moves", ""],
    "play": ["play", "connect4", "--first", "computer", "--seconds", "600"],
}


class Process(NamedTuple):
    """A process, told apart from a later one with the same id by its start time."""

    pid: int
    started: int


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/<pid>/stat`` after the command name, or ``None``."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8")
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2 :].split()  # field 3 (the state) comes first


def _children(parent: int) -> set[Process]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None and int(fields[1]) == parent:
                found.add(Process(int(entry.name), int(fields[19])))
    return found


def _alive(process: Process) -> bool:
    fields = _stat(process.pid)
    return fields is not None and int(fields[19]) == process.started and fields[0] != "Z"


def _started(command: list[str]) -> tuple[subprocess.Popen[bytes], set[Process]]:
    program = subprocess.Popen(
        [sys.executable, "-m", "fnsearch", *command],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=Path(__file__).resolve().parents[2],
    )
    deadline = time.monotonic() + STARTED_WITHIN
    while not (children := _children(program.pid)):
        if program.poll() is not None or time.monotonic() > deadline:
            program.kill()
            program.wait()
            pytest.fail(f"{command} started no child (exit {program.returncode})")
        time.sleep(POLL)
    return program, children


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
@pytest.mark.parametrize("name", COMMANDS)
def test_the_child_dies_with_the_program(name: str, how: signal.Signals) -> None:
    program, children = _started(COMMANDS[name])
    assert all(_alive(child) for child in children)
    os.kill(program.pid, how)
    assert program.wait(timeout=GONE_WITHIN) == -how
    deadline = time.monotonic() + GONE_WITHIN
    while any(_alive(child) for child in children) and time.monotonic() < deadline:
        time.sleep(POLL)
    left = [child.pid for child in children if _alive(child)]
    for pid in left:  # leave nothing running, even when the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == []


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
    deadline = time.monotonic() + STARTED_WITHIN
    while not (children := _children(program.pid)) and time.monotonic() < deadline:
        time.sleep(POLL)
    os.kill(program.pid, signal.SIGKILL)
    program.wait()
    assert children
    deadline = time.monotonic() + GONE_WITHIN
    while any(_alive(child) for child in children) and time.monotonic() < deadline:
        time.sleep(POLL)
    left = [child.pid for child in children if _alive(child)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert left == []
