"""The trace command: the hand simulation on the terminal, as a picture and as a page."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fnsearch.cli.main import main
from fnsearch.cli.requests import TracingRequest
from fnsearch.cli.tracing import trace_command
from fnsearch.core.config import WHITE
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
from fnsearch.trace.run import trace
from fnsearch.trace.simulation import render_trace

FIG_5_2 = "((3,12,8),(2,4,6),(14,5,2))"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_text_is_the_cores_hand_simulation(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "trace", "tree", FIG_5_2)
    assert (code, err) == (0, "")
    assert out == render_trace(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree) + "\n"
    assert out.splitlines()[-1] == "7 of 9 leaves evaluated"
    assert "MIN (2,4,6) cuts at 3 (2 ≤ α): pruned 4, 6" in out


@pytest.mark.parametrize(
    ("algorithm", "closing"),
    [
        ("minimax", "9 of 9 leaves evaluated"),
        ("alphabeta", "7 of 9 leaves evaluated"),
        ("alphabeta-soft", "7 of 9 leaves evaluated"),
    ],
)
def test_the_algorithms_differ_on_the_same_tree(
    capsys: pytest.CaptureFixture[str], algorithm: str, closing: str
) -> None:
    code, out, _ = _run(capsys, "trace", "tree", FIG_5_2, "--algorithm", algorithm)
    assert code == 0
    assert out.splitlines()[-1] == closing
    assert ("cuts" in out) == (algorithm != "minimax")


def test_the_page_is_written(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    page = tmp_path / "fig.html"
    code, out, _ = _run(capsys, "trace", "tree", FIG_5_2, "--html", str(page))
    assert code == 0
    assert out.splitlines()[-1] == f"wrote {page}"
    assert page.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html>")


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is not installed")
def test_the_pictures_are_drawn(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    svg, png = tmp_path / "fig.svg", tmp_path / "fig.png"
    code, _, err = _run(capsys, "trace", "tree", FIG_5_2, "--svg", str(svg), "--png", str(png))
    assert (code, err) == (0, "")
    assert "<svg" in svg.read_text(encoding="utf-8")
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["trace", "connect4", "......./......./......./......./......./......."], "--depth"),
        (["trace", "tree", FIG_5_2, "--algorithm", "negamax"], "invalid choice"),
        (["trace", "tree", "((1,2),"], "expected a tree"),
        (["trace", "nim", "4", "--player", "black"], "leave out --player"),
        (["trace", "tree", FIG_5_2, "--svg", "fig.gif"], ".svg or .png"),
    ],
)
def test_bad_input_is_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = _run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith("fnsearch: error: ")
    assert message in err


AIMA = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"


@pytest.mark.parametrize(
    ("algorithm", "closing", "cuts"),
    [
        ("expectiminimax", "4 of 4 leaves evaluated", False),
        ("star1", "3 of 4 leaves evaluated", True),
        ("star2", "3 of 4 leaves evaluated", True),
    ],
)
def test_a_game_of_chance_is_traced_by_the_chance_searches(
    capsys: pytest.CaptureFixture[str], algorithm: str, closing: str, cuts: bool
) -> None:
    code, out, err = _run(capsys, "trace", "chancetree", AIMA, "--algorithm", algorithm)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[-1] == closing
    assert lines[-2] == (
        "MAX max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) returns 21/10 (2.1)"
    )
    assert "    1/10 · 3 → Σ = 21/10 (2.1)" in lines
    assert any("cuts at 13/10 (1.3)" in line for line in lines) == cuts


def test_the_chance_searches_default_to_star1_without_an_algorithm() -> None:
    text = trace_command(TracingRequest("chancetree", AIMA)).unwrap()
    assert "1 ≤ α_i = 17/9 (1.889): pruned 1/10: 4" in text


def test_pig_is_traced_to_a_depth_with_its_evaluation(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "pig.html"
    code, out, err = _run(
        capsys,
        "trace",
        "pig",
        "95-90 +3 white",
        "--depth",
        "3",
        "--algorithm",
        "star1",
        "--html",
        str(page),
    )
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("MAX 95-90 +3 white  α=-1 β=1")
    assert lines[-2].endswith("leaves evaluated")
    assert lines[-1] == f"wrote {page}"
    assert "<circle" in page.read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is not installed")
def test_a_chance_picture_is_drawn(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    svg = tmp_path / "aima.svg"
    code, _, err = _run(
        capsys, "trace", "chancetree", AIMA, "--algorithm", "star1", "--svg", str(svg)
    )
    assert (code, err) == (0, "")
    drawn = svg.read_text(encoding="utf-8")
    assert "<ellipse" in drawn  # Graphviz draws a circle as an ellipse
    assert ">9/10<" in drawn


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["trace", "chancetree", AIMA, "--algorithm", "minimax"], "is a game of chance"),
        (["trace", "chancetree", AIMA, "--algorithm", "alphabeta"], "expectiminimax, star1"),
        (["trace", "tree", FIG_5_2, "--algorithm", "star1"], "is not a game of chance"),
        (["trace", "pig", "95-90 +3 white", "--algorithm", "star1"], "--depth"),
        (["trace", "chancetree", "chance(0.5: 1, 0.4: 2)"], "add up to 1"),
    ],
)
def test_the_wrong_kind_of_algorithm_is_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = _run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith("fnsearch: error: ")
    assert message in err
