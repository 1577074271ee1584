"""exercises/lecture.ipynb runs in a kernel of this environment and shows its traces.

The notebook is executed once for the module, by nbclient, in a kernel that runs this
very Python (a kernel spec written for the test, so that no kernel installed elsewhere
on the machine is taken for it). A cell that raises fails the run. Its outputs must
hold the pages (each in its frame) and the lecture's numbers. The browser test puts the
outputs into a plain page, as an exported notebook shows them, and steps through a
trace inside its frame.
"""

from __future__ import annotations

import importlib
import json
import shutil
import sys
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from typing import NamedTuple

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

from fnsearch.trace.notebook import DEFAULT_HEIGHT

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "exercises" / "lecture.ipynb"
CHROMIUM = "/usr/bin/chromium"
KERNEL = "fnsearch-test"

# The titles of the pages the notebook shows, in order.
PAGES = [
    "tree: ((3,12,8),(2,4,6),(14,5,2))",
    "tree: ((3,12,8),(2,4,6),(14,5,2))",
    "tree: (((2,3),(5,9)),((0,1),(7,5)))",
    "tree: ((3,12,8),(2,4,6),(2,5,14))",
    "tictactoe: XXO/.../O..",
    "chancetree: max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) (expectiminimax)",
    "chancetree: max(chance(9/10: 2, 1/10: 3), chance(9/10: 1, 1/10: 4)) (star1)",
]


class _Frames(HTMLParser):
    """The attributes of each iframe of an HTML fragment, entities undone."""

    def __init__(self) -> None:
        super().__init__()
        self.frames: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "iframe":
            self.frames.append(dict(attrs))


class Output(NamedTuple):
    """One output of a code cell: its kind, its data by MIME type, a stream's text."""

    kind: str
    data: dict[str, str]
    text: str


class Run(NamedTuple):
    """What running the notebook left: each code cell's execution count, every output."""

    counts: list[int | None]
    outputs: list[Output]
    exported: str = ""
    """The notebook exported to HTML by nbconvert, as ``jupyter nbconvert --to html`` does."""


def _text(value: object) -> str:
    # The notebook format writes a text as one string or as a list of lines.
    return "".join(value) if isinstance(value, list) else str(value)


def _run(notebook: object) -> Run:
    cells = json.loads(json.dumps(notebook))["cells"]
    code = [cell for cell in cells if cell["cell_type"] == "code"]
    return Run(
        [cell["execution_count"] for cell in code],
        [
            Output(
                output["output_type"],
                {kind: _text(value) for kind, value in output.get("data", {}).items()},
                _text(output.get("text", "")),
            )
            for cell in code
            for output in cell["outputs"]
        ],
    )


def _read() -> nbformat.NotebookNode:
    # nbformat.read has no annotations; it answers a NotebookNode.
    notebook: nbformat.NotebookNode = nbformat.read(NOTEBOOK, as_version=4)  # type: ignore[no-untyped-call]
    return notebook


def _html(run: Run) -> list[str]:
    return [output.data["text/html"] for output in run.outputs if "text/html" in output.data]


def _results(run: Run) -> list[str]:
    return [output.data["text/plain"] for output in run.outputs if output.kind == "execute_result"]


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory) -> Run:
    # A kernel spec of this interpreter only: from a fresh clone, after `make test`,
    # the kernel is the venv's Python, whatever else is installed on the machine.
    kernels = tmp_path_factory.mktemp("kernels")
    (kernels / KERNEL).mkdir()
    (kernels / KERNEL / "kernel.json").write_text(
        json.dumps(
            {
                "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                "display_name": "fnsearch tests",
                "language": "python",
                # An empty IPython profile: no start-up file of the machine's runs first.
                "env": {"IPYTHONDIR": str(tmp_path_factory.mktemp("ipython"))},
            }
        ),
        encoding="utf-8",
    )
    manager = KernelManager(
        kernel_name=KERNEL, kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(kernels)])
    )
    notebook = _read()
    NotebookClient(
        notebook,
        km=manager,
        timeout=120,
        resources={"metadata": {"path": str(ROOT)}},
    ).execute()
    exporter = importlib.import_module("nbconvert").HTMLExporter()
    return _run(notebook)._replace(exported=exporter.from_notebook_node(notebook)[0])


def test_the_notebook_is_committed_without_outputs() -> None:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    code = [cell for cell in cells if cell["cell_type"] == "code"]
    assert code
    assert [cell["outputs"] for cell in code] == [[] for _ in code]
    assert [cell["execution_count"] for cell in code] == [None for _ in code]


def test_the_notebook_is_a_valid_notebook() -> None:
    nbformat.validate(_read())


def test_every_cell_runs_without_an_error(executed: Run) -> None:
    # NotebookClient.execute raises at the first failing cell; no error output either.
    assert [output for output in executed.outputs if output.kind == "error"] == []
    assert executed.counts == list(range(1, len(executed.counts) + 1))


def test_each_trace_shows_its_page_in_a_frame(executed: Run) -> None:
    frames = []
    for html in _html(executed):
        reader = _Frames()
        reader.feed(html)
        frames.extend(reader.frames)
    assert [frame["title"] for frame in frames] == PAGES
    for frame in frames:
        page = frame["srcdoc"]
        assert page is not None
        assert page.startswith("<!DOCTYPE html>")
        assert '<script type="application/json" id="trace-data">' in page
        assert '<button id="next" type="button">next</button>' in page


def test_a_page_s_plain_text_is_its_hand_simulation(executed: Run) -> None:
    plain = _results(executed)
    assert plain[0].splitlines()[0] == "MAX ((3,12,8),(2,4,6),(14,5,2))  α=-∞ β=+∞"
    assert plain[0].splitlines()[-1] == "9 of 9 leaves evaluated"
    assert plain[1].splitlines()[-1] == "7 of 9 leaves evaluated"


def test_the_printed_results_are_the_lecture_s(executed: Run) -> None:
    printed = "".join(output.text for output in executed.outputs if output.kind == "stream")
    # AIMA Figure 5.2 by hand: alpha-beta skips the leaves 4 and 6.
    assert "MIN (2,4,6) cuts at 3 (2 ≤ α): pruned 4, 6" in printed
    assert "7 of 9 leaves evaluated" in printed
    # The three orders of the same leaves: worst first looks at every leaf, best first
    # at the first MIN node's three and one of each other: 5; the value is 3 in each.
    assert "value 3  leaves evaluated 9 of 9" in printed
    assert "value 3  leaves evaluated 7 of 9" in printed
    assert "value 3  leaves evaluated 5 of 9" in printed
    # The lecture's evaluation of X in the centre, O at the top middle: 6 - 4 = 2.
    assert "2" in _results(executed)


@pytest.mark.skipif(shutil.which(CHROMIUM) is None, reason=f"no browser at {CHROMIUM}")
def test_a_page_steps_inside_the_notebook_s_output(executed: Run, tmp_path: Path) -> None:
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
    # The outputs as an exported notebook holds them: each in a div of one page, whose
    # own style must not reach into the frames, nor theirs out of them.
    exported = tmp_path / "lecture.html"
    exported.write_text(
        "<!DOCTYPE html><html><head><meta charset='utf-8'>"
        f"<title>{escape(NOTEBOOK.name)}</title>"
        "<style>body { font-family: serif; } button { color: rgb(255, 0, 0); }</style>"
        "</head><body>"
        + "".join(f'<div class="output">{html}</div>' for html in _html(executed))
        + "</body></html>",
        encoding="utf-8",
    )
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--no-first-run",
            ],
        )
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.goto(exported.as_uri())
            frames = page.locator("iframe")
            assert frames.count() == len(PAGES)
            # AIMA Figure 5.2 with alpha-beta, the second frame: 15 steps.
            figure = page.frame_locator("iframe").nth(1)
            counter = figure.locator("#counter")
            sync_api.expect(counter).to_have_text("step 1 of 15")
            figure.locator("#next").click()
            sync_api.expect(counter).to_have_text("step 2 of 15")
            figure.locator("#next").click()
            sync_api.expect(counter).to_have_text("step 3 of 15")
            figure.locator("#end").click()
            sync_api.expect(counter).to_have_text("step 15 of 15")
            sync_api.expect(figure.locator("#leaves")).to_have_text("leaves evaluated: 7 of 9")
            # Minimax on the same tree, the first frame (17 steps: 1 + 3 + 9 + 3 + 1), did
            # not move, and no style crossed the frame's edge.
            sync_api.expect(page.frame_locator("iframe").nth(0).locator("#counter")).to_have_text(
                "step 1 of 17"
            )
            assert page.locator("#counter").count() == 0
            assert figure.locator("#next").evaluate("b => getComputedStyle(b).color") != (
                "rgb(255, 0, 0)"
            )
        finally:
            browser.close()


# Where each visible node of a page is, and how many pairs of them overlap.
_LAYOUT = """() => {
  const boxes = [...document.querySelectorAll('#nodes > .node:not(.hidden)')]
    .map((node) => node.getBoundingClientRect());
  let overlaps = 0;
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
    if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1
        && b.top < a.bottom - 1) overlaps += 1;
  }));
  return [boxes.length, overlaps, Math.min(...boxes.map((box) => box.width))];
}"""


@pytest.mark.skipif(shutil.which(CHROMIUM) is None, reason=f"no browser at {CHROMIUM}")
@pytest.mark.parametrize("viewport", [(1280, 720), (1024, 768)])
def test_every_frame_of_the_nbconvert_export_lays_its_tree_out(
    executed: Run, tmp_path: Path, viewport: tuple[int, int]
) -> None:
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
    exported = tmp_path / "lecture.html"
    exported.write_text(executed.exported, encoding="utf-8")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--no-first-run"]
        )
        try:
            page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
            page.goto(exported.as_uri())
            frames = page.locator("iframe")
            assert frames.count() == len(PAGES)
            for index in range(len(PAGES)):
                frames.nth(index).scroll_into_view_if_needed()
                frame = page.frame_locator("iframe").nth(index)
                sync_api.expect(frame.locator("#counter")).to_contain_text("step 1 of")
                nodes, overlaps, narrowest = frame.locator("#tree").evaluate(
                    f"(_) => ({_LAYOUT})()"
                )
                assert nodes > 1, PAGES[index]
                assert overlaps == 0, PAGES[index]
                assert narrowest > 10, PAGES[index]
            # A frame is as tall as its page needs, the default height at most.
            heights = [
                frames.nth(index).evaluate("(frame) => frame.getBoundingClientRect().height")
                for index in range(len(PAGES))
            ]
            assert max(heights) <= DEFAULT_HEIGHT + 2
            assert heights[1] < DEFAULT_HEIGHT - 100  # Figure 5.2: nine leaves
        finally:
            browser.close()
