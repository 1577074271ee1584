"""A search traced the way the lecture does it by hand: text, tree, picture and page.

For deterministic games and games of chance; it reads the events the searches emit.
"""
