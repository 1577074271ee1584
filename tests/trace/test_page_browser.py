"""The pages of a fixed set of traced searches, written by the command line and read in Chromium.

Each page is looked at in a 1280x720 and a 1024x768 window, as a projector shows it: no
two texts overlap, no text of the tree is under 16 CSS pixels on the screen (none of the
page under 12), no edge crosses a text, a tree promised whole (up to 30 leaves, and Nim 7)
is shown whole, the whole-tree button shows any tree in the window, and stepping from the
first step to the last and back reaches every step, with the counter saying so and the
step's node highlighted and in view. The counts are checked against the text trace of the
same search. Small trees compared are shown side by side, each whole; larger ones one tab
at a time.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import pytest

from fnsearch.cli.main import main as cli_main

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Frame, Locator, Page

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
AIMA = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium to show the pages in")


class Case(NamedTuple):
    """One page of the set: the ``trace`` command's arguments, and where it is shown whole."""

    argv: tuple[str, ...]
    fits: bool
    whole: tuple[tuple[int, int], ...] = ()
    """The windows in which every node is shown from the first step, none folded."""


WINDOWS = ((1280, 720), (1024, 768))
CASES = {
    "figure-5-2": Case(("tree", "((3,12,8),(2,4,6),(14,5,2))"), fits=True, whole=WINDOWS),
    "walkthrough": Case(("tree", "(((2,3),(5,9)),((0,1),(7,5)))"), fits=True),
    "tictactoe-depth-2": Case(("tictactoe", "XXO/.../O..", "--depth", "2"), fits=True),
    "tictactoe-full": Case(("tictactoe", ".O./.X./..."), fits=False),
    # 6 empty cells, 5 left after O's move: 30 leaves, the most a page must show whole.
    "tictactoe-30-leaves": Case(("tictactoe", "XO./..X/...", "--depth", "2"), fits=True),
    "chance-star1": Case(("chancetree", AIMA, "--algorithm", "star1"), fits=True),
    "pig-depth-2": Case(("pig", "--depth", "2"), fits=True),
    "connect4-depth-2": Case(("connect4", "--depth", "2"), fits=False),  # 49 leaves
    # 21 leaves, 7 plies deep: whole in both windows, drawn compact.
    "nim-7": Case(("nim", "7"), fits=False, whole=WINDOWS),
    "random-2-6": Case(("tree", "--random", "2,6", "--seed", "3"), fits=False),  # 64 leaves
}
COMPARED = ("tictactoe", "XXO/.../O..", "--depth", "2", "--compare")
SIDE_BY_SIDE = {
    "compare-figure-5-2": ("tree", "((3,12,8),(2,4,6),(14,5,2))", "--compare"),
    "compare-random-2-3": ("tree", "--random", "2,3", "--seed", "3", "--compare"),
}


class Written(NamedTuple):
    """A page written by the command line, and the text the command printed."""

    path: Path
    text: str


def _write(directory: Path, name: str, argv: tuple[str, ...]) -> Written:
    target = directory / f"{name}.html"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["trace", *argv, "--html", str(target)]) == 0
    return Written(target, out.getvalue())


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Written]:
    directory = tmp_path_factory.mktemp("pages")
    return {
        **{name: _write(directory, name, case.argv) for name, case in CASES.items()},
        "compare": _write(directory, "compare", COMPARED),
        **{name: _write(directory, name, argv) for name, argv in SIDE_BY_SIDE.items()},
    }


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    pytest.importorskip("playwright", reason="playwright is not installed (pip install -e .[dev])")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def _open(
    browser: Browser, path: Path, viewport: tuple[int, int] = (1280, 720)
) -> tuple[Page, list[str]]:
    page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(path.as_uri())
    if page.locator("#frames").count() > 0:  # a compare page: its frames laid out
        page.wait_for_function("document.body.dataset.ready === 'yes'", timeout=10000)
    return page, errors


# What the page looks like, measured in it: texts that overlap, texts too small, edges
# through texts, nodes outside the window, and whether anything scrolls.
LOOK = """() => {
  const shown = (el) => {
    if (el.closest(".hidden")) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const texts = [...document.querySelectorAll("svg text")]
    .filter((t) => t.textContent.trim() !== "" && shown(t))
    .map((t) => ({text: t.textContent, box: t.getBoundingClientRect(), el: t}));
  // The texts of the page around the tree: the extent of their words.
  const words = [...document.querySelectorAll(
      "h1, #controls button, #hint, #counter, #leaves, #window-line, #text, #key li, [role=tab]")]
    .filter(shown).map((el) => {
      const range = document.createRange();
      // A key's line: its words, beside the swatch (whose texts are the drawing's).
      range.selectNodeContents(el.matches("#key li") ? el.lastChild : el);
      // Only what shows: a heading cut short shows none of the words cut off.
      const [r, e] = [range.getBoundingClientRect(), el.getBoundingClientRect()];
      const box = {left: Math.max(r.left, e.left), right: Math.min(r.right, e.right),
                   top: Math.max(r.top, e.top), bottom: Math.min(r.bottom, e.bottom)};
      return {text: el.textContent, box: box};
    });
  const meet = (a, b, by) => a.left + by < b.right && b.left + by < a.right &&
    a.top + by < b.bottom && b.top + by < a.bottom;
  const overlaps = [];
  const all = [...texts, ...words];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      if (meet(all[i].box, all[j].box, 0.5))
        overlaps.push(all[i].text + " | " + all[j].text);
  const small = texts.filter((t) => Math.min(1, t.el.getScreenCTM().a) *
      parseFloat(getComputedStyle(t.el).fontSize) < 11.99).map((t) => t.text);
  for (const el of document.body.querySelectorAll("*")) {
    if (el instanceof SVGElement || !shown(el)) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== "");
    if (own && parseFloat(getComputedStyle(el).fontSize) < 11.99) small.push(el.textContent);
  }
  // Does the segment from p to q pass through the box (shrunk by a pixel)?
  const through = (p, q, b) => {
    let t0 = 0, t1 = 1;
    const dx = q.x - p.x, dy = q.y - p.y;
    for (const [d, e] of [[-dx, p.x - (b.left + 1)], [dx, (b.right - 1) - p.x],
                          [-dy, p.y - (b.top + 1)], [dy, (b.bottom - 1) - p.y]]) {
      if (d === 0) { if (e < 0) return false; continue; }
      const t = e / d;
      if (d < 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
    return true;
  };
  const crossings = [];
  for (const edge of document.querySelectorAll("polyline.edge")) {
    if (!shown(edge)) continue;
    const m = edge.getScreenCTM();
    const points = [...edge.points].map((p) => new DOMPoint(p.x, p.y).matrixTransform(m));
    for (let i = 0; i + 1 < points.length; i++)
      for (const t of texts)
        if (through(points[i], points[i + 1], t.box))
          crossings.push(edge.id + " through " + t.text);
  }
  const area = document.getElementById("tree").getBoundingClientRect();
  const outside = [...document.querySelectorAll(".node")].filter(shown).filter((n) => {
    const b = n.getBoundingClientRect();
    return b.left < area.left || b.right > area.right || b.top < area.top || b.bottom > area.bottom;
  }).map((n) => n.id);
  const root = document.documentElement;
  return {overlaps, small, crossings, outside, texts: texts.length,
          scrolls: root.scrollWidth > innerWidth || root.scrollHeight > innerHeight,
          key: [...document.querySelectorAll("#key li")].map((li) => li.textContent)};
}"""

# Every step, first to last and back, through the page's own window.fnsearch.show:
# the steps whose counter, highlighted node or view is wrong.
WALK = """() => {
  const data = JSON.parse(document.getElementById("trace-data").textContent);
  const n = window.fnsearch.steps, wrong = [];
  const order = [...Array(n).keys()];
  for (const k of [...order, ...order.reverse()]) {
    window.fnsearch.show(k);
    // The tree's room as this step leaves it (a longer step's text can take a line more).
    const area = document.getElementById("tree").getBoundingClientRect();
    const current = [...document.querySelectorAll(".node.current")];
    const box = current.length === 1 ? current[0].getBoundingClientRect() : null;
    if (window.fnsearch.current() !== k ||
        document.getElementById("counter").textContent !== "step " + (k + 1) + " of " + n ||
        current.length !== 1 || current[0].id !== data.steps[k].node ||
        current[0].closest(".hidden") !== null || box.width === 0 ||
        box.left < area.left || box.right > area.right ||
        box.top < area.top || box.bottom > area.bottom) wrong.push(k);
  }
  return {wrong, steps: n};
}"""


def _look(where: Page | Frame, fits: bool) -> list[str]:
    seen = where.evaluate(LOOK)
    return [
        *(f"overlap: {pair}" for pair in seen["overlaps"]),
        *(f"under 12 px: {text}" for text in seen["small"]),
        *(f"crossing: {cross}" for cross in seen["crossings"]),
        *(f"outside the window: {node}" for node in (seen["outside"] if fits else [])),
        *(["the page scrolls"] if seen["scrolls"] else []),
        *([] if "current step" in seen["key"] and seen["texts"] > 0 else ["no key"]),
    ]


def _counts(text: str) -> tuple[int, str]:
    """The steps of the text trace (its lines before the last) and its last line's counts."""
    lines = text.splitlines()
    wrote = [line for line in lines if line.startswith("wrote ")]
    body = lines[: len(lines) - len(wrote)]
    found = re.match(r"(\d+ of \d+) leaves evaluated", body[-1])
    assert found is not None, body[-1]
    return len(body) - 1, found.group(1)


def _check(
    where: Page | Frame, fits: bool, steps: int, leaves: str, *, buttons: bool = True
) -> None:
    problems = _look(where, fits)
    assert problems == [], problems
    walked = where.evaluate(WALK)
    assert walked == {"wrong": [], "steps": steps}
    where.evaluate("window.fnsearch.show(window.fnsearch.steps - 1)")
    assert where.locator("#counter").inner_text() == f"step {steps} of {steps}"
    assert where.locator("#leaves").inner_text() == f"leaves evaluated: {leaves}"
    problems = _look(where, fits)  # every value and bound shown, the folds as stepping left them
    assert problems == [], problems
    if not buttons:  # a page beside others: the compare page's buttons step it
        return
    where.locator("#start").click()
    where.locator("#next").click()
    assert where.locator("#counter").inner_text() == f"step 2 of {steps}"
    assert "current" in (where.locator(".node.current").get_attribute("class") or "")


# The tree's texts (values, windows, bounds, captions, moves) as large as a projector
# needs them: their size on the screen, the view's scale counted.
SIZES = """() => [...document.querySelectorAll("#tree text")]
  .filter((t) => t.textContent.trim() !== "" && !t.closest(".hidden") && !t.closest(".toggle")
    && getComputedStyle(t).visibility !== "hidden")
  .map((t) => t.getScreenCTM().a * parseFloat(getComputedStyle(t).fontSize))"""


def _sizes(where: Page | Frame, steps: int) -> None:
    for step in (0, steps // 2, steps - 1):
        where.evaluate(f"window.fnsearch.show({step})")
        sizes = where.evaluate(SIZES)
        assert sizes
        assert min(sizes) >= 15.99


# Stepping through the full tic-tac-toe tree (over a thousand nodes) takes the longest of
# all: it runs with the slow tests, at both sizes (the tests below open that page too).
@pytest.mark.parametrize(
    ("name", "window"),
    [
        pytest.param(
            name,
            window,
            id=f"{name}-{window[0]}x{window[1]}",
            marks=[pytest.mark.slow] if name == "tictactoe-full" else [],
        )
        for name in sorted(CASES)
        for window in WINDOWS
    ],
)
def test_the_page_is_readable_and_steps_through(
    name: str, window: tuple[int, int], pages: dict[str, Written], browser: Browser
) -> None:
    steps, leaves = _counts(pages[name].text)
    page, errors = _open(browser, pages[name].path, window)
    whole = window in CASES[name].whole
    if whole:
        assert page.locator(".node.hidden, .node.folded").count() == 0
    _sizes(page, steps)
    _check(page, CASES[name].fits or whole, steps, leaves)
    if whole:  # the last step, every value and bound shown: still whole, nothing outside
        page.evaluate("window.fnsearch.show(window.fnsearch.steps - 1)")
        assert page.locator(".node.hidden, .node.folded").count() == 0
        assert page.evaluate(LOOK)["outside"] == []
    page.keyboard.press("End")
    assert page.locator("#counter").inner_text() == f"step {steps} of {steps}"
    page.keyboard.press("Home")
    assert page.locator("#counter").inner_text() == f"step 1 of {steps}"
    page.locator("#overview").click()  # the whole tree at once, scaled to the window
    assert page.locator(".node.hidden").count() == 0
    assert page.evaluate(LOOK)["outside"] == []
    page.locator("#fit").click()
    page.close()
    assert errors == []


def _translation(transform: str) -> tuple[float, float]:
    found = re.match(r"translate\(([-0-9.]+),([-0-9.]+)\)", transform)
    assert found is not None, transform
    return float(found.group(1)), float(found.group(2))


def test_a_large_trace_starts_folded_and_opens_as_one_steps(
    pages: dict[str, Written], browser: Browser
) -> None:
    page, errors = _open(browser, pages["tictactoe-full"].path)
    nodes = page.locator(".node").count()
    assert nodes == 1062
    shown = page.locator(".node:not(.hidden)").count()
    assert 10 < shown < 200
    folded = page.locator(".node.folded").first
    node_id = folded.get_attribute("id")
    folded.locator(".toggle").click()
    assert "folded" not in (page.locator(f"#{node_id}").get_attribute("class") or "")
    assert page.locator(".node:not(.hidden)").count() > shown
    page.locator(f"#{node_id} .toggle").click()
    assert page.locator(".node:not(.hidden)").count() == shown
    view = page.locator("#view")
    at_first = view.get_attribute("transform")
    assert at_first is not None
    assert at_first.endswith("scale(1.0000)")
    page.locator("#zoom-out").click()
    assert (view.get_attribute("transform") or "").endswith("scale(0.8000)")
    page.mouse.move(640, 500)
    page.mouse.wheel(0, -200)  # the wheel zooms in again, about the pointer
    zoomed = view.get_attribute("transform") or ""
    assert zoomed.endswith("scale(0.9200)")
    page.mouse.down()
    page.mouse.move(540, 450)
    page.mouse.up()
    moved = view.get_attribute("transform") or ""
    assert moved.endswith("scale(0.9200)")
    (x0, y0), (x1, y1) = _translation(zoomed), _translation(moved)
    assert (round(x1 - x0), round(y1 - y0)) == (-100, -50)  # as far as it was dragged
    page.locator("#fit").click()
    assert page.locator(".node:not(.hidden)").count() == shown
    page.close()
    assert errors == []


def test_the_compare_page_shows_each_search_in_a_tab(
    pages: dict[str, Written], browser: Browser
) -> None:
    # Minimax visits the whole tree: 5 empty cells, then 4, so 1 + 5 + 20 nodes.
    printed = pages["compare"].text.splitlines()
    assert printed[:4] == [
        "minimax: 26 nodes visited, 20 of 20 leaves evaluated",
        "alpha-beta: 17 nodes visited, 11 of 20 leaves evaluated",
        "alpha-beta, ordered: 14 nodes visited, 8 of 20 leaves evaluated",
        "alpha-beta, ordered, table: 14 nodes visited, 8 of 20 leaves evaluated",
    ]
    page, errors = _open(browser, pages["compare"].path)
    tabs = page.locator("[role=tab]")
    assert tabs.count() == 4
    for index in range(4):
        tabs.nth(index).click()
        assert tabs.nth(index).get_attribute("aria-selected") == "true"
        handle = page.locator(f"#frame{index}").element_handle()
        assert handle is not None
        frame = handle.content_frame()
        assert frame is not None
        assert page.locator(f"#frame{index}").is_visible()
        data = json.loads(frame.locator("#trace-data").text_content() or "{}")
        steps = len(data["steps"])
        leaves = printed[index].split(", ")[-1].removesuffix(" leaves evaluated")
        _check(frame, True, steps, leaves)
        tabs.nth(index).click()  # the focus back on the compare page, whose keys
        page.keyboard.press("End")  # step the search shown
        assert frame.locator("#counter").inner_text() == f"step {steps} of {steps}"
        page.keyboard.press("Home")
        assert frame.locator("#counter").inner_text() == f"step 1 of {steps}"
    page.close()
    assert errors == []


@pytest.mark.parametrize("window", WINDOWS, ids=lambda window: f"{window[0]}x{window[1]}")
@pytest.mark.parametrize("name", sorted(SIDE_BY_SIDE))
def test_small_trees_compared_stand_side_by_side_each_whole(
    name: str, window: tuple[int, int], pages: dict[str, Written], browser: Browser
) -> None:
    printed = pages[name].text.splitlines()
    page, errors = _open(browser, pages[name].path, window)
    assert page.evaluate("document.body.classList.contains('side')")
    boxes = []
    for index, line in enumerate(printed[:4]):
        handle = page.locator(f"#frame{index}").element_handle()
        assert handle is not None
        frame = handle.content_frame()
        assert frame is not None
        assert page.locator(f"#frame{index}").is_visible()
        boxes.append(handle.bounding_box())
        # Each cell: its search's name, counts, bar, and the tree whole, readable.
        cell = page.locator(".search").nth(index)
        assert cell.locator("[role=tab]").inner_text().startswith(line.split(":")[0])
        assert frame.locator(".node.hidden, .node.folded").count() == 0
        steps = len(json.loads(frame.locator("#trace-data").text_content() or "{}")["steps"])
        _sizes(frame, steps)
        leaves = line.split(", ")[-1].removesuffix(" leaves evaluated")
        _check(frame, True, steps, leaves, buttons=False)
        # Minimax's window never narrows: no α/β is written under its nodes.
        windows = frame.locator("text.window").count()
        assert (windows == 0) == line.startswith("minimax")
    # The cells do not overlap, and all are in the window.
    for a, b in ((a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
        assert a is not None
        assert b is not None
        assert a["x"] + a["width"] <= b["x"] + 1 or a["y"] + a["height"] <= b["y"] + 1
    # Equal counts are marked instead of repeated (worst first visits all, as minimax).
    assert "the same as minimax" in page.locator(".search").nth(3).inner_text()
    # The compare page's buttons step every search, each to its own last step, which
    # each cell's counter and bar show.
    cells = page.locator(".search")
    page.locator("#end").click()
    for index in range(4):
        counter = page.frame_locator(f"#frame{index}").locator("#counter")
        assert re.fullmatch(r"step (\d+) of \1", counter.inner_text())
        assert cells.nth(index).locator(".counter").inner_text() == counter.inner_text()
        leaves = page.frame_locator(f"#frame{index}").locator("#leaves").inner_text()
        assert cells.nth(index).locator("[role=tab]").get_attribute("title") == leaves
        assert _bar(cells.nth(index)) == pytest.approx(1.0, abs=0.01)
    # A cell's own buttons step its search alone, here to its first leaf evaluated.
    page.locator("#start").click()
    alone = cells.nth(1)
    for _ in range(12):
        if (alone.locator("[role=tab]").get_attribute("title") or "").startswith(
            "leaves evaluated: 1 of "
        ):
            break
        alone.locator(".forward").click()
    counters = [cells.nth(index).locator(".counter").inner_text() for index in range(4)]
    assert [counter.startswith("step 1 of ") for counter in counters] == [1, 0, 1, 1]
    evaluated = re.search(r"(\d+) of \d+ leaves evaluated", printed[1])
    assert evaluated is not None
    assert _bar(alone) == pytest.approx(1 / int(evaluated.group(1)), abs=0.01)
    assert _bar(cells.nth(0)) == 0.0
    alone.locator(".forward").click()
    alone.locator(".back").click()
    assert alone.locator(".counter").inner_text() == counters[1]
    for button in (".back", ".forward", ".counter"):
        size = cells.nth(0).locator(button).evaluate("e => getComputedStyle(e).fontSize")
        assert float(size.removesuffix("px")) >= 16
    page.close()
    assert errors == []


def _bar(cell: Locator) -> float:
    """How much of a search's bar of leaves evaluated is filled up to its step shown."""
    return float(
        cell.locator(".so-far").evaluate("e => e.offsetWidth / e.parentElement.offsetWidth")
    )


def test_stepping_through_figure_5_2(pages: dict[str, Written], browser: Browser) -> None:
    from playwright.sync_api import expect

    page, errors = _open(browser, pages["figure-5-2"].path)
    counter, leaves = page.locator("#counter"), page.locator("#leaves")
    expect(counter).to_have_text("step 1 of 15")
    expect(leaves).to_have_text("leaves evaluated: 0 of 9")
    assert page.get_attribute("#n", "class") == "node inner max shown pending current"
    assert "unseen" in (page.get_attribute("#n_1_1", "class") or "")
    for _ in range(14):
        page.click("#next")
    expect(counter).to_have_text("step 15 of 15")
    expect(leaves).to_have_text("leaves evaluated: 7 of 9")
    expect(page.locator("#text")).to_have_text("MAX ((3,12,8),(2,4,6),(14,5,2)) returns 3")
    page.click("#next")  # past the end it stays at the end
    expect(counter).to_have_text("step 15 of 15")
    page.click("#previous")
    expect(counter).to_have_text("step 14 of 15")
    expect(page.locator("#text")).to_have_text("MIN (14,5,2) cuts at 3 (2 ≤ α)")
    assert "current" in (page.get_attribute("#n_2", "class") or "")
    # Back to the cut at (2,4,6): its window and value, its bound, and 4 and 6 greyed.
    page.click("#start")
    for _ in range(8):
        page.keyboard.press("ArrowRight")
    expect(counter).to_have_text("step 9 of 15")
    expect(page.locator("#window")).to_have_text("α=3 β=+∞")
    expect(page.locator("#value")).to_have_text("3")
    expect(leaves).to_have_text("leaves evaluated: 4 of 9")
    assert "current" in (page.get_attribute("#n_1", "class") or "")
    expect(page.locator("#n_1 text.bound")).to_be_visible()
    expect(page.locator("#n_2 text.bound")).to_be_hidden()  # not cut yet
    pruned = page.locator(".node.pruned.shown")
    expect(pruned).to_have_count(2)
    assert pruned.first.evaluate("e => getComputedStyle(e.querySelector('rect')).stroke") == (
        "rgb(153, 153, 153)"
    )
    # A cut that pruned nothing is drawn otherwise than one that pruned two leaves.
    page.keyboard.press("End")
    cut, nothing = (
        page.locator(f"#{node} > .shape").evaluate(
            "e => [getComputedStyle(e).stroke, getComputedStyle(e).strokeDasharray]"
        )
        for node in ("n_1", "n_2")
    )
    assert cut[0] == nothing[0] == "rgb(204, 0, 0)"
    assert cut[1] == "none"
    assert nothing[1] != "none"
    page.keyboard.press("Home")
    expect(page.locator(".node.pruned.shown")).to_have_count(0)
    expect(counter).to_have_text("step 1 of 15")
    page.close()
    assert errors == []


def test_the_key_draws_the_discs_as_the_boards_do(
    pages: dict[str, Written], browser: Browser
) -> None:
    page, errors = _open(browser, pages["connect4-depth-2"].path)
    for disc in ("x", "o"):
        style = "e => [getComputedStyle(e).fill, getComputedStyle(e).stroke]"
        in_key = page.locator(f"#key .disc.{disc}").evaluate(style)
        on_board = page.locator(f"#tree .disc.{disc}").first.evaluate(style)
        assert in_key == on_board
        assert in_key[0] != "none"
    page.close()
    assert errors == []


def test_the_tree_folds_again_when_its_room_changes(
    pages: dict[str, Written], browser: Browser
) -> None:
    # Another part of the page (as a practice panel would) takes the lower 30 %.
    page, errors = _open(browser, pages["tictactoe-depth-2"].path)
    assert page.locator(".node.folded").count() == 0
    page.evaluate("document.body.style.paddingBottom = '30vh'")
    page.wait_for_function("document.querySelectorAll('.node.folded').length > 0", timeout=5000)
    seen = page.evaluate(LOOK)
    assert seen["outside"] == []
    assert seen["overlaps"] == []
    page.close()
    assert errors == []


def test_the_whole_tree_for_a_layer_that_asks_about_any_node(
    pages: dict[str, Written], browser: Browser
) -> None:
    page, errors = _open(browser, pages["tictactoe-full"].path)
    assert page.locator(".node.hidden").count() > 0
    page.evaluate("window.fnsearch.whole(true)")
    assert page.locator(".node.hidden").count() == 0
    assert page.evaluate("document.documentElement.scrollWidth > innerWidth")
    # A node deep in the tree can be scrolled to and clicked, its own listener hearing it.
    deep = page.locator("#n_5_0_0_0_2_0_0")
    deep.evaluate("e => e.addEventListener('click', () => { window.heard = e.id; })")
    deep.click()
    assert page.evaluate("window.heard") == "n_5_0_0_0_2_0_0"
    page.evaluate("window.fnsearch.show(200)")
    assert page.locator(".node.hidden").count() == 0  # stepping folds nothing away
    page.evaluate("window.fnsearch.whole(false)")
    assert page.locator(".node.hidden").count() > 0
    assert not page.evaluate("document.documentElement.scrollWidth > innerWidth")
    page.close()
    assert errors == []
