"""The engine refuses what breaks its contract, by name, where it costs least.

Each game here breaks one promise of :class:`fnsearch.core.config.Config` (or an
argument breaks one of :class:`fnsearch.engine.options.SearchOptions`); the
search must raise a :class:`fnsearch.core.contract.ContractError` naming the problem
and the position instead of answering ``2**62`` or overflowing Python's stack.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator
from contextlib import redirect_stdout
from functools import partial
from typing import Final

import pytest

from fnsearch import INFINITY, WHITE, Player, empty_table, iterative_deepening, search
from fnsearch.cli.bounded import on_big_stack
from fnsearch.cli.main import main
from fnsearch.core.contract import ContractError
from fnsearch.engine.nullwindow import null_window
from fnsearch.engine.options import (
    MAX_FRAMES,
    MAX_PLY_LIMIT,
    PLY_LIMIT,
    SearchOptions,
    plies_within_frames,
)
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
from fnsearch.games.tree import TREE_CONFIG, Tree, parse_tree


class _Counter:
    """A game on whole numbers: ``n`` moves to ``n + 1`` and ``n + 2``.

    With ``loops``, ``n`` moves to itself instead and the game never ends; else it
    ends at ``end``, where it scores ``score``. ``stuck`` is not final but has no
    successors.
    """

    def __init__(
        self, *, end: int = 4, score: int = 1, stuck: int = -1, loops: bool = False
    ) -> None:
        self.end, self.end_score, self.stuck, self.loops = end, score, stuck, loops

    def score(self, c: int, /) -> int:
        return self.end_score if c >= self.end else 0

    def successors(self, c: int, player: Player, /) -> Iterable[int]:
        if c == self.stuck:
            return ()
        return (c,) if self.loops else (c + 1, c + 2)

    def is_final(self, c: int, /) -> bool:
        return c >= self.end and not self.loops


def _refusal(run: Callable[[], object]) -> str:
    with pytest.raises(ContractError) as refused:
        run()
    return str(refused.value)


def test_a_position_that_is_not_final_without_successors_is_refused_by_name() -> None:
    message = _refusal(lambda: search(_Counter(stuck=2), 0, WHITE))
    assert message == "a position that is not final has no successors: 2"
    # The same game without the stuck position has a value (every end scores 1).
    assert search(_Counter(), 0, WHITE).value == 1


@pytest.mark.parametrize(
    "options",
    [
        SearchOptions[int](table=empty_table()),
        SearchOptions[int](order=lambda c: c, killers=True),
        SearchOptions[int](algorithm="alphabeta-soft"),
        SearchOptions[int](algorithm="minimax", depth=5),
    ],
)
def test_the_refusal_comes_with_every_option_too(options: SearchOptions[int]) -> None:
    stuck = _Counter(stuck=2)
    assert "no successors: 2" in _refusal(lambda: search(stuck, 0, WHITE, options))


@pytest.mark.parametrize("score", [10**30, -(10**30), INFINITY, -INFINITY])
def test_a_score_outside_the_documented_range_is_refused(score: int) -> None:
    message = _refusal(lambda: search(_Counter(score=score), 0, WHITE))
    assert message.startswith("a score must lie strictly between -2**62 and 2**62")
    assert message.endswith(f"the game scores {score} at 4")
    # The evaluation at a depth limit is held to the same range.
    assert "scores 1000000000000000000000000000000 at" in _refusal(
        lambda: search(_Counter(), 0, WHITE, depth=1, evaluate=lambda c: 10**30)
    )


def test_a_score_beyond_the_window_is_refused_where_the_fold_reaches_it() -> None:
    beyond = {1: 3, 2: -(2**70)}
    message = _refusal(lambda: search(_Counter(), 0, WHITE, depth=1, evaluate=beyond.__getitem__))
    assert message.endswith("the game scores -1180591620717411303424 at 2")


def test_a_score_beyond_the_window_after_a_cut_is_never_reached() -> None:
    beyond = {1: 7, 2: -(2**70)}
    result = search(_Counter(), 0, WHITE, depth=1, evaluate=beyond.__getitem__, alpha=0, beta=5)
    assert (result.value, result.line, result.stats.nodes, result.stats.cutoffs) == (5, (1,), 2, 1)


def test_the_largest_scores_in_range_still_count() -> None:
    assert search(_Counter(score=INFINITY - 1), 0, WHITE).value == INFINITY - 1
    assert search(_Counter(score=-INFINITY + 1), 0, WHITE).value == -INFINITY + 1


def test_a_game_with_a_cycle_without_a_depth_is_refused_not_overflowed() -> None:
    cycle = _Counter(loops=True)
    message = _refusal(lambda: search(cycle, 0, WHITE))
    assert message == (
        "the game has cycles or no end: 0 is not final at the ply limit, the deepest ply a"
        " search goes; search it with a depth below the ply limit and an evaluation"
    )
    assert "cycles or no end" in _refusal(lambda: search(cycle, 0, WHITE, table=empty_table()))
    # With a depth the same game is searched: every position scores 0.
    assert search(cycle, 0, WHITE, depth=6).value == 0


def test_an_endless_game_is_refused_at_its_ply_cap() -> None:
    endless = _Counter(end=10**9)
    assert "cycles or no end" in _refusal(lambda: search(endless, 0, WHITE, order=lambda c: -c))


_CYCLE_OPTIONS: Final = (
    SearchOptions[int](),
    SearchOptions[int](depth=10**9, evaluate=lambda c: 0),
    SearchOptions[int](table=empty_table(), order=lambda c: c, killers=True, trace=True),
    SearchOptions[int](algorithm="minimax"),
    SearchOptions[int](algorithm="alphabeta-soft", bounds=True, anticipate=True),
)


def _every_entry(
    options: SearchOptions[int], ply_limit: int = PLY_LIMIT
) -> tuple[Callable[[], object], ...]:
    """Every public search of the engine on the cycle ``0 -> 0``, with these options."""
    cycle = _Counter(loops=True)
    return (
        lambda: search(cycle, 0, WHITE, options, ply_limit=ply_limit),
        lambda: null_window(cycle, 0, WHITE, options, ply_limit=ply_limit),
        # Every depth up to the ply limit, each searched whole: only with the defaults.
        lambda: (
            list(
                iterative_deepening(
                    cycle, 0, WHITE, options, max_depth=PLY_LIMIT + 1, ply_limit=ply_limit
                )
            )
            if options == SearchOptions[int]()
            else search(cycle, 0, WHITE, options, depth=PLY_LIMIT + 1, ply_limit=ply_limit)
        ),
    )


@pytest.mark.parametrize("options", _CYCLE_OPTIONS)
def test_a_cycle_at_the_deepest_ply_limit_of_the_default_frames_is_refused(
    options: SearchOptions[int],
) -> None:
    assert options.ply_limit == PLY_LIMIT == plies_within_frames(1_000)
    for run in _every_entry(options):
        assert _refusal(run) == _BEYOND.format(0)


@pytest.mark.parametrize("limit", [PLY_LIMIT + 1, 10_000, MAX_PLY_LIMIT])
def test_a_ply_limit_beyond_the_frames_granted_is_refused_before_any_search(limit: int) -> None:
    message = (
        f"bad argument ply_limit={limit}: expected at most {PLY_LIMIT} for frames=1000, the"
        " Python frames granted (raise the recursion limit and the stack, then grant more)"
    )
    assert _refusal(lambda: SearchOptions(ply_limit=limit)) == message
    for options in _CYCLE_OPTIONS:
        for run in _every_entry(options, ply_limit=limit):
            assert _refusal(run) == message
    assert _refusal(lambda: SearchOptions(frames=0)) == (
        f"bad argument frames=0: expected an int from 1 to {MAX_FRAMES} (not a bool)"
    )


def test_a_cycle_at_the_largest_ply_limit_is_refused_with_the_frames_granted() -> None:
    # The command line's set-up: the recursion limit and a stack that hold MAX_FRAMES.
    granted = SearchOptions[int](ply_limit=MAX_PLY_LIMIT, frames=MAX_FRAMES)
    message = _refusal(
        lambda: on_big_stack(lambda: search(_Counter(loops=True), 0, WHITE, granted))
    )
    assert message == _BEYOND.format(0)


class _Chain:
    """A game of one move a ply, ``n`` to ``n + 1``, over at ``end``, where White wins."""

    def __init__(self, end: int) -> None:
        self.end = end

    def score(self, c: int, /) -> int:
        return 1 if c >= self.end else 0

    def successors(self, c: int, player: Player, /) -> Iterable[int]:
        return (c + 1,)

    def is_final(self, c: int, /) -> bool:
        return c >= self.end


def test_every_probe_of_a_null_window_search_goes_as_deep_as_the_ply_limit() -> None:
    # The probes follow one another: the last goes no deeper in the stack than the first.
    found = null_window(_Chain(PLY_LIMIT - 1), 0, WHITE, within=(-(2**24), 2**24))
    assert (found.value, found.searches, found.stats.depth) == (1, 48, PLY_LIMIT - 1)


def test_a_long_game_within_the_recursion_limit_is_still_searched() -> None:
    # A chain 200 plies deep, with a leaf 0 beside each inner node: its value is 1 or 0.
    chain: object = 1
    for _ in range(200):
        chain = (chain, 0)
    tree = parse_tree(str(chain).replace(" ", "")).unwrap()
    assert search(TREE_CONFIG, tree, WHITE).stats.depth == 200
    assert search(TREE_CONFIG, tree, WHITE, table=empty_table()).stats.depth == 200


_DEEP: Final = "(" * 5000 + "1" + ",0)" * 5000


def test_the_command_line_still_solves_a_tree_nested_5000_deep() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["solve", "tree", _DEEP])
    assert code == 0
    assert "value: 0" in out.getvalue().splitlines()


def test_iterative_deepening_ends_once_a_search_saw_the_whole_tree() -> None:
    # Tic-tac-toe ends within 9 plies: the search of depth 10 reaches no ply 10.
    results = list(iterative_deepening(VECTOR_CONFIG, EMPTY, WHITE, max_depth=10**6))
    assert [result.stats.depth for result in results] == [*range(1, 10), 9]
    assert results[-1].value == 0  # the exhaustive value of tic-tac-toe
    # Figure 5.2 is two plies deep: the search of depth 3 is the last, at its value 3.
    tree = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    found = list(iterative_deepening(TREE_CONFIG, tree, WHITE, max_depth=50))
    assert [result.stats.depth for result in found] == [1, 2, 2]
    assert found[-1].value == 3


@pytest.mark.parametrize(
    ("keywords", "message"),
    [
        (
            {"algorithm": "negamax"},
            "bad argument algorithm='negamax': expected one of 'alphabeta',"
            " 'alphabeta-soft', 'minimax'",
        ),
        ({"slots": 0}, "bad argument slots=0: expected None or an int from 1 (not a bool)"),
        ({"slots": -3}, "bad argument slots=-3: expected None or an int from 1 (not a bool)"),
        (
            {"depth": 2.5},
            "bad argument depth=2.5: expected a whole number of plies from 0 (an int, not a bool)",
        ),
        (
            {"depth": -1},
            "bad argument depth=-1: expected a whole number of plies from 0 (an int, not a bool)",
        ),
        (
            {"quiescence": -2},
            "bad argument quiescence=-2: expected a whole number of plies from 0"
            " (an int, not a bool)",
        ),
        (
            {"ply_limit": MAX_PLY_LIMIT + 1},
            f"bad argument ply_limit={MAX_PLY_LIMIT + 1}: expected an int from 1 to"
            f" {MAX_PLY_LIMIT} (not a bool)",
        ),
        (
            {"alpha": 2**62 + 1},
            "bad argument alpha=4611686018427387905: expected an int (not a bool)"
            " from -2**62 to 2**62",
        ),
    ],
)
def test_options_that_break_their_contract_are_refused_when_built(
    keywords: dict[str, object], message: str
) -> None:
    assert _refusal(lambda: SearchOptions(**keywords)) == message  # type: ignore[arg-type]  # wrong on purpose
    assert _refusal(lambda: search(VECTOR_CONFIG, EMPTY, WHITE, **keywords)) == message  # type: ignore[arg-type]  # wrong on purpose
    assert _refusal(lambda: null_window(VECTOR_CONFIG, EMPTY, WHITE, **keywords)) == message  # type: ignore[arg-type]  # wrong on purpose
    assert _refusal(lambda: SearchOptions(depth=3).but(**keywords)) == message


def test_a_player_that_is_not_a_player_is_refused() -> None:
    message = _refusal(lambda: search(VECTOR_CONFIG, EMPTY, "white"))  # type: ignore[arg-type]  # wrong on purpose
    assert message == "bad argument player='white': expected WHITE or BLACK (a fnsearch.Player)"
    # Compiled too, every entry refuses it by name, not with the compiler's TypeError.
    deepening = partial(iterative_deepening, VECTOR_CONFIG, EMPTY, "white", max_depth=2)  # type: ignore[arg-type]  # wrong on purpose
    assert _refusal(deepening) == message
    assert _refusal(lambda: null_window(VECTOR_CONFIG, EMPTY, 1)) == message.replace("'white'", "1")  # type: ignore[arg-type]  # wrong on purpose


def test_good_options_are_the_keywords_they_stand_for() -> None:
    tree = parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap()
    options = SearchOptions[Tree](depth=1, evaluate=lambda t: 7, killers=True)
    by_record = search(TREE_CONFIG, tree, WHITE, options)
    by_keywords = search(TREE_CONFIG, tree, WHITE, depth=1, evaluate=lambda t: 7, killers=True)
    assert (by_record.value, by_record.stats) == (by_keywords.value, by_keywords.stats)
    # Keywords given with a record replace its fields; the record itself is unchanged.
    assert search(TREE_CONFIG, tree, WHITE, options, depth=None).value == 3
    assert options.depth == 1


class _EndlessNoise:
    """A game that never ends, every move noisy and forcing: from ``n`` the move is ``n + 1``."""

    def score(self, c: int, /) -> int:
        return 0

    def successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter((c + 1,))

    def is_final(self, c: int, /) -> bool:
        return False

    def noisy_successors(self, c: int, player: Player, /) -> Iterator[int]:
        return iter((c + 1,))

    def is_forcing(self, c: int, player: Player, /) -> bool:
        return True


_BEYOND: Final = (
    "the game has cycles or no end: {} is not final at the ply limit, the deepest ply a"
    " search goes; search it with a depth below the ply limit and an evaluation"
)


@pytest.mark.parametrize("limit", [5, PLY_LIMIT])
def test_a_quiescence_that_never_ends_is_refused_at_the_ply_limit(limit: int) -> None:
    # Every side to move stands pat at -1, below the 1 its opponent's stand pat leaves it
    # as beta: standing pat never cuts, and every noisy move is searched.
    message = _refusal(
        lambda: search(
            _EndlessNoise(),
            0,
            WHITE,
            depth=1,
            evaluate=lambda c: -1 if c % 2 == 0 else 1,
            quiescence=10**9,
            ply_limit=limit,
        )
    )
    assert message == _BEYOND.format(limit)


@pytest.mark.parametrize("limit", [5, PLY_LIMIT])
def test_extensions_never_go_beyond_the_ply_limit(limit: int) -> None:
    message = _refusal(
        lambda: search(
            _EndlessNoise(),
            0,
            WHITE,
            depth=1,
            evaluate=lambda c: 0,
            extensions=10**9,
            ply_limit=limit,
        )
    )
    assert message == _BEYOND.format(limit)


def test_extensions_within_the_ply_limit_are_searched() -> None:
    found = search(_EndlessNoise(), 0, WHITE, depth=1, evaluate=lambda c: 0, extensions=3)
    assert (found.value, found.stats.depth, found.stats.extended) == (0, 4, 3)
