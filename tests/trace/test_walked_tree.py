"""The tree a traced search walked: its nodes' names, edges and cuts."""

from __future__ import annotations

from fnsearch.core.events import MAX, MIN
from fnsearch.trace.steps import Step
from fnsearch.trace.walked_tree import INNER, LEAF, WalkedNode, edge_label, node_id


def test_a_node_is_named_by_its_path() -> None:
    assert (node_id(()), node_id((1, 0, 2))) == ("n", "n_1_0_2")


def test_an_edge_below_max_or_min_says_the_move() -> None:
    leaf = WalkedNode((0,), 3, LEAF, MIN, None, 3, None, None, False, 1, 1)
    move = edge_label(leaf, leaf._replace(path=(), side=MAX), lambda _, side, c: f"{side.name} {c}")
    assert move == "WHITE 3"


def test_a_cut_at_the_last_successor_pruned_nothing() -> None:
    cut = Step("cut", 1, (1,), "b", MIN, (3, 9), value=3, child=2, low=True)
    assert WalkedNode((1,), "b", INNER, MIN, (3, 9), 3, None, cut, False, 3, 5).pruned_nothing
