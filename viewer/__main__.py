"""`python -m viewer` runs the same entry point as the `mjlog-viewer` command."""

import multiprocessing
import sys

from viewer.cli.main import main

if __name__ == "__main__":  # library scans start worker processes that import this module
    multiprocessing.freeze_support()  # a frozen bundle's workers start here, not in main()
    sys.exit(main())
