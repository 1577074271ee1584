"""Write the documentation's pictures of a search: python docs/make_pictures.py (or make pictures).

docs/trace-fig-5-2.svg and .png come from Graphviz's dot, docs/trace-page.html is the
page that steps through the search, docs/trace-page.png its screenshot in headless
Chromium (at the cut of Fig. 5.2's second MIN node); docs/trace-chance.svg and .png
the lecture's chance example searched by Star1.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from fnsearch.cli.main import main as cli_main
from fnsearch.cli.picture_files import write_page, write_picture
from fnsearch.core.config import WHITE
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
from fnsearch.trace.page import html_page
from fnsearch.trace.picture import dot_source
from fnsearch.trace.run import trace

DOCS = Path(__file__).resolve().parent
CHANCE_EXAMPLE = "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))"


def main() -> int:
    """Write every picture; 1 when chromium is missing for the screenshot."""
    for name in ("trace-chance.svg", "trace-chance.png"):
        cli_main(["trace", "chancetree", CHANCE_EXAMPLE, "--algorithm", "star1",
                  f"--{name[-3:]}", str(DOCS / name)])  # fmt: skip
    traced = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
    dot_text = dot_source(traced, render_tree, title="AIMA Figure 5.2, alpha-beta")
    for name in ("trace-fig-5-2.svg", "trace-fig-5-2.png"):
        print(write_picture(dot_text, str(DOCS / name)).value_or("failed"))
    page = DOCS / "trace-page.html"
    print(write_page(html_page(traced, render_tree, "AIMA Figure 5.2"), str(page)).unwrap())
    chromium = shutil.which("chromium")
    if chromium is None:
        print("no chromium: the screenshot is not taken", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        tab = browser.new_page(viewport={"width": 820, "height": 520})
        tab.goto(page.as_uri())
        for _ in range(8):
            tab.keyboard.press("ArrowRight")
        tab.screenshot(path=str(DOCS / "trace-page.png"), full_page=True)
        browser.close()
    print(DOCS / "trace-page.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
