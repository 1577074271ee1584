"""The lecture's algorithms, shaped like the exercise sheet: read these first.

Plain minimax, and alpha-beta as a fold with ``best_next_config``. They import only
the core; the engine and the imperative reference are tested equal to them.
"""
