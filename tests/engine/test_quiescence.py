"""Quiescence search and extensions: laws, and the engine against a small imperative oracle.

The oracle below is written here, from the specification alone (MAX and MIN
nodes from White's point of view, loops and counters), sharing nothing with the
engine but the games' rules: the engine must agree with it on the value and on
every count (nodes, leaves, cutoffs, quiescence nodes, extensions).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fnsearch import BLACK, WHITE, Player, search
from fnsearch.core.config import INFINITY, Config
from fnsearch.engine.capabilities import Forcing, Noisy
from fnsearch.engine.result import SearchResult
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.tictactoe import VECTOR_CONFIG, Board, open_lines, parse, render
from fnsearch.games.tree import TREE_CONFIG, Tree
from tests.strategies import game_trees, reachable_positions

_C = TypeVar("_C")

PLAYERS = st.sampled_from([WHITE, BLACK])


# --- the oracle ---------------------------------------------------------------------------


@dataclass
class Oracle(Generic[_C]):
    """Fail-hard alpha-beta with quiescence and extensions, imperative, with counters."""

    instance: Config[_C]
    evaluate: Callable[[_C], int]
    noisy: Callable[[_C, Player], Iterable[_C]] | None
    forcing: Callable[[_C, Player], bool] | None
    quiescence: int | None
    extensions: int
    nodes: int = 0
    leaves: int = 0
    cutoffs: int = 0
    quiet: int = 0
    extended: int = 0

    def search(self, config: _C, player: Player, depth: int | None) -> int:
        remaining = INFINITY if depth is None else max(0, depth)
        return self._node(config, player, -INFINITY, INFINITY, remaining, 0, depth is not None)

    def _node(
        self,
        config: _C,
        player: Player,
        alpha: int,
        beta: int,
        remaining: int,
        used: int,
        limited: bool,
    ) -> int:
        if self.instance.is_final(config):
            self.nodes += 1
            self.leaves += 1
            return self.instance.score(config)
        if limited and remaining <= 0:
            if self.quiescence is None or self.noisy is None:
                self.nodes += 1
                self.leaves += 1
                return self.evaluate(config)
            return self._quiesce(config, player, alpha, beta, self.quiescence, quiet=False)
        self.nodes += 1
        for child in self.instance.successors(config, player):
            child_remaining, child_used = remaining - 1, used
            if (
                limited
                and self.forcing is not None
                and used < self.extensions
                and not self.instance.is_final(child)
                and self.forcing(child, player.opponent)
            ):
                child_remaining, child_used = remaining, used + 1
                self.extended += 1
            value = self._node(
                child, player.opponent, alpha, beta, child_remaining, child_used, limited
            )
            if player is WHITE:
                if value >= beta:
                    self.cutoffs += 1
                    return beta
                alpha = max(alpha, value)
            else:
                if value <= alpha:
                    self.cutoffs += 1
                    return alpha
                beta = min(beta, value)
        return alpha if player is WHITE else beta

    def _quiesce(
        self, config: _C, player: Player, alpha: int, beta: int, budget: int, *, quiet: bool
    ) -> int:
        self.nodes += 1
        if quiet:
            self.quiet += 1
        if self.instance.is_final(config):
            self.leaves += 1
            return self.instance.score(config)
        stand_pat = self.evaluate(config)
        assert self.noisy is not None
        noisy = list(self.noisy(config, player)) if budget > 0 else []
        if not noisy:
            self.leaves += 1
            return stand_pat
        if player is WHITE:
            if stand_pat >= beta:
                self.cutoffs += 1
                self.leaves += 1
                return beta
            alpha = max(alpha, stand_pat)
        else:
            if stand_pat <= alpha:
                self.cutoffs += 1
                self.leaves += 1
                return alpha
            beta = min(beta, stand_pat)
        for child in noisy:
            value = self._quiesce(child, player.opponent, alpha, beta, budget - 1, quiet=True)
            if player is WHITE:
                if value >= beta:
                    self.cutoffs += 1
                    return beta
                alpha = max(alpha, value)
            else:
                if value <= alpha:
                    self.cutoffs += 1
                    return alpha
                beta = min(beta, value)
        return alpha if player is WHITE else beta


def oracle_counts(
    instance: Config[_C],
    config: _C,
    player: Player,
    depth: int | None,
    evaluate: Callable[[_C], int],
    quiescence: int | None,
    extensions: int,
) -> tuple[int, int, int, int, int, int]:
    oracle = Oracle(
        instance,
        evaluate,
        instance.noisy_successors if isinstance(instance, Noisy) else None,
        instance.is_forcing if isinstance(instance, Forcing) else None,
        quiescence,
        extensions,
    )
    value = oracle.search(config, player, depth)
    return value, oracle.nodes, oracle.leaves, oracle.cutoffs, oracle.quiet, oracle.extended


def counts(result: SearchResult[_C]) -> tuple[int, int, int, int, int, int]:
    stats = result.stats
    return (
        result.value,
        stats.nodes,
        stats.leaves,
        stats.cutoffs,
        stats.quiescence,
        stats.extended,
    )


# --- a tree game with noisy children and forced nodes, for hypothesis ------------------


def tree_evaluation(tree: Tree) -> int:
    """A deterministic static evaluation of inner nodes (as in the search tests)."""
    return tree if isinstance(tree, int) else (sum(map(tree_evaluation, tree)) * 7) % 13 - 6


class NoisyTrees:
    """The explicit trees, with noisy children and forcing nodes chosen by the evaluation.

    A child is noisy when its evaluation is not a multiple of 3, and a node is
    forcing when it has one child or its evaluation is a multiple of 5.
    """

    def score(self, tree: Tree, /) -> int:
        return TREE_CONFIG.score(tree)

    def successors(self, tree: Tree, player: Player, /) -> Iterator[Tree]:
        return iter(TREE_CONFIG.successors(tree, player))

    def is_final(self, tree: Tree, /) -> bool:
        return TREE_CONFIG.is_final(tree)

    def noisy_successors(self, tree: Tree, player: Player, /) -> Iterator[Tree]:
        return (child for child in self.successors(tree, player) if tree_evaluation(child) % 3)

    def is_forcing(self, tree: Tree, player: Player, /) -> bool:
        return not isinstance(tree, int) and (len(tree) == 1 or tree_evaluation(tree) % 5 == 0)


NOISY_TREES = NoisyTrees()


def test_the_test_games_have_the_capabilities() -> None:
    for instance in (NOISY_TREES, VECTOR_CONFIG, connect4.CONNECT_FOUR):
        assert isinstance(instance, Noisy)
        assert isinstance(instance, Forcing)
    without: object = TREE_CONFIG
    assert not isinstance(without, Noisy)


@given(
    game_trees(max_depth=6, max_leaves=40),
    PLAYERS,
    st.integers(0, 4),
    st.none() | st.integers(0, 4),
    st.integers(0, 3),
)
def test_trees_equal_the_oracle(
    tree: Tree, player: Player, depth: int, quiescence: int | None, extensions: int
) -> None:
    result = search(
        NOISY_TREES,
        tree,
        player,
        depth=depth,
        evaluate=tree_evaluation,
        quiescence=quiescence,
        extensions=extensions,
    )
    assert counts(result) == oracle_counts(
        NOISY_TREES, tree, player, depth, tree_evaluation, quiescence, extensions
    )


# --- laws ---------------------------------------------------------------------------------


@given(game_trees(max_depth=6, max_leaves=40), PLAYERS, st.integers(0, 5))
def test_budget_zero_and_no_extensions_equal_the_plain_search(
    tree: Tree, player: Player, depth: int
) -> None:
    plain = search(NOISY_TREES, tree, player, depth=depth, evaluate=tree_evaluation)
    for quiescence in (None, 0):  # extensions=0 alone, then with a budget of 0
        other = search(
            NOISY_TREES,
            tree,
            player,
            depth=depth,
            evaluate=tree_evaluation,
            quiescence=quiescence,
            extensions=0,
        )
        assert (other.value, other.best, other.line, other.stats) == (
            plain.value,
            plain.best,
            plain.line,
            plain.stats,
        )


@given(game_trees(max_depth=6, max_leaves=40), PLAYERS, st.integers(0, 5), st.integers(0, 5))
def test_searches_to_the_end_are_unchanged(
    tree: Tree, player: Player, quiescence: int, extensions: int
) -> None:
    plain = search(NOISY_TREES, tree, player)
    unlimited = search(NOISY_TREES, tree, player, quiescence=quiescence, extensions=extensions)
    deep = search(
        NOISY_TREES,
        tree,
        player,
        depth=50,  # deeper than any of these trees
        evaluate=tree_evaluation,
        quiescence=quiescence,
    )
    assert unlimited.stats == deep.stats == plain.stats
    assert unlimited.value == deep.value == plain.value


def test_tictactoe_to_the_end_is_unchanged() -> None:
    board = parse("X../.O./...").unwrap()
    plain = search(VECTOR_CONFIG, board, WHITE)
    for quiescence, extensions in ((3, 0), (0, 2), (5, 5)):
        other = search(VECTOR_CONFIG, board, WHITE, quiescence=quiescence, extensions=extensions)
        deep = search(
            VECTOR_CONFIG,
            board,
            WHITE,
            depth=9,
            evaluate=open_lines,
            quiescence=quiescence,
        )
        assert (other.value, other.stats) == (deep.value, deep.stats) == (plain.value, plain.stats)


def test_an_instance_without_the_capabilities_ignores_the_options() -> None:
    tree = ((3, 12, 8), (2, 4, 6), (14, 5, 2))
    plain = search(TREE_CONFIG, tree, WHITE, depth=1, evaluate=tree_evaluation)
    other = search(
        TREE_CONFIG, tree, WHITE, depth=1, evaluate=tree_evaluation, quiescence=3, extensions=2
    )
    assert (other.value, other.stats) == (plain.value, plain.stats)


# --- tic-tac-toe, every reachable position ---------------------------------------------


@pytest.mark.slow
def test_every_tictactoe_position_equals_the_oracle() -> None:
    for board, player in reachable_positions():
        for depth in (1, 2, 3):
            quiescence = 2 + depth % 2
            result = search(
                VECTOR_CONFIG,
                board,
                player,
                depth=depth,
                evaluate=open_lines,
                quiescence=quiescence,
            )
            assert counts(result) == oracle_counts(
                VECTOR_CONFIG, board, player, depth, open_lines, quiescence, 0
            ), render(board)


@pytest.mark.slow
def test_tictactoe_extensions_equal_the_oracle() -> None:
    for board, player in reachable_positions()[::5]:
        for depth, quiescence, extensions in ((1, None, 1), (2, 1, 2), (3, 2, 1)):
            result = search(
                VECTOR_CONFIG,
                board,
                player,
                depth=depth,
                evaluate=open_lines,
                quiescence=quiescence,
                extensions=extensions,
            )
            assert counts(result) == oracle_counts(
                VECTOR_CONFIG, board, player, depth, open_lines, quiescence, extensions
            ), render(board)


def test_tables_and_ordering_keep_the_quiescence_value() -> None:
    from fnsearch import empty_table

    for board, player in reachable_positions()[::41]:
        plain = search(VECTOR_CONFIG, board, player, depth=2, evaluate=open_lines, quiescence=3)
        tabled = search(
            VECTOR_CONFIG,
            board,
            player,
            depth=2,
            evaluate=open_lines,
            quiescence=3,
            extensions=1,
            order=open_lines,
            killers=True,
            table=empty_table(),
        )
        extended = search(
            VECTOR_CONFIG, board, player, depth=2, evaluate=open_lines, quiescence=3, extensions=1
        )
        assert tabled.value == extended.value, render(board)
        assert plain.stats.extended == 0


# --- what they find ------------------------------------------------------------------------


THREAT: Board = parse("X.O/.X./...").unwrap()
"""O to move; X threatens the diagonal, and only the corner blocks it."""


def test_quiescence_sees_the_threat_beyond_the_horizon() -> None:
    plain = search(VECTOR_CONFIG, THREAT, BLACK, depth=1, evaluate=open_lines)
    quiet = search(VECTOR_CONFIG, THREAT, BLACK, depth=1, evaluate=open_lines, quiescence=2)
    assert render(plain.best or THREAT) == "X.O/OX./..."  # the horizon hides X's win
    assert render(quiet.best or THREAT) == "X.O/.X./..O"  # the block
    assert quiet.stats.quiescence > 0
    assert quiet.stats.nodes > plain.stats.nodes


def test_extensions_search_the_forced_reply_deeper() -> None:
    plain = search(VECTOR_CONFIG, THREAT, BLACK, depth=1, evaluate=open_lines)
    extended = search(VECTOR_CONFIG, THREAT, BLACK, depth=1, evaluate=open_lines, extensions=2)
    solved = search(VECTOR_CONFIG, THREAT, BLACK)
    assert plain.value != extended.value
    assert extended.stats.extended > 0
    assert extended.stats.depth > plain.stats.depth == 1
    assert render(extended.best or THREAT) == render(solved.best or THREAT) == "X.O/.X./..O"


CONNECT_FOUR_POSITIONS = (
    connect4.START,
    connect4.parse("......./......./......./......./...O.../..XX...").unwrap(),
    connect4.parse("......./......./...O.../...X.../..XO.../.OXXO..").unwrap(),
    connect4.parse("......./......./......./......./O....../OXXX...").unwrap(),
)


def test_connect_four_equals_the_oracle() -> None:
    for position in CONNECT_FOUR_POSITIONS:
        player = connect4.to_move(position)
        for depth, quiescence, extensions in ((1, 2, 0), (2, 3, 1)):
            result = search(
                connect4.CONNECT_FOUR,
                position,
                player,
                depth=depth,
                evaluate=connect4.open_windows,
                quiescence=quiescence,
                extensions=extensions,
            )
            assert counts(result) == oracle_counts(
                connect4.CONNECT_FOUR,
                position,
                player,
                depth,
                connect4.open_windows,
                quiescence,
                extensions,
            ), connect4.render(position)


def test_connect_four_noisy_drops_are_successors_in_order() -> None:
    for position in CONNECT_FOUR_POSITIONS:
        player = connect4.to_move(position)
        every = list(connect4.CONNECT_FOUR.successors(position, player))
        noisy = list(connect4.CONNECT_FOUR.noisy_successors(position, player))
        assert [every.index(child) for child in noisy] == sorted(
            every.index(child) for child in noisy
        )
    assert connect4.CONNECT_FOUR.is_forcing(CONNECT_FOUR_POSITIONS[3], BLACK)
    assert not connect4.CONNECT_FOUR.is_forcing(CONNECT_FOUR_POSITIONS[1], WHITE)


def test_tictactoe_noisy_moves_win_or_block() -> None:
    for board, player in reachable_positions()[::3]:
        if VECTOR_CONFIG.is_final(board):
            continue
        noisy = set(VECTOR_CONFIG.noisy_successors(board, player))
        for child in VECTOR_CONFIG.successors(board, player):
            wins = VECTOR_CONFIG.is_final(child) and VECTOR_CONFIG.score(child) != 0
            cell = VECTOR_CONFIG.move(board, child)
            other = (*child[:cell], -child[cell], *child[cell + 1 :])
            blocks = VECTOR_CONFIG.is_final(other) and VECTOR_CONFIG.score(other) != 0
            assert (child in noisy) == (wins or blocks), render(board)


def test_the_bitboard_instance_agrees_with_the_tuple_instance() -> None:
    from fnsearch.games.connect4 import bitboard_game as connect4_bits

    bits = connect4_bits.CONNECT_FOUR_BITS
    for moves in ("", "11223", "112233", "4455", "4453", "3344556", "1122334", "444444"):
        board = connect4_bits.from_moves(moves).unwrap()
        position = connect4.to_position(board)
        player = connect4_bits.to_move(board)
        assert [connect4.to_position(b)[0] for b in bits.noisy_successors(board, player)] == [
            p[0] for p in connect4.CONNECT_FOUR.noisy_successors(position, player)
        ], moves
        assert bits.is_forcing(board, player) == connect4.CONNECT_FOUR.is_forcing(
            position, player
        ), moves
    board = connect4_bits.from_moves("11223").unwrap()
    plain = search(bits, board, BLACK, depth=1)
    quiet = search(bits, board, BLACK, depth=1, quiescence=2)
    assert quiet.stats.quiescence > 0
    assert (plain.value, quiet.value) == (0, 0)


# --- the trace, the picture and the page -----------------------------------------------


def test_the_trace_marks_the_quiescence_nodes() -> None:
    from fnsearch.engine.options import SearchOptions
    from fnsearch.trace.page import html_page
    from fnsearch.trace.picture import dot_source
    from fnsearch.trace.run import trace
    from fnsearch.trace.simulation import describe, render_trace
    from fnsearch.trace.steps import ENTER, LEAF

    traced = trace(
        VECTOR_CONFIG, THREAT, BLACK, SearchOptions(depth=1, evaluate=open_lines, quiescence=2)
    )
    searched = search(VECTOR_CONFIG, THREAT, BLACK, depth=1, evaluate=open_lines, quiescence=2)
    quiet = [step for step in traced.steps if step.quiet and step.kind in (ENTER, LEAF)]
    assert len(quiet) == searched.stats.quiescence == 7
    assert all(describe(step, render).startswith("Q ") for step in quiet)
    assert not any(describe(s, render).startswith("Q ") for s in traced.steps if not s.quiet)
    text = render_trace(traced, render)
    assert "    Q leaf X.O/.X./O.X = 5" in text.splitlines()
    assert text.endswith(
        "6 leaves evaluated (6 in the tree to the depth limit),"
        " 7 quiescence nodes beyond the horizon"
    )
    dot = dot_source(traced, render)
    assert dot.count("color=blue3") == 6  # the quiet nodes not drawn red for a cut
    assert "style=dashed, label=" in dot  # the quiet node that cut: red, dashed
    page = html_page(traced, render, "threat")
    assert page.count(' quiet"') == 7
    plain = trace(VECTOR_CONFIG, THREAT, BLACK, SearchOptions(depth=1, evaluate=open_lines))
    assert "Q " not in render_trace(plain, render)
    assert "blue3" not in dot_source(plain, render)
    assert " quiet" not in html_page(plain, render, "threat")


# --- the command line ----------------------------------------------------------------------


def test_the_command_line_searches_and_traces_beyond_the_horizon(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from fnsearch.cli.main import main
    from tests.cli.test_robust import JSON_SCHEMA

    assert main(["search", "tictactoe", "X.O/.X./...", "--depth", "1", "--quiescence", "2",
                 "--extensions", "1"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "best next: X.O/.X./..O" in out
    assert "quiescence nodes: " in out
    assert "extensions: " in out
    assert main(["search", "tictactoe", "X.O/.X./...", "--depth", "1", "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main(["search", "tictactoe", "X.O/.X./...", "--depth", "1", "--json",
                 "--quiescence", "2", "--extensions", "2"]) == 0  # fmt: skip
    beyond = json.loads(capsys.readouterr().out)
    stats_keys = JSON_SCHEMA["stats"]
    assert isinstance(stats_keys, dict)
    assert set(beyond["stats"]) == set(plain["stats"]) == set(stats_keys)
    assert (plain["stats"]["quiescence_nodes"], plain["stats"]["extensions"]) == (0, 0)
    assert beyond["stats"]["quiescence_nodes"] > 0
    assert beyond["stats"]["extensions"] > 0
    assert beyond["schema"] == plain["schema"] == 2
    position = "......./......./......./......./O....../OXXX..."
    assert main(["trace", "connect4", position, "--depth", "1", "--quiescence", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "    Q leaf ......./......./......./......./O..O.../OXXXX.. = 1035" in lines
    assert lines[-1].endswith("6 quiescence nodes beyond the horizon")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["search", "nim", "5", "--quiescence", "2"], "nim names no noisy moves"),
        (["search", "tree", "((1,2),(3,4))", "--extensions", "1"], "no forcing positions"),
        (["search", "tictactoe", "X../.../...", "--quiescence", "-1"], "bad --quiescence"),
        (["trace", "tictactoe", "X../.../...", "--extensions", "x"], "bad --extensions"),
        (["trace", "nim", "5", "--quiescence", "1"], "nim names no noisy moves"),
    ],
)
def test_bad_quiescence_options_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    from fnsearch.cli.main import main

    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("fnsearch: error: ")
    assert message in captured.err
    assert len(captured.err.splitlines()) == 1
