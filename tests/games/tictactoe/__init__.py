"""Tests of :mod:`fnsearch.games.tictactoe`."""
