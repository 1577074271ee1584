"""The checks a public search makes of its arguments, once, at its root: a one-line refusal."""

from __future__ import annotations

from fractions import Fraction
from typing import Final, Protocol, TypeVar

from fnsearch.core.config import FRAMES, INFINITY, Player, plies_in_frames
from fnsearch.core.contract import broken, shown

_T = TypeVar("_T")

MAX_WIDTH: Final = 10**7
"""The largest ``width`` the engine takes (its default: :data:`fnsearch.core.config.WIDTH`)."""


class PlayerArgument(Protocol):
    """A ``player`` parameter: a Player when type-checked; compiled, any object (see player_of)."""

    @property
    def opponent(self) -> Player:
        """The other player."""
        ...


def refused(name: str, value: object, expected: str) -> str:
    """The one-line message refusing ``value`` given for the argument ``name``."""
    return f"bad argument {name}={shown(value)}: expected {expected}"


def player_of(player: object) -> Player:
    """``player`` if it is :data:`~fnsearch.WHITE` or :data:`~fnsearch.BLACK`."""
    return (
        player
        if isinstance(player, Player)
        else broken(refused("player", player, "WHITE or BLACK (a fnsearch.Player)"))
    )


def whole(value: object, name: str) -> int:
    """``value`` if it is an ``int`` (not a ``bool``) within ``[-INFINITY, INFINITY]``."""
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


def ply_limit_of(value: object, frames_per_ply: int, unit: str, more: str = "") -> int:
    """``value`` if it is a ``ply_limit`` from 1 to the most :data:`FRAMES` hold."""
    return int_within(
        value,
        1,
        plies_in_frames(FRAMES, frames_per_ply),
        "ply_limit",
        f", the most frames={FRAMES} hold at {frames_per_ply} frames a {unit}{more}",
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
    """``value`` if it is ``None`` or a ``kind`` record (an options record)."""
    return instance_or_none(value, kind, name, f"a {kind.__name__} record or None")


def exact_number(value: object, name: str) -> int | Fraction:
    """``value`` if it is exact: an ``int`` (not a ``bool``) or a ``Fraction``."""
    return (
        value
        if type(value) is int or isinstance(value, Fraction)
        else broken(refused(name, value, "an int (not a bool) or a Fraction"))
    )


def one_of(value: _T, choices: tuple[_T, ...], name: str) -> _T:
    """``value`` if it is one of ``choices`` (an algorithm's name, say)."""
    return (
        value
        if value in choices
        else broken(refused(name, value, "one of " + ", ".join(map(repr, choices))))
    )


def int_within(value: object, low: int, high: int, name: str, why: str = "") -> int:
    """``value`` if it is an ``int`` (not a ``bool``) from ``low`` to ``high``, ``why`` no more."""
    return (
        value
        if type(value) is int and low <= value <= high
        else broken(refused(name, value, f"an int from {low} to {high} (not a bool){why}"))
    )


def optional_count(value: object, name: str) -> int | None:
    """``value`` if it is ``None`` or an ``int`` from 1 (a number of table slots, say)."""
    return (
        value
        if value is None or (type(value) is int and value >= 1)
        else broken(refused(name, value, "None or an int from 1 (not a bool)"))
    )


def instance_or_none(value: _T, kind: type[object], name: str, expected: str) -> _T:
    """``value`` if it is ``None`` or an instance of ``kind``, said as ``expected``."""
    return (
        value
        if value is None or isinstance(value, kind)
        else broken(refused(name, value, expected))
    )
