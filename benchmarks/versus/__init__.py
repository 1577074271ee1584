"""The baseline comparison: the same rows timed on a baseline commit and on the library now."""
