"""Connect Four on 7 columns and 6 rows.

The rules, text and notation over tuples, heuristics and threats, the instance and
its record; the bitboard instance, and the exact solver over bitboards.
"""
