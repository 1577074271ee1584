"""Explicit trees of games of chance, as drawn in the lecture: MAX, MIN and chance nodes.

``max(...)`` and ``min(...)`` list their successors, ``chance(...)`` its outcomes as
``probability: subtree`` (a decimal or a fraction); leaves are integers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from fractions import Fraction
from typing import Final, NamedTuple, TypeAlias, final

from returns.result import Failure, Result, Success

from fnsearch.core.chance_config import Outcome, probabilities_sum_to_one
from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.core.folds import fold_until
from fnsearch.games.naming import numbered
from fnsearch.games.record import ChanceRecord, Game, Sides

ChanceTree: TypeAlias = "int | Decision | Chance"
"""A leaf score, a decision node or a chance node."""


class Decision(NamedTuple):
    """A decision node: ``player`` (White for ``max``, Black for ``min``) picks a child."""

    player: Player
    children: tuple[ChanceTree, ...]

    def __repr__(self) -> str:
        return render(self)


class Chance(NamedTuple):
    """A chance node: each outcome, a probability and a subtree."""

    outcomes: tuple[Outcome[ChanceTree], ...]

    def __repr__(self) -> str:
        return render(self)


def leaves(tree: ChanceTree) -> tuple[int, ...]:
    """The leaf scores of ``tree``, left to right."""
    return (
        (tree,)
        if isinstance(tree, int)
        else tuple(leaf for _, child in _labelled(tree) for leaf in leaves(child))
    )


def _name(tree: Decision | Chance) -> str:
    return "chance" if isinstance(tree, Chance) else "max" if tree.player is WHITE else "min"


def _labelled(tree: ChanceTree) -> tuple[tuple[str, ChanceTree], ...]:
    # Each child with what is written before it: its probability under a chance node.
    return (
        tuple(("", child) for child in tree.children)
        if isinstance(tree, Decision)
        else tuple((f"{probability}: ", child) for probability, child in tree.outcomes)
        if isinstance(tree, Chance)
        else ()
    )


def to_move(tree: ChanceTree) -> Player:
    """Who chooses at ``tree``: Black at a ``min`` node, White everywhere else."""
    return tree.player if isinstance(tree, Decision) else WHITE


def render(tree: ChanceTree) -> str:
    """The one-line text form, which :func:`parse` reads back."""
    children = ", ".join(label + render(child) for label, child in _labelled(tree))
    return str(tree) if isinstance(tree, int) else f"{_name(tree)}({children})"


def draw(tree: ChanceTree) -> str:
    r"""A picture: one node a line, children indented under their parent.

    >>> draw(parse("chance(1/2: 1, 1/2: 2)").unwrap())
    'chance\n  1/2: 1\n  1/2: 2'
    """
    return "\n".join(_drawn(tree, "", ""))


def _drawn(tree: ChanceTree, indent: str, label: str) -> tuple[str, ...]:
    return (
        f"{indent}{label}{tree if isinstance(tree, int) else _name(tree)}",
        *(
            line
            for child_label, child in _labelled(tree)
            for line in _drawn(child, indent + "  ", child_label)
        ),
    )


MAX_NESTING: Final = 200
"""The deepest nesting of nodes a tree may have: the searches recurse once per level."""

_TOKEN: Final = re.compile(
    r"\s*(?:(max|min|chance)\s*\(|(\))|(,)|(:)|(-?[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?)|(\S))"
)
_PROBABILITY: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+|/0*[1-9][0-9]*)?")  # what Fraction reads
EXAMPLE: Final = "max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))"  # the lecture's


class _Open(NamedTuple):
    """A node whose closing parenthesis is still to come; the first, of kind ``""``, the text."""

    kind: str  # "max", "min", "chance", or "" for the whole text
    outcomes: tuple[Outcome[ChanceTree], ...]  # the children so far (with 0 in a decision node)
    probability: Fraction  # the probability read for the outcome in progress


class _State(NamedTuple):
    """The reader's own stack of open nodes (no recursion), what it expects, its error."""

    stack: tuple[_Open, ...]  # the innermost last
    expect: str  # "node", "probability", "colon" or "after" (a node is complete)
    error: str


_OPENS, _CLOSES, _COMMA, _COLON, _NUMBER = 1, 2, 3, 4, 5  # the groups of _TOKEN; 6: the rest


def parse(text: str) -> Result[ChanceTree, str]:
    """Read a chance tree; a ``Failure`` says in one line what is wrong, and where.

    >>> parse("max(1 2)")
    <Failure: expected ',' or ')' at character 7, found '2'>
    """
    tokens = _TOKEN.finditer(text.rstrip())
    start = _State((_Open("", (), Fraction(0)),), "node", "")
    read = fold_until(_step, start, tokens, lambda state: state.error != "")
    return (
        Failure(read.error)
        if read.error
        else Success(read.stack[0].outcomes[0][1])
        if read.expect == "after" and len(read.stack) == 1
        else Failure(f"the text ends before the tree does; for example {EXAMPLE}")
    )


def _unexpected(state: _State, token: re.Match[str], wanted: str) -> _State:
    kind = token.lastindex or 0
    text: str = token[kind]
    found = f"{text}(" if kind == _OPENS else text
    return state._replace(
        error=f"expected {wanted} at character {token.start(kind) + 1}, found {found!r}"
    )


def _step(state: _State, token: re.Match[str]) -> _State:
    kind = token.lastindex or 0
    text: str = token[kind]
    match state.expect:
        case "node":
            return (
                _unexpected(state, token, "max(, min(, chance( or an integer leaf")
                if kind != _OPENS and not (kind == _NUMBER and text.lstrip("-").isdigit())
                else _completed(state, int(text))
                if kind == _NUMBER
                else state._replace(
                    error=f"trees nested more than {MAX_NESTING} deep are not supported"
                )
                if len(state.stack) > MAX_NESTING
                else state._replace(
                    stack=(*state.stack, _Open(text, (), Fraction(0))),
                    expect="probability" if text == "chance" else "node",
                )
            )
        case "probability":
            return (
                state._replace(
                    expect="colon",
                    stack=(*state.stack[:-1], state.stack[-1]._replace(probability=Fraction(text))),
                )
                if _PROBABILITY.fullmatch(text)
                else _unexpected(state, token, "a probability such as 0.9 or 9/10")
            )
        case "colon":
            return (
                state._replace(expect="node")
                if kind == _COLON
                else _unexpected(state, token, "':' after the probability")
            )
        case _:
            return (
                _unexpected(state, token, "the end of the text")
                if len(state.stack) == 1
                else _closed(state, state.stack[-1])
                if kind == _CLOSES
                else state._replace(
                    expect="probability" if state.stack[-1].kind == "chance" else "node"
                )
                if kind == _COMMA
                else _unexpected(state, token, "',' or ')'")
            )


def _completed(state: _State, tree: ChanceTree) -> _State:
    # A complete node: one more child of the innermost open node.
    node = state.stack[-1]
    outcomes = (*node.outcomes, (node.probability, tree))
    return state._replace(
        expect="after", stack=(*state.stack[:-1], node._replace(outcomes=outcomes))
    )


def _closed(state: _State, node: _Open) -> _State:
    player = WHITE if node.kind == "max" else BLACK
    children = tuple(child for _, child in node.outcomes)
    tree = Chance(node.outcomes) if node.kind == "chance" else Decision(player, children)
    return (
        state._replace(
            error=f"the probabilities of {render(tree)} must be positive and add up to 1"
        )
        if isinstance(tree, Chance) and not probabilities_sum_to_one(tree.outcomes)
        else _completed(state._replace(stack=state.stack[:-1]), tree)
    )


@final
class ChanceTreeConfig:
    """The :class:`~fnsearch.core.chance_config.ChanceConfig` instance for explicit chance trees."""

    __slots__ = ()

    def score(self, tree: ChanceTree, /) -> int:
        """The leaf's value, ``0`` for an inner node."""
        return tree if isinstance(tree, int) else 0

    def successors(self, tree: ChanceTree, player: Player, /) -> Iterator[ChanceTree]:
        """The children of a decision node, left to right."""
        return iter(tree.children) if isinstance(tree, Decision) else iter(())

    def is_final(self, tree: ChanceTree, /) -> bool:
        """Leaves are final."""
        return isinstance(tree, int)

    def is_chance(self, tree: ChanceTree, /) -> bool:
        """Whether ``tree`` is a chance node."""
        return isinstance(tree, Chance)

    def outcomes(self, tree: ChanceTree, /) -> Iterator[Outcome[ChanceTree]]:
        """The outcomes of a chance node, in the order written."""
        return iter(tree.outcomes) if isinstance(tree, Chance) else iter(())

    def to_move(self, tree: ChanceTree, /) -> Player:
        """Who chooses at a decision node (White elsewhere)."""
        return to_move(tree)

    def __repr__(self) -> str:
        return "CHANCE_TREE"


CHANCE_TREE: Final = ChanceTreeConfig()


GAME: Final[Game[ChanceTree]] = Game(
    name="chancetree",
    summary="an explicit tree of a game of chance: max(...), min(...), chance(p: subtree, ...)",
    example=EXAMPLE,
    instance=CHANCE_TREE,
    start=parse(EXAMPLE).value_or(0),
    parse=parse,
    render=render,
    draw=draw,
    to_move=to_move,
    sides=Sides("White (MAX)", "Black (MIN)"),
    transpositions=False,
    # An inner node cut off by a depth limit is valued 0, so 0 lies within the bounds too.
    chance=ChanceRecord(
        CHANCE_TREE, None, lambda tree: (min(0, *leaves(tree)), max(0, *leaves(tree)))
    ),
    naming=numbered(
        lambda node: len(node.children) if isinstance(node, Decision) else 0,
        lambda node: (
            f"leaf {node}"
            if isinstance(node, int)
            else "\n".join(
                f"{index}: {render(child)}" for index, child in enumerate(node.children, start=1)
            )
            if isinstance(node, Decision)
            else render(node)
        ),
        scored=True,
        outcome=lambda node, index: (
            f"chance chose outcome {index + 1} of {len(node.outcomes)}"
            f" (probability {node.outcomes[index][0]})"
            if isinstance(node, Chance)
            else "chance chose"
        ),
    ),
)
"""The chance tree record: the root says who moves (``max`` White, ``min`` Black)."""
