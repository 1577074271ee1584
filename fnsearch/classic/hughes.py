"""The game tree as a lazy value, after John Hughes, "Why Functional Programming Matters".

Section 5 of Hughes's paper (1989) searches a game by building the *whole* game
tree as a value and cutting it down with small functions glued by composition::

    evaluate = max . maximise' . highfirst . maptree static . prune 8 . gametree

Laziness makes this cheap: only the part of the tree the last function looks at is
ever generated. This module is that program over fnsearch's
:class:`~fnsearch.core.config.Config` instances, one function per definition of the
paper (his names are in each docstring):

* :class:`LazyTree`, the rose tree; :func:`rep_tree` and :func:`game_tree` grow it,
  :func:`map_tree` relabels it, :func:`prune`, :func:`take_tree` and
  :func:`prune_dynamic` cut it, :func:`high_first` and :func:`low_first` order it;
* :func:`maximise` and :func:`minimise` value it (plain minimax);
* :func:`maximise_pruning` and :func:`minimise_pruning` (his ``maximise'`` and
  ``minimise'``) value it with alpha-beta pruning *by laziness*, through
  :func:`map_min`, :func:`omit` and :func:`min_leq` and their mirror images
  :func:`map_max`, :func:`omit_max` and :func:`max_geq`;
* :func:`evaluator` composes them (with ``toolz``'s ``compose``) the way the paper
  does, and :func:`hughes_evaluate` applies it to one position.

A tree here is a label and its subtrees, each a zero-argument function: every call
generates them again, so a tree can be walked any number of times without a mutable
cache (Haskell shares a node once it is computed; this tree recomputes it instead).
The label is a function too so that :func:`map_tree` evaluates a position only when
its label is read, as Haskell's lazy ``maptree static`` does: the pruning searches
read only the labels of the leaves.

Hughes's ``static`` scores a position from the side of the computer, which is always
to move at the root, and his ``evaluate`` always maximises. fnsearch scores from
White's side (White is MAX) and ``successors(config, player)`` names the mover, so
:func:`game_tree` alternates the players as it grows and the root is valued by
``max . maximise'`` when White moves and by ``min . minimise'`` when Black does.

Pruning by laziness is alpha-beta with *one* bound, passed one level down: ``omit``
skips a child of a MAX node as soon as one of the child's bounds is at most the best
value so far at that node (and ``omit'`` mirrors it at a MIN node). The sheet's
alpha-beta (:mod:`fnsearch.classic.alpha_beta`) carries both bounds of every
ancestor down the tree and so also makes *deep* cut-offs, which Hughes's program
does not: :data:`DEEP_CUT` is a smallest such tree, where it scores a leaf the sheet
does not. On trees of up to three plies the two score the same leaves.

Each ply of the lazy search costs about :data:`FRAMES` Python frames, so under the
default recursion limit of 1,000 it searches about 190 plies deep; a search without a
depth refuses a game that is not over by then (cycles, or no end) with a
:class:`~fnsearch.core.contract.ContractError`, as :func:`~fnsearch.classic.minimax.minimax`
does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import accumulate, chain, islice, pairwise
from operator import index
from typing import Final, Generic, NamedTuple, TypeVar

from fnsearch.core._fp import compose
from fnsearch.core.config import (
    INFINITY,
    MISSING,
    WHITE,
    Config,
    Missing,
    Player,
    children,
    ply_budget,
    scored,
)
from fnsearch.core.contract import broken, endless
from fnsearch.core.evaluation import Evaluation
from fnsearch.core.folds import fold_until

__all__ = [
    "DEEP_CUT",
    "FRAMES",
    "LazyTree",
    "evaluator",
    "game_tree",
    "high_first",
    "hughes_evaluate",
    "low_first",
    "map_max",
    "map_min",
    "map_tree",
    "max_geq",
    "maximise",
    "maximise_pruning",
    "min_leq",
    "minimise",
    "minimise_pruning",
    "omit",
    "omit_max",
    "prune",
    "prune_dynamic",
    "rep_tree",
    "show_tree",
    "take_tree",
]

_A = TypeVar("_A")
_B = TypeVar("_B")
_C = TypeVar("_C")

FRAMES: Final = 5
"""Python frames the lazy search takes per ply: 4 measured, deep branch last, and 1 to spare."""

DEEP_CUT: Final = (5, (((3, 9),),))
"""A smallest tree (of :mod:`fnsearch.games.tree`) where the sheet cuts deeper than Hughes.

MAX over the leaf ``5`` and a MIN node, over a MAX node, over a MIN node ``(3, 9)``.
After ``5``, alpha is ``5`` all the way down; the sheet's alpha-beta cuts at the MIN
node four plies down as soon as it scores ``3 <= 5``, and never scores ``9``. Hughes's
``minimise'`` there knows only its parent's bound, which is still open, so it scores
``9`` too. Both value the tree ``5``.
"""


class LazyTree(NamedTuple, Generic[_A]):
    """A rose tree whose label and subtrees are computed each time they are asked for.

    Hughes's ``treeof * ::= Node * (listof (treeof *))``, lazily: ``label()`` is the
    label, ``subtrees()`` a fresh iterable of the subtrees, generated as it is read.

    >>> tree = LazyTree(lambda: 1, lambda: (LazyTree(lambda: 2, tuple),))
    >>> tree.label(), [child.label() for child in tree.subtrees()]
    (1, [2])
    >>> show_tree(tree)
    '1(2)'
    """

    label: Callable[[], _A]
    subtrees: Callable[[], Iterable[LazyTree[_A]]]


def show_tree(tree: LazyTree[_A]) -> str:
    """The tree as text: a leaf's label, an inner node's label with its subtrees in brackets.

    It reads every label and the whole tree: for small trees, in examples and tests.

    >>> show_tree(rep_tree(lambda n: range(n), 2))
    '2(0, 1(0))'
    """
    match tuple(tree.subtrees()):
        case ():
            return f"{tree.label()}"
        case subtrees:
            return f"{tree.label()}({', '.join(map(show_tree, subtrees))})"


def rep_tree(f: Callable[[_A], Iterable[_A]], a: _A) -> LazyTree[_A]:
    """Hughes's ``reptree f a = Node a (map (reptree f) (f a))``: the tree ``f`` grows from ``a``.

    >>> show_tree(rep_tree(lambda n: [n - 1, n - 2] if n > 1 else [], 3))
    '3(2(1, 0), 1)'
    """
    return LazyTree(lambda: a, lambda: map(partial(rep_tree, f), f(a)))


def game_tree(instance: Config[_C], config: _C, player: Player) -> LazyTree[_C]:
    """Hughes's ``gametree = reptree moves``: every position reachable from ``config``.

    ``player`` moves at the root and the players alternate below it; a final
    position has no subtrees, whatever successors the game gives it. A position that
    is not final without successors is a :class:`~fnsearch.core.contract.ContractError`
    when its subtrees are asked for.

    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> tree = game_tree(TREE_CONFIG, ((1, 2), 3), WHITE)
    >>> [child.label() for child in tree.subtrees()]
    [(1, 2), 3]
    >>> show_tree(map_tree(TREE_CONFIG.score)(tree))
    '0(0(1, 2), 3)'
    """
    return LazyTree(
        lambda: config,
        lambda: (
            ()
            if instance.is_final(config)
            else map(
                partial(_grown, instance, player.opponent),
                children(instance.successors(config, player), config, 1),
            )
        ),
    )


def _grown(instance: Config[_C], player: Player, config: _C) -> LazyTree[_C]:
    # game_tree with the configuration last, to be mapped over the successors.
    return game_tree(instance, config, player)


def map_tree(f: Callable[[_A], _B]) -> Callable[[LazyTree[_A]], LazyTree[_B]]:
    """Hughes's ``maptree f``: the same tree with ``f`` applied to every label, when read.

    >>> show_tree(map_tree(lambda n: n * 10)(rep_tree(lambda n: range(n), 2)))
    '20(0, 10(0))'
    """
    return partial(_map_tree, f)


def _map_tree(f: Callable[[_A], _B], tree: LazyTree[_A]) -> LazyTree[_B]:
    return LazyTree(lambda: f(tree.label()), lambda: map(partial(_map_tree, f), tree.subtrees()))


def prune(n: int) -> Callable[[LazyTree[_A]], LazyTree[_A]]:
    """Hughes's ``prune n``: the tree cut ``n`` plies below its root.

    >>> show_tree(prune(1)(rep_tree(lambda n: range(n), 3)))
    '3(0, 1, 2)'
    >>> show_tree(prune(0)(rep_tree(lambda n: range(n), 3)))
    '3'
    """
    return partial(_prune, n)


def _prune(n: int, tree: LazyTree[_A]) -> LazyTree[_A]:
    return LazyTree(
        tree.label, tuple if n <= 0 else lambda: map(partial(_prune, n - 1), tree.subtrees())
    )


def prune_dynamic(n: int, noisy: Callable[[_A], bool]) -> Callable[[LazyTree[_A]], LazyTree[_A]]:
    """Hughes's dynamic ``prune``: cut ``n`` plies down, but search on while ``noisy``.

    His answer to the horizon effect: ``prune 0 (Node pos sub) = Node pos (map
    (prune 0) sub), if dynamic pos``, and a leaf otherwise. Below ``n`` plies a
    subtree is kept as long as its root's label is noisy (a capture in chess; a
    threat to win in tic-tac-toe). With ``noisy`` never true it is :func:`prune`.

    >>> odd = lambda n: n % 2 == 1
    >>> show_tree(prune_dynamic(1, odd)(rep_tree(lambda n: range(n), 4)))
    '4(0, 1(0), 2, 3(0, 1(0), 2))'
    """
    return partial(_prune_dynamic, n, noisy)


def _prune_dynamic(n: int, noisy: Callable[[_A], bool], tree: LazyTree[_A]) -> LazyTree[_A]:
    # Below the depth n goes negative; only noisy decides there, as his prune 0 does.
    return LazyTree(
        tree.label,
        lambda: (
            map(partial(_prune_dynamic, n - 1, noisy), tree.subtrees())
            if n > 0 or noisy(tree.label())
            else ()
        ),
    )


def take_tree(n: int) -> Callable[[LazyTree[_A]], LazyTree[_A]]:
    """Hughes's ``taketree n``: at most the first ``n`` subtrees of every node.

    After :func:`high_first` that keeps the ``n`` moves that look best, which makes
    the search faster and possibly wrong (his "width" limit).

    >>> show_tree(take_tree(2)(rep_tree(lambda n: range(n), 3)))
    '3(0, 1(0))'
    """
    return partial(_take_tree, n)


def _take_tree(n: int, tree: LazyTree[_A]) -> LazyTree[_A]:
    return LazyTree(tree.label, lambda: map(partial(_take_tree, n), islice(tree.subtrees(), n)))


def _read_label(tree: LazyTree[int]) -> int:
    return tree.label()


def high_first(tree: LazyTree[int]) -> LazyTree[int]:
    """Hughes's ``highfirst``: a MAX node's subtrees highest label first, by :func:`low_first`.

    ``highfirst (Node n sub) = Node n (sort higher (map lowfirst sub))``. The order
    follows the labels, so it is applied after ``maptree static``; it reads every
    label of the children it sorts. Equal labels keep the successors' order.

    >>> show_tree(high_first(rep_tree(lambda n: [n - 3, n - 1, n - 2] if n > 2 else [], 5)))
    '5(4(1, 2, 3(2, 1, 0)), 3(0, 1, 2), 2)'
    """
    return LazyTree(
        tree.label,
        lambda: sorted(map(low_first, tree.subtrees()), key=_read_label, reverse=True),
    )


def low_first(tree: LazyTree[int]) -> LazyTree[int]:
    """Hughes's ``lowfirst``: a MIN node's subtrees lowest label first, by :func:`high_first`.

    >>> show_tree(low_first(rep_tree(lambda n: [n - 1, n - 3, n - 2] if n > 2 else [], 4)))
    '4(1, 2, 3(2, 1, 0))'
    """
    return LazyTree(tree.label, lambda: sorted(map(high_first, tree.subtrees()), key=_read_label))


def maximise(tree: LazyTree[int]) -> int:
    """Hughes's ``maximise``: the minimax value of a tree where MAX moves at the root.

    ``maximise (Node n Nil) = n``; ``maximise (Node n sub) = max (map minimise sub)``.
    It reads every leaf: plain minimax.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> maximise(map_tree(TREE_CONFIG.score)(game_tree(TREE_CONFIG, FIGURE_5_2, WHITE)))
    3
    """
    match max(map(minimise, tree.subtrees()), default=None):
        case None:
            return tree.label()
        case value:
            return value


def minimise(tree: LazyTree[int]) -> int:
    """Hughes's ``minimise``: the minimax value of a tree where MIN moves at the root.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> minimise(map_tree(TREE_CONFIG.score)(game_tree(TREE_CONFIG, FIGURE_5_2, WHITE)))
    6
    """
    match min(map(maximise, tree.subtrees()), default=None):
        case None:
            return tree.label()
        case value:
            return value


def maximise_pruning(tree: LazyTree[int]) -> Iterator[int]:
    """Hughes's ``maximise'``: lower bounds on the value of a MAX node; their max is the value.

    ``maximise' (Node n Nil) = Cons n Nil``; ``maximise' (Node n l) = mapmin (map minimise' l)``.
    Each bound is the value of a subtree that beat every one before it; a subtree
    that cannot is skipped by :func:`omit` as soon as that is known.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> scores = map_tree(TREE_CONFIG.score)
    >>> list(maximise_pruning(scores(game_tree(TREE_CONFIG, FIGURE_5_2, WHITE))))
    [3]
    """
    match iter(tree.subtrees()):
        case subtrees:
            match next(subtrees, MISSING):
                case Missing():
                    return iter((tree.label(),))
                case first:
                    return map_min(map(minimise_pruning, chain((first,), subtrees)))


def minimise_pruning(tree: LazyTree[int]) -> Iterator[int]:
    """Hughes's ``minimise'``: upper bounds on the value of a MIN node; their min is the value.

    ``minimise' (Node n Nil) = Cons n Nil``; ``minimise' (Node n l) = mapmax (map maximise' l)``.

    >>> from fnsearch import BLACK
    >>> from fnsearch.games.tree import TREE_CONFIG
    >>> scores = map_tree(TREE_CONFIG.score)
    >>> list(minimise_pruning(scores(game_tree(TREE_CONFIG, (9, 4, 7, 1), BLACK))))
    [9, 4, 1]
    """
    match iter(tree.subtrees()):
        case subtrees:
            match next(subtrees, MISSING):
                case Missing():
                    return iter((tree.label(),))
                case first:
                    return map_max(map(maximise_pruning, chain((first,), subtrees)))


def map_min(bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """Hughes's ``mapmin``: the minima of the lists that beat every list before them.

    ``mapmin (Cons nums rest) = Cons (min nums) (omit (min nums) rest)``: the first list's
    minimum, then :func:`omit` skips every list whose minimum is not higher than the
    best so far, reading only as much of it as shows that.

    >>> list(map_min([[3, 12, 8], [2, 4, 6], [14, 5, 2], [9, 7]]))
    [3, 7]
    """
    match iter(bound_lists):
        case rest:
            match next(rest, MISSING):
                case Missing():
                    return iter(())
                case nums:
                    match min(nums):
                        case pot:
                            return chain((pot,), omit(pot, rest))


def omit(pot: int, bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """Hughes's ``omit pot``: the minima of the lists that beat ``pot`` and every one before.

    ``omit pot (Cons nums rest) = omit pot rest, if minleq nums pot``, else ``Cons (min
    nums) (omit (min nums) rest)``. A list is read up to its first number at most ``pot``
    (then it is skipped) or to its end (then its minimum is the new ``pot``): one
    pass does :func:`min_leq` and ``min`` at once, since a list of bounds here is
    generated as it is read and cannot be read twice.

    >>> pulled = iter([2, 100, 100])
    >>> list(omit(3, [pulled, [5, 4], [1], [6]])), next(pulled)
    ([4, 6], 100)
    """
    return (
        new
        for old, new in pairwise(accumulate(bound_lists, _raised_min_pot, initial=pot))
        if new > old
    )


def _raised_min_pot(pot: int, nums: Iterable[int]) -> int:
    # min nums when it beats pot, else pot: the fold stops at a number <= pot.
    return max(pot, fold_until(min, INFINITY, nums, pot.__ge__))


def min_leq(nums: Iterable[int], pot: int) -> bool:
    """Hughes's ``minleq``: whether some number of ``nums`` is at most ``pot``.

    It stops at the first such number: the rest of ``nums`` is not generated.

    >>> min_leq([5, 2, 9], 3), min_leq([5, 4], 3)
    (True, False)
    """
    return any(n <= pot for n in nums)


def map_max(bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """``mapmax``, the mirror of :func:`map_min`: the maxima of the lists lower than all before.

    >>> list(map_max([[3, 12, 8], [2, 4, 6], [14, 5, 2], [1, 7]]))
    [12, 6]
    """
    match iter(bound_lists):
        case rest:
            match next(rest, MISSING):
                case Missing():
                    return iter(())
                case nums:
                    match max(nums):
                        case pot:
                            return chain((pot,), omit_max(pot, rest))


def omit_max(pot: int, bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """Hughes's ``omit'``, the mirror of :func:`omit`: skip a list with a number ``>= pot``.

    >>> list(omit_max(5, [[6], [4, 3], [2, 9], [1]]))
    [4, 1]
    """
    return (
        new
        for old, new in pairwise(accumulate(bound_lists, _lowered_max_pot, initial=pot))
        if new < old
    )


def _lowered_max_pot(pot: int, nums: Iterable[int]) -> int:
    return min(pot, fold_until(max, -INFINITY, nums, pot.__le__))


def max_geq(nums: Iterable[int], pot: int) -> bool:
    """``maxgeq``, the mirror of :func:`min_leq`: whether some number is at least ``pot``.

    >>> max_geq([1, 7, 2], 6), max_geq([1, 2], 6)
    (True, False)
    """
    return any(n >= pot for n in nums)


def _static(instance: Config[_C], evaluate: Evaluation[_C], config: _C) -> int:
    # Hughes's static: the score of a final position, the evaluation of one cut off.
    return (
        scored(instance.score(config), config)
        if instance.is_final(config)
        else index(evaluate(config))
    )


def _endless(config: object) -> int:
    # The "evaluation" at the ply budget's end of a search without a depth.
    return broken(endless(config))


def _greatest(bounds: Iterator[int]) -> int:
    return max(bounds)


def _least(bounds: Iterator[int]) -> int:
    return min(bounds)


def _unchanged(tree: LazyTree[int]) -> LazyTree[int]:
    return tree


def evaluator(
    instance: Config[_C],
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
    ordered: bool = False,
    width: int | None = None,
    noisy: Callable[[_C], bool] | None = None,
) -> Callable[[_C], int]:
    """Hughes's ``evaluate``, composed as in the paper, for positions with ``player`` to move.

    ``max . maximise' . taketree width . highfirst . maptree static . prune depth .
    gametree`` for White (``min . minimise'`` and ``lowfirst`` for Black), each
    stage present when its option asks for it: ``ordered`` sorts the moves by the
    static values, ``width`` keeps the best ones, ``noisy`` (with a depth) makes the cut dynamic
    (:func:`prune_dynamic`). ``static`` is the game's score at a final position and
    ``evaluate`` (default: the score) at one the depth cuts off. Without a depth it
    searches to the end of the game, as :func:`~fnsearch.classic.minimax.minimax`
    does, within the plies the recursion limit allows from where it is called.

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, open_lines, parse
    >>> value = evaluator(VECTOR_CONFIG, WHITE, depth=2, evaluate=open_lines, ordered=True)
    >>> value(parse(".O./.X./...").unwrap())
    1
    """
    return compose(
        _greatest if player is WHITE else _least,
        maximise_pruning if player is WHITE else minimise_pruning,
        _take(width),
        (high_first if player is WHITE else low_first) if ordered else _unchanged,
        map_tree(_static_of(instance, depth, evaluate)),
        _cut(depth, noisy),
        _grower(instance, player),
    )


# Each stage of the evaluator chosen by its option, typed for the composition.


def _take(width: int | None) -> Callable[[LazyTree[int]], LazyTree[int]]:
    return _unchanged if width is None else take_tree(width)


def _static_of(
    instance: Config[_C], depth: int | None, evaluate: Evaluation[_C] | None
) -> Callable[[_C], int]:
    # Without a depth, a position the ply budget cuts off is a broken contract.
    return _static_with(instance, _evaluation(instance, depth, evaluate))


def _static_with(instance: Config[_C], evaluation: Evaluation[_C]) -> Callable[[_C], int]:
    return lambda config: _static(instance, evaluation, config)


def _evaluation(
    instance: Config[_C], depth: int | None, evaluate: Evaluation[_C] | None
) -> Evaluation[_C]:
    return _endless if depth is None else instance.score if evaluate is None else evaluate


def _cut(
    depth: int | None, noisy: Callable[[_C], bool] | None
) -> Callable[[LazyTree[_C]], LazyTree[_C]]:
    # The ply budget is read here, at the root, once: see fnsearch.core.config.ply_budget.
    return (
        prune(ply_budget(FRAMES))
        if depth is None
        else prune(depth)
        if noisy is None
        else prune_dynamic(depth, noisy)
    )


def _grower(instance: Config[_C], player: Player) -> Callable[[_C], LazyTree[_C]]:
    return lambda config: game_tree(instance, config, player)


def hughes_evaluate(
    instance: Config[_C],
    config: _C,
    player: Player,
    *,
    depth: int | None = None,
    evaluate: Evaluation[_C] | None = None,
) -> int:
    """The value of ``config`` with ``player`` to move, by Hughes's lazy alpha-beta.

    ``evaluator(instance, player, depth=depth, evaluate=evaluate)(config)``: the same
    value as :func:`~fnsearch.classic.minimax.minimax` with the same arguments.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> [hughes_evaluate(TREE_CONFIG, tree, WHITE) for tree in (FIGURE_5_2, DEEP_CUT)]
    [3, 5]
    >>> from fnsearch.games.tictactoe import EMPTY, VECTOR_CONFIG
    >>> hughes_evaluate(VECTOR_CONFIG, EMPTY, WHITE)
    0
    """
    return evaluator(instance, player, depth=depth, evaluate=evaluate)(config)
