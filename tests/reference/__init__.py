"""Tests of :mod:`fnsearch.reference`."""
