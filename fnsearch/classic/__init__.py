"""The lecture's minimax and alpha-beta, shaped like the exercise sheet: read these first."""
