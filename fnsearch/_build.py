"""Which build of the search core runs: the modules compiled with mypyc, or the pure ones.

A finder loads every module from its source unless ``compiled.sha256`` (the digest of each
compiled module's source) still matches them all: an edit is never shadowed by a stale build.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Mapping, Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType
from typing import Final, NamedTuple

PURE_VARIABLE: Final = "FNSEARCH_PURE"
"""Set it (to anything but ``0``) to run the pure modules even where a compiled build exists."""
MANIFEST: Final = "compiled.sha256"
"""The file a compiled build writes beside this module: ``digest  path`` per compiled module."""


class Build(NamedTuple):
    """The build running: the modules loaded compiled (none for the pure build), and why."""

    compiled: frozenset[str]
    """The dotted names of the modules loaded from their compiled form."""
    reason: str
    """Why the pure build runs, or an empty string when the compiled build does."""

    @property
    def name(self) -> str:
        """``compiled`` or ``pure``."""
        return "compiled" if self.compiled else "pure"

    def describe(self) -> str:
        """The build, and why when it is the pure one: ``compiled``, ``pure: not compiled``."""
        return f"{self.name}: {self.reason}" if self.reason else self.name


def _module_name(path: str) -> str:
    """``fnsearch/core/folds.py`` -> ``fnsearch.core.folds``; a package is its folder."""
    parts = Path(path).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


def _extension(source: Path) -> bool:
    """Whether the compiled module of ``source`` lies beside it."""
    return any(source.with_suffix(suffix).is_file() for suffix in EXTENSION_SUFFIXES)


def read_build(package: Path, environ: Mapping[str, str]) -> Build:
    """The build that may run from the package folder ``package`` in the environment ``environ``."""
    if environ.get(PURE_VARIABLE, "") not in ("", "0"):
        return Build(frozenset(), f"{PURE_VARIABLE} is set")
    manifest = package / MANIFEST
    if not manifest.is_file():
        return Build(frozenset(), "not compiled")
    entries = [line.split(maxsplit=1) for line in manifest.read_text("utf-8").splitlines()]
    changed = [path for digest, path in entries if _digest(package.parent / path) != digest]
    if changed:
        return Build(frozenset(), f"{changed[0]} changed since it was compiled")
    missing = [path for _, path in entries if not _extension(package.parent / path)]
    if missing:
        return Build(frozenset(), f"{missing[0]} has no compiled module")
    return Build(frozenset(_module_name(path) for _, path in entries), "")


class _SourceUnlessCompiled(MetaPathFinder):
    """Finds each module of the package in its source file, but for those of the build."""

    def __init__(self, build: Build) -> None:
        self.build = build

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith("fnsearch.") or fullname in self.build.compiled:
            return None
        leaf = fullname.rpartition(".")[2]
        for folder in map(Path, path or ()):
            if (folder / leaf / "__init__.py").is_file():
                return spec_from_file_location(
                    fullname,
                    folder / leaf / "__init__.py",
                    submodule_search_locations=[str(folder / leaf)],
                )
            if (folder / f"{leaf}.py").is_file():
                return spec_from_file_location(fullname, folder / f"{leaf}.py")
        return None  # no source (the compiled library itself): the usual finders look


BUILD: Final = read_build(Path(__file__).resolve().parent, os.environ)
"""The build running, decided once, on the first import of ``fnsearch``."""

# Before any other module of the package is imported (``fnsearch/__init__.py`` imports
# this module first), so that the finder decides where each of them comes from.
sys.meta_path.insert(0, _SourceUnlessCompiled(BUILD))
