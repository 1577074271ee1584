"""The JSON report of ``solve --json`` and ``search --json`` (keys: docs/guides/command-line.md)."""

from __future__ import annotations

import json
from typing import Final

from fnsearch.cli.report.found import Iteration, Report

SCHEMA_VERSION: Final = 2
"""The version of the JSON report's schema; it changes when a key changes meaning."""


def to_json(report: Report) -> str:
    """The report as one JSON object on one line; a finished game's is that of no search."""
    found = report.iteration or Iteration(None, report.score, None, None, [])
    best = (
        []
        if found.best is None
        else found.all_best
        if found.all_best is not None
        else found.best[:1]
    )
    value = {
        "schema": SCHEMA_VERSION,
        "command": report.command,
        "game": report.game,
        "position": report.position[0],
        "to_move": None if report.final else report.player,
        "game_over": report.final,
        "value": found.value,
        "exact_value": found.exact,
        "best": best,
        "all_best": report.iteration is None or found.all_best is not None,
        "principal_variation": found.line,
        "principal_variation_length": found.line_length,
        "stats": {
            "nodes": found.stats.nodes,
            "leaves": found.stats.leaves,
            "cutoffs": found.stats.cutoffs,
            "table_hits": found.stats.hits,
            "chance_nodes": found.stats.chance,
            "quiescence_nodes": found.stats.quiescence,
            "extensions": found.stats.extended,
            "depth_reached": found.stats.depth,
            "seconds": round(found.seconds, 6),
            "nodes_per_second": round(found.stats.nodes / found.seconds, 1)
            if found.seconds > 0
            else 0.0,
        },
        "searched": {
            "depth": found.depth,
            "seconds": report.plan.seconds,
            "to_the_end": found.exhausted,
            "stopped_early": report.stopped_early,
        },
    }
    return json.dumps(value, ensure_ascii=False)
