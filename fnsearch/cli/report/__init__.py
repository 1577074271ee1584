"""The reports of ``solve`` and ``search``: what a search found, as text and as JSON.

:mod:`~fnsearch.cli.report.found` holds what a search found, as plain data that
crosses from a child process to its parent, and its text; :mod:`~fnsearch.cli.report.schema`
the JSON form, its schema and its version. Their names are exported here.
"""

from fnsearch.cli.report.found import Failed, Iteration, Plan, Report, iterations, plies, solved
from fnsearch.cli.report.schema import (
    JSON_SCHEMA,
    SCHEMA_VERSION,
    JsonReport,
    JsonSearched,
    JsonStats,
    to_json,
)

__all__ = [
    "JSON_SCHEMA",
    "SCHEMA_VERSION",
    "Failed",
    "Iteration",
    "JsonReport",
    "JsonSearched",
    "JsonStats",
    "Plan",
    "Report",
    "iterations",
    "plies",
    "solved",
    "to_json",
]
