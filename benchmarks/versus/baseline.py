"""The calls of :mod:`benchmarks.versus.calls` as the baseline commit names them.

The baseline is the library at commit :data:`COMMIT`, interpreted. Its names are
looked up when a record is built, not imported by this module, so that this module
keeps working, and type-checking, when the current library moves or renames them;
it changes only if the baseline does.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any, Final

from benchmarks.versus.calls import (
    Calls,
    ChanceAnswer,
    ChanceCalls,
    ClassicCalls,
    EngineAnswer,
    EngineCalls,
    Fold,
    Heuristics,
    SetsCalls,
)

__all__ = ["COMMIT", "baseline"]

COMMIT: Final = "5437b60"
"""The commit whose names this module knows."""


def _name(module: str, name: str) -> Any:
    """The object called ``name`` in the module ``module`` of the baseline."""
    return getattr(importlib.import_module(module), name)


@cache
def _classic() -> ClassicCalls:
    counting = _name("fnsearch.reference.counting", "Counting")
    bits = "fnsearch.games.tictactoe.bits"

    def counted(fold: Fold, instance: Any, config: Any, player: Any) -> tuple[int, int]:
        wrapper = counting(instance)
        return fold(wrapper, config, player), int(wrapper.nodes)

    return ClassicCalls(
        _name("fnsearch.classic.alpha_beta", "alpha_beta"),
        _name("fnsearch.classic.alpha_beta", "alpha_beta_room"),
        _name("fnsearch.classic.minimax", "minimax"),
        _name("fnsearch.reference.algorithms", "alpha_beta_hard"),
        counted,
        _name("fnsearch.core.config", "WHITE"),
        _name("fnsearch.core.config", "BLACK"),
        _name("fnsearch.games.tictactoe", "VECTOR_CONFIG"),
        _name(bits, "BITS_CONFIG"),
        _name(bits, "to_bits"),
        _name("fnsearch.games.tree", "TREE_CONFIG"),
    )


@cache
def _engine() -> EngineCalls:
    search = _name("fnsearch.engine.search", "search")
    options = _name("fnsearch.engine.options", "SearchOptions")
    empty_table = _name("fnsearch.engine.table", "empty_table")
    tictactoe = importlib.import_module("fnsearch.games.tictactoe")
    connect4 = importlib.import_module("fnsearch.games.connect4.game")
    white = _name("fnsearch.core.config", "WHITE")

    def answer(found: Any) -> EngineAnswer:
        stats = found.stats
        return EngineAnswer(found.value, stats.nodes, stats.leaves, stats.hits, found.best)

    def tictactoe_search(board: tuple[int, ...], extra: Heuristics) -> EngineAnswer:
        return answer(
            search(
                tictactoe.GAME.instance,
                board,
                tictactoe.to_move(board),
                options(
                    order=tictactoe.GAME.order if extra.order else None,
                    killers=extra.killers,
                    table=empty_table() if extra.table else None,
                    symmetry=extra.symmetry,
                ),
            )
        )

    def connect_four(depth: int, order: str | None, extra: Heuristics) -> EngineAnswer:
        return answer(
            search(
                connect4.GAME.instance,
                connect4.GAME.start,
                white,
                options(
                    depth=depth,
                    evaluate=connect4.GAME.evaluate,
                    order=None if order is None else getattr(connect4, order),
                    killers=extra.killers,
                    table=empty_table() if extra.table else None,
                    symmetry=extra.symmetry,
                ),
            )
        )

    return EngineCalls(tictactoe_search, connect_four)


@cache
def _chance() -> ChanceCalls:
    searches = {
        "expectiminimax": _name("fnsearch.chance.expectiminimax", "expectiminimax"),
        "star1": _name("fnsearch.chance.star.searches", "star1"),
        "star2": _name("fnsearch.chance.star.searches", "star2"),
    }
    tree = "fnsearch.games.chancetree.game"
    pig = importlib.import_module("fnsearch.games.pig.game")
    # The commit's own benchmark helpers, written against its library.
    dicerace = importlib.import_module("benchmarks.dicerace")
    pig_positions = _name("benchmarks.pig_positions", "played_positions")

    def run(
        name: str,
        instance: Any,
        config: Any,
        player: Any,
        bounds: tuple[int, int],
        depth: int | None,
        evaluate: Callable[[Any], Any] | None,
    ) -> ChanceAnswer:
        lower, upper = bounds
        bounded = {} if name == "expectiminimax" else {"lower": lower, "upper": upper}
        result = searches[name](
            instance, config, player, depth=depth, evaluate=evaluate, **bounded
        ).unwrap()
        return ChanceAnswer(
            str(result.value),
            result.stats.nodes,
            result.stats.cutoffs,
            bool(getattr(result.best, "rolling", False)),
        )

    return ChanceCalls(
        run,
        _name("fnsearch.core.config", "WHITE"),
        _name("fnsearch.core.config", "BLACK"),
        _name(tree, "CHANCE_TREE"),
        _name(tree, "Chance"),
        _name(tree, "Decision"),
        pig.PIG,
        pig.evaluate,
        pig_positions,
        dicerace.DICE_RACE,
        dicerace.evaluate,
        dicerace.played_positions,
    )


@cache
def _sets() -> SetsCalls:
    from_moves = _name("fnsearch.games.connect4.bitboard_game", "from_moves")
    solution = _name("fnsearch.games.connect4.solver", "solution")

    def solve(moves: str) -> tuple[int, int]:
        found = solution(from_moves(moves).unwrap())
        return int(found.score), int(found.nodes)

    return SetsCalls(solve)


def baseline() -> Calls:
    """The calls into the library of commit :data:`COMMIT`."""
    return Calls(_classic, _engine, _chance, _sets)
