"""Tests of :mod:`fnsearch.chance`."""
