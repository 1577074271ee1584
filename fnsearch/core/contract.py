"""The one place the core raises: a game or an argument that breaks its contract.

The core answers every *expected* condition with a value (a ``Result`` failure
with a message the shell prints). A :class:`~fnsearch.core.config.Config` instance
that breaks its own contract (a position that is not final but has no
successors, a score outside the documented range, a game that never ends), or
an argument of the wrong kind passed through the API, is not such a condition:
it is a programmer's error, and a search that went on would answer a wrong value
without a word. Functions that return a ``Result`` answer it as a ``Failure``;
the others call :func:`broken`, which raises :class:`ContractError` with a
message naming the problem and the position.

This module is exempt from the purity rules for its single ``raise`` (the
purity test checks that nothing else in it breaks them).

>>> broken("a position that is not final has no successors: X../.../...")
Traceback (most recent call last):
...
fnsearch.core.contract.ContractError: a position that is not final has no successors: X../.../...
"""

from __future__ import annotations

from typing import NoReturn

__all__ = ["ContractError", "broken"]


class ContractError(ValueError):
    """A game or an argument broke its documented contract; the message says how and where."""


def broken(message: str) -> NoReturn:
    """Raise :class:`ContractError` with ``message``: a value can be no answer here.

    Written as an expression's alternative, ``value if ok else broken(message)``,
    so that the function calling it keeps to the purity rules.
    """
    raise ContractError(message)
