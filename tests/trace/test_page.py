"""The page that steps through a traced search: its data, its drawing of nodes, edges and key."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from collections import Counter

import pytest

from fnsearch.core.config import WHITE
from fnsearch.engine.options import SearchOptions
from fnsearch.engine.table import empty_table
from fnsearch.games import nim, tictactoe, tree
from fnsearch.games.moves import typed_move
from fnsearch.games.pig import game as pig
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
from fnsearch.trace.page import NamedTrace, compare_page, html_page, typed_moves
from fnsearch.trace.page.stepping import decimals
from fnsearch.trace.run import chance_trace, trace
from fnsearch.trace.walked_tree import traced_tree
from fnsearch.trace.words import DE, replaced

STEPS = 15  # the text trace of Fig. 5.2 has 15 lines before its count of leaves


def _figure_page() -> str:
    return html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")


def test_the_page_embeds_its_steps_as_json() -> None:
    page = _figure_page()
    found = re.search(r'<script type="application/json" id="trace-data">(.*?)</script>', page)
    assert found is not None
    data = json.loads(found.group(1))
    assert len(data["steps"]) == STEPS
    # 11 nodes visited and 7 of 9 leaves evaluated, as the lecture counts Fig. 5.2.
    assert data["totals"] == [{"steps": STEPS, "leaves": 9, "evaluated": 7, "visited": 11}]
    assert data["steps"][-1]["leaves"] == 7
    assert data["steps"][8]["text"] == "MIN (2,4,6) cuts at 3 (2 ≤ α): pruned 4, 6"
    assert data["steps"][7] == {
        "node": "n_1_0",
        "text": "leaf 2 = 2",
        "window": "α=3 β=+∞",
        "value": "2",
        "leaves": 4,
    }
    assert data["nodes"][1] == {
        "id": "n_0",
        "parent": "n",
        "appears": 1,
        "done": 5,
        "pruned": False,
    }


def test_no_shown_text_can_end_the_script() -> None:
    page = html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), lambda _: "</script><b>", "t")
    data = page.split('id="trace-data">', 1)[1].split("</script>", 1)[0]
    assert "<" not in data
    assert json.loads(data)["steps"][0]["text"].startswith("MAX </script><b>")
    assert page.count("</script>") == 2


def _browser_or_skip() -> str:
    if importlib.util.find_spec("playwright") is None:
        pytest.skip("playwright is not installed (pip install -e '.[dev]')")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("no chromium to run the page in (apt-get install chromium)")
    return chromium


def _node(page: str, node_id: str) -> str:
    """The SVG of one node: its group, up to the next node's."""
    found = re.search(
        rf'<g class="node [^"]*" id="{node_id}">.*?(?=<g class="node |</g></g>)', page
    )
    assert found is not None, node_id
    return found.group(0)


def test_a_cut_writes_the_lecture_bound_and_tells_a_cut_that_pruned_nothing() -> None:
    # AIMA Fig. 5.2: (2,4,6) cuts after 2, pruning 4 and 6; (14,5,2) cuts at its
    # last leaf, 2, pruning nothing. Both are worth at most 2.
    page = _figure_page()
    second, third = _node(page, "n_1"), _node(page, "n_2")
    assert 'class="node inner min cut"' in second
    assert 'class="node inner min cut nothing"' in third
    # The lecture's bound inside the node, what the sheet's search passes up below it.
    assert ">≤ 2</text>" in second
    assert ">≤ 2</text>" in third
    assert ">passes 3 up</text>" in second
    assert '<text class="bound' not in _node(page, "n_0")
    assert "α=3 β=+∞" in second  # the window, under the node


def test_the_key_explains_only_what_the_page_draws() -> None:
    key = _figure_page().split('<ul id="key">', 1)[1].split("</ul>", 1)[0]
    words = re.findall(r"</svg>([^<]*)</li>", key)
    assert words == [
        "MAX node",
        "MIN node",
        "leaf: its value",
        "current step",
        "not reached yet",
        "cut: grey ones pruned",
        "cut, nothing pruned",
        "pruned: never searched",
        "bound a cut proves",
        "value passed up",
        "window α β of a node",
        "fold (▾) or open (▸) a subtree",
    ]


def _tictactoe_page(position: str, depth: int) -> str:
    board = tictactoe.parse(position).unwrap()
    return html_page(
        trace(tictactoe.GAME.instance, board, WHITE, SearchOptions(depth=depth)),
        tictactoe.render,
        "t",
        sketch=tictactoe.GAME.sketch,
        move=lambda config, player, child: typed_move(tictactoe.GAME, config, player, child),
    )


def test_a_board_is_drawn_with_its_marks_and_each_edge_with_the_cell_played() -> None:
    page = _tictactoe_page("XXO/.../O..", 1)
    # The empty cells, numbered 1 to 9 row by row, are 4, 5, 6, 8 and 9; X plays each once.
    labels = re.findall(r'<text class="edge-label" id="p_n_(\d)"[^>]*>(\d)</text>', page)
    assert labels == [("0", "4"), ("1", "5"), ("2", "6"), ("3", "8"), ("4", "9")]
    for path, _ in labels:
        node = _node(page, f"n_{path}")
        assert node.count('<path class="x"') == 3  # XX. of the first row, and the move
        assert node.count('<circle class="o"') == 2
        assert node.count("<title>") == 1
    assert page.count('class="board"') == 6
    assert "X&#x27;s disc" not in page  # the key's words are escaped
    assert "X&#x27;s mark" in page


def test_a_pile_of_nim_is_drawn_as_coins_and_pig_as_its_scores() -> None:
    pile = nim.parse("3").unwrap()
    page = html_page(
        trace(nim.GAME.instance, pile, WHITE), nim.render, "nim", sketch=nim.GAME.sketch
    )
    assert _node(page, "n").count('<circle class="coin"') == 3
    assert _node(page, "n_0").count('<circle class="coin"') == 2  # take 1
    # Pig 12-30 +7: the scores, then the turn total, under the node.
    traced = chance_trace(pig.PIG, pig.parse("12-30 +7 white").unwrap(), WHITE, depth=1)
    page = html_page(traced, pig.render, "pig", sketch=pig.GAME.sketch)
    captions = re.findall(r'<text class="caption"[^>]*>([^<]*)</text>', _node(page, "n"))
    assert captions == ["12-30", "+7"]


def test_the_compare_page_sets_the_counts_side_by_side() -> None:
    # Fig. 5.2: minimax visits all 13 nodes and 9 leaves; alpha-beta 11 and 7.
    page = compare_page(
        (
            NamedTrace(
                "minimax", trace(TREE_CONFIG, FIGURE_5_2, WHITE, SearchOptions(algorithm="minimax"))
            ),
            NamedTrace("alpha-beta", trace(TREE_CONFIG, FIGURE_5_2, WHITE)),
        ),
        render_tree,
        "Figure 5.2",
    )
    tabs = re.findall(r'role="tab"[^>]*>([^<]*)<br><small class="counts">([^<]*)</small>', page)
    assert tabs == [
        ("minimax", "13 nodes visited, 9 of 9 leaves"),
        ("alpha-beta", "11 nodes visited, 7 of 9 leaves"),
    ]
    frames = re.findall(r'srcdoc="([^"]*)"', page)
    assert len(frames) == 2
    assert all(frame.startswith("&lt;!DOCTYPE html&gt;") for frame in frames)
    assert "</script>" not in "".join(frames)


def test_the_walked_tree_and_the_page_have_the_same_nodes() -> None:
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    page = html_page(traced, render_tree, "t")
    ids = re.findall(r'<g class="node [^"]*" id="([^"]*)"', page)
    assert len(ids) == len(traced_tree(traced)) == 13
    assert all(f'id="e_{i}"' in page for i in ids if i != "n")


@pytest.mark.parametrize("table", [False, True])
def test_an_ordered_search_prunes_exactly_the_successors_it_did_not_search(table: bool) -> None:
    # With move ordering the search takes the successors in another order than the
    # game's: what a node searched and what it pruned are still all its successors.
    board = tictactoe.parse(".O./.X./...").unwrap()
    instance = tictactoe.GAME.instance
    traced = trace(
        instance,
        board,
        WHITE,
        SearchOptions(order=tictactoe.open_lines, table=empty_table() if table else None),
    )
    nodes = traced_tree(traced)
    inner = [node for node in nodes if node.kind == "inner"]
    assert sum(1 for node in inner if node.cut is not None) > 50
    for node in inner:
        children = [child.config for child in nodes if child.path[:-1] == node.path and child.path]
        player = WHITE if node.maximizing else WHITE.opponent
        assert Counter(children) == Counter(instance.successors(node.config, player))


def test_an_explicit_tree_is_compared_in_its_order_best_first_and_worst_first() -> None:
    from fnsearch.trace.game_trace import TraceRequest, compared, compared_page, prepared

    ready = prepared(tree.GAME, FIGURE_5_2, TraceRequest()).unwrap()
    ways = compared(ready).unwrap()
    # Best first, alpha-beta looks at b + b - 1 = 5 of the 9 leaves; worst first at all.
    assert [(way.name, way.traced.evaluated) for way in ways] == [
        ("minimax", 9),
        ("alpha-beta", 7),
        ("alpha-beta, best first", 5),
        ("alpha-beta, worst first", 9),
    ]
    page = compared_page(ready, ways)
    assert page.count('<small class="same">') == 1
    assert '<small class="same">the same as minimax</small>' in page
    assert re.findall(r'class="leaves" style="width: (\d+)%"', page) == ["100", "78", "56", "100"]


def test_minimax_writes_no_window_under_its_nodes() -> None:
    minimax = html_page(
        trace(TREE_CONFIG, FIGURE_5_2, WHITE, SearchOptions(algorithm="minimax")), render_tree, "m"
    )
    assert '<text class="window"' not in minimax
    assert '<text class="window"' in html_page(
        trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "a"
    )


def test_a_board_page_draws_every_node_board_and_mark() -> None:
    page = _tictactoe_page("XXO/.../O..", 1)
    assert (
        page.count('class="node '),
        page.count('class="board"'),
        page.count('class="edge-label"'),
    ) == (6, 6, 5)
    # 2 + 5 · 3 crosses and 2 + 5 · 2 noughts.
    assert (page.count('<path class="x"'), page.count('<circle class="o"')) == (17, 12)


def test_a_game_that_draws_its_positions_names_its_moves_as_typed() -> None:
    move = typed_moves(tictactoe.GAME)
    assert move is not None
    assert move(tictactoe.EMPTY, WHITE, tictactoe.parse(".../.X./...").unwrap()) == "5"
    assert typed_moves(tree.GAME) is None


def test_a_long_fraction_and_its_decimal_are_written_as_the_decimal() -> None:
    text = "CHANCE c returns 24582108408981671/3924976115517606 (6.263), 21/10 (2.1)"
    assert decimals(text) == "CHANCE c returns 6.263, 21/10 (2.1)"


def test_a_template_is_translated_phrase_by_phrase() -> None:
    translation = replaced('<html lang="en"><button>next</button>', DE.page)
    assert translation == '<html lang="de"><button>weiter</button>'
