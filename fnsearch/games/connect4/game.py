"""Connect Four on 7 columns and 6 rows over plain tuples: the instance, text, heuristics."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from itertools import product
from operator import itemgetter
from typing import Final, NamedTuple, cast, final

from returns.result import Failure, Result, Success

from fnsearch.core.config import BLACK, WHITE, Player
from fnsearch.games.codec import (
    Shape,
    checked,
    draw_cells,
    owners,
    read_cells,
    windows,
    write_cells,
)
from fnsearch.games.connect4 import bitboard_game as bits
from fnsearch.games.connect4.solver import solve as solve
from fnsearch.games.connect4.solver import solve_weak as solve_weak
from fnsearch.games.connect4.solver import solved
from fnsearch.games.naming import Naming
from fnsearch.games.record import Game, Limits, MoveList, Sides
from fnsearch.games.sketch import grid_of


class Position(NamedTuple):
    """A position of Connect Four.

    ``cells``: column ``c``, row ``r`` (from the bottom) is ``cells[c * 6 + r]``, ``1`` X,
    ``-1`` O; ``last``: the cell played last, ``-1`` when unknown; ``winner``: ``1``, ``-1``,
    ``0``, found when the position is made, from the windows through the piece just dropped.
    """

    cells: tuple[int, ...]
    heights: tuple[int, ...]
    last: int
    winner: int


COLUMNS: Final = 7
ROWS: Final = 6
CELLS: Final = COLUMNS * ROWS

WIN: Final = 1_000
"""A win scores ``±(WIN + empty cells)``: above every evaluation of a position not won."""

START: Final = Position(cells=(0,) * CELLS, heights=(0,) * COLUMNS, last=-1, winner=0)
FULL: Final = (ROWS,) * COLUMNS
WINDOWS: Final = windows(ROWS, COLUMNS, 4)
"""The 69 windows of four cells in a line: a column's cells are numbered as a row's."""

OTHERS_THROUGH: Final = tuple(
    tuple(tuple(j for j in window if j != i) for window in WINDOWS if i in window)
    for i in range(CELLS)
)
"""For each cell, the other three cells of every window through it (3 to 13 windows)."""

_MARK_OF: Final = {WHITE: 1, BLACK: -1}
_MIRRORED: Final = tuple(
    (COLUMNS - 1 - column) * ROWS + row for column in range(COLUMNS) for row in range(ROWS)
)
_MIRROR_OF: Final = cast("Callable[[tuple[int, ...]], tuple[int, ...]]", itemgetter(*_MIRRORED))


@final
class ConnectFour:
    """The :class:`~fnsearch.core.config.Config` instance for Connect Four, faster wins higher."""

    __slots__ = ()

    def score(self, position: Position, /) -> int:
        """The score from White's point of view, higher for faster wins."""
        return position.winner * (WIN + CELLS - sum(position.heights)) if position.winner else 0

    def successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """``player``'s piece dropped into each column that is not full, left to right."""
        # map keeps the successors lazy: compiled, a generator expression is a list.
        return (
            iter(())
            if position.winner
            else map(
                partial(_dropped, position, _MARK_OF[player]),
                [column for column, height in enumerate(position.heights) if height < ROWS],
            )
        )

    def is_final(self, position: Position, /) -> bool:
        """Someone has four in a row or the board is full."""
        return position.winner != 0 or position.heights == FULL

    def key(self, position: Position, /) -> tuple[int, ...]:
        """The cells: what transposed positions share (``last`` may differ)."""
        return position.cells

    def canonical(self, position: Position, /) -> tuple[int, ...]:
        """The lesser of the cells and their mirror image: one key for both images."""
        return min(position.cells, _MIRROR_OF(position.cells))

    def move(self, before: Position, after: Position, /) -> int:
        """The column a piece was dropped into between ``before`` and its successor ``after``."""
        return after.last // ROWS

    def noisy_successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """The drops that win, block a win or make a new threat, left to right."""
        mark = _MARK_OF[player]
        return filter(
            partial(
                _is_noisy,
                mark,
                threats(position.cells, position.heights, -mark),
                threats(position.cells, position.heights, mark),
            ),
            self.successors(position, player),
        )

    def is_forcing(self, position: Position, player: Player, /) -> bool:
        """``player`` to move has one column left, or the opponent threatens to win at once."""
        return not self.is_final(position) and (
            sum(height < ROWS for height in position.heights) == 1
            or bool(threats(position.cells, position.heights, -_MARK_OF[player]))
        )

    def __repr__(self) -> str:
        return "CONNECT_FOUR"


CONNECT_FOUR: Final = ConnectFour()


def _dropped(position: Position, mark: int, column: int) -> Position:
    cells, heights = position.cells, position.heights
    height = heights[column]
    i = column * ROWS + height
    child = (*cells[:i], mark, *cells[i + 1 :])
    won = any(mark == child[a] == child[b] == child[c] for a, b, c in OTHERS_THROUGH[i])
    return Position(
        child, (*heights[:column], height + 1, *heights[column + 1 :]), i, mark if won else 0
    )


def to_move(position: Position) -> Player:
    """Who moves next: White when both sides have as many pieces, else Black."""
    return WHITE if sum(position.heights) % 2 == 0 else BLACK


_SHAPE: Final = Shape(COLUMNS, ROWS, slashes_optional=True)
_TEXT_ORDER: Final = tuple(
    column * ROWS + row for row in reversed(range(ROWS)) for column in range(COLUMNS)
)
_TEXT_POSITION: Final = tuple(_TEXT_ORDER.index(i) for i in range(CELLS))


def render(position: Position) -> str:
    """The one-line text form: 6 rows, top row first, separated by ``/``."""
    return write_cells((position.cells[i] for i in _TEXT_ORDER), COLUMNS)


def draw(position: Position) -> str:
    """The board as 6 lines of cells separated by spaces, then the column numbers 1 to 7."""
    return draw_cells((position.cells[i] for i in _TEXT_ORDER), COLUMNS) + "\n1 2 3 4 5 6 7"


def parse(text: str) -> Result[Position, str]:
    """Read a position a game X started can reach: no piece floats, counts and wins possible.

    >>> parse("......./......./......./......./......./...X...").map(to_move)
    <Success: Player.BLACK>
    """
    return (
        read_cells(text, _SHAPE)
        .map(lambda reading: tuple(map(reading.__getitem__, _TEXT_POSITION)))
        .bind(_grounded)
        .bind(lambda cells: checked(cells, WINDOWS, "four in a row"))
        .map(_position)
    )


def _grounded(cells: tuple[int, ...]) -> Result[tuple[int, ...], str]:
    # A column's pieces must fill its lowest cells, as many as there are pieces.
    floating = [
        k // ROWS + 1
        for k in range(0, CELLS, ROWS)
        if 0 in cells[k : k + ROWS - cells[k : k + ROWS].count(0)]
    ]
    return (
        Failure(f"floating piece in column {floating[0]}: a piece lies above an empty cell")
        if floating
        else Success(cells)
    )


def _position(cells: tuple[int, ...]) -> Position:
    heights = tuple(ROWS - cells[k : k + ROWS].count(0) for k in range(0, CELLS, ROWS))
    return Position(cells, heights, last=-1, winner=next(iter(owners(cells, WINDOWS)), 0))


def threats(cells: tuple[int, ...], heights: tuple[int, ...], mark: int) -> frozenset[int]:
    """The playable cells where a stone ``mark`` (``1`` X, ``-1`` O) would complete four."""
    playable = [column * ROWS + height for column, height in enumerate(heights) if height < ROWS]
    return frozenset(
        i
        for i in playable
        if any(mark == cells[a] == cells[b] == cells[c] for a, b, c in OTHERS_THROUGH[i])
    )


def _is_noisy(mark: int, theirs: frozenset[int], ours: frozenset[int], child: Position) -> bool:
    return (
        child.winner != 0
        or child.last in theirs
        or not threats(child.cells, child.heights, mark) <= ours
    )


_PIECE_WEIGHT: Final = (0, 1, 3, 9, 0)  # a window of 4 is a win, valued apart
_WINDOW_VALUE: Final[dict[tuple[int, ...], int]] = {
    window: (
        0
        if 1 in window and -1 in window
        else _PIECE_WEIGHT[window.count(1)] - _PIECE_WEIGHT[window.count(-1)]
    )
    for window in product((-1, 0, 1), repeat=4)
}


def _line(column: int, row: int, dc: int, dr: int) -> tuple[int, ...]:
    return tuple(
        (column + k * dc) * ROWS + row + k * dr
        for k in range(COLUMNS)
        if 0 <= column + k * dc < COLUMNS and 0 <= row + k * dr < ROWS
    )


_STARTS: Final = [
    _line(column, row, dc, dr)
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1))
    for column in range(COLUMNS)
    for row in range(ROWS)
    # A line starts where the cell before it in its direction is off the board.
    if not (0 <= column - dc < COLUMNS and 0 <= row - dr < ROWS)
]
_LINES: Final = tuple(line for line in _STARTS if len(line) >= 4)

_LINE_VALUE: Final[dict[tuple[int, ...], int]] = {
    cells: sum(_WINDOW_VALUE[cells[k : k + 4]] for k in range(length - 3))
    for length in sorted({len(line) for line in _LINES})
    for cells in product((-1, 0, 1), repeat=length)
}

_LINE_SLICES: Final = tuple(slice(line[0], line[-1] + 1, line[1] - line[0]) for line in _LINES)
# The cells of a line lie a fixed step apart: a line of a position's cells is one slice.

_CENTRALITY: Final = tuple(4 - abs(i // ROWS - 3) for i in range(CELLS))
_WIN_FIRST: Final = 5


def open_windows(position: Position) -> int:
    """An evaluation: open windows of four for White minus those for Black.

    A window with 1, 2 or 3 pieces of one colour only is worth 1, 3 or 9; the sum lies in
    ``-621..621``, and a won position is valued at its score, beyond every sum.

    >>> open_windows(START)
    0
    """
    return (
        CONNECT_FOUR.score(position)
        if position.winner
        else sum(_LINE_VALUE[position.cells[line]] for line in _LINE_SLICES)
    )


def centre_first(position: Position) -> int:
    """A cheap ordering key from White's point of view: the last move's centrality.

    ``4 - |column - 3|`` for the column of the piece played last, plus ``5`` when it won;
    positive when X played it, negative when O did, ``0`` when the last move is unknown.
    """
    return (
        position.cells[position.last]
        * (_CENTRALITY[position.last] + (_WIN_FIRST if position.winner else 0))
        if position.last >= 0
        else 0
    )


_BIT_OF_CELL: Final = tuple(bits.STRIDE * (i // ROWS) + i % ROWS for i in range(CELLS))


def to_position(board: bits.Board) -> Position:
    """The same position as a tuple :class:`Position` (last unknown)."""
    xs = bits.x_stones(board)
    return _position(
        tuple((1 if xs >> bit & 1 else -1) if board.mask >> bit & 1 else 0 for bit in _BIT_OF_CELL)
    )


SECONDS: Final = 2.0
"""The default time budget of a command-line search: the whole game is far too big."""

NAMING: Final[Naming[Position]] = Naming(
    noun="column",
    highest=lambda _: COLUMNS,
    number=lambda position, _, child: CONNECT_FOUR.move(position, child) + 1,
    say=lambda number: f"column {number}",
    why_not=lambda position, number: (
        f"column {number} does not exist"
        if not 1 <= number <= COLUMNS
        else f"column {number} is full"
        if position.heights[number - 1] == ROWS
        else "the game is over"
    ),
    picture=draw,
)
"""How a person plays Connect Four: the columns 1 to 7, from the left."""


def _ordinal(number: int) -> str:
    return f"{number}{'th' if 10 <= number % 100 <= 20 else _SUFFIXES.get(number % 10, 'th')}"


_SUFFIXES: Final = {1: "st", 2: "nd", 3: "rd"}
_SIDES: Final = Sides("White (X)", "Black (O)")


def meaning(mover: Player, weak: bool, score: int) -> str:
    """What an exact score for ``mover`` says, in words: who wins, with which stone, or a draw."""
    return (
        "a draw"
        if score == 0
        else _winner(mover, score) + " wins"
        if weak
        else f"{_winner(mover, score)} wins with its {_ordinal(22 - abs(score))} stone"
    )


def worded(position: Position, value: int) -> str:
    """What a search's ``value`` (White's point of view) says from ``position``, in words.

    A win (``±(WIN + empty cells)``): the winner, its winning stone and how many plies away;
    any other value estimates who is ahead.
    """
    played = CELLS - (abs(value) - WIN)  # the stones on the board at the win
    after = played - sum(position.heights)
    stone = (played + 1) // 2 if value > 0 else played // 2
    return (
        f"{_winner(Player.WHITE, value)} wins with its {_ordinal(stone)} stone,"
        f" {after} {'ply' if after == 1 else 'plies'} from here"
        if abs(value) > WIN
        else "an estimate: even"
        if value == 0
        else f"an estimate: {_winner(Player.WHITE, value)} ahead"
    )


def _winner(mover: Player, score: int) -> str:
    return _SIDES.of(mover if score > 0 else mover.opponent)


def from_moves(moves: str) -> Result[Position, str]:
    """The position reached by dropping in the columns ``moves`` (1 to 7), X first."""
    return bits.from_moves(moves).map(to_position)


GAME: Final[Game[Position]] = Game(
    name="connect4",
    summary="Connect Four on 7 × 6: drop pieces, four in a row wins (rows top first)",
    example="......./......./......./......./...O.../...X...",
    instance=CONNECT_FOUR,
    start=START,
    parse=parse,
    render=render,
    draw=draw,
    to_move=to_move,
    evaluate=open_windows,
    order=open_windows,
    limits=Limits(seconds=SECONDS),
    sides=_SIDES,
    naming=NAMING,
    moves=MoveList(
        notation="Connect Four's notation",
        example="4453",
        read=from_moves,
        solve=lambda moves, weak: solved(moves, weak=weak),
        meaning=meaning,
    ),
    worded=worded,
    sketch=lambda position: grid_of(render(position), discs=True),
)
"""The Connect Four record: searched for :data:`SECONDS` by default."""
