"""The folders of the package form layers: each imports only the folders below it.

The table is the one the documentation's "Where things are" page shows; a module
that imports a folder its own folder may not is named with the import.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "fnsearch"

MAY_IMPORT: dict[str, frozenset[str]] = {
    "core": frozenset(),
    "classic": frozenset({"core"}),
    "engine": frozenset({"core"}),
    "chance": frozenset({"core", "engine"}),
    "trace": frozenset({"core", "engine", "chance", "games"}),
    "games": frozenset({"core", "engine"}),
    "reference": frozenset({"core", "games"}),
    "grading": frozenset({"core", "classic", "engine", "games", "trace", "reference"}),
    "cli": frozenset(
        {"core", "classic", "engine", "chance", "trace", "games", "reference", "grading"}
    ),
}
"""What each folder of ``fnsearch`` may import of the others (itself always)."""


def _folder(path: Path) -> str:
    """The folder of the package a module lies in: ``fnsearch/engine/node.py`` -> ``engine``."""
    return path.relative_to(PACKAGE).parts[0]


def _imported_folders(path: Path) -> set[str]:
    """The folders of ``fnsearch`` a module imports from, by absolute import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0
    }
    return {
        name.split(".")[1]
        for name in names
        if name.startswith("fnsearch.") and (PACKAGE / name.split(".")[1]).is_dir()
    }


MODULES = sorted(path for path in PACKAGE.rglob("*.py") if path.parent != PACKAGE)


def test_every_folder_of_the_package_has_its_line() -> None:
    folders = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    assert folders == set(MAY_IMPORT)


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(ROOT)))
def test_a_module_imports_only_the_folders_below_its_own(path: Path) -> None:
    folder = _folder(path)
    assert sorted(_imported_folders(path) - MAY_IMPORT[folder] - {folder}) == []


def test_the_check_sees_an_import_across_the_layers() -> None:
    assert "cli" in _imported_folders(PACKAGE / "__main__.py")


def test_no_two_public_classes_share_a_name() -> None:
    # A public class (a name without an underscore, defined in its module or exported by a
    # package face): the same name must mean one class.
    modules = (
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages([str(PACKAGE)], "fnsearch.")
    )
    classes = {
        f"{found.__module__}.{found.__qualname__}": name
        for module in modules
        for name, found in vars(module).items()
        if inspect.isclass(found)
        and not name.startswith("_")
        and (found.__module__ == module.__name__ or name in getattr(module, "__all__", ()))
    }
    names = sorted(classes.values())
    assert sorted({name for name in names if names.count(name) > 1}) == []
