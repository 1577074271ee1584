"""Make fnsearch's docstrings render in the API reference.

The docstrings are written to be read as plain text and by doctest; mkdocstrings
(mkdocs.yml) renders them as Markdown. This griffe extension rewrites two things
before a docstring is rendered, and changes only what the site shows:

- each doctest block (``>>>`` lines and the output after them) is fenced as ``pycon``
  code, which Markdown would otherwise read as text (a printed ``['BLACK', 'WHITE']``
  would even look like a link);
- each cross-reference role (``:func:`~fnsearch.search```, ``:class:`Config```, also
  ``:mod:``, ``:data:``, ``:meth:``, ``:attr:``) becomes a link to the object's entry in
  the reference. The name is looked up where the docstring stands, as Python would
  look it up there; a name the reference does not document shows as code.
"""

from __future__ import annotations

import ast
import re
from typing import Any

import griffe

ROLE = re.compile(
    r":(?P<role>func|class|mod|data|meth|attr|exc|obj|const):`(?P<tilde>~?)(?P<name>[^`]+)`"
)
"""A Sphinx cross-reference role; ``~`` shows the last part of the name only."""


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


def full_name(obj: griffe.Object, name: str, role: str) -> str:
    """The full path of ``name`` as seen from ``obj``'s docstring.

    Looked up as Python would from where the docstring stands (its members, imports,
    parents); a ``:data:`` or ``:mod:`` name from the module. A dotted name is looked up
    by its first part (``Registry.names`` -> the class ``Registry`` in scope, then
    ``.names``); a method a module's docstring names bare, in the first of the module's
    classes that has it. A name found nowhere is taken as written.
    """
    first, _, rest = name.partition(".")
    scope = obj.module if role in ("data", "mod") else obj
    classes = [m for m in obj.module.members.values() if not m.is_alias and m.is_class]
    try:
        found = scope.resolve(first)
    except griffe.NameResolutionError:
        found = next((f"{cls.path}.{first}" for cls in classes if first in cls.members), name)
    return f"{found}.{rest}" if rest and found != name else found


def documented(obj: griffe.Object, path: str) -> str:
    """``path``, or its class's where it names a field the reference shows only in the class."""
    try:
        target = obj.modules_collection[path]
    except (KeyError, ValueError, griffe.AliasResolutionError):
        return path
    bare = target.is_attribute and target.docstring is None and target.parent is not None
    return target.parent.path if bare and target.parent is not None else path


def linked(text: str, obj: griffe.Object) -> str:
    """``text`` with each role replaced by an optional reference mkdocs-autorefs resolves.

    An optional reference is a link where the reference documents the name, and the
    name as code where it does not (a private helper, a module of the shell).
    """

    def link(match: re.Match[str]) -> str:
        name = match["name"]
        title = name.rsplit(".", 1)[-1] if match["tilde"] else name
        path = name if name.startswith("fnsearch.") else full_name(obj, name, match["role"])
        return (
            f'<autoref identifier="{documented(obj, path)}" optional><code>{title}</code></autoref>'
        )

    return ROLE.sub(link, text)


class DoctestBlocks(griffe.Extension):
    """Fence the doctest blocks of every docstring griffe reads."""

    def on_instance(
        self, *, node: ast.AST | griffe.ObjectNode, obj: griffe.Object, agent: Any, **kwargs: Any
    ) -> None:
        """Fence the doctest blocks of ``obj``'s docstring."""
        if obj.docstring is not None:
            obj.docstring.value = fenced(obj.docstring.value)


class CrossReferences(griffe.Extension):
    """Turn the roles of every docstring into links, once the whole package is loaded."""

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        """Rewrite the roles of every docstring of ``pkg`` and its members."""

        def visit(obj: griffe.Object) -> None:
            if obj.docstring is not None:
                obj.docstring.value = linked(obj.docstring.value, obj)
            for member in obj.members.values():
                if isinstance(member, griffe.Object):  # not an import (an alias)
                    visit(member)

        visit(pkg)
