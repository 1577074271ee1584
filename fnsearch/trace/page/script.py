"""The page's style sheet, script and HTML templates, read from the package's ``assets``."""

from __future__ import annotations

from importlib.resources import files
from typing import Final


def asset(name: str) -> str:
    """The text of the file ``name`` in the page's ``assets`` folder."""
    return (files("fnsearch.trace.page") / "assets" / name).read_text(encoding="utf-8")


STYLE: Final = asset("page.css")
SCRIPT: Final = asset("page.js")
