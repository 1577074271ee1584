"""The checks a public search makes of its arguments, once, at its root.

Each check gives its argument back when it is of the documented kind, and otherwise
refuses it with a :class:`~fnsearch.core.contract.ContractError` of one line naming
the argument, what was given and what is expected. A search calls them on its
arguments before it looks at a single position, so they cost nothing per node.

>>> from fnsearch.core.config import WHITE
>>> player_of(WHITE), plies(3, "depth")
(<Player.WHITE: 1>, 3)
>>> player_of("WHITE")
Traceback (most recent call last):
...
fnsearch.core.contract.ContractError: bad argument player='WHITE': expected WHITE or BLACK \
(a fnsearch.Player)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, TypeVar

from fnsearch.core.config import INFINITY, Player
from fnsearch.core.contract import broken, shown

__all__ = [
    "MAX_WIDTH",
    "exact_number",
    "flag",
    "function_or_none",
    "optional_plies",
    "player_of",
    "plies",
    "ply_limit_of",
    "ply_limit_up_to",
    "record_or_none",
    "refused",
    "whole",
]

_T = TypeVar("_T")

MAX_WIDTH: Final = 10**7
"""The largest ``width`` the engine takes (its default: :data:`fnsearch.core.config.WIDTH`)."""


def refused(name: str, value: object, expected: str) -> str:
    """The one-line message refusing ``value`` given for the argument ``name``.

    >>> refused("depth", 2.5, "a whole number of plies")
    'bad argument depth=2.5: expected a whole number of plies'
    """
    return f"bad argument {name}={shown(value)}: expected {expected}"


def player_of(player: object) -> Player:
    """``player`` if it is :data:`~fnsearch.WHITE` or :data:`~fnsearch.BLACK`."""
    return (
        player
        if isinstance(player, Player)
        else broken(refused("player", player, "WHITE or BLACK (a fnsearch.Player)"))
    )


def whole(value: object, name: str) -> int:
    """``value`` if it is an ``int`` (not a ``bool``) within ``[-INFINITY, INFINITY]``.

    >>> whole(True, "alpha")
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: bad argument alpha=True: expected an int (not a \
bool) from -2**62 to 2**62
    """
    return (
        value
        if type(value) is int and -INFINITY <= value <= INFINITY
        else broken(refused(name, value, "an int (not a bool) from -2**62 to 2**62"))
    )


def plies(value: object, name: str) -> int:
    """``value`` if it is a number of plies: an ``int`` from 0, not a ``bool``."""
    return (
        value
        if type(value) is int and value >= 0
        else broken(refused(name, value, "a whole number of plies from 0 (an int, not a bool)"))
    )


def optional_plies(value: object, name: str) -> int | None:
    """``value`` if it is ``None`` or a number of plies (:func:`plies`)."""
    return None if value is None else plies(value, name)


def ply_limit_of(value: object) -> int:
    """``value`` if it is a ``ply_limit``: an ``int`` from 1.

    A limit above a search's default needs a recursion limit raised to match.

    >>> ply_limit_of(0)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: bad argument ply_limit=0: expected an int from 1 \
(not a bool)
    """
    return (
        value
        if type(value) is int and value >= 1
        else broken(refused("ply_limit", value, "an int from 1 (not a bool)"))
    )


def flag(value: object, name: str) -> bool:
    """``value`` if it is ``True`` or ``False``."""
    return value if type(value) is bool else broken(refused(name, value, "True or False"))


def function_or_none(value: _T, name: str) -> _T:
    """``value`` if it is ``None`` or can be called (an evaluation, an ordering key)."""
    return (
        value
        if value is None or callable(value)
        else broken(refused(name, value, "a function or None"))
    )


def record_or_none(value: _T, kind: type[object], name: str) -> _T:
    """``value`` if it is ``None`` or a ``kind`` record (an options record).

    >>> record_or_none({"depth": 1}, tuple, "options")
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: bad argument options={'depth': 1}: expected a tuple \
record or None
    """
    return (
        value
        if value is None or isinstance(value, kind)
        else broken(refused(name, value, f"a {kind.__name__} record or None"))
    )


def exact_number(value: object, name: str) -> int | Fraction:
    """``value`` if it is exact: an ``int`` (not a ``bool``) or a ``Fraction``.

    >>> exact_number(0.5, "lower")
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: bad argument lower=0.5: expected an int (not a \
bool) or a Fraction
    """
    return (
        value
        if type(value) is int or isinstance(value, Fraction)
        else broken(refused(name, value, "an int (not a bool) or a Fraction"))
    )


def ply_limit_up_to(value: object, most: int) -> int:
    """``value`` if it is a ``ply_limit`` a search can honour: an ``int`` from 1 to ``most``.

    >>> ply_limit_up_to(151, 150)
    Traceback (most recent call last):
    ...
    fnsearch.core.contract.ContractError: bad argument ply_limit=151: expected an int from 1 \
to 150 (not a bool)
    """
    return (
        value
        if type(value) is int and 1 <= value <= most
        else broken(refused("ply_limit", value, f"an int from 1 to {most} (not a bool)"))
    )
