"""An ``ast`` checker for the rules of the functional core.

Inside every function (and lambda) of a core module there is:

* no assignment of any kind (``=``, ``+=``, annotated assignment, ``:=``), no
  ``import`` (it binds a name);
* no ``for``/``while`` statement, no ``break``/``continue``;
* no ``global``, ``nonlocal``, ``del``, ``try``, ``with``, ``raise``, ``assert``;
* no bare expression statement, except a docstring and the ``...`` of a stub;
* ``return`` only in tail position: the single last statement, or the last
  statement of each branch of a final ``if``/``else`` or ``match``;
* no call of the well-known escape hatches (``setattr``, ``exec``, ...) nor of
  a method that mutates a built-in container in place (``append``, ``sort``, ...).

Nested ``def``s may precede the tail; they are checked as functions themselves.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

FORBIDDEN_STATEMENTS: dict[type[ast.stmt], str] = {
    ast.Assign: "assignment",
    ast.AugAssign: "augmented assignment",
    ast.AnnAssign: "annotated assignment",
    ast.For: "for loop",
    ast.AsyncFor: "for loop",
    ast.While: "while loop",
    ast.Break: "break",
    ast.Continue: "continue",
    ast.Global: "global",
    ast.Nonlocal: "nonlocal",
    ast.Delete: "del",
    ast.Try: "try",
    ast.TryStar: "try",
    ast.With: "with",
    ast.AsyncWith: "with",
    ast.Raise: "raise",
    ast.Assert: "assert",
    ast.Import: "import inside a function",
    ast.ImportFrom: "import inside a function",
    ast.Pass: "pass",
}

ESCAPE_HATCHES = frozenset(
    {
        "setattr",
        "delattr",
        "exec",
        "eval",
        "compile",
        "globals",
        "locals",
        "vars",
        "print",
        "input",
        "open",
        "__import__",
    }
)

MUTATING_METHODS = frozenset(
    {
        "append",
        "extend",
        "insert",
        "remove",
        "pop",
        "popitem",
        "clear",
        "setdefault",
        "sort",
        "reverse",
        "discard",
        "add",
        "__setitem__",
        "__delitem__",
        "__setattr__",
        "__delattr__",
        "appendleft",
        "extendleft",
        "popleft",
        "rotate",
    }
)


@dataclass(frozen=True)
class Violation:
    """One broken rule, at ``path:line``."""

    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def check_source(source: str, path: str) -> list[Violation]:
    """Every violation of the purity rules in ``source``."""
    tree = ast.parse(source, filename=path)
    return sorted(
        {
            Violation(path, line, what)
            for function in ast.walk(tree)
            if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            for line, what in _function_violations(function)
        },
        key=lambda v: (v.line, v.what),
    )


def check_file(path: Path, root: Path) -> list[Violation]:
    """Every violation in the module at ``path``, named relative to ``root``."""
    return check_source(path.read_text(encoding="utf-8"), str(path.relative_to(root)))


def _function_violations(
    function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
) -> Iterator[tuple[int, str]]:
    if isinstance(function, ast.Lambda):
        yield from _expression_violations(function.body)
        return
    yield from _body_violations(function.body, tail=True)
    for default in [*function.args.defaults, *function.args.kw_defaults]:
        if default is not None:
            yield from _expression_violations(default)


def _body_violations(body: list[ast.stmt], *, tail: bool) -> Iterator[tuple[int, str]]:
    """Check a block; ``tail`` says whether its last statement is in tail position."""
    for index, statement in enumerate(body):
        last = index == len(body) - 1
        if index == 0 and _is_docstring(statement):
            continue
        if isinstance(statement, ast.Expr) and _is_ellipsis(statement.value):
            continue
        kind = FORBIDDEN_STATEMENTS.get(type(statement))
        if not isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield from _expression_violations(statement)
        if kind is not None:
            yield statement.lineno, kind
            for block in _blocks(statement):
                yield from _body_violations(block, tail=False)
        elif isinstance(statement, ast.Expr):
            yield statement.lineno, "bare expression statement"
        elif isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            # Checked as functions of their own by the caller's ast.walk; decorators
            # and defaults are expressions evaluated here.
            for decorator in statement.decorator_list:
                yield from _expression_violations(decorator)
        elif isinstance(statement, ast.Return):
            if not (tail and last):
                yield statement.lineno, "return not in tail position"
            if statement.value is not None:
                yield from _expression_violations(statement.value)
        elif isinstance(statement, ast.If):
            if not (tail and last):
                yield statement.lineno, "if statement not in tail position (use an if expression)"
            elif not statement.orelse:
                yield statement.lineno, "final if statement without else"
            yield from _expression_violations(statement.test)
            yield from _body_violations(statement.body, tail=tail and last)
            yield from _body_violations(statement.orelse, tail=tail and last)
        elif isinstance(statement, ast.Match):
            if not (tail and last):
                yield statement.lineno, "match statement not in tail position"
            yield from _expression_violations(statement.subject)
            for case in statement.cases:
                if case.guard is not None:
                    yield from _expression_violations(case.guard)
                yield from _body_violations(case.body, tail=tail and last)
        else:
            yield statement.lineno, f"{type(statement).__name__} statement"


def _blocks(statement: ast.stmt) -> Iterator[list[ast.stmt]]:
    """The statement lists nested in a compound statement."""
    for field in ("body", "orelse", "finalbody"):
        block = getattr(statement, field, None)
        if isinstance(block, list):
            yield block
    for handler in getattr(statement, "handlers", []):
        yield handler.body


def _expression_violations(expression: ast.AST) -> Iterator[tuple[int, str]]:
    for node in ast.walk(expression):
        if isinstance(node, ast.NamedExpr):
            yield node.lineno, "assignment expression (:=)"
        elif isinstance(node, ast.Call):
            name = _called_name(node.func)
            if name in ESCAPE_HATCHES:
                yield node.lineno, f"call of {name}()"
            elif isinstance(node.func, ast.Attribute) and name in MUTATING_METHODS:
                yield node.lineno, f"call of mutating method .{name}()"


def _called_name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_docstring(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def _is_ellipsis(expression: ast.expr) -> bool:
    return isinstance(expression, ast.Constant) and expression.value is Ellipsis
