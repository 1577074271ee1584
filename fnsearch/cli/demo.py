"""The ``demo`` command: the course exercise solved, and the searches compared node for node."""

from __future__ import annotations

from collections.abc import Callable

from fnsearch.classic.alpha_beta import alpha_beta, best_next_config
from fnsearch.classic.minimax import minimax
from fnsearch.core.config import WHITE, Config, Player
from fnsearch.games.tictactoe import EXERCISE_START, VECTOR_CONFIG, Board, draw, render
from fnsearch.reference.algorithms import alpha_beta_hard
from fnsearch.reference.counting import Counting

__all__ = ["demo"]


def demo() -> str:
    """The course exercise solved: best next board, value, and node counts of three searches.

    >>> print(demo())  # doctest: +ELLIPSIS
    The course exercise: White (X) to move in XXO/.../O..
    ...
    functional and imperative alpha-beta agree on value and nodes: yes
    """
    best = best_next_config(VECTOR_CONFIG, EXERCISE_START, WHITE)
    rows = [
        _counted("functional minimax", minimax),
        _counted("functional alpha-beta", alpha_beta),
        _counted("imperative alpha-beta (the sheet's)", alpha_beta_hard),
    ]
    agree = rows[1][1:] == rows[2][1:]
    return "\n".join(
        [
            f"The course exercise: White (X) to move in {render(EXERCISE_START)}",
            "",
            draw(EXERCISE_START),
            "",
            f"Best next configuration for White: {render(best)}",
            "",
            draw(best),
            "",
            f"Value: {rows[1][1]} ({_outcome(rows[1][1])})",
            "",
            f"{'search':<38}{'value':>6}{'nodes':>8}",
            *(f"{name:<38}{value:>6}{nodes:>8}" for name, value, nodes in rows),
            "",
            "functional and imperative alpha-beta agree on value and nodes: "
            + ("yes" if agree else "NO"),
        ]
    )


def _counted(
    name: str, search: Callable[[Config[Board], Board, Player], int]
) -> tuple[str, int, int]:
    counting = Counting(VECTOR_CONFIG)
    value = search(counting, EXERCISE_START, WHITE)
    return name, value, counting.nodes


def _outcome(value: int) -> str:
    if value > 0:
        return f"White wins with {value - 1} cells still empty"
    if value < 0:
        return f"Black wins with {-value - 1} cells still empty"
    return "a draw"
