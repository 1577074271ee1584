"""A game added from outside the package: one module (tests/games/kayles.py) and one registry line.

The four commands run on it through the command line's own entry point, given the
grown registry. The expected values come from the theory of Kayles, not from the
searches: a row splits into runs of standing pins, each run of ``n`` pins has the
Grundy number ``G(n)``, and the side to move wins exactly when the runs' numbers
xor to non-zero (Sprague-Grundy).
"""

from __future__ import annotations

import io
from functools import cache, reduce

import pytest

from fnsearch.cli.main import main
from fnsearch.games.registry import REGISTRY
from tests.games import kayles

WITH_KAYLES = REGISTRY.with_game(kayles.GAME)
"""The one line that adds the game."""


@cache
def _grundy(run: int) -> int:
    """G(n): the smallest number not among the options, a knock of 1 or 2 pins splitting the run."""
    options = {
        _grundy(left) ^ _grundy(run - width - left)
        for width in (1, 2)
        for left in range(run - width + 1)
    }
    return next(number for number in range(run + 2) if number not in options)


def _mover_wins(pins: str) -> bool:
    return reduce(lambda total, run: total ^ _grundy(len(run)), pins.split("."), 0) != 0


def _leaves(pins: str) -> int:
    """The final positions of the whole game tree, by knocking pins in the text directly."""
    knocks = [
        pins[:i] + "." * width + pins[i + width :]
        for i in range(len(pins))
        for width in (1, 2)
        if pins[i : i + width] == "I" * width
    ]
    return sum(map(_leaves, knocks)) if knocks else 1


def test_the_theory_knows_small_rows() -> None:
    # G(0..6) = 0, 1, 2, 3, 1, 4, 3 (Berlekamp, Conway and Guy, Winning Ways).
    assert [_grundy(n) for n in range(7)] == [0, 1, 2, 3, 1, 4, 3]
    assert _leaves("II") == 3


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv), WITH_KAYLES)
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


@pytest.mark.parametrize("pins", ["I", "II", "III", "I.I", "II.II", "IIII", "III.I", "IIIII"])
def test_solve_values_kayles_as_the_theory_does(
    capsys: pytest.CaptureFixture[str], pins: str
) -> None:
    code, lines, _ = _run(capsys, "solve", "kayles", f"{pins} white")
    assert code == 0
    assert lines[0] == f"position: {pins} white, White to move"
    assert lines[1] == f"value: {1 if _mover_wins(pins) else -1}"
    best = lines[2].removeprefix("best next: ").split()
    assert best[1] == "black"
    assert sum(a != b for a, b in zip(pins, best[0], strict=True)) in (1, 2)
    if _mover_wins(pins):  # a winning move leaves the opponent a lost row
        assert not _mover_wins(best[0])


def test_search_finds_the_winning_knock_and_plays_it_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, lines, _ = _run(capsys, "search", "kayles", "III white")
    assert code == 0
    assert lines[:4] == [
        "position: III white, White to move",
        "searched: to the end of the game",
        "value: 1",
        "best next: I.I black",  # the only knock that leaves a lost row: 1 xor 1 = 0
    ]
    line = lines[4].removeprefix("principal line: ").split(" -> ")
    assert line[0] == "I.I black"
    assert line[-1] == "... black"  # White knocked down the last pin


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta"])
def test_trace_shows_the_search_of_a_small_row(
    capsys: pytest.CaptureFixture[str], algorithm: str
) -> None:
    code, lines, _ = _run(capsys, "trace", "kayles", "II white", "--algorithm", algorithm)
    assert code == 0
    assert lines[0] == "MAX II white  α=-∞ β=+∞"
    assert lines[-2] == "MAX II white returns 1"  # knocking both pins wins at once
    assert lines[-1] == f"{_leaves('II')} of {_leaves('II')} leaves evaluated"


def test_play_kayles_against_the_computer(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The moves are the successors from the left, each pin then it with its right
    # neighbour: 3 knocks the middle pin of three, 9 names no move.
    monkeypatch.setattr("sys.stdin", io.StringIO("9\n3\n1\n"))
    code, lines, _ = _run(capsys, "play", "kayles", "III white")
    assert code == 0
    assert lines[:2] == [
        kayles.GAME.summary,
        "you play White, the computer plays Black; the computer searches to the end of the game",
    ]
    assert "your move (move 1 to 5): 9" in lines
    assert "move 9 does not exist here: type a number from 1 to 5" in lines
    assert lines[lines.index("your move (move 1 to 5): 3") + 2] == "I.I black"
    assert lines[-2:] == ["... black", "game over: White wins, you win"]


def test_the_grown_registry_lists_the_game_in_help_and_messages(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = _run(capsys, "solve", "chess", "x")
    assert code == 2
    assert err.strip().endswith(f"expected {', '.join(REGISTRY.games)} or kayles")
    code, lines, _ = _run(capsys, "play", "--help")
    assert code == 0
    assert any(line.split()[:2] == ["kayles", kayles.GAME.summary.split()[0]] for line in lines)


def test_the_package_registry_is_left_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "kayles", "III white"]) == 2
    assert "unknown game 'kayles'" in capsys.readouterr().err
