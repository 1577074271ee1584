"""The imperative reference of quiescence search and extensions, against the spec and the engine."""

from __future__ import annotations

from collections.abc import Iterable

from hypothesis import given
from hypothesis import strategies as st

from fnsearch import BLACK, WHITE, Player
from fnsearch.engine.search import search
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.connect4.game import CONNECT_FOUR, Position, from_moves, open_windows, to_move
from fnsearch.games.tictactoe import VECTOR_CONFIG, parse
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.reference.algorithms import alpha_beta_hard, alpha_beta_hard_depth
from fnsearch.reference.connect4_threats import is_forced, noisy_drops, threats
from fnsearch.reference.quiescence import Tally, alpha_beta_quiescence
from tests.strategies import game_trees, published

PLAYERS = st.sampled_from([WHITE, BLACK])

# Positions of the published set Test_L2_R1 (its first lines) and short openings.
LINES = (
    "5554224333234511764415115",
    "52753311433677442422121",
    "1233722555341451114725221333",
    "4455",
    "44556",
    "445566",
    "3344",
    "",
)


def _position(moves: str) -> Position:
    return from_moves(moves).unwrap()


def first_leaf(tree: Tree) -> int:
    """A cheap evaluation of a tree: its leftmost leaf, seen from the root of the subtree."""
    return tree if isinstance(tree, int) else first_leaf(tree[0])


def all_children(tree: Tree, _: Player) -> Iterable[Tree]:
    return () if isinstance(tree, int) else tree


def odd_children(tree: Tree, _: Player) -> Iterable[Tree]:
    return () if isinstance(tree, int) else tree[1::2]


def single_child(tree: Tree, _: Player) -> bool:
    return not isinstance(tree, int) and len(tree) == 1


def _counts(t: Tally) -> tuple[int, int, int, int]:
    return t.nodes, t.leaves, t.cutoffs, t.depth


# ---- budget 0, quiescence off, no extension: plain depth-limited alpha-beta ----


@given(game_trees(), PLAYERS, st.integers(0, 4), st.sampled_from([None, 0]))
def test_without_quiescence_it_is_the_engines_alpha_beta(
    tree: Tree, player: Player, depth: int, quiescence: int | None
) -> None:
    found = alpha_beta_quiescence(
        TREE_CONFIG,
        tree,
        player,
        depth,
        evaluate=first_leaf,
        noisy=all_children,
        forcing=single_child,
        quiescence=quiescence,
    )
    engine = search(TREE_CONFIG, tree, player, depth=depth, evaluate=first_leaf)
    assert found.value == engine.value
    assert found.value == alpha_beta_hard_depth(
        TREE_CONFIG, tree, player, depth, evaluate=first_leaf
    )
    assert found.best == engine.best
    assert _counts(found.stats) == (
        engine.stats.nodes,
        engine.stats.leaves,
        engine.stats.cutoffs,
        engine.stats.depth,
    )
    assert (found.stats.quiescence, found.stats.extended) == (0, 0)


def test_budget_zero_is_plain_alpha_beta_on_connect_four() -> None:
    for moves in LINES:
        position = _position(moves)
        player = to_move(position)
        for depth in (1, 2, 3):
            found = alpha_beta_quiescence(
                CONNECT_FOUR,
                position,
                player,
                depth,
                evaluate=open_windows,
                noisy=noisy_drops,
                quiescence=0,
            )
            engine = search(CONNECT_FOUR, position, player, depth=depth, evaluate=open_windows)
            assert (found.value, found.best) == (engine.value, engine.best), (moves, depth)
            assert _counts(found.stats) == (
                engine.stats.nodes,
                engine.stats.leaves,
                engine.stats.cutoffs,
                engine.stats.depth,
            )


# ---- to the end of the game both options change nothing ----


@given(game_trees(), PLAYERS, st.integers(0, 3), st.integers(0, 3))
def test_searched_to_the_end_the_options_change_nothing(
    tree: Tree, player: Player, quiescence: int, extensions: int
) -> None:
    plain = alpha_beta_quiescence(TREE_CONFIG, tree, player, None, evaluate=first_leaf)
    found = alpha_beta_quiescence(
        TREE_CONFIG,
        tree,
        player,
        None,
        evaluate=first_leaf,
        noisy=all_children,
        forcing=single_child,
        quiescence=quiescence,
        extensions=extensions,
    )
    assert found == plain
    assert found.value == alpha_beta_hard(TREE_CONFIG, tree, player)
    engine = search(TREE_CONFIG, tree, player)
    assert (found.best, found.stats.nodes, found.stats.leaves, found.stats.cutoffs) == (
        engine.best,
        engine.stats.nodes,
        engine.stats.leaves,
        engine.stats.cutoffs,
    )


def test_tic_tac_toe_to_the_end_is_unchanged() -> None:
    board = parse(".O./.X./...").unwrap()
    found = alpha_beta_quiescence(
        VECTOR_CONFIG, board, WHITE, None, evaluate=lambda _: 0, quiescence=4, extensions=2
    )
    engine = search(VECTOR_CONFIG, board, WHITE)
    assert (found.value, found.best, found.stats.nodes) == (
        engine.value,
        engine.best,
        engine.stats.nodes,
    )
    assert found.value == 3


# ---- quiescence by hand: AIMA's Figure 5.2 cut at depth 1 ----

FIGURE = ((3, 12, 8), (2, 4, 6), (14, 5, 2))


def test_at_depth_one_the_leftmost_leaf_misleads_the_plain_search() -> None:
    plain = alpha_beta_quiescence(TREE_CONFIG, FIGURE, WHITE, 1, evaluate=first_leaf)
    assert (plain.value, plain.best) == (14, (14, 5, 2))
    assert _counts(plain.stats) == (4, 3, 0, 1)


def test_quiescence_searches_on_and_stands_pat() -> None:
    # Below the horizon every move is noisy. MIN node 1: stand pat 3, then 3, 12, 8
    # searched: 3. MIN node 2 with window (3, inf): its stand pat 2 <= 3 closes the
    # window at once (a stand-pat cut: one cutoff, one leaf). MIN node 3: stand pat
    # 14, then 14, 5, 2: the 2 cuts.
    found = alpha_beta_quiescence(
        TREE_CONFIG, FIGURE, WHITE, 1, evaluate=first_leaf, noisy=all_children, quiescence=1
    )
    assert (found.value, found.best) == (3, (3, 12, 8))
    assert found.stats == Tally(nodes=10, leaves=7, cutoffs=2, depth=2, quiescence=6, extended=0)


def _nesting(tree: Tree) -> int:
    return 0 if isinstance(tree, int) else 1 + _nesting(tree[0])


def zigzag(tree: Tree) -> int:
    """An evaluation of a chain that never closes the window: high at MIN, low at MAX."""
    return _nesting(tree) if _nesting(tree) % 2 else -_nesting(tree)


def _chain(length: int) -> Tree:
    chain: Tree = 4
    for _ in range(length):
        chain = (chain,)
    return chain


def test_the_budget_bounds_the_quiescence_search() -> None:
    depths = [
        alpha_beta_quiescence(
            TREE_CONFIG, _chain(6), WHITE, 1, evaluate=zigzag, noisy=all_children, quiescence=q
        ).stats
        for q in range(8)
    ]
    assert [(t.depth, t.quiescence, t.cutoffs) for t in depths] == [
        (1, 0, 0),
        (2, 1, 0),
        (3, 2, 0),
        (4, 3, 0),
        (5, 4, 0),
        (6, 5, 0),
        (6, 5, 0),
        (6, 5, 0),
    ]


def test_only_noisy_successors_are_searched() -> None:
    # The noisy successors are the middle leaves 12, 4, 5. Node 1: stand pat 3, then
    # 12: 3. Node 2, window (3, inf): a stand-pat cut. Node 3: stand pat 14, then 5.
    found = alpha_beta_quiescence(
        TREE_CONFIG, FIGURE, WHITE, 1, evaluate=first_leaf, noisy=odd_children, quiescence=1
    )
    assert (found.value, found.best) == (5, (14, 5, 2))
    assert found.stats == Tally(nodes=6, leaves=3, cutoffs=1, depth=2, quiescence=2, extended=0)


# ---- extensions ----


def test_a_forced_child_is_searched_one_ply_deeper() -> None:
    # Black's only reply below the first move loses 5; the horizon hides it.
    tree = ((-5,), (0, 3))
    plain = alpha_beta_quiescence(TREE_CONFIG, tree, WHITE, 1, evaluate=lambda _: 0)
    extended = alpha_beta_quiescence(
        TREE_CONFIG, tree, WHITE, 1, evaluate=lambda _: 0, forcing=single_child, extensions=1
    )
    assert (plain.value, plain.best) == (0, (-5,))
    assert (extended.value, extended.best) == (0, (0, 3))
    assert extended.stats == Tally(nodes=4, leaves=2, cutoffs=0, depth=2, quiescence=0, extended=1)


def test_extensions_are_bounded_along_a_path() -> None:
    depths = [
        alpha_beta_quiescence(
            TREE_CONFIG,
            _chain(6),
            WHITE,
            1,
            evaluate=lambda _: 0,
            forcing=single_child,
            extensions=k,
        ).stats
        for k in range(8)
    ]
    assert [(t.depth, t.extended) for t in depths] == [
        (1, 0),
        (2, 1),
        (3, 2),
        (4, 3),
        (5, 4),
        (6, 5),
        (6, 5),
        (6, 5),
    ]


# ---- the Connect Four helpers ----


def test_threats_and_noisy_drops_of_connect_four() -> None:
    # X on 4, 5, 6 of the bottom row: it threatens columns 3 and 7; O must block.
    position = _position("445566")
    assert sorted(cell // 6 for cell in threats(position, WHITE)) == [2, 6]
    assert threats(position, BLACK) == frozenset()
    assert [child[2] // 6 for child in noisy_drops(position, WHITE)] == [2, 6]
    assert [child[2] // 6 for child in noisy_drops(_position("4455"), WHITE)] == [
        1,
        2,
        5,
        6,
    ]
    # O must block one of X's two threats: both blocks are noisy.
    assert [child[2] // 6 for child in noisy_drops(_position("44556"), BLACK)] == [2, 6]
    assert is_forced(position, BLACK)
    assert not is_forced(position, WHITE)
    assert not is_forced(_position("4455"), WHITE)


def test_a_won_position_is_neither_noisy_nor_forced() -> None:
    won = _position("4455667")
    assert CONNECT_FOUR.is_final(won)
    assert list(noisy_drops(won, BLACK)) == []
    assert not is_forced(won, BLACK)


def test_the_engine_follows_the_reference_on_connect_four() -> None:
    # The engine's own Connect Four threats against the reference's, written apart:
    # value and every count agree, with quiescence, with extensions and with both.
    for moves, _ in published("Test_L2_R1")[:8]:
        position = connect4.from_moves(moves).unwrap()
        player = connect4.to_move(position)
        for depth, budget, extra in ((2, 4, 0), (3, 4, 0), (2, 0, 2), (3, 4, 2)):
            engine = search(
                connect4.CONNECT_FOUR, position, player, depth=depth,
                evaluate=connect4.open_windows, quiescence=budget, extensions=extra,
            )  # fmt: skip
            reference = alpha_beta_quiescence(
                connect4.CONNECT_FOUR, position, player, depth,
                evaluate=connect4.open_windows, noisy=noisy_drops, forcing=is_forced,
                quiescence=budget, extensions=extra,
            )  # fmt: skip
            stats, tally = engine.stats, reference.stats
            assert (engine.value, stats.nodes, stats.leaves, stats.cutoffs) == (
                reference.value, tally.nodes, tally.leaves, tally.cutoffs
            ), (moves, depth, budget, extra)  # fmt: skip
            assert (stats.quiescence, stats.extended) == (tally.quiescence, tally.extended)
