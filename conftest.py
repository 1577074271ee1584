"""The build the tests run against: the compiled modules, or the pure ones (``FNSEARCH_PURE=1``).

The header of a run names the build. A compiled module keeps no docstrings, so its
examples cannot run against it: its source is not collected for doctests in the compiled
build (pytest would import the compiled module and refuse it as another file), and
``make test`` runs those examples in the pure build.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fnsearch import BUILD

ROOT = Path(__file__).resolve().parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def pytest_report_header() -> str:
    """The build running, at the top of the run."""
    return f"fnsearch build: {BUILD.describe()}"


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Leave out the source of a compiled module: its examples run in the pure build."""
    compiled = (
        collection_path.suffix == ".py"
        and collection_path.is_relative_to(ROOT / "fnsearch")
        and _module_name(collection_path) in BUILD.compiled
    )
    return True if compiled else None
