"""The one place the core raises: a game or an argument that breaks its contract.

The core answers an *expected* condition with a value (a ``Result`` failure). A game
that breaks its own contract, or an argument of the wrong kind, is a programmer's
error that a search would otherwise answer with a wrong value: :func:`broken` raises
:class:`ContractError` with a message naming the problem and the position. This
module is exempt from the purity rules for that single ``raise``.

>>> broken("a position that is not final has no successors: X../.../...")
Traceback (most recent call last):
...
fnsearch.core.contract.ContractError: a position that is not final has no successors: X../.../...
"""

from __future__ import annotations

from typing import NoReturn

__all__ = [
    "ContractError",
    "broken",
    "dead_end",
    "endless",
    "not_whole",
    "out_of_range",
    "shown",
    "too_wide",
]


class ContractError(ValueError):
    """A game or an argument broke its documented contract; the message says how and where."""


def broken(message: str) -> NoReturn:
    """Raise :class:`ContractError` with ``message``, as the alternative of an expression.

    >>> 1 if 1 > 0 else broken("not positive")
    1
    """
    raise ContractError(message)


def shown(config: object) -> str:
    """A position as a message names it: its ``repr``, cut short when it is long.

    >>> shown("X../.../..."), len(shown(tuple(range(1000))))
    ("'X../.../...'", 160)
    """
    return repr(config) if len(repr(config)) <= 160 else repr(config)[:157] + "..."


def dead_end(config: object) -> str:
    """The message for a position that is not final but has no successors.

    >>> dead_end("X../.../...")
    "a position that is not final has no successors: 'X../.../...'"
    """
    return f"a position that is not final has no successors: {shown(config)}"


def endless(config: object) -> str:
    """The message for a game not over at a search's ply limit, the deepest ply it goes.

    >>> endless(7)
    'the game has cycles or no end: 7 is not final at the ply limit, the deepest ply a \
search goes; search it with a depth below the ply limit and an evaluation'
    """
    return (
        f"the game has cycles or no end: {shown(config)} is not final at the ply limit,"
        " the deepest ply a search goes; search it with a depth below the ply limit and"
        " an evaluation"
    )


def not_whole(value: object, config: object) -> str:
    """The message for a position valued by something else than an ``int``.

    >>> not_whole(None, "X..")
    "a position's value must be an int (not a bool nor a float), but 'X..' is valued None"
    """
    return (
        "a position's value must be an int (not a bool nor a float),"
        f" but {shown(config)} is valued {shown(value)}"
    )


def out_of_range(score: object, config: object) -> str:
    """The message for a score outside ``(-INFINITY, INFINITY)``, the full window.

    >>> out_of_range(10**30, (1, 2))
    'a score must lie strictly between -2**62 and 2**62 (fnsearch.INFINITY), but the \
game scores 1000000000000000000000000000000 at (1, 2)'
    """
    return (
        "a score must lie strictly between -2**62 and 2**62 (fnsearch.INFINITY),"
        f" but the game scores {score!r} at {shown(config)}"
    )


def too_wide(config: object, width: int) -> str:
    """The message for a position with more than ``width`` successors (or outcomes).

    >>> too_wide("root", 2)
    "'root' has more than 2 successors or outcomes: a search goes no wider than its width \
(fnsearch.core.config.WIDTH, 100,000, by default)"
    """
    return (
        f"{shown(config)} has more than {width} successors or outcomes: a search goes no wider"
        " than its width (fnsearch.core.config.WIDTH, 100,000, by default)"
    )
