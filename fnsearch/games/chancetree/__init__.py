"""Explicit trees of games of chance, as the lecture draws them.

The nodes and their text forms, the reader, and the instance with its record.
"""
