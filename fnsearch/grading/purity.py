"""An ``ast`` checker for the rules of the functional core, and of the exercise sheet.

Inside every function (and lambda) of a checked module there is:

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

The exercise sheet asks for three of these: no assignment, no loop, no early
return (:data:`SHEET_RULES`). The others are fnsearch's own, stricter rules: a
student's solution is graded on the sheet's three, and the others are reported as
advice (:attr:`Violation.rule` tells them apart).

The checker is pure: source text (or its syntax tree) in, violations out. A text
that is not Python makes :func:`check_source` raise ``SyntaxError``, as
``ast.parse`` does; a caller that reads files catches it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from itertools import chain
from types import EllipsisType
from typing import Final

__all__ = [
    "ESCAPE_HATCHES",
    "FORBIDDEN_STATEMENTS",
    "MUTATING_METHODS",
    "SHEET_RULES",
    "Rule",
    "Violation",
    "check_source",
    "check_tree",
]

FORBIDDEN_STATEMENTS: Final[dict[type[ast.stmt], str]] = {
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

ESCAPE_HATCHES: Final = frozenset(
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

MUTATING_METHODS: Final = frozenset(
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


class Rule(Enum):
    """Which rule a violation breaks: one of the sheet's three, or fnsearch's stricter ones.

    The value is the rule in words; :attr:`reason` is why the sheet (or fnsearch) asks it.

    >>> Rule.LOOP.value, Rule.LOOP.graded
    ('no loops', True)
    >>> Rule.STRICTER.graded
    False
    """

    ASSIGNMENT = "no assignments"
    LOOP = "no loops"
    EARLY_RETURN = "no early return"
    STRICTER = "fnsearch's stricter rules"

    @property
    def graded(self) -> bool:
        """Whether the exercise sheet asks for this rule (a student is graded on it).

        >>> [rule.graded for rule in Rule]
        [True, True, True, False]
        """
        return self is not Rule.STRICTER

    @property
    def reason(self) -> str:
        """Why the rule is asked, in a sentence.

        >>> Rule.EARLY_RETURN.reason
        "the cut is the fold stopping, and the function's value is its one final expression"
        """
        return _REASONS[self]


_REASONS: Final = {
    Rule.ASSIGNMENT: "a value is named once, by a parameter or a fold's accumulator, and"
    " never changed",
    Rule.LOOP: "the successors are folded (by recursion, functools.reduce or a fold that"
    " stops at the cut), not walked by for or while",
    Rule.EARLY_RETURN: "the cut is the fold stopping, and the function's value is its one"
    " final expression",
    Rule.STRICTER: "fnsearch's own core keeps this stricter rule; advice, not graded",
}

_RULE_OF: Final = {
    "assignment": Rule.ASSIGNMENT,
    "augmented assignment": Rule.ASSIGNMENT,
    "annotated assignment": Rule.ASSIGNMENT,
    "assignment expression (:=)": Rule.ASSIGNMENT,
    "for loop": Rule.LOOP,
    "while loop": Rule.LOOP,
    "break": Rule.LOOP,
    "continue": Rule.LOOP,
    "return not in tail position": Rule.EARLY_RETURN,
}

SHEET_RULES: Final = frozenset({Rule.ASSIGNMENT, Rule.LOOP, Rule.EARLY_RETURN})
"""The exercise sheet's three rules: no assignment, no loop, no early return."""


@dataclass(frozen=True)
class Violation:
    r"""One broken rule, at ``path:line``.

    >>> (found,) = check_source("def f(x):\n    y = x\n    return y\n", "s.py")
    >>> str(found), found.rule.value
    ('s.py:2: assignment', 'no assignments')
    """

    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"

    @property
    def rule(self) -> Rule:
        """The rule broken: one of the sheet's three, or :attr:`Rule.STRICTER`.

        >>> Violation("s.py", 3, "call of print()").rule
        <Rule.STRICTER: "fnsearch's stricter rules">
        """
        return _RULE_OF.get(self.what, Rule.STRICTER)


_Found = tuple[int, str]
_Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


def check_source(source: str, path: str) -> list[Violation]:
    r"""Every violation of the purity rules in ``source`` (``SyntaxError`` if it is not Python).

    >>> [str(v) for v in check_source("def f(xs):\n    for x in xs:\n        pass\n", "s.py")]
    ['s.py:2: for loop', 's.py:3: pass']
    """
    return check_tree(ast.parse(source, filename=path), path)


def check_tree(tree: ast.AST, path: str) -> list[Violation]:
    """Every violation of the purity rules in the syntax tree of the module at ``path``.

    >>> check_tree(ast.parse("f = lambda x: x + 1"), "s.py")
    []
    """
    return sorted(
        {
            Violation(path, line, what)
            for function in ast.walk(tree)
            if isinstance(function, _Function)
            for line, what in _function_violations(function)
        },
        key=_place,
    )


def _place(violation: Violation) -> tuple[int, str]:
    return (violation.line, violation.what)


def _function_violations(function: _Function) -> Iterator[_Found]:
    return (
        _expression_violations(function.body)
        if isinstance(function, ast.Lambda)
        else chain(
            _body_violations(function.body, tail=True),
            chain.from_iterable(
                _expression_violations(default)
                for default in (*function.args.defaults, *function.args.kw_defaults)
                if default is not None
            ),
        )
    )


def _body_violations(body: list[ast.stmt], *, tail: bool) -> Iterator[_Found]:
    """Check a block; ``tail`` says whether its last statement is in tail position."""
    return chain.from_iterable(
        _statement_violations(statement, tail=tail and index == len(body) - 1)
        for index, statement in enumerate(body)
        if not (index == 0 and _is_docstring(statement)) and not _is_stub(statement)
    )


def _statement_violations(statement: ast.stmt, *, tail: bool) -> Iterable[_Found]:
    """One statement's violations; ``tail`` says whether it is in tail position."""
    match statement:
        case ast.FunctionDef() | ast.AsyncFunctionDef() | ast.ClassDef():
            # Checked as functions of their own by the caller's ast.walk; decorators
            # are expressions evaluated here.
            return chain.from_iterable(map(_expression_violations, statement.decorator_list))
        case _ if type(statement) in FORBIDDEN_STATEMENTS:
            return chain(
                _expression_violations(statement),
                ((statement.lineno, FORBIDDEN_STATEMENTS[type(statement)]),),
                chain.from_iterable(
                    _body_violations(block, tail=False) for block in _blocks(statement)
                ),
            )
        case ast.Expr():
            return chain(
                _expression_violations(statement),
                ((statement.lineno, "bare expression statement"),),
            )
        case ast.Return():
            return chain(
                _expression_violations(statement),
                () if tail else ((statement.lineno, "return not in tail position"),),
            )
        case ast.If():
            return chain(
                _expression_violations(statement.test),
                ((statement.lineno, "if statement not in tail position (use an if expression)"),)
                if not tail
                else ((statement.lineno, "final if statement without else"),)
                if not statement.orelse
                else (),
                _body_violations(statement.body, tail=tail),
                _body_violations(statement.orelse, tail=tail),
            )
        case ast.Match():
            return chain(
                _expression_violations(statement.subject),
                () if tail else ((statement.lineno, "match statement not in tail position"),),
                chain.from_iterable(
                    chain(
                        () if case.guard is None else _expression_violations(case.guard),
                        _body_violations(case.body, tail=tail),
                    )
                    for case in statement.cases
                ),
            )
        case _:
            return chain(
                _expression_violations(statement),
                ((statement.lineno, f"{type(statement).__name__} statement"),),
            )


def _blocks(statement: ast.stmt) -> tuple[list[ast.stmt], ...]:
    """The statement lists nested in a compound statement."""
    match statement:
        case ast.For() | ast.AsyncFor() | ast.While():
            return (statement.body, statement.orelse)
        case ast.Try() | ast.TryStar():
            return (
                statement.body,
                statement.orelse,
                statement.finalbody,
                *(handler.body for handler in statement.handlers),
            )
        case ast.With() | ast.AsyncWith():
            return (statement.body,)
        case _:
            return ()


def _expression_violations(expression: ast.AST) -> Iterator[_Found]:
    return (found for node in ast.walk(expression) for found in _node_violations(node))


def _node_violations(node: ast.AST) -> tuple[_Found, ...]:
    match node:
        case ast.NamedExpr():
            return ((node.lineno, "assignment expression (:=)"),)
        case ast.Call(func=ast.Name(id=name)) if name in ESCAPE_HATCHES:
            return ((node.lineno, f"call of {name}()"),)
        case ast.Call(func=ast.Attribute(attr=name)) if name in ESCAPE_HATCHES:
            return ((node.lineno, f"call of {name}()"),)
        case ast.Call(func=ast.Attribute(attr=name)) if name in MUTATING_METHODS:
            return ((node.lineno, f"call of mutating method .{name}()"),)
        case _:
            return ()


def _is_docstring(statement: ast.stmt) -> bool:
    match statement:
        case ast.Expr(value=ast.Constant(value=str())):
            return True
        case _:
            return False


def _is_stub(statement: ast.stmt) -> bool:
    """Whether the statement is the ``...`` of a stub."""
    match statement:
        case ast.Expr(value=ast.Constant(value=EllipsisType())):
            return True
        case _:
            return False
