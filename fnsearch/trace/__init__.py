"""Tracing a search: what it did step by step, as text, as a picture and as a page.

A search asked to trace records :mod:`~fnsearch.trace.events` as it goes (the
deterministic engine and the searches of games of chance alike, in one stream);
:mod:`~fnsearch.trace.steps` reads them into the steps of a hand simulation, in the
lecture's view; :mod:`~fnsearch.trace.run` runs a search traced;
:mod:`~fnsearch.trace.text` writes the steps as the lecture's text,
:mod:`~fnsearch.trace.tree` reads them back into the tree the search walked,
:mod:`~fnsearch.trace.picture` draws that tree in Graphviz's DOT language and
:mod:`~fnsearch.trace.page` as a web page that steps through the search.

This package imports none of its modules here: the searches import
:mod:`~fnsearch.trace.events`, and :mod:`~fnsearch.trace.run` imports the searches.
"""
