"""The benchmark command: ``python -m benchmarks`` (``make bench``)."""

import sys

from benchmarks.run import main

if __name__ == "__main__":
    sys.exit(main())
