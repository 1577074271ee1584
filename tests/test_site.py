"""The documentation site, built here from mkdocs.yml and docs/ into a temporary folder.

It must work opened from disk (``site/index.html``) as well as served: every link of
the navigation leads to a page with content, nothing is fetched from elsewhere, the
search finds pages; and the API reference shows no raw cross-reference role and has
no broken link.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
NEEDS_CHROMIUM = pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium to open the site in (apt-get install chromium)"
)
ROLE = re.compile(r":(func|class|mod|data|meth|attr):`")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built as ``make docs`` builds it (every warning an error)."""
    folder = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(folder)],
        cwd=ROOT,
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    return folder


class _Links(HTMLParser):
    """The links (``href``), the resources (``src``, stylesheets) and the ids of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.resources: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value for name, value in attrs if value is not None}
        if "id" in found:
            self.ids.add(found["id"])
        if tag == "link" and "href" in found:
            self.resources.append(found["href"])
        elif "href" in found:
            self.links.append(found["href"])
        if "src" in found:
            self.resources.append(found["src"])


def _read(page: Path) -> _Links:
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def _navigation() -> list[str]:
    """The pages mkdocs.yml's navigation names, as the site's files."""
    pages = re.findall(r"^\s*- .*: (\S+\.md)$", (ROOT / "mkdocs.yml").read_text(), re.M)
    return sorted(page.replace(".md", ".html") for page in pages)


def _pages(site: Path) -> Iterator[Path]:
    return (page for page in sorted(site.rglob("*.html")) if page.name != "404.html")


def test_no_page_fetches_anything_from_elsewhere(site: Path) -> None:
    outside = {
        (str(page.relative_to(site)), resource)
        for page in _pages(site)
        for resource in _read(page).resources
        if urlsplit(resource).scheme or resource.startswith("//")
    }
    assert sorted(outside) == []


def test_links_name_pages_not_folders(site: Path) -> None:
    folders = {
        (str(page.relative_to(site)), link)
        for page in _pages(site)
        for link in _read(page).links
        if not urlsplit(link).scheme and urlsplit(link).path.endswith("/")
    }
    assert sorted(folders) == []


def test_the_reference_shows_no_raw_role(site: Path) -> None:
    text = (site / "reference.html").read_text(encoding="utf-8")
    assert ROLE.findall(text) == []
    # The docstrings' roles became links: at least one for each role the documented
    # modules' sources write.
    assert text.count('class="autorefs autorefs-internal"') >= _roles_written()


def _roles_written() -> int:
    """The roles (``:func:`name```…) in the sources of the modules the reference shows."""
    shown = re.findall(r"^::: ([\w.]+)", (ROOT / "docs/reference.md").read_text(), re.M)
    paths = [ROOT / (name.replace(".", "/") + ".py") for name in shown]
    sources = [path if path.exists() else path.with_suffix("") / "__init__.py" for path in paths]
    return sum(len(ROLE.findall(source.read_text(encoding="utf-8"))) for source in sources)


def test_no_link_of_the_site_is_broken(site: Path) -> None:
    ids = {page: _read(page).ids for page in site.rglob("*.html")}
    broken = [
        (str(page.relative_to(site)), link)
        for page in _pages(site)
        for link in _read(page).links
        for parts in [urlsplit(link)]
        if not parts.scheme and not link.startswith("//") and (parts.path or parts.fragment)
        for target in [(page.parent / unquote(parts.path)).resolve() if parts.path else page]
        if not target.exists()
        or (target.suffix == ".html" and parts.fragment and parts.fragment not in ids[target])
    ]
    assert broken == []


@NEEDS_CHROMIUM
def test_every_link_of_the_navigation_opens_a_page_from_disk(site: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        requested: list[str] = []
        page.on("request", lambda request: requested.append(request.url))
        page.goto((site / "index.html").as_uri())
        links = page.eval_on_selector_all(
            "nav.md-nav--primary a.md-nav__link[href]", "links => links.map(link => link.href)"
        )
        pages = sorted({link.split("#")[0] for link in links})
        titles = []
        for url in pages:
            page.goto(url)
            article = page.locator("article.md-content__inner")
            assert url.startswith("file://"), url
            assert article.locator("h1").count() == 1, url
            assert len(article.inner_text()) > 200, url
            titles.append(article.locator("h1").inner_text().rstrip("¶"))
        browser.close()
    assert [url.removeprefix(site.as_uri() + "/") for url in pages] == _navigation()
    assert "API reference" in titles
    assert [url for url in requested if not url.startswith(("file://", "data:"))] == []


@NEEDS_CHROMIUM
def test_the_search_finds_pages_from_disk(site: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        page.goto((site / "index.html").as_uri())
        page.keyboard.press("s")
        page.keyboard.type("alpha-beta")
        results = page.locator(".md-search-result__item")
        results.first.wait_for()
        count = results.count()
        browser.close()
    assert count > 0
