"""The search algorithms, one per module."""
