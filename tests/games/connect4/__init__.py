"""Tests of :mod:`fnsearch.games.connect4`."""
