"""Benchmark: indexing a folder into the library, as a ratio to lxml's own XML parse of its logs.

    python bench/library.py FOLDER... [--workers N] [--passes P]

Times, in one run: (a) a single-process ``lxml.etree.fromstring`` of every log's XML (the bytes
already in memory, as bench/replay.py does), (b) ``index`` of the folders into a fresh database
(read, hash, parse and facts, a process pool per core, batched inserts; the pool's start-up
included), (c) ``index`` again with nothing changed. Wall-clock time, since (b) runs in several
processes; each figure is the best of several passes, (b) into a new database each time. The last
line is a contract: ``library: N games, X× lxml parse cold, Y× lxml parse unchanged`` with
X = b/a and Y = c/a. Targets: X <= 3, Y <= 0.1.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import pickle
import resource
import sys
import tempfile
import time
from pathlib import Path

from lxml import etree

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.formats.mjlog import clear_caches, decompress  # noqa: E402
from viewer.library import connect, index_folders  # noqa: E402
from viewer.library.facts import game_facts  # noqa: E402
from viewer.library.mjlog_facts import mjlog_facts  # noqa: E402
from viewer.library.reading import format_of, parse_game  # noqa: E402
from viewer.library.store import write_batch  # noqa: E402
from viewer.library.walk import walk_logs  # noqa: E402
from viewer.library.worker import read_files  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--workers", type=int, default=None)
    options = parser.parse_args(argv)
    folders = [str(folder) for folder in options.folders]
    paths = [found.path for folder in folders for found in walk_logs(folder)]
    blobs = []
    for path in paths:  # unreadable files are listed by the index; lxml has nothing to parse
        try:
            data = decompress(Path(path).read_bytes())[0]
            etree.fromstring(data)
        except (ValueError, etree.XMLSyntaxError):
            continue
        blobs.append(data)

    parse_cpu = float("inf")  # (a) in CPU time, the base of the CPU ratios

    def lxml_parse() -> float:
        nonlocal parse_cpu
        start, start_cpu = time.perf_counter(), time.process_time()
        for data in blobs:
            etree.fromstring(data)
        parse_cpu = min(parse_cpu, time.process_time() - start_cpu)
        return time.perf_counter() - start

    with tempfile.TemporaryDirectory(prefix="bench-library-") as scratch:
        cold = unchanged = parse = float("inf")
        cpu_main = cpu_workers = 0.0
        games = 0
        for number in range(options.passes):
            gc.collect()
            parse = min(parse, lxml_parse())
            connection = connect(Path(scratch) / f"pass{number}.sqlite3")
            children = resource.getrusage(resource.RUSAGE_CHILDREN)
            own = time.process_time()
            start = time.perf_counter()
            index_folders(connection, folders, workers=options.workers)
            elapsed = time.perf_counter() - start
            if elapsed < cold:
                cold = elapsed
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu_main = time.process_time() - own
                cpu_workers = (after.ru_utime + after.ru_stime) - (
                    children.ru_utime + children.ru_stime
                )
            for _ in range(3):
                start = time.perf_counter()
                report = index_folders(connection, folders, workers=options.workers)
                unchanged = min(unchanged, time.perf_counter() - start)
                assert report.read == 0, "an unchanged folder was read again"
            games = connection.execute("SELECT count(*) FROM games").fetchone()[0]
            connection.close()
        stages = stage_cpu(paths, Path(scratch) / "stages.sqlite3")
    files = len(paths)
    print(f"files: {files}, games: {games}")
    print(
        f"(a) lxml fromstring, 1 process: {parse * 1e3:9.1f} ms ({parse * 1e3 / files:.3f} ms/file)"
    )
    print(f"(b) index, fresh database:      {cold * 1e3:9.1f} ms ({files / cold:.0f} files/s)")
    print(
        f"    CPU time of (b): this process {cpu_main * 1e3:.1f} ms, worker processes "
        f"{cpu_workers * 1e3:.1f} ms ({(cpu_main + cpu_workers) / parse_cpu:.1f}× the CPU time "
        "of (a) in all; "
        "wall time above it means the cores were shared)"
    )
    print(
        "    CPU time per stage, 1 process, as × the CPU time of (a): "
        + ", ".join(f"{name} {seconds / parse_cpu:.2f}×" for name, seconds in stages.items())
    )
    print(f"(c) index, nothing changed:     {unchanged * 1e3:9.1f} ms")
    x, y = cold / parse, unchanged / parse
    print(f"library: {games} games, {x:.2f}× lxml parse cold, {y:.2f}× lxml parse unchanged")
    return 0


def stage_cpu(paths: list[str], database: Path) -> dict[str, float]:
    """CPU seconds of each stage of a cold index, file by file in this process as a worker does
    it (nothing kept but the facts; "facts" includes the XML parse, as the lean walk does it):
    where the time of (b) goes, measured in the same run as (a) so that the ratios hold on a
    busy machine."""
    clear_caches()  # as a newly started worker has them
    gc.collect()
    stages = dict.fromkeys(("read", "hash", "facts", "pickle", "store"), 0.0)
    clock = time.process_time
    for path in paths:
        start = clock()
        try:
            content = decompress(Path(path).read_bytes())[0]
        except (OSError, ValueError):
            continue
        read = clock()
        hashlib.blake2b(content, digest_size=16).hexdigest()
        hashed = clock()
        try:  # as reading.read_log does: the lean walk, else the full reader
            facts = mjlog_facts(content) if format_of(content) == "mjlog" else None
            if facts is None:
                game_facts(parse_game(content))
        except ValueError:
            continue
        stages["read"] += read - start
        stages["hash"] += hashed - read
        stages["facts"] += clock() - hashed
    results = read_files(paths)  # the worker's whole job, for what it sends back
    start = clock()
    pickle.loads(pickle.dumps(results, pickle.HIGHEST_PROTOCOL))
    stages["pickle"] = clock() - start
    connection = connect(database)
    start = clock()
    write_batch(connection, results)
    stages["store"] = clock() - start
    connection.close()
    return stages


if __name__ == "__main__":
    sys.exit(main())
