"""The imperative originals and the counting instrument, kept apart from the core for comparison.

:mod:`fnsearch.reference.algorithms` transcribes the course's pseudocode with loops
and assignments; :mod:`fnsearch.reference.counting` counts what a search asks of a
game. Neither is used by the functional core.
"""
