"""Explicit game trees, as drawn in the lectures: nested tuples with integer leaves.

A tree is either a leaf score (an ``int``) or a tuple of subtrees. The text form is
the Python literal, for example AIMA's Figure 5.2 ``((3,12,8),(2,4,6),(14,5,2))``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import reduce
from itertools import accumulate, repeat, takewhile
from typing import Final, NamedTuple, TypeAlias, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import INFINITY, Player
from fnsearch.core.folds import fold_until
from fnsearch.games.naming import numbered
from fnsearch.games.record import Game, Sides

Tree: TypeAlias = "int | tuple[Tree, ...]"

FIGURE_5_2: Final[Tree] = ((3, 12, 8), (2, 4, 6), (14, 5, 2))
"""AIMA's Figure 5.2: MAX over three MIN nodes, value 3; alpha-beta never scores its 4 and 6."""

WALKTHROUGH: Final[Tree] = (((2, 3), (5, 9)), ((0, 1), (7, 5)))
"""The blog's walk-through: MAX A over MIN B, C over MAX D to G; alpha-beta skips E's 9 and G."""


def max_of_mins(a: int, b: int) -> Tree:
    """The blog article's MAX{MIN{3,5,10}, MIN{2,a,b}, MIN{2,7,3}}: 3 whatever ``a``, ``b``.

    >>> max_of_mins(-100, 100)
    ((3, 5, 10), (2, -100, 100), (2, 7, 3))
    """
    return ((3, 5, 10), (2, a, b), (2, 7, 3))


@final
class TreeConfig:
    """The :class:`~fnsearch.core.config.Config` instance for explicit trees."""

    __slots__ = ()

    def score(self, tree: Tree, /) -> int:
        """The leaf's value; ``0`` for an inner node (scored only when a depth limit stops it)."""
        return tree if isinstance(tree, int) else 0

    def successors(self, tree: Tree, player: Player, /) -> tuple[Tree, ...]:
        """The children, left to right."""
        return () if isinstance(tree, int) else tree

    def is_final(self, tree: Tree, /) -> bool:
        """Leaves are final."""
        return isinstance(tree, int)

    def __repr__(self) -> str:
        return "TREE_CONFIG"


TREE_CONFIG: Final = TreeConfig()
"""The explicit-tree instance."""

MAX_NESTING: Final = 10_000
"""The deepest nesting of parentheses a tree may have."""
_SHAPE: Final = "expected a tree of integers in parentheses such as ((3,12,8),(2,4,6),(14,5,2))"
_RANGE: Final = "a leaf lies outside the range of scores, -2**62 < leaf < 2**62"
_LEADING_ZERO: Final = "a leaf is written without leading zeros: 7, not 07 (0 and 00 are 0)"
_TOO_DEEP: Final = f"trees nested more than {MAX_NESTING} deep are not supported"
_TOKENS: Final = re.compile(r"\s*(?:([+-]?\s*[0-9]+)|(\S))")
_DIGITS: Final = len(str(INFINITY))


@final
@dataclass(frozen=True, slots=True)
class _Stack:
    """A persistent stack (``None`` when empty): the reader's children, the writer's pieces."""

    below: _Stack | None
    top: Tree | str


@final
class _Open(NamedTuple):
    """An open parenthesis: a ``comma`` makes ``(1,)`` a node; after an ``item``, ``,`` or ``)``."""

    children: _Stack | None
    comma: bool
    item: bool
    outer: _Open | None


@final
class _Reading(NamedTuple):
    """The state of the reader: the open parentheses, the tree read, or what went wrong."""

    open: _Open | None = None
    depth: int = -1  # outside the parenthesis put around the text, so that 1,2 reads as in Python
    tree: Tree | None = None
    error: str | None = None
    sign: int = 0
    """``±1`` while a sign before parentheses, ``-(1)``, waits for a child at nesting ``signed``."""
    signed: int = 0


def parse_tree(text: str) -> Result[Tree, str]:
    """Read a tree written as nested parentheses of integers, as Python reads it.

    ``(1)`` is the leaf ``1``, ``(1,)`` a node with one child, ``1,2`` the node ``(1,2)``,
    ``-(1)`` the leaf ``-1``; nested up to :data:`MAX_NESTING` deep, read by a fold.

    >>> parse_tree(" ( (1) , (2,) ,) "), parse_tree("(1,-)").failure()[:20]
    (<Success: (1, (2,))>, 'expected a tree of i')
    """
    reading = fold_until(
        _read, _Reading(), _TOKENS.finditer(f"({text})"), lambda read: read.error is not None
    )
    return (
        Failure(reading.error)
        if reading.error is not None
        else Success(reading.tree)
        if reading.tree is not None
        else Failure(_SHAPE)
    )


def _read(reading: _Reading, token: re.Match[str]) -> _Reading:
    return (
        reading._replace(error=_SHAPE)
        if reading.tree is not None
        else _number(reading, token.group(1))
        if token.group(1) is not None
        else _symbol(reading, token.group(2))
    )


def _number(reading: _Reading, written: str) -> _Reading:
    digits = "".join(written.split())  # "- 1" reads as Python reads it
    return (
        # Python reads one sign before a number: -(1) and - 1, never -(-1).
        reading._replace(error=_SHAPE)
        if reading.sign and written[0] in "+-"
        else reading._replace(error=_LEADING_ZERO)
        if digits.lstrip("+-").startswith("0") and digits.strip("+-0") != ""
        else reading._replace(error=_RANGE)
        if len(digits.lstrip("+-")) > _DIGITS + 1 or not -INFINITY < int(digits) < INFINITY
        else _child(reading, int(digits))
    )


def _child(reading: _Reading, tree: Tree) -> _Reading:
    return (
        _placed(reading, tree)
        if not reading.sign or reading.signed != reading.depth
        else _placed(reading._replace(sign=0), reading.sign * tree)
        if isinstance(tree, int)
        else reading._replace(error=_SHAPE)  # a sign before a node: -(1,2)
    )


def _placed(reading: _Reading, tree: Tree) -> _Reading:
    match reading.open:
        case None:
            return reading._replace(tree=tree)
        case _Open(children, comma, item, outer):
            return (
                reading._replace(error=_SHAPE)
                if item
                else reading._replace(open=_Open(_Stack(children, tree), comma, True, outer))
            )


def _symbol(reading: _Reading, symbol: str) -> _Reading:
    match (symbol, reading.open):
        case ("(", _) if reading.depth >= MAX_NESTING:
            return reading._replace(error=_TOO_DEEP)
        case ("+" | "-", _Open(_, _, False, _)) if not reading.sign:
            return reading._replace(sign=-1 if symbol == "-" else 1, signed=reading.depth)
        case ("," | ")", _) if reading.sign and reading.signed == reading.depth:
            return reading._replace(error=_SHAPE)  # a sign before nothing: (1,-)
        case ("(", None | _Open(_, _, False, _)):
            return reading._replace(
                open=_Open(None, False, False, reading.open), depth=reading.depth + 1
            )
        case (",", _Open(children, _, True, outer)):
            return reading._replace(open=_Open(children, True, False, outer))
        case (")", _Open(_Stack(None, int() | tuple() as only), False, True, outer)):
            return _child(reading._replace(open=outer, depth=reading.depth - 1), only)
        case (")", _Open(children, _, _, outer)) if children is not None:
            return _child(
                reading._replace(open=outer, depth=reading.depth - 1), _reversed(children)
            )
        case _:
            return reading._replace(error=_SHAPE)


def _reversed(children: _Stack | None) -> tuple[Tree, ...]:
    return tuple(
        child for child in _tops(children, lambda stack: stack.below) if not isinstance(child, str)
    )[::-1]


def render_tree(tree: Tree) -> str:
    """The text form, without spaces; written by a fold, so any depth is fine.

    >>> render_tree(((7,), (2, -3)))
    '((7,),(2,-3))'
    """
    return "".join(
        str(top) for top in _tops(_Stack(None, tree), _write) if not isinstance(top, tuple)
    )


def _write(pieces: _Stack) -> _Stack | None:
    """The pieces left once the top is written; a node is ``(``, its children, commas, ``)``."""
    return (
        reduce(_Stack, reversed(_punctuated(pieces.top)), pieces.below)
        if isinstance(pieces.top, tuple)
        else pieces.below
    )


def _punctuated(node: tuple[Tree, ...]) -> tuple[Tree | str, ...]:
    """``(``, the children between commas, ``)``; a single child keeps its comma: ``(1,)``."""
    listed = ("(", *(item for child in node for item in (child, ",")))
    return (*listed[: max(3, 2 * len(node))], ")")


def _tops(stack: _Stack | None, step: Callable[[_Stack], _Stack | None]) -> Iterator[Tree | str]:
    """The top of ``stack``, then of each stack ``step`` makes of the last, until none is left."""
    return (
        box[0].top
        for box in takewhile(_holds, accumulate(repeat(step), _stepped, initial=(stack,)))
        if box[0] is not None
    )


def _holds(box: tuple[_Stack | None]) -> bool:
    return box[0] is not None


def _stepped(
    box: tuple[_Stack | None], step: Callable[[_Stack], _Stack | None]
) -> tuple[_Stack | None]:
    # Boxed: ``accumulate`` types a bare ``None`` start as no start at all.
    return (None if box[0] is None else step(box[0]),)


def _numbered_children(node: Tree) -> str:
    """A leaf, or one line per child from 1: ``1: (3,12,8)``."""
    return (
        f"leaf {node}"
        if isinstance(node, int)
        else "\n".join(
            f"{index}: {render_tree(child)}" for index, child in enumerate(node, start=1)
        )
    )


GAME: Final[Game[Tree]] = Game(
    name="tree",
    summary="an explicit game tree: nested parentheses of integer leaf scores",
    example="((3,12,8),(2,4,6),(14,5,2))",
    instance=TREE_CONFIG,
    start=FIGURE_5_2,
    parse=parse_tree,
    render=render_tree,
    draw=render_tree,
    to_move=None,
    sides=Sides("White (MAX)", "Black (MIN)"),
    transpositions=False,
    naming=numbered(
        lambda node: 0 if isinstance(node, int) else len(node), _numbered_children, scored=True
    ),
)
"""The explicit-tree record: a tree does not say who moves at its root (White unless told).
A person plays the children, 1 to k from the left; a leaf's score ends the game."""
