"""The page that steps through a traced search, for a lecture hall and a notebook."""

from fnsearch.trace.page.stepping import (
    Move,
    NamedTrace,
    compare_page,
    html_page,
    typed_moves,
    visited,
)

__all__ = [
    "Move",
    "NamedTrace",
    "compare_page",
    "html_page",
    "typed_moves",
    "visited",
]
