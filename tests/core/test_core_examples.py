"""The core's small functions on the examples their documentation used to show."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

import pytest

from fnsearch.core._fp import compose, partition, unique
from fnsearch.core.arguments import (
    exact_number,
    instance_or_none,
    int_within,
    one_of,
    optional_count,
    player_of,
    plies,
    record_or_none,
    refused,
    whole,
)
from fnsearch.core.chance_config import probabilities_sum_to_one
from fnsearch.core.config import (
    FRAMES,
    WHITE,
    children,
    final_score,
    plies_in_frames,
    scored,
    within,
)
from fnsearch.core.contract import (
    ContractError,
    broken,
    dead_end,
    endless,
    not_whole,
    out_of_range,
    shown,
    too_wide,
)
from fnsearch.core.evaluation import horizon, last_ply, negated
from fnsearch.core.events import (
    CHANCE,
    EMPTY,
    Enter,
    Event,
    Leaf,
    Return,
    Trace,
    Weigh,
    events,
    push,
)
from fnsearch.core.folds import END, End, fold_through_end, fold_until, states_through_end
from fnsearch.games.tree import TREE_CONFIG


@pytest.mark.parametrize(
    ("refusal", "message"),
    [
        (
            lambda: player_of("WHITE"),
            "bad argument player='WHITE': expected WHITE or BLACK (a fnsearch.Player)",
        ),
        (
            lambda: whole(True, "alpha"),
            "bad argument alpha=True: expected an int (not a bool) from -2**62 to 2**62",
        ),
        (
            lambda: record_or_none({"depth": 1}, tuple, "options"),
            "bad argument options={'depth': 1}: expected a tuple record or None",
        ),
        (
            lambda: exact_number(0.5, "lower"),
            "bad argument lower=0.5: expected an int (not a bool) or a Fraction",
        ),
        (
            lambda: one_of("negamax", ("alphabeta", "minimax"), "algorithm"),
            "bad argument algorithm='negamax': expected one of 'alphabeta', 'minimax'",
        ),
        (
            lambda: int_within(0, 1, 9, "width"),
            "bad argument width=0: expected an int from 1 to 9 (not a bool)",
        ),
        (
            lambda: optional_count(0, "slots"),
            "bad argument slots=0: expected None or an int from 1 (not a bool)",
        ),
        (
            lambda: instance_or_none({}, tuple, "table", "a table from empty_table() or None"),
            "bad argument table={}: expected a table from empty_table() or None",
        ),
        (
            lambda: scored(1.5, "leaf"),
            "a position's value must be an int (not a bool nor a float), but 'leaf' is valued 1.5",
        ),
        (
            lambda: children(iter([]), "root", 5),
            "a position that is not final has no successors: 'root'",
        ),
        (
            lambda: list(within(iter("abc"), "root", 2)),
            "'root' has more than 2 successors or outcomes: a search goes no wider than its width"
            " (fnsearch.core.config.WIDTH, 100,000, by default)",
        ),
        (
            lambda: broken("a position that is not final has no successors: X../.../..."),
            "a position that is not final has no successors: X../.../...",
        ),
    ],
)
def test_a_check_refuses_with_its_one_line(refusal: Callable[[], object], message: str) -> None:
    with pytest.raises(ContractError, match=f"^{re.escape(message)}$"):
        refusal()


def test_a_check_gives_back_what_it_accepts() -> None:
    assert (player_of(WHITE), plies(3, "depth")) == (WHITE, 3)
    assert refused("depth", 2.5, "a whole number of plies") == (
        "bad argument depth=2.5: expected a whole number of plies"
    )
    assert (1 if 1 > 0 else broken("not positive")) == 1
    assert final_score(TREE_CONFIG, 7) == 7


def test_the_messages_of_a_broken_contract() -> None:
    assert (shown("X../.../..."), len(shown(tuple(range(1000))))) == ("'X../.../...'", 160)
    assert (
        dead_end("X../.../...") == "a position that is not final has no successors: 'X../.../...'"
    )
    assert endless(7) == (
        "the game has cycles or no end: 7 is not final at the ply limit, the deepest ply a"
        " search goes; search it with a depth below the ply limit and an evaluation"
    )
    assert not_whole(None, "X..") == (
        "a position's value must be an int (not a bool nor a float), but 'X..' is valued None"
    )
    assert out_of_range(10**30, (1, 2)) == (
        "a score must lie strictly between -2**62 and 2**62 (fnsearch.INFINITY), but the"
        " game scores 1000000000000000000000000000000 at (1, 2)"
    )
    assert too_wide("root", 2) == (
        "'root' has more than 2 successors or outcomes: a search goes no wider than its width"
        " (fnsearch.core.config.WIDTH, 100,000, by default)"
    )


def test_the_ply_limit_the_frames_hold() -> None:
    assert (plies_in_frames(FRAMES, 13), plies_in_frames(FRAMES, 3)) == (72, 312)


def test_the_typed_toolz_functions() -> None:
    assert list(partition(3, "XO.XO.XO.")) == [("X", "O", "."), ("X", "O", "."), ("X", "O", ".")]
    assert list(partition(2, [1, 2, 3, 4, 5])) == [(1, 2), (3, 4)]
    assert list(unique([1, -1, 2, -2, 3], key=abs)) == [1, 2, 3]
    assert compose(str, abs, len)("abc") == "3"


def test_probabilities_must_be_exact_and_add_up_to_one() -> None:
    assert probabilities_sum_to_one(((Fraction(9, 10), "two"), (Fraction(1, 10), "three")))
    assert not probabilities_sum_to_one([(0.5, "heads"), (0.5, "tails")])


def test_the_evaluation_at_the_last_ply() -> None:
    assert (horizon(len, 2, None, 9)("four"), horizon(len, 2, negated(len), 9)("four")) == (4, -4)
    assert (last_ply(None, 150), last_ply(10**9, 150), last_ply(3, 150)) == (150, 150, 3)


def _sum_to_end(total: int, x: int | End) -> int:
    return -total if x is END else total + x


def test_the_folds_on_small_streams() -> None:
    assert fold_until(lambda total, x: total + x, 0, range(1, 100), lambda total: total > 10) == 15
    assert list(states_through_end(_sum_to_end, 0, [1, 2])) == [0, 1, 3, -3]
    assert fold_through_end(_sum_to_end, 0, [1, 2, 3], lambda total: total < 0) == -6


def test_a_trace_reads_back_oldest_first() -> None:
    trace: Trace[str] = push(push(EMPTY, Enter(0, "root", -9, 9)), Leaf(1, "a", 3))
    assert repr(events(trace)) == (
        "(Enter(ply=0, config='root', alpha=-9, beta=9, quiet=False, side='', windowed=True,"
        " probe=False, first=None), Leaf(ply=1, config='a', value=3, quiet=False))"
    )
    roll = Enter(0, "roll", 0, 0, side=CHANCE, windowed=False)
    weighed: Event[str] = Weigh(0, Fraction(1, 2), Fraction(2), Fraction(1))
    assert repr(events(push(push(None, roll), weighed))[1]) == (
        "Weigh(ply=0, probability=Fraction(1, 2), value=Fraction(2, 1), total=Fraction(1, 1))"
    )
    assert repr(push(EMPTY, Return(1, 5))) == "Trace(newest=Return(ply=1, value=5), older=None)"
    assert repr(events(push(push(None, Return(1, 2)), Return(0, 2)))) == (
        "(Return(ply=1, value=2), Return(ply=0, value=2))"
    )
