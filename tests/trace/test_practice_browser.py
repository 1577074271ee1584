"""The practice page in a real headless browser: answered right all the way, it gives full marks.

The answers typed are alpha-beta worked out by hand (:mod:`tests.trace.by_hand`), not
read from the page. Skipped, with the reason, without Playwright or Chromium.
"""

from __future__ import annotations

import importlib.util
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fnsearch.cli.picture_files import write_page
from fnsearch.core.config import WHITE
from fnsearch.engine.options import SearchOptions
from fnsearch.games.random_tree import random_tree
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, Tree, render_tree
from fnsearch.trace.page import html_page
from fnsearch.trace.practice import PracticeOptions, practice_page
from fnsearch.trace.run import trace
from fnsearch.trace.seal import Score, exercise_id, read_code
from tests.trace.by_hand import Worked, end, node_id, work

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("playwright") is None,
        reason="playwright is not installed (pip install -e '.[dev]')",
    ),
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None and shutil.which("chromium") is None,
        reason="no chromium to run the page in (apt-get install chromium)",
    ),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One browser for the module, a fresh page for each test."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=shutil.which(CHROMIUM) or shutil.which("chromium"), args=ARGS
        )
        yield launched
        launched.close()


@pytest.fixture
def browser_page(browser: Browser) -> Iterator[tuple[Page, list[str]]]:
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page, errors
    page.close()


def _open(page: Page, tree: Tree, path: Path, *, whole: bool = False) -> None:
    html = practice_page(
        trace(TREE_CONFIG, tree, WHITE),
        render_tree,
        "practice",
        PracticeOptions(
            final=TREE_CONFIG.is_final,
            drawn=trace(TREE_CONFIG, tree, WHITE, SearchOptions(algorithm="minimax"))
            if whole
            else None,
        ),
    )
    assert write_page(html, str(path)).unwrap() == str(path)
    page.goto(path.as_uri())


def _answer(page: Page, worked: Worked, *, value: str | None = None, click: bool = True) -> None:
    """Type the answer worked out by hand (or ``value``), mark the pruned children, press Enter."""
    assert page.get_attribute(f"#{node_id(worked.path)}", "class") is not None
    assert "px-asked" in (page.get_attribute(f"#{node_id(worked.path)}", "class") or "")
    page.fill("#px-value", end(worked.lecture) if value is None else value)
    page.fill("#px-alpha", end(worked.alpha))
    page.fill("#px-beta", end(worked.beta))
    for pruned in worked.pruned:
        if click:
            page.click(f"#{node_id(pruned)}")
        else:
            page.click(f'#px-children button[data-node="{node_id(pruned)}"]')
    # Enter checks wherever the focus is: in a field, on a child's button, in the tree.
    page.keyboard.press("Enter")


def _all_right(page: Page, tree: Tree) -> None:
    worked = work(tree)
    for index, hand in enumerate(worked):
        _answer(page, hand, click=index % 2 == 0)
        assert page.locator("#px-feedback .wrong").count() == 0
        if index + 1 < len(worked):
            page.keyboard.press("Enter")  # next question
    # Two points for each of the three parts, right at the first try.
    marks = 6 * len(worked)
    assert page.text_content("#px-score") == f"score: {marks} of {marks} — full marks"
    code = page.text_content("#px-code") or ""
    assert read_code(code).unwrap() == Score(exercise_id("practice"), marks, marks)


def test_figure_5_2_answered_right_gives_full_marks(
    browser_page: tuple[Page, list[str]], tmp_path: Path
) -> None:
    page, errors = browser_page
    _open(page, FIGURE_5_2, tmp_path / "fig.html")
    # The leaves are given, the inner values hidden, the cuts not shown.
    assert page.locator("#n_1_1 text.value").is_visible()
    assert (page.text_content("#n_1 text.value") or "").strip() == ""
    assert "pruned" not in (page.get_attribute("#n_1_1", "class") or "")
    _all_right(page, FIGURE_5_2)
    # The solution is there to step through afterwards.
    page.click("#px-solution")
    assert page.locator("#controls").is_visible()
    page.keyboard.press("End")
    assert "pruned" in (page.get_attribute("#n_1_1", "class") or "")
    # The cut's bound inside the node; beside it what the sheet's search passes up.
    assert page.text_content("#n_1 text.value") == "≤ 2"
    assert page.text_content("#n_1 text.bound") == "passes 3 up"
    assert errors == []


@pytest.mark.parametrize("whole", [False, True])
def test_a_random_tree_answered_right_gives_full_marks(
    browser_page: tuple[Page, list[str]], tmp_path: Path, whole: bool
) -> None:
    page, errors = browser_page
    tree = random_tree(3, 3, seed=2)
    # The exercise has subtrees to find pruned: (1, 1), (1, 2), (2, 1), (2, 2).
    assert [path for hand in work(tree) for path in hand.pruned if len(path) == 2] == [
        (1, 1),
        (1, 2),
        (2, 1),
        (2, 2),
    ]
    _open(page, tree, tmp_path / "random.html", whole=whole)
    # Drawn whole (as the command line draws it), a pruned subtree looks like any other.
    assert page.locator("#n_1_1_0").count() == int(whole)
    _all_right(page, tree)
    if whole:
        assert "px-pruned" in (page.get_attribute("#n_1_1_0", "class") or "")
        assert "px-pruned" in (page.get_attribute("#e_n_2_2_1", "class") or "")
        assert "px-pruned" not in (page.get_attribute("#n_0_1_0", "class") or "")
        # Never searched nor valued: no value written in it.
        assert (page.text_content("#n_1_1 text.value") or "").strip() == ""
        assert not page.locator("#px-solution").is_visible()
        # Each node shows this search's window, not that of the minimax walk drawn.
        for hand in work(tree):
            assert page.text_content(f"#{node_id(hand.path)} text.window") == (
                f"α={end(hand.alpha)} β={end(hand.beta)}"
            )
    assert errors == []


def test_a_wrong_answer_is_explained_and_the_right_one_named(
    browser_page: tuple[Page, list[str]], tmp_path: Path
) -> None:
    page, errors = browser_page
    _open(page, FIGURE_5_2, tmp_path / "fig.html")
    a, b, _, _ = work(FIGURE_5_2)
    _answer(page, a, value="12")
    # A first wrong try names the part, gives the hint, and tells nothing else.
    wrong = page.locator("#px-feedback .wrong")
    assert wrong.all_text_contents() == ["the value: not right yet, try once more"]
    assert (page.text_content("#px-hint-text") or "").startswith("MIN takes the smallest value v")
    assert (page.text_content("#n_0 text.value") or "").strip() == ""
    page.keyboard.press("Enter")
    assert wrong.all_text_contents() == ["MIN takes the smallest of its children: 3, not 12"]
    assert page.text_content("#n_0 text.value") == "3"  # filled in with the right value
    assert page.text_content("#px-progress") == "question 1 of 4 · score 4 of 6"
    # The score survives a reload: the page goes on at the next question.
    page.reload()
    assert page.text_content("#px-progress") == "question 2 of 4 · score 4 of 6"
    assert page.text_content("#n_0 text.value") == "3"
    # MIN b: the value right, 6 marked but 4 forgotten, the window wrong.
    page.fill("#px-value", "2")
    page.fill("#px-alpha", "-inf")
    page.fill("#px-beta", "inf")
    page.click("#n_1_2")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    assert page.locator("#px-feedback .wrong").all_text_contents() == [
        "the window here is α = 3, β = +∞: MAX above already has 3; no MIN above has a value yet",
        "child 2 (leaf 4) is never looked at: its parent's value can be at most 2, and α = 3"
        " already",
    ]
    assert page.text_content("#px-progress") == "question 2 of 4 · score 6 of 12"
    assert "px-pruned" in (page.get_attribute("#n_1_1", "class") or "")
    assert b.pruned == [(1, 1), (1, 2)]
    # MIN c: the bound the sheet's fail-hard search passes up is right too.
    page.keyboard.press("Enter")
    page.fill("#px-value", "3")
    page.keyboard.press("Enter")
    assert page.locator("#px-feedback .wrong").count() == 0
    assert page.locator("#px-feedback .right").first.text_content() == (
        "value 3: right (the sheet's fail-hard value; the lecture's alpha-beta returns 2)"
    )
    # MIN c's children right at the second try: one point of two.
    assert page.text_content("#px-progress") == "question 3 of 4 · score 10 of 16"
    assert errors == []


def test_the_text_is_at_least_12_px_and_the_keys_do_not_step_the_page(
    browser_page: tuple[Page, list[str]], tmp_path: Path
) -> None:
    page, errors = browser_page
    _open(page, FIGURE_5_2, tmp_path / "fig.html")
    sizes = page.evaluate(
        """() => [...document.querySelectorAll('#practice *, svg text')]
            .filter((e) => e.getClientRects().length > 0 && e.textContent.trim() !== '')
            .map((e) => parseFloat(getComputedStyle(e).fontSize))"""
    )
    assert sizes
    assert min(sizes) >= 12
    page.keyboard.press("End")  # would step the page to the end and show the cuts
    assert page.evaluate("window.fnsearch.current()") == 0
    assert "pruned" not in (page.get_attribute("#n_1_1", "class") or "")
    page.screenshot(path=str(tmp_path / "practice.png"))
    assert errors == []


_COVERED = """() => [...document.querySelectorAll('button, input')]
  .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
  .filter((e) => {
    const box = e.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit === null || !(hit === e || e.contains(hit));
  }).map((e) => e.id || e.textContent)"""
"""The buttons and fields in the window whose middle is covered by something else."""


@pytest.mark.parametrize("practice", [False, True])
def test_no_control_is_covered_on_a_phone(
    browser_page: tuple[Page, list[str]], tmp_path: Path, practice: bool
) -> None:
    page, errors = browser_page
    page.set_viewport_size({"width": 390, "height": 844})
    if practice:
        _open(page, random_tree(3, 3, seed=5), tmp_path / "phone.html", whole=True)
    else:
        html = html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")
        assert write_page(html, str(tmp_path / "phone.html")).unwrap()
        page.goto((tmp_path / "phone.html").as_uri())
    assert page.evaluate(_COVERED) == []
    if not practice:
        page.click("#next")
        assert page.text_content("#counter") == "step 2 of 15"
    assert errors == []


@pytest.mark.parametrize("random", [False, True], ids=["figure-5-2", "random-3-3"])
@pytest.mark.parametrize("window", [(1280, 720), (1024, 768)], ids=["1280x720", "1024x768"])
def test_a_practice_page_on_a_projector_is_whole_and_readable(
    window: tuple[int, int], random: bool, browser_page: tuple[Page, list[str]], tmp_path: Path
) -> None:
    page, errors = browser_page
    page.set_viewport_size({"width": window[0], "height": window[1]})
    # 27 leaves drawn whole as the command line draws them: scaled down to the 16 px floor.
    tree = random_tree(3, 3, seed=5) if random else FIGURE_5_2
    _open(page, tree, tmp_path / "fig.html", whole=random)
    # The whole tree, its texts at least 16 px on the screen, nothing scrolls or is covered.
    assert page.locator(".node.hidden, .node.folded").count() == 0
    sizes = page.evaluate(
        """() => [...document.querySelectorAll('#tree text')]
            .filter((t) => t.getClientRects().length > 0 && t.textContent.trim() !== ''
              && !t.closest('.toggle') && getComputedStyle(t).visibility !== 'hidden')
            .map((t) => t.getScreenCTM().a * parseFloat(getComputedStyle(t).fontSize))"""
    )
    assert sizes
    assert min(sizes) >= 15.99
    assert not page.evaluate(
        "document.documentElement.scrollHeight > innerHeight"
        " || document.documentElement.scrollWidth > innerWidth"
    )
    assert page.evaluate(_COVERED) == []
    assert (
        page.evaluate(
            """() => { const area = document.getElementById("tree").getBoundingClientRect();
          return [...document.querySelectorAll(".node")].filter((n) => {
            const b = n.getBoundingClientRect();
            return b.left < area.left || b.right > area.right || b.top < area.top
              || b.bottom > area.bottom; }).map((n) => n.id); }"""
        )
        == []
    )
    assert errors == []
