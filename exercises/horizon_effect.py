"""The horizon effect in Connect Four, and what quiescence search and extensions do about it.

The task (lecture "Wann die Suche beenden?" (2) and (3)). A depth-limited search
values the positions at its depth limit, its *horizon*, by an evaluation. The
lecture warns that this is only sound for *quiet* positions, whose evaluation will
not swing in the next moves, and shows the *horizon effect*: a loss that cannot be
avoided any more is not seen when it lies just beyond the horizon. Find a Connect
Four position where plain alpha-beta to depth 3 with the ``open_windows``
evaluation chooses a losing move, and show that quiescence search (or extending
forcing lines) at the same nominal depth finds the move that does not lose.

The position, found by random play-outs (seed 7) searched with the reference
(:mod:`fnsearch.reference.quiescence`) and checked by the exact solver: after
the columns ``65234531335521154`` (17 stones, O to move)::

    . . . . . . .
    . . . . O . .
    . . O . O . .
    X . X . X . .
    O X X X O . .
    O X O X O X .
    1 2 3 4 5 6 7

Only column 2 does not lose (it wins for O). After any other drop, X plays
column 2 itself, its third stone on top of each other there: X then threatens
to complete four on row 4 in two columns at once, up column 2 and on the
diagonal from column 4 (row 1) to column 1 (row 4). O can block only one, and
X wins with its next stone — ply 4 from here. O's drop in column 2 takes the
cell both threats need.

What depth 3 sees. O moves (ply 1), X moves (ply 2), O moves (ply 3): at the
horizon X has just made the double threat and O has blocked one of them, so X
is about to win, but ``open_windows`` counts windows and sees a balanced board.
The winning drop is at ply 4, beyond the horizon: the search cannot tell the
losing drops from the only good one, and its evaluation prefers column 4.

What quiescence adds. At the horizon the position is not quiet: X has a drop
that wins at once. Quiescence search keeps searching the *noisy* drops (those
that win, block an immediate win or make a new threat) until none is left, with
"stand pat" on the evaluation for the side that would rather stop: it finds X's
win at ply 4 after every O move but column 2.

What the extension adds. After X's double threat, O is *forced* (X threatens to
win at once): that child is searched one ply deeper, and so the win is seen too.

>>> plain_and_quiet()
(4, 2, 2)
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Final, cast

from fnsearch.engine.result import SearchResult
from fnsearch.engine.search import search
from fnsearch.games.connect4.game import (
    COLUMNS,
    CONNECT_FOUR,
    ROWS,
    Position,
    draw,
    from_moves,
    open_windows,
    solve,
    to_move,
)
from fnsearch.reference.connect4_threats import is_forced, noisy_drops
from fnsearch.reference.quiescence import alpha_beta_quiescence

__all__ = [
    "BUDGET",
    "DEPTH",
    "EXTENSIONS",
    "MOVES",
    "chosen_column",
    "exact_scores",
    "main",
    "plain_and_quiet",
]

MOVES: Final = "65234531335521154"
"""The columns played from the empty board (1 to 7), X first: O is to move."""
DEPTH: Final = 3
BUDGET: Final = 4
"""The quiescence budget: at most this many noisy plies beyond the horizon."""
EXTENSIONS: Final = 2

_ENGINE_HAS_QUIESCENCE: Final = "quiescence" in inspect.signature(search).parameters


def _engine_column(position: Position, depth: int, quiescence: int | None, extensions: int) -> int:
    # Typed loosely on purpose: the keywords exist only once the engine has them.
    engine = cast("Callable[..., SearchResult[Position]]", search)
    found = engine(
        CONNECT_FOUR,
        position,
        to_move(position),
        depth=depth,
        evaluate=open_windows,
        quiescence=quiescence,
        extensions=extensions,
    )
    return -1 if found.best is None else found.best[2] // ROWS + 1


def _reference_column(
    position: Position, depth: int, quiescence: int | None, extensions: int
) -> int:
    found = alpha_beta_quiescence(
        CONNECT_FOUR,
        position,
        to_move(position),
        depth,
        evaluate=open_windows,
        noisy=noisy_drops,
        forcing=is_forced,
        quiescence=quiescence,
        extensions=extensions,
    )
    return -1 if found.best is None else found.best[2] // ROWS + 1


def chosen_column(
    position: Position, depth: int, *, quiescence: int | None = None, extensions: int = 0
) -> int:
    """The column (1 to 7) depth-limited alpha-beta with ``open_windows`` chooses.

    By the engine's ``search(..., quiescence=Q, extensions=E)`` once it has those
    options, by the imperative reference of the same specification until then.

    >>> chosen_column(from_moves(MOVES).unwrap(), 1)
    4
    """
    return (_engine_column if _ENGINE_HAS_QUIESCENCE else _reference_column)(
        position, depth, quiescence, extensions
    )


def exact_scores(moves: str) -> dict[int, int]:
    """The exact score of each drop (column 1 to 7) for the side to move, by the solver.

    >>> exact_scores("445566")[3], exact_scores("445566")[1]  # X wins at once with 3
    (18, 17)
    """
    return {
        column: -solve(moves + str(column)).unwrap()
        if not from_moves(moves + str(column)).unwrap()[3]
        else 22 - (len(moves) + 2) // 2
        for column in range(1, COLUMNS + 1)
        if from_moves(moves + str(column)).map(lambda _: True).value_or(False)
    }


def plain_and_quiet() -> tuple[int, int, int]:
    """The columns chosen at depth 3: plainly, with quiescence, with extensions."""
    position = from_moves(MOVES).unwrap()
    return (
        chosen_column(position, DEPTH),
        chosen_column(position, DEPTH, quiescence=BUDGET),
        chosen_column(position, DEPTH, extensions=EXTENSIONS),
    )


def _verdict(score: int) -> str:
    return "wins" if score > 0 else "draws" if score == 0 else "loses"


def main() -> None:
    """Print the walk-through and assert both choices against the exact solver."""
    position = from_moves(MOVES).unwrap()
    scores = exact_scores(MOVES)
    plain, quiet, extended = plain_and_quiet()
    print(f"position after {MOVES} ({len(MOVES)} stones), O to move:")
    print(draw(position))
    print(
        "exact scores for O: "
        + ", ".join(f"{column}: {score}" for column, score in sorted(scores.items()))
    )
    print(
        "not losing: "
        + ", ".join(str(column) for column, score in sorted(scores.items()) if score >= 0)
    )
    print("after O 4, X 2 threatens four in columns 1 and 2 at once: X wins at ply 4")
    print(f"searched by: {'the engine' if _ENGINE_HAS_QUIESCENCE else 'the reference'}")
    print(f"plain depth {DEPTH} chooses column {plain}: O {_verdict(scores[plain])}")
    print(
        f"quiescence {BUDGET} at depth {DEPTH} chooses column {quiet}: O {_verdict(scores[quiet])}"
    )
    print(
        f"extensions {EXTENSIONS} at depth {DEPTH} chooses column {extended}: "
        f"O {_verdict(scores[extended])}"
    )
    depth_two = chosen_column(position, 2, extensions=EXTENSIONS)
    print(
        f"at depth 2: plain {chosen_column(position, 2)}, quiescence "
        f"{chosen_column(position, 2, quiescence=BUDGET)}, extensions {depth_two} "
        "(at depth 2 the forced O is met at the horizon, ply 2: extended, it reaches ply 3 only)"
    )
    assert [column for column, score in scores.items() if score >= 0] == [2]
    assert plain == 4
    assert scores[plain] < 0
    assert scores[quiet] >= 0
    assert scores[extended] >= 0


if __name__ == "__main__":
    main()
