"""The one place the core raises: a game or an argument that breaks its contract.

An expected condition is answered with a value (a ``Result`` failure). A broken
contract is a programmer's error a search would otherwise answer with a wrong value:
:func:`broken` raises :class:`ContractError`, naming the problem and the position.
This module is exempt from the purity rules for that single ``raise``.
"""

from __future__ import annotations

from typing import NoReturn


class ContractError(ValueError):
    """A game or an argument broke its documented contract; the message says how and where."""


def broken(message: str) -> NoReturn:
    """Raise :class:`ContractError` with ``message``, as the alternative of an expression."""
    raise ContractError(message)


def shown(config: object) -> str:
    """A position as a message names it: its ``repr``, cut short when it is long."""
    return repr(config) if len(repr(config)) <= 160 else repr(config)[:157] + "..."


def dead_end(config: object) -> str:
    """The message for a position that is not final but has no successors."""
    return f"a position that is not final has no successors: {shown(config)}"


def endless(config: object) -> str:
    """The message for a game not over at a search's ply limit, the deepest ply it goes."""
    return (
        f"the game has cycles or no end: {shown(config)} is not final at the ply limit,"
        " the deepest ply a search goes; search it with a depth below the ply limit and"
        " an evaluation"
    )


def not_whole(value: object, config: object) -> str:
    """The message for a position valued by something else than an ``int``."""
    return (
        "a position's value must be an int (not a bool nor a float),"
        f" but {shown(config)} is valued {shown(value)}"
    )


def out_of_range(score: object, config: object) -> str:
    """The message for a score outside ``(-INFINITY, INFINITY)``, the full window."""
    return (
        "a score must lie strictly between -2**62 and 2**62 (fnsearch.INFINITY),"
        f" but the game scores {score!r} at {shown(config)}"
    )


def too_wide(config: object, width: int) -> str:
    """The message for a position with more than ``width`` successors (or outcomes)."""
    return (
        f"{shown(config)} has more than {width} successors or outcomes: a search goes no wider"
        " than its width (fnsearch.core.config.WIDTH, 100,000, by default)"
    )
