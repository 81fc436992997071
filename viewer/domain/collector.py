"""Pausing the cyclic garbage collector while a game is built.

Parsing and replaying a game makes tens of thousands of small containers and no reference
cycles. With the collector running, it rescans them every few hundred allocations; pausing it
for the build and letting it run once afterwards cut the full read of a game by about 5 % (all
4-player corpus games, bench/replay.py). Nothing here frees memory later than it would anyway:
acyclic objects are freed by reference counting whether the collector runs or not.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic collector inside the block (nested uses are fine)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
