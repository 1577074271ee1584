"""The shipped answer key is the sheet's imperative algorithm's, case by case.

``fnsearch/data/check-key.json.gz`` holds every case of
:mod:`fnsearch.grading.cases` with the value, leaves and successors of
``alpha_beta_hard``; it is written by running this module
(``python -m tests.grading.test_key``).
"""

from __future__ import annotations

import gzip
from pathlib import Path

from fnsearch.cli.check import KEY, key_text, shipped
from fnsearch.core.config import Config
from fnsearch.games.tictactoe import VECTOR_CONFIG
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.grading.cases import Case, Counts, all_cases
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

PATH = Path(__file__).resolve().parents[2] / "fnsearch" / "data" / KEY


def sheet_counts(case: Case) -> Counts:
    """The sheet's imperative algorithm on one case, counted."""
    instance: Config[Tree] = VECTOR_CONFIG if case.game == "tictactoe" else TREE_CONFIG  # type: ignore[assignment]  # a board is a tree of ints
    counting = Counting(instance)
    value = alpha_beta_hard(counting, case.position, case.player, *case.window)
    return Counts(value, counting.leaves, counting.pulled)


def test_the_shipped_key_is_the_sheets_algorithms() -> None:
    cases = all_cases()
    assert shipped() == (cases, tuple(map(sheet_counts, cases)))


if __name__ == "__main__":
    CASES = all_cases()
    TEXT = key_text(CASES, tuple(map(sheet_counts, CASES)))
    PATH.write_bytes(gzip.compress(TEXT.encode("ascii"), mtime=0))
