"""``python -m fnsearch``: the command-line program of :mod:`fnsearch.shell.cli`."""

import sys

from fnsearch.shell.cli import main

__all__: list[str] = []

if __name__ == "__main__":
    sys.exit(main())
