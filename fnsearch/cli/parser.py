"""The arguments of the command-line program: each subcommand's options, help and examples.

This module is part of the imperative shell: each function adds its subcommand's
arguments to an ``argparse`` parser, which :mod:`fnsearch.cli.main` builds once
and reads the command line with.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from typing import Final

from fnsearch.engine.options import ALGORITHMS
from fnsearch.games.registry import REGISTRY, Registry
from fnsearch.trace.practice import GRADES
from fnsearch.trace.words import LANGUAGES

__all__ = ["ARGUMENTS", "EXAMPLES", "games_help"]

EXAMPLES: Final[Mapping[str, str]] = {
    "demo": "examples:\n  python -m fnsearch demo",
    "solve": "examples:\n"
    '  python -m fnsearch solve tictactoe "X.O/.X./..O"\n'
    '  python -m fnsearch solve tree "((1,9),(4,5))" --player black\n'
    "  python -m fnsearch solve nim 10 --json\n"
    "  python -m fnsearch solve connect4 --moves 52753311433677442422121\n"
    "  python -m fnsearch solve connect4 --moves 274571537133166 --weak --json",
    "search": "examples:\n"
    "  python -m fnsearch search nim 10\n"
    '  python -m fnsearch search connect4 "......./......./......./......./......./......."'
    " --seconds 5 --progress\n"
    '  python -m fnsearch search tictactoe ".../.X./..." --depth 2 --json\n'
    '  python -m fnsearch search tictactoe "X.O/.X./..." --depth 1 --quiescence 2 --extensions 1',
    "trace": "examples:\n"
    '  python -m fnsearch trace tree "((3,12,8),(2,4,6),(14,5,2))"\n'
    '  python -m fnsearch trace tree "((3,12,8),(2,4,6),(14,5,2))" --algorithm minimax\n'
    '  python -m fnsearch trace tree "((3,12,8),(2,4,6),(14,5,2))" --png fig.png --html fig.html\n'
    '  python -m fnsearch trace tictactoe "XXO/.../O.." --depth 2\n'
    '  python -m fnsearch trace connect4 "......./......./......./......./O....../OXXX..."'
    " --depth 1 --quiescence 2\n"
    "  python -m fnsearch trace tree --random 3,3 --seed 7 --practice --html exercise.html\n"
    '  python -m fnsearch trace chancetree "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"\n'
    '  python -m fnsearch trace pig "90-95 +5 white" --depth 2 --algorithm expectiminimax\n'
    '  python -m fnsearch trace tictactoe "XXO/.../O.." --depth 2 --compare --html compare.html',
    "play": "examples:\n"
    "  python -m fnsearch play tictactoe\n"
    "  python -m fnsearch play tictactoe --first computer --explain\n"
    "  python -m fnsearch play connect4 --first computer --seconds 3\n"
    "  python -m fnsearch play connect4 --depth 4 --quiescence 4 --extensions 2\n"
    "  python -m fnsearch play pig --seed 7\n"
    '  python -m fnsearch play tree "((3,12,8),(2,4,6),(14,5,2))"',
    "practice": "examples:\n"
    "  python -m fnsearch practice verify 263f3d-14-18-e5f0\n"
    "  python -m fnsearch practice verify codes.txt --csv > results.csv\n"
    "  python -m fnsearch practice class week3 --random 3,3 --count 30 --evaluated 12,16\n"
    "\n"
    "exit code: 0 when every code is valid, 1 when one is not. A code's check\n"
    "catches typos and casual edits; it is no proof against a determined forger.",
    "exercise": "examples:\n  python -m fnsearch exercise course   # then: python -m pytest course",
    "check": "examples:\n"
    "  python -m fnsearch exercise exercises   # writes the skeleton (a clone has it)\n"
    "  python -m fnsearch check exercises/alpha_beta_skeleton.py\n"
    "  python -m fnsearch check solution.py --function alphabeta --json\n"
    "  python -m fnsearch check solution.py --gradescope /autograder/results\n"
    "\n"
    "exit code: 0 when every check passed, 1 when one failed, 2 for bad input.\n"
    "The solution runs in a fresh child process that may import only what the exercise\n"
    "allows, with a time and a memory limit: a grading aid, not a security sandbox.",
}
"""The examples closing each subcommand's help, by name."""


def games_help(registry: Registry = REGISTRY) -> str:
    """The games every subcommand takes, each with its summary and an example position.

    >>> print(games_help().splitlines()[0])
    games:
    """
    return "games:\n" + "\n".join(
        f"  {name:<10} {record.summary}\n  {'':<10} e.g. {record.example!r}"
        for name, record in registry.games.items()
    )


def _solve_arguments(parser: argparse.ArgumentParser, registry: Registry) -> None:
    parser.add_argument("game", help=f"the game: {registry.names()}")
    parser.add_argument("position", nargs="?", help="the position as text (see the games below)")
    parser.add_argument(
        "--player",
        metavar="white|black",
        help="who moves at the root of a tree (White by default); other positions say it",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--progress",
        action="store_true",
        help="report each completed depth on stderr (the default when stderr is a terminal)",
    )


def _exact(parser: argparse.ArgumentParser, registry: Registry) -> None:
    _solve_arguments(parser, registry)
    parser.add_argument(
        "--moves",
        metavar="COLUMNS",
        help="connect4 only, instead of POSITION: the columns 1-7 played from the empty"
        " board (e.g. 4453), solved exactly by the bitboard solver",
    )
    parser.add_argument(
        "--weak",
        action="store_true",
        help="with --moves: only whether the side to move wins, draws or loses (faster)",
    )
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="with --moves: the time the exact solver may take (default 60 s)",
    )


def _search(parser: argparse.ArgumentParser, registry: Registry) -> None:
    _solve_arguments(parser, registry)
    parser.add_argument(
        "--depth",
        metavar="N",
        help="search N plies (0 to 200); on connect4 and big m,n,k boards, deepen to N"
        " within their time budget",
    )
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="deepen iteratively while S seconds last, at most 3600 (default: to the end,"
        " or 2 s for connect4 and m,n,k boards of more than 9 cells)",
    )
    _beyond_arguments(parser)


def _beyond_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--quiescence",
        metavar="Q",
        help="at the depth limit, search on up to Q plies of noisy moves (wins, blocks,"
        " threats) until the position is quiet (tictactoe, connect4)",
    )
    parser.add_argument(
        "--extensions",
        metavar="E",
        help="search a forced position (one move, or a threat to parry) a ply deeper,"
        " at most E times along a line (tictactoe, connect4)",
    )


def _trace(parser: argparse.ArgumentParser, registry: Registry) -> None:
    _solve_arguments(parser, registry)
    parser.add_argument("--depth", metavar="N", help="trace N plies (0 to 200)")
    _beyond_arguments(parser)
    parser.add_argument(
        "--algorithm",
        choices=ALGORITHMS,
        default=None,
        help="the sheet's fail-hard alpha-beta (the default), the lecture's fail-soft variant,"
        " or minimax, which looks at every leaf; in a game of chance, star1 (the default),"
        " star2 or expectiminimax",
    )
    parser.add_argument("--svg", metavar="FILE", help="also draw the searched tree as SVG")
    parser.add_argument("--png", metavar="FILE", help="also draw the searched tree as PNG")
    parser.add_argument(
        "--html", metavar="FILE", help="also write a page that steps through the search"
    )
    parser.add_argument(
        "--compare",
        action="store_true",
        help="with --html: the page shows the position searched by minimax, alpha-beta,"
        " alpha-beta with move ordering and with a table (a game of chance: by"
        " expectiminimax, star1 and star2), side by side where they fit, else one tab"
        " each, with their counts",
    )
    _exercise_arguments(parser)


def _lang_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        default="en",
        help="the language of the output and the pages: en (the default) or de, German in the"
        " lecture's terms",
    )


def _exercise_arguments(parser: argparse.ArgumentParser, *, practice: bool = True) -> None:
    _lang_argument(parser)
    if practice:
        parser.add_argument(
            "--practice",
            action="store_true",
            help="with --html: write the page as an exercise, values and cuts hidden, each"
            " answer checked and explained (the same command without it writes the solution)",
        )
    parser.add_argument(
        "--grade",
        choices=GRADES,
        help="with --practice: whose values count, the lecture's alpha-beta (fail-soft) and"
        " the sheet's fail-hard one (both, the default), or only one of them",
    )
    parser.add_argument(
        "--random",
        metavar="B,D",
        help="instead of a position: trace a random tree with B children at each node, D plies"
        " deep (at most 1024 leaves)",
    )
    parser.add_argument(
        "--leaves",
        metavar="LO,HI",
        help="with --random: the range of the leaves (default 0,20; a negative one as"
        " --leaves=-9,9)",
    )
    parser.add_argument(
        "--seed",
        metavar="S",
        help="with --random: the seed, a whole number (default 0); the same seed draws the"
        " same tree on every machine",
    )


def _play(parser: argparse.ArgumentParser, registry: Registry) -> None:
    parser.add_argument("game", help=f"the game: {registry.names()}")
    parser.add_argument(
        "position", nargs="?", help="the position to start from (default: the game's start)"
    )
    parser.add_argument(
        "--first", metavar="human|computer", help="who moves first (default: human)"
    )
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--depth", metavar="N", help="the computer searches exactly N plies")
    budget.add_argument(
        "--seconds",
        metavar="S",
        help="the computer deepens iteratively while S seconds last (default: the game's"
        " limits, as for search)",
    )
    parser.add_argument(
        "--seed",
        metavar="N",
        help="in a game of chance, roll the dice from seed N (a whole number), for a game"
        " that can be played again",
    )
    parser.add_argument(
        "--explain",
        action="store_true",
        help="after each of the computer's moves, show the value it found for each of its"
        " moves and the line it expects (typing ? or why at the prompt shows this for its"
        " last move)",
    )
    _beyond_arguments(parser)
    _lang_argument(parser)


def _check(parser: argparse.ArgumentParser, registry: Registry) -> None:
    parser.add_argument("file", help="the Python file of the solution")
    parser.add_argument(
        "--function",
        metavar="NAME",
        default="alpha_beta",
        help="the solution's function, called as NAME(instance, config, player, alpha, beta)"
        " (default: alpha_beta)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--gradescope",
        metavar="PATH",
        help="also write Gradescope's results.json to PATH (PATH/results.json for a folder)",
    )
    parser.add_argument(
        "--seconds",
        metavar="S",
        help="how long the solution may run, all searches together (default: 60)",
    )
    _lang_argument(parser)


def _practice(parser: argparse.ArgumentParser, _: Registry) -> None:
    parser.add_argument(
        "action",
        choices=("verify", "class"),
        help="verify: read students' result codes; class: write a class's exercises and key",
    )
    parser.add_argument(
        "codes",
        nargs="+",
        metavar="CODE|DIR",
        help="verify: result codes, or files of them, one a line; class: the folder to write",
    )
    parser.add_argument(
        "--csv", action="store_true", help="verify: print code,exercise,points,out_of,valid lines"
    )
    parser.add_argument(
        "--count", metavar="N", dest="exercises", help="class: how many exercises (default 30)"
    )
    parser.add_argument(
        "--evaluated",
        metavar="LO,HI",
        help="class: only trees whose search evaluates LO to HI leaves (the fewer, the more"
        " alpha-beta prunes)",
    )
    _exercise_arguments(parser, practice=False)


def _exercise(parser: argparse.ArgumentParser, _: Registry) -> None:
    parser.add_argument("folder", help="the folder to write into (made if need be)")


ARGUMENTS: Final[Mapping[str, Callable[[argparse.ArgumentParser, Registry], None]]] = {
    "solve": _exact,
    "search": _search,
    "trace": _trace,
    "play": _play,
    "check": _check,
    "practice": _practice,
    "exercise": _exercise,
}
"""How each subcommand declares its arguments; the registry names the games in the help."""
