"""Room on the interpreter's stack for a deep search: the one place this speed trick lives.

CPython 3.11 keeps the frames of Python calls in chunks of 16 KB. A call that does
not fit in the current chunk gets a new one, mapped from the system, and when that
call returns the chunk is unmapped again. A recursive search returns to the same
depths again and again, so if the end of a chunk falls among the levels it visits
most, at the leaves, nearly every leaf maps and unmaps memory. Where that end falls
depends on how deep the stack already was when the search began: the same search
can take twice as long, or five times, called from one place as from another.

Measured on Pig at depth 8 (20 positions, ``expectiminimax``): 6.2 s as the
benchmark called it, 1.2 s inside :func:`with_room`; Star1 at depth 6 on the same
positions took 0.87 s, 0.25 s with room; counted, the system calls that give memory
back numbered 56,610 in one pass over them against 8,399. Later CPython versions keep a spare chunk
and do not have the problem.

:func:`with_room` gives a search a chunk of its own, with about 500 KB free, by
calling it from a frame that declares a large evaluation stack (a copy of a one-line
function's code with a bigger ``co_stacksize``): that frame takes a 1 MB chunk, and
the search's frames follow it there. The memory is mapped once per call and only
the pages the search touches are ever used.

>>> @with_room
... def depth(n: int) -> int:
...     return 0 if n == 0 else 1 + depth(n - 1)
>>> depth(100)
100
"""

from __future__ import annotations

import functools
import types
from collections.abc import Callable
from typing import Final, ParamSpec, Protocol, TypeVar, cast

__all__ = ["with_room"]

_P = ParamSpec("_P")
_R = TypeVar("_R")

ROOM: Final = 1 << 16
"""Stack slots (8 bytes each) the calling frame declares: 512 KB, so it gets a 1 MB chunk."""


class _Caller(Protocol):
    def __call__(self, thunk: Callable[[], _R], /) -> _R: ...


def _called(thunk: Callable[[], _R], /) -> _R:
    return thunk()


_NO_GLOBALS: Final[dict[str, object]] = {}

_CALLED_WITH_ROOM: Final = cast(
    _Caller,
    types.FunctionType(
        _called.__code__.replace(co_stacksize=_called.__code__.co_stacksize + ROOM), _NO_GLOBALS
    ),
)


def with_room(search: Callable[_P, _R]) -> Callable[_P, _R]:
    """``search``, run in a stack chunk of its own (see the module's text for why).

    The function keeps its name, its documentation and its signature.
    """

    @functools.wraps(search)
    def roomy(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        return _CALLED_WITH_ROOM(lambda: search(*args, **kwargs))

    return roomy
