"""Tests of :mod:`fnsearch.games`."""
