"""Bounded runs: a large stack, a stream within a deadline, children that die with their parent."""

from __future__ import annotations

import multiprocessing
import os

from fnsearch.cli.bounded import (
    Streamed,
    die_with_parent,
    on_big_stack,
    stream_within,
)


def test_work_on_a_big_stack_answers_as_it_would_here() -> None:
    assert on_big_stack(lambda: sum(range(10))) == 45


def test_a_child_whose_parent_lives_goes_on() -> None:
    child = multiprocessing.get_context("fork").Process(target=die_with_parent, args=(os.getpid(),))
    child.start()
    child.join()
    assert child.exitcode == 0


def test_a_stream_within_a_budget_or_none_gives_every_item() -> None:
    assert stream_within(lambda: iter(range(3)), None) == Streamed([0, 1, 2], True, None)
    assert stream_within(lambda: iter(range(3)), 10.0) == Streamed([0, 1, 2], True, None)
