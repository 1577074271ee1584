"""One SearchOptions record, passed whole, searches as the keywords it stands for."""

from __future__ import annotations

from fnsearch import BLACK, WHITE, SearchOptions, empty_table, iterative_deepening, search
from fnsearch.cli.parallel import parallel_search
from fnsearch.engine.nullwindow import null_window
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, Board, open_lines, parse
from fnsearch.reference.algorithms import alpha_beta_hard

_BOARD = parse("X../.O./...").unwrap()


def test_search_with_a_record_equals_search_with_its_keywords() -> None:
    options = SearchOptions[Board](
        order=open_lines, killers=True, table=empty_table(), symmetry=True
    )
    whole = search(VECTOR_CONFIG, _BOARD, WHITE, options)
    loose = search(
        VECTOR_CONFIG,
        _BOARD,
        WHITE,
        order=open_lines,
        killers=True,
        table=empty_table(),
        symmetry=True,
    )
    assert (whole.value, whole.line, whole.stats) == (loose.value, loose.line, loose.stats)
    assert whole.value == alpha_beta_hard(VECTOR_CONFIG, _BOARD, WHITE)


def test_iterative_deepening_takes_the_record_whole() -> None:
    options = SearchOptions[Board](evaluate=open_lines, order=open_lines, killers=True)
    whole = list(iterative_deepening(VECTOR_CONFIG, _BOARD, WHITE, options, max_depth=4))
    loose = list(
        iterative_deepening(
            VECTOR_CONFIG, _BOARD, WHITE, max_depth=4, evaluate=open_lines, order=open_lines,
            killers=True,
        )
    )  # fmt: skip
    assert [(r.value, r.stats) for r in whole] == [(r.value, r.stats) for r in loose]
    assert [r.stats.depth for r in whole] == [1, 2, 3, 4]


def test_null_window_takes_the_record_whole() -> None:
    options = SearchOptions[Board](order=open_lines, symmetry=True)
    found = null_window(VECTOR_CONFIG, _BOARD, BLACK, options, within=(-9, 9))
    assert found.value == alpha_beta_hard(VECTOR_CONFIG, _BOARD, BLACK)
    assert (
        found.stats
        == null_window(
            VECTOR_CONFIG, _BOARD, BLACK, within=(-9, 9), order=open_lines, symmetry=True
        ).stats
    )


def test_parallel_search_takes_the_record_whole() -> None:
    options = SearchOptions[Board](depth=3, evaluate=open_lines, order=open_lines)
    parallel = parallel_search(VECTOR_CONFIG, EMPTY, WHITE, options)
    assert parallel.value == search(VECTOR_CONFIG, EMPTY, WHITE, options).value
