"""Tests of :mod:`fnsearch.core`."""
