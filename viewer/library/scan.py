"""``index``: bring the library up to date with some folders.

1. Walk the folders into a temporary table (path, size, mtime): disk, not memory, holds the list.
2. Files whose (path, size, mtime) the library already has are done; files under the folders the
   library has but the walk did not find are dropped (with their games, once no file holds them).
3. The rest are read by a process pool (one worker per core), a few files per task and a bounded
   number of tasks in flight, and written in batches of one transaction each. A scan of a few
   files reads them in this process: starting workers would cost more than it saves.

Two scans may run at once (another process, or the window while ``index`` runs in a terminal):
SQLite serialises their write transactions, and a game both find is stored once (by its hash).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sqlite3
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from itertools import islice
from typing import NamedTuple, TypeVar

from viewer.library.store import drop_orphan_games, write_batch
from viewer.library.walk import normalized, under, walk_logs
from viewer.library.worker import FileResult, read_file, read_files

WALK_BATCH = 2000  # found files inserted into the temporary table per statement
READ_PAGE = 1000  # paths fetched from the to-do table at a time
WRITE_BATCH = 200  # files per write transaction
WRITE_INTERVAL = 0.5  # seconds: a batch is written sooner when results come slowly
TASK_FILES = 16  # files per pool task
TASKS_PER_WORKER = 4  # tasks in flight per worker (bounds memory, keeps workers busy)
INLINE_FILES = 24  # scans reading this many files or fewer do it without a pool
MAX_LISTED_ERRORS = 1000  # errors a report keeps (the database keeps them all)


class ScanProgress(NamedTuple):
    """Where a scan is; ``to_read`` is known once the walk is over (before any file is read)."""

    found: int
    to_read: int
    done: int
    errors: int
    elapsed: float

    @property
    def rate(self) -> float:
        return self.done / self.elapsed if self.elapsed > 0 else 0.0


class ScanReport(NamedTuple):
    found: int  # log files under the folders
    unchanged: int  # not read again
    read: int  # read this time (new or changed)
    new_games: int  # games the library did not have
    dropped: int  # files gone from disk, removed from the library
    errors: tuple[tuple[str, str], ...]  # (path, one-line error) of this scan's unreadable files
    error_count: int
    seconds: float
    missing: tuple[str, ...] = ()  # folders given that do not exist (their games are kept)


T = TypeVar("T")
ProgressCallback = Callable[[ScanProgress], None]


def index_folders(
    connection: sqlite3.Connection,
    folders: Sequence[str],
    *,
    workers: int | None = None,
    progress: ProgressCallback | None = None,
    start_method: str | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> ScanReport:
    """Index ``folders`` (files allowed too) into an open library; see the module docstring.

    ``workers``: processes reading files (default: one per core); ``start_method``: how they are
    started (default "fork" where it exists; a caller with threads, such as the window, passes
    "spawn" or "forkserver"); ``cancelled``: asked after each file, True stops the scan (what
    was read is kept; the next scan reads the rest).
    """
    started = time.perf_counter()
    # A folder that is not there (a typo, an unplugged disk) is skipped, not taken as emptied:
    # its games stay in the library.
    given = [normalized(folder) for folder in folders]
    roots = [root for root in given if os.path.exists(root)]
    missing = tuple(root for root in given if root not in roots)
    connection.execute("PRAGMA temp_store = FILE")  # the file list on disk, however long
    connection.execute("DROP TABLE IF EXISTS temp.found")
    connection.execute("DROP TABLE IF EXISTS temp.todo")
    connection.execute(
        "CREATE TEMP TABLE found (path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER)"
    )
    # One transaction for the walk (it only writes the temporary tables, so it takes no lock on
    # the library): row by row, each insert would be a transaction of its own.
    connection.execute("BEGIN")
    for root in roots:
        for batch in _batched(walk_logs(root), WALK_BATCH):
            connection.executemany("INSERT OR IGNORE INTO temp.found VALUES (?, ?, ?)", batch)
    found: int = connection.execute("SELECT count(*) FROM temp.found").fetchone()[0]
    connection.execute(
        "CREATE TEMP TABLE todo AS SELECT f.path AS path FROM temp.found AS f "
        "LEFT JOIN main.files AS x ON x.path = f.path "
        "WHERE x.path IS NULL OR x.size != f.size OR x.mtime_ns != f.mtime_ns"
    )
    connection.execute("COMMIT")
    to_read: int = connection.execute("SELECT count(*) FROM temp.todo").fetchone()[0]
    dropped = _drop_missing(connection, roots)

    done = errors = new_games = 0
    listed: list[tuple[str, str]] = []
    last_report = 0.0

    def report(force: bool = False) -> None:
        nonlocal last_report
        now = time.perf_counter()
        if progress is not None and (force or now - last_report >= 0.1):
            last_report = now
            progress(ScanProgress(found, to_read, done, errors, now - started))

    report(force=True)
    pending: list[FileResult] = []
    last_write = time.perf_counter()
    for result in _read_all(_todo_paths(connection), to_read, workers, start_method):
        pending.append(result)
        done += 1
        if result.error is not None:
            errors += 1
            if len(listed) < MAX_LISTED_ERRORS:
                listed.append((result.path, result.error))
        if len(pending) >= WRITE_BATCH or time.perf_counter() - last_write >= WRITE_INTERVAL:
            new_games += write_batch(connection, pending)
            pending.clear()
            last_write = time.perf_counter()
        report()
        if cancelled is not None and cancelled():
            break
    if pending:
        new_games += write_batch(connection, pending)
    if to_read or dropped:
        drop_orphan_games(connection)
    connection.execute("DROP TABLE temp.found")
    connection.execute("DROP TABLE temp.todo")
    report(force=True)
    return ScanReport(
        found=found,
        unchanged=found - to_read,
        read=to_read,
        new_games=new_games,
        dropped=dropped,
        errors=tuple(listed),
        error_count=errors,
        seconds=time.perf_counter() - started,
        missing=missing,
    )


def _drop_missing(connection: sqlite3.Connection, roots: Sequence[str]) -> int:
    """Forget the files under ``roots`` that the walk did not find (deleted, renamed away)."""
    dropped = 0
    connection.execute("BEGIN IMMEDIATE")
    try:
        for root in roots:
            if os.path.isfile(root):
                continue
            low, high = under(root)
            cursor = connection.execute(
                "DELETE FROM files WHERE ((path >= ? AND path < ?) OR path = ?) "
                "AND path NOT IN (SELECT path FROM temp.found)",
                (low, high, root),
            )
            dropped += cursor.rowcount
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return dropped


def _todo_paths(connection: sqlite3.Connection) -> Iterator[str]:
    """The paths to read, a page at a time (the cursor is not kept open across writes)."""
    last = 0
    while True:
        rows = connection.execute(
            "SELECT rowid, path FROM temp.todo WHERE rowid > ? ORDER BY rowid LIMIT ?",
            (last, READ_PAGE),
        ).fetchall()
        if not rows:
            return
        last = rows[-1][0]
        for _rowid, path in rows:
            yield path


def _read_all(
    paths: Iterator[str], count: int, workers: int | None, start_method: str | None
) -> Iterator[FileResult]:
    workers = workers or os.cpu_count() or 1
    if workers <= 1 or count <= INLINE_FILES:
        for path in paths:
            yield read_file(path)
        return
    # fork is the cheapest start and safe in a command-line process; elsewhere (macOS, Windows,
    # a window with threads) the platform's safe default or the caller's choice.
    method = start_method or ("fork" if sys.platform.startswith("linux") else None)
    context = multiprocessing.get_context(method)
    task_files = max(1, min(TASK_FILES, count // (workers * TASKS_PER_WORKER)))
    with ProcessPoolExecutor(
        max_workers=workers, mp_context=context, initializer=_leave_interrupts_to_the_parent
    ) as pool:
        in_flight: set[Future[list[FileResult]]] = set()
        for task in _batched(paths, task_files):
            in_flight.add(pool.submit(read_files, task))
            if len(in_flight) >= workers * TASKS_PER_WORKER:
                finished, in_flight = wait(in_flight, return_when=FIRST_COMPLETED)
                for future in finished:
                    yield from future.result()
        while in_flight:
            finished, in_flight = wait(in_flight, return_when=FIRST_COMPLETED)
            for future in finished:
                yield from future.result()


def _leave_interrupts_to_the_parent() -> None:
    """Ctrl+C reaches every process of the terminal: the scan stops in the parent, which shuts
    the pool down; the workers print no tracebacks of their own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _batched(items: Iterable[T], size: int) -> Iterator[list[T]]:
    iterator = iter(items)
    while batch := list(islice(iterator, size)):
        yield batch
