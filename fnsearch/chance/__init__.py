"""Searches of games of chance: EXPECTIMINIMAX and Ballard's Star1 and Star2.

With what they share: a node's answer and its failures, and how a node is walked.
They import the core and the engine's result and table.
"""
