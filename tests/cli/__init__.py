"""Tests of :mod:`fnsearch.cli`."""
