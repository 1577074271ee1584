"""Tests of :mod:`fnsearch.classic`."""
