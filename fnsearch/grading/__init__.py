"""Grading a student's functional alpha-beta: the pure half of ``python -m fnsearch check``.

:mod:`fnsearch.grading.purity` finds the broken rules in a source text,
:mod:`fnsearch.grading.cases` names the positions and windows a solution is tried
on, :mod:`fnsearch.grading.verdict` compares what a solution answered with the
sheet's algorithm and words the report (text, JSON, Gradescope's results). Running
the solution and counting what it asks of the game is the shell's work
(:mod:`fnsearch.cli.check`).
"""

__all__: list[str] = []
