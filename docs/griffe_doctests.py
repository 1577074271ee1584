"""Show the examples of fnsearch's docstrings as code in the API reference.

The docstrings hold their examples as bare doctest blocks (``>>>`` lines and the
output after them), which Markdown would read as text: a printed list such as
``['BLACK', 'WHITE']`` would even look like a link. This griffe extension, loaded by
mkdocstrings (mkdocs.yml), fences each such block as ``pycon`` code before the
docstring is rendered. It changes only what the site shows, not the docstrings.
"""

from __future__ import annotations

import ast
from typing import Any

import griffe


def fenced(text: str) -> str:
    r"""The docstring ``text`` with each doctest block fenced as ``pycon`` code.

    >>> fenced("Players:\n>>> WHITE.value\n1\n\nMore.").splitlines()
    ['Players:', '', '```pycon', '>>> WHITE.value', '1', '```', '', 'More.']
    """
    out: list[str] = []
    inside = False
    indent = ""
    for line in text.splitlines():
        starts = line.lstrip().startswith(">>>")
        if starts and not inside:
            indent = line[: len(line) - len(line.lstrip())]
            if out and out[-1].strip():
                out.append("")
            out.append(f"{indent}```pycon")
            inside = True
        elif inside and not line.strip():
            out.append(f"{indent}```")
            inside = False
        out.append(line)
    if inside:
        out.append(f"{indent}```")
    return "\n".join(out)


class DoctestBlocks(griffe.Extension):
    """Fence the doctest blocks of every docstring griffe reads."""

    def on_instance(
        self, *, node: ast.AST | griffe.ObjectNode, obj: griffe.Object, agent: Any, **kwargs: Any
    ) -> None:
        """Fence the doctest blocks of ``obj``'s docstring."""
        if obj.docstring is not None:
            obj.docstring.value = fenced(obj.docstring.value)
