"""The course exercises as runnable, documented solutions.

Each module runs as ``python -m exercises.<name>``: it prints what it shows and
asserts the result.
"""

__all__: list[str] = []
