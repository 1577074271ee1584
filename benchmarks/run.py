"""The benchmark command: each section by name, its options, and the printed reports.

Run ``python -m benchmarks`` (options ``--only SECTION``, which may be repeated, and
``--runs N``). Each
section prints a Markdown table and a note; the command exits with code 1 if a
section is not well, for example when a functional search and its imperative
original disagree on the value or the node count.

A section is a function from the number of runs to a
:class:`~benchmarks.report.Report`; a new one is a new entry in :data:`SECTIONS`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Final

from benchmarks.chance import chance_report
from benchmarks.connect4_sets import sets_report
from benchmarks.core import core_report
from benchmarks.depth import depth_report
from benchmarks.horizon import horizon_report
from benchmarks.hughes import hughes_report
from benchmarks.maps import maps_report
from benchmarks.mnk import mnk_report
from benchmarks.openings import openings_report
from benchmarks.ordering import connect_four_report, ordering_report
from benchmarks.parallel import parallel_report
from benchmarks.peers import peers_report
from benchmarks.pig import pig_report
from benchmarks.plot import plot_report
from benchmarks.report import Report, Section
from benchmarks.split import split_report
from benchmarks.versus.compare import BaselineError, Options, baseline_reports
from benchmarks.versus.rows import SECTIONS as BASELINE_SECTIONS

__all__ = ["SECTIONS", "main", "render"]

SECTIONS: Final[Mapping[str, Section]] = {
    "core": core_report,
    "connect4": connect_four_report,
    "ordering": ordering_report,
    "mnk": mnk_report,
    "depth": depth_report,
    "parallel": parallel_report,
    "maps": maps_report,
    "peers": peers_report,
    "plot": plot_report,
    "chance": chance_report,
    "pig": pig_report,
    "sets": sets_report,
    "split": split_report,
    "horizon": horizon_report,
    "openings": openings_report,
    "hughes": hughes_report,
}
"""The benchmark sections, by the name ``--only`` takes, in the order they run."""


def render(report: Report, *, heading: bool) -> str:
    """A report as printed: its table and note, under a heading when several sections run.

    >>> print(render(Report("Title", "| a |", "a note"), heading=False))
    | a |
    <BLANKLINE>
    a note
    >>> print(render(Report("Title", "| a |", "a note"), heading=True))
    ## Title
    <BLANKLINE>
    | a |
    <BLANKLINE>
    a note
    <BLANKLINE>
    """
    body = f"{report.table}\n\n{report.note}"
    return f"## {report.title}\n\n{body}\n" if heading else body


def _positive(text: str) -> int:
    try:
        # int() also reads the digits of other scripts; a count is written in ASCII.
        number = int(text) if text.isascii() else 0
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return number


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="Time the functional searches against their imperative originals.",
    )
    parser.add_argument(
        "--only",
        action="append",
        choices=sorted(SECTIONS),
        help="run only this section; repeat it to run several, in the usual order",
    )
    parser.add_argument(
        "--runs", type=_positive, default=5, help="timed runs per version (default: 5)"
    )
    parser.add_argument(
        "--baseline",
        metavar="COMMIT",
        help="time the rows of the sections "
        + ", ".join(BASELINE_SECTIONS)
        + " on COMMIT (interpreted) and on the current library, in one run",
    )
    parser.add_argument(
        "--pure",
        action="store_true",
        help="with --baseline: time the pure build of the current library (FNSEARCH_PURE=1; "
        "the same when FNSEARCH_PURE is set to anything but 0)",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="with --baseline: small instances, to check that the two versions agree",
    )
    parser.add_argument(
        "--pons",
        metavar="PATH",
        type=Path,
        help="with --baseline: a checkout (or git directory) of Pascal Pons's C++ "
        "Connect Four solver, built and timed on the set of the sets row",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print the reports; exit code 1 if a section is not well."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.baseline is not None:
        return _against_baseline(args)
    if args.quick or args.pure or args.pons is not None:
        parser.error("--quick, --pure and --pons go with --baseline COMMIT")
    names = [name for name in SECTIONS if not args.only or name in args.only]
    ok = True
    for name in names:
        report = SECTIONS[name](args.runs)
        print(render(report, heading=len(names) > 1))
        ok = ok and report.ok
    return 0 if ok else 1


def _against_baseline(args: argparse.Namespace) -> int:
    """The baseline comparison of the sections asked for (all of its sections by default)."""
    sections = [name for name in BASELINE_SECTIONS if not args.only or name in args.only]
    pure = args.pure or os.environ.get("FNSEARCH_PURE", "") not in ("", "0")
    options = Options(args.baseline, sections, args.runs, args.quick, pure, args.pons)
    ok = True
    try:
        for report in baseline_reports(options):
            print(render(report, heading=True), flush=True)
            ok = ok and report.ok
    except BaselineError as error:
        print(f"python -m benchmarks: {error}", file=sys.stderr)
        return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
