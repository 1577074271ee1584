"""Reading a chance tree without recursion: a fold over the tokens, with a stack of its own.

The parser keeps the open nodes on a stack of its own rather than the call
stack, so that it does not recurse per level of nesting. Trees nested more than
:data:`MAX_NESTING` deep are refused, since the searches recurse per level.

>>> parse("min(1, chance(1/2: 2, 1/2: max(-3, 0)))")
<Success: min(1, chance(1/2: 2, 1/2: max(-3, 0)))>
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, NamedTuple, final

from returns.result import Failure, Result, Success

from fnsearch.core.chance_config import Outcome, probabilities_sum_to_one
from fnsearch.core.config import BLACK, WHITE
from fnsearch.core.folds import fold_until
from fnsearch.games.chancetree.nodes import Chance, ChanceTree, Decision, render

MAX_NESTING: Final = 200
"""The deepest nesting of nodes a tree may have: the searches recurse once per level."""

_TOKEN: Final = re.compile(
    r"\s*(?:(max|min|chance)\s*\(|(\))|(,)|(:)|(-?[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?)|(\S))"
)
EXAMPLE: Final = "max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))"
"""The lecture's tree: what a text that ends too soon is shown, and the game's example."""


class _Open(NamedTuple):
    """A node whose closing parenthesis is still to come."""

    kind: str  # "max", "min" or "chance"
    items: tuple[ChanceTree, ...]  # the children of a decision node
    outcomes: tuple[Outcome[ChanceTree], ...]  # the outcomes of a chance node
    probability: Fraction  # the probability read for the outcome in progress


@final
@dataclass(frozen=True, slots=True)
class _Stack:
    """The open nodes (``None`` when none): the innermost and those around it."""

    top: _Open
    below: _Stack | None


class _State(NamedTuple):
    """Where the parser is: the open nodes, what it expects next, the tree so far."""

    stack: _Stack | None
    depth: int
    expect: str  # "node", "probability", "colon" or "after" (a node is complete)
    tree: ChanceTree  # the last complete node
    error: str


_OPENS, _CLOSES, _COMMA, _COLON, _NUMBER = 1, 2, 3, 4, 5
"""The groups of :data:`_TOKEN` (group 6 is anything else)."""


class _Token(NamedTuple):
    at: int  # the position of the token in the text
    kind: int  # the group of _TOKEN it matched
    text: str  # what the group matched


def parse(text: str) -> Result[ChanceTree, str]:
    """Read a chance tree; a ``Failure`` says in one line what is wrong, and where.

    >>> parse("chance(1/6: 1, 5/6: max(2, 3))")
    <Success: chance(1/6: 1, 5/6: max(2, 3))>
    >>> parse("chance(0.5: 1, 0.4: 2)")
    <Failure: the probabilities of chance(1/2: 1, 2/5: 2) must be positive and add up to 1>
    >>> parse("max(1 2)")
    <Failure: expected ',' or ')' at character 7, found '2'>
    >>> parse("max(1, 2")
    <Failure: the text ends before the tree does; for example max(chance(9/10: 2, 1/10: 3), \
chance(9/10: 1, 1/10: 4))>
    >>> parse("max(" * 201 + "1" + ")" * 201)
    <Failure: trees nested more than 200 deep are not supported>
    """
    return _finished(
        fold_until(
            _step,
            _State(None, 0, "node", 0, ""),
            (_token(match) for match in _TOKEN.finditer(text.rstrip())),
            lambda state: state.error != "",
        )
    )


def _token(match: re.Match[str]) -> _Token:
    kind = match.lastindex or 0
    return _Token(match.start(kind), kind, match.group(kind))


def _finished(state: _State) -> Result[ChanceTree, str]:
    return (
        Failure(state.error)
        if state.error
        else Success(state.tree)
        if state.expect == "after" and state.stack is None
        else Failure(f"the text ends before the tree does; for example {EXAMPLE}")
    )


def _found(token: _Token) -> str:
    return f"{token.text}(" if token.kind == _OPENS else token.text


def _unexpected(state: _State, token: _Token, wanted: str) -> _State:
    return state._replace(
        error=f"expected {wanted} at character {token.at + 1}, found {_found(token)!r}"
    )


def _step(state: _State, token: _Token) -> _State:
    match state.expect:
        case "node":
            return (
                _opened(state, token.text)
                if token.kind == _OPENS
                else _completed(state, int(token.text))
                if token.kind == _NUMBER and token.text.lstrip("-").isdigit()
                else _unexpected(state, token, "max(, min(, chance( or an integer leaf")
            )
        case "probability":
            return (
                state._replace(
                    expect="colon",
                    stack=_with_probability(state.stack, Fraction(token.text)),
                )
                if token.kind == _NUMBER
                else _unexpected(state, token, "a probability such as 0.9 or 9/10")
            )
        case "colon":
            return (
                state._replace(expect="node")
                if token.kind == _COLON
                else _unexpected(state, token, "':' after the probability")
            )
        case _:
            return (
                _unexpected(state, token, "the end of the text")
                if state.stack is None
                else _closed(state, state.stack.top, state.stack.below)
                if token.kind == _CLOSES
                else state._replace(
                    expect="probability" if state.stack.top.kind == "chance" else "node"
                )
                if token.kind == _COMMA
                else _unexpected(state, token, "',' or ')'")
            )


def _with_probability(stack: _Stack | None, probability: Fraction) -> _Stack | None:
    return (
        None if stack is None else _Stack(stack.top._replace(probability=probability), stack.below)
    )


def _opened(state: _State, kind: str) -> _State:
    return (
        state._replace(error=f"trees nested more than {MAX_NESTING} deep are not supported")
        if state.depth >= MAX_NESTING
        else state._replace(
            stack=_Stack(_Open(kind, (), (), Fraction(0)), state.stack),
            depth=state.depth + 1,
            expect="probability" if kind == "chance" else "node",
        )
    )


def _completed(state: _State, tree: ChanceTree) -> _State:
    # A complete node: the whole tree, or one more child of the innermost open node.
    return state._replace(
        expect="after",
        tree=tree,
        stack=None
        if state.stack is None
        else _Stack(
            state.stack.top._replace(
                items=(*state.stack.top.items, tree),
                outcomes=(*state.stack.top.outcomes, (state.stack.top.probability, tree)),
            ),
            state.stack.below,
        ),
    )


def _closed(state: _State, node: _Open, below: _Stack | None) -> _State:
    return (
        state._replace(
            error=f"the probabilities of {render(Chance(node.outcomes))} must be positive "
            "and add up to 1"
        )
        if node.kind == "chance" and not probabilities_sum_to_one(node.outcomes)
        else _completed(
            state._replace(stack=below, depth=state.depth - 1),
            Chance(node.outcomes)
            if node.kind == "chance"
            else Decision(WHITE if node.kind == "max" else BLACK, node.items),
        )
    )
