"""The search algorithms and the engine's parts, one concept per module."""
