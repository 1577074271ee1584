"""The game tree as a lazy value, after John Hughes, "Why Functional Programming Matters".

His section 5 glues small functions by composition, ``evaluate = max . maximise' .
maptree static . prune n . gametree``: :func:`game_tree` generates, :func:`prune` cuts,
:func:`map_tree` values, :func:`maximise_pruning` prunes by laziness, :func:`evaluator`
composes; only what the last function reads is generated, again at every walk (labels
and subtrees are functions, no mutable cache). Pruning by laziness passes one bound one
level down: it makes no *deep* cut-off, which the sheet's alpha-beta does (:data:`DEEP_CUT`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import accumulate, chain, islice, pairwise
from typing import Final, Generic, NamedTuple, Never, Protocol, SupportsIndex, TypeVar

from fnsearch.classic.root import PLY_LIMIT, Root, root_of
from fnsearch.core._fp import compose
from fnsearch.core.arguments import PlayerArgument, function_or_none, refused
from fnsearch.core.config import INFINITY, WHITE, Config, Player, children, final_score, scored
from fnsearch.core.contract import broken
from fnsearch.core.evaluation import Evaluation, horizon, last_ply
from fnsearch.core.folds import fold_until

_A = TypeVar("_A")
_B = TypeVar("_B")
_C = TypeVar("_C")
_N = TypeVar("_N", contravariant=True)

DEEP_CUT: Final = (5, (((3, 9),),))
"""A smallest tree where the sheet cuts ``9`` off (alpha ``5`` four plies down), Hughes not."""


class LazyTree(NamedTuple, Generic[_A]):
    """Hughes's ``treeof *``, lazily: ``label()`` and ``subtrees()`` are computed when asked."""

    label: Callable[[], _A]
    subtrees: Callable[[], Iterable[LazyTree[_A]]]


def show_tree(tree: LazyTree[_A]) -> str:
    """The tree as text, ``label(subtree, ...)``: it reads the whole tree."""
    return _shown(tuple(map(show_tree, tree.subtrees())), tree)


def _shown(subtrees: tuple[str, ...], tree: LazyTree[_A]) -> str:
    return f"{tree.label()}({', '.join(subtrees)})" if subtrees else f"{tree.label()}"


def rep_tree(f: Callable[[_A], Iterable[_A]], a: _A) -> LazyTree[_A]:
    """``reptree f a = Node a (map (reptree f) (f a))``: the tree ``f`` grows from ``a``."""
    return LazyTree(lambda: a, lambda: map(partial(rep_tree, f), f(a)))


def game_tree(instance: Config[_C], config: _C, player: Player) -> LazyTree[_C]:
    """``gametree = reptree moves``: every position reachable from ``config``, in turn."""
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


def map_tree(f: Callable[[_A], _B]) -> Callable[[LazyTree[_A]], LazyTree[_B]]:
    """``maptree f``: the same tree with ``f`` applied to every label, when it is read."""
    return lambda tree: LazyTree(lambda: f(tree.label()), lambda: map(map_tree(f), tree.subtrees()))


def prune(n: int) -> Callable[[LazyTree[_A]], LazyTree[_A]]:
    """``prune n``: the tree cut ``n`` plies below its root."""
    return lambda tree: LazyTree(
        tree.label, tuple if n <= 0 else lambda: map(prune(n - 1), tree.subtrees())
    )


def prune_dynamic(n: int, noisy: Callable[[_A], bool]) -> Callable[[LazyTree[_A]], LazyTree[_A]]:
    """His dynamic ``prune``: cut ``n`` plies down, but go on below while a label is ``noisy``."""
    return lambda tree: LazyTree(
        tree.label,
        lambda: (
            map(prune_dynamic(n - 1, noisy), tree.subtrees())
            if n > 0 or noisy(tree.label())
            else ()
        ),
    )


def take_tree(n: int) -> Callable[[LazyTree[_A]], LazyTree[_A]]:
    """``taketree n``: at most the first ``n`` subtrees of every node (his width limit)."""
    return lambda tree: LazyTree(tree.label, lambda: map(take_tree(n), islice(tree.subtrees(), n)))


def high_first(tree: LazyTree[int]) -> LazyTree[int]:
    """``highfirst``: a MAX node's subtrees highest label first, theirs by :func:`low_first`."""
    return LazyTree(
        tree.label, lambda: sorted(map(low_first, tree.subtrees()), key=_label, reverse=True)
    )


def low_first(tree: LazyTree[int]) -> LazyTree[int]:
    """``lowfirst``: a MIN node's subtrees lowest label first, theirs by :func:`high_first`."""
    return LazyTree(tree.label, lambda: sorted(map(high_first, tree.subtrees()), key=_label))


def _label(tree: LazyTree[int]) -> int:
    return tree.label()


def maximise(tree: LazyTree[int]) -> int:
    """``maximise (Node n sub) = max (map minimise sub)``, ``n`` at a leaf: plain minimax."""
    return _or_label(max(map(minimise, tree.subtrees()), default=None), tree)


def minimise(tree: LazyTree[int]) -> int:
    """``minimise (Node n sub) = min (map maximise sub)``, ``n`` at a leaf."""
    return _or_label(min(map(maximise, tree.subtrees()), default=None), tree)


def _or_label(value: int | None, tree: LazyTree[int]) -> int:
    return tree.label() if value is None else value


def maximise_pruning(tree: LazyTree[int]) -> Iterator[int]:
    """``maximise' (Node n l) = mapmin (map minimise' l)``, ``[n]`` at a leaf: rising bounds."""
    return _or_leaf(map_min(map(minimise_pruning, tree.subtrees())), tree)


def minimise_pruning(tree: LazyTree[int]) -> Iterator[int]:
    """``minimise' (Node n l) = mapmax (map maximise' l)``, ``[n]`` at a leaf: falling bounds."""
    return _or_leaf(map_max(map(maximise_pruning, tree.subtrees())), tree)


def _or_leaf(bounds: Iterator[int], tree: LazyTree[int]) -> Iterator[int]:
    return _first_or_leaf(next(bounds, None), bounds, tree)


def _first_or_leaf(first: int | None, rest: Iterator[int], tree: LazyTree[int]) -> Iterator[int]:
    return iter((tree.label(),)) if first is None else chain((first,), rest)


def map_min(bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """``mapmin (nums : rest) = min nums : omit (min nums) rest``: ``omit`` from below all."""
    return omit(-INFINITY, bound_lists)


def map_max(bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """``mapmax``, the mirror of :func:`map_min`: ``omit'`` from above every score."""
    return omit_max(INFINITY, bound_lists)


def omit(pot: int, bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """``omit pot``: skip a list with a number ``<= pot``, else give its min; one pass over each."""
    return map(
        _later, filter(_moved, pairwise(accumulate(bound_lists, _raised_min_pot, initial=pot)))
    )


def _raised_min_pot(pot: int, nums: Iterable[int]) -> int:
    return max(pot, fold_until(min, INFINITY, nums, lambda n: n <= pot))


def omit_max(pot: int, bound_lists: Iterable[Iterable[int]]) -> Iterator[int]:
    """``omit'``, the mirror of :func:`omit`: skip a list with a number ``>= pot``."""
    return map(
        _later, filter(_moved, pairwise(accumulate(bound_lists, _lowered_max_pot, initial=pot)))
    )


def _lowered_max_pot(pot: int, nums: Iterable[int]) -> int:
    return min(pot, fold_until(max, -INFINITY, nums, lambda n: n >= pot))


def _moved(pots: tuple[int, int]) -> bool:
    """Whether a list moved the pot (``map`` and ``filter`` stay lazy when compiled)."""
    return pots[0] != pots[1]


def _later(pots: tuple[int, int]) -> int:
    return pots[1]


class Stages(NamedTuple, Generic[_N]):
    """The optional stages of :func:`evaluator`: ``highfirst``, ``taketree``, dynamic ``prune``.

    ``noisy`` (with a depth) goes on below the depth while a position is noisy.
    """

    ordered: bool = False
    width: int | None = None
    noisy: Callable[[_N], bool] | None = None


_NO_STAGES: Final[Stages[object]] = Stages()


class StagesArgument(Protocol):
    """What :func:`evaluator` takes for ``stages``: a :class:`Stages` record.

    A type checker refuses a ``dict``, say; compiled, a protocol parameter takes any
    object, so that the evaluator's check refuses it, as in the pure build.
    """

    @property
    def ordered(self) -> bool:
        """Order the subtrees, best first for the side to move."""
        ...

    @property
    def width(self) -> int | None:
        """At most this many subtrees of every node."""
        ...

    @property
    def noisy(self) -> Callable[[Never], bool] | None:
        """Go on below the depth while a position is noisy."""
        ...


def evaluator(
    instance: Config[_C],
    player: PlayerArgument,
    *,
    depth: SupportsIndex | None = None,
    evaluate: Evaluation[_C] | None = None,
    stages: Stages[_C] | StagesArgument | None = None,
    ply_limit: SupportsIndex = PLY_LIMIT,
) -> Callable[[_C], int]:
    """``max . maximise' . taketree width . highfirst . maptree static . prune depth . gametree``.

    For White (``min . minimise'``, ``lowfirst`` for Black). ``static`` is the score of a
    final position, ``evaluate`` (default: the score) of one the depth cuts off. Without
    a depth, a game not over after ``ply_limit`` plies is a ``ContractError``; so is an
    argument of the wrong kind.

    >>> from fnsearch.games.tictactoe import VECTOR_CONFIG, open_lines, parse
    >>> value = evaluator(VECTOR_CONFIG, WHITE, depth=2, evaluate=open_lines, stages=Stages(True))
    >>> value(parse(".O./.X./...").unwrap())
    1
    """
    return _staged(
        instance,
        root_of(player, depth=depth, ply_limit=ply_limit),
        function_or_none(evaluate, "evaluate"),
        _stages_of(stages),
    )


def _stages_of(stages: Stages[_C] | StagesArgument | None) -> Stages[_C]:
    return (
        _NO_STAGES
        if stages is None
        else stages
        if isinstance(stages, Stages)
        else broken(refused("stages", stages, "a Stages record or None"))
    )


def _staged(
    instance: Config[_C], root: Root, evaluate: Evaluation[_C] | None, stages: Stages[_C]
) -> Callable[[_C], int]:
    return compose(
        _max_maximise if root.player is WHITE else _min_minimise,
        _unchanged if stages.width is None else take_tree(stages.width),
        (high_first if root.player is WHITE else low_first) if stages.ordered else _unchanged,
        map_tree(
            _static_of(instance, horizon(instance.score, root.depth, evaluate, root.ply_limit))
        ),
        prune(last_ply(root.depth, root.ply_limit))
        if stages.noisy is None or root.depth is None
        else prune_dynamic(root.depth, stages.noisy),
        partial(_grown, instance, root.player),
    )


def _max_maximise(tree: LazyTree[int]) -> int:
    """``max . maximise'``."""
    return max(maximise_pruning(tree))


def _min_minimise(tree: LazyTree[int]) -> int:
    """``min . minimise'``."""
    return min(minimise_pruning(tree))


def _static_of(instance: Config[_C], evaluate: Callable[[_C], object]) -> Callable[[_C], int]:
    """Hughes's ``static``: the score of a final position, the evaluation of one cut off."""
    return lambda config: (
        final_score(instance, config)
        if instance.is_final(config)
        else scored(evaluate(config), config)
    )


def _unchanged(tree: LazyTree[int]) -> LazyTree[int]:
    return tree


def _grown(instance: Config[_C], player: Player, config: _C) -> LazyTree[_C]:
    return game_tree(instance, config, player)


def hughes_evaluate(
    instance: Config[_C],
    config: _C,
    player: PlayerArgument,
    *,
    depth: SupportsIndex | None = None,
    evaluate: Evaluation[_C] | None = None,
    ply_limit: SupportsIndex = PLY_LIMIT,
) -> int:
    """The value of ``config`` with ``player`` to move, by Hughes's lazy alpha-beta.

    >>> from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG
    >>> [hughes_evaluate(TREE_CONFIG, tree, WHITE) for tree in (FIGURE_5_2, DEEP_CUT)]
    [3, 5]
    """
    return evaluator(instance, player, depth=depth, evaluate=evaluate, ply_limit=ply_limit)(config)
