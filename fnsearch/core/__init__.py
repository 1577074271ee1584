"""The vocabulary every search is written against: players, the typeclasses, folds, events."""
