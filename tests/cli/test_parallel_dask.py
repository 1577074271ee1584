"""Ctrl-C stops a parallel search on a Dask client's executor, as on the default pool.

A program starts a local Dask cluster of two worker processes and runs
:func:`~fnsearch.cli.parallel.parallel_search` on its executor, over a root with a
quick first move and two moves no search finishes; once the cluster's workers compute,
the program gets SIGINT (Ctrl-C). Processes are read from ``/proc`` (Linux).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Final

import pytest

from tests.timing import ENDLESS_GAME, children, interrupted

pytest.importorskip("distributed")
pytestmark = [
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc"),
    # A local cluster takes seconds to start and to close on a loaded machine.
    pytest.mark.slow,
]

GONE_WITHIN: Final = 20.0
STARTED_WITHIN: Final = 120.0

# Each move after the first is a full binary tree of 40 plies, searched by minimax.
_PROGRAM: Final = (
    textwrap.dedent(
        """
        import signal
        signal.signal(signal.SIGINT, signal.default_int_handler)

        from distributed import Client, LocalCluster

        from fnsearch import WHITE
        from fnsearch.cli.parallel import parallel_search
        """
    )
    + ENDLESS_GAME
    + textwrap.dedent(
        """
        if __name__ == "__main__":
            try:
                with LocalCluster(
                    n_workers=2, threads_per_worker=1, dashboard_address=None
                ) as cluster, Client(cluster) as client:
                    print("ready", flush=True)
                    executor = client.get_executor()
                    parallel_search(
                        Endless(), "root", WHITE, algorithm="minimax", executor=executor
                    )
            except KeyboardInterrupt:
                print("KeyboardInterrupt", flush=True)
                raise SystemExit(130)
        """
    )
)


def _descendants(pid: int) -> list[int]:
    return [grandchild for child in children(pid) for grandchild in [child, *_descendants(child)]]


def _busy(pids: list[int]) -> bool:
    """Whether one of ``pids`` is running on a CPU now (state ``R`` in ``/proc``)."""
    return any(_state(pid) == "R" for pid in pids)


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return ""


def test_ctrl_c_ends_a_dask_search_and_its_workers(tmp_path: Path) -> None:
    script = tmp_path / "dask_search.py"
    script.write_text(_PROGRAM)
    program = subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert program.stdout is not None
    assert program.stdout.readline().decode().strip() == "ready"
    output, workers = interrupted(
        program,
        lambda: _busy(_descendants(program.pid)),
        lambda: _descendants(program.pid),
        "the cluster's workers",
        started_within=STARTED_WITHIN,
        gone_within=GONE_WITHIN,
    )
    assert workers >= 2
    assert output == "KeyboardInterrupt"
    assert program.returncode == 130
