"""An ``ast`` checker of the rules of the functional core and of the exercise sheet.

No loop, early ``return``, ``try``, ``with`` or back door; assignments by :class:`Bindings`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import accumulate, chain
from typing import Final

FORBIDDEN_STATEMENTS: Final[dict[type[ast.stmt], str]] = {
    ast.Assign: "assignment",
    ast.AugAssign: "augmented assignment",
    ast.AnnAssign: "annotated assignment",
    **dict.fromkeys((ast.For, ast.AsyncFor), "for loop"),
    ast.While: "while loop",
    ast.Break: "break",
    ast.Continue: "continue",
    ast.Global: "global",
    ast.Nonlocal: "nonlocal",
    ast.Delete: "del",
    **dict.fromkeys((ast.Try, ast.TryStar), "try"),
    **dict.fromkeys((ast.With, ast.AsyncWith), "with"),
    ast.Raise: "raise",
    ast.Assert: "assert",
    **dict.fromkeys((ast.Import, ast.ImportFrom), "import inside a function"),
    ast.Pass: "pass",
}


def _names(text: str) -> frozenset[str]:
    return frozenset(text.split())


ESCAPE_HATCHES: Final = _names(
    "setattr delattr exec eval compile globals locals vars print input open __import__"
)
MUTATING_METHODS: Final = _names(
    "append extend insert remove pop popitem clear setdefault sort reverse discard add __setitem__"
    " __delitem__ __setattr__ __delattr__ appendleft extendleft popleft rotate"
)
NAMED_DOORS: Final = ESCAPE_HATCHES | _names(
    "setitem delitem iadd iand iconcat ifloordiv ilshift imod imul imatmul ior ipow irshift isub"
    " itruediv ixor getattr breakpoint attrgetter methodcaller sys os builtins importlib"
)
"""Names that change state or reach around the rules, whatever they are bound to."""
BACK_DOORS: Final = (
    NAMED_DOORS
    | MUTATING_METHODS
    | _names(
        "update difference_update intersection_update symmetric_difference_update write writelines"
        " send gi_frame gi_code cr_frame ag_frame f_back f_globals f_locals f_builtins f_code"
        " tb_frame tb_next modules _getframe"
    )
)
"""Attributes that change state or reach around the rules, whatever object they are read from
(a solution's own function may be called ``add``; ``list.add`` is a mutating method)."""
EXERCISE_IMPORTS: Final = _names(
    "__future__ abc collections.abc dataclasses enum functools itertools math operator typing"
    " typing_extensions returns returns.* toolz toolz.* fnsearch fnsearch.core"
    " fnsearch.core.config fnsearch.games fnsearch.games.tictactoe"
)
"""What a solution may import: the typeclass and the given tic-tac-toe instance, the standard
library's functional modules, ``returns`` and ``toolz`` (``package.*``: its submodules)."""
_MUTABLE_TYPES: Final = _names("list dict set bytearray deque defaultdict Counter")
_MUTABLE_DEFAULTS: Final = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)


def exercise_allows(name: str) -> bool:
    """Whether a solution may import the module ``name``."""
    return name in EXERCISE_IMPORTS or name.split(".")[0] + ".*" in EXERCISE_IMPORTS


class Bindings(Enum):
    r"""How a function may bind its local names: ``SHEET`` by fnsearch check, ``NONE`` classic/."""

    SHEET = "no assignment"
    NONE = "no assignment, no let in disguise"
    ONCE = "each local name bound once"


class Rule(Enum):
    """Which rule a violation breaks: one of the sheet's three, or fnsearch's stricter ones."""

    ASSIGNMENT = "no assignments"
    LOOP = "no loops"
    EARLY_RETURN = "no early return"
    BACK_DOOR = "no state changed through a back door"
    STRICTER = "fnsearch's stricter rules"

    @property
    def graded(self) -> bool:
        """Whether the exercise sheet asks for this rule (a student is graded on it)."""
        return self is not Rule.STRICTER


_RULE_OF: Final = {
    **dict.fromkeys(
        ("assignment", "augmented assignment", "annotated assignment"), Rule.ASSIGNMENT
    ),
    "assignment expression (:=)": Rule.ASSIGNMENT,
    **dict.fromkeys(("for loop", "while loop", "break", "continue"), Rule.LOOP),
    "return not in tail position": Rule.EARLY_RETURN,
}
_BACK_DOOR: Final = ("back door: ", "call of ")

ONE_CASE_MATCH: Final = "match with one case used as a binding (bind the name once instead)"
LAMBDA_CALLED: Final = "lambda called on the spot (bind the name once instead)"


@dataclass(frozen=True, order=True)
class Violation:
    r"""One broken rule, at ``path:line`` (ordered by line in one file)."""

    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"

    @property
    def rule(self) -> Rule:
        """The rule broken: one of the sheet's three, a back door, or :attr:`Rule.STRICTER`."""
        door = Rule.BACK_DOOR if self.what.startswith(_BACK_DOOR) else Rule.STRICTER
        return _RULE_OF.get(self.what, door)


_Found = tuple[int, str]
_Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


def check_source(source: str, path: str, bindings: Bindings = Bindings.SHEET) -> list[Violation]:
    r"""Every violation of the rules in ``source`` (``SyntaxError`` if it is not Python)."""
    return check_tree(ast.parse(source, filename=path), path, bindings)


def check_tree(tree: ast.AST, path: str, bindings: Bindings = Bindings.SHEET) -> list[Violation]:
    """Every violation in the module ``tree``; by the sheet's rule, back doors too."""
    functions = tuple(node for node in ast.walk(tree) if isinstance(node, _Function))
    found = chain(
        chain.from_iterable(_function_violations(function, bindings) for function in functions),
        _back_doors(tree, functions) if bindings is Bindings.SHEET else (),
    )
    return sorted({Violation(path, line, what) for line, what in found})


# --- the module and its back doors (the sheet's rule) ---------------------------------


def _back_doors(tree: ast.AST, functions: tuple[_Function, ...]) -> Iterator[_Found]:
    """Module-level code that runs, and every back door to state, anywhere in the module."""
    reported = frozenset(
        id(node.func)
        for function in functions
        for node in ast.walk(function)
        if isinstance(node, ast.Call) and _node_violations(node, Bindings.SHEET)
    )  # calls a function's own check names already
    return chain(
        _module_code(tree.body if isinstance(tree, ast.Module) else []),
        (
            found
            for node in ast.walk(tree)
            if id(node) not in reported
            for found in _back_door(node)
        ),
    )


_RUN_AT_IMPORT: Final = (ast.For, ast.AsyncFor, ast.While, ast.AugAssign)
_MODULE_LEVEL: Final = (
    ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
    ast.Assign, ast.AnnAssign, ast.Pass,
)  # fmt: skip


def _module_code(body: list[ast.stmt]) -> Iterator[_Found]:
    """Statements at the module's level other than imports, definitions, assignments, docstrings."""
    return chain.from_iterable(
        _module_code([*statement.body, *statement.orelse])
        if isinstance(statement, ast.If)
        else _module_code(statement.body)
        if isinstance(statement, ast.ClassDef)  # a class's body runs at import too
        else ((statement.lineno, FORBIDDEN_STATEMENTS[type(statement)]),)
        if isinstance(statement, _RUN_AT_IMPORT)
        else ((statement.lineno, "back door: statement run at module level"),)
        if not isinstance(statement, _MODULE_LEVEL)
        and not isinstance(_constant(statement), str)
        and _constant(statement) is not Ellipsis
        else ()
        for statement in body
    )


def _back_door(node: ast.AST) -> tuple[_Found, ...]:
    match node:
        case ast.Attribute(attr=name) if name.startswith("__") and name.endswith("__"):
            return ((node.lineno, f"back door: attribute {name}"),)
        case ast.Attribute(attr=name) if name in BACK_DOORS:
            return ((node.lineno, f"back door: {name} used"),)
        case ast.Name(id=name) if name in NAMED_DOORS:
            return ((node.lineno, f"back door: {name} used"),)
        case ast.Import() | ast.ImportFrom():
            modules = (
                tuple(alias.name for alias in node.names)
                if isinstance(node, ast.Import)
                else ("." * node.level + (node.module or ""),)
            )
            names = tuple(alias.name for alias in node.names if isinstance(node, ast.ImportFrom))
            return tuple(
                (node.lineno, f"back door: import of {name}, which the exercise does not allow")
                for name in modules
                if not exercise_allows(name)
            ) + tuple(
                (node.lineno, f"back door: {name} used") for name in names if name in NAMED_DOORS
            )
        case ast.FunctionDef() | ast.AsyncFunctionDef() | ast.Lambda():
            return tuple(
                (default.lineno, "back door: mutable default (state kept between calls)")
                for default in (*node.args.defaults, *node.args.kw_defaults)
                if isinstance(default, _MUTABLE_DEFAULTS)
                or (
                    isinstance(default, ast.Call)
                    and isinstance(default.func, ast.Name)
                    and default.func.id in _MUTABLE_TYPES
                )
            )
        case _:
            return ()


# --- inside a function --------------------------------------------------------------


def _function_violations(function: _Function, bindings: Bindings) -> Iterator[_Found]:
    return (
        _expression_violations(function.body, bindings)
        if isinstance(function, ast.Lambda)
        else chain(
            _body_violations(function.body, bindings, tail=True),
            chain.from_iterable(
                _expression_violations(default, bindings)
                for default in (*function.args.defaults, *function.args.kw_defaults)
                if default is not None
            ),
            _rebindings(function) if bindings is Bindings.ONCE else (),
        )
    )


def _body_violations(body: list[ast.stmt], bindings: Bindings, *, tail: bool) -> Iterator[_Found]:
    """Check a block; ``tail`` says whether its last statement is in tail position."""
    return chain.from_iterable(
        _statement_violations(statement, bindings, tail=tail and index == len(body) - 1)
        for index, statement in enumerate(body)
        if not (index == 0 and isinstance(_constant(statement), str))
        and _constant(statement) is not Ellipsis
    )


def _statement_violations(
    statement: ast.stmt, bindings: Bindings, *, tail: bool
) -> Iterable[_Found]:
    """One statement's violations; ``tail`` says whether it is in tail position."""
    expressions = _expression_violations(statement, bindings)
    line = statement.lineno
    match statement:
        case ast.FunctionDef() | ast.AsyncFunctionDef() | ast.ClassDef():
            # Checked as functions of their own by check_tree; decorators are evaluated here.
            return chain.from_iterable(
                _expression_violations(decorator, bindings)
                for decorator in statement.decorator_list
            )
        case ast.Assign() | ast.AnnAssign() if bindings is Bindings.ONCE:
            return expressions
        case _ if type(statement) in FORBIDDEN_STATEMENTS:
            return chain(
                expressions,
                ((line, FORBIDDEN_STATEMENTS[type(statement)]),),
                chain.from_iterable(
                    _body_violations(block, bindings, tail=False) for block in _blocks(statement)
                ),
            )
        case ast.Expr():
            return chain(expressions, ((line, "bare expression statement"),))
        case ast.Return():
            return chain(expressions, () if tail else ((line, "return not in tail position"),))
        case ast.If():
            return chain(
                _expression_violations(statement.test, bindings),
                ((line, "if statement not in tail position (use an if expression)"),)
                if not tail
                else ((line, "final if statement without else"),)
                if not statement.orelse
                else (),
                _body_violations(statement.body, bindings, tail=tail),
                _body_violations(statement.orelse, bindings, tail=tail),
            )
        case ast.Match():
            one_case = len(statement.cases) == 1 and bindings is not Bindings.SHEET
            return chain(
                _expression_violations(statement.subject, bindings),
                () if tail else ((line, "match statement not in tail position"),),
                ((line, ONE_CASE_MATCH),) if one_case else (),
                chain.from_iterable(
                    chain(
                        () if case.guard is None else _expression_violations(case.guard, bindings),
                        _body_violations(case.body, bindings, tail=tail),
                    )
                    for case in statement.cases
                ),
            )
        case _:
            return chain(expressions, ((line, f"{type(statement).__name__} statement"),))


def _blocks(statement: ast.stmt) -> tuple[list[ast.stmt], ...]:
    match statement:
        case ast.For() | ast.AsyncFor() | ast.While():
            return (statement.body, statement.orelse)
        case ast.Try() | ast.TryStar():
            handlers = tuple(handler.body for handler in statement.handlers)
            return (statement.body, statement.orelse, statement.finalbody, *handlers)
        case ast.With() | ast.AsyncWith():
            return (statement.body,)
        case _:
            return ()


def _expression_violations(expression: ast.AST, bindings: Bindings) -> Iterator[_Found]:
    return (found for node in ast.walk(expression) for found in _node_violations(node, bindings))


def _node_violations(node: ast.AST, bindings: Bindings) -> tuple[_Found, ...]:
    match node:
        case ast.NamedExpr():
            return ((node.lineno, "assignment expression (:=)"),)
        case ast.Call(func=ast.Name(id=name) | ast.Attribute(attr=name)) if name in ESCAPE_HATCHES:
            return ((node.lineno, f"call of {name}()"),)
        case ast.Call(func=ast.Attribute(attr=name)) if name in MUTATING_METHODS:
            return ((node.lineno, f"call of mutating method .{name}()"),)
        case ast.Call(func=ast.Lambda()) if bindings is not Bindings.SHEET:
            return ((node.lineno, LAMBDA_CALLED),)
        case _:
            return ()


def _constant(statement: ast.stmt) -> object:
    """The value of a constant statement (a docstring, a stub's ``...``), else ``None``."""
    match statement:
        case ast.Expr(value=ast.Constant(value=value)):
            return value
        case _:
            return None


# --- bound once ---------------------------------------------------------------------


def _rebindings(function: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[_Found]:
    """Where a name of ``function`` is bound a second time on one path, or is a parameter's."""
    arguments = function.args
    every = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
    extra = (arguments.vararg, arguments.kwarg)
    parameters = frozenset(argument.arg for argument in (*every, *extra) if argument is not None)
    return _block_rebindings(function.body, parameters, parameters)


def _block_rebindings(
    body: Sequence[ast.stmt], bound: frozenset[str], parameters: frozenset[str]
) -> Iterator[_Found]:
    """The rebindings of a block, each statement seeing the names bound before it."""
    names = (frozenset(name for name, _ in _bound_at(statement)) for statement in body)
    befores = accumulate(names, frozenset.union, initial=bound)
    return chain.from_iterable(
        _statement_rebindings(statement, before, parameters)
        for statement, before in zip(body, befores, strict=False)
    )


def _statement_rebindings(
    statement: ast.stmt, bound: frozenset[str], parameters: frozenset[str]
) -> Iterator[_Found]:
    match statement:
        case ast.If(body=body, orelse=orelse):
            return chain.from_iterable(
                _block_rebindings(block, bound, parameters) for block in (body, orelse)
            )
        case ast.Match(cases=cases):  # a case's captures must be new names; its body sees them
            return chain.from_iterable(
                chain(
                    (
                        _rebinding(name, case.pattern.lineno, parameters)
                        for name in _captures(case.pattern) & bound
                    ),
                    _block_rebindings(case.body, bound | _captures(case.pattern), parameters),
                )
                for case in cases
            )
        case _:
            return chain(
                (
                    _rebinding(name, line, parameters)
                    for name, line in _bound_at(statement)
                    if name in bound
                ),
                (
                    (node.lineno, "assignment to an attribute or subscript")
                    for node in _stores(statement)
                    if not isinstance(node, ast.Name)
                ),
            )


def _rebinding(name: str, line: int, parameters: frozenset[str]) -> _Found:
    return (line, f"rebinding of {'parameter ' if name in parameters else ''}{name}")


_STORES: Final = (ast.Name, ast.Attribute, ast.Subscript)
_DEFINITIONS: Final = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _stores(statement: ast.stmt) -> tuple[ast.expr, ...]:
    """What an assignment stores to: its names, attributes and subscripts."""
    targets = (
        statement.targets
        if isinstance(statement, ast.Assign)
        else [statement.target]
        if isinstance(statement, ast.AnnAssign)
        else []
    )
    return tuple(
        node
        for target in targets
        for node in ast.walk(target)
        if isinstance(node, _STORES) and isinstance(node.ctx, ast.Store)
    )


def _bound_at(statement: ast.stmt) -> tuple[tuple[str, int], ...]:
    """The names a statement binds, each with its line: assigned, or defined."""
    return (
        ((statement.name, statement.lineno),)
        if isinstance(statement, _DEFINITIONS)
        else tuple(
            (node.id, node.lineno) for node in _stores(statement) if isinstance(node, ast.Name)
        )
    )


def _captures(pattern: ast.pattern) -> frozenset[str]:
    return frozenset(
        name
        for node in ast.walk(pattern)
        for name in (
            (node.name,)
            if isinstance(node, ast.MatchAs | ast.MatchStar) and node.name
            else (node.rest,)
            if isinstance(node, ast.MatchMapping) and node.rest
            else ()
        )
    )
