"""Tracing a search: what it did step by step.

A search asked to trace records :mod:`~fnsearch.trace.events` as it goes (the
deterministic engine and the searches of games of chance alike, in one stream).

This package imports none of its modules here: the searches import
:mod:`~fnsearch.trace.events`.
"""
