"""The search engine and its parts.

``search`` and its options, the recursion and a node's answer, move ordering, the
transposition table, iterative deepening, the null-window driver, quiescence and
extensions, score bounds, anticipation, the principal line and the result. The
engine imports the core.
"""
