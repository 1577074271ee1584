"""The text of an m,n,k position split in two: the rows, and the ``k=K`` suffix if any."""

from __future__ import annotations

from typing import NamedTuple, final

from returns.result import Failure, Result, Success


@final
class Notation(NamedTuple):
    """A position text split in two: the rows, and ``k`` if a ``k=K`` suffix gives it.

    >>> Notation("XX/..", 2).k
    2
    """

    rows: str
    k: int | None


def notation(text: str) -> Result[Notation, str]:
    """Split ``"X.../.O../..../.... k=3"`` into the rows and ``k`` (``None`` when not given).

    >>> notation(" XX./O../... k=2 ")
    <Success: Notation(rows='XX./O../...', k=2)>
    >>> notation("XX./O../...")
    <Success: Notation(rows='XX./O../...', k=None)>
    >>> notation("XX./O../... k=two")
    <Failure: bad k 'k=two': expected k=K after the rows, K how many in a row win>
    """
    return _suffix(text.strip().partition(" "))


def _suffix(parts: tuple[str, str, str]) -> Result[Notation, str]:
    return (
        Success(Notation(parts[0], None))
        if parts[2].strip() == ""
        else Success(Notation(parts[0], int(parts[2].strip()[2:])))
        if parts[2].strip().startswith("k=")
        and parts[2].strip()[2:].isdigit()
        and len(parts[2].strip()) < 6
        else Failure(
            f"bad k {parts[2].strip()[:20]!r}: expected k=K after the rows, K how many in a row win"
        )
    )
