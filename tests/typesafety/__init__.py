"""Type-level tests: checked by mypy --strict, their runtime halves collected by pytest."""
