"""Reading what a user types: the value, or one line naming the option and what was expected."""

from __future__ import annotations

import math
import re
from itertools import repeat
from math import prod
from typing import Final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.engine.capabilities import Forcing, Noisy
from fnsearch.engine.options import SearchOptions, plies_within
from fnsearch.games.random_tree import MAX_RANDOM_LEAVES, Leaves, random_tree
from fnsearch.games.record import C, Game
from fnsearch.games.tree import render_tree

MAX_SECONDS: Final = 3600.0
"""The longest time budget a user may give."""

_PLAYERS: Final = {"white": WHITE, "black": BLACK}
_DIGITS: Final = re.compile(r"[0-9]{1,9}")
_DECIMAL: Final = re.compile(
    r"(?:[0-9]{1,12}(?:\.[0-9]{0,12})?|\.[0-9]{1,12})(?:[eE][+-]?[0-9]{1,4})?"
)
_SHOWN: Final = 40
"""The longest piece of what was typed an error message repeats."""


def shortened(text: str) -> str:
    """``text`` quoted as an error message shows it, cut to its first characters when long."""
    return repr(text) if len(text) <= _SHOWN else repr(text[: _SHOWN - 3] + "...")


def parse_player(text: str | None) -> Result[Player | None, str]:
    """Read ``white`` or ``black`` (any case); ``None`` stays ``None`` (the default side)."""
    return (
        Success(None)
        if text is None
        else Success(_PLAYERS[text.lower()])
        if text.lower() in _PLAYERS
        else Failure(f"unknown player {text[:40]!r}: expected white or black")
    )


def _count(text: str) -> int:
    """The whole number ``text`` writes in ASCII digits, else -1 (which no depth equals)."""
    return int(text.strip()) if _DIGITS.fullmatch(text.strip()) else -1


def parse_plies(text: str | None, option: str) -> Result[int | None, str]:
    """Read the plies of ``option`` (``depth``, ``--quiescence``...): a whole number, 0 to 200."""
    return (
        Success(None)
        if text is None
        else plies_within(_count(text), quoted=shortened(text), name=option)
    )


def engine_options(
    record: Game[C], quiescence: int | None, extensions: int | None
) -> Result[SearchOptions[C], str]:
    """The engine's options the command line gives beyond the depth, if the game can use them."""
    return (
        Failure(f"{record.name} names no noisy moves: --quiescence needs tictactoe or connect4")
        if quiescence is not None and not isinstance(record.instance, Noisy)
        else Failure(
            f"{record.name} names no forcing positions: --extensions needs tictactoe or connect4"
        )
        if extensions and not isinstance(record.instance, Forcing)
        else Success(SearchOptions(quiescence=quiescence, extensions=extensions or 0))
    )


def parse_seconds(text: str | None) -> Result[float | None, str]:
    """Read a time budget in seconds, more than 0 and at most an hour, in ASCII."""
    # NaN, which no budget equals, for what is not a number in ASCII decimal
    written = None if text is None else _DECIMAL.fullmatch(text.strip())
    seconds = math.nan if written is None else float(written[0])
    return (
        Success(None)
        if text is None
        else Success(seconds)
        if 0 < seconds <= MAX_SECONDS
        else Failure(
            f"bad time budget {shortened(text)}: expected seconds, more than 0 and at most"
            f" {MAX_SECONDS:.0f}"
        )
    )


# --- random exercise trees: trace tree --random B,D [--leaves LO,HI] [--seed S] ------------

_PAIR: Final = re.compile(r"\s*([+-]?[0-9]{1,9})\s*,\s*([+-]?[0-9]{1,9})\s*")
_LEAF_LIMIT: Final = 10**6
"""The largest leaf, either way, a random tree may have: a number a student writes by hand."""


def random_position(
    name: str,
    position: str | None,
    shape: str | None,
    *,
    leaves: str | None = None,
    seed: str | None = None,
) -> Result[str | None, str]:
    """The position to trace: the one typed, or the random tree ``--random B,D`` draws."""
    return (
        (
            Failure("--leaves and --seed go with --random: trace tree --random 3,2 --seed 7")
            if leaves is not None or seed is not None
            else Success(position)
        )
        if shape is None
        else Failure(f"--random draws a tree: trace tree --random B,D, not {name}")
        if name != "tree"
        else Failure(f"--random draws the tree: leave out the position {shortened(position)}")
        if position is not None
        else _shape(shape).bind(
            lambda branching_depth: _leaves(leaves).bind(
                lambda drawn: _seed(seed).map(
                    lambda number: render_tree(
                        random_tree(*branching_depth, seed=number, leaves=drawn)
                    )
                )
            )
        )
    )


def _pair(text: str | None) -> tuple[int, int] | None:
    found = None if text is None else _PAIR.fullmatch(text)
    return None if found is None else (int(found[1]), int(found[2]))


def _shape(text: str) -> Result[tuple[int, int], str]:
    branching, depth = _pair(text) or (0, 0)  # no pair: a shape of no tree
    return (
        Success((branching, depth))
        if branching >= 2
        and 1 <= depth < MAX_RANDOM_LEAVES.bit_length()
        and prod(repeat(branching, depth)) <= MAX_RANDOM_LEAVES
        else Failure(
            f"bad --random {shortened(text)}: expected the branching and the depth, as in 3,2:"
            f" a branching of at least 2, a depth of at least 1, at most {MAX_RANDOM_LEAVES}"
            " leaves"
        )
    )


def _leaves(text: str | None) -> Result[Leaves, str]:
    low, high = _pair(text) or (1, 0)  # no pair: a range of no leaf
    return (
        Success(Leaves())
        if text is None
        else Success(Leaves(low, high))
        if -_LEAF_LIMIT <= low <= high <= _LEAF_LIMIT
        else Failure(
            f"bad --leaves {shortened(text)}: expected the lowest and the highest leaf,"
            f" as in 0,20, from -{_LEAF_LIMIT} to {_LEAF_LIMIT} (a negative one as"
            " --leaves=-9,9)"
        )
    )


def _seed(text: str | None) -> Result[int, str]:
    seed = 0 if text is None else _count(text)
    return (
        Success(seed)
        if seed >= 0
        else Failure(
            f"bad seed {shortened(text or '')}: expected a whole number from 0 to 999999999"
        )
    )
