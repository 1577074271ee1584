"""Each game's naming of its moves: the numbers a person types, the picture, the refusals.

The :class:`~fnsearch.moves.Naming` of every game that can be played at a
terminal, its moves as *numbers*:

* tic-tac-toe and the m,n,k-game: the cells, row by row, from 1;
* Connect Four: the columns, from 1 on the left to 7;
* the coin game: the number of coins to take, 1 or 2;
* Pig: 1 rolls, 2 holds;
* an explicit tree or chance tree: the children of the node, from 1 on the left.

>>> from fnsearch.games import tictactoe
>>> print(TICTACTOE.picture(tictactoe.parse("X../.O./...").unwrap()))
X 2 3
4 O 6
7 8 9
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from fnsearch.game import C
from fnsearch.games import chancetree, connect4, mnk, nim, pig, tictactoe, tree
from fnsearch.games.codec import CHAR_OF
from fnsearch.moves import Naming

__all__ = ["CHANCE_TREE", "CONNECT4", "NIM", "PIG", "TICTACTOE", "TREE", "mnk_naming"]


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


# Explicit trees, with or without chance: the children, from the left.


def _from_the_left(
    children: Callable[[C], int],
    picture: Callable[[C], str],
    outcome: Callable[[C, int], str] | None = None,
) -> Naming[C]:
    """A tree's naming: the ``children(node)`` children numbered 1 to k from the left."""
    return Naming(
        noun="child",
        highest=children,
        number=lambda _, index, __: index + 1,
        say=lambda number: f"child {number}",
        why_not=lambda node, number: (
            f"child {number} does not exist: this node has {children(node)} children"
        ),
        picture=picture,
        scored=True,
        outcome=outcome,
    )


def _numbered(children: Iterable[str]) -> str:
    """One line per child, from 1: ``1: (3,12,8)``."""
    return "\n".join(f"{index}: {child}" for index, child in enumerate(children, start=1))


def _children(node: tree.Tree) -> int:
    return 0 if isinstance(node, int) else len(node)


def _tree_picture(node: tree.Tree) -> str:
    return f"leaf {node}" if isinstance(node, int) else _numbered(map(tree.render_tree, node))


TREE: Final[Naming[tree.Tree]] = _from_the_left(_children, _tree_picture)
"""An explicit tree: the children 1 to k, from the left."""


def _chance_children(node: chancetree.ChanceTree) -> int:
    return len(node.children) if isinstance(node, chancetree.Decision) else 0


def _chance_tree_picture(node: chancetree.ChanceTree) -> str:
    return (
        f"leaf {node}"
        if isinstance(node, int)
        else _numbered(map(chancetree.render, node.children))
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


CHANCE_TREE: Final[Naming[chancetree.ChanceTree]] = _from_the_left(
    _chance_children, _chance_tree_picture, _chance_tree_outcome
)
"""An explicit chance tree: the children of a decision node, 1 to k from the left."""
