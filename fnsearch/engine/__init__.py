"""The search engine and its parts, on top of the core.

Options, the node's steps, ordering, the table, the capabilities a game may offer,
deepening, the null-window driver and quiescence.
"""
