"""The records a node's fold builds: a leaf absorbed directly, as the two steps build it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fnsearch.core.events import EMPTY, Begin, push
from fnsearch.engine.node import Folding, NodeAnswer, absorbed, absorbed_leaf, scored, started


def _move(parent: str, child: str) -> str:
    return parent + ">" + child


_KILLERS = st.lists(
    st.tuples(st.text("ab", max_size=3), st.text("ab", max_size=3)), max_size=2
).map(tuple)


@given(
    value=st.integers(-20, 20),
    score=st.integers(-30, 30),
    sign=st.sampled_from((1, -1)),
    beta=st.integers(-20, 20),
    ply=st.integers(0, 5),
    deepest=st.integers(0, 8),
    soft=st.booleans(),
    killers=st.booleans(),
    traced=st.booleans(),
    known=_KILLERS,
)
def test_a_leaf_absorbed_directly_is_the_leaf_absorbed(
    value: int,
    score: int,
    sign: int,
    beta: int,
    ply: int,
    deepest: int,
    soft: bool,
    killers: bool,
    traced: bool,
    known: tuple[tuple[str, ...], ...],
) -> None:
    learned: NodeAnswer[str] = NodeAnswer(
        0,
        (),
        3,
        2,
        1,
        deepest,
        1,
        known,
        None,
        push(EMPTY, Begin(1)) if traced else None,
        False,
        (4, 5),
    )
    state = started(value, (value, beta), ply, learned, "p")._replace(deepest=deepest)
    folding = Folding(
        beta=beta, ply=ply, parent="p", move_key=_move if killers else None, soft=soft
    )
    expected = absorbed(state, "c", scored(score, sign, ply + 1, state, "c"), folding)
    assert absorbed_leaf(state, "c", score, sign, folding) == expected
