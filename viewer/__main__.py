"""`python -m viewer` runs the same entry point as the `mjlog-viewer` command."""

import sys

from viewer.cli.main import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # a bundle's library scan workers start here, not in main()
        import multiprocessing  # (not at every start: it costs a few milliseconds)

        multiprocessing.freeze_support()
    sys.exit(main())
