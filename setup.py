"""Build fnsearch: the search core compiled with mypyc where it can be, else pure Python.

Everything but the compilation is declared in pyproject.toml. The modules compiled are
those of ``[tool.fnsearch.compiled]`` there; ``FNSEARCH_PURE=1`` in the environment
builds the pure package. Without mypy or a C compiler, or when compiling fails, the
build says why and falls back to the pure package, which gives the same results.
A compiled build writes ``fnsearch/compiled.sha256``, the digest of each compiled
module's source, by which ``fnsearch._build`` loads a compiled module only while its
source is the one it was compiled from. The course exercise's files (``exercises/``)
go into the package's data, for ``fnsearch exercise`` after an install.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import tomllib
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

from setuptools import Distribution, Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
PURE_VARIABLE = "FNSEARCH_PURE"
MANIFEST = "compiled.sha256"
EXERCISE = ("alpha_beta_skeleton.py", "lecture.ipynb")
"""The files of ``exercises/`` that ``fnsearch exercise`` writes out (fnsearch/cli/demo.py)."""
OPT_LEVEL = "3"
"""The C compiler's optimisation (``-O3``), mypyc's default."""


def _settings() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        settings: dict[str, Any] = tomllib.load(file)["tool"]["fnsearch"]["compiled"]
    return settings


def pure_requested() -> bool:
    """Whether the environment asks for the pure build (``FNSEARCH_PURE`` set, not ``0``)."""
    return os.environ.get(PURE_VARIABLE, "") not in ("", "0")


def compiled_sources() -> list[str]:
    """The modules to compile, relative to the project: the folders' modules less the skipped."""
    settings = _settings()
    skipped = set(settings["skip"])
    unknown = sorted(
        skipped
        - {
            path.relative_to(ROOT).as_posix()
            for folder in settings["folders"]
            for path in (ROOT / folder).rglob("*.py")
        }
    )
    if unknown:
        sys.exit(f"[tool.fnsearch.compiled] skip names modules not in its folders: {unknown}")
    return sorted(
        relative
        for folder in settings["folders"]
        for relative in (
            path.relative_to(ROOT).as_posix() for path in (ROOT / folder).rglob("*.py")
        )
        if relative not in skipped
    )


def _say(message: str) -> None:
    print(f"fnsearch build: {message}", file=sys.stderr, flush=True)


def _generate(sources: list[str]) -> list[Extension]:
    """The extensions mypyc makes of ``sources``; none, saying why, without mypy or on an error."""
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypy is not installed: building pure Python")
        return []
    try:
        # One C file a module, so that they compile side by side and an edit recompiles less;
        # a cache of its own, as `make test` type-checks the project at the same time.
        options = ["--cache-dir=build/mypyc-cache", *sources]
        return list(mypycify(options, opt_level=OPT_LEVEL, multi_file=True, group_name="fnsearch"))
    except (Exception, SystemExit) as error:  # mypyc exits on a type error
        _say(f"mypyc failed ({error!r}): building pure Python")
        return []


def _manifest(sources: list[str]) -> str:
    return "".join(
        f"{hashlib.sha256((ROOT / source).read_bytes()).hexdigest()}  {source}\n"
        for source in sources
    )


def _compile_side_by_side(
    compiler: Any,
    jobs: int,
    sources: list[str],
    output_dir: str | None = None,
    macros: Any = None,
    include_dirs: Any = None,
    debug: bool = False,
    extra_preargs: Any = None,
    extra_postargs: Any = None,
    depends: Any = None,
) -> list[str]:
    """``CCompiler.compile``, its files compiled by ``jobs`` compiler processes at once."""
    macros, objects, extra_postargs, pp_opts, build = compiler._setup_compile(
        output_dir, macros, include_dirs, sources, depends, extra_postargs
    )
    cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)

    def one(obj: str) -> None:
        source, extension = build[obj]
        compiler._compile(obj, source, extension, cc_args, extra_postargs, pp_opts)

    with ThreadPoolExecutor(jobs) as pool:
        list(pool.map(one, objects))
    return list(objects)


class CompiledDistribution(Distribution):
    """A distribution with extension modules unless the pure build is asked for."""

    def has_ext_modules(self) -> bool:
        """Whether build_ext runs: the extensions are only known once it does."""
        return not pure_requested()


class BuildCompiled(build_ext):
    """Generate the C code with mypyc and compile it; on any failure, build pure Python."""

    parallel: int | None
    """build_ext's ``-j``."""
    sources: list[str]
    """The modules compiled."""
    manifest: str
    """Their digests, taken before mypyc reads them: a source edited during the build
    differs from its digest, so its stale module is never used."""

    def finalize_options(self) -> None:
        """Generate the extensions (mypyc checks and translates the core) before build_ext's own."""
        self.sources = [] if pure_requested() else compiled_sources()
        self.manifest = _manifest(self.sources)
        self.distribution.ext_modules = _generate(self.sources) if self.sources else []
        super().finalize_options()

    def run(self) -> None:
        """Compile, then write the manifest; a pure build removes any manifest left before."""
        self._remove_manifest()
        if pure_requested():
            _say(f"{PURE_VARIABLE} is set: building pure Python")
            return
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as error:  # no compiler, a compiler error, a failed link
            _say(f"compiling failed ({error}): building pure Python")
            self._remove_outputs()
            return
        self._write_manifest()
        _say(f"compiled {len(self.sources)} modules")

    def build_extensions(self) -> None:
        """Build the extensions in turn, the C files of each side by side (``-j`` or a job a core).

        One extension, mypyc's library of the whole core, holds nearly all the C files.
        """
        jobs = int(self.parallel or os.cpu_count() or 1)
        self.parallel = None
        self.compiler.compile = partial(_compile_side_by_side, self.compiler, jobs)
        super().build_extensions()

    def _places(self) -> list[Path]:
        """Where the manifest goes: beside the built package, and in the tree if built in place."""
        built = Path(self.build_lib) / "fnsearch"
        in_place = self.inplace or getattr(self, "editable_mode", False)
        return [built, ROOT / "fnsearch"] if in_place else [built]

    def _write_manifest(self) -> None:
        for place in self._places():
            place.mkdir(parents=True, exist_ok=True)
            (place / MANIFEST).write_text(self.manifest, encoding="utf-8")

    def _remove_manifest(self) -> None:
        for place in self._places():
            (place / MANIFEST).unlink(missing_ok=True)

    def _remove_outputs(self) -> None:
        """Remove the modules a failed build made, in the tree or beside the built package."""
        for extension in self.extensions:
            name = self.get_ext_fullname(extension.name)
            Path(self.get_ext_fullpath(name)).unlink(missing_ok=True)
            (Path(self.build_lib) / self.get_ext_filename(name)).unlink(missing_ok=True)


class BuildWithExercise(build_py):
    """Build the package, with a copy of the course exercise in its data (``data/exercise``)."""

    def run(self) -> None:
        """Build as usual, then copy the exercise's files (an sdist has them: MANIFEST.in)."""
        super().run()
        target = Path(self.build_lib) / "fnsearch" / "data" / "exercise"
        target.mkdir(parents=True, exist_ok=True)
        for name in EXERCISE:
            shutil.copyfile(ROOT / "exercises" / name, target / name)


setup(
    distclass=CompiledDistribution,
    cmdclass={"build_ext": BuildCompiled, "build_py": BuildWithExercise},
)
