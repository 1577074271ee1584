"""The vocabulary every search is written against.

The two players and the ``Config`` typeclass, its games-of-chance form
``ChanceConfig``, the short-circuiting folds, evaluations, the events a search emits
as values, and the one module that raises for a broken contract. The core imports
nothing else of fnsearch.
"""
