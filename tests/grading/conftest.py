"""The sample solutions are inputs to the checker, not tests: pytest does not collect them."""

collect_ignore_glob = ["samples/*"]
