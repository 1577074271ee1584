"""What each command is asked: one record per command, its fields the options as typed."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from inspect import signature
from typing import NamedTuple, TypeVar, final

from fnsearch.games.registry import REGISTRY, Registry


@final
class SolveRequest(NamedTuple):
    """What ``solve`` is asked: a position, or (``connect4``) the moves that lead to it."""

    game: str
    position: str | None = None
    player: str | None = None
    json: bool = False
    progress: bool = False
    moves: str | None = None
    weak: bool = False
    seconds: str | None = None
    registry: Registry = REGISTRY


@final
class SearchRequest(NamedTuple):
    """What ``search`` is asked: a position, a depth or a time budget, and beyond the horizon."""

    game: str
    position: str | None = None
    player: str | None = None
    depth: str | None = None
    seconds: str | None = None
    json: bool = False
    progress: bool = False
    quiescence: str | None = None
    extensions: str | None = None
    registry: Registry = REGISTRY


@final
class TracingRequest(NamedTuple):
    """What ``trace`` is asked: the search to trace, and the files to write it to."""

    game: str
    position: str | None = None
    player: str | None = None
    depth: str | None = None
    algorithm: str | None = None
    quiescence: str | None = None
    extensions: str | None = None
    svg: str | None = None
    png: str | None = None
    html: str | None = None
    practice: bool = False
    compare: bool = False
    random: str | None = None
    leaves: str | None = None
    seed: str | None = None
    registry: Registry = REGISTRY
    json: bool = False
    grade: str | None = None
    lang: str = "en"


@final
class PlayRequest(NamedTuple):
    """What ``play`` is asked: the game, who moves first, the computer's budget, the dice."""

    game: str
    position: str | None = None
    first: str | None = None
    depth: str | None = None
    seconds: str | None = None
    seed: str | None = None
    quiescence: str | None = None
    extensions: str | None = None
    explain: bool = False
    lang: str = "en"
    registry: Registry = REGISTRY


@final
class CheckRequest(NamedTuple):
    """What ``check`` is asked: the solution's file and function, and where the report goes."""

    file: str
    function: str = "alpha_beta"
    json: bool = False
    gradescope: str | None = None
    seconds: str | None = None
    lang: str = "en"


@final
class PracticeRequest(NamedTuple):
    """What ``practice`` is asked: ``verify`` result codes, or write a ``class``'s exercises."""

    action: str
    codes: Sequence[str]
    """``verify``: the codes, or files of them; ``class``: the one folder to write."""
    csv: bool = False
    exercises: str | None = None
    """``class``: how many exercises (``--count``)."""
    evaluated: str | None = None
    random: str | None = None
    leaves: str | None = None
    seed: str | None = None
    grade: str | None = None
    lang: str = "en"


_Request = TypeVar("_Request")


def from_args(kind: Callable[..., _Request], args: argparse.Namespace) -> _Request:
    """The request ``kind`` of the options the parser read; an option it has not is left out."""
    fields = signature(kind).parameters
    return kind(**{name: getattr(args, name) for name in fields if hasattr(args, name)})
