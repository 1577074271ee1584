"""The page that steps through a traced search, for a lecture hall and a notebook.

:mod:`~fnsearch.trace.page.stepping` writes the page: its data, the comparison of
several searches, the moves a person types; :mod:`~fnsearch.trace.page.drawing`
draws a node's parts and the key; :mod:`~fnsearch.trace.page.script` holds the
page's style sheet and script. The page's names are exported here.
"""

from fnsearch.trace.page.stepping import (
    Json,
    Move,
    NamedTrace,
    compare_page,
    html_page,
    translated,
    typed_moves,
    visited,
)

__all__ = [
    "Json",
    "Move",
    "NamedTrace",
    "compare_page",
    "html_page",
    "translated",
    "typed_moves",
    "visited",
]
