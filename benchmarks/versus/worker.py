"""One side of the baseline comparison: a process that builds rows and times them on request.

``python -P -m benchmarks.versus.worker SIDE [--quick] [--set FILE]`` imports the
``fnsearch`` its ``sys.path`` finds (the baseline's tree, or the current library),
reads one JSON request per line on standard input and answers each with one JSON
line on standard output:

- ``{"op": "hello"}``: where ``fnsearch`` was imported from, and its build as it
  describes it (``fnsearch.BUILD``), if it does;
- ``{"op": "rows", "section": S}``: the names and targets of the section's rows;
- ``{"op": "check", "section": S, "row": R}``: what the row's call finds, and the
  seconds the check took;
- ``{"op": "time", "section": S, "row": R, "calls": K}``: the mean wall-clock and CPU
  seconds of ``K`` calls in a row, the garbage collector off;
- ``{"op": "build"}``: how many ``fnsearch`` modules are loaded, and how many of them
  are compiled extension modules.

A request that fails is answered with ``{"error": "..."}``. The worker stops at the
end of its input. This module is shell: it reads the clock and talks over pipes.
"""

from __future__ import annotations

import argparse
import gc
import importlib.machinery
import json
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from benchmarks.versus.calls import Calls
from benchmarks.versus.rows import QUICK, SIZE, Job, jobs

__all__ = ["build", "main", "timed"]


def timed(call: Callable[[], object], calls: int) -> tuple[float, float]:
    """The mean wall-clock and CPU seconds of ``calls`` calls of ``call``, the collector off."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        cpu = time.thread_time()
        start = time.perf_counter()
        for _ in range(calls):
            call()
        wall = time.perf_counter() - start
        return wall / calls, (time.thread_time() - cpu) / calls
    finally:
        if collecting:
            gc.enable()


def build() -> dict[str, object]:
    """The ``fnsearch`` package loaded, its modules, and which of them are compiled."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    modules = {
        name: getattr(module, "__file__", None) or ""
        for name, module in list(sys.modules.items())
        if name == "fnsearch" or name.startswith("fnsearch.")
    }
    root = sys.modules.get("fnsearch")
    return {
        "fnsearch": str(getattr(root, "__file__", None)),
        "modules": len(modules),
        "compiled": sorted(name for name, path in modules.items() if path.endswith(suffixes)),
    }


def _calls(side: str) -> Calls:
    if side == "baseline":
        from benchmarks.versus.baseline import baseline

        return baseline()
    from benchmarks.versus.calls import current

    return current()


def _answer(request: dict[str, object], rows: Callable[[str], dict[str, Job]]) -> object:
    op = request.get("op")
    if op == "hello":
        import fnsearch

        # The library's own word on its build, where it has one (the baseline has none).
        described = getattr(getattr(fnsearch, "BUILD", None), "describe", None)
        return {
            "fnsearch": fnsearch.__file__,
            "python": sys.version.split()[0],
            "build": described() if callable(described) else "",
        }
    if op == "build":
        return build()
    section = str(request.get("section"))
    if op == "rows":
        return {"rows": [[job.name, job.target, job.per] for job in rows(section).values()]}
    job = rows(section)[str(request.get("row"))]
    if op == "check":
        start = time.perf_counter()
        shown, detail = job.check()
        return {"shown": shown, "detail": detail, "seconds": time.perf_counter() - start}
    if op == "time":
        calls = request.get("calls")
        wall, cpu = timed(job.run, calls if isinstance(calls, int) else 1)
        return {"seconds": wall, "cpu": cpu}
    return {"error": f"unknown request {op!r}"}


def main(argv: Sequence[str] | None = None) -> int:
    """Answer requests until the end of standard input."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.versus.worker")
    parser.add_argument("side", choices=("baseline", "current"))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--set", type=Path, default=None)
    args = parser.parse_args(argv)
    calls = _calls(args.side)
    size = QUICK if args.quick else SIZE
    built: dict[str, dict[str, Job]] = {}

    def rows(section: str) -> dict[str, Job]:
        if section not in built:
            built[section] = {job.name: job for job in jobs(section, calls, size, args.set)}
        return built[section]

    for line in sys.stdin:
        try:
            answer = _answer(json.loads(line), rows)
        except Exception as error:  # any failure is the answer to the request
            traceback.print_exc(file=sys.stderr)
            answer = {"error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
