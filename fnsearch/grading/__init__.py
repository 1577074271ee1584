"""Grading a student's functional alpha-beta: the pure half of ``python -m fnsearch check``."""
