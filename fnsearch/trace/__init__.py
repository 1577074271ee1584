"""A search traced the way the lecture does it by hand.

The text of the hand simulation, the tree a traced search walked, its Graphviz
picture and the self-contained page that steps through it, for deterministic games
and games of chance. It runs the searches and reads the events they emit; no search
imports it.
"""
