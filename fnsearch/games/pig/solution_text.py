"""The text form of a solution of Pig, as the package's data file stores it.

A line ``target N``, then ``i j P(i, j, 0) holds`` per score pair, ``holds`` the turn
totals to hold at as inclusive ranges (``28-45,47-88``) or ``-``; ``#`` starts a
comment. The chances are written with ``repr``, which reads back to the same float.
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
_Entry: TypeAlias = tuple[float, tuple[Holding, ...]]  # a line's chance and turn totals to hold
_RANGE: Final = re.compile(r"([0-9]{1,4})-([0-9]{1,4})")


def render_solution(solution: PigSolution) -> str:
    """The text of ``solution``, which :func:`parse_solution` reads back."""
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
    """Read a solution; a ``Failure`` names the first line that is wrong."""
    lines = tuple(
        (number, line)
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.startswith("#")
    )
    header = _TARGET.fullmatch(lines[0][1].strip()) if lines else None
    target = 0 if header is None else int(header.group(1))
    return (
        Failure("expected a line 'target N'")
        if not lines
        else Failure(f"line {lines[0][0]}: expected 'target N', got {lines[0][1][:40]!r}")
        if not 1 <= target <= MAX_TARGET
        else Failure(
            f"expected {target * target} lines after 'target {target}', one per score pair,"
            f" got {len(lines) - 1}"
        )
        if len(lines) - 1 != target * target
        else _collected(
            target,
            tuple(
                _entry(number, line.strip(), target, divmod(index, target))
                for index, (number, line) in enumerate(lines[1:])
            ),
        )
    )


def _collected(target: int, entries: tuple[_Entry | str, ...]) -> Result[PigSolution, str]:
    failure = next((entry for entry in entries if isinstance(entry, str)), None)
    found = tuple(entry for entry in entries if not isinstance(entry, str))
    rows = tuple(found[i * target : (i + 1) * target] for i in range(target))
    return (
        Failure(failure)
        if failure is not None
        else Success(
            PigSolution(
                target,
                tuple(tuple(entry[0] for entry in row) for row in rows),
                tuple(tuple(entry[1] for entry in row) for row in rows),
            )
        )
    )


def _entry(number: int, line: str, target: int, pair: tuple[int, int]) -> _Entry | str:
    found = _LINE.fullmatch(line)
    fields = ("", "", "", "") if found is None else found.groups("")
    holds = _holds(fields[3], target - pair[0])
    return (
        f"line {number}: expected 'i j chance holds', got {line[:40]!r}"
        if found is None
        else f"line {number}: expected the scores {pair[0]} {pair[1]}, got {fields[0]} {fields[1]}"
        if (int(fields[0]), int(fields[1])) != pair
        else f"line {number}: a probability must be from 0 to 1, got {fields[2]!r}"
        if not 0.0 <= float(fields[2]) <= 1.0
        else f"line {number}: bad turn totals to hold at"
        if holds is None
        else (float(fields[2]), holds)
    )


def _holds(text: str, below: int) -> tuple[Holding, ...] | None:
    # None unless the ranges are sorted, apart and in 1..below-1.
    found = tuple(_RANGE.fullmatch(part) for part in text.split(","))
    holds = tuple(
        Holding(int(one.group(1)), int(one.group(2)) + 1) for one in found if one is not None
    )
    return (
        ()
        if text == "-"
        else holds
        if len(holds) == len(found)
        and all(1 <= holding.start < holding.stop <= below for holding in holds)
        and all(earlier.stop < later.start for earlier, later in pairwise(holds))
        else None
    )
