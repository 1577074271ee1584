"""The ``Game`` record: everything the program needs to know about one game, in one value.

A :class:`~fnsearch.core.config.Config` instance says how a game is played; a
:class:`Game` record adds what a program around the searches needs: a name and a
summary for help, an example position, the start, how positions are read from
text and written back (``parse``, ``render``, ``draw``, ``sketch``), who is to move, a default
evaluation and move ordering, the :class:`Limits` a command-line search keeps
to by default, and the :class:`~fnsearch.games.naming.Naming` of its moves that a person
types to play it.

Records of different games have different configuration types, so a collection
of them (the registry, :mod:`fnsearch.games.registry`) holds them as
:class:`AnyGame`: the type says only that *some* ``Game[C]`` is inside. It is
opened by :meth:`Game.at`, which reads a position (or takes the start) and hands
the record and the position, with their common ``C``, to a function generic in
``C`` (a :class:`GameUser`). A :class:`Family` is an ``AnyGame`` that picks one game of a
family (such as every board of the m,n,k-game) from the position text.

>>> from fnsearch.games import tictactoe
>>> record = tictactoe.GAME
>>> record.name, record.limits
('tictactoe', Limits(depth=None, seconds=None))
>>> board = record.parse("XX./OO./...").unwrap()
>>> record.render(board), record.to_move(board) if record.to_move else None
('XX./OO./...', <Player.WHITE: 1>)
>>> def size(game: Game[C], config: C) -> str:
...     return f"{game.name}: {game.render(config)}"
>>> record.at("X../.../...", size)
<Success: tictactoe: X../.../...>
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Generic, NamedTuple, Protocol, TypeVar, final

from returns.result import Result, Success

from fnsearch.core.chance_config import FractionalChanceConfig, Score
from fnsearch.core.config import WHITE, Config, Player
from fnsearch.core.evaluation import Evaluation
from fnsearch.games.naming import Naming
from fnsearch.games.sketch import Sketch

C = TypeVar("C")
"""The configuration type of a game."""
_R = TypeVar("_R")
_R_co = TypeVar("_R_co", covariant=True)


@final
class Limits(NamedTuple):
    """How far a command-line search goes by default: a depth, a time budget, or neither.

    ``Limits()`` (both ``None``) searches to the end of the game; a game too big for
    that gives a depth in plies or a time budget in seconds for iterative deepening.

    >>> Limits().unlimited, Limits(seconds=2.0).unlimited
    (True, False)
    """

    depth: int | None = None
    seconds: float | None = None

    @property
    def unlimited(self) -> bool:
        """Whether a search with these limits goes to the end of the game."""
        return self.depth is None and self.seconds is None


NO_LIMITS: Final = Limits()
"""To the end of the game: for games small enough to solve."""


@final
class Sides(NamedTuple):
    """How a game names its two players in reports.

    >>> Sides("White (X)", "Black (O)").of(Player.BLACK)
    'Black (O)'
    """

    white: str = "White"
    black: str = "Black"

    def of(self, player: Player) -> str:
        """The name of ``player``."""
        return self.white if player is WHITE else self.black


class GameUser(Protocol[_R_co]):
    """A function of a game record and one of its positions, for any configuration type.

    A ``def`` generic in ``C`` is one; :meth:`Game.at` and :meth:`Family.at` call it.

    >>> def moves(game: Game[C], config: C) -> int:
    ...     return len(list(game.instance.successors(config, Player.WHITE)))
    >>> from fnsearch.games import tictactoe
    >>> tictactoe.GAME.at("X../.O./...", moves)
    <Success: 7>
    """

    def __call__(self, game: Game[C], config: C, /) -> _R_co:
        """Use ``config``, a position of ``game``."""
        ...


class AnyGame(Protocol):
    """Some :class:`Game` (or :class:`Family` of games), its configuration type unknown.

    It has the record's description, and :meth:`at` opens it on a position.

    >>> from fnsearch.games.registry import GAMES
    >>> [(record.name, record.example) for record in GAMES.values()][:2]
    [('tictactoe', 'X.O/.X./..O'), ('tree', '((3,12,8),(2,4,6),(14,5,2))')]
    """

    @property
    def name(self) -> str:
        """The name on the command line."""
        ...

    @property
    def summary(self) -> str:
        """One line that says what the game is."""
        ...

    @property
    def example(self) -> str:
        """A position in the text form, for help."""
        ...

    def at(self, text: str | None, use: GameUser[_R], /) -> Result[_R, str]:
        """Read the position ``text`` (``None``: the start), then ``use`` the game and it."""
        ...


@final
@dataclass(frozen=True, slots=True)
class ChanceRecord(Generic[C]):
    """What a game of chance adds to its record: the chance searches' instance and bounds.

    Attributes:
        instance: the :class:`~fnsearch.core.chance_config.ChanceConfig` (scores may be
            Fractions or floats) that ``expectiminimax``, ``star1`` and ``star2`` take.
        evaluate: the evaluation where a depth-limited search stops, from White's
            point of view (a Fraction or float allowed), or ``None``.
        bounds: the bounds ``(lower, upper)`` of every score and evaluation
            reachable from a position, which Star1 and Star2 need.

    >>> from fnsearch.games.pig import game as pig
    >>> pig.GAME.chance is not None and pig.GAME.chance.bounds(pig.START)
    (-1, 1)
    """

    instance: FractionalChanceConfig[C]
    evaluate: Callable[[C], Score] | None
    bounds: Callable[[C], tuple[Score, Score]]


@final
class SolutionAnswer(NamedTuple):
    """What a solved game's data says of one position.

    Attributes:
        value: White's expected score with perfect play by both sides.
        best: the index of the best move among the instance's successors; ``None``
            where no player chooses (a chance node, the end of the game).
        wins: White's chance of winning, for a game that is won or lost; else ``None``.

    >>> SolutionAnswer(value=0.25, best=0, wins=0.625).best
    0
    """

    value: float
    best: int | None
    wins: float | None = None


@final
@dataclass(frozen=True, slots=True)
class Solution(Generic[C]):
    """A game solved ahead of time: the data file that holds it and how positions are answered.

    The data is a file the program reads (the core never does): the shell reads
    ``data`` once, hands its text to ``answers``, and keeps what it gives. A game
    may be solved in parts (Pig, one part per target): ``part`` says which part
    answers a position, and ``answers`` makes each part from the file's text.

    Attributes:
        data: the name of the data file among the package's data (a path to a
            file elsewhere is taken as it is), or ``None`` when the solution needs
            no file (``answers`` then gets the empty text).
        part: which part of the solution answers a position, or ``None`` where
            the game is not solved: there the program searches as usual.
        answers: from the data file's text and a part, the function that answers
            that part's positions, or why the text is wrong.
        says: what ``play`` says of a part it plays perfectly from.

    >>> from fnsearch.games.pig import game as pig
    >>> solution = pig.GAME.solution
    >>> solution is not None and (solution.data, solution.part(pig.START), solution.says(100))
    ('pig-solution.txt', 100, 'Pig to 100 is solved')
    >>> answer = solution.answers("", 2).unwrap()(pig.START._replace(target=2))
    >>> round(answer.value, 4), answer.best, round(answer.wins or 0, 4)
    (0.7143, 0, 0.8571)
    """

    data: str | None
    part: Callable[[C], int | None]
    answers: Callable[[str, int], Result[Callable[[C], SolutionAnswer], str]]
    says: Callable[[int], str]


@final
class Exact(NamedTuple):
    """An exact solver's answer: the score for the side to move, and what it cost.

    >>> Exact(score=0, nodes=1, entries=0).score
    0
    """

    score: int
    nodes: int
    entries: int


@final
@dataclass(frozen=True, slots=True)
class MoveList(Generic[C]):
    """A position given as the moves played from the start, and its exact solver.

    ``solve GAME --moves MOVES`` reads the moves with ``read``, solves the position
    with ``solve`` (in a child process, within a time budget) and says what the
    score means with ``meaning``.

    Attributes:
        notation: the name of the notation, for messages ("Connect Four's notation").
        example: a short move list, for messages.
        read: the position reached by a move list, or why there is none.
        solve: the exact score of the position after a move list, for the side to
            move; with ``weak`` true, only its sign (who wins).
        meaning: the words for a score: who moves, whether it is weak, the score.

    >>> from fnsearch.games.connect4 import game as connect4
    >>> moves = connect4.GAME.moves
    >>> moves is not None and (moves.notation, moves.read("4453").map(connect4.render))
    ("Connect Four's notation", <Success: ......./......./......./......./...O.../..OXX..>)
    """

    notation: str
    example: str
    read: Callable[[str], Result[C, str]]
    solve: Callable[[str, bool], Result[Exact, str]]
    meaning: Callable[[Player, bool, int], str]


@final
@dataclass(frozen=True, slots=True)
class Game(Generic[C]):
    """A game: its :class:`~fnsearch.core.config.Config` instance and all a program needs around it.

    Attributes:
        name: the name on the command line.
        summary: one line that says what the game is.
        example: a position in the text form, for help.
        instance: the ``Config[C]`` instance.
        start: the initial position.
        parse: reads a position from text; a ``Failure`` says what is wrong.
        render: the one-line text form of a position, which ``parse`` reads back.
        draw: a picture of a position, one or more lines.
        to_move: who moves in a position; ``None`` when positions do not say
            (explicit trees), and then White (MAX) moves unless told otherwise.
        evaluate: the default evaluation where a search stops early, or ``None``.
        order: the default move-ordering key, or ``None``.
        limits: the default limits of a command-line search.
        sides: how reports name the players.
        chance: for a game of chance, its :class:`ChanceRecord`: the
            program then searches it with the chance searches; ``None`` for a
            deterministic game.
        transpositions: whether a position can be reached by more than one order
            of moves, so that a command-line search gains from a transposition
            table. An explicit tree says no: its subtrees are its positions, so a
            table would hash whole subtrees and find nothing.
        naming: how a person playing the game types its moves and sees the
            board (:class:`~fnsearch.games.naming.Naming`); ``None`` numbers the
            successors from 1 in the instance's order and pictures a position
            with ``draw`` (:func:`fnsearch.games.moves.naming_of`).
        solution: where the game is solved ahead of time, its :class:`Solution`:
            ``solve`` then answers from it and ``play`` plays perfectly from it;
            ``None`` (the default) searches every position.
        moves: for a game whose positions can be given as the moves played from
            the start, its :class:`MoveList` (``solve GAME --moves ...``); ``None``
            when the game has none.
        sketch: how a position is drawn small in the picture and the page of a
            traced search (:mod:`fnsearch.games.sketch`); ``None`` draws its text.

    >>> from fnsearch.games.connect4 import game as connect4
    >>> connect4.GAME.limits, connect4.GAME.to_move is connect4.to_move
    (Limits(depth=None, seconds=2.0), True)
    >>> connect4.GAME.naming is connect4.NAMING, connect4.NAMING.say(7)
    (True, 'column 7')
    """

    name: str
    summary: str
    example: str
    instance: Config[C]
    start: C
    parse: Callable[[str], Result[C, str]]
    render: Callable[[C], str]
    draw: Callable[[C], str]
    to_move: Callable[[C], Player] | None
    evaluate: Evaluation[C] | None = None
    order: Evaluation[C] | None = None
    limits: Limits = NO_LIMITS
    sides: Sides = Sides("White", "Black")  # noqa: RUF009  # a NamedTuple: immutable, safe to share
    transpositions: bool = True
    chance: ChanceRecord[C] | None = None
    naming: Naming[C] | None = None
    solution: Solution[C] | None = None
    moves: MoveList[C] | None = None
    sketch: Callable[[C], Sketch] | None = None

    def at(self, text: str | None, use: GameUser[_R], /) -> Result[_R, str]:
        """Parse ``text`` (``None``: take the start), then ``use`` this record and the position.

        >>> from fnsearch.games import nim
        >>> nim.GAME.at("4", lambda game, pile: game.render(pile))
        <Success: 4 white>
        >>> nim.GAME.at(None, lambda game, pile: game.render(pile))
        <Success: 10 white>
        >>> nim.GAME.at("four", lambda game, pile: game.render(pile))
        <Failure: expected a number of coins, optionally followed by white/w or black/b>
        """
        return _position(self, text).map(lambda config: use(self, config))

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


def _position(record: Game[C], text: str | None) -> Result[C, str]:
    """The position ``text`` reads as, or the record's start when there is no text."""
    return Success(record.start) if text is None else record.parse(text)


@final
@dataclass(frozen=True, slots=True)
class Family:
    """A family of games, one per position text: the text says which game it is in.

    Attributes:
        name: the name on the command line.
        summary: one line that says what the games are.
        example: a position in the text form, for help.
        member: the game a position text belongs to, or why none does.
        start: the position text of the member played when none is given; it
            opens at that member's start.

    >>> from fnsearch.games.mnk import game as mnk
    >>> mnk.GAME.at("X.../.O../..../.... k=3", lambda game, position: game.summary)
    <Success: the m,n,k-game on 4 × 4 with 3 in a row>
    >>> mnk.GAME.at(None, lambda game, position: game.render(position))
    <Success: .../.../...>
    """

    name: str
    summary: str
    example: str
    member: Callable[[str], Result[AnyGame, str]]
    start: str

    def at(self, text: str | None, use: GameUser[_R], /) -> Result[_R, str]:
        """Find the member game ``text`` belongs to, then open it on ``text``.

        ``None`` opens the member that :attr:`start` names at its start.
        """
        return (
            self.member(self.start).bind(lambda game: game.at(None, use))
            if text is None
            else self.member(text).bind(lambda game: game.at(text, use))
        )

    def __repr__(self) -> str:
        return f"<Family {self.name}>"
