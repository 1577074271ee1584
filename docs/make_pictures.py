"""Write the documentation's pictures of a search: python docs/make_pictures.py (or make pictures).

docs/trace-fig-5-2.svg and .png come from Graphviz's dot, docs/trace-chance.svg and
.png are the lecture's chance example searched by Star1. docs/trace-page.html is the
page that steps through Fig. 5.2; it and the pages of the set below are written by
the ``trace`` command and photographed in headless Chromium at 1280x720, as a
projector shows them, each at a step worth seeing (docs/trace-page.png and
docs/page-*.png).
"""

from __future__ import annotations

import contextlib
import io
import shutil
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from fnsearch.cli.main import main as cli_main
from fnsearch.cli.picture_files import write_picture
from fnsearch.core.config import WHITE
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
from fnsearch.trace.picture import dot_source
from fnsearch.trace.run import trace

DOCS = Path(__file__).resolve().parent
CHANCE_EXAMPLE = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


class Shot(NamedTuple):
    """A page of the set: its picture's name, the trace command, the step shown, the tab.

    The step counts from 1; 0 shows the last.
    """

    name: str
    argv: tuple[str, ...]
    step: int
    tab: int = 0


SHOTS = (
    Shot("trace-page", ("tree", "((3,12,8),(2,4,6),(14,5,2))"), 9),  # the cut that prunes 4 and 6
    Shot("page-walkthrough", ("tree", "(((2,3),(5,9)),((0,1),(7,5)))"), 0),
    Shot("page-tictactoe-depth-2", ("tictactoe", "XXO/.../O..", "--depth", "2"), 0),
    Shot("page-tictactoe-full", ("tictactoe", ".O./.X./..."), 160),
    Shot("page-chance-star1", ("trace-chance",), 11),
    Shot("page-pig-depth-2", ("pig", "--depth", "2"), 0),
    Shot("page-connect4-depth-2", ("connect4", "--depth", "2"), 20),
    Shot("page-compare", ("tictactoe", "XXO/.../O..", "--depth", "2", "--compare"), 0, tab=2),
    Shot("page-nim-7", ("nim", "7"), 0),
    Shot("page-compare-side", ("tree", "((3,12,8),(2,4,6),(14,5,2))", "--compare"), 0),
)


def _argv(shot: Shot) -> list[str]:
    return (
        ["chancetree", CHANCE_EXAMPLE, "--algorithm", "star1"]
        if shot.argv == ("trace-chance",)
        else list(shot.argv)
    )


def _write_page(shot: Shot, target: Path) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        code = cli_main(["trace", *_argv(shot), "--html", str(target)])
    if code != 0:
        raise SystemExit(f"the trace of {shot.name} failed")


def main() -> int:
    """Write every picture; 1 when chromium is missing for the screenshots."""
    for name in ("trace-chance.svg", "trace-chance.png"):
        cli_main(["trace", "chancetree", CHANCE_EXAMPLE, "--algorithm", "star1",
                  f"--{name[-3:]}", str(DOCS / name)])  # fmt: skip
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    dot_text = dot_source(traced, render_tree, title="AIMA Figure 5.2, alpha-beta")
    for name in ("trace-fig-5-2.svg", "trace-fig-5-2.png"):
        print(write_picture(dot_text, str(DOCS / name)).value_or("failed"))
    _write_page(SHOTS[0], DOCS / "trace-page.html")
    print(DOCS / "trace-page.html")
    chromium = shutil.which("chromium")
    if chromium is None:
        print("no chromium: the screenshots are not taken", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        for shot in SHOTS:
            page_file = Path(folder) / f"{shot.name}.html"
            _write_page(shot, page_file)
            tab = browser.new_page(viewport={"width": 1280, "height": 720})
            tab.goto(page_file.as_uri())
            frame = tab.main_frame
            if shot.argv[-1] == "--compare":
                tab.wait_for_function("document.body.dataset.ready === 'yes'")
            if shot.argv[-1] == "--compare" and tab.evaluate("document.body.className") == "side":
                tab.locator("#end").click()  # every search side by side at its last step
                tab.screenshot(path=str(DOCS / f"{shot.name}.png"))
                tab.close()
                print(DOCS / f"{shot.name}.png")
                continue
            if shot.argv[-1] == "--compare":
                tab.locator("[role=tab]").nth(shot.tab).click()
                handle = tab.locator(f"#frame{shot.tab}").element_handle()
                frame = handle.content_frame() if handle is not None else None
                if frame is None:
                    raise SystemExit("the compare page has no frame")
            last = frame.evaluate("window.fnsearch.steps")
            frame.evaluate(f"window.fnsearch.show({(shot.step or last) - 1})")
            target = DOCS / f"{shot.name}.png"
            tab.screenshot(path=str(target))
            tab.close()
            print(target)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
