"""The `warning:` lines of the commands that read a game: what the reader forgave, named.

A reader opens a slightly odd file rather than refusing it (an unknown mjai event, a
tenhou.net/6 ``name`` that holds no names) and keeps a one-line note of what it did in
``record.warnings``; the window shows them in its status bar, the commands here on stderr.
"""

from __future__ import annotations

from typing import TextIO

from viewer.domain.record import GameRecord

SHOWN_WARNINGS = 5  # a file with hundreds of odd elements: the first few, then a count


def print_warnings(record: GameRecord, name: str | None, err: TextIO) -> None:
    """One ``warning: FILE: what`` line per forgiven oddity (the first few, then how many)."""
    where = f"{name}: " if name else ""
    for warning in record.warnings[:SHOWN_WARNINGS]:
        print(f"warning: {where}{warning}", file=err)
    more = len(record.warnings) - SHOWN_WARNINGS
    if more > 0:
        print(f"warning: {where}{more} more like these", file=err)
