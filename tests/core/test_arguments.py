"""Every public search refuses a wrong argument at its root with one line, never a value.

The property tests draw wrong values for each argument of each public search; the
regression tests are the cases of an independent trial that used to answer a value
that looked right (or a bare builtin error). A position valued by something other
than the documented type is refused naming the position; a depth beyond the ply
limit on a game with a cycle is refused at the ply limit; a table carried into a
search with another evaluation misses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from itertools import count
from typing import Final

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from returns.result import Failure

from fnsearch import (
    BUILD,
    WHITE,
    ChanceOptions,
    Player,
    SearchOptions,
    alpha_beta,
    alpha_beta_soft,
    best_next_config,
    empty_table,
    expectiminimax,
    iterative_deepening,
    minimax,
    search,
    star1,
    star2,
)
from fnsearch.chance.options import PLY_LIMIT as CHANCE_PLY_LIMIT
from fnsearch.classic.alpha_beta import alpha_beta_room
from fnsearch.classic.hughes import evaluator, hughes_evaluate
from fnsearch.classic.root import PLY_LIMIT
from fnsearch.cli.parallel import parallel_search, parallel_solve
from fnsearch.core.contract import ContractError, shown
from fnsearch.engine.nullwindow import null_window
from fnsearch.engine.options import MAX_PLY_LIMIT as ENGINE_MAX_PLY_LIMIT
from fnsearch.games.chancetree.game import CHANCE_TREE, ChanceTree, parse
from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG

CHANCE_ROOT: Final = parse("max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))").unwrap()

_COMPILED_REFUSAL: Final = "(compiled)"

Call = Callable[[object], object]
"""A public search called with one argument replaced by the value given."""

# Per public search and argument: the call with that argument replaced. Every other
# argument is a valid one.
CALLS: Final[dict[str, dict[str, Call]]] = {
    "minimax": {
        "player": lambda v: minimax(TREE_CONFIG, FIGURE_5_2, v),  # type: ignore[arg-type]
        "depth": lambda v: minimax(TREE_CONFIG, FIGURE_5_2, WHITE, depth=v),  # type: ignore[arg-type]
        "evaluate": lambda v: minimax(TREE_CONFIG, FIGURE_5_2, WHITE, depth=1, evaluate=v),  # type: ignore[arg-type]
        "ply_limit": lambda v: minimax(TREE_CONFIG, FIGURE_5_2, WHITE, ply_limit=v),  # type: ignore[arg-type]
    },
    **{
        name: {
            "player": lambda v, f=function: f(TREE_CONFIG, FIGURE_5_2, v),  # type: ignore[misc]
            "alpha": lambda v, f=function: f(TREE_CONFIG, FIGURE_5_2, WHITE, alpha=v),  # type: ignore[misc]
            "beta": lambda v, f=function: f(TREE_CONFIG, FIGURE_5_2, WHITE, beta=v),  # type: ignore[misc]
            "ply_limit": lambda v, f=function: f(TREE_CONFIG, FIGURE_5_2, WHITE, ply_limit=v),  # type: ignore[misc]
        }
        for name, function in (
            ("alpha_beta", alpha_beta),
            ("alpha_beta_soft", alpha_beta_soft),
            ("alpha_beta_room", alpha_beta_room),
        )
    },
    "best_next_config": {
        "player": lambda v: best_next_config(TREE_CONFIG, FIGURE_5_2, v),  # type: ignore[arg-type]
    },
    "hughes_evaluate": {
        "player": lambda v: hughes_evaluate(TREE_CONFIG, FIGURE_5_2, v),  # type: ignore[arg-type]
        "depth": lambda v: hughes_evaluate(TREE_CONFIG, FIGURE_5_2, WHITE, depth=v),  # type: ignore[arg-type]
        "evaluate": lambda v: hughes_evaluate(TREE_CONFIG, FIGURE_5_2, WHITE, depth=1, evaluate=v),  # type: ignore[arg-type]
        "ply_limit": lambda v: hughes_evaluate(TREE_CONFIG, FIGURE_5_2, WHITE, ply_limit=v),  # type: ignore[arg-type]
    },
    "evaluator": {
        "stages": lambda v: evaluator(TREE_CONFIG, WHITE, stages=v),  # type: ignore[arg-type]
    },
    **{
        name: {
            "player": lambda v, f=function: f(TREE_CONFIG, FIGURE_5_2, v),  # type: ignore[misc]
            "options": lambda v, f=function: f(TREE_CONFIG, FIGURE_5_2, WHITE, v),  # type: ignore[misc]
            **{
                keyword: lambda v, f=function, k=keyword: f(  # type: ignore[misc]
                    TREE_CONFIG, FIGURE_5_2, WHITE, **{k: v}
                )
                for keyword in (
                    "depth",
                    "evaluate",
                    "order",
                    "killers",
                    "table",
                    "alpha",
                    "beta",
                    "trace",
                    "ply_limit",
                )
            },
        }
        for name, function in (("search", search), ("null_window", null_window))
    },
    "iterative_deepening": {
        "player": lambda v: list(iterative_deepening(TREE_CONFIG, FIGURE_5_2, v, max_depth=2)),  # type: ignore[arg-type]
        "max_depth": lambda v: list(
            iterative_deepening(TREE_CONFIG, FIGURE_5_2, WHITE, max_depth=v)  # type: ignore[arg-type]
        ),
    },
    "parallel_search": {
        "player": lambda v: _parallel(player=v),
        "options": lambda v: _parallel(options=v),
        "workers": lambda v: _parallel(workers=v),
        "executor": lambda v: _parallel(executor=v),
    },
    "parallel_solve": {
        "workers": lambda v: parallel_solve("4", workers=v),  # type: ignore[arg-type]
        "executor": lambda v: parallel_solve("4", executor=v),  # type: ignore[arg-type]
    },
    **{
        name: {
            "player": lambda v, f=function: f(CHANCE_TREE, CHANCE_ROOT, v, _bounds()),  # type: ignore[misc]
            "options": lambda v, f=function: f(CHANCE_TREE, CHANCE_ROOT, WHITE, v),  # type: ignore[misc]
            **{
                keyword: lambda v, f=function, k=keyword: f(  # type: ignore[misc]
                    CHANCE_TREE, CHANCE_ROOT, WHITE, _bounds()._replace(**{k: v})
                )
                for keyword in ("depth", "evaluate", "lower", "upper", "trace", "ply_limit")
            },
        }
        for name, function in (
            ("expectiminimax", expectiminimax),
            ("star1", star1),
            ("star2", star2),
        )
    },
}


def _bounds() -> ChanceOptions[ChanceTree]:
    return ChanceOptions(lower=0, upper=9)


def _parallel(**changes: object) -> object:
    # A thread pool: what is refused is refused before any search is submitted.
    with ThreadPoolExecutor(max_workers=2) as pool:
        arguments: dict[str, object] = {"player": WHITE, "executor": pool, **changes}
        player = arguments.pop("player")
        return parallel_search(TREE_CONFIG, FIGURE_5_2, player, **arguments)  # type: ignore[arg-type]


_NOT_A_NUMBER: Final = st.one_of(
    st.text(max_size=3), st.none(), st.dictionaries(st.text(max_size=2), st.integers(), max_size=2)
)
_INEXACT: Final = st.one_of(
    st.floats(allow_nan=False), st.booleans(), st.fractions().filter(lambda f: f.denominator > 1)
)

WRONG: Final[dict[str, st.SearchStrategy[object]]] = {
    "player": st.one_of(st.integers(), st.booleans(), st.floats(), _NOT_A_NUMBER),
    "depth": st.one_of(st.integers(max_value=-1), _INEXACT, st.text(max_size=3)),
    "max_depth": st.one_of(st.integers(max_value=-1), _INEXACT, _NOT_A_NUMBER),
    "alpha": st.one_of(_INEXACT, _NOT_A_NUMBER, st.integers(min_value=2**62 + 1)),
    "beta": st.one_of(_INEXACT, _NOT_A_NUMBER, st.integers(max_value=-(2**62) - 1)),
    "ply_limit": st.one_of(
        st.integers(max_value=0),
        st.integers(min_value=max(PLY_LIMIT, CHANCE_PLY_LIMIT) + 1),
        _INEXACT,
        _NOT_A_NUMBER,
    ),
    "evaluate": st.one_of(st.integers(), st.text(min_size=1, max_size=3), st.floats()),
    "order": st.one_of(st.integers(), st.text(min_size=1, max_size=3)),
    "killers": st.one_of(st.integers(), st.text(max_size=3), st.none()),
    "trace": st.one_of(st.integers(), st.text(max_size=3), st.none()),
    "table": st.one_of(st.dictionaries(st.integers(), st.integers(), max_size=2), st.integers()),
    "stages": st.one_of(
        st.integers(),
        st.text(max_size=3),
        st.tuples(st.booleans()),
        st.dictionaries(st.text(max_size=2), st.booleans(), max_size=2),
    ),
    "options": st.one_of(
        st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
        st.integers(),
        st.text(max_size=3),
    ),
    "workers": st.one_of(st.integers(max_value=0), _INEXACT, st.text(max_size=3)),
    "executor": st.one_of(st.integers(), st.text(max_size=3)),
    "lower": st.one_of(st.floats(allow_nan=False), st.booleans(), _NOT_A_NUMBER),
    "upper": st.one_of(st.floats(allow_nan=False), st.booleans(), _NOT_A_NUMBER),
}

# The engine honours a longer ply limit than the lecture's searches.
_ENGINE: Final = {
    "ply_limit": st.one_of(
        st.integers(max_value=0),
        st.integers(min_value=ENGINE_MAX_PLY_LIMIT + 1),
        _INEXACT,
        _NOT_A_NUMBER,
    ),
}

CASES: Final = sorted((search, argument) for search, calls in CALLS.items() for argument in calls)


@pytest.mark.parametrize(("name", "argument"), CASES)
# Seventy searches and arguments, each with a few kinds of wrong value: 25 examples each.
@settings(max_examples=25)
@given(data=st.data())
def test_a_wrong_argument_is_refused_with_one_line_naming_it(
    name: str, argument: str, data: st.DataObject
) -> None:
    engine = name in ("search", "null_window")
    value = data.draw(
        _ENGINE.get(argument, WRONG[argument]) if engine else WRONG[argument], label=argument
    )
    message = _refusal(lambda: CALLS[name][argument](value), compiled=name not in _CLASSIC)
    assert "\n" not in message
    if not message.startswith(_COMPILED_REFUSAL):
        assert argument in message
        assert shown(value) in message or repr(value)[:40] in message


# The lecture's searches refuse a wrong argument with the same ContractError in both builds.
_CLASSIC: Final = frozenset(
    {
        "minimax",
        "alpha_beta",
        "alpha_beta_soft",
        "alpha_beta_room",
        "best_next_config",
        "hughes_evaluate",
    }
)


def _refusal(call: Callable[[], object], *, compiled: bool = True) -> str:
    """The one-line message of what ``call`` answered: a contract error or a ``Failure``.

    Compiled, a function's own signature may refuse an argument of another type than it
    declares (a ``str`` for a ``Player``, a float for an ``int``) before the check does,
    with a one-line ``TypeError`` naming the type expected; where ``compiled`` allows
    it, it is returned as the argument's name and message, so that the assertions read
    the same.
    """
    try:
        answer = call()
    except ContractError as error:
        return str(error)
    except TypeError as error:
        error_text = str(error)
    else:
        assert isinstance(answer, Failure), f"answered {answer!r}"
        return str(answer.failure())
    assert compiled, f"a TypeError, not a ContractError: {error_text}"
    assert BUILD.compiled, f"a TypeError in the pure build: {error_text}"
    assert re.fullmatch(r"[\w. ]+ object expected; got [\w.]+", error_text), error_text
    return f"{_COMPILED_REFUSAL} {error_text}"


# --- the trial's cases ---------------------------------------------------------------------

TRIAL: Final[dict[str, Callable[[], object]]] = {
    "alpha_beta with 'WHITE'": lambda: alpha_beta(TREE_CONFIG, FIGURE_5_2, "WHITE"),  # type: ignore[arg-type]
    "alpha_beta_room with 1": lambda: alpha_beta_room(TREE_CONFIG, FIGURE_5_2, 1),  # type: ignore[arg-type]
    "alpha_beta_soft with None": lambda: alpha_beta_soft(TREE_CONFIG, FIGURE_5_2, None),  # type: ignore[arg-type]
    "expectiminimax with 'WHITE'": lambda: expectiminimax(CHANCE_TREE, CHANCE_ROOT, "WHITE"),  # type: ignore[arg-type]
    "star1 with 'WHITE'": lambda: star1(CHANCE_TREE, CHANCE_ROOT, "WHITE", _bounds()),  # type: ignore[arg-type]
    "minimax depth=2.5": lambda: minimax(TREE_CONFIG, FIGURE_5_2, WHITE, depth=2.5),  # type: ignore[arg-type]
    "minimax depth=True": lambda: minimax(TREE_CONFIG, FIGURE_5_2, WHITE, depth=True),
    "expectiminimax depth=2.5": lambda: expectiminimax(
        CHANCE_TREE,
        CHANCE_ROOT,
        WHITE,
        ChanceOptions(depth=2.5),  # type: ignore[arg-type]
    ),
    "alpha_beta beta=2.5": lambda: alpha_beta(TREE_CONFIG, FIGURE_5_2, WHITE, alpha=-1, beta=2.5),  # type: ignore[arg-type]
    "alpha_beta_room alpha=2.5": lambda: alpha_beta_room(TREE_CONFIG, FIGURE_5_2, WHITE, alpha=2.5),  # type: ignore[arg-type]
    "alpha_beta_soft beta='9'": lambda: alpha_beta_soft(TREE_CONFIG, FIGURE_5_2, WHITE, beta="9"),  # type: ignore[arg-type]
    "minimax evaluating 2**62": lambda: minimax(
        TREE_CONFIG, FIGURE_5_2, WHITE, depth=1, evaluate=lambda t: 2**62
    ),
    "minimax evaluating True": lambda: minimax(
        TREE_CONFIG, FIGURE_5_2, WHITE, depth=1, evaluate=lambda t: True
    ),
    "search evaluating True": lambda: search(
        TREE_CONFIG, FIGURE_5_2, WHITE, depth=1, evaluate=lambda t: True
    ),
    "search killers='no'": lambda: search(TREE_CONFIG, FIGURE_5_2, WHITE, killers="no"),
    "search trace='yes'": lambda: search(TREE_CONFIG, FIGURE_5_2, WHITE, trace="yes"),
    "search options={...}": lambda: search(TREE_CONFIG, FIGURE_5_2, WHITE, {"depth": 1}),  # type: ignore[arg-type]
    "search table={}": lambda: search(TREE_CONFIG, FIGURE_5_2, WHITE, table={}),
    "search order='abc'": lambda: search(TREE_CONFIG, FIGURE_5_2, WHITE, order="abc"),
    "star1 lower=None": lambda: star1(
        CHANCE_TREE,
        CHANCE_ROOT,
        WHITE,
        ChanceOptions(lower=None, upper=9),  # type: ignore[arg-type]
    ),
    "expectiminimax options={...}": lambda: expectiminimax(
        CHANCE_TREE,
        CHANCE_ROOT,
        WHITE,
        {"depth": 1},  # type: ignore[arg-type]
    ),
}


@pytest.mark.parametrize("case", sorted(TRIAL))
def test_the_trials_wrong_arguments_are_refused(case: str) -> None:
    assert "\n" not in _refusal(TRIAL[case], compiled=case.split()[0] not in _CLASSIC)


class Leaves:
    """A root with two final successors valued ``value``: a game whose score is of any type."""

    def __init__(self, value: object) -> None:
        self.value = value

    def score(self, position: str, /) -> int:
        return self.value  # type: ignore[return-value]  # the point: a score of another type

    def successors(self, position: str, player: Player, /) -> Iterator[str]:
        return iter(("left", "right"))

    def is_final(self, position: str, /) -> bool:
        return position != "root"

    def is_chance(self, position: str, /) -> bool:
        return False

    def outcomes(self, position: str, /) -> Iterator[tuple[Fraction, str]]:
        return iter(())

    def to_move(self, position: str, /) -> Player:
        return WHITE


DETERMINISTIC: Final[dict[str, Callable[[Leaves], object]]] = {
    "minimax": lambda game: minimax(game, "root", WHITE),
    "alpha_beta": lambda game: alpha_beta(game, "root", WHITE),
    "alpha_beta_soft": lambda game: alpha_beta_soft(game, "root", WHITE),
    "alpha_beta_room": lambda game: alpha_beta_room(game, "root", WHITE),
    "search": lambda game: search(game, "root", WHITE),
}
CHANCE: Final[dict[str, Callable[[Leaves], object]]] = {
    "expectiminimax": lambda game: expectiminimax(game, "root", WHITE),
    "star1": lambda game: star1(game, "root", WHITE, ChanceOptions[str](lower=0, upper=9)),
    "star2": lambda game: star2(game, "root", WHITE, ChanceOptions[str](lower=0, upper=9)),
}
_WRONG_SCORES: Final = st.one_of(
    st.booleans(), st.floats(), st.text(max_size=3), st.none(), st.tuples(st.integers())
)


@pytest.mark.parametrize("name", sorted(DETERMINISTIC))
@given(score=st.one_of(_WRONG_SCORES, st.fractions()))
def test_a_score_of_the_wrong_type_is_refused_naming_the_position(name: str, score: object) -> None:
    message = _refusal(lambda: DETERMINISTIC[name](Leaves(score)), compiled=name not in _CLASSIC)
    assert "'left'" in message


@pytest.mark.parametrize("name", sorted(CHANCE))
@given(score=_WRONG_SCORES)
def test_a_chance_score_of_the_wrong_type_is_refused_naming_the_position(
    name: str, score: object
) -> None:
    message = _refusal(lambda: CHANCE[name](Leaves(score)))
    assert "'left'" in message


class Cycle:
    """Two positions, each the other's only successor: a game with a cycle and no end."""

    def score(self, position: int, /) -> int:
        return 0

    def successors(self, position: int, player: Player, /) -> Iterator[int]:
        return iter((1 - position,))

    def is_final(self, position: int, /) -> bool:
        return False

    def is_chance(self, position: int, /) -> bool:
        return position == 1

    def outcomes(self, position: int, /) -> Iterator[tuple[Fraction, int]]:
        return iter(((Fraction(1), 0),))

    def to_move(self, position: int, /) -> Player:
        return WHITE


DEEP: Final[dict[str, Callable[[int], object]]] = {
    "minimax": lambda depth: minimax(Cycle(), 0, WHITE, depth=depth, evaluate=lambda p: 0),
    "search": lambda depth: search(Cycle(), 0, WHITE, depth=depth, evaluate=lambda p: 0),
    "expectiminimax": lambda depth: expectiminimax(
        Cycle(), 0, WHITE, ChanceOptions(depth=depth, evaluate=lambda p: 0)
    ),
    "star2": lambda depth: star2(
        Cycle(), 0, WHITE, ChanceOptions(depth=depth, evaluate=lambda p: 0, lower=-1, upper=1)
    ),
}


@pytest.mark.parametrize("name", sorted(DEEP))
@pytest.mark.parametrize("depth", [10**3, 10**9])
def test_a_cycle_searched_to_any_depth_is_refused_at_the_ply_limit(name: str, depth: int) -> None:
    with pytest.raises(ContractError, match=r"^the game has cycles or no end: [01] is not final"):
        DEEP[name](depth)


def test_a_table_filled_with_another_evaluation_never_changes_a_value() -> None:
    first = search(
        VECTOR_CONFIG, EMPTY, WHITE, depth=2, evaluate=lambda board: 1, table=empty_table()
    )
    assert first.table is not None
    assert len(first.table) > 0
    fresh = search(VECTOR_CONFIG, EMPTY, WHITE, depth=2, table=empty_table())
    reused = search(VECTOR_CONFIG, EMPTY, WHITE, depth=2, table=first.table)
    assert (reused.value, reused.best, reused.stats.hits) == (fresh.value, fresh.best, 0)
    assert fresh.value == 0
    # The same evaluation answers from the table as before.
    again = search(VECTOR_CONFIG, EMPTY, WHITE, SearchOptions(depth=2, table=fresh.table))
    assert again.value == 0
    assert again.stats.hits > 0


class Endless:
    """A root whose successors never end: each a final position scoring 0."""

    def score(self, position: int, /) -> int:
        return 0

    def successors(self, position: int, player: Player, /) -> Iterator[int]:
        return count(1)

    def is_final(self, position: int, /) -> bool:
        return position != 0

    def is_chance(self, position: int, /) -> bool:
        return False

    def outcomes(self, position: int, /) -> Iterator[tuple[Fraction, int]]:
        return iter(())

    def to_move(self, position: int, /) -> Player:
        return WHITE


class EndlessDice(Endless):
    """A root that is a chance node whose outcomes never end, each with probability 10**-6.

    The width is reached long before the probabilities would pass 1; a small common
    denominator keeps the sums cheap (halving probabilities would not).
    """

    def is_chance(self, position: int, /) -> bool:
        return position == 0

    def outcomes(self, position: int, /) -> Iterator[tuple[Fraction, int]]:
        return ((Fraction(1, 10**6), k) for k in count(1))


WIDE: Final[dict[str, Callable[[], object]]] = {
    "search": lambda: search(Endless(), 0, WHITE),
    "search, ordered, with killers": lambda: search(
        Endless(), 0, WHITE, order=lambda p: 0, killers=True, table=empty_table()
    ),
    "search, width 3": lambda: search(Endless(), 0, WHITE, width=3),
    "minimax": lambda: minimax(Endless(), 0, WHITE),
    "alpha_beta": lambda: alpha_beta(Endless(), 0, WHITE),
    "alpha_beta_soft": lambda: alpha_beta_soft(Endless(), 0, WHITE),
    "alpha_beta_room": lambda: alpha_beta_room(Endless(), 0, WHITE),
    "best_next_config": lambda: best_next_config(Endless(), 0, WHITE),
    "hughes_evaluate": lambda: hughes_evaluate(Endless(), 0, WHITE),
    "expectiminimax": lambda: expectiminimax(Endless(), 0, WHITE),
    "expectiminimax over outcomes": lambda: expectiminimax(EndlessDice(), 0, WHITE),
    "star2 over outcomes": lambda: star2(
        EndlessDice(), 0, WHITE, ChanceOptions[int](lower=-1, upper=1)
    ),
}


@pytest.mark.parametrize("name", sorted(WIDE))
def test_endless_successors_are_refused_at_the_width(name: str) -> None:
    with pytest.raises(ContractError, match=r"^0 has more than (100000|3) successors or outcomes"):
        WIDE[name]()


LECTURE: Final[dict[str, Callable[[int], object]]] = {
    "minimax": lambda limit: minimax(Cycle(), 0, WHITE, ply_limit=limit),
    "alpha_beta": lambda limit: alpha_beta(Cycle(), 0, WHITE, ply_limit=limit),
    "alpha_beta_soft": lambda limit: alpha_beta_soft(Cycle(), 0, WHITE, ply_limit=limit),
    "alpha_beta_room": lambda limit: alpha_beta_room(Cycle(), 0, WHITE, ply_limit=limit),
    "hughes_evaluate": lambda limit: hughes_evaluate(Cycle(), 0, WHITE, ply_limit=limit),
}


@pytest.mark.parametrize("name", sorted(LECTURE))
def test_the_largest_ply_limit_is_honoured_and_a_larger_one_refused(name: str) -> None:
    with pytest.raises(ContractError, match=r"^the game has cycles or no end: [01] is not final"):
        LECTURE[name](PLY_LIMIT)
    with pytest.raises(ContractError, match=rf"^bad argument ply_limit={PLY_LIMIT + 1}: "):
        LECTURE[name](PLY_LIMIT + 1)
