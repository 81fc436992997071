"""What a scan's worker process does with one file: read it and compute its facts.

Runs in a process pool, so everything returned is plain tuples (cheap to pickle) and nothing
raises: a file that cannot be read comes back with its one-line error.
"""

from __future__ import annotations

import os
from typing import NamedTuple

from viewer.library.facts import GameFacts
from viewer.library.reading import ReadError, log_id_from_name, played_at, read_log
from viewer.library.report_reading import ReviewRow


class IndexedGame(NamedTuple):
    content_hash: str
    format: str
    log_id: str | None
    played_at: str | None
    facts: GameFacts


class FileResult(NamedTuple):
    path: str
    size: int
    mtime_ns: int
    game: IndexedGame | None
    error: str | None  # one line, without the path; None when the game was read
    more: tuple[tuple[int, IndexedGame], ...] = ()  # (number, game): a tenhou.net/6 list's 2, 3 ...
    review: ReviewRow | None = None  # a Mortal review report; ``game``: the game it carries


def read_file(path: str) -> FileResult:
    try:
        read = read_log(path)
    except ReadError as exc:
        return _failed(path, str(exc))
    except Exception as exc:  # a bug must cost one file, never the scan
        return _failed(path, f"internal error while reading: {type(exc).__name__}: {exc}")
    name = os.path.basename(path)
    log_id = read.ref or log_id_from_name(name)
    when = played_at(log_id, name)
    game = IndexedGame(read.content_hash, read.format, log_id, when, read.facts)
    more = tuple(
        (number, IndexedGame(hash_, read.format, None, when, facts))
        for number, facts, hash_ in read.more
    )
    return FileResult(path, read.size, read.mtime_ns, game, None, more, read.review)


def read_files(paths: list[str]) -> list[FileResult]:
    """One task for the pool: a few files, so that each round trip carries more work."""
    return [read_file(path) for path in paths]


def _failed(path: str, error: str) -> FileResult:
    try:
        status = os.stat(path)
        size, mtime_ns = status.st_size, status.st_mtime_ns
    except OSError:
        size, mtime_ns = -1, 0
    return FileResult(path, size, mtime_ns, None, " ".join(error.split()))
