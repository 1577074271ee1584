"""The games: the ``Game`` record and registry, one module or package per game or family."""
