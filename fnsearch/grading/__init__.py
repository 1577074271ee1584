"""Grading a student's functional alpha-beta: the pure half of ``python -m fnsearch check``."""

__all__: list[str] = []
