"""The arguments of the command-line program: each subcommand's options, help and examples."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from fnsearch.engine.options import ALGORITHMS
from fnsearch.games.registry import REGISTRY, Registry
from fnsearch.trace.practice import GRADES
from fnsearch.trace.words import LANGUAGES

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
    """The games every subcommand takes, each with its summary and an example position."""
    return "games:\n" + "\n".join(
        f"  {name:<10} {record.summary}\n  {'':<10} e.g. {record.example!r}"
        for name, record in registry.games.items()
    )


class _Argument(NamedTuple):
    name: str
    how: dict[str, Any]


class _OneOf(NamedTuple):
    """Arguments of which a command line gives at most one."""

    arguments: tuple[_Argument, ...]


def _arg(usage: str, help: str, **how: Any) -> _Argument:
    """``usage``: the name, then a value's metavar; with neither it nor choices, a flag."""
    name, *metavar = usage.split(" ")
    flag = name.startswith("--") and not metavar and "choices" not in how
    kind = {"metavar": metavar[0]} if metavar else {"action": "store_true"} if flag else {}
    return _Argument(name, {"help": help, **kind, **how})


_GAME: Final = _arg("game", "the game: {}")  # {}: the registry's games
_SOLVE: Final = (
    _GAME,
    _arg("position", "the position as text (see the games below)", nargs="?"),
    _arg(
        "--player white|black",
        "who moves at the root of a tree (White by default); other positions say it",
    ),
    _arg("--json", "print one JSON object"),
    _arg(
        "--progress",
        "report each completed depth on stderr (the default when stderr is a terminal)",
    ),
)
_BEYOND: Final = (
    _arg(
        "--quiescence Q",
        "at the depth limit, search on up to Q plies of noisy moves (wins, blocks,"
        " threats) until the position is quiet (tictactoe, connect4)",
    ),
    _arg(
        "--extensions E",
        "search a forced position (one move, or a threat to parry) a ply deeper,"
        " at most E times along a line (tictactoe, connect4)",
    ),
)
_LANG: Final = _arg(
    "--lang",
    "the language of the output and the pages: en (the default) or de, German in the"
    " lecture's terms",
    choices=tuple(LANGUAGES),
    default="en",
)
_RANDOM: Final = (
    _LANG,
    _arg(
        "--grade",
        "with --practice: whose values count, the lecture's alpha-beta (fail-soft) and"
        " the sheet's fail-hard one (both, the default), or only one of them",
        choices=GRADES,
    ),
    _arg(
        "--random B,D",
        "instead of a position: trace a random tree with B children at each node, D plies"
        " deep (at most 1024 leaves)",
    ),
    _arg(
        "--leaves LO,HI",
        "with --random: the range of the leaves (default 0,20; a negative one as --leaves=-9,9)",
    ),
    _arg(
        "--seed S",
        "with --random: the seed, a whole number (default 0); the same seed draws the"
        " same tree on every machine",
    ),
)
ARGUMENTS: Final[Mapping[str, tuple[_Argument | _OneOf, ...]]] = {
    "solve": (
        *_SOLVE,
        _arg(
            "--moves COLUMNS",
            "connect4 only, instead of POSITION: the columns 1-7 played from the empty"
            " board (e.g. 4453), solved exactly by the bitboard solver",
        ),
        _arg("--weak", "with --moves: only whether the side to move wins, draws or loses (faster)"),
        _arg("--seconds S", "with --moves: the time the exact solver may take (default 60 s)"),
    ),
    "search": (
        *_SOLVE,
        _arg(
            "--depth N",
            "search N plies (0 to 200); on connect4 and big m,n,k boards, deepen to N"
            " within their time budget",
        ),
        _arg(
            "--seconds S",
            "deepen iteratively while S seconds last, at most 3600 (default: to the end,"
            " or 2 s for connect4 and m,n,k boards of more than 9 cells)",
        ),
        *_BEYOND,
    ),
    "trace": (
        *_SOLVE,
        _arg("--depth N", "trace N plies (0 to 200)"),
        *_BEYOND,
        _arg(
            "--algorithm",
            "the sheet's fail-hard alpha-beta (the default), the lecture's fail-soft variant,"
            " or minimax, which looks at every leaf; in a game of chance, star1 (the default),"
            " star2 or expectiminimax",
            choices=ALGORITHMS,
            default=None,
        ),
        _arg("--svg FILE", "also draw the searched tree as SVG"),
        _arg("--png FILE", "also draw the searched tree as PNG"),
        _arg("--html FILE", "also write a page that steps through the search"),
        _arg(
            "--compare",
            "with --html: the page shows the position searched by minimax, alpha-beta,"
            " alpha-beta with move ordering and with a table (a game of chance: by"
            " expectiminimax, star1 and star2), side by side where they fit, else one tab"
            " each, with their counts",
        ),
        _RANDOM[0],
        _arg(
            "--practice",
            "with --html: write the page as an exercise, values and cuts hidden, each"
            " answer checked and explained (the same command without it writes the solution)",
        ),
        *_RANDOM[1:],
    ),
    "play": (
        _GAME,
        _arg("position", "the position to start from (default: the game's start)", nargs="?"),
        _arg("--first human|computer", "who moves first (default: human)"),
        _OneOf(
            (
                _arg("--depth N", "the computer searches exactly N plies"),
                _arg(
                    "--seconds S",
                    "the computer deepens iteratively while S seconds last (default: the"
                    " game's limits, as for search)",
                ),
            )
        ),
        _arg(
            "--seed N",
            "in a game of chance, roll the dice from seed N (a whole number), for a game"
            " that can be played again",
        ),
        _arg(
            "--explain",
            "after each of the computer's moves, show the value it found for each of its"
            " moves and the line it expects (typing ? or why at the prompt shows this for its"
            " last move)",
        ),
        *_BEYOND,
        _LANG,
    ),
    "check": (
        _arg("file", "the Python file of the solution"),
        _arg(
            "--function NAME",
            "the solution's function, called as NAME(instance, config, player, alpha, beta)"
            " (default: alpha_beta)",
            default="alpha_beta",
        ),
        _arg("--json", "print the report as JSON"),
        _arg(
            "--gradescope PATH",
            "also write Gradescope's results.json to PATH (PATH/results.json for a folder)",
        ),
        _arg("--seconds S", "how long the solution may run, all searches together (default: 60)"),
        _LANG,
    ),
    "practice": (
        _arg(
            "action",
            "verify: read students' result codes; class: write a class's exercises and key",
            choices=("verify", "class"),
        ),
        _arg(
            "codes CODE|DIR",
            "verify: result codes, or files of them, one a line; class: the folder to write",
            nargs="+",
        ),
        _arg("--csv", "verify: print code,exercise,points,out_of,valid lines"),
        _arg("--count N", "class: how many exercises (default 30)", dest="exercises"),
        _arg(
            "--evaluated LO,HI",
            "class: only trees whose search evaluates LO to HI leaves (the fewer, the more"
            " alpha-beta prunes)",
        ),
        *_RANDOM,
    ),
    "exercise": (_arg("folder", "the folder to write into (made if need be)"),),
}
"""Each subcommand's arguments, in the order its help lists them."""


def add_arguments(parser: argparse.ArgumentParser, command: str, registry: Registry) -> None:
    """Add ``command``'s arguments to ``parser``; the help of ``game`` names ``registry``'s."""
    for each in ARGUMENTS.get(command, ()):
        group = parser.add_mutually_exclusive_group() if isinstance(each, _OneOf) else parser
        for name, how in each.arguments if isinstance(each, _OneOf) else (each,):
            told = how["help"].format(registry.names()) if name == "game" else how["help"]
            group.add_argument(name, **{**how, "help": told})
