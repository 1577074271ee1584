"""Writing the pictures of a traced search to files: Graphviz's ``dot`` and the page."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Final

from returns.result import Failure, Result, Success

DOT_MISSING: Final = (
    "Graphviz's dot is not installed: apt-get install graphviz (Debian/Ubuntu),"
    " brew install graphviz (macOS)"
)

_FORMATS: Final = {".svg": "svg", ".png": "png"}
_TIMEOUT_SECONDS: Final = 60


def write_picture(dot_text: str, path: str) -> Result[str, str]:
    """Draw ``dot_text`` with ``dot`` into ``path``, SVG or PNG after its suffix.

    Succeeds with the path written; fails with one line saying what went wrong.
    """
    target = Path(path)
    image_format = _FORMATS.get(target.suffix.lower())
    dot = shutil.which("dot")
    if image_format is None:
        return Failure(f"cannot draw {path}: the picture's name must end in .svg or .png")
    if dot is None:
        return Failure(DOT_MISSING)
    try:
        finished = subprocess.run(
            [dot, f"-T{image_format}", "-o", str(target)],
            input=dot_text.encode("utf-8"),
            capture_output=True,
            timeout=_TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Failure(f"dot did not finish {path} within {_TIMEOUT_SECONDS} seconds")
    except OSError as error:
        return Failure(f"cannot run dot: {error.strerror}")
    if finished.returncode != 0:
        message = finished.stderr.decode("utf-8", "replace").strip().splitlines()
        return Failure(f"dot failed on {path}: {message[0] if message else finished.returncode}")
    return Success(str(target))


def write_page(page_text: str, path: str) -> Result[str, str]:
    """Write the HTML page to ``path``; succeeds with the path written."""
    try:
        Path(path).write_text(page_text, encoding="utf-8")
    except OSError as error:
        return Failure(f"cannot write {path}: {error.strerror}")
    return Success(path)
