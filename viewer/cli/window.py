"""Opening the window. Until the window exists, print a summary of the log instead."""

from __future__ import annotations

import sys

from viewer.mjlog import MjlogError, read_mjlog
from viewer.resources import demo_log_path


def run_window(files: list[str]) -> int:
    path = files[0] if files else str(demo_log_path())
    try:
        record = read_mjlog(path)
    except MjlogError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    names = ", ".join(p.name for p in record.players)
    print(f"{path}: {record.rules.room_name}, {len(record.rounds)} rounds, players {names}")
    return 0
