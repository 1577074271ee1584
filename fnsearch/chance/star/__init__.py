"""Ballard's *-minimax, Star1 and Star2, in its parts.

The entry points, the decision nodes, a chance node's passes (the general one, the
integer ones, Star2's probes, the shortcuts just above the horizon), and what stays
fixed during one search: :mod:`~fnsearch.chance.star.state` gives the map.
"""
