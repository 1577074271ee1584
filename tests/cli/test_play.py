"""The play command: whole games with scripted moves, refused moves, end of input, a terminal."""

from __future__ import annotations

import fcntl
import io
import os
import random
import re
import select
import signal
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Callable
from itertools import takewhile
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from fnsearch.classic.minimax import minimax
from fnsearch.cli.main import main
from fnsearch.cli.play import ABANDONED, INTERRUPTED, PAUSE, QUITTED, play
from fnsearch.cli.requests import PlayRequest
from fnsearch.core.config import BLACK, WHITE
from fnsearch.games import nim, tictactoe
from fnsearch.games.connect4 import game as connect4
from fnsearch.games.connect4.bitboard_game import from_moves
from fnsearch.games.connect4.game import to_position
from fnsearch.games.connect4.solver import solve
from fnsearch.games.moves import choices, read_move
from fnsearch.games.record import C, Game
from fnsearch.games.registry import REGISTRY
from fnsearch.reference.algorithms import minimax_depth
from tests.timing import children, end_left_behind, noticed, searching, started_at, wait_until

ROOT = Path(__file__).resolve().parents[2]


def _play(
    name: str,
    lines: list[str],
    position: str | None = None,
    first: str | None = None,
    depth: str | None = None,
    seconds: str | None = None,
) -> tuple[Result[str, str], str]:
    screen = io.StringIO()
    result = play(
        PlayRequest(name, position, first, depth, seconds),
        io.StringIO("".join(f"{line}\n" for line in lines)),
        screen,
    )
    return result, screen.getvalue()


# Whole games.

_ORDERS = [list(range(1, 10))] + [random.Random(seed).sample(range(1, 10), 9) for seed in range(7)]


@pytest.mark.parametrize("first", ["human", "computer"])
@pytest.mark.parametrize("order", _ORDERS, ids=lambda order: "".join(map(str, order)))
def test_the_computer_never_loses_tictactoe(order: list[int], first: str) -> None:
    # The human tries the cells in a fixed order, again and again: a taken cell is
    # refused and the next line is read, so every human move is the first free cell.
    result, screen = _play("tictactoe", [str(cell) for cell in order * 9], first=first)
    assert isinstance(result, Success)
    assert result.unwrap() in {
        "game over: a draw",
        "game over: White (X) wins, the computer wins",
        "game over: Black (O) wins, the computer wins",
    }
    assert "the computer: cell" in screen


def test_a_won_tictactoe_game_is_the_computers() -> None:
    # X plays 1, 2, 4, ... and leaves the diagonal and columns to O, who takes a win.
    result, screen = _play("tictactoe", ["1", "2", "4", "6", "8", "9"])
    assert result == Success("game over: Black (O) wins, the computer wins")
    assert screen.count("Black (O), the computer: cell") >= 2


def test_nim_the_human_wins_from_four_coins() -> None:
    # Take 1 (3 left); the computer leaves 2 or 1; take 2 (refused if 1 is left), then 1.
    result, screen = _play("nim", ["1", "2", "1"], position="4")
    assert result == Success("game over: White wins, you win")
    assert "Black, the computer: take" in screen


def test_a_game_of_nim_is_shown_move_by_move() -> None:
    result, screen = _play("nim", ["1", "2"], position="4")
    assert result == Success("game over: White wins, you win")
    assert re.fullmatch(
        "the coin game: take one or two coins, whoever takes the last coin wins\n"
        "you play White, the computer plays Black; the computer searches to the end of the game\n"
        "\n4 coins on the table: oooo\nyour move \\(coins to take 1 or 2\\): 1\n"
        "\n3 coins on the table: ooo\n"
        "Black, the computer: take 1 \\(value 1, depth 3, .* nodes, .* s\\)\n"
        "\n2 coins on the table: oo\nyour move \\(coins to take 1 or 2\\): 2\n"
        "\nno coins left\n",
        screen,
    )


def test_nim_the_computer_wins_from_ten_coins_when_it_moves_first() -> None:
    result, screen = _play("nim", ["1"] * 10, first="computer")
    assert result == Success("game over: White wins, the computer wins")
    assert screen.startswith("the coin game")
    assert "you play Black, the computer plays White" in screen


def test_nim_from_a_multiple_of_three_the_human_loses() -> None:
    result, _ = _play("nim", ["2", "1", "2", "1", "2", "1"], position="9")
    assert result == Success("game over: Black wins, the computer wins")


def test_a_tree_ends_on_a_leaf() -> None:
    result, screen = _play("tree", ["1"], first="computer")
    assert result == Success("game over: the leaf is worth 3 to White (MAX), who wants it high")
    assert "White (MAX), the computer: child 1 (value 3" in screen


def test_connect4_within_a_depth() -> None:
    result, screen = _play("connect4", ["4", "4"], depth="2")
    assert result == Success(ABANDONED)
    assert screen.count("Black (O), the computer: column") == 2
    assert "1 2 3 4 5 6 7" in screen


def test_the_computer_keeps_to_its_time_budget() -> None:
    # Each move of a deepening search ends at its budget: three moves of 0.4 s, checked
    # only against what a user would notice (tests/timing.py).
    started = time.monotonic()
    result, screen = _play("connect4", ["4", "4"], first="computer", seconds="0.4")
    took = time.monotonic() - started
    assert result == Success(ABANDONED)
    assert (
        screen.count("Black (O), the computer: column")
        + screen.count("White (X), the computer: column")
        == 3
    )
    assert took < noticed(3 * 0.4)


def test_the_computer_moves_when_no_search_finishes_in_time() -> None:
    result, screen = _play("connect4", [], first="computer", seconds="1e-9")
    assert result == Success(ABANDONED)
    assert "(no search finished within 1e-09 s: a one-ply search chooses)" in screen
    assert "White (X), the computer: column" in screen


def test_depth_zero_is_refused_in_play() -> None:
    result, _ = _play("nim", ["1"], depth="0")
    assert result == Failure("bad depth 0: the computer needs at least 1 ply to choose a move")


def test_mnk_defaults_to_three_by_three_and_takes_other_boards() -> None:
    result, screen = _play("mnk", [])
    assert result == Success(ABANDONED)
    assert "1 2 3\n4 5 6\n7 8 9" in screen
    result, screen = _play("mnk", ["17"], position="..../..../..../.... k=3", depth="1")
    assert result == Success(ABANDONED)
    assert "cell 17 does not exist" in screen
    assert "your move (cell 1 to 16)" in screen


@pytest.mark.parametrize(
    ("name", "position"),
    [("tictactoe", "XXX/OO./..."), ("nim", "0"), ("connect4", "......./" * 5 + "XXXXOOO")],
)
def test_a_finished_position_is_refused_in_one_line(
    name: str, position: str, capsys: pytest.CaptureFixture[str]
) -> None:
    result, screen = _play(name, [], position=position)
    assert result == Failure(
        "the game is over in this position: there is nothing to play (solve shows its value)"
    )
    assert screen == ""
    assert main(["play", name, position]) == 2
    assert capsys.readouterr().err.count("\n") == 1


@pytest.mark.parametrize(
    ("name", "position"),
    [("tictactoe", "X../.../..."), ("nim", "4 black"), ("connect4", "......./" * 5 + "...X...")],
)
def test_the_human_plays_the_side_to_move(name: str, position: str) -> None:
    _, screen = _play(name, [], position=position)
    assert screen.splitlines()[1].startswith("you play Black")


def _asked(name: str, lines: list[str]) -> tuple[Result[str, str], str]:
    return _play(name, lines, depth="1" if name == "connect4" else None)


@pytest.mark.parametrize("name", list(REGISTRY.games))
@pytest.mark.parametrize(
    ("help_word", "quit_word"), [("help", "quit"), ("?", "q"), (" HELP ", "Q")]
)
def test_help_and_quit_in_every_game(name: str, help_word: str, quit_word: str) -> None:
    result, screen = _asked(name, [help_word, quit_word])
    assert result == Success(QUITTED)
    shown = screen.split(f": {help_word.strip()}\n")[1]
    assert shown.startswith("type a move (")
    assert "  why    why the computer made its last move\n" in shown
    assert "  quit   end the game (also q)\n" in shown
    assert screen.endswith(f": {quit_word.strip()}\n")
    assert "type a number" not in screen  # neither word was read as a bad move


def test_quit_exits_with_0_and_the_end_of_input_with_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nquit\n"))
    assert main(["play", "nim", "4"]) == 0
    assert capsys.readouterr().out.endswith(f": quit\n{QUITTED}\n")
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    assert main(["play", "nim", "4"]) == INTERRUPTED
    assert capsys.readouterr().out.endswith(f"your move (coins to take 1 or 2): \n{ABANDONED}\n")


# Refused moves.


def test_illegal_and_malformed_moves_are_asked_again_with_the_reason() -> None:
    result, screen = _play("tictactoe", ["5", "five", "10", "0", "", "5"], first="computer")
    assert result == Success(ABANDONED)
    for reason in ("type a number from 1 to 9", "cell 10 does not exist", "cell 0 does not exist"):
        assert f"\n{reason}\nyour move (cell 1 to 9): " in screen
    assert "White (X), the computer: cell 5 " in screen  # the centre: refused twice below
    assert screen.count("\ncell 5 is taken\nyour move (cell 1 to 9): ") == 2
    assert screen.count("your move (cell 1 to 9): ") == 7


def test_a_full_column_is_refused() -> None:
    full = "X....../O....../X....../O....../X....../O......"
    result, screen = _play("connect4", ["1", "8", "x"], position=full, depth="1")
    assert result == Success(ABANDONED)
    assert "column 1 is full\n" in screen
    assert "column 8 does not exist\n" in screen
    assert "type a number from 1 to 7\n" in screen


def test_nim_says_how_many_coins_may_be_taken() -> None:
    _, screen = _play("nim", ["3", "2", "1"], position="1")
    assert "take 1 or 2 coins\n" in screen
    assert "only 1 coin is left\n" in screen


def _numbers_are_the_successors(record: Game[C], config: C) -> bool:
    player = WHITE if record.to_move is None else record.to_move(config)
    legal = choices(record, config, player)
    return [read_move(record, config, player, str(number)) for number, _ in legal] == [
        Success(child) for _, child in legal
    ] and list(record.instance.successors(config, player)) == [child for _, child in legal]


@pytest.mark.parametrize(
    ("name", "position"),
    [
        ("tictactoe", "X../.O./..."),
        ("tree", None),
        ("nim", "7"),
        ("connect4", connect4.GAME.example),
        ("mnk", "X.../.O../..../.... k=3"),
    ],
)
def test_every_successor_has_a_number_that_reads_back(name: str, position: str | None) -> None:
    assert REGISTRY.game(name).bind(
        lambda record: record.at(position, _numbers_are_the_successors)
    ) == Success(True)


@given(st.text(max_size=12))
@example("²")  # a digit to str.isdigit, not to int()
@example("٣")  # an Arabic-Indic three
def test_any_typed_line_is_a_move_or_one_line_of_reason(line: str) -> None:
    board = tictactoe.parse("X../.O./...").unwrap()
    for result in (
        read_move(tictactoe.GAME, board, WHITE, line),
        read_move(connect4.GAME, connect4.START, WHITE, line),
        read_move(nim.GAME, (1, 1), WHITE, line),
    ):
        assert isinstance(result, Success) or (
            isinstance(result, Failure) and len(result.failure().splitlines()) == 1
        )


def test_numbers_name_cells_and_columns() -> None:
    assert [number for number, _ in choices(tictactoe.GAME, tictactoe.EMPTY, WHITE)] == list(
        range(1, 10)
    )
    board = tictactoe.parse("X../.O./...").unwrap()
    assert [number for number, _ in choices(tictactoe.GAME, board, WHITE)] == [
        2,
        3,
        4,
        6,
        7,
        8,
        9,
    ]
    assert [number for number, _ in choices(connect4.GAME, connect4.START, BLACK)] == list(
        range(1, 8)
    )
    assert [number for number, _ in choices(nim.GAME, (7, 1), WHITE)] == [1, 2]


# The end of input and bad arguments.


def test_the_end_of_input_abandons_the_game() -> None:
    assert _play("tictactoe", [])[0] == Success(ABANDONED)
    result, screen = _play("connect4", ["4"], seconds="0.1")
    assert result == Success(ABANDONED)
    assert screen.endswith("your move (column 1 to 7): \n")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (("chess", None, None, None, None), "unknown game 'chess'"),
        (("tictactoe", "XX", None, None, None), "expected 9 cells"),
        (("tictactoe", None, "me", None, None), "bad --first 'me': expected human or computer"),
        (("nim", None, None, "-1", None), "bad depth '-1'"),
        (("nim", None, None, None, "soon"), "bad time budget 'soon'"),
    ],
)
def test_bad_arguments_are_failures(
    arguments: tuple[str, str | None, str | None, str | None, str | None], message: str
) -> None:
    result = play(PlayRequest(*arguments), io.StringIO(""), io.StringIO())
    assert isinstance(result, Failure)
    assert message in result.failure()


def test_main_plays_on_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("2\n"))
    assert main(["play", "nim", "2"]) == 0
    out = capsys.readouterr().out
    assert out.endswith("no coins left\ngame over: White wins, you win\n")


def test_main_reports_a_bad_argument_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "tictactoe", "--first", "nobody"]) == 2
    assert capsys.readouterr().err == (
        "fnsearch: error: bad --first 'nobody': expected human or computer\n"
    )


# Through a pseudo-terminal, as a person plays.


def _spawn(*arguments: str) -> tuple[subprocess.Popen[bytes], int]:
    """Start ``python -m fnsearch ARGUMENTS`` on a new pseudo-terminal, its controlling terminal."""
    master, slave = os.openpty()

    def controlling_terminal() -> None:
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        # Ctrl-C interrupts, as in a shell, even when the test runner was started in the
        # background (``make test &``) with SIGINT ignored, which children inherit.
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    process = subprocess.Popen(
        [sys.executable, "-m", "fnsearch", *arguments],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        start_new_session=True,
        preexec_fn=controlling_terminal,  # runs in the child before exec
    )
    os.close(slave)
    return process, master


def _read_until(
    master: int, seen: bytes, done: Callable[[bytes], bool], timeout: float = 30.0
) -> bytes:
    """Read from the terminal until ``done`` holds of all it showed, it closes, or time is up."""
    deadline = time.monotonic() + timeout
    while not done(seen) and time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the terminal closed: the program has ended
                break
            if not chunk:
                break
            seen += chunk
    return seen


def _closed(_: bytes) -> bool:
    return False


def _asked_again_or_over(prompts: int) -> Callable[[bytes], bool]:
    """Whether the screen shows more than ``prompts`` prompts, or the end of the game."""
    return lambda shown: shown.count(b"your move (") > prompts or b"game over" in shown


def test_a_game_of_tictactoe_on_a_terminal() -> None:
    process, master = _spawn("play", "tictactoe")
    cells = iter([5, 1, 2, 3, 4, 6, 7, 8, 9] * 9)
    seen, prompts = b"", 0
    try:
        while b"game over" not in seen:
            seen = _read_until(master, seen, _asked_again_or_over(prompts))
            if b"game over" in seen or seen.count(b"your move (") == prompts:
                break
            prompts = seen.count(b"your move (")
            os.write(master, f"{next(cells)}\n".encode())
        seen = _read_until(master, seen, _closed, timeout=10.0)
        code = process.wait(timeout=30)
    finally:
        os.close(master)
    screen = seen.decode().replace("\r\n", "\n")
    assert code == 0
    assert screen.splitlines()[-1] in {
        "game over: a draw",
        "game over: Black (O) wins, the computer wins",
    }
    assert "Traceback" not in screen
    assert "your move (cell 1 to 9): 5\n" in screen  # the terminal echoes what is typed


def _interrupted(
    arguments: tuple[str, ...], ready: bytes, *, mid_search: bool = False
) -> tuple[int, str, float]:
    """Run the program on a terminal, press Ctrl-C once ``ready`` shows.

    With ``mid_search``, Ctrl-C waits until the computer's search process has started
    too (and ignores Ctrl-C, as it must: the program alone answers it).

    Its exit code, the screen and how long it took to end after Ctrl-C; the test fails
    when it has not ended 40 s after Ctrl-C.
    """
    process, master = _spawn(*arguments)
    searches: list[tuple[int, str | None]] = []
    try:
        seen = _read_until(master, b"", lambda shown: ready in shown)
        assert ready in seen, f"{arguments} never showed {ready!r}, only {seen!r}"
        if mid_search:
            wait_until(lambda: searching(process.pid), f"the search process of {arguments}")
            searches = [(child, started_at(child)) for child in children(process.pid)]
        os.write(master, b"\x03")
        pressed = time.monotonic()
        seen = _read_until(master, seen, _closed, timeout=10.0)
        try:
            code = process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pytest.fail(f"{arguments} had not ended 40 s after Ctrl-C; it showed {seen[-300:]!r}")
        took = time.monotonic() - pressed
    finally:
        os.close(master)
        if process.poll() is None:  # it did not end, or a wait above failed: end it now
            process.kill()
            process.wait()
        end_left_behind(searches)
    return code, seen.decode().replace("\r\n", "\n"), took


def test_ctrl_c_on_a_terminal_ends_the_game_in_one_line() -> None:
    code, screen, _ = _interrupted(("play", "connect4"), b"your move (column 1 to 7): ")
    assert code == INTERRUPTED
    assert screen.rstrip().endswith(f"\n{ABANDONED}")
    assert "Traceback" not in screen
    assert "KeyboardInterrupt" not in screen


def test_ctrl_d_on_a_terminal_ends_the_game_as_ctrl_c_does() -> None:
    process, master = _spawn("play", "connect4")
    try:
        seen = _read_until(master, b"", lambda shown: b"your move (column 1 to 7): " in shown)
        os.write(master, b"\x04")  # Ctrl-D at the start of a line: the end of the input
        seen = _read_until(master, seen, _closed, timeout=10.0)
        code = process.wait(timeout=30)
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
            process.wait()
    screen = seen.decode().replace("\r\n", "\n")
    assert code == INTERRUPTED
    assert screen.endswith(f"your move (column 1 to 7): \n{ABANDONED}\n")
    assert "Traceback" not in screen


def test_what_is_typed_while_the_computer_moves_is_dropped() -> None:
    # With seed 8 the computer's first turn of Pig is seven rolls, each after a pause on
    # a terminal: "r" typed after the first is not the person's answer to the prompt.
    process, master = _spawn("play", "pig", "--first", "computer", "--seed", "8")
    try:
        seen = _read_until(master, b"", lambda shown: b"the computer rolls" in shown)
        os.write(master, b"r\n")
        seen = _read_until(master, seen, lambda shown: b"your move (roll): " in shown)
        os.write(master, b"q\n")
        seen = _read_until(master, seen, _closed, timeout=10.0)
        code = process.wait(timeout=30)
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
            process.wait()
    screen = seen.decode().replace("\r\n", "\n")
    assert screen.count("the computer rolls") == 7
    assert screen.endswith(f"your move (roll): q\n{QUITTED}\n")
    assert "you roll" not in screen
    assert code == 0


def test_ctrl_c_while_the_computer_searches_ends_the_game_in_one_line() -> None:
    # The computer moves first and deepens for a minute: Ctrl-C comes mid-search.
    code, screen, stopped_in = _interrupted(
        ("play", "connect4", "--first", "computer", "--seconds", "60"),
        b"deepens iteratively",
        mid_search=True,
    )
    assert code == INTERRUPTED
    assert "the computer: column" not in screen  # it never finished its move
    assert screen.rstrip().endswith(f"\n{ABANDONED}")
    assert "Traceback" not in screen
    assert "KeyboardInterrupt" not in screen
    assert stopped_in < 60 / 2  # Ctrl-C ended it, not the budget of 60 s


def _untimed(screen: str) -> str:
    """The screen with the seconds each search took blanked out: all that varies."""
    return re.sub(r", [0-9.]+ s\)", ", ... s)", screen)


@pytest.mark.parametrize(
    ("position", "depth", "seconds"),
    [
        (None, None, None),
        ("0-0 +0 white to 20", None, None),
        # Its default depth, with far more time than 8 plies need: each search ends at
        # its depth, never at the clock, so the same dice give the same game however
        # loaded the machine is.
        ("80-90 +0 black to 101", "8", "60"),
    ],
)
def test_a_game_of_pig_can_be_played_to_its_end(
    position: str | None, depth: str | None, seconds: str | None
) -> None:
    # The human rolls twice and holds, again and again (a hold refused at a turn's start
    # is asked again); the dice come from a seed, so the game is the same each time.
    lines = ["1", "1", "2"] * 2000
    screen = io.StringIO()
    result = play(
        PlayRequest("pig", position, None, depth, seconds, seed="5"),
        io.StringIO("\n".join(lines) + "\n"),
        screen,
    )
    shown = screen.getvalue()
    assert isinstance(result, Success)
    assert result.unwrap().startswith("game over: ")
    assert result.unwrap().endswith(("you win", "the computer wins"))
    assert "\nthe computer rolls " in shown
    assert "\nyou roll " in shown
    if position is None:  # a long game: the computer plays the stored solution
        assert "plays perfectly: Pig to 100 is solved" in shown
        assert "rolls 1: the turn's" in shown
    elif "to 20" in position:  # solved on the spot
        assert "plays perfectly: Pig to 20 is solved" in shown
    else:  # beyond 100 the computer searches
        assert "the computer deepens iteratively up to 8 plies for 60 s" in shown
    again = io.StringIO()
    play(
        PlayRequest("pig", position, None, depth, seconds, seed="5"),
        io.StringIO("\n".join(lines) + "\n"),
        again,
    )
    assert _untimed(again.getvalue()) == _untimed(shown)


def test_a_bad_seed_is_refused() -> None:
    result = play(
        PlayRequest("pig", None, None, None, None, seed="x"), io.StringIO(""), io.StringIO()
    )
    assert result == Failure("bad seed 'x': expected a whole number from 0 to 999999999")


# Beyond the horizon.

_HORIZON = "65234531335521154"
"""O to move; X threatens twice at ply 4, beyond a 3-ply search (exercises/horizon_effect.py)."""


def _safe_columns(moves: str) -> set[int]:
    """The columns after which the exact solver says the side to move does not lose."""
    return {
        column
        for column in range(1, 8)
        if solve(moves + str(column)).map(lambda score: score <= 0).value_or(False)
    }


@pytest.mark.parametrize(
    ("quiescence", "extensions"), [(None, None), ("4", None), (None, "2"), ("4", "2")]
)
def test_quiescence_and_extensions_let_the_computer_see_past_its_horizon(
    quiescence: str | None, extensions: str | None
) -> None:
    position = connect4.GAME.render(to_position(from_moves(_HORIZON).unwrap()))
    screen = io.StringIO()
    result = play(
        PlayRequest(
            "connect4",
            position,
            "computer",
            "3",
            None,
            quiescence=quiescence,
            extensions=extensions,
        ),
        io.StringIO(""),
        screen,
    )
    assert result == Success(ABANDONED)
    (said,) = [line for line in screen.getvalue().splitlines() if "the computer: column" in line]
    column = int(said.split("column ")[1].split()[0])
    beyond = quiescence is not None or extensions is not None
    assert (column in _safe_columns(_HORIZON)) == beyond
    if quiescence is not None:
        assert f"then up to {quiescence} plies of noisy moves" in screen.getvalue()


@pytest.mark.parametrize(
    ("name", "option", "message"),
    [
        ("nim", {"quiescence": "3"}, "nim names no noisy moves"),
        ("pig", {"extensions": "1"}, "pig names no forcing positions"),
        ("tictactoe", {"quiescence": "-1"}, "bad --quiescence '-1'"),
        ("connect4", {"extensions": "many"}, "bad --extensions 'many'"),
    ],
)
def test_play_refuses_what_a_game_cannot_search_beyond_its_horizon(
    name: str, option: dict[str, str], message: str
) -> None:
    screen = io.StringIO()
    result = play(
        PlayRequest(
            name,
            None,
            None,
            None,
            None,
            quiescence=option.get("quiescence"),
            extensions=option.get("extensions"),
        ),
        io.StringIO("1\n"),
        screen,
    )
    assert message in result.failure()
    assert screen.getvalue() == ""


# Why the computer moves.

_CELL_VALUE = re.compile(
    r"^  cell ([1-9]): (-?[0-9]+)"
    r"( \((?:a draw|White \(X\) wins|Black \(O\) wins)\))?(  <- played)?$"
)


def _explanations(screen: str) -> list[list[str]]:
    """Each explanation on the screen: its heading and the indented lines that follow it."""
    lines = screen.splitlines()
    return [
        [line, *_indented(lines[index + 1 :])]
        for index, line in enumerate(lines)
        if line.startswith("why ")
    ]


def _indented(lines: list[str]) -> list[str]:
    return list(takewhile(lambda line: line.startswith("  "), lines))


def _board_before(screen: str, heading: str) -> tictactoe.Board:
    """The board drawn last before ``heading``: its marks, its free cells numbered."""
    before = screen[: screen.index(heading)].split("\n\n")[-1].splitlines()[:3]
    return tictactoe.parse(
        "/".join(row.replace(" ", "").translate(_FREE) for row in before)
    ).unwrap()


_FREE = str.maketrans("123456789", ".........")


@pytest.mark.parametrize("first", ["human", "computer"])
def test_explain_lists_the_exact_value_of_every_move_of_the_computer(first: str) -> None:
    screen = io.StringIO()
    result = play(
        PlayRequest("tictactoe", None, first, None, None, explain=True),
        io.StringIO("5\n1\n3\n"),
        screen,
    )
    assert result == Success(ABANDONED)
    shown = screen.getvalue()
    explanations = _explanations(shown)
    assert len(explanations) == shown.count(", the computer: cell") >= 2
    for heading, *rest in explanations:
        board = _board_before(shown, heading)
        mover = BLACK if board.count(0) % 2 == 0 else WHITE
        listed = [_CELL_VALUE.match(line) for line in rest if line.startswith("  cell")]
        assert all(match is not None for match in listed), rest
        values = {int(match[1]): int(match[2]) for match in listed if match is not None}
        # Every legal move is listed, each with its value by plain minimax (an
        # independent oracle), from White's point of view; the winner said in words.
        expected = {
            number: minimax(tictactoe.GAME.instance, child, mover.opponent)
            for number, child in choices(tictactoe.GAME, board, mover)
        }
        assert values == expected
        for match in listed:
            assert match is not None
            value = int(match[2])
            assert match[3] == (
                " (a draw)"
                if value == 0
                else " (White (X) wins)"
                if value > 0
                else " (Black (O) wins)"
            )
        # The played move is the one the computer announced, and it is a best move.
        (played,) = [match for match in listed if match is not None and match[4]]
        assert heading.startswith(f"why cell {played[1]}: ")
        best = (min if mover is BLACK else max)(expected.values())
        assert int(played[2]) == best
        assert heading.endswith("wants the values low; each move searched to the end") == (
            mover is BLACK
        )
        (line,) = [line for line in rest if line.startswith("  the line it expects: ")]
        assert line.split(": ")[1].split()[0] == played[1]


def test_the_line_the_computer_expects_is_played_out_by_minimax() -> None:
    # X in the centre, the computer (O) answers; its expected line is a sequence of
    # legal moves after which the game ends with the value it gave its move.
    screen = io.StringIO()
    play(PlayRequest("tictactoe", None, None, None, None, explain=True), io.StringIO("5\n"), screen)
    (_, *rest) = _explanations(screen.getvalue())[0]
    (line,) = [line for line in rest if line.startswith("  the line it expects: ")]
    board, player = tictactoe.parse(".../.X./...").unwrap(), BLACK
    for cell in line.split(": ")[1].split():
        board = read_move(tictactoe.GAME, board, player, cell).unwrap()
        player = player.opponent
    assert tictactoe.GAME.instance.is_final(board)
    played = next(text for text in rest if text.endswith("<- played"))
    assert tictactoe.GAME.instance.score(board) == int(played.split(": ")[1].split()[0])


def test_why_at_the_prompt_explains_the_computers_last_move() -> None:
    _, asked = _play("tictactoe", ["why", "5", "why", " WHY ", "1"])
    assert "your move (cell 1 to 9): why\nthe computer has not moved yet\n" in asked
    screen = io.StringIO()
    play(
        PlayRequest("tictactoe", None, None, None, None, explain=True),
        io.StringIO("5\n1\n"),
        screen,
    )
    explained = _explanations(screen.getvalue())[0]
    # ``why`` and `` ? `` show the same explanation --explain shows, then ask again.
    # (All but the time the explaining searches took.)
    shown = asked.splitlines()
    asked_why = [
        at
        for at, line in enumerate(shown)
        if line in {"your move (cell 1 to 9): why", "your move (cell 1 to 9): WHY"}
    ]
    assert len(asked_why) == 3
    for at in asked_why[1:]:  # the first came before the computer moved
        assert _untimed_lines(shown[at + 1 : at + 1 + len(explained)]) == _untimed_lines(explained)
        assert shown[at + 1 + len(explained)].startswith("your move (cell 1 to 9): ")
    assert "game over" not in asked


@pytest.mark.parametrize("depth", ["1", "2", "3"])
def test_explain_at_a_depth_lists_each_moves_value_at_one_ply_less(depth: str) -> None:
    # The computer (X) searched ``depth`` plies with the open-lines evaluation; each
    # move's value is the imperative reference's minimax of ``depth - 1`` plies after it.
    screen = io.StringIO()
    play(
        PlayRequest("tictactoe", None, "computer", depth, None, explain=True),
        io.StringIO(""),
        screen,
    )
    ((heading, *rest),) = _explanations(screen.getvalue())
    assert heading.endswith(f"White (X) wants the values high; each move searched to depth {depth}")
    listed = [_CELL_VALUE.match(line) for line in rest if line.startswith("  cell")]
    values = {int(match[1]): int(match[2]) for match in listed if match is not None}
    assert values == {
        number: minimax_depth(
            tictactoe.GAME.instance, child, BLACK, int(depth) - 1, tictactoe.GAME.evaluate
        )
        for number, child in choices(tictactoe.GAME, tictactoe.EMPTY, WHITE)
    }
    assert all(match is not None and match[3] is None for match in listed)  # not exact


def _untimed_lines(lines: list[str]) -> list[str]:
    return [re.sub(r"after the move, [0-9.]+ s", "after the move, ... s", line) for line in lines]


def test_explain_on_a_depth_limited_game_names_the_depth_and_the_time() -> None:
    screen = io.StringIO()
    play(
        PlayRequest("connect4", None, "computer", "2", None, explain=True), io.StringIO(""), screen
    )
    ((heading, *rest),) = _explanations(screen.getvalue())
    assert heading.startswith("why column ")
    assert heading.endswith("White (X) wants the values high; each move searched to depth 2")
    assert sum(line.startswith("  column ") for line in rest) == 7
    assert re.fullmatch(r"  \(searched after the move, [0-9]+\.[0-9]{2} s\)", rest[-1])


def test_explain_in_solved_pig_gives_each_moves_chance_of_winning() -> None:
    # White has 2 points to bank and Black is near the target: the solution answers.
    screen = io.StringIO()
    play(
        PlayRequest("pig", "60-95 +0 black", "computer", None, None, seed="1", explain=True),
        io.StringIO(""),
        screen,
    )
    shown = screen.getvalue()
    explanations = _explanations(shown)
    assert explanations
    for heading, *rest in explanations:
        assert heading.endswith(
            "Black wants the values low; each move valued by the game's solution"
        )
        assert all(
            re.fullmatch(
                r"  (roll|hold): -?[0-9.e-]+ \(White wins [0-9.]+% of games\)(  <- played)?", line
            )
            for line in rest
            if line.startswith(("  roll", "  hold"))
        )


# Pig in words.


def _pig_lines(position: str, lines: list[str], first: str | None = None) -> str:
    screen = io.StringIO()
    play(
        PlayRequest("pig", position, first, None, None, seed="3"),
        io.StringIO("".join(f"{line}\n" for line in lines)),
        screen,
    )
    return screen.getvalue()


@pytest.mark.parametrize(
    ("roll", "hold"), [("roll", "hold"), ("r", "h"), ("1", "2"), (" R ", "Ho LD"), ("ROLL", " H")]
)
def test_pig_is_played_in_words_and_numbers(roll: str, hold: str) -> None:
    # The same seed gives the same die; each way of typing plays the same game.
    plain = _pig_lines("80-95 +0 white", ["roll", "hold"])
    typed = _pig_lines("80-95 +0 white", [roll, hold])
    assert (
        typed.replace(f": {roll.strip()}\n", ": roll\n").replace(f": {hold.strip()}\n", ": hold\n")
        == plain
    )
    assert "you hold: " in plain or "you roll 1: the turn ends" in plain


def test_pig_answers_a_bad_answer_in_one_sentence() -> None:
    shown = _pig_lines("10-20 +0 white", ["hold", "2", "stop", "3", "roll", "x", "3", "0"])
    assert shown.count("\na turn begins with a roll: type roll (r)\nyour move (roll): ") == 2
    assert ": stop\ntype roll (r)\nyour move (roll): " in shown
    assert ": 3\ntype roll (r)\nyour move (roll): " in shown
    # After a roll of 2 to 6 (seed 3 rolls a 2 first), holding is allowed too.
    after = shown.split("you roll ")[1]
    assert ": x\ntype roll (r) or hold (h)\nyour move (roll or hold): " in after
    assert ": 0\ntype roll (r) or hold (h)\nyour move (roll or hold): " in after


def _pig_game(first: str | None = None, position: str = "0-0 +0 white") -> str:
    # The human rolls twice and holds (the numbers and the words in turn).
    return _pig_lines(position, ["r", "1", "hold"] * 200, first=first)


@pytest.mark.parametrize("first", ["human", "computer"])
def test_the_menu_is_shown_only_when_the_human_chooses(first: str) -> None:
    lines = _pig_game(first).splitlines()
    menus = [
        index
        for index, line in enumerate(lines)
        if re.fullmatch(r"1 roll \(r\)(   2 hold \(h\))?", line)
    ]
    assert menus
    assert all(lines[index + 1].startswith("your move (roll") for index in menus)
    # Between the start of the computer's turn and its end, no menu and no prompt.
    for index, line in enumerate(lines):
        if line.startswith("the computer "):
            assert not lines[index - 1].startswith("1 roll")


def test_the_computers_turn_is_told_roll_by_roll() -> None:
    # Each line of the computer's turn follows from the one before by the rules:
    # a roll of 2 to 6 adds to the turn total, a 1 loses it, a hold banks it.
    lines = _pig_game("computer").splitlines()
    told = [line for line in lines if re.match(r"(the computer|you) (roll|hold)", line)]
    assert any(line.startswith("the computer rolls ") for line in told)
    assert any(line.startswith("the computer holds: ") for line in told)
    turn, scores = 0, {"the computer": 0, "you": 0}
    for line in told:
        who = "the computer" if line.startswith("the computer") else "you"
        face = re.fullmatch(r"(?:the computer rolls|you roll) ([1-6]): (.*)", line)
        if face is not None:
            rolled, said = int(face[1]), face[2]
            if rolled == 1:
                assert said in {f"the turn's {turn} points are lost", "the turn ends"}
                assert (said == "the turn ends") == (turn == 0)
                turn = 0
            else:
                turn += rolled
                assert said == f"turn total {turn}" or scores[who] + turn >= 100
        else:
            held = re.fullmatch(r"(?:the computer holds|you hold): ([0-9]+)-([0-9]+)", line)
            assert held is not None, line
            scores[who] += turn
            turn = 0
            white, black = int(held[1]), int(held[2])
            # The computer plays White (it moves first).
            assert (white, black) == (scores["the computer"], scores["you"])


def test_the_computers_rolls_are_paced_on_a_terminal_and_not_elsewhere() -> None:
    # The pace is chosen by whether the screen is a terminal; the sleep is injected,
    # so that nothing here waits or reads a clock.
    slept: list[float] = []
    play(
        PlayRequest("pig", "0-0 +0 white", "computer", None, None, seed="3"),
        io.StringIO("r\n1\nhold\n" * 200),
        io.StringIO(),
        sleep=slept.append,
    )
    assert slept == []
    master, slave = os.openpty()
    shown = bytearray()

    def drain() -> None:  # the terminal's other end reads, so that writing never blocks
        while chunk := _read_some(master):
            shown.extend(chunk)

    reader = threading.Thread(target=drain)
    reader.start()
    try:
        with open(slave, "w", encoding="utf-8", closefd=True) as terminal:
            assert terminal.isatty()
            play(
                PlayRequest("pig", "0-0 +0 white", "computer", None, None, seed="3"),
                io.StringIO("r\n1\nhold\n" * 200),
                terminal,
                sleep=slept.append,
            )
    finally:
        reader.join(timeout=30)
        os.close(master)
    screen = shown.decode().replace("\r\n", "\n")
    told = screen.count("\nthe computer rolls ") + screen.count("\nthe computer holds: ")
    assert told > 0
    assert slept == [PAUSE] * told
    assert screen.replace("\n", "") == _pig_game("computer").replace("\n", "")


def _read_some(master: int) -> bytes:
    """What the terminal shows next; nothing once its other end is closed."""
    try:
        return os.read(master, 4096)
    except OSError:
        return b""


# Connect Four's values in words.

_WIN_IN_THREE = "......./......./......./......./......O/.XX...O"
"""White (X) to move drops in column 4 and threatens columns 1 and 5 at once."""


def test_connect4_values_are_said_in_words_by_the_move_and_its_explanation() -> None:
    screen = io.StringIO()
    play(
        PlayRequest("connect4", _WIN_IN_THREE, "computer", "4", None, explain=True),
        io.StringIO(""),
        screen,
    )
    won = "1035 (White (X) wins with its 4th stone, 3 plies from here)"
    assert f"White (X), the computer: column 4 (value {won}, depth 4, " in screen.getvalue()
    rows = _explanations(screen.getvalue())[0]
    assert f"  column 4: {won}  <- played" in rows
    estimates = [row for row in rows[1:] if "wins" not in row and row.startswith("  column")]
    assert estimates
    assert all(
        re.search(r": -?\d+ \(an estimate: (even|\w+ \([XO]\) ahead)\)$", row) for row in estimates
    )


def test_search_and_solve_say_a_connect4_value_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "connect4", _WIN_IN_THREE, "--depth", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2] == "value: 1035 (White (X) wins with its 4th stone, 3 plies from here)"
    assert main(["solve", "connect4", "......./......./......./......./......X/.OO..XX"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "value: -1034 (Black (O) wins with its 4th stone, 3 plies from here)" in lines


def test_explain_values_the_played_move_as_the_move_line_does() -> None:
    # The move deepens for half a second; its explanation searches each move as deep
    # as the move reached, so the played move's value is the move line's.
    screen = io.StringIO()
    play(
        PlayRequest("connect4", None, "computer", None, "0.5", explain=True),
        io.StringIO(""),
        screen,
    )
    moved = re.search(
        r"the computer: (column \d) \(value (-?\d+) .*, depth (\d+),", screen.getvalue()
    )
    assert moved is not None
    rows = _explanations(screen.getvalue())[0]
    assert rows[0].endswith(f"each move searched to depth {moved[3]}")
    assert f"  {moved[1]}: {moved[2]} (an estimate" in next(
        row for row in rows if "<- played" in row
    )
