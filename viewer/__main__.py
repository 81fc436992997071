"""`python -m viewer` runs the same entry point as the `mjlog-viewer` command."""

import sys

from viewer.cli.main import main

sys.exit(main())
