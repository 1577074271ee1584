"""A practice page's answers kept off its text (hashed, sealed: not secret); result codes."""

from __future__ import annotations

import base64
import re
from functools import reduce
from itertools import accumulate, islice
from typing import Final, NamedTuple, final

from returns.result import Failure, Result, Success

_MASK: Final = 0xFFFFFFFF
_CODE_KEY: Final = "fnsearch practice"
_CODE: Final = re.compile(r"([0-9a-z]{1,24})-([0-9]{1,4})-([0-9]{1,4})-([0-9a-f]{4})")


@final
class Score(NamedTuple):
    """What a result code says: which exercise, and the points out of how many."""

    exercise: str
    points: int
    out_of: int


def fnv(text: str) -> int:
    """The 32-bit FNV-1a hash of ``text``'s UTF-8 bytes, as the page's script computes it."""
    return reduce(_fnv_step, text.encode(), 0x811C9DC5)


def _fnv_step(hashed: int, byte: int) -> int:
    return ((hashed ^ byte) * 0x01000193) & _MASK


def check(salt: str, *parts: str) -> str:
    """The hash of an answer's ``parts`` under the page's ``salt``: eight hex digits."""
    return f"{fnv('|'.join((salt, *parts))):08x}"


def exercise_id(text: str) -> str:
    """A short name of the exercise of a position written ``text``: six hex digits."""
    return f"{fnv(text):08x}"[:6]


def _xorshift(state: int, _: int) -> int:
    shifted = state ^ ((state << 13) & _MASK)
    right = shifted ^ (shifted >> 17)
    return right ^ ((right << 5) & _MASK)


def _mixed(data: bytes, salt: str) -> bytes:
    stream = islice(accumulate(range(len(data)), _xorshift, initial=fnv(salt) or 1), 1, None)
    return bytes(byte ^ (key & 0xFF) for byte, key in zip(data, stream, strict=False))


def seal(text: str, salt: str) -> str:
    """``text`` mixed with a stream drawn from ``salt``, in base64: the script opens it."""
    return base64.b64encode(_mixed(text.encode(), salt)).decode("ascii")


def unseal(sealed: str, salt: str) -> str:
    """The text :func:`seal` sealed with ``salt``, as the page's script opens it."""
    return _mixed(base64.b64decode(sealed), salt).decode()


def result_code(exercise: str, points: int, out_of: int) -> str:
    """The code a student hands in: the exercise, the points, out of how many, and a check."""
    return (
        f"{exercise}-{points}-{out_of}-{check(_CODE_KEY, exercise, str(points), str(out_of))[:4]}"
    )


def read_code(code: str) -> Result[Score, str]:
    """The exercise and score of a result code, or why it is none."""
    found = _CODE.fullmatch(code.strip().lower())
    score = None if found is None else Score(found[1], int(found[2]), int(found[3]))
    return (
        Failure(f"{code.strip()!r} is not a result code: expected EXERCISE-POINTS-OUTOF-CHECK")
        if score is None
        else Success(score)
        if result_code(*score) == code.strip().lower() and score.points <= score.out_of
        else Failure(
            f"{code.strip()} is not a result code: its check does not match (mistyped or edited)"
        )
    )
