"""Connect Four on 7 columns and 6 rows, over plain tuples.

White (X, ``1``) moves first; a piece dropped into a column falls to its lowest
empty cell, and four pieces of one colour in a row, a column or a diagonal win.

A position is a plain tuple ``(cells, heights, last, winner)``:

* ``cells``: 42 cells, column by column from the left, each column from the
  bottom up, so the cell in column ``c`` and row ``r`` (row ``0`` at the bottom)
  is ``cells[c * 6 + r]``; ``1`` = X, ``-1`` = O, ``0`` = empty;
* ``heights``: the number of pieces in each of the 7 columns;
* ``last``: the cell of the piece played last, ``-1`` when unknown (the empty
  board and every position read by :func:`parse`);
* ``winner``: ``1`` if X has four in a row, ``-1`` if O has, ``0`` otherwise.

``winner`` is computed when the position is made: a successor only looks at the
windows of four through the piece just dropped (a position that is not final has
no four in a row), and :func:`parse` and :data:`START` look at the whole board.
So ``is_final`` and ``score`` cost a few tuple lookups. Two positions with the
same ``cells`` are the same game state whatever their ``last``: a table is keyed
by :meth:`ConnectFour.key` (the cells).

The text form has 6 rows of ``X``, ``O`` and ``.``, top row first, separated by
``/`` (the slashes may be left out).

>>> position = parse("......./......./......./......./...O.../...X...").unwrap()
>>> position[1], position[2:]
((0, 0, 0, 2, 0, 0, 0), (-1, 0))
>>> render(next(iter(CONNECT_FOUR.successors(position, WHITE))))
'......./......./......./......./...O.../X..X...'
>>> print(draw(position))
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . O . . .
. . . X . . .
0 1 2 3 4 5 6
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter
from typing import Final, TypeAlias, cast, final

from returns.result import Failure, Result, Success

from fnsearch._fp import partition
from fnsearch.config import BLACK, WHITE, Player
from fnsearch.game import Game, Limits, Sides
from fnsearch.games.codec import CHAR_OF, checked, owners, read_cells, shape

__all__ = [
    "COLUMNS",
    "CONNECT_FOUR",
    "GAME",
    "ROWS",
    "SECONDS",
    "START",
    "WIN",
    "WINDOWS",
    "ConnectFour",
    "Position",
    "centre_first",
    "draw",
    "from_moves",
    "mirror",
    "open_windows",
    "parse",
    "render",
    "solve",
    "solve_weak",
    "to_move",
]

Position: TypeAlias = tuple[tuple[int, ...], tuple[int, ...], int, int]
"""``(cells, heights, last, winner)``, see the module documentation."""

COLUMNS: Final = 7
ROWS: Final = 6
_CELLS: Final = COLUMNS * ROWS

WIN: Final = 1_000
"""A win scores ``±(WIN + empty cells)``: above every :func:`open_windows` sum (at most 621)."""

START: Final[Position] = ((0,) * _CELLS, (0,) * COLUMNS, -1, 0)
"""The empty board, White to move."""

WINDOWS: Final = tuple(
    tuple((column + k * dc) * ROWS + row + k * dr for k in range(4))
    for column in range(COLUMNS)
    for row in range(ROWS)
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1))
    if 0 <= column + 3 * dc < COLUMNS and 0 <= row + 3 * dr < ROWS
)
"""The 69 windows of four cells in a line (24 across, 21 up, 12 on each diagonal)."""

_OTHERS_THROUGH: Final = tuple(
    tuple(tuple(j for j in window if j != i) for window in WINDOWS if i in window)
    for i in range(_CELLS)
)
"""For each cell, the other three cells of every window through it (3 to 13 windows)."""

_FULL: Final = (ROWS,) * COLUMNS
_MARK_OF: Final = {WHITE: (1,), BLACK: (-1,)}
_UP: Final = tuple((height + 1,) for height in range(ROWS))
_SHAPE: Final = shape(COLUMNS, ROWS, slashes_optional=True)
_TEXT_ORDER: Final = tuple(
    column * ROWS + row for row in reversed(range(ROWS)) for column in range(COLUMNS)
)
"""The cells in reading order: top row first, each row from the left."""
_TEXT_POSITION: Final = tuple(_TEXT_ORDER.index(i) for i in range(_CELLS))
"""For each cell, where the text form shows it."""
_MIRRORED: Final = tuple(
    (COLUMNS - 1 - column) * ROWS + row for column in range(COLUMNS) for row in range(ROWS)
)
"""For each cell, its mirror image across the middle column."""

_PIECE_WEIGHT: Final = (0, 1, 3, 9, 0)
"""The value of an open window with 0 to 3 pieces (4 pieces are a win, valued apart)."""
_WINDOW_VALUE: Final[dict[tuple[int, ...], int]] = {
    (a, b, c, d): (
        0
        if 1 in window and -1 in window
        else _PIECE_WEIGHT[window.count(1)] - _PIECE_WEIGHT[window.count(-1)]
    )
    for a in (-1, 0, 1)
    for b in (-1, 0, 1)
    for c in (-1, 0, 1)
    for d in (-1, 0, 1)
    for window in ((a, b, c, d),)
}
_WINDOW_CELLS: Final = itemgetter(*(i for window in WINDOWS for i in window))
"""Fetches the cells of all 69 windows, one after the other, as one tuple."""

_CENTRALITY: Final = tuple(4 - abs(i // ROWS - 3) for i in range(_CELLS))
_WIN_FIRST: Final = 5


@final
class ConnectFour:
    """The :class:`~fnsearch.config.Config` instance for Connect Four.

    A position is final when someone has four in a row or the board is full. The
    score prefers faster wins: ``WIN + (empty cells)`` when X has won, its
    negation when O has won, ``0`` for a draw and for a position not final.
    Successors drop ``player``'s piece into each column that is not full, from
    left to right; a final position has none.

    It also has the optional capabilities of :mod:`fnsearch.algorithms.table` and
    :mod:`fnsearch.algorithms.engine`: ``key`` (the cells), ``canonical`` (the same
    up to the left-right mirror) and ``move`` (the column of a drop); and those
    of :mod:`fnsearch.algorithms.quiescence`: ``noisy_successors`` and ``is_forcing``.

    >>> won = parse("......./......./......./......./O....../XXXXOO.").unwrap()
    >>> CONNECT_FOUR.is_final(won), CONNECT_FOUR.score(won)
    (True, 1035)
    >>> len(list(CONNECT_FOUR.successors(START, WHITE)))
    7
    """

    __slots__ = ()

    def score(self, position: Position, /) -> int:
        """The score from White's point of view, higher for faster wins."""
        return position[3] * (WIN + _CELLS - sum(position[1])) if position[3] else 0

    def successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """``player``'s piece dropped into each column that is not full, left to right."""
        return iter(()) if position[3] else _drops(position[0], position[1], _MARK_OF[player])

    def is_final(self, position: Position, /) -> bool:
        """Someone has four in a row or the board is full."""
        return position[3] != 0 or position[1] == _FULL

    def key(self, position: Position, /) -> tuple[int, ...]:
        """The cells: what transposed positions share (``last`` may differ).

        >>> x_then_o = parse("......./......./......./......./......./..XO...").unwrap()
        >>> [CONNECT_FOUR.key(p) == x_then_o[0] for p in (x_then_o, mirror(mirror(x_then_o)))]
        [True, True]
        """
        return position[0]

    def canonical(self, position: Position, /) -> tuple[int, ...]:
        """The lesser of the cells and their mirror image: one key for both images.

        >>> left = parse("......./......./......./......./......./X......").unwrap()
        >>> CONNECT_FOUR.canonical(left) == CONNECT_FOUR.canonical(mirror(left))
        True
        """
        return min(position[0], tuple(map(position[0].__getitem__, _MIRRORED)))

    def move(self, before: Position, after: Position, /) -> int:
        """The column a piece was dropped into between ``before`` and its successor ``after``.

        >>> [CONNECT_FOUR.move(START, child) for child in CONNECT_FOUR.successors(START, WHITE)]
        [0, 1, 2, 3, 4, 5, 6]
        """
        return after[2] // ROWS

    def noisy_successors(self, position: Position, player: Player, /) -> Iterator[Position]:
        """The drops that win, block a win or make a new threat (see :mod:`.connect4_threats`).

        >>> threat = parse("......./......./......./......./O....../OXXX...").unwrap()
        >>> [CONNECT_FOUR.move(threat, c) for c in CONNECT_FOUR.noisy_successors(threat, BLACK)]
        [0, 4]
        """
        return _threats.noisy_drops(position, player)

    def is_forcing(self, position: Position, player: Player, /) -> bool:
        """``player`` to move has one column left, or the opponent threatens to win at once.

        >>> threat = parse("......./......./......./......./O....../OXXX...").unwrap()
        >>> CONNECT_FOUR.is_forcing(START, WHITE), CONNECT_FOUR.is_forcing(threat, BLACK)
        (False, True)
        """
        return _threats.is_forced(position, player)

    def __repr__(self) -> str:
        return "CONNECT_FOUR"


CONNECT_FOUR: Final = ConnectFour()
"""The Connect Four instance."""


def _drops(
    cells: tuple[int, ...], heights: tuple[int, ...], mark: tuple[int]
) -> Iterator[Position]:
    return (
        (
            child,
            heights[:column] + _UP[height] + heights[column + 1 :],
            i,
            m
            if any(m == child[a] == child[b] == child[c] for a, b, c in _OTHERS_THROUGH[i])
            else 0,
        )
        for m in mark
        for column, height in enumerate(heights)
        if height < ROWS
        for i in (column * ROWS + height,)
        for child in (cells[:i] + mark + cells[i + 1 :],)
    )


def to_move(position: Position) -> Player:
    """Who moves next: White when both sides have as many pieces, else Black.

    >>> to_move(START), to_move(parse("......./......./......./......./......./X......").unwrap())
    (<Player.WHITE: 1>, <Player.BLACK: -1>)
    """
    return WHITE if sum(position[1]) % 2 == 0 else BLACK


def open_windows(position: Position) -> int:
    """An evaluation: open windows of four for White minus those for Black.

    A window of four cells in a line is open for White when it holds at least one
    X and no O; it is worth 1, 3 or 9 for 1, 2 or 3 X. Windows open for Black are
    counted the same way and subtracted; windows with both colours or none are
    worth nothing. The sum lies in ``-621..621``; a won position is valued at its
    :meth:`~ConnectFour.score` (``±(WIN + empty cells)``), beyond every sum. It is
    meant as the evaluation where a depth-limited search stops.

    >>> open_windows(START)
    0
    >>> open_windows(parse("......./......./......./......./......./...X...").unwrap())
    7
    """
    return (
        CONNECT_FOUR.score(position)
        if position[3]
        else sum(map(_WINDOW_VALUE.__getitem__, _fours(iter(_window_cells(position[0])))))
    )


def _window_cells(cells: tuple[int, ...]) -> tuple[int, ...]:
    return cast("tuple[int, ...]", _WINDOW_CELLS(cells))


def _fours(items: Iterator[int]) -> Iterator[tuple[int, int, int, int]]:
    # One iterator zipped with itself: consecutive groups of four items.
    return zip(items, items, items, items, strict=False)


def centre_first(position: Position) -> int:
    """A cheap ordering key from White's point of view: the last move's centrality.

    ``4 - |column - 3|`` for the column of the piece played last (``4`` for the
    centre column, ``1`` for the edges), plus ``5`` when that piece won; positive
    when X played it, negative when O did, ``0`` when the last move is unknown.
    Like an evaluation, larger is better for White: White tries its successors
    largest key first and Black smallest first, so each side tries a winning drop
    first, then the columns from the centre outwards.

    >>> [centre_first(child) for child in CONNECT_FOUR.successors(START, WHITE)]
    [1, 2, 3, 4, 3, 2, 1]
    >>> after = parse("......./......./......./......./......./...X...").unwrap()
    >>> [centre_first(child) for child in CONNECT_FOUR.successors(after, BLACK)]
    [-1, -2, -3, -4, -3, -2, -1]
    """
    return (
        position[0][position[2]] * (_CENTRALITY[position[2]] + (_WIN_FIRST if position[3] else 0))
        if position[2] >= 0
        else 0
    )


def mirror(position: Position) -> Position:
    """The left-right mirror image: column ``c`` becomes column ``6 - c``.

    >>> render(mirror(parse("......./......./......./......./O....../XX.....").unwrap()))
    '......./......./......./......./......O/.....XX'
    """
    return (
        tuple(map(position[0].__getitem__, _MIRRORED)),
        position[1][::-1],
        _MIRRORED[position[2]] if position[2] >= 0 else -1,
        position[3],
    )


def render(position: Position) -> str:
    """The one-line text form: 6 rows, top row first, separated by ``/``.

    >>> render(START)
    '......./......./......./......./......./.......'
    """
    return "/".join(map("".join, _rows(position[0])))


def draw(position: Position) -> str:
    """The board as 6 lines of cells separated by spaces, then the column numbers."""
    return "\n".join((*map(" ".join, _rows(position[0])), " ".join(map(str, range(COLUMNS)))))


def _rows(cells: tuple[int, ...]) -> Iterator[tuple[str, ...]]:
    return partition(COLUMNS, (CHAR_OF[cells[i]] for i in _TEXT_ORDER))


def parse(text: str) -> Result[Position, str]:
    """Read a position from text such as ``"......./......./......./......./...O.../...X..."``.

    The position must be possible in a game X started: every piece lies on the
    bottom or on another piece, X has as many pieces as O or one more, at most
    one side has four in a row, and nobody moved after a win. The last move is
    unknown (``-1``); whether someone has won is read off the whole board.

    >>> parse("......./...O.../...X...")
    <Failure: expected 6 rows of 7 cells (X, O or . separated by /), got '......./...O.../...X...'>
    >>> parse("......./......./......./...X.../......./...O...")
    <Failure: floating piece in column 3: a piece lies above an empty cell>
    """
    return read_cells(text, _SHAPE).map(_by_columns).bind(_grounded).bind(_possible)


def _by_columns(reading: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(map(reading.__getitem__, _TEXT_POSITION))


def _grounded(cells: tuple[int, ...]) -> Result[tuple[int, ...], str]:
    return _floating(
        next(
            (
                column
                for column in range(COLUMNS)
                for i in range(column * ROWS, column * ROWS + ROWS - 1)
                if cells[i] == 0 and cells[i + 1] != 0
            ),
            None,
        ),
        cells,
    )


def _floating(column: int | None, cells: tuple[int, ...]) -> Result[tuple[int, ...], str]:
    return (
        Success(cells)
        if column is None
        else Failure(f"floating piece in column {column}: a piece lies above an empty cell")
    )


def _possible(cells: tuple[int, ...]) -> Result[Position, str]:
    return checked(cells, WINDOWS, "four in a row").map(_position)


def _position(cells: tuple[int, ...]) -> Position:
    return (
        cells,
        tuple(ROWS - cells[k : k + ROWS].count(0) for k in range(0, _CELLS, ROWS)),
        -1,
        next(iter(owners(cells, WINDOWS)), 0),
    )


SECONDS: Final = 2.0
"""The default time budget of a command-line search: the whole game is far too big."""

GAME: Final = Game(
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
    sides=Sides("White (X)", "Black (O)"),
)
"""The Connect Four record: searched for :data:`SECONDS` by default."""


def from_moves(moves: str) -> Result[Position, str]:
    """The position reached by dropping in the columns ``moves`` (1 to 7), X first.

    The benchmark sets' notation; every drop is checked (a column 1 to 7, not full,
    the game not yet over). :func:`solve` gives the exact score of such a position.

    >>> print(draw(from_moves("4453").unwrap()))
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . O . . .
    . . O X X . .
    0 1 2 3 4 5 6
    >>> from_moves("48")
    <Failure: move 2: expected a column 1 to 7, got '8'>
    """
    return _bits.from_moves(moves).map(_bits.to_position)


def solve(moves: str) -> Result[int, str]:
    """The exact score of the position reached by ``moves``, for the side to move.

    The benchmark sets' convention: ``0`` for a draw; if the side to move wins,
    22 minus the number of stones it has played when it wins (its winning stone
    included); if it loses, the negative of the opponent's number. Found by the
    bitboard solver, :mod:`fnsearch.games.connect4_solver`.

    >>> solve("52753311433677442422121"), solve("4s")
    (<Success: 8>, <Failure: move 2: expected a column 1 to 7, got 's'>)
    """
    return _solver.solve(moves)


def solve_weak(moves: str) -> Result[int, str]:
    """Only whether the side to move wins (``1``), draws (``0``) or loses (``-1``); faster.

    >>> solve_weak("52753311433677442422121")
    <Success: 1>
    """
    return _solver.solve_weak(moves)


# The fast solver is written over bitboards in modules that read this one's text
# form; imported last, as modules, so that either side can be imported first.
from fnsearch.games import connect4_bits as _bits  # noqa: E402
from fnsearch.games import connect4_solver as _solver  # noqa: E402
from fnsearch.games import connect4_threats as _threats  # noqa: E402
