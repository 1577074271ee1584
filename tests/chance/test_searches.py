"""The searches of games of chance: the formula, broken contracts refused, the pruning laws.

Functional against imperative, value and nodes; Star1 and Star2 equal to
EXPECTIMINIMAX, Star1 and Star2 never visiting more positions; on generated chance trees.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import count

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch import BLACK, WHITE, ChanceOptions, Player, expectiminimax, minimax, star1, star2
from fnsearch.chance.options import PLY_LIMIT
from fnsearch.core.chance_config import Outcome, Value
from fnsearch.core.contract import ContractError
from fnsearch.core.events import BetaCut
from fnsearch.engine.result import SearchResult
from fnsearch.games.chancetree.game import (
    CHANCE_TREE,
    Chance,
    ChanceTree,
    ChanceTreeConfig,
    Decision,
    parse,
    to_move,
)
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board
from fnsearch.reference import chance as reference
from tests.strategies import CHANCE_BOUNDS, chance_trees, reachable_positions

LOWER, UPPER = CHANCE_BOUNDS
BOUNDS: ChanceOptions[ChanceTree] = ChanceOptions(lower=LOWER, upper=UPPER)

Search = Callable[
    [ChanceTreeConfig, ChanceTree, Player, ChanceOptions[ChanceTree]],
    SearchResult[ChanceTree, Value],
]
"""Any of the three searches, on chance trees."""


def value_of(tree: ChanceTree) -> Fraction:
    """The formula on the tree itself, sharing no code with the package."""
    if isinstance(tree, int):
        return Fraction(tree)
    if isinstance(tree, Chance):
        return sum((p * value_of(child) for p, child in tree.outcomes), Fraction(0))
    values = [value_of(child) for child in tree.children]
    return max(values) if tree.player is WHITE else min(values)


@given(chance_trees())
def test_expectiminimax_follows_the_formula_and_the_reference(tree: ChanceTree) -> None:
    found = expectiminimax(CHANCE_TREE, tree, to_move(tree))
    assert found.value == value_of(tree)
    assert (found.value, found.stats.nodes) == reference.expectiminimax(
        CHANCE_TREE, tree, to_move(tree)
    )


@given(chance_trees(), st.integers(0, 4))
def test_depth_limited_searches_agree_with_the_reference(tree: ChanceTree, depth: int) -> None:
    def mid(_: ChanceTree) -> int:
        return 1

    options = ChanceOptions(depth=depth, evaluate=mid, lower=LOWER, upper=UPPER)
    plain = expectiminimax(CHANCE_TREE, tree, to_move(tree), options)
    assert (plain.value, plain.stats.nodes) == reference.expectiminimax(
        CHANCE_TREE, tree, to_move(tree), depth, mid
    )
    for functional, imperative in ((star1, reference.star1), (star2, reference.star2)):
        found = functional(CHANCE_TREE, tree, to_move(tree), options)
        assert found.value == plain.value
        assert (found.value, found.stats.nodes) == imperative(
            CHANCE_TREE, tree, to_move(tree), LOWER, UPPER, depth, mid
        )


@given(chance_trees())
def test_star1_and_star2_find_the_expectiminimax_value(tree: ChanceTree) -> None:
    plain = expectiminimax(CHANCE_TREE, tree, to_move(tree))
    first = star1(CHANCE_TREE, tree, to_move(tree), BOUNDS)
    second = star2(CHANCE_TREE, tree, to_move(tree), BOUNDS)
    assert first.value == second.value == plain.value
    assert first.stats.nodes <= plain.stats.nodes
    assert second.stats.nodes <= plain.stats.nodes
    assert (first.value, first.stats.nodes) == reference.star1(
        CHANCE_TREE, tree, to_move(tree), LOWER, UPPER
    )
    assert (second.value, second.stats.nodes) == reference.star2(
        CHANCE_TREE, tree, to_move(tree), LOWER, UPPER
    )


def test_star2_does_not_search_a_probed_successor_again() -> None:
    # Each outcome is probed (its first leaf), nothing is settled, and the second
    # pass resumes both MAX nodes at their second leaf: every position once.
    tree = parse("min(chance(1/2: max(1, 3), 1/2: max(2, 4)))").unwrap()
    plain = expectiminimax(CHANCE_TREE, tree, to_move(tree))
    second = star2(CHANCE_TREE, tree, to_move(tree), ChanceOptions(lower=0, upper=4))
    assert (second.value, second.stats.nodes) == (plain.value, plain.stats.nodes)
    assert plain.stats.nodes == 8
    assert reference.star2(CHANCE_TREE, tree, to_move(tree), 0, 4) == (Fraction(7, 2), 8)


def test_star2_can_visit_more_positions_than_star1() -> None:
    # Star1 cuts the second chance node after min(2, 0); Star2 has probed min(0) too.
    tree = parse("max(chance(1: min(3)), chance(1/3: min(2, 0), 2/3: min(0)))").unwrap()
    first = star1(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=0, upper=4))
    second = star2(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=0, upper=4))
    assert first.value == second.value == 3
    assert (first.stats.nodes, second.stats.nodes) == (8, 9)


def test_the_lecture_example_and_its_rescaling_choose_differently() -> None:
    small = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()
    large = parse("max(chance(0.9: 20, 0.1: 30), chance(0.9: 1, 0.1: 400))").unwrap()
    assert isinstance(small, Decision)
    assert isinstance(large, Decision)
    first = expectiminimax(CHANCE_TREE, small, WHITE)
    second = expectiminimax(CHANCE_TREE, large, WHITE)
    assert (first.value, first.line) == (Fraction(21, 10), (small.children[0],))
    assert (second.value, second.line) == (Fraction(409, 10), (large.children[1],))


@pytest.mark.parametrize("search", [expectiminimax, star1, star2])
def test_unsound_probabilities_are_refused_naming_the_node(search: Search) -> None:
    tree = Chance(((Fraction(1, 2), 1), (Fraction(1, 3), 2)))
    with pytest.raises(ContractError) as refused:
        search(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=0, upper=2))
    assert str(refused.value) == (
        "the probabilities at the chance node chance(1/2: 1, 1/3: 2) must be exact (an int"
        " or a Fraction), positive and add up to 1: 1/2, 1/3"
    )


def test_values_outside_the_bounds_and_bounds_without_room_are_refused() -> None:
    tree = parse("min(chance(1/2: max(9, 1), 1/2: 2), 3)").unwrap()
    for search in (star1, star2):
        with pytest.raises(ContractError, match=r"^the value 9 of 9 lies outside the bounds"):
            search(CHANCE_TREE, tree, BLACK, ChanceOptions(lower=0, upper=5))
        with pytest.raises(ContractError, match=r"^no value lies strictly between .* \[3, 3\]"):
            search(CHANCE_TREE, tree, BLACK, ChanceOptions(lower=3, upper=3))


class Loop:
    """A game with a cycle: at 0 White may roll a die that brings it back to 0, or stop."""

    def score(self, c: int, /) -> int:
        return c

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter((1, -1))  # roll (the chance node -1), or stop (the final 1)

    def is_final(self, c: int, /) -> bool:
        return c > 0

    def is_chance(self, c: int, /) -> bool:
        return c == -1

    def outcomes(self, c: int, /) -> Iterator[Outcome[int]]:
        return iter(((Fraction(1, 2), 0), (Fraction(1, 2), 2)))

    def to_move(self, c: int, /) -> Player:
        return WHITE


def test_cycles_without_a_depth_are_refused_and_with_one_a_value() -> None:
    for search in (expectiminimax, star1):
        with pytest.raises(ContractError, match=r"^the game has cycles: give a depth and an"):
            search(Loop(), 0, WHITE, ChanceOptions(lower=0, upper=2))
    found = expectiminimax(Loop(), 0, WHITE, ChanceOptions(depth=4, evaluate=lambda c: 0))
    assert found.value == Fraction(3, 2)  # roll: 1/2 · max(1, 1/2 · 0 + 1/2 · 2) + 1/2 · 2


@pytest.mark.parametrize("search", [expectiminimax, star1, star2])
def test_a_float_evaluation_is_refused_naming_the_position(search: Search) -> None:
    tree = parse("max(chance(1/2: max(1, 2), 1/2: 3), 0)").unwrap()
    options = ChanceOptions[ChanceTree](depth=2, evaluate=lambda t: 0.5, lower=-9, upper=9)
    with pytest.raises(ContractError, match=r"^a position's value must be an int .* max\(1, 2\)"):
        search(CHANCE_TREE, tree, WHITE, options)


def test_depth_counts_decision_plies_and_chance_layers() -> None:
    tree = parse("max(chance(1/2: max(1, 2), 1/2: 3), 0)").unwrap()
    # depth 2: MAX, then chance, then the max(1, 2) node is evaluated (at 7).
    found = expectiminimax(CHANCE_TREE, tree, WHITE, ChanceOptions(depth=2, evaluate=lambda t: 7))
    assert found.value == Fraction(7 + 3, 2)
    assert found.stats.depth == 2


class Deterministic:
    """A deterministic game seen as a game of chance with no chance nodes (tic-tac-toe here)."""

    def score(self, board: Board, /) -> int:
        return VECTOR_CONFIG.score(board)

    def successors(self, board: Board, player: Player, /) -> Iterator[Board]:
        return iter(VECTOR_CONFIG.successors(board, player))

    def is_final(self, board: Board, /) -> bool:
        return VECTOR_CONFIG.is_final(board)

    def is_chance(self, board: Board, /) -> bool:
        return False

    def outcomes(self, board: Board, /) -> Iterator[Outcome[Board]]:
        return iter(())

    def to_move(self, board: Board, /) -> Player:
        return WHITE if board.count(0) % 2 == 1 else WHITE.opponent


POSITIONS = reachable_positions()


@given(st.sampled_from(POSITIONS[len(POSITIONS) // 3 :]), st.sampled_from([None, 1, 2, 3]))
def test_on_a_deterministic_game_expectiminimax_is_minimax(
    position: tuple[Board, Player], depth: int | None
) -> None:
    board, player = position
    found = expectiminimax(Deterministic(), board, player, ChanceOptions(depth=depth))
    assert found.value == minimax(VECTOR_CONFIG, board, player, depth=depth)
    assert found.stats.chance == 0


def test_a_sure_gamble_is_worth_what_it_pays() -> None:
    # A chance node whose every outcome pays 1 is worth 1: the probabilities weigh the
    # outcomes once (dividing by the number of outcomes again would give 1/2).
    for text in ("chance(1/2: 1, 1/2: 1)", "max(chance(0.9: 1, 0.1: 1), 0)", "chance(1: 1)"):
        tree = parse(text).unwrap()
        assert expectiminimax(CHANCE_TREE, tree, WHITE).value == 1
        assert star1(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=0, upper=1)).value == 1


def _evaluation(tree: ChanceTree) -> Fraction:
    # Chance nodes at the horizon valued apart from the others.
    return Fraction(1, 2) if isinstance(tree, Chance) else Fraction(-1, 3)


@given(chance_trees(), st.integers(1, 4))
def test_tracing_changes_no_value_line_or_count(tree: ChanceTree, depth: int) -> None:
    for search in (star1, star2):
        options = ChanceOptions(depth=depth, evaluate=_evaluation, lower=LOWER, upper=UPPER)
        plain = search(CHANCE_TREE, tree, to_move(tree), options)
        traced = search(CHANCE_TREE, tree, to_move(tree), options._replace(trace=True))
        assert (plain.value, plain.line, plain.stats) == (traced.value, traced.line, traced.stats)
        assert type(plain.value) is type(traced.value)


@given(chance_trees(), st.integers(1, 4))
def test_searches_with_an_exact_evaluation_count_as_the_reference(
    tree: ChanceTree, depth: int
) -> None:
    def third(_: ChanceTree) -> Fraction:
        return Fraction(4, 3)

    options = ChanceOptions(depth=depth, evaluate=third, lower=LOWER, upper=UPPER)
    for functional, imperative in ((star1, reference.star1), (star2, reference.star2)):
        found = functional(CHANCE_TREE, tree, to_move(tree), options)
        assert (found.value, found.stats.nodes) == imperative(
            CHANCE_TREE, tree, to_move(tree), LOWER, UPPER, depth, third
        )


# The chance node X's first outcome is a chance node whose own outcome, at the horizon,
# is valued 1/2. With leaves in [-5, 5], below max(4, X) X has the window
# (4, 5), so alpha_1 = (4 - 1/2 · 5) / (1/2) = 3, and 1/2 cuts X low: it is worth at
# most 1/2 · 1/2 + 1/2 · 5 (the second outcome at its best) = 11/4. Below min(-4, X) the
# window (-5, -4) gives beta_1 = -3, and 1/2 cuts X high: at least 1/2 · 1/2 - 1/2 · 5.
_FLOAT_CUT = "chance(1/2: chance(1: chance(1: 0)), 1/2: 3)"


@pytest.mark.parametrize("search", [star1, star2])
@pytest.mark.parametrize(
    ("text", "player", "bound"),
    [("max(4, {})", WHITE, Fraction(11, 4)), ("min(-4, {})", BLACK, Fraction(-9, 4))],
)
def test_a_value_that_cuts_a_chance_node_answers_its_bound(
    search: Search, text: str, player: Player, bound: Fraction
) -> None:
    tree = parse(text.format(_FLOAT_CUT)).unwrap()
    options = ChanceOptions(depth=3, evaluate=_evaluation, lower=LOWER, upper=UPPER, trace=True)
    found = search(CHANCE_TREE, tree, player, options)
    cuts = [event for event in found.events if isinstance(event, BetaCut) and event.ply == 1]
    assert [cut.value for cut in cuts] == [bound]
    assert found.value == (4 if player is WHITE else -4)


@pytest.mark.parametrize("search", [expectiminimax, star1, star2])
@pytest.mark.parametrize(
    ("player", "options", "named"),
    [
        ("WHITE", ChanceOptions(lower=0, upper=9), "player='WHITE'"),
        (None, ChanceOptions(lower=0, upper=9), "player=None"),
        (WHITE, {"depth": 1}, "options={'depth': 1}"),
        (WHITE, (2, None, 0, 9), "options=(2, None, 0, 9)"),
        (WHITE, ChanceOptions(lower=0, upper=9, ply_limit=PLY_LIMIT + 1), "ply_limit=134"),
    ],
)
def test_a_wrong_player_or_options_is_refused_by_the_contract_in_either_build(
    search: Callable[..., object], player: object, options: object, named: str
) -> None:
    # Compiled too: the public entries are interpreted, so the check, not the compiler's
    # own TypeError, refuses them.
    tree = parse("max(chance(1/2: 1, 1/2: 3), 2)").unwrap()
    with pytest.raises(ContractError, match=rf"^bad argument {re.escape(named)}: expected"):
        search(CHANCE_TREE, tree, player, options)


class Endless:
    """A game without end, every position new: a ply, then a die of two faces, and so on."""

    def score(self, c: int, /) -> int:
        return 0

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter((2 * c + 1, 2 * c + 2))

    def is_final(self, c: int, /) -> bool:
        return False

    def is_chance(self, c: int, /) -> bool:
        return c % 2 == 1

    def outcomes(self, c: int, /) -> Iterator[Outcome[int]]:
        return iter(((Fraction(1, 2), 2 * c + 1), (Fraction(1, 2), 2 * c + 2)))

    def to_move(self, c: int, /) -> Player:
        return WHITE


@pytest.mark.parametrize("search", [expectiminimax, star1, star2])
def test_a_game_without_end_is_refused_at_the_deepest_ply_limit(search: Search) -> None:
    options = ChanceOptions[int](lower=0, upper=1, ply_limit=PLY_LIMIT)
    with pytest.raises(ContractError, match=r"^the game has cycles or no end: .* not final"):
        search(Endless(), 0, WHITE, options)  # type: ignore[arg-type]


class EndlessChoice:
    """A die of one face, then a choice that never ends: every successor a final 0."""

    def score(self, c: int, /) -> int:
        return 0

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return count(2)

    def is_final(self, c: int, /) -> bool:
        return c > 1

    def is_chance(self, c: int, /) -> bool:
        return c == 0

    def outcomes(self, c: int, /) -> Iterator[Outcome[int]]:
        return iter(((Fraction(1), 1),))

    def to_move(self, c: int, /) -> Player:
        return WHITE


def test_star2_resumes_a_probed_choice_no_wider_than_the_width() -> None:
    # The probe pulls the first successor; the second pass, from the second one on,
    # is refused at the width like every other fold.
    with pytest.raises(ContractError, match=r"^1 has more than 100000 successors or outcomes"):
        star2(EndlessChoice(), 0, WHITE, ChanceOptions[int](lower=-1, upper=1))


@pytest.mark.parametrize("search", [expectiminimax, star1, star2])
def test_a_node_wider_than_the_stack_is_searched(search: Search) -> None:
    tree = Chance(((Fraction(1), Decision(WHITE, (0,) * 5_000 + (1,))),))
    found = search(CHANCE_TREE, tree, WHITE, ChanceOptions(lower=0, upper=2))
    assert (found.value, found.stats.nodes) == (1, 5_003)


class Comb:
    """``width`` final moves and outcomes (-1) before the one that goes on, ``layers`` deep."""

    def __init__(self, width: int, layers: int) -> None:
        self.width, self.layers = width, layers

    def score(self, c: int, /) -> int:
        return 0

    def successors(self, c: int, player: Player, /) -> list[int]:
        return [-1] * self.width + [c + 1]

    def is_final(self, c: int, /) -> bool:
        return c in (-1, self.layers)

    def is_chance(self, c: int, /) -> bool:
        return c % 2 == 1

    def outcomes(self, c: int, /) -> list[Outcome[int]]:
        return [(Fraction(1, self.width + 1), -1)] * self.width + [
            (Fraction(1, self.width + 1), c + 1)
        ]

    def to_move(self, c: int, /) -> Player:
        return WHITE  # nothing is cut: every search goes down the whole comb


CombSearch = Callable[[Comb, int, Player, ChanceOptions[int]], SearchResult[int, Value]]


@pytest.mark.parametrize("search", [expectiminimax, star1, star2])
@pytest.mark.parametrize("width", [0, 1, 5, 12])
def test_a_game_as_deep_as_the_ply_limit_is_searched_and_a_deeper_one_refused(
    search: CombSearch, width: int
) -> None:
    # The default limit fits Python's default recursion limit however wide the layers.
    options = ChanceOptions[int](lower=-1, upper=1)
    assert search(Comb(width, PLY_LIMIT), 0, WHITE, options).value == 0
    with pytest.raises(ContractError, match=r"^the game has cycles or no end: .* not final"):
        search(Comb(width, 149), 0, WHITE, options)
