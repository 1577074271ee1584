"""Running a search within bounds: a large stack, and a deadline kept by a child process."""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from multiprocessing.connection import Connection
from typing import Final, NamedTuple, TypeVar

from fnsearch.engine.options import plies_within_frames

_T = TypeVar("_T")

STACK_BYTES: Final = 512 * 2**20
RECURSION_LIMIT: Final = 120_000  # about 30,000 plies of the engine
DEEP_PLY_LIMIT: Final = plies_within_frames(RECURSION_LIMIT)
_WATCH_SECONDS: Final = 0.2  # how often a child looks whether its parent still lives
# The longest a wait lasts before it looks for a Ctrl-C: one that comes after the
# interpreter last looked and before a wait begins would otherwise leave the wait blocked.
LOOK_SECONDS: Final = 0.1


class Streamed(NamedTuple):
    """What a bounded stream gave: its items in order, and how it ended."""

    items: list[object]
    finished: bool  # the stream ended before the deadline
    error: str | None  # a one-line message when the computation failed


def _failure_message(error: BaseException) -> str:
    if isinstance(error, RecursionError):
        return (
            f"the search went deeper than the recursion limit of {RECURSION_LIMIT:,} Python"
            " frames: give a smaller --depth or --seconds"
        )
    if isinstance(error, MemoryError):
        return "the search ran out of memory: give a smaller --depth or --seconds"
    return f"the search failed: {type(error).__name__}: {error}"


def on_big_stack(work: Callable[[], _T]) -> _T:
    """Run ``work`` on a daemon thread with a large stack; its exception is raised here."""
    outcome: Future[_T] = Future()

    def target() -> None:
        try:
            outcome.set_result(work())
        except BaseException as error:  # handed to the calling thread
            outcome.set_exception(error)

    previous_limit = sys.getrecursionlimit()
    previous_size = threading.stack_size(STACK_BYTES)
    sys.setrecursionlimit(max(previous_limit, RECURSION_LIMIT))
    try:
        thread = threading.Thread(target=target, name="fnsearch-search", daemon=True)
        thread.start()
    finally:
        threading.stack_size(previous_size)
    try:
        while thread.is_alive():
            thread.join(0.05)
    finally:
        sys.setrecursionlimit(previous_limit)
    return outcome.result()


def die_with_parent(parent: int) -> None:
    """Make this process, a child of ``parent``, end as soon as ``parent`` ends (even killed)."""
    ask_for_death_signal()
    if os.getppid() != parent:  # the parent died before the kernel was asked
        os._exit(1)
    threading.Thread(
        target=_watch_parent, args=(parent,), name="fnsearch-parent-watch", daemon=True
    ).start()


def ask_for_death_signal() -> None:
    """Linux: ask the kernel to kill this process when its parent dies (elsewhere: nothing)."""
    prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG


def prctl(option: int, value: int) -> None:
    """Linux: set one of this process's options in the kernel (elsewhere: nothing)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):  # no prctl: nothing to ask
            ctypes.CDLL(None).prctl(option, value, 0, 0, 0)


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(_WATCH_SECONDS)
    os._exit(1)


@contextlib.contextmanager
def ctrl_c_held() -> Iterator[None]:
    """While inside, Ctrl-C waits; a process forked meanwhile starts with it held back."""
    if not hasattr(signal, "pthread_sigmask"):  # no signal masks on Windows
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


class _End(NamedTuple):
    error: str | None


def _child(make: Callable[[], Iterator[object]], send: Connection, parent: int) -> None:
    # The parent alone answers Ctrl-C: it terminates this process.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(parent)
    try:
        on_big_stack(lambda: _each(make, send.send))
        send.send(_End(None))
    except Exception as error:  # reported to the parent as one line
        send.send(_End(_failure_message(error)))
    send.close()


def _each(make: Callable[[], Iterator[object]], taken: Callable[[object], object]) -> None:
    for item in make():
        taken(item)


def stream_within(
    make: Callable[[], Iterator[object]],
    seconds: float | None,
    taken: Callable[[object], None] = lambda _: None,
) -> Streamed:
    """The items of ``make()``, each ``taken``: all (``seconds=None``), else a forked child's."""
    if seconds is not None:
        return _streamed(make, seconds, taken)
    items: list[object] = []

    def take(item: object) -> None:
        items.append(item)
        taken(item)

    try:
        on_big_stack(lambda: _each(make, take))
    except (RecursionError, MemoryError) as error:
        return Streamed(items, True, _failure_message(error))
    return Streamed(items, True, None)


def _streamed(
    make: Callable[[], Iterator[object]], seconds: float, taken: Callable[[object], None]
) -> Streamed:
    deadline = time.monotonic() + seconds
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(make, send, os.getpid()), daemon=True)
    items: list[object] = []
    try:
        with ctrl_c_held():  # until the child ignores Ctrl-C itself
            process.start()
        send.close()
        # Waits in short slices: a Ctrl-C that comes just before a wait begins is seen after it.
        while (left := deadline - time.monotonic()) > 0:
            if not receive.poll(min(left, LOOK_SECONDS)):
                continue
            try:
                message = receive.recv()
            except EOFError:
                message = _End("the search process ended without an answer")
            if isinstance(message, _End):
                return Streamed(items, True, message.error)
            items.append(message)
            taken(message)
    finally:
        if process.is_alive():
            process.kill()
        if process.pid is not None:
            process.join()
        receive.close()
    return Streamed(items, False, None)
