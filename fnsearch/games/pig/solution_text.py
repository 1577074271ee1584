"""The text form of a solution of Pig, as the package's data file stores it.

A line ``target N``, then ``i j P(i, j, 0) holds`` per score pair, ``holds`` the turn
totals to hold at as inclusive ranges (``28-45,47-88``) or ``-``; ``#`` starts a
comment. The chances are written with ``repr``, which reads back to the same float.

>>> from fnsearch.games.pig.solution import solve
>>> parse_solution(render_solution(solve(3))).map(lambda solution: solution.chances[0][0])
<Success: 0.8372093023255814>
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final, TypeAlias

from returns.result import Failure, Result, Success

from fnsearch.games.pig.rules import MAX_TARGET
from fnsearch.games.pig.solution import Holding, PigSolution

_HEADER: Final = (
    "# Pig solved: i j P(i, j, 0) (the mover's chance at turn total 0), turn totals to hold at"
)
_TARGET: Final = re.compile(r"target ([0-9]{1,4})")
_LINE: Final = re.compile(
    r"([0-9]{1,4}) ([0-9]{1,4}) ([0-9](?:\.[0-9]{1,20})?(?:e-[0-9]{1,3})?) (-|[0-9,-]{1,200})"
)
_Entry: TypeAlias = tuple[float, tuple[Holding, ...]]
"""One score pair's line: the mover's chance at turn total 0, the turn totals to hold at."""
_RANGE: Final = re.compile(r"([0-9]{1,4})-([0-9]{1,4})")


def render_solution(solution: PigSolution) -> str:
    """The text of ``solution``, which :func:`parse_solution` reads back.

    >>> from fnsearch.games.pig.solution import solve
    >>> render_solution(solve(40)).splitlines()[2]  # doctest: +ELLIPSIS
    '0 0 0.54469... 18-28'
    """
    return "\n".join(
        (
            _HEADER,
            f"target {solution.target}",
            *(
                f"{i} {j} {solution.chances[i][j]!r} {_holds_text(solution.holds[i][j])}"
                for i in range(solution.target)
                for j in range(solution.target)
            ),
        )
    )


def _holds_text(holds: tuple[Holding, ...]) -> str:
    return ",".join(f"{holding.start}-{holding.stop - 1}" for holding in holds) or "-"


def parse_solution(text: str) -> Result[PigSolution, str]:
    r"""Read a solution; a ``Failure`` names the first line that is wrong.

    >>> parse_solution("target 2\n0 0 0.5 -")
    <Failure: expected 4 lines after 'target 2', one per score pair, got 1>
    """
    return _with_lines(
        tuple(
            (number, line)
            for number, line in enumerate(text.splitlines(), start=1)
            if line.strip() and not line.startswith("#")
        )
    )


def _with_lines(lines: tuple[tuple[int, str], ...]) -> Result[PigSolution, str]:
    return (
        Failure("expected a line 'target N'")
        if not lines
        else _with_target(lines[0], lines[1:], _TARGET.fullmatch(lines[0][1].strip()))
    )


def _with_target(
    first: tuple[int, str], rest: tuple[tuple[int, str], ...], match: re.Match[str] | None
) -> Result[PigSolution, str]:
    return (
        Failure(f"line {first[0]}: expected 'target N', got {first[1][:40]!r}")
        if match is None or not 1 <= int(match.groups("")[0]) <= MAX_TARGET
        else _with_entries(int(match.groups("")[0]), rest)
    )


def _with_entries(target: int, lines: tuple[tuple[int, str], ...]) -> Result[PigSolution, str]:
    return (
        Failure(
            f"expected {target * target} lines after 'target {target}', one per score pair,"
            f" got {len(lines)}"
        )
        if len(lines) != target * target
        else _collected(
            target,
            tuple(
                _entry(number, line.strip(), target, divmod(index, target))
                for index, (number, line) in enumerate(lines)
            ),
        )
    )


def _collected(target: int, entries: tuple[_Entry | str, ...]) -> Result[PigSolution, str]:
    return _solution_unless(
        target,
        tuple(entry for entry in entries if not isinstance(entry, str)),
        next((entry for entry in entries if isinstance(entry, str)), None),
    )


def _solution_unless(
    target: int, entries: tuple[_Entry, ...], failure: str | None
) -> Result[PigSolution, str]:
    return (
        Success(
            PigSolution(
                target,
                tuple(
                    tuple(entry[0] for entry in entries[i * target : (i + 1) * target])
                    for i in range(target)
                ),
                tuple(
                    tuple(entry[1] for entry in entries[i * target : (i + 1) * target])
                    for i in range(target)
                ),
            )
        )
        if failure is None
        else Failure(failure)
    )


def _entry(number: int, line: str, target: int, pair: tuple[int, int]) -> _Entry | str:
    """The win chance and holding ranges on line ``number``, or what is wrong with it."""
    return _fields(number, line, target, pair, _LINE.fullmatch(line))


def _fields(
    number: int, line: str, target: int, pair: tuple[int, int], match: re.Match[str] | None
) -> _Entry | str:
    return (
        f"line {number}: expected 'i j chance holds', got {line[:40]!r}"
        if match is None
        else _checked(number, target, pair, match.groups(""))
    )


def _checked(
    number: int, target: int, pair: tuple[int, int], fields: tuple[str, ...]
) -> _Entry | str:
    return (
        f"line {number}: expected the scores {pair[0]} {pair[1]}, got {fields[0]} {fields[1]}"
        if (int(fields[0]), int(fields[1])) != pair
        else f"line {number}: a probability must be from 0 to 1, got {fields[2]!r}"
        if not 0.0 <= float(fields[2]) <= 1.0
        else _with_holds(number, float(fields[2]), _holds(fields[3], target - pair[0]))
    )


def _with_holds(number: int, chance: float, holds: tuple[Holding, ...] | None) -> _Entry | str:
    return f"line {number}: bad turn totals to hold at" if holds is None else (chance, holds)


def _holds(text: str, below: int) -> tuple[Holding, ...] | None:
    """The ranges of ``text`` (``-``: none); ``None`` unless sorted, apart, in ``1..below-1``."""
    return (
        ()
        if text == "-"
        else _ordered(tuple(_RANGE.fullmatch(part) for part in text.split(",")), below)
    )


def _ordered(matches: tuple[re.Match[str] | None, ...], below: int) -> tuple[Holding, ...] | None:
    return (
        None
        if any(match is None for match in matches)
        else _in_order(
            tuple(
                Holding(int(match.groups("")[0]), int(match.groups("")[1]) + 1)
                for match in matches
                if match is not None
            ),
            below,
        )
    )


def _in_order(holds: tuple[Holding, ...], below: int) -> tuple[Holding, ...] | None:
    return (
        holds
        if all(1 <= holding.start < holding.stop <= below for holding in holds)
        and all(earlier.stop < later.start for earlier, later in pairwise(holds))
        else None
    )
