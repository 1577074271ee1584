"""Ballard's *-minimax, Star1 and Star2, in its parts.

The entry points, Star1's pass over a chance node, Star2's probes, the decision
nodes, and what stays fixed during one search.
"""
