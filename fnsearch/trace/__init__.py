"""A search traced the way the lecture does it by hand, a game of chance too: text, tree, page."""
