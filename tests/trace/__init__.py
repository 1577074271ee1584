"""Tests of :mod:`fnsearch.trace`."""
