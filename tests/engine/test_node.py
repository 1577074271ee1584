"""The records a node's fold builds: leaves valued in one pass, as the fold over them builds it."""

from __future__ import annotations

from functools import reduce

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch.core.config import INFINITY
from fnsearch.core.contract import ContractError
from fnsearch.engine.node import (
    Folding,
    NodeAnswer,
    absorbed,
    leaves_answer,
    returned,
    scored,
    started,
)


def _move(parent: str, child: str) -> str:
    return parent + ">" + child


_KILLERS = st.lists(
    st.tuples(st.text("ab", max_size=3), st.text("ab", max_size=3)), max_size=2
).map(tuple)


def _folded(
    state: NodeAnswer[str], scores: list[int], sign: int, folding: Folding[str]
) -> NodeAnswer[str]:
    """The fold the engine makes over leaves: each scored and absorbed until one cuts."""
    return reduce(
        lambda so_far, item: (
            so_far
            if so_far.settled
            else absorbed(
                so_far,
                item[1],
                scored(item[0], -sign, folding.ply + 1, so_far, item[1]),
                folding,
            )
        ),
        zip(scores, _names(len(scores)), strict=True),
        state,
    )


def _names(count: int) -> list[str]:
    return [f"c{i}" for i in range(count)]


def _leaves(count: int) -> list[tuple[int, str]]:
    """Children with an order key each (the one pass reads only the children)."""
    return [(0, name) for name in _names(count)]


@given(
    value=st.integers(-20, 20),
    scores=st.lists(st.integers(-30, 30), min_size=1, max_size=8),
    sign=st.sampled_from((1, -1)),
    beta=st.integers(-20, 20),
    ply=st.integers(0, 5),
    deepest=st.integers(0, 8),
    soft=st.booleans(),
    killers=st.booleans(),
    known=_KILLERS,
)
def test_leaves_valued_in_one_pass_are_the_fold_over_them(
    value: int,
    scores: list[int],
    sign: int,
    beta: int,
    ply: int,
    deepest: int,
    soft: bool,
    killers: bool,
    known: tuple[tuple[str, ...], ...],
) -> None:
    learned: NodeAnswer[str] = NodeAnswer(
        0, (), 3, 2, 1, deepest, 1, known, None, None, False, (4, 5)
    )
    state = started(-INFINITY if soft else value, (value, beta), ply, learned, "p")._replace(
        deepest=deepest
    )
    folding = Folding(
        beta=beta, ply=ply, parent="p", move_key=_move if killers else None, soft=soft
    )
    folded = _folded(state, scores, sign, folding)
    expected = folded if folded.settled else returned(folded, ply)
    values = iter([sign * score for score in scores])
    assert leaves_answer(state, _leaves(len(scores)), sign, folding, values) == expected


@pytest.mark.parametrize("sign", [1, -1])
def test_a_score_beyond_the_window_is_refused_where_the_fold_reaches_it(sign: int) -> None:
    learned: NodeAnswer[str] = NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))
    state = started(-INFINITY, (-INFINITY, INFINITY), 0, learned, "p")
    folding = Folding(beta=INFINITY, ply=0, parent="p", move_key=None, soft=False)
    scores = [3, -(2**70), 2**70]
    with pytest.raises(ContractError) as folded:
        _folded(state, scores, sign, folding)
    with pytest.raises(ContractError) as one_pass:
        leaves_answer(state, _leaves(3), sign, folding, (sign * s for s in scores))
    assert str(one_pass.value) == str(folded.value)
    assert "-1180591620717411303424 at 'c1'" in str(one_pass.value)


def test_a_score_beyond_the_window_after_a_cut_is_never_reached() -> None:
    learned: NodeAnswer[str] = NodeAnswer(0, (), 0, 0, 0, 0, 0, (), None, None, False, (0, 0))
    state = started(0, (0, 5), 0, learned, "p")
    folding = Folding(beta=5, ply=0, parent="p", move_key=None, soft=False)
    answer = leaves_answer(state, _leaves(2), 1, folding, iter([7, -(2**70)]))
    assert (answer.value, answer.line, answer.nodes, answer.cutoffs) == (5, ("c0",), 2, 1)
