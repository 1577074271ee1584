"""The traces of the searches of games of chance: the same searches, their steps as values."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch import ChanceOptions, expectiminimax, star1, star2
from fnsearch.core.chance_config import Value
from fnsearch.core.config import BLACK, WHITE
from fnsearch.core.events import BetaCut, Enter, Event, Leaf, Return, Weigh
from fnsearch.engine.options import CHANCE_ALGORITHMS, ChanceAlgorithm
from fnsearch.engine.result import SearchResult
from fnsearch.games.chancetree.game import CHANCE_TREE, ChanceTree, leaves, parse, render, to_move
from fnsearch.reference import chance as reference
from fnsearch.trace.run import chance_leaf_count, chance_trace
from fnsearch.trace.simulation import render_trace
from tests.strategies import CHANCE_BOUNDS, chance_trees

LOWER, UPPER = CHANCE_BOUNDS
AIMA = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"

Searched = SearchResult[ChanceTree, Value]


def _visits(events: tuple[Event[ChanceTree], ...]) -> int:
    # A node resumed after its probe is no new visit.
    return sum(
        1
        for event in events
        if isinstance(event, Leaf) or (isinstance(event, Enter) and event.first is None)
    )


def _leaves(events: tuple[Event[ChanceTree], ...]) -> int:
    return sum(1 for event in events if isinstance(event, Leaf))


def _nested(events: tuple[Event[ChanceTree], ...]) -> bool:
    """Every node opened is closed, innermost first, by a Return or a BetaCut at its ply."""
    opened: list[int] = []
    for event in events:
        if isinstance(event, Enter):
            opened.append(event.ply)
        elif isinstance(event, Return | BetaCut) and (not opened or opened.pop() != event.ply):
            return False
    return not opened


def _searches(
    tree: ChanceTree, depth: int | None, trace: bool
) -> dict[str, tuple[Searched, tuple[Value, int]]]:
    def mid(_: ChanceTree) -> int:
        return 1

    evaluate: Callable[[ChanceTree], int] | None = None if depth is None else mid
    plies = 2**31 if depth is None else depth
    player = to_move(tree)
    options = ChanceOptions[ChanceTree](
        depth=depth, evaluate=evaluate, lower=LOWER, upper=UPPER, trace=trace
    )
    return {
        "expectiminimax": (
            expectiminimax(CHANCE_TREE, tree, player, options),
            reference.expectiminimax(CHANCE_TREE, tree, player, plies, evaluate),
        ),
        "star1": (
            star1(CHANCE_TREE, tree, player, options),
            reference.star1(CHANCE_TREE, tree, player, LOWER, UPPER, plies, evaluate),
        ),
        "star2": (
            star2(CHANCE_TREE, tree, player, options),
            reference.star2(CHANCE_TREE, tree, player, LOWER, UPPER, plies, evaluate),
        ),
    }


@given(chance_trees(), st.one_of(st.none(), st.integers(0, 4)))
def test_a_traces_counts_are_the_searchs_and_the_references(
    tree: ChanceTree, depth: int | None
) -> None:
    for name, (found, (value, nodes)) in _searches(tree, depth, trace=True).items():
        events = found.events
        assert (found.value, found.stats.nodes) == (value, nodes), name
        assert _visits(events) == found.stats.nodes, name
        assert _leaves(events) == found.stats.leaves, name
        assert _nested(events), name
        assert isinstance(events[-1], Return | BetaCut | Leaf)
        assert events[-1].value == found.value, name


@given(chance_trees())
def test_tracing_changes_nothing_but_the_events(tree: ChanceTree) -> None:
    plain, traced = _searches(tree, None, trace=False), _searches(tree, None, trace=True)
    for name in plain:
        without, with_events = plain[name][0], traced[name][0]
        assert without.events == ()
        assert (without.value, without.line, without.stats) == (
            with_events.value,
            with_events.line,
            with_events.stats,
        )


def test_the_aima_example_weighs_each_outcome() -> None:
    tree = parse(AIMA).unwrap()
    events = expectiminimax(CHANCE_TREE, tree, to_move(tree), ChanceOptions(trace=True)).events
    weighed = [event for event in events if isinstance(event, Weigh)]
    assert weighed == [
        Weigh(1, Fraction(9, 10), Fraction(2), Fraction(9, 5)),
        Weigh(1, Fraction(1, 10), Fraction(3), Fraction(21, 10)),
        Weigh(1, Fraction(9, 10), Fraction(1), Fraction(9, 10)),
        Weigh(1, Fraction(1, 10), Fraction(4), Fraction(13, 10)),
    ]
    assert events[-1] == Return(0, Fraction(21, 10))


def test_star1_cuts_the_second_die_of_the_aima_example_after_its_first_outcome() -> None:
    tree = parse(AIMA).unwrap()
    found = star1(CHANCE_TREE, tree, to_move(tree), ChanceOptions(lower=1, upper=4, trace=True))
    cuts = [event for event in found.events if isinstance(event, BetaCut)]
    # 0.9 · 1 + 0.1 · 4 = 1.3 ≤ 2.1: the outcome 1 lies below α_1 = (2.1 - 0.4) / 0.9.
    assert cuts == [BetaCut(1, Fraction(13, 10), Fraction(1), Fraction(17, 9), True, False)]


def test_star2_probes_then_resumes() -> None:
    tree = parse("min(chance(1/2: max(1, 3), 1/2: max(2, 4)))").unwrap()
    found = star2(CHANCE_TREE, tree, to_move(tree), ChanceOptions(lower=0, upper=4, trace=True))
    kinds = [
        "probe"
        if isinstance(event, Enter) and event.probe
        else "resume"
        if isinstance(event, Enter) and event.first is not None
        else type(event).__name__
        for event in found.events
    ]
    assert kinds == [
        "Enter",  # min
        "Enter",  # chance
        "probe",
        "Leaf",
        "Return",
        "probe",
        "Leaf",
        "Return",
        "resume",
        "Leaf",
        "Return",
        "Weigh",
        "resume",
        "Leaf",
        "BetaCut",  # 4 reaches β = 4, the upper bound
        "Weigh",
        "Return",
        "Return",
    ]


STAR1_AIMA = """\
MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4))  α=1 β=4
  CHANCE chance(9/10: 2, 1/10: 3)  α=1 β=4
    leaf 2 = 2
    9/10 · 2 → Σ = 9/5 (1.8)
    leaf 3 = 3
    1/10 · 3 → Σ = 21/10 (2.1)
  CHANCE chance(9/10: 2, 1/10: 3) returns 21/10 (2.1)
  CHANCE chance(9/10: 1, 1/10: 4)  α=21/10 (2.1) β=4
    leaf 1 = 1
    9/10 · 1 → Σ = 9/10 (0.9)
  CHANCE chance(9/10: 1, 1/10: 4) cuts at 13/10 (1.3): 1 ≤ α_i = 17/9 (1.889): pruned 1/10: 4
MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) returns 21/10 (2.1)
3 of 4 leaves evaluated"""


def test_star1_on_the_aima_example_by_hand() -> None:
    tree = parse(AIMA).unwrap()
    traced = chance_trace(CHANCE_TREE, tree, WHITE, algorithm="star1", bounds=(1, 4))
    assert render_trace(traced, render) == STAR1_AIMA


STAR2_RESUMED = """\
MIN min(chance(1/2: max(1, 3), 1/2: max(2, 4)))  α=0 β=4
  CHANCE chance(1/2: max(1, 3), 1/2: max(2, 4))  α=0 β=4
    probe MAX max(1, 3): its first successor only
      leaf 1 = 1
    probe MAX max(1, 3) ≥ 1
    probe MAX max(2, 4): its first successor only
      leaf 2 = 2
    probe MAX max(2, 4) ≥ 2
    MAX max(1, 3)  α=1 β=4, first successor 1 from the probe
      leaf 3 = 3
    MAX max(1, 3) returns 3
    1/2 · 3 → Σ = 3/2 (1.5)
    MAX max(2, 4)  α=2 β=4, first successor 2 from the probe
      leaf 4 = 4
    MAX max(2, 4) cuts at 4: 4 ≥ β
    1/2 · 4 → Σ = 7/2 (3.5)
  CHANCE chance(1/2: max(1, 3), 1/2: max(2, 4)) returns 7/2 (3.5)
MIN min(chance(1/2: max(1, 3), 1/2: max(2, 4))) returns 7/2 (3.5)
4 of 4 leaves evaluated"""

EXPECTIMINIMAX_RESUMED = """\
MIN min(chance(1/2: max(1, 3), 1/2: max(2, 4)))
  CHANCE chance(1/2: max(1, 3), 1/2: max(2, 4))
    MAX max(1, 3)
      leaf 1 = 1
      leaf 3 = 3
    MAX max(1, 3) returns 3
    1/2 · 3 → Σ = 3/2 (1.5)
    MAX max(2, 4)
      leaf 2 = 2
      leaf 4 = 4
    MAX max(2, 4) returns 4
    1/2 · 4 → Σ = 7/2 (3.5)
  CHANCE chance(1/2: max(1, 3), 1/2: max(2, 4)) returns 7/2 (3.5)
MIN min(chance(1/2: max(1, 3), 1/2: max(2, 4))) returns 7/2 (3.5)
4 of 4 leaves evaluated"""


@pytest.mark.parametrize(
    ("algorithm", "text"), [("star2", STAR2_RESUMED), ("expectiminimax", EXPECTIMINIMAX_RESUMED)]
)
def test_star2_and_expectiminimax_on_a_resumed_tree_by_hand(
    algorithm: ChanceAlgorithm, text: str
) -> None:
    # The whole text of Star2's probes, resumed nodes and cut, and of EXPECTIMINIMAX.
    tree = parse("min(chance(1/2: max(1, 3), 1/2: max(2, 4)))").unwrap()
    traced = chance_trace(CHANCE_TREE, tree, BLACK, algorithm=algorithm, bounds=(0, 4))
    assert render_trace(traced, render) == text


def test_star2_says_what_it_probed_and_what_the_probes_settled() -> None:
    tree = parse("min(5, chance(1/2: max(6, 1), 1/2: max(7, 2)))").unwrap()
    traced = chance_trace(CHANCE_TREE, tree, BLACK, algorithm="star2", bounds=(0, 9))
    lines = render_trace(traced, render).splitlines()
    assert "    probe MAX max(7, 2) ≥ 7" in lines
    assert lines[-3] == (
        "  CHANCE chance(1/2: max(6, 1), 1/2: max(7, 2)) cuts at 13/2 (6.5):"
        " the probes give ≥ 13/2 (6.5) ≥ β = 5"
    )
    assert lines[-1] == "3 of 5 leaves evaluated"


@given(chance_trees(), st.sampled_from(CHANCE_ALGORITHMS))
def test_the_text_counts_the_leaves_the_search_evaluated(
    tree: ChanceTree, algorithm: ChanceAlgorithm
) -> None:
    traced = chance_trace(
        CHANCE_TREE, tree, to_move(tree), algorithm=algorithm, bounds=CHANCE_BOUNDS
    )
    text = render_trace(traced, render)
    evaluated = sum(1 for step in traced.steps if step.kind == "leaf")
    assert text.splitlines()[-1] == f"{evaluated} of {len(leaves(tree))} leaves evaluated"
    assert len(text.splitlines()) == len(traced.steps) + 1


def test_the_old_name_of_the_events_still_reads_them() -> None:
    # ``chance_events`` is kept, deprecated, for one release: the same stream as ``events``.
    found = expectiminimax(CHANCE_TREE, parse(AIMA).unwrap(), WHITE, ChanceOptions(trace=True))
    assert found.chance_events == found.events
    assert [type(event).__name__ for event in found.events[:3]] == ["Enter", "Enter", "Leaf"]


def test_the_leaves_of_a_chance_tree_are_counted_to_a_depth() -> None:
    tree = parse("max(chance(1/2: 1, 1/2: max(2, 3)), 4)").unwrap()
    assert [chance_leaf_count(CHANCE_TREE, tree, depth) for depth in (None, 2)] == [4, 3]
