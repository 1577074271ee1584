"""The search engine and its parts, on top of the core."""
