"""The m,n,k-game: tic-tac-toe on any board.

The board's geometry, the notation, the rules and the family's record.
"""
