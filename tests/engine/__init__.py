"""Tests of :mod:`fnsearch.engine`."""
