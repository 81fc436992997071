"""Which files are logs, and lists of logs to step through.

Every way of opening (command line, drag-and-drop, File > Open, the next/previous log keys) asks
here, so that a folder dropped on the window and a folder walked with Ctrl+PageDown agree on what
a log is and in which order logs come.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

LOG_SUFFIXES = (".mjlog", ".xml", ".gz", ".json", ".jsonl", ".mjson")
"""Names we read. Contents are checked by the parser (gzip by magic bytes, not by name)."""

FILE_DIALOG_FILTERS = (
    "Mahjong logs (*.mjlog *.xml *.gz *.json *.jsonl)",
    "Tenhou logs (*.mjlog *.xml *.gz)",
    "tenhou.net/6 JSON (*.json)",
    "mjai logs (*.jsonl *.jsonl.gz)",
    "All files (*)",
)
MAX_FOLDER_LOGS = 20_000
"""A folder walk stops here: a drop of the home folder must not freeze the window."""

_SEAT_IN_NAME = re.compile(r"&tw=([0-3])(?![0-9])")
_DIGITS = re.compile(r"(\d+)")


def is_log_name(path: str | os.PathLike[str]) -> bool:
    """True when the name ends with an extension we read (case-insensitive)."""
    return os.fspath(path).lower().endswith(LOG_SUFFIXES)


def seat_from_name(path: str | os.PathLike[str]) -> int | None:
    """The viewpoint seat in a name Tenhou's client saved (``...-c4d72066&tw=2.mjlog`` -> 2)."""
    match = _SEAT_IN_NAME.search(Path(path).name)
    return int(match.group(1)) if match else None


def natural_key(path: Path) -> tuple[object, ...]:
    """Sort key: folder, then name with digit runs compared as numbers (log2 before log10);
    digits sort before letters, as in file managers."""
    parts = _DIGITS.split(path.name.casefold())
    name = tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts if p)
    return (str(path.parent).casefold(), name)


def logs_in_folder(folder: Path, *, recursive: bool = True) -> list[Path]:
    """The logs under ``folder`` in natural order (hidden files and folders skipped)."""
    found: list[Path] = []
    for root, dirs, files in os.walk(folder, onerror=lambda _error: None):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".")) if recursive else []
        for name in files:
            if not name.startswith(".") and is_log_name(name):
                found.append(Path(root) / name)
                if len(found) >= MAX_FOLDER_LOGS:
                    return sorted(found, key=natural_key)
    return sorted(found, key=natural_key)


def collect_logs(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """Files as given (in order), folders expanded to the logs inside; duplicates dropped."""
    seen: set[Path] = set()
    result: list[Path] = []
    for item in paths:
        path = Path(item)
        entries = logs_in_folder(path) if path.is_dir() else [path]
        for entry in entries:
            key = entry.absolute()
            if key not in seen:
                seen.add(key)
                result.append(entry)
    return result


class LogList(NamedTuple):
    """An ordered list of logs to step through with next/previous (no wrap-around)."""

    paths: tuple[Path, ...]

    @classmethod
    def of(cls, paths: Iterable[str | os.PathLike[str]]) -> LogList:
        return cls(tuple(Path(p) for p in paths))

    @classmethod
    def folder_of(cls, path: str | os.PathLike[str]) -> LogList:
        """The logs next to ``path`` (same folder, not below it)."""
        return cls(tuple(logs_in_folder(Path(path).parent, recursive=False)))

    def find(self, path: str | os.PathLike[str]) -> int | None:
        """The place of ``path`` in the list (None: not in it). Not ``index``: that is the
        tuple's own, which raises instead."""
        target = _same_file_key(Path(path))
        for i, candidate in enumerate(self.paths):
            if _same_file_key(candidate) == target:
                return i
        return None

    def neighbour(self, path: str | os.PathLike[str] | None, offset: int) -> Path | None:
        """The log ``offset`` places from ``path`` (or the first/last when ``path`` is not in
        the list), None past either end."""
        if not self.paths:
            return None
        here = None if path is None else self.find(path)
        if here is None:
            return self.paths[0] if offset > 0 else self.paths[-1]
        there = here + offset
        return self.paths[there] if 0 <= there < len(self.paths) else None


def _same_file_key(path: Path) -> str:
    try:
        return os.path.normcase(str(path.resolve()))
    except OSError:
        return os.path.normcase(str(path.absolute()))
