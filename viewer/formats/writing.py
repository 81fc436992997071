"""One way out for every writable format: the window's File → Export and the ``export`` command
both write through ``export_bytes``, so the two can never disagree."""

from __future__ import annotations

import os

from viewer.domain.record import GameRecord
from viewer.formats.mjai import write_mjai
from viewer.formats.tenhou6 import write_tenhou6

EXPORT_FORMATS = ("tenhou6", "mjai")


def export_bytes(record: GameRecord, fmt: str, name: str | None = None) -> bytes:
    """The game in ``fmt`` (one of EXPORT_FORMATS); ``name`` (the source file's) gives tenhou6
    its ``ref``."""
    if fmt == "tenhou6":
        return write_tenhou6(record, os.path.basename(name) if name else None)
    if fmt == "mjai":
        return write_mjai(record)
    raise ValueError(f"unknown export format {fmt!r}: expected one of {', '.join(EXPORT_FORMATS)}")
