"""Moves a person can type: how each game numbers its moves, reads them, and ends.

A game played at a terminal needs what a search does not: a name for every move
that a person can type, a picture of the position with those names on it, a
one-line reason when a typed move is not allowed, and a verdict at the end. A
:class:`Naming` holds that for one game; the moves are *numbers*:

* tic-tac-toe and the m,n,k-game: the cells, row by row, from 1;
* Connect Four: the columns, from 1 on the left to 7;
* the coin game: the number of coins to take, 1 or 2;
* an explicit tree: the children of the node, from 1 on the left.

Each legal move is a successor of the position, in the instance's order, with its
number (:func:`choices`); :func:`read_move` turns a typed line into the successor
it names, or a ``Failure`` that says why not.

>>> from fnsearch import WHITE
>>> from fnsearch.games import tictactoe
>>> board = tictactoe.parse("X../.O./...").unwrap()
>>> print(TICTACTOE.picture(board))
X 2 3
4 O 6
7 8 9
>>> read_move(tictactoe.GAME, TICTACTOE, board, WHITE, "3").map(tictactoe.render)
<Success: X.X/.O./...>
>>> read_move(tictactoe.GAME, TICTACTOE, board, WHITE, "5")
<Failure: cell 5 is taken>
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Generic, final

from returns.result import Failure, Result, Success

from fnsearch.config import BLACK, WHITE, Player
from fnsearch.game import C, Game
from fnsearch.games import chancetree, connect4, mnk, nim, pig, tictactoe, tree
from fnsearch.games.codec import CHAR_OF

__all__ = [
    "CHANCE_TREE",
    "CONNECT4",
    "NIM",
    "PIG",
    "TICTACTOE",
    "TREE",
    "Naming",
    "choices",
    "mnk_naming",
    "mover",
    "number_of",
    "numbers",
    "read_move",
    "verdict",
]


@final
@dataclass(frozen=True, slots=True)
class Naming(Generic[C]):
    """How the moves of one game are numbered, drawn and refused.

    Attributes:
        noun: what the numbers count, for the prompt (``"cell"``, ``"column"``).
        highest: the highest number a move may have in a position.
        number: the number of the move from a position to its successor, given
            also the successor's index in the instance's order.
        say: a move's number in words (``"cell 5"``, ``"take 2"``).
        why_not: why a number that names no legal move here is refused.
        picture: the position drawn with the numbers of its moves.
        scored: the game ends with a score, not a winner (an explicit tree).

    >>> CONNECT4.say(4), NIM.say(2)
    ('column 4', 'take 2')
    """

    noun: str
    highest: Callable[[C], int]
    number: Callable[[C, int, C], int]
    say: Callable[[int], str]
    why_not: Callable[[C, int], str]
    picture: Callable[[C], str]
    scored: bool = False
    outcome: Callable[[C, int], str] | None = None
    """In a game of chance, what the dice did: a chance node and the index of its outcome."""


def mover(record: Game[C], config: C, previous: Player | None) -> Player:
    """Who moves in ``config``: the position says so, or (in a tree) the players alternate.

    ``previous`` is who moved into ``config``; ``None`` at the start, where a tree
    has White (MAX) move.

    >>> mover(tree.GAME, (1, 2), None), mover(tree.GAME, (1, 2), WHITE)
    (<Player.WHITE: 1>, <Player.BLACK: -1>)
    >>> mover(nim.GAME, (4, -1), None)
    <Player.BLACK: -1>
    """
    return (
        record.to_move(config)
        if record.to_move is not None
        else WHITE
        if previous is None
        else previous.opponent
    )


def choices(
    record: Game[C], naming: Naming[C], config: C, player: Player
) -> tuple[tuple[int, C], ...]:
    """The legal moves of ``player`` in ``config``: each successor with its number.

    >>> choices(nim.GAME, NIM, (4, 1), WHITE)
    ((1, (3, -1)), (2, (2, -1)))
    >>> [number for number, _ in choices(connect4.GAME, CONNECT4, connect4.START, WHITE)]
    [1, 2, 3, 4, 5, 6, 7]
    """
    return tuple(
        (naming.number(config, index, child), child)
        for index, child in enumerate(record.instance.successors(config, player))
    )


def number_of(record: Game[C], naming: Naming[C], config: C, player: Player, child: C) -> int:
    """The number of the move from ``config`` to its successor ``child`` (``0`` if none).

    >>> centre = tictactoe.parse(".../.X./...").unwrap()
    >>> number_of(tictactoe.GAME, TICTACTOE, tictactoe.EMPTY, WHITE, centre)
    5
    """
    return next(
        (
            number
            for number, successor in choices(record, naming, config, player)
            if successor == child
        ),
        0,
    )


def numbers(highest: int) -> str:
    """The numbers ``1..highest`` in words, for prompts and messages.

    >>> numbers(1), numbers(2), numbers(9)
    ('1', '1 or 2', '1 to 9')
    """
    return "1" if highest <= 1 else "1 or 2" if highest == 2 else f"1 to {highest}"


def read_move(
    record: Game[C], naming: Naming[C], config: C, player: Player, text: str
) -> Result[C, str]:
    """The successor of ``config`` that ``player`` names by typing ``text``, or why there is none.

    >>> read_move(connect4.GAME, CONNECT4, connect4.START, WHITE, " 8 ")
    <Failure: column 8 does not exist>
    >>> read_move(connect4.GAME, CONNECT4, connect4.START, WHITE, "four")
    <Failure: type a number from 1 to 7>
    >>> read_move(connect4.GAME, CONNECT4, connect4.START, WHITE, "²")  # a digit int() refuses
    <Failure: type a number from 1 to 7>
    >>> read_move(nim.GAME, NIM, (1, 1), WHITE, "2")
    <Failure: only 1 coin is left>
    >>> read_move(tree.GAME, TREE, ((1, 2), 3), BLACK, "2")
    <Success: 3>
    """
    return (
        _chosen(choices(record, naming, config, player), naming, config, int(text.strip()))
        if text.strip().isascii() and text.strip().isdigit() and len(text.strip()) < 6
        else Failure(f"type {_a_number(naming.highest(config))}")
    )


def _a_number(highest: int) -> str:
    return f"a number from {numbers(highest)}" if highest > 2 else numbers(highest)


def _chosen(
    legal: tuple[tuple[int, C], ...], naming: Naming[C], config: C, number: int
) -> Result[C, str]:
    return next(
        (Success(child) for named, child in legal if named == number),
        Failure(naming.why_not(config, number)),
    )


def verdict(record: Game[C], naming: Naming[C], config: C, human: Player) -> str:
    """The end of a game as one line: who won, from the human's seat, or a draw.

    >>> verdict(tictactoe.GAME, TICTACTOE, tictactoe.parse("XXX/OO./...").unwrap(), BLACK)
    'game over: White (X) wins, the computer wins'
    >>> verdict(nim.GAME, NIM, (0, -1), WHITE)
    'game over: White wins, you win'
    >>> verdict(tictactoe.GAME, TICTACTOE, tictactoe.parse("XOX/XOO/OXX").unwrap(), WHITE)
    'game over: a draw'
    >>> verdict(tree.GAME, TREE, 3, WHITE)
    'game over: the leaf is worth 3 to White (MAX), who wants it high'
    """
    return _verdict(record, naming.scored, record.instance.score(config), human)


def _verdict(record: Game[C], scored: bool, score: int, human: Player) -> str:
    return (
        f"game over: the leaf is worth {score} to {record.sides.of(WHITE)}, who wants it high"
        if scored
        else "game over: a draw"
        if score == 0
        else _won(record, WHITE if score > 0 else BLACK, human)
    )


def _won(record: Game[C], winner: Player, human: Player) -> str:
    return f"game over: {record.sides.of(winner)} wins, " + (
        "you win" if winner is human else "the computer wins"
    )


# Boards of cells: tic-tac-toe and the m,n,k-game, cells numbered row by row.


def _cell_picture(cells: tuple[int, ...], columns: int) -> str:
    """Marks as ``X`` and ``O``, empty cells as their number, in rows of ``columns``."""
    return "\n".join(
        " ".join(
            (CHAR_OF[cells[i]] if cells[i] else str(i + 1)).rjust(len(str(len(cells))))
            for i in range(row, row + columns)
        )
        for row in range(0, len(cells), columns)
    )


def _why_not_cell(cells: tuple[int, ...], number: int) -> str:
    return (
        f"cell {number} is taken" if 1 <= number <= len(cells) else f"cell {number} does not exist"
    )


def _cell(number: int) -> str:
    return f"cell {number}"


TICTACTOE: Final[Naming[tictactoe.Board]] = Naming(
    noun="cell",
    highest=len,
    number=lambda board, _, child: tictactoe.VECTOR_CONFIG.move(board, child) + 1,
    say=_cell,
    why_not=_why_not_cell,
    picture=lambda board: _cell_picture(board, 3),
)
"""Tic-tac-toe: the cells 1 to 9, row by row."""


def mnk_naming(game: mnk.MNKGame) -> Naming[mnk.Position]:
    """The m,n,k-game on one board: its cells, row by row from 1.

    >>> game = mnk.mnk_game(4, 3, 3).unwrap()
    >>> print(mnk_naming(game).picture(game.parse("X.../.O../.... k=3").unwrap()))
     X  2  3  4
     5  O  7  8
     9 10 11 12
    """
    return Naming(
        noun="cell",
        highest=lambda position: len(position[0]),
        number=lambda _, __, child: child[1] + 1,
        say=_cell,
        why_not=lambda position, number: _why_not_cell(position[0], number),
        picture=lambda position: _cell_picture(position[0], game.columns),
    )


# Connect Four: the columns.


def _connect4_picture(position: connect4.Position) -> str:
    return "\n".join(
        (
            *(" ".join(row) for row in connect4.render(position).split("/")),
            " ".join(str(column + 1) for column in range(connect4.COLUMNS)),
        )
    )


def _why_not_column(position: connect4.Position, number: int) -> str:
    return (
        f"column {number} does not exist"
        if not 1 <= number <= connect4.COLUMNS
        else f"column {number} is full"
        if position[1][number - 1] == connect4.ROWS
        else "the game is over"
    )


CONNECT4: Final[Naming[connect4.Position]] = Naming(
    noun="column",
    highest=lambda _: connect4.COLUMNS,
    number=lambda position, _, child: connect4.CONNECT_FOUR.move(position, child) + 1,
    say=lambda number: f"column {number}",
    why_not=_why_not_column,
    picture=_connect4_picture,
)
"""Connect Four: the columns 1 to 7, from the left."""


# The coin game: how many coins to take.


def _coins(count: int) -> str:
    return f"{count} coin" if count == 1 else f"{count} coins"


NIM: Final[Naming[nim.Pile]] = Naming(
    noun="coins to take",
    highest=lambda pile: min(2, pile[0]),
    number=lambda pile, _, child: pile[0] - child[0],
    say=lambda number: f"take {number}",
    why_not=lambda pile, number: (
        f"only {_coins(pile[0])} is left" if number == 2 and pile[0] == 1 else "take 1 or 2 coins"
    ),
    picture=lambda pile: (
        f"{_coins(pile[0])} on the table: " + "o" * min(pile[0], 60) if pile[0] else "no coins left"
    ),
)
"""The coin game: 1 or 2, the coins taken."""


# Explicit trees: the children.


def _children(node: tree.Tree) -> int:
    return 0 if isinstance(node, int) else len(node)


def _tree_picture(node: tree.Tree) -> str:
    return (
        f"leaf {node}"
        if isinstance(node, int)
        else "\n".join(
            f"{index}: {tree.render_tree(child)}" for index, child in enumerate(node, start=1)
        )
    )


TREE: Final[Naming[tree.Tree]] = Naming(
    noun="child",
    highest=_children,
    number=lambda _, index, __: index + 1,
    say=lambda number: f"child {number}",
    why_not=lambda node, number: (
        f"child {number} does not exist: this node has {_children(node)} children"
    ),
    picture=_tree_picture,
    scored=True,
)
"""An explicit tree: the children 1 to k, from the left."""


# Pig: roll or hold.


def _pig_picture(position: pig.Pig) -> str:
    return pig.draw(position) + (
        ""
        if pig.PIG.is_final(position) or position.rolling
        else "\n1 roll" + ("   2 hold" if position.turn > 0 else "")
    )


def _pig_outcome(rolling: pig.Pig, index: int) -> str:
    """The die shows ``index + 1`` (the outcomes are the faces, from 1)."""
    return f"{pig.render(rolling).split()[2]} rolls a {index + 1}" + (
        f": the turn's {rolling.turn} points are lost" if index == 0 and rolling.turn else ""
    )


PIG: Final[Naming[pig.Pig]] = Naming(
    noun="move",
    highest=lambda position: 2 if position.turn > 0 else 1,
    number=lambda _, index, __: index + 1,
    say=lambda number: "roll" if number == 1 else "hold",
    why_not=lambda position, number: (
        "there is nothing to hold yet: a turn begins with a roll (1)"
        if number == 2
        else "type 1 to roll or 2 to hold"
    ),
    picture=_pig_picture,
    outcome=_pig_outcome,
)
"""Pig: 1 rolls, 2 holds; the dice are rolled by the program."""


# Explicit chance trees: the children of a decision node.


def _chance_children(node: chancetree.ChanceTree) -> int:
    return len(node.children) if isinstance(node, chancetree.Decision) else 0


def _chance_tree_picture(node: chancetree.ChanceTree) -> str:
    return (
        f"leaf {node}"
        if isinstance(node, int)
        else "\n".join(
            f"{index}: {chancetree.render(child)}"
            for index, child in enumerate(node.children, start=1)
        )
        if isinstance(node, chancetree.Decision)
        else chancetree.render(node)
    )


def _chance_tree_outcome(node: chancetree.ChanceTree, index: int) -> str:
    return (
        f"chance chose outcome {index + 1} of {len(node.outcomes)}"
        f" (probability {node.outcomes[index][0]})"
        if isinstance(node, chancetree.Chance)
        else "chance chose"
    )


CHANCE_TREE: Final[Naming[chancetree.ChanceTree]] = Naming(
    noun="child",
    highest=_chance_children,
    number=lambda _, index, __: index + 1,
    say=lambda number: f"child {number}",
    why_not=lambda node, number: (
        f"child {number} does not exist: this node has {_chance_children(node)} children"
    ),
    picture=_chance_tree_picture,
    scored=True,
    outcome=_chance_tree_outcome,
)
"""An explicit chance tree: the children of a decision node, 1 to k from the left."""
