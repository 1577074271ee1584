"""The games, and what the program knows about each.

The ``Game`` record and the registry of every game by name, the moves a person
types, the position databases, one module per small game (the coin game, explicit
trees) and one package per family (tic-tac-toe's two instances, Connect Four, Pig,
the m,n,k-game, explicit chance trees).
"""
