"""The benchmark of fnsearch, outside the library: ``python -m benchmarks`` (``make bench``)."""
