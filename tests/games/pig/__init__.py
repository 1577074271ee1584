"""Tests of :mod:`fnsearch.games.pig`."""
