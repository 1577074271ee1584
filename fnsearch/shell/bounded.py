"""Running a search within bounds: a large stack, and a deadline kept by another process.

The core's searches recurse a few Python frames per ply, so a deep game (nim with
10,000 coins) needs more than Python's default recursion limit and a thread's
default stack. :func:`on_big_stack` runs a computation on a thread with a large
stack and a raised recursion limit.

A time budget is kept from outside the search, which stays pure:
:func:`stream_within` forks a child process that computes a stream (the
iterations of iterative deepening) and sends each item back through a pipe as
soon as it is complete; the parent takes items until the stream ends or the
deadline passes, then terminates the child. The deepest completed item is kept.

This module starts threads and processes and reads the clock: it is shell.
"""

from __future__ import annotations

import multiprocessing
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from typing import Final, NamedTuple, TypeVar

__all__ = [
    "RECURSION_LIMIT",
    "STACK_BYTES",
    "Streamed",
    "on_big_stack",
    "stream_within",
]

_T = TypeVar("_T")

STACK_BYTES: Final = 512 * 2**20
"""The stack of the thread that searches: enough for :data:`RECURSION_LIMIT` frames."""
RECURSION_LIMIT: Final = 120_000
"""The recursion limit while searching: about 30,000 plies of the engine."""


class Streamed(NamedTuple):
    """What a bounded stream gave: its items in order, and how it ended.

    ``finished`` is true when the stream ended before the deadline; ``error`` is a
    one-line message when the computation failed (``None`` otherwise).
    """

    items: list[object]
    finished: bool
    error: str | None


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
    """Run ``work`` on a thread with a :data:`STACK_BYTES` stack and a raised recursion limit.

    Exceptions of ``work`` are raised again here; a Ctrl-C in the calling thread
    interrupts the wait (the thread is a daemon and dies with the process).

    >>> on_big_stack(lambda: sum(range(10)))
    45
    """
    results: list[_T] = []
    errors: list[BaseException] = []

    def target() -> None:
        try:
            results.append(work())
        except BaseException as error:  # handed to the calling thread
            errors.append(error)

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
    if errors:
        raise errors[0]
    return results[0]


class _End(NamedTuple):
    error: str | None


def _child(make: Callable[[], Iterator[object]], send: Connection) -> None:
    # The parent alone answers Ctrl-C: it terminates this process.
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def run() -> None:
        for item in make():
            send.send(item)

    try:
        on_big_stack(run)
        send.send(_End(None))
    except Exception as error:  # reported to the parent as one line
        send.send(_End(_failure_message(error)))
    send.close()


def stream_within(
    make: Callable[[], Iterator[object]],
    seconds: float | None,
    taken: Callable[[object], None] = lambda _: None,
) -> Streamed:
    """The items of ``make()`` that are complete within ``seconds`` (``None``: all of them).

    With a budget, the stream is computed in a forked child process, which is
    terminated at the deadline; without one, on a large stack in this process.
    ``taken`` is called on each item as it arrives (to show progress).

    >>> stream_within(lambda: iter(range(3)), None)
    Streamed(items=[0, 1, 2], finished=True, error=None)
    >>> stream_within(lambda: iter(range(3)), 10.0)
    Streamed(items=[0, 1, 2], finished=True, error=None)
    """
    if seconds is None:
        return _in_process(make, taken)
    deadline = time.monotonic() + seconds
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(make, send), daemon=True)
    items: list[object] = []
    finished, error = False, None
    process.start()
    send.close()
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not receive.poll(remaining):
                break
            try:
                message = receive.recv()
            except EOFError:
                finished, error = True, "the search process ended without an answer"
                break
            if isinstance(message, _End):
                finished, error = True, message.error
                break
            items.append(message)
            taken(message)
    finally:
        if process.is_alive():
            process.kill()
        process.join()
        receive.close()
    return Streamed(items, finished, error)


def _in_process(make: Callable[[], Iterator[object]], taken: Callable[[object], None]) -> Streamed:
    items: list[object] = []

    def run() -> None:
        for item in make():
            items.append(item)
            taken(item)

    try:
        on_big_stack(run)
    except (RecursionError, MemoryError) as error:
        return Streamed(items, True, _failure_message(error))
    return Streamed(items, True, None)
