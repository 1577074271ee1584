"""The peer comparison and the Connect Four node counts, without the peer libraries.

The peers are made to look missing by putting ``None`` in ``sys.modules``, so
these tests run the same whether the optional libraries are installed or not.
"""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path
from typing import cast

import pytest

from benchmarks import core, dicerace, run
from benchmarks.chance import StarRow, chance_report, format_star_rows, star_rows
from benchmarks.depth import chain, deepest
from benchmarks.dicerace import DICE_RACE
from benchmarks.maps import MapRow, format_maps, maps
from benchmarks.minimal_tree import minimal_leaves, minimal_nodes
from benchmarks.peers import POSITIONS, Row, _value_text, compare, format_rows
from benchmarks.pig import SEED, agreement, format_agreement, pig_report
from benchmarks.pig_positions import played_positions as played_pig_positions
from benchmarks.plot import DepthRow, connect_four_nodes, format_nodes, plot
from benchmarks.report import NOT_INSTALLED, Report
from benchmarks.run import SECTIONS
from benchmarks.split import split_report
from benchmarks.versus.baseline import COMMIT
from benchmarks.versus.compare import CHECKOUT, Side, _time_row
from benchmarks.versus.rows import SECTIONS as SECTIONS_AGAINST
from fnsearch import BLACK, WHITE, ChanceOptions, alpha_beta, expectiminimax, minimax, star1
from fnsearch.cli.datafiles import pig_action
from fnsearch.core.chance_config import probabilities_sum_to_one
from fnsearch.engine.search import search
from fnsearch.engine.table import empty_table
from fnsearch.games.connect4.game import CONNECT_FOUR, START, open_windows
from fnsearch.games.pig.game import PIG
from fnsearch.games.pig.game import evaluate as pig_evaluate
from fnsearch.games.pig.solution import Action
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG, open_lines, parse
from fnsearch.games.tree import TREE_CONFIG, Tree
from fnsearch.reference.algorithms import alpha_beta_hard, alpha_beta_hard_depth
from fnsearch.reference.counting import Counting

PEER_MODULES = (
    "easyAI",
    "easyAI.games",
    "pyspiel",
    "open_spiel",
    "open_spiel.python.algorithms.minimax",
    "open_spiel.python.algorithms.minimax_solver",
    "pyrsistent",
    "matplotlib",
    "matplotlib.figure",
    "matplotlib.backends.backend_agg",
)

PEER_SEARCHES = (
    "easyAI Negamax(9)",
    "easyAI Negamax(9) + TranspositionTable",
    "OpenSpiel alpha_beta_search",
    "OpenSpiel MinimaxSolver",
)


@pytest.fixture
def without_peers(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in PEER_MODULES:
        monkeypatch.setitem(sys.modules, name, None)


def test_the_positions_are_the_empty_board_and_the_lectures_mid_game() -> None:
    assert [board for _, board in POSITIONS] == [EMPTY, parse(".O./.X./...").unwrap()]


@pytest.mark.usefixtures("without_peers")
def test_compare_measures_fnsearch_and_says_which_peers_are_missing() -> None:
    board = parse(".O./.X./...").unwrap()
    counting = Counting(VECTOR_CONFIG)
    assert alpha_beta_hard(counting, board, WHITE) == 3
    enhanced = search(
        VECTOR_CONFIG, board, WHITE, order=open_lines, table=empty_table(), symmetry=True
    )
    rows = compare(5, positions=[("mid-game", board)])
    assert [row.search for row in rows] == [
        "fnsearch alpha_beta_room",
        "fnsearch search: open_lines order, table, symmetry",
        "imperative alpha_beta_hard",
        "fnsearch alpha_beta_room, bitboard instance",
        "fnsearch alpha_beta, bitboard instance",
        *PEER_SEARCHES,
    ]
    assert {row.position for row in rows} == {"mid-game"}
    ours, peers = rows[:5], rows[5:]
    # X wins in 5 more plies, with 2 cells left empty: 1 + 2.
    assert minimax(VECTOR_CONFIG, board, WHITE) == 3
    assert [row.value for row in ours] == ["X wins (+3)"] * 5
    assert [row.nodes for row in ours] == [
        counting.nodes,
        enhanced.stats.nodes,
        *[counting.nodes] * 3,
    ]
    assert all(row.seconds is not None and row.seconds > 0 for row in ours)
    # Only the search that returns a move names it: X takes a corner next to O.
    assert [row.notes.startswith("best: cell 0;") for row in ours] == [
        False,
        True,
        False,
        False,
        False,
    ]
    assert [(row.value, row.nodes, row.seconds, row.notes) for row in peers] == [
        ("-", None, None, NOT_INSTALLED)
    ] * 4


@pytest.mark.usefixtures("without_peers")
def test_compare_reports_the_outcome_for_x_when_o_is_to_move() -> None:
    # O to move completes the middle row; 3 cells stay empty: -(1 + 3).
    board = parse("XX./OO./X..").unwrap()
    rows = compare(1, positions=[("O wins", board)])
    assert minimax(VECTOR_CONFIG, board, BLACK) == -4
    assert [row.value for row in rows[:5]] == ["O wins (-4)"] * 5


def test_a_value_for_the_side_to_move_is_turned_into_the_outcome_for_x() -> None:
    assert _value_text((1.0, False, 0), BLACK) == "O wins (+1)"
    assert _value_text((-100.4, False, 0), WHITE) == "O wins (-100.4)"
    assert _value_text((-0.0, False, 0), BLACK) == "draw (0)"
    assert _value_text((5, True, None), BLACK) == "X wins (+5)"


def test_compare_needs_a_run() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        compare(0)


def test_format_rows_is_a_markdown_table() -> None:
    rows = [
        Row("empty board", "fnsearch alpha_beta_room", "draw (0)", 20866, 0.10234, "value only"),
        Row("empty board", "easyAI Negamax(9)", "-", None, None, NOT_INSTALLED),
    ]
    assert format_rows(rows).splitlines() == [
        "| position | search | value | nodes | median ms | time ÷ alpha_beta_room | notes |",
        "|---|---|---|---:|---:|---:|---|",
        "| empty board | fnsearch alpha_beta_room | draw (0) | 20,866 | 102.3 | 1.00x | "
        "value only |",
        "| empty board | easyAI Negamax(9) | - | - | - | - | "
        "not installed: pip install -e '.[bench]' |",
    ]


@pytest.mark.usefixtures("without_peers")
def test_maps_times_immutables_and_dict_and_says_pyrsistent_is_missing() -> None:
    rows = maps(1)
    assert [(row.structure, row.operation, row.size) for row in rows] == [
        ("immutables.Map", "set", 1_000),
        ("immutables.Map", "get", 1_000),
        ("immutables.Map", "set", 100_000),
        ("immutables.Map", "get", 100_000),
        ("pyrsistent.PMap", "set", 1_000),
        ("pyrsistent.PMap", "get", 1_000),
        ("pyrsistent.PMap", "set", 100_000),
        ("pyrsistent.PMap", "get", 100_000),
        ("dict", "copy", 1_000),
        ("dict", "copy", 100_000),
    ]
    timed = [row for row in rows if row.structure != "pyrsistent.PMap"]
    assert all(row.nanoseconds is not None and row.nanoseconds > 0 for row in timed)
    assert all(
        row.nanoseconds is None and row.notes == NOT_INSTALLED
        for row in rows
        if row.structure == "pyrsistent.PMap"
    )


def test_format_maps_is_a_markdown_table() -> None:
    rows = [
        MapRow("immutables.Map", "set", 100_000, 1006.4, "new key"),
        MapRow("pyrsistent.PMap", "get", 1_000, None, NOT_INSTALLED),
    ]
    assert format_maps(rows).splitlines() == [
        "| structure | operation | entries | median ns | notes |",
        "|---|---|---:|---:|---|",
        "| immutables.Map | set | 100,000 | 1,006 | new key |",
        "| pyrsistent.PMap | get | 1,000 | - | not installed: pip install -e '.[bench]' |",
    ]


def test_the_minimal_tree_is_knuth_and_moores() -> None:
    # b^ceil(d/2) + b^floor(d/2) - 1, by hand for b = 7 and b = 2.
    assert [minimal_leaves(depth) for depth in range(7)] == [1, 7, 13, 55, 97, 391, 685]
    assert [minimal_leaves(depth, 2) for depth in range(5)] == [1, 2, 3, 5, 7]
    assert [minimal_nodes(depth) for depth in range(4)] == [1, 1 + 7, 1 + 7 + 13, 1 + 7 + 13 + 55]


def test_connect_four_nodes_agree_with_the_imperative_reference() -> None:
    # No budget: on a busy machine a depth may look too slow and be skipped.
    rows = connect_four_nodes(3, budget=math.inf)
    assert [row.depth for row in rows] == [1, 2, 3]
    for row in rows:
        counting = Counting(CONNECT_FOUR)
        value = alpha_beta_hard_depth(counting, START, WHITE, row.depth, evaluate=open_windows)
        assert (row.value, row.agree, row.plain) == (value, True, counting.nodes)
        assert row.minimal == minimal_nodes(row.depth)
    # Depth 1 visits the root and its 7 children, whatever the order.
    assert rows[0] == DepthRow(1, rows[0].value, True, 8, 8, 8, 8, 8)
    # Good ordering visits fewer nodes than none at depth 3.
    third = rows[2]
    assert third.centre_first is not None
    assert third.plain is not None
    assert third.centre_first < third.plain


def test_connect_four_nodes_skip_what_would_exceed_the_budget() -> None:
    rows = connect_four_nodes(3, budget=0.0)
    assert rows[0].plain == 8
    assert [(row.plain, row.centre_first_table) for row in rows[1:]] == [(None, None)] * 2
    assert [row.minimal for row in rows] == [8, 21, 76]


def test_format_nodes_is_a_markdown_table() -> None:
    rows = [DepthRow(2, -3, True, None, 24, 19, 21, 21), DepthRow(3, 9, False, 1, 2, 3, 4, 76)]
    assert format_nodes(rows).splitlines() == [
        "| depth | value | no ordering | centre first | centre first + table (mirror symmetry)"
        " | ordered by open_windows | minimal tree (uniform, branching 7) |",
        "|---:|---:|---:|---:|---:|---:|---:|",
        "| 2 | -3 | - | 24 | 19 | 21 | 21 |",
        "| 3 | 9 (values differ) | 1 | 2 | 3 | 4 | 76 |",
    ]


@pytest.mark.usefixtures("without_peers")
def test_plot_says_how_to_install_matplotlib(tmp_path: Path) -> None:
    path = tmp_path / "nodes.png"
    with pytest.raises(ModuleNotFoundError, match=r"pip install -e '\.\[bench\]'"):
        plot([DepthRow(1, 7, True, 8, 8, 8, 8, 8)], path)
    assert not path.exists()


def test_compare_counts_both_versions_on_the_textbook_tree() -> None:
    tree = ((3, 12, 8), (2, 4, 6), (14, 5, 2))
    row = core.compare(
        "tree", "alpha-beta", TREE_CONFIG, tree, WHITE, (alpha_beta, alpha_beta_hard), 1, 2.5
    )
    counting = Counting(TREE_CONFIG)
    assert alpha_beta_hard(counting, tree, WHITE) == 3
    assert (row.value_functional, row.value_imperative) == (3, 3)
    assert (
        (row.nodes_functional, row.nodes_imperative) == (counting.nodes, counting.nodes) == (11, 11)
    )
    assert row.agree
    assert row.seconds_functional > 0
    assert row.seconds_imperative > 0


def test_the_sections_are_listed_in_the_order_they_run() -> None:
    assert list(SECTIONS) == [
        "core",
        "connect4",
        "ordering",
        "mnk",
        "depth",
        "parallel",
        "maps",
        "peers",
        "plot",
        "chance",
        "pig",
        "sets",
        "split",
        "horizon",
        "openings",
        "hughes",
    ]


def test_main_prints_each_report_and_fails_when_one_is_not_well(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    runs_seen: list[int] = []

    def well(runs: int) -> Report:
        runs_seen.append(runs)
        return Report("Well", "| a |", "fine")

    def unwell(runs: int) -> Report:
        return Report("Unwell", "| b |", "broken", ok=False)

    monkeypatch.setattr(run, "SECTIONS", {"well": well, "unwell": unwell})
    assert run.main(["--runs", "3"]) == 1
    assert runs_seen == [3]
    assert capsys.readouterr().out == "## Well\n\n| a |\n\nfine\n\n## Unwell\n\n| b |\n\nbroken\n\n"
    assert run.main(["--only", "well"]) == 0
    assert runs_seen == [3, 5]
    assert capsys.readouterr().out == "| a |\n\nfine\n"
    assert run.main(["--only", "unwell", "--only", "well", "--runs", "2"]) == 1
    assert runs_seen == [3, 5, 2]
    assert capsys.readouterr().out == "## Well\n\n| a |\n\nfine\n\n## Unwell\n\n| b |\n\nbroken\n\n"


@pytest.mark.parametrize(
    "argv",
    [
        ["--runs", "0"],
        ["--runs", "two"],
        ["--runs", "\uff13"],
        ["--only", "nothing"],
        ["--quick"],
        ["--pons", "connect4"],
    ],
)
def test_main_rejects_bad_options(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run.main(argv)
    assert exit_info.value.code == 2
    assert "usage: python -m benchmarks" in capsys.readouterr().err


def test_the_depth_section_finds_where_a_search_overflows() -> None:
    def deepest_allowed(tree: Tree) -> object:
        # A search that overflows past 40 plies, whatever its recursion limit.
        if depth_of(tree) > 40:
            raise RecursionError
        return tree

    assert deepest(deepest_allowed, ceiling=100) == 40
    assert depth_of(chain(37)) == 37


def depth_of(tree: Tree) -> int:
    return 0 if isinstance(tree, int) else 1 + depth_of(tree[0])


def test_the_chance_section_compares_the_three_searches_on_pig_and_the_dice_race() -> None:
    report = chance_report(1, positions=3, pig_depths=(2, 4), race_depths=(2,))
    assert report.ok
    assert report.table.count("| expectiminimax |") == 1 + 2 + 1
    assert "Pig to 100, 3 positions" in report.table
    assert "Dice race to 12 (two checkers each), 3 positions" in report.table


def test_star_rows_sum_the_nodes_of_each_search_and_check_the_values() -> None:
    positions = played_pig_positions(4, 7)
    rows = star_rows(PIG, positions, (4,), pig_evaluate, 1)
    assert [row.search for row in rows] == ["expectiminimax", "star1", "star2"]
    options = ChanceOptions(depth=4, evaluate=pig_evaluate, lower=-1, upper=1)
    plain = [expectiminimax(PIG, p, p.mover, options) for p in positions]
    first = [star1(PIG, p, p.mover, options) for p in positions]
    assert rows[0].nodes == rows[1].plain == sum(r.stats.nodes for r in plain)
    assert rows[1].nodes == sum(r.stats.nodes for r in first)
    assert rows[1].cutoffs == sum(r.stats.cutoffs for r in first)
    assert all(row.agree for row in rows)
    assert all(row.seconds > 0 for row in rows)


def test_format_star_rows_shows_the_nodes_saved_against_expectiminimax() -> None:
    rows = [
        StarRow(4, "expectiminimax", 200, 200, 0, 0.01, True),
        StarRow(4, "star2", 300, 200, 7, 0.04, False),
    ]
    assert format_star_rows(rows).splitlines()[2:] == [
        "| 4 | expectiminimax | yes | 200 | 0 | 0.0% | 10.0 | 1.00 |",
        "| 4 | star2 | no | 300 | 7 | -50.0% | 40.0 | 4.00 |",
    ]


def test_pig_positions_are_choices_met_in_optimal_play() -> None:
    positions = played_pig_positions(10, 3)
    assert positions == played_pig_positions(10, 3)
    assert all(p.turn > 0 and not p.rolling and not PIG.is_final(p) for p in positions)
    assert all(len(list(PIG.successors(p, p.mover))) == 2 for p in positions)
    assert all(pig_action(p) is not None for p in positions)


def test_the_dice_race_is_a_game_of_chance_with_regular_layers() -> None:
    for position in dicerace.played_positions(20, 5):
        assert not DICE_RACE.is_chance(position)
        children = list(DICE_RACE.successors(position, position.mover))
        assert len(children) == 2
        assert all(DICE_RACE.is_chance(child) or DICE_RACE.is_final(child) for child in children)
        assert all(child.mover is position.mover.opponent for child in children)
        assert all(-1 <= dicerace.evaluate(child) <= 1 for child in children)
        roll = children[0]
        if not DICE_RACE.is_final(roll):
            outcomes = list(DICE_RACE.outcomes(roll))
            assert probabilities_sum_to_one(outcomes)
            assert [face.rolled for _, face in outcomes] == [1, 2, 3, 4, 5, 6]


def test_a_dice_race_checker_landing_on_an_opponent_sends_it_back() -> None:
    position = dicerace.DiceRace((3, 5), (2, 4), WHITE, 1)
    hit, quiet = DICE_RACE.successors(position, WHITE)
    assert hit == dicerace.DiceRace((4, 5), (0, 2), BLACK, 0)
    assert quiet == dicerace.DiceRace((3, 6), (2, 4), BLACK, 0)
    assert DICE_RACE.score(dicerace.DiceRace((9, 12), (12, 12), WHITE)) == -1


def test_the_pig_section_counts_agreement_with_the_optimal_action_by_depth() -> None:
    positions = played_pig_positions(12, SEED)
    rows = agreement(positions, (1, 2, 3))
    assert [row.depth for row in rows] == [1, 2, 3]
    optimal = [pig_action(p) for p in positions]
    for row in rows:
        options = ChanceOptions(depth=row.depth, evaluate=pig_evaluate)
        chosen = [expectiminimax(PIG, p, p.mover, options) for p in positions]
        rolled = [r.best is not None and r.best.rolling for r in chosen]
        assert row.rolls == sum(rolled)
        assert row.optimal == sum(
            (Action.ROLL if roll else Action.HOLD) is best
            for roll, best in zip(rolled, optimal, strict=True)
        )
        assert row.holds == optimal.count(Action.HOLD)
        assert row.nodes == sum(r.stats.nodes for r in chosen)
    report = pig_report(1, count=12, depths=(1, 2, 3))
    assert report.ok
    # The same table but for the times: depth, agreement, rolls, mean nodes.
    assert _counts(report.table) == _counts(format_agreement(rows))


def _counts(table: str) -> list[list[str]]:
    return [line.split("|")[1:7] for line in table.splitlines()[2:]]


def test_the_pig_section_skips_the_depths_over_its_budget() -> None:
    report = pig_report(1, count=3, depths=(1, 2, 3), budget=0.0)
    assert len(report.table.splitlines()) == 3
    assert "Depths [2, 3] skipped" in report.note


def test_the_split_section_solves_its_slowest_lines_both_ways() -> None:
    report = split_report(1, count=2, limit=12)
    assert report.ok, report.note
    rows = [row for row in report.table.splitlines() if row.startswith("| ") and "---" not in row]
    assert len(rows) == 1 + 2  # the header and two lines
    assert "every score the published one: yes" in report.note


def test_the_horizon_section_compares_the_choices_with_the_exact_solver() -> None:
    from benchmarks.horizon import VARIANTS, horizon_report

    assert SECTIONS["horizon"] is horizon_report
    report = horizon_report(1, count=3, depths=(2,))
    assert report.ok
    lines = report.table.splitlines()
    assert lines[0].startswith("| depth | search | best move | does not lose |")
    assert [line.split(" | ")[1] for line in lines[2:]] == [label for label, _, _ in VARIANTS]
    assert "The first 3 lines of Test_L2_R1" in report.note


def test_the_openings_section_counts_book_positions_as_the_tuple_instance_does() -> None:
    from benchmarks.openings import book_positions
    from fnsearch.games.connect4.game import CONNECT_FOUR
    from fnsearch.games.connect4.game import START as TUPLE_START
    from fnsearch.games.connect4.game import to_move as tuple_to_move

    counts = []
    level = {CONNECT_FOUR.canonical(TUPLE_START): TUPLE_START}
    for _ in range(5):
        counts.append(len(level))
        level = {
            CONNECT_FOUR.canonical(child): child
            for position in level.values()
            for child in CONNECT_FOUR.successors(position, tuple_to_move(position))
        }
    assert book_positions(4) == counts
    assert counts[:3] == [1, 4, 25]  # the 7 first drops are 4 up to mirroring; 7 x 7 are 25


def test_the_openings_section_solves_within_its_bound_and_marks_what_it_stopped() -> None:
    from benchmarks.openings import openings_report

    assert SECTIONS["openings"] is openings_report
    report = openings_report(1, plies=(16,), per_ply=2, seconds=60.0, book_plies=2)
    rows = report.table.splitlines()[2:]
    assert [row.split(" | ")[1:3] for row in rows] == [["2", "2"]]
    assert "up to mirroring: 1, 4, 25." in report.note
    stopped = openings_report(1, plies=(6,), per_ply=1, seconds=0.5, book_plies=0)
    assert stopped.table.splitlines()[2].split(" | ")[1:3] == ["1", "0"]
    assert "(>0.5 s)" in stopped.table
    assert stopped.table.splitlines()[2].split(" | ")[4] == ">0.5"


@pytest.mark.slow
def test_the_hughes_section_counts_each_search_as_its_reference_does() -> None:
    from collections.abc import Callable

    from benchmarks.hughes import (
        DEPTH,
        HUGHES,
        SHEET,
        SHEET_DEPTH,
        _well,
        hughes_report,
        hughes_rows,
    )
    from fnsearch import Config, Player
    from fnsearch.games.tictactoe import Board
    from fnsearch.reference.algorithms import minimax as imperative_minimax
    from tests.classic.test_hughes import one_bound

    assert SECTIONS["hughes"] is hughes_report
    rows = hughes_rows(1)
    full = {row.search: row for row in rows if row.position == "empty board"}

    def counts(search: Callable[[Config[Board], Board, Player], int]) -> tuple[int, int, int]:
        counting = Counting(VECTOR_CONFIG)
        value = search(counting, EMPTY, WHITE)
        return value, counting.pulled, counting.leaves

    def row_counts(search: str) -> tuple[int, int, int]:
        return full[search].value, full[search].generated, full[search].leaves

    assert row_counts(HUGHES) == counts(one_bound)
    assert row_counts(SHEET) == row_counts("alpha_beta_room") == counts(alpha_beta_hard)
    assert row_counts("minimax") == counts(imperative_minimax)
    assert full[HUGHES].leaves > full[SHEET].leaves
    limited = {row.search: row for row in rows if "plies" in row.position}
    evaluated: list[Board] = []

    def evaluate(board: Board) -> int:
        evaluated.append(board)
        return open_lines(board)

    counting = Counting(VECTOR_CONFIG)
    value = alpha_beta_hard_depth(counting, EMPTY, WHITE, DEPTH, evaluate=evaluate)
    sheet = limited[SHEET_DEPTH]
    assert (sheet.value, sheet.generated, sheet.leaves) == (
        value,
        counting.pulled,
        counting.leaves + len(evaluated),
    )
    assert {row.value for row in limited.values()} == {value}
    assert all(row.seconds > 0 for row in rows)
    # What the report's verdict is made of, without timing every search a second time.
    assert _well(rows)


def _known(commit: str) -> bool:
    """Whether the checkout's git history has ``commit`` (not in a shallow clone or a tarball)."""
    try:
        found = subprocess.run(
            [
                "git",
                "-C",
                str(CHECKOUT),
                "rev-parse",
                "--verify",
                "--quiet",
                f"{commit}^{{commit}}",
            ],
            capture_output=True,
        )
    except OSError:
        return False
    return found.returncode == 0


@pytest.mark.skipif(not _known(COMMIT), reason=f"needs the git history with commit {COMMIT}")
def test_the_baseline_comparison_finds_the_baselines_values_and_node_counts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run.main(["--baseline", COMMIT, "--quick", "--runs", "1"]) == 0
    out = capsys.readouterr().out
    same = [cells[2] for cells in _rows_against(out)]
    # Every row of every section, answered alike by both versions.
    assert len(same) == 6 + 3 * 4 + (9 + 8) + 5 + 9 + 2 + 1
    assert set(same) == {"yes"}
    assert out.count("Every answer the same on both sides: yes") == len(SECTIONS_AGAINST)
    assert "| Test_L2_R1, 5 positions: solution, mean | 5/5 exact, " in out
    sides = [line for line in out.splitlines() if line.startswith("| baseline | ")]
    assert len(sides) == 1
    assert "| pure (interpreted) |" in sides[0]


def _rows_against(out: str) -> list[list[str]]:
    """The cells of the rows of the tables whose header starts ``| row | found | same |``."""
    rows: list[list[str]] = []
    inside = False
    for line in out.splitlines():
        if line.startswith("| row | found | same |"):
            inside = True
        elif not line.startswith("|"):
            inside = False
        elif inside and not line.startswith("|---"):
            rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
    return rows


def test_a_row_whose_answers_differ_is_reported() -> None:
    class Fake:
        def __init__(self, nodes: int) -> None:
            self.nodes = nodes

        def ask(self, **request: object) -> dict[str, object]:
            return {"shown": f"{self.nodes} nodes", "detail": [3, self.nodes]}

        def seconds(self, section: str, row: str, calls: int) -> tuple[float, float]:
            return 0.002, 0.002

    sides = (cast(Side, Fake(11)), cast(Side, Fake(12)))
    row = _time_row(sides, "core", ("tree", "same", 1), 2, True)
    assert not row.agree
    assert row.shown == ("11 nodes", "12 nodes")
    assert (row.ratio, row.cpu_ratio) == (1.0, 1.0)
    assert _time_row((sides[0], sides[0]), "core", ("tree", "same", 1), 2, True).agree


def test_the_baseline_comparison_refuses_an_unknown_commit(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run.main(["--baseline", "no-such-commit", "--quick"]) == 2
    assert capsys.readouterr().err == (
        f"python -m benchmarks: no commit 'no-such-commit' in the git history of {CHECKOUT}\n"
    )
