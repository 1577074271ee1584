"""The JSON report of ``solve --json`` and ``search --json``: its schema and its writer.

One object on one line, whose keys and value types :data:`JSON_SCHEMA` lists
(docs/guides/command-line.md describes them); :data:`SCHEMA_VERSION` changes when a key changes
meaning, so that programs reading reports can tell.
"""

from __future__ import annotations

import json
from types import UnionType
from typing import Final, TypedDict, cast, get_args, get_origin, get_type_hints, is_typeddict

from fnsearch.cli.report.found import Report

__all__ = ["JSON_SCHEMA", "SCHEMA_VERSION", "JsonReport", "JsonSearched", "JsonStats", "to_json"]

SCHEMA_VERSION: Final = 2
"""The version of the JSON report's schema; it changes when a key changes meaning."""


class JsonStats(TypedDict):
    """The statistics of the JSON report."""

    nodes: int
    leaves: int
    cutoffs: int
    table_hits: int
    chance_nodes: int
    quiescence_nodes: int
    extensions: int
    depth_reached: int
    seconds: float
    nodes_per_second: float


class JsonSearched(TypedDict):
    """How the JSON report's search was run."""

    depth: int | None
    seconds: float | None
    to_the_end: bool
    stopped_early: bool


class JsonReport(TypedDict):
    """The JSON object of ``solve --json`` and ``search --json`` (docs/guides/command-line.md)."""

    schema: int
    command: str
    game: str
    position: str
    to_move: str | None
    game_over: bool
    value: int | float
    exact_value: str | None
    best: list[str]
    all_best: bool
    principal_variation: list[str]
    principal_variation_length: int
    stats: JsonStats
    searched: JsonSearched


def _python_types(hint: object) -> object:
    """The Python types a JSON value of ``hint`` reads back as (a float may be written whole)."""
    if is_typeddict(hint):
        return {key: _python_types(inner) for key, inner in get_type_hints(hint).items()}
    members = get_args(hint) if isinstance(hint, UnionType) else (hint,)
    found = tuple(
        dict.fromkeys(
            kind
            for member in members
            for kind in ((int, float) if member is float else (get_origin(member) or member,))
        )
    )
    return found[0] if len(found) == 1 else found


JSON_SCHEMA: Final = cast(dict[str, object], _python_types(JsonReport))
"""The JSON report's keys and the Python types of their values, for checking output."""


def to_json(report: Report) -> str:
    """The report as one JSON object on one line."""
    found = report.iteration
    nodes = 0 if found is None else found.nodes
    seconds = 0.0 if found is None else found.seconds
    best = (
        []
        if found is None or found.best is None
        else found.all_best
        if found.all_best is not None
        else found.best[:1]
    )
    value: JsonReport = {
        "schema": SCHEMA_VERSION,
        "command": report.command,
        "game": report.game,
        "position": report.position[0],
        "to_move": None if report.final else report.player,
        "game_over": report.final,
        "value": report.score if found is None else found.value,
        "exact_value": None if found is None else found.exact,
        "best": best,
        "all_best": found is None or found.all_best is not None,
        "principal_variation": [] if found is None else found.line,
        "principal_variation_length": 0 if found is None else found.line_length,
        "stats": {
            "nodes": nodes,
            "leaves": 0 if found is None else found.leaves,
            "cutoffs": 0 if found is None else found.cutoffs,
            "table_hits": 0 if found is None else found.hits,
            "chance_nodes": 0 if found is None else found.chance,
            "quiescence_nodes": 0 if found is None else found.quiescence,
            "extensions": 0 if found is None else found.extended,
            "depth_reached": 0 if found is None else found.reached,
            "seconds": round(seconds, 6),
            "nodes_per_second": round(nodes / seconds, 1) if seconds > 0 else 0.0,
        },
        "searched": {
            "depth": None if found is None else found.depth,
            "seconds": report.plan.seconds,
            "to_the_end": found is None or found.exhausted,
            "stopped_early": report.stopped_early,
        },
    }
    return json.dumps(value, ensure_ascii=False)
