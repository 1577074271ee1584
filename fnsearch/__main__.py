"""``python -m fnsearch``: the command-line program of :mod:`fnsearch.cli.main`."""

import sys

__all__: list[str] = []

if __name__ == "__main__":
    try:
        from fnsearch.cli.main import main
    except KeyboardInterrupt:  # Ctrl-C while the program is still loading
        print("fnsearch: interrupted", file=sys.stderr)
        sys.exit(130)
    sys.exit(main())
