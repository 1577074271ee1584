"""The page's style sheet, script and HTML templates, read from the package's ``assets``.

``page.css`` draws the page for the back of a lecture hall: no text under 12 CSS
pixels, MAX and MIN told apart by shape and colour, the current step filled yellow, a
cut in red (dotted when it pruned nothing), what a cut never searched grey and dashed.
``page.js`` reads the page's JSON (``trace-data``) and lays the tree out: leaves side
by side in search order, each as wide as its drawing, parents centred over their
children, so that no two texts meet and no edge crosses a text. A tree bigger than the
window is folded to what fits, and the path to the current step opens as one steps.
It leaves ``window.fnsearch`` with ``show(k)``, ``steps``, ``current()`` and
``whole(on)``, which lays the whole tree out at full size (for a layer that asks
about any node) or folds it to the window again.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Final

__all__ = ["SCRIPT", "STYLE", "asset"]


def asset(name: str) -> str:
    """The text of the file ``name`` in the page's ``assets`` folder.

    >>> asset("page.html").startswith("<!DOCTYPE html>")
    True
    """
    return (files("fnsearch.trace.page") / "assets" / name).read_text(encoding="utf-8")


STYLE: Final = asset("page.css")
"""The page's style sheet."""

SCRIPT: Final = asset("page.js")
"""The page's script: the layout, the folds, the view, and stepping through the search."""
