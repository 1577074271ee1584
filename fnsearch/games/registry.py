"""Every game the program knows, by name: one record per game module, in one registry.

A new game is a module with its :class:`~fnsearch.games.record.Game` record, and one line in
:data:`REGISTRY` (or ``REGISTRY.with_game(GAME)`` handed to ``fnsearch.cli.main.main``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, final

from returns.result import Failure, Result, Success

from fnsearch.core.contract import broken
from fnsearch.games import nim, tictactoe, tree
from fnsearch.games.chancetree import game as chancetree
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.mnk import game as mnk
from fnsearch.games.naming import listed
from fnsearch.games.pig import game as pig
from fnsearch.games.record import AnyGame


@final
@dataclass(frozen=True, slots=True, eq=False)
class Registry:
    """The games a program offers, in the order help lists them; equal only to itself."""

    records: tuple[AnyGame, ...]

    @property
    def games(self) -> Mapping[str, AnyGame]:
        """The records by name, in order."""
        return {record.name: record for record in self.records}

    def game(self, name: str) -> Result[AnyGame, str]:
        """The game registered as ``name``, or a message that lists the known names."""
        return next(
            (Success(record) for record in self.records if record.name == name),
            Failure(f"unknown game {name[:40]!r}: expected {self.names()}"),
        )

    def names(self, separator: str = ", ", last: str = " or ") -> str:
        """The registered names in one line, as messages and help list them."""
        return listed(tuple(record.name for record in self.records), separator, last)

    def with_game(self, record: AnyGame) -> Registry:
        """This registry and ``record`` after its games; a name given twice breaks the contract."""
        return registry(*self.records, record)

    def __repr__(self) -> str:
        return f"<Registry {self.names(', ', ', ')}>"


def registry(*records: AnyGame) -> Registry:
    """A registry of ``records``, in this order; their names must differ."""
    twice = [
        record.name
        for index, record in enumerate(records)
        if record.name in {other.name for other in records[:index]}
    ]
    return broken(f"the game {twice[0]!r} is registered twice") if twice else Registry(records)


REGISTRY: Final = registry(
    tictactoe.GAME,
    tree.GAME,
    nim.GAME,
    connect4.GAME,
    mnk.GAME,
    chancetree.GAME,
    pig.GAME,
)
"""The package's games, in the order help lists them: one line per game."""
