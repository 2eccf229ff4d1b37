"""The bundles' entry point: the same ``yezi`` command as a pip install."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
