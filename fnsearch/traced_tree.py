"""The tree a traced search walked, node by node, as the pictures of a search draw it.

:func:`traced_tree` reads the :class:`~fnsearch.algorithms.trace.Step` records of a
trace back into the tree they walk: every node the search entered or valued, and
every successor a cut never searched, each named by its *path* (the child indices
from the root, so that equal subtrees in two places stay two nodes), with the
window it received, the value it returned, whether it cut, and the steps at which
it appears and is done. The DOT picture (:mod:`fnsearch.pictures`) and the page
that steps through the search (:mod:`fnsearch.page`) both draw this tree.

>>> from fnsearch.algorithms.trace import trace
>>> from fnsearch.config import WHITE
>>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
>>> tree = traced_tree(trace(TREE_CONFIG, FIGURE_5_2, WHITE))
>>> [(node_id(node.path), node.kind, node.value) for node in tree.nodes[:4]]
[('n', 'inner', 3), ('n_0', 'inner', 3), ('n_0_0', 'leaf', 3), ('n_0_1', 'leaf', 12)]
>>> [(node_id(node.path), node.config) for node in tree.nodes if node.kind == PRUNED]
[('n_1_1', 4), ('n_1_2', 6)]
"""

from __future__ import annotations

from itertools import accumulate, chain
from typing import Final, Generic, NamedTuple, TypeAlias, TypeVar

from fnsearch.algorithms.trace import CUT, ENTER, RETURN, Step, Traced
from fnsearch.config import INFINITY

__all__ = [
    "INNER",
    "LEAF",
    "PRUNED",
    "TABLE",
    "Node",
    "Path",
    "TracedTree",
    "bound",
    "node_id",
    "traced_tree",
]

_C = TypeVar("_C")

Path: TypeAlias = tuple[int, ...]
"""A node's place: the indices of the children taken from the root (the root is ``()``)."""

INNER: Final = "inner"
LEAF: Final = "leaf"
TABLE: Final = "table"
PRUNED: Final = "pruned"


class Node(NamedTuple, Generic[_C]):
    """One node of the walked tree, values and windows from White's side.

    Attributes:
        path: the child indices from the root.
        config: the node's configuration.
        kind: ``"inner"`` (entered), ``"leaf"`` (valued), ``"table"`` (answered by
            the table) or ``"pruned"`` (a successor a cut never searched).
        maximizing: whether White (MAX) moves at the node.
        alpha: the lower end of the window the node received.
        beta: the upper end of the window the node received.
        value: what the node returned (a leaf: its value; pruned: ``0``).
        cut: whether the node stopped at a cut.
        child: at a cut, the value of the child that caused it.
        appears: the index of the step at which the node is first seen.
        done: the index of the step at which its value is known.
        quiet: the node is a quiescence node, searched below the depth limit.
    """

    path: Path
    config: _C
    kind: str
    maximizing: bool
    alpha: int
    beta: int
    value: int
    cut: bool
    child: int
    appears: int
    done: int
    quiet: bool = False


class TracedTree(NamedTuple, Generic[_C]):
    """The walked tree: its nodes in preorder, and the node each step is about."""

    nodes: tuple[Node[_C], ...]
    at_step: tuple[Path, ...]


class _Open(NamedTuple, Generic[_C]):
    """A node entered and not yet returned: where it is, its window now, its children so far."""

    path: Path
    entered: Step[_C]
    appears: int
    alpha: int
    beta: int
    children: int


class _Walk(NamedTuple, Generic[_C]):
    """The walk after one step: the nodes this step finished, the nodes open, its node."""

    nodes: tuple[Node[_C], ...]
    open: tuple[_Open[_C], ...]
    at: Path


def node_id(path: Path) -> str:
    """A name for the node at ``path`` that DOT, HTML and JavaScript all accept.

    >>> node_id(()), node_id((1, 0, 2))
    ('n', 'n_1_0_2')
    """
    return "_".join(("n", *map(str, path)))


def bound(value: int) -> str:
    """A value or an end of a window, ``±2**62`` written as ``±∞``.

    >>> bound(2**62), bound(-(2**62)), bound(3)
    ('+∞', '-∞', '3')
    """
    return "+∞" if value >= INFINITY else "-∞" if value <= -INFINITY else str(value)


def traced_tree(traced: Traced[_C]) -> TracedTree[_C]:
    """The tree the traced search walked, with the pruned successors of each cut."""
    return _sorted(
        tuple(accumulate(enumerate(traced.steps), _walked, initial=_Walk[_C]((), (), ())))[1:]
    )


def _sorted(walks: tuple[_Walk[_C], ...]) -> TracedTree[_C]:
    """Nodes are finished children first; sorted by path they come in preorder.

    Each step keeps only the nodes it finished (a long tuple copied at every step
    would make the walk quadratic); they are gathered once here.
    """
    return TracedTree(
        tuple(sorted(chain.from_iterable(walk.nodes for walk in walks), key=_path_of)),
        tuple(walk.at for walk in walks),
    )


def _path_of(node: Node[_C]) -> Path:
    return node.path


def _walked(walk: _Walk[_C], indexed: tuple[int, Step[_C]]) -> _Walk[_C]:
    return (
        _entered(walk, indexed[0], indexed[1])
        if indexed[1].kind == ENTER
        else _closed(walk, indexed[0], indexed[1])
        if indexed[1].kind in (RETURN, CUT)
        else _valued(walk, indexed[0], indexed[1])
    )


def _next_path(open_nodes: tuple[_Open[_C], ...]) -> Path:
    return () if not open_nodes else (*open_nodes[-1].path, open_nodes[-1].children)


def _window(open_nodes: tuple[_Open[_C], ...]) -> tuple[int, int]:
    """The window the innermost open node hands its next child: as it stands now."""
    return (-INFINITY, INFINITY) if not open_nodes else (open_nodes[-1].alpha, open_nodes[-1].beta)


def _with_child(open_nodes: tuple[_Open[_C], ...], value: int) -> tuple[_Open[_C], ...]:
    """The open nodes after the innermost one learns a child's value: its window narrows."""
    return (
        open_nodes
        if not open_nodes
        else (
            *open_nodes[:-1],
            _Open(
                open_nodes[-1].path,
                open_nodes[-1].entered,
                open_nodes[-1].appears,
                max(open_nodes[-1].alpha, value)
                if open_nodes[-1].entered.maximizing
                else open_nodes[-1].alpha,
                open_nodes[-1].beta
                if open_nodes[-1].entered.maximizing
                else min(open_nodes[-1].beta, value),
                open_nodes[-1].children + 1,
            ),
        )
    )


def _entered(walk: _Walk[_C], index: int, step: Step[_C]) -> _Walk[_C]:
    return _Walk(
        (),
        (*walk.open, _Open(_next_path(walk.open), step, index, step.alpha, step.beta, 0)),
        _next_path(walk.open),
    )


def _valued(walk: _Walk[_C], index: int, step: Step[_C]) -> _Walk[_C]:
    """A leaf or a table hit: a node valued at once, a child of the innermost open node."""
    return _Walk(
        (
            Node(
                _next_path(walk.open),
                step.config,
                LEAF if step.kind == LEAF else TABLE,
                step.maximizing,
                *_window(walk.open),
                step.value,
                False,
                0,
                index,
                index,
                step.quiet,
            ),
        ),
        _with_child(walk.open, step.value),
        _next_path(walk.open),
    )


def _closed(walk: _Walk[_C], index: int, step: Step[_C]) -> _Walk[_C]:
    """The innermost open node returns or cuts; the successors it never searched appear."""
    return _Walk(
        (
            Node(
                walk.open[-1].path,
                step.config,
                INNER,
                step.maximizing,
                step.alpha,
                step.beta,
                step.value,
                step.kind == CUT,
                step.child,
                walk.open[-1].appears,
                index,
                step.quiet,
            ),
            *(
                Node(
                    (*walk.open[-1].path, walk.open[-1].children + offset),
                    config,
                    PRUNED,
                    not step.maximizing,
                    0,
                    0,
                    0,
                    False,
                    0,
                    index,
                    index,
                )
                for offset, config in enumerate(step.pruned)
            ),
        ),
        _with_child(walk.open[:-1], step.value),
        walk.open[-1].path,
    )
