"""The page that steps through a traced search, tried in a real headless browser."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from pathlib import Path

import pytest

from fnsearch.cli.picture_files import write_page
from fnsearch.core.config import WHITE
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
from fnsearch.trace.page import html_page
from fnsearch.trace.run import trace

STEPS = 15  # the text trace of Fig. 5.2 has 15 lines before its count of leaves


def _figure_page() -> str:
    return html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), render_tree, "Figure 5.2")


def test_the_page_embeds_its_steps_as_json() -> None:
    page = _figure_page()
    found = re.search(r'<script type="application/json" id="trace-data">(.*?)</script>', page)
    assert found is not None
    data = json.loads(found.group(1))
    assert len(data["steps"]) == STEPS
    assert data["totals"] == [{"steps": STEPS, "leaves": 9}]
    assert data["steps"][-1]["leaves"] == 7
    assert data["steps"][8]["text"] == "MIN (2,4,6) cuts at 3 (2 ≤ α): pruned 4, 6"


def test_no_shown_text_can_end_the_script() -> None:
    page = html_page(trace(TREE_CONFIG, FIGURE_5_2, WHITE), lambda _: "</script><b>", "t")
    data = page.split('id="trace-data">', 1)[1].split("</script>", 1)[0]
    assert "<" not in data
    assert json.loads(data)["steps"][0]["text"].startswith("MAX </script><b>")
    assert page.count("</script>") == 2


def _browser_or_skip() -> str:
    if importlib.util.find_spec("playwright") is None:
        pytest.skip("playwright is not installed (pip install -e '.[dev]')")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("no chromium to run the page in (apt-get install chromium)")
    return chromium


def test_stepping_through_figure_5_2_in_a_browser(tmp_path: Path) -> None:
    chromium = _browser_or_skip()
    from playwright.sync_api import expect, sync_playwright

    target = tmp_path / "trace.html"
    assert write_page(_figure_page(), str(target)).unwrap() == str(target)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(target.as_uri())
        counter, leaves = page.locator("#counter"), page.locator("#leaves")
        expect(counter).to_have_text(f"step 1 of {STEPS}")
        expect(leaves).to_have_text("leaves evaluated: 0 of 9")
        assert page.get_attribute("#n", "class") == "node inner shown pending current"
        assert "unseen" in (page.get_attribute("#n_1_1", "class") or "")
        for _ in range(STEPS - 1):
            page.click("#next")
        expect(counter).to_have_text(f"step {STEPS} of {STEPS}")
        expect(leaves).to_have_text("leaves evaluated: 7 of 9")
        expect(page.locator("#text")).to_have_text("MAX ((3,12,8),(2,4,6),(14,5,2)) returns 3")
        page.click("#next")  # past the end it stays at the end
        expect(counter).to_have_text(f"step {STEPS} of {STEPS}")
        page.click("#previous")
        expect(counter).to_have_text(f"step {STEPS - 1} of {STEPS}")
        expect(page.locator("#text")).to_have_text("MIN (14,5,2) cuts at 3 (2 ≤ α)")
        assert "current" in (page.get_attribute("#n_2", "class") or "")
        # Back to the cut at (2,4,6): its window and value, and 4 and 6 greyed.
        page.click("#start")
        expect(counter).to_have_text(f"step 1 of {STEPS}")
        for _ in range(8):
            page.keyboard.press("ArrowRight")
        expect(counter).to_have_text(f"step 9 of {STEPS}")
        expect(page.locator("#window")).to_have_text("α=3 β=+∞")
        expect(page.locator("#value")).to_have_text("3")
        expect(leaves).to_have_text("leaves evaluated: 4 of 9")
        assert "current" in (page.get_attribute("#n_1", "class") or "")
        pruned = page.locator(".node.pruned.shown")
        expect(pruned).to_have_count(2)
        assert pruned.first.evaluate("e => getComputedStyle(e.querySelector('rect')).stroke") == (
            "rgb(170, 170, 170)"
        )
        page.keyboard.press("ArrowLeft")
        expect(page.locator(".node.pruned.shown")).to_have_count(0)
        page.keyboard.press("End")
        expect(counter).to_have_text(f"step {STEPS} of {STEPS}")
        page.keyboard.press("Home")
        expect(counter).to_have_text(f"step 1 of {STEPS}")
        browser.close()
    assert errors == []
