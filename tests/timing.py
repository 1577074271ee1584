"""What the tests may ask of time: bounds a user would notice, and waiting for a state.

No test asserts a precise duration or sleeps and hopes: on a machine loaded by
parallel test workers a process can take many times its usual time to start or to be
scheduled. A time budget is checked only against what a user would notice
(:func:`noticed`): a program that ignores its budget fails, a slow machine does not.
How closely a budget is kept is a measurement for a benchmark on a quiet machine, not
an assertion. A test that must act once a program has reached some state polls for
that state (:func:`wait_until`) and, when it never comes, fails saying what did not
happen.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

OVERRUN = 10
"""How many times its budget a program may seem to take before a user would notice."""
FLOOR = 10.0
"""Seconds too few to notice: starting a process on a loaded machine can take that long."""
PATIENCE = 60.0
"""Seconds to wait for a state that an idle machine reaches at once."""


def noticed(budget: float) -> float:
    """The seconds after which a user would see that a budget of ``budget`` s was not kept.

    >>> noticed(1.0), noticed(2.5), noticed(0.05)
    (10.0, 25.0, 10.0)
    """
    return max(OVERRUN * budget, FLOOR)


def wait_until(ready: Callable[[], bool], what: str, timeout: float = PATIENCE) -> None:
    """Poll ``ready`` until it holds; fail saying ``what`` did not happen within ``timeout``.

    >>> wait_until(lambda: True, "nothing")
    >>> wait_until(lambda: False, "the impossible", timeout=0.01)
    Traceback (most recent call last):
    AssertionError: the impossible did not happen within 0.01 s
    """
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        time.sleep(0.02)


def children(pid: int) -> list[int]:
    """The processes that ``pid`` started and that still run (from Linux's ``/proc``).

    >>> import os, subprocess
    >>> sleeper = subprocess.Popen(["sleep", "60"])
    >>> sleeper.pid in children(os.getpid())
    True
    >>> sleeper.kill(), sleeper.wait()
    (None, -9)
    >>> sleeper.pid in children(os.getpid())
    False
    """
    found: list[int] = []
    for listing in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found.extend(int(child) for child in listing.read_text().split())
        except OSError:  # the thread ended while it was read
            continue
    return found


def ignores_ctrl_c(pid: int) -> bool:
    """Whether process ``pid`` runs with SIGINT ignored (``False`` once it has ended).

    >>> import subprocess
    >>> def deaf() -> None:
    ...     signal.signal(signal.SIGINT, signal.SIG_IGN)
    >>> ignoring = subprocess.Popen(["sleep", "60"], preexec_fn=deaf)
    >>> wait_until(lambda: ignores_ctrl_c(ignoring.pid), "sleep ignoring SIGINT")
    >>> ignoring.kill(), ignoring.wait()
    (None, -9)
    >>> ignores_ctrl_c(ignoring.pid)
    False
    """
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:  # the process ended
        return False
    masks = [line.split()[1] for line in status.splitlines() if line.startswith("SigIgn:")]
    return bool(masks) and bool(int(masks[0], 16) & (1 << (signal.SIGINT - 1)))


def searching(pid: int) -> bool:
    """Whether the program ``pid`` has started its bounded search process, which ignores Ctrl-C.

    The search process (``fnsearch.cli.bounded``) ignores SIGINT first thing, so that
    the program alone answers Ctrl-C; until then a Ctrl-C pressed on a terminal would
    reach it too.
    """
    return any(ignores_ctrl_c(child) for child in children(pid))


def started_at(pid: int) -> str | None:
    """When process ``pid`` started, in clock ticks since boot (``None`` once it has ended).

    With its pid it names one process: a pid is reused by later processes.

    >>> import os
    >>> started_at(os.getpid()) == started_at(os.getpid())
    True
    >>> started_at(-1) is None
    True
    """
    fields = _stat(pid)
    return None if fields is None else fields[19]  # field 22 of /proc/<pid>/stat


def running(pid: int, started: str | None) -> bool:
    """Whether the process ``pid`` that started at ``started`` still runs (a zombie has ended).

    >>> import os, subprocess
    >>> running(os.getpid(), started_at(os.getpid()))
    True
    >>> ended = subprocess.Popen(["true"])
    >>> when = started_at(ended.pid)
    >>> wait_until(lambda: not running(ended.pid, when), "true ending")
    >>> ended.wait()
    0
    """
    fields = _stat(pid)
    return fields is not None and fields[19] == started and fields[0] != "Z"


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/<pid>/stat`` from the state on (field 3), or ``None`` once it ended.

    The command name before them, in parentheses, may hold spaces and parentheses.
    """
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:  # the process ended
        return None
    return stat.rsplit(")", 1)[1].split()


def end_left_behind(processes: list[tuple[int, str | None]]) -> None:
    """Kill each ``(pid, started_at(pid))`` still running: a search a test started, left behind.

    A program must end its search processes when it ends; checking that it does is the
    job of the tests of that behaviour. Any other test that started the program makes
    sure here that nothing it started keeps running (and computing) after it.
    """
    for pid, started in processes:
        if started is not None and started_at(pid) == started:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:  # it ended meanwhile
                continue


ENDLESS_GAME = """
class Endless:
    '''A root with a quick first move, then two full binary trees of 40 plies.'''

    def score(self, position):
        return 0

    def is_final(self, position):
        return position == 0

    def successors(self, position, player):
        return [0, 40, 40] if position == "root" else [position - 1, position - 1]
"""
"""A game whose root's moves after the first no search finishes: source for a program."""


def interrupted(
    program: subprocess.Popen[bytes],
    ready: Callable[[], bool],
    processes: Callable[[], list[int]],
    what: str,
    started_within: float,
    gone_within: float,
) -> tuple[str, int]:
    """Ctrl-C to ``program`` once it is ``ready``; wait for it and its ``processes()`` to end.

    Returns what the program printed and how many processes it had; kills the program
    when a wait fails.
    """
    try:
        wait_until(
            lambda: program.poll() is not None or ready(),
            f"{what} starting",
            timeout=started_within,
        )
        started = [(pid, started_at(pid)) for pid in processes()]
        program.send_signal(signal.SIGINT)
        output, _ = program.communicate(timeout=gone_within)
        wait_until(
            lambda: not any(running(pid, start) for pid, start in started),
            f"{what} ending",
            timeout=gone_within,
        )
    finally:
        program.kill()
        program.wait()
    return output.decode().strip(), len(started)
