"""Finding the logs under the folders given to ``index``, as a stream (a folder of 100,000 logs
is never listed in memory at once)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import NamedTuple

from viewer.library.reading import is_log_file_name


class FoundFile(NamedTuple):
    path: str
    size: int
    mtime_ns: int


def normalized(path: str) -> str:
    """The absolute form every path takes in the database."""
    return os.path.normpath(os.path.abspath(path))


def walk_logs(root: str) -> Iterator[FoundFile]:
    """The log files under ``root`` (or ``root`` itself when it is a file), recursively.

    Hidden files and folders are skipped, as when a folder is opened in the window; symbolic
    links to folders are not followed (no loops); unreadable folders are passed over.
    """
    root = normalized(root)
    if os.path.isfile(root):
        found = _found(root)
        if found is not None:
            yield found
        return
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            entries = os.scandir(folder)
        except OSError:
            continue
        with entries:
            subfolders = []
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                try:
                    if entry.is_dir(follow_symlinks=False):
                        subfolders.append(entry.path)
                    elif is_log_file_name(entry.name) and entry.is_file():
                        status = entry.stat()
                        yield FoundFile(entry.path, status.st_size, status.st_mtime_ns)
                except OSError:
                    continue
        stack.extend(sorted(subfolders, reverse=True))


def _found(path: str) -> FoundFile | None:
    try:
        status = os.stat(path)
    except OSError:
        return None
    return FoundFile(path, status.st_size, status.st_mtime_ns)


def under(root: str) -> tuple[str, str]:
    """Bounds (low, high) such that a path is inside the folder ``root`` iff low <= path < high."""
    prefix = root if root.endswith(os.sep) else root + os.sep
    return prefix, prefix[:-1] + chr(ord(os.sep) + 1)
