"""The page that steps through a traced search, for a lecture hall and a notebook."""

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
