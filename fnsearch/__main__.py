"""``python -m fnsearch``: the command-line program of :mod:`fnsearch.shell.cli`."""

import sys

__all__: list[str] = []

if __name__ == "__main__":
    try:
        from fnsearch.shell.cli import main
    except KeyboardInterrupt:  # Ctrl-C while the program is still loading
        print("fnsearch: interrupted", file=sys.stderr)
        sys.exit(130)
    sys.exit(main())
