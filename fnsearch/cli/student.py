"""The process that runs a student's solution for ``fnsearch check``, started fresh.

Questions come on standard input as JSON; each answer is a line ``value leaves pulled``
(or ``stop REASON``). It imports the standard library only and refuses what no search needs.
"""

from __future__ import annotations

import builtins
import functools
import importlib.util
import json
import os
import resource
import sys
import traceback
from collections.abc import Callable, Iterator
from types import FunctionType
from typing import Final, NamedTuple

MODULE: Final = "fnsearch_checked_solution"
MEMORY_BYTES: Final = 1 << 30  # the address space beyond what the child has at its start
RECURSION_LIMIT: Final = 10_000  # far more than a search of the exercise's games needs

# The modules of fnsearch the child has: Config, Player and the tic-tac-toe instance.
GIVEN: Final = (
    *("core/_fp.py", "core/chance_config.py", "core/config.py", "core/contract.py"),
    *("core/evaluation.py", "games/codec.py", "games/naming.py", "games/record.py"),
    *("games/sketch.py", "games/tictactoe/__init__.py", "games/tictactoe/bits.py"),
    "games/tictactoe/vector.py",
)


class _OverBudget(BaseException):
    """Raised when a search pulls more than its budget (not caught by ``except Exception``)."""


class _Refused(BaseException):
    """Raised when the solution imports, or calls, what the exercise does not allow."""


_Game = tuple[
    Callable[[object], object], Callable[[object], object], Callable[[object, bool], object]
]


def _game(name: str) -> _Game:
    """Whether a position is final, its score, and its children (White to move or not)."""
    if name == "tree":
        return (
            functools.cache(lambda tree: isinstance(tree, int)),
            functools.cache(lambda tree: tree if isinstance(tree, int) else 0),
            functools.cache(lambda tree, _: () if isinstance(tree, int) else tree),
        )
    from fnsearch.core.config import BLACK, WHITE
    from fnsearch.games.tictactoe import VECTOR_CONFIG

    return (
        functools.cache(VECTOR_CONFIG.is_final),
        functools.cache(VECTOR_CONFIG.score),
        functools.cache(
            lambda board, white: tuple(VECTOR_CONFIG.successors(board, WHITE if white else BLACK))
        ),
    )


class _Counter(NamedTuple):
    instance: object
    start: Callable[[int, list[object] | None], None]  # a search's budget, where to record
    counts: Callable[[], tuple[int, int]]  # leaves scored, successors pulled since the start


def _counter(game: _Game, white: object) -> _Counter:
    finals, scores, children = game
    leaves = [0]
    budget = [0]
    opened: list[tuple[int, Iterator[object]]] = []
    depths: dict[object, int] = {}
    recording: list[list[object] | None] = [None]

    def start(limit: int, visits: list[object] | None) -> None:
        leaves[0], budget[0], recording[0] = 0, limit, visits
        opened.clear()
        depths.clear()

    def counts() -> tuple[int, int]:
        return leaves[0], sum(n - it.__length_hint__() for n, it in opened)  # type: ignore[attr-defined]  # a tuple's iterator

    class Counted:
        __slots__ = ("is_final",)
        is_final: Callable[[object], object]

        def score(self, c: object, /) -> object:
            leaves[0] += 1
            visits = recording[0]
            if visits is not None:
                visits.append([depths.get(c, 0), c, scores(c)])
            return scores(c)

        def successors(self, c: object, player: object, /) -> Iterator[object]:
            found: tuple[object, ...] = children(c, player is white)  # type: ignore[assignment]  # a tuple of positions
            if len(opened) + leaves[0] > budget[0]:
                raise _OverBudget
            visits = recording[0]
            if visits is not None:
                depths.update((child, depths.get(c, 0) + 1) for child in found)
                visits.append([depths.get(c, 0), c, None])
            opened.append((len(found), iter(found)))
            return opened[-1][1]

    counted = Counted()
    counted.is_final = finals
    return _Counter(counted, start, counts)


def _where(error: BaseException, path: str) -> str:
    """`` (line N)`` of the last frame of the solution's file in the error's traceback."""
    lines = [
        line
        for frame, line in traceback.walk_tb(error.__traceback__)
        if os.path.abspath(frame.f_code.co_filename) == os.path.abspath(path)
    ]
    return f" (line {lines[-1]})" if lines else ""


def _why(error: BaseException, path: str, doing: str) -> str:
    if isinstance(error, _Refused):
        return f"the solution {error}, which the exercise does not allow{_where(error, path)}"
    if isinstance(error, SystemExit):
        return f"the solution called sys.exit({error.code!r}) while {doing}"
    if isinstance(error, RecursionError):
        return f"RecursionError while {doing}: the recursion does not end{_where(error, path)}"
    if isinstance(error, MemoryError):
        return (
            f"the solution ran out of memory while {doing} (it may take {MEMORY_BYTES >> 20} MiB)"
        )
    return f"{type(error).__name__} while {doing}: {error}{_where(error, path)}"


def _guard(original: Callable[..., object], allowed: frozenset[str]) -> Callable[..., object]:
    """``__import__`` refusing, for the solution's module, what the exercise does not allow."""

    def guarded(
        name: str,
        globals: object = None,  # __import__'s own parameters
        locals: object = None,
        fromlist: object = (),
        level: int = 0,
    ) -> object:
        caller = sys._getframe(1).f_globals.get("__name__")
        listed = name in allowed or name.split(".")[0] + ".*" in allowed  # or its package
        if caller == MODULE and (level != 0 or not listed):
            raise _Refused(f"imports {'.' * level}{name}")
        return original(name, globals, locals, fromlist, level)

    return guarded


_EVENTS: Final = (
    "os.kill os.killpg os.fork os.forkpty os.posix_spawn os.spawn os.exec os.system os.setsid"
    " subprocess.Popen pty.spawn ctypes.dlopen ctypes.dlsym ctypes.cdata socket.__new__"
    " os.remove os.rename os.rmdir os.truncate os.chmod os.chown os.symlink os.link os.putenv"
)
_REFUSED_EVENTS: Final = frozenset(_EVENTS.split())
_WRITING: Final = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def _audit(event: str, args: tuple[object, ...]) -> None:
    """Refuse what no search needs: processes, signals, native code, sockets, changed files."""
    if event in _REFUSED_EVENTS or (
        event == "open"
        and (
            any(mark in str(args[1]) for mark in "wax+")
            or (isinstance(args[2], int) and args[2] & _WRITING)
        )
    ):
        raise _Refused(f"calls {event}" if event != "open" else "opens a file to write")


def _load(path: str, function: str, line: int) -> Callable[..., object] | str:
    spec = importlib.util.spec_from_file_location(MODULE, path)
    if spec is None or spec.loader is None:
        return f"{path} cannot be imported as a module"
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as error:  # the student's module: anything may happen
        return _why(error, path, "importing the file")
    found = module.__dict__.get(function)
    # The function the file's def made, not one reached from elsewhere or swapped in.
    if (
        not isinstance(found, FunctionType)
        or os.path.abspath(found.__code__.co_filename) != os.path.abspath(path)
        or found.__code__.co_firstlineno != line
    ):
        return f"{function} is not the function defined at line {line} of the file once imported"
    return found


def _limit_memory() -> None:
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            used = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):  # not Linux: the limit is the spare bytes and 4 GiB
        used = 4 << 30
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = used + MEMORY_BYTES
    resource.setrlimit(
        resource.RLIMIT_AS, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard)
    )


def _tuples(value: object) -> object:
    return tuple(map(_tuples, value)) if isinstance(value, list) else value


def main(path: str, function: str, line: int, sheet_questions: int) -> None:
    """Answer the questions on standard input with the solution ``function`` of ``path``."""
    allowed, descriptor, questions = json.load(sys.stdin)
    from fnsearch.core.config import WHITE, Player

    counters = {name: _counter(_game(name), WHITE) for name in ("tictactoe", "tree")}
    with os.fdopen(descriptor, "w", encoding="utf-8") as answers:
        _limit_memory()
        sys.setrecursionlimit(RECURSION_LIMIT)
        sys.dont_write_bytecode = True  # nothing is written from here on
        sys.addaudithook(_audit)  # for good: a hook cannot be removed
        builtins.__import__ = _guard(builtins.__import__, frozenset(allowed))  # type: ignore[assignment]  # the guard takes __import__'s parameters
        solution = _load(path, function, line)
        if isinstance(solution, str):
            answers.write(f"stop {solution}\n")
            return
        for index, (game, position, player, alpha, beta, budget, record) in enumerate(questions):
            visits: list[object] | None = [] if record else None
            counter = counters[game]
            counter.start(budget, visits)
            try:
                value = solution(counter.instance, _tuples(position), Player(player), alpha, beta)
            except _OverBudget:
                value = "-"
            except BaseException as error:  # the student's search: anything may happen
                doing = (
                    "choosing the best next configuration"
                    if index < sheet_questions
                    else "searching"
                )
                answers.write(f"stop {_why(error, path, doing)}\n")
                return
            if visits is not None:
                answers.write(json.dumps(visits) + "\n")
            if value != "-" and type(value) is not int:
                answers.write(f"stop the solution answered {type(value).__name__}, not int\n")
                return
            leaves, pulled = counter.counts()
            answers.write(f"{value} {leaves} {pulled}\n")
            if index % 512 == 0:
                answers.flush()


if __name__ == "__main__":
    if os.getppid() != int(sys.argv[6]):  # the checker ended before the kernel was asked
        os._exit(1)
    sys.path[:0] = [os.path.join(sys.argv[1], "given"), os.path.join(sys.argv[1], "lib")]
    main(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
