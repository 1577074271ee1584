"""The shipped answer key is the sheet's imperative algorithm's, case by case.

``fnsearch/data/check-key.json.gz`` holds every case of
:mod:`fnsearch.grading.verdict` with the value, leaves and successors of
``alpha_beta_hard``; it is written by running this module
(``python -m tests.grading.test_key``).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from itertools import accumulate, chain, repeat, takewhile
from pathlib import Path
from typing import Final, NamedTuple

import pytest

from fnsearch.cli.check import KEY, shipped
from fnsearch.core.config import BLACK, WHITE, Config, Player
from fnsearch.engine.setup import Window
from fnsearch.games.random_tree import Leaves, random_tree
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.grading.verdict import FULL, Case, Counts, Observed, law_lines
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

PATH = Path(__file__).resolve().parents[2] / "fnsearch" / "data" / KEY

TICTACTOE_WINDOWS: Final = (FULL, Window(-1, 1), Window(0, 4))
"""The full window; one around a draw; one a win by X with few empty cells straddles."""

TREE_WINDOWS: Final = (FULL, Window(5, 12), Window(9, 10))
"""The trees' leaves lie from 0 to 20: the full window, a middle one, a narrow one."""

_TREE_SHAPES: Final = ((2, 3), (3, 2), (3, 3), (2, 5))
_TREE_SEEDS: Final = tuple(range(1, 6))


class _Level(NamedTuple):
    boards: tuple[Board, ...]
    player: Player


def reachable(first: Player) -> tuple[tuple[Board, Player], ...]:
    """Every tic-tac-toe position reachable when ``first`` moves first, with the player to move.

    >>> len(reachable(WHITE)), reachable(WHITE)[-1]
    (5478, ((0, 0, 0, 0, 0, 0, 0, 0, 0), <Player.WHITE: 1>))
    """
    return tuple(
        (board, level.player)
        for level in reversed(
            tuple(
                takewhile(
                    _any_board,
                    accumulate(repeat(None), _next_level, initial=_Level((EMPTY,), first)),
                )
            )
        )
        for board in level.boards
    )


def _any_board(level: _Level) -> bool:
    return bool(level.boards)


def _next_level(level: _Level, _: None) -> _Level:
    return _Level(
        tuple(
            sorted(
                {
                    child
                    for board in level.boards
                    if not VECTOR_CONFIG.is_final(board)
                    for child in VECTOR_CONFIG.successors(board, level.player)
                }
            )
        ),
        level.player.opponent,
    )


def _empty_cells(found: tuple[Board, Player]) -> int:
    return found[0].count(0)


def tictactoe_cases() -> tuple[Case, ...]:
    """Every reachable position (both players first), fullest first, with each window.

    >>> len(tictactoe_cases())
    32868
    """
    return tuple(
        Case("tictactoe", board, player, window)
        for board, player in sorted((*reachable(WHITE), *reachable(BLACK)), key=_empty_cells)
        for window in TICTACTOE_WINDOWS
    )


def tree_cases() -> tuple[Case, ...]:
    """Random trees of a few shapes and seeds, both players at the root, each window.

    >>> tree_cases()[0].position
    (((2, 7), (15, 14)), ((12, 2), (0, 3)))
    """
    return tuple(
        Case("tree", random_tree(branching, depth, seed=seed, leaves=Leaves(0, 20)), player, window)
        for branching, depth in _TREE_SHAPES
        for seed in _TREE_SEEDS
        for player in (WHITE, BLACK)
        for window in TREE_WINDOWS
    )


def all_cases() -> tuple[Case, ...]:
    """Every tic-tac-toe position (the fullest boards first), then the random trees.

    >>> len(all_cases())
    32988
    """
    return tuple(chain(tictactoe_cases(), tree_cases()))


def sheet_counts(case: Case) -> Counts:
    """The sheet's imperative algorithm on one case, counted."""
    instance: Config[Tree] = VECTOR_CONFIG if case.game == "tictactoe" else TREE_CONFIG  # type: ignore[assignment]  # a board is a tree of ints
    counting = Counting(instance)
    value = alpha_beta_hard(counting, case.position, case.player, *case.window)
    return Counts(value, counting.leaves, counting.pulled)


@pytest.mark.slow
def test_the_shipped_key_is_the_sheets_algorithms() -> None:
    cases = all_cases()
    assert shipped() == (cases, tuple(map(sheet_counts, cases)))


def key_text(cases: Sequence[Case], counts: Sequence[Counts]) -> str:
    """The text of the key: a JSON list of each case with the sheet's answer, a line each."""
    return (
        "[\n"
        + ",\n".join(
            json.dumps([c.game, c.position, c.player.value, *c.window, *n], separators=(",", ":"))
            for c, n in zip(cases, counts, strict=True)
        )
        + "\n]\n"
    )


if __name__ == "__main__":
    CASES = all_cases()
    TEXT = key_text(CASES, tuple(map(sheet_counts, CASES)))
    PATH.write_bytes(gzip.compress(TEXT.encode("ascii"), mtime=0))


def test_a_broken_law_is_reported_on_the_smallest_tree() -> None:
    cases, reference = shipped()
    first = next(i for i, case in enumerate(cases) if case.game == "tree")
    trees = range(first, len(cases))
    mirrored = tuple(Counts(-(n.value or 0), n.leaves, n.pulled) for n in reference[first:])
    # A search that answers one more than the sheet on the trees of 32 leaves, every one.
    wrong = tuple(
        Counts((n.value or 0) + 1, n.leaves + 1, n.pulled) if _size(cases[i]) == 32 else n
        for i, n in enumerate(reference)
    )
    lines = law_lines(cases, reference, Observed(wrong, None, None, (), mirrored))
    assert lines[0].startswith(f"laws on {len(trees)} tree searches: ")
    assert lines[0].endswith(" broken; the smallest tree that breaks one:")
    smallest = next(i for i in trees if _size(cases[i]) == 32)
    side = "Black (MIN)" if cases[smallest].player is BLACK else "White (MAX)"
    assert lines[1].startswith(f"position (tree), {side} to move")
    assert lines[-1] == (
        f"yours evaluates {reference[smallest].leaves + 1} leaves, whereas evaluating"
        f" {reference[smallest].leaves} leaves is sufficient"
    )
    assert law_lines(cases, reference, Observed(reference, None, None, (), mirrored)) == (
        f"laws on {len(trees)} tree searches: every law holds",
    )


def _size(case: Case) -> int:
    """The leaves of a tree case's whole tree."""
    return len(str(case.position).replace("(", "").replace(")", "").split(","))
