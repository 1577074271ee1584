"""The ``Game`` record: a :class:`~fnsearch.core.config.Config` instance and all a program needs.

Records of different configuration types are held as :class:`AnyGame` and opened by
:meth:`Game.at` with a function generic in ``C`` (a :class:`GameUser`).
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
_R = TypeVar("_R")
_R_co = TypeVar("_R_co", covariant=True)


@final
class Limits(NamedTuple):
    """How far a command-line search goes by default: a depth, a time budget, or neither."""

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
    """How a game names its two players in reports."""

    white: str = "White"
    black: str = "Black"

    def of(self, player: Player) -> str:
        """The name of ``player``."""
        return self.white if player is WHITE else self.black


class GameUser(Protocol[_R_co]):
    """A function of a game record and one of its positions, for any configuration type."""

    def __call__(self, game: Game[C], config: C, /) -> _R_co:
        """Use ``config``, a position of ``game``."""


class AnyGame(Protocol):
    """Some :class:`Game` (or :class:`Family` of games), its configuration type unknown."""

    @property
    def name(self) -> str:
        """The name on the command line."""

    @property
    def summary(self) -> str:
        """One line that says what the game is."""

    @property
    def example(self) -> str:
        """A position in the text form, for help."""

    def at(self, text: str | None, use: GameUser[_R], /) -> Result[_R, str]:
        """Read the position ``text`` (``None``: the start), then ``use`` the game and it."""


@final
@dataclass(frozen=True, slots=True)
class ChanceRecord(Generic[C]):
    """What a game of chance adds to its record: the chance searches' instance and bounds."""

    instance: FractionalChanceConfig[C]
    evaluate: Callable[[C], Score] | None
    bounds: Callable[[C], tuple[Score, Score]]
    """The bounds ``(lower, upper)`` of every score reachable from a position."""


@final
class SolutionAnswer(NamedTuple):
    """White's expected score, the index of the best move (``None``: no choice), White's chance."""

    value: float
    best: int | None
    wins: float | None = None


@final
@dataclass(frozen=True, slots=True)
class Solution(Generic[C]):
    """A game solved ahead of time: the data file that holds it and how positions are answered."""

    data: str | None
    """The data file's name among the package's data, or ``None`` (no file)."""
    part: Callable[[C], int | None]
    """Which part of the solution answers a position, ``None``: not solved there."""
    answers: Callable[[str, int], Result[Callable[[C], SolutionAnswer], str]]
    """From the file's text and a part, the function answering its positions."""
    says: Callable[[int], str]
    """What ``play`` says of a part it plays perfectly from."""


@final
class ExactSolution(NamedTuple):
    """The exact score for the side to move (a weak one: its sign), the nodes searched, entries."""

    score: int
    nodes: int
    entries: int


@final
@dataclass(frozen=True, slots=True)
class MoveList(Generic[C]):
    """A position given as the moves played from the start, and its exact solver.

    ``read`` reaches the position of a move list; ``solve`` gives the exact score after one
    for the side to move (its sign if weak); ``meaning`` words a score (mover, weak, score).
    """

    notation: str
    example: str
    read: Callable[[str], Result[C, str]]
    solve: Callable[[str, bool], Result[ExactSolution, str]]
    meaning: Callable[[Player, bool, int], str]


@final
@dataclass(frozen=True, slots=True)
class Game(Generic[C]):
    """A game: its :class:`~fnsearch.core.config.Config` instance and all a program needs around it.

    Attributes:
        name: the name on the command line.
        summary: one line that says what the game is.
        example: a position in the text form, for help.
        parse: reads a position from text; a ``Failure`` says what is wrong.
        render: the one-line text form, which ``parse`` reads back.
        draw: a picture of a position, one or more lines.
        to_move: who moves in a position; ``None`` (explicit trees): White unless told.
        evaluate: the default evaluation where a search stops early, or ``None``.
        order: the default move-ordering key, or ``None``.
        limits: the default limits of a command-line search.
        sides: how reports name the players.
        transpositions: whether a position can be reached by more than one order of moves.
        chance: for a game of chance, its :class:`ChanceRecord`.
        naming: how a person types moves (``None``: successors numbered from 1).
        solution: where the game is solved ahead of time, its :class:`Solution`.
        moves: where positions can be given as moves played, its :class:`MoveList`.
        sketch: how a position is drawn small in a traced search (``None``: its text).
        worded: what a value found at a position says in words; ``None``: the number says it.
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
    worded: Callable[[C, int], str] | None = None

    def at(self, text: str | None, use: GameUser[_R], /) -> Result[_R, str]:
        """Parse ``text`` (``None``: take the start), then ``use`` this record and the position.

        >>> from fnsearch.games import nim
        >>> nim.GAME.at("four", lambda game, pile: game.render(pile))
        <Failure: expected a number of coins, optionally followed by white/w or black/b>
        """
        position: Result[C, str] = Success(self.start) if text is None else self.parse(text)
        return position.map(lambda config: use(self, config))

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


@final
@dataclass(frozen=True, slots=True)
class Family:
    """A family of games: ``member`` finds the game a text belongs to; ``start``: the default."""

    name: str
    summary: str
    example: str
    member: Callable[[str], Result[AnyGame, str]]
    start: str

    def at(self, text: str | None, use: GameUser[_R], /) -> Result[_R, str]:
        """Find the member game ``text`` belongs to (``None``: :attr:`start`'s), then open it."""
        return self.member(self.start if text is None else text).bind(
            lambda game: game.at(text, use)
        )

    def __repr__(self) -> str:
        return f"<Family {self.name}>"
