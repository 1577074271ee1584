"""The compiled and the pure build: which one runs, and that an edited source is never shadowed."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from fnsearch._build import BUILD, MANIFEST, PURE_VARIABLE, read_build

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "fnsearch"
UNSET: dict[str, str] = {name: value for name, value in os.environ.items() if name != PURE_VARIABLE}
"""This environment without ``FNSEARCH_PURE``: the build as it runs when nothing forces it."""
FOUND = read_build(PACKAGE, UNSET)
"""The build found in the project, whichever the tests run against."""
needs_compiled = pytest.mark.skipif(
    not FOUND.compiled, reason=f"no compiled build to test ({FOUND.describe()})"
)


def _settings() -> dict[str, list[str]]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        settings: dict[str, list[str]] = tomllib.load(file)["tool"]["fnsearch"]["compiled"]
    return settings


def _folder_modules() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for folder in _settings()["folders"]
        for path in (ROOT / folder).rglob("*.py")
    }


def _compiled_tree(root: Path, *sources: str) -> Path:
    """A package under ``root`` whose ``sources`` look compiled: a manifest and a module each."""
    package = root / "fnsearch"
    for source in sources:
        (root / source).parent.mkdir(parents=True, exist_ok=True)
        (root / source).write_text("ANSWER = 1\n", encoding="utf-8")
        (root / source).with_suffix(EXTENSION_SUFFIXES[0]).write_bytes(b"")
    (package / MANIFEST).write_text(
        "".join(
            f"{hashlib.sha256((root / source).read_bytes()).hexdigest()}  {source}\n"
            for source in sources
        ),
        encoding="utf-8",
    )
    return package


def test_a_fresh_build_names_its_compiled_modules(tmp_path: Path) -> None:
    package = _compiled_tree(tmp_path, "fnsearch/core/folds.py", "fnsearch/games/__init__.py")
    build = read_build(package, {})
    assert build.compiled == {"fnsearch.core.folds", "fnsearch.games"}
    assert build.describe() == "compiled"


@pytest.mark.parametrize(("value", "name"), [("1", "pure"), ("yes", "pure"), ("0", "compiled")])
def test_the_pure_variable_turns_the_compiled_build_off(
    tmp_path: Path, value: str, name: str
) -> None:
    package = _compiled_tree(tmp_path, "fnsearch/core/folds.py")
    assert read_build(package, {PURE_VARIABLE: value}).name == name


def test_an_edited_source_turns_the_whole_build_off(tmp_path: Path) -> None:
    package = _compiled_tree(tmp_path, "fnsearch/core/folds.py", "fnsearch/core/config.py")
    (package / "core/config.py").write_text("ANSWER = 2\n", encoding="utf-8")
    build = read_build(package, {})
    assert build.compiled == frozenset()
    assert build.describe() == "pure: fnsearch/core/config.py changed since it was compiled"


def test_a_missing_compiled_module_turns_the_build_off(tmp_path: Path) -> None:
    package = _compiled_tree(tmp_path, "fnsearch/core/folds.py")
    (package / "core/folds.py").with_suffix(EXTENSION_SUFFIXES[0]).unlink()
    assert read_build(package, {}).describe() == (
        "pure: fnsearch/core/folds.py has no compiled module"
    )


def test_without_a_manifest_the_build_is_pure(tmp_path: Path) -> None:
    assert read_build(tmp_path / "fnsearch", {}).describe() == "pure: not compiled"


def test_the_skip_list_names_modules_of_the_compiled_folders() -> None:
    assert sorted(set(_settings()["skip"]) - _folder_modules()) == []


@needs_compiled
def test_the_compiled_build_is_the_folders_less_the_skip_list() -> None:
    expected = _folder_modules() - set(_settings()["skip"])
    assert FOUND.compiled == {
        ".".join(Path(path).with_suffix("").parts).removesuffix(".__init__") for path in expected
    }


def test_this_process_runs_the_build_its_environment_asks_for() -> None:
    forced = os.environ.get(PURE_VARIABLE, "") not in ("", "0")
    assert (read_build(PACKAGE, os.environ) if forced else FOUND) == BUILD
    assert all(
        module.__file__ is not None and module.__file__.endswith(".py")
        for name, module in sys.modules.items()
        if name.startswith("fnsearch.") and name not in BUILD.compiled
    )


def _run(args: list[str], cwd: Path, environ: dict[str, str]) -> str:
    done = subprocess.run(
        [sys.executable, *args], cwd=cwd, env=environ, capture_output=True, text=True, check=True
    )
    return done.stdout


@pytest.mark.parametrize("pure", [True, False])
def test_version_names_the_build(pure: bool) -> None:
    environ = {**UNSET, PURE_VARIABLE: "1"} if pure else UNSET
    expected = read_build(PACKAGE, environ).describe()
    assert _run(["-m", "fnsearch", "--version"], ROOT, environ).endswith(f" ({expected})\n")


@needs_compiled
def test_both_builds_give_the_same_demo() -> None:
    compiled = _run(["-m", "fnsearch", "demo"], ROOT, UNSET)
    pure = _run(["-m", "fnsearch", "demo"], ROOT, {**UNSET, PURE_VARIABLE: "1"})
    assert "agree on value and nodes: yes" in compiled
    assert compiled == pure


# A compiled module (not a package), to edit in a copy of the package.
EDITED = min(
    (name for name in FOUND.compiled if (ROOT / f"{name.replace('.', '/')}.py").is_file()),
    default="fnsearch.core.events",
)
_WHERE = (
    f"import fnsearch, {EDITED} as module; "
    "print(fnsearch.BUILD.describe(), module.__file__.rsplit('.', 1)[1],"
    " module.__dict__.get('EDITED'), sep='|')"
)


@needs_compiled
def test_an_edited_source_is_imported_instead_of_its_stale_compiled_module(tmp_path: Path) -> None:
    shutil.copytree(PACKAGE, tmp_path / "fnsearch", ignore=shutil.ignore_patterns("__pycache__"))
    for library in ROOT.glob("fnsearch__mypyc.*"):
        shutil.copy(library, tmp_path)
    assert _run(["-c", _WHERE], tmp_path, UNSET) == "compiled|so|None\n"
    source = f"{EDITED.replace('.', '/')}.py"
    with (tmp_path / source).open("a", encoding="utf-8") as file:
        file.write('\nEDITED = "edited"\n')
    assert _run(["-c", _WHERE], tmp_path, UNSET) == (
        f"pure: {source} changed since it was compiled|py|edited\n"
    )
