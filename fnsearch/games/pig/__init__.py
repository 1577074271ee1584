"""Pig, the dice game.

The rules, the text forms, the instance and its record, and the game solved by value
iteration with the text form of its solution.
"""
