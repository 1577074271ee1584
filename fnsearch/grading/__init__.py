"""Grading a student's functional alpha-beta: the pure half of ``python -m fnsearch check``.

:mod:`~fnsearch.grading.purity` finds the broken rules, :mod:`~fnsearch.grading.cases` names
what a solution is asked, :mod:`~fnsearch.grading.verdict` judges its answers and words the
report; running the solution is the shell's work (:mod:`fnsearch.cli.check`).
"""

__all__: list[str] = []
