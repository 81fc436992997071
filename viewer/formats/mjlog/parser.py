"""mjlog bytes or file -> GameRecord: the reader's entry points.

The work is split by job: ``reader`` (bytes, gzip, caps, XML), ``header`` (the players, rules and
the game's shape), ``rounds`` (the round loop), ``elements`` (one unit per tag, fast and checked
paths side by side) and ``registry`` (the table of tags the others read).
"""

from __future__ import annotations

import os
import stat

from viewer.domain.collector import collector_paused
from viewer.domain.record import GameRecord
from viewer.formats.mjlog.errors import MjlogError
from viewer.formats.mjlog.header import damaged, parse_header
from viewer.formats.mjlog.reader import MAX_INPUT_BYTES, parse_document
from viewer.formats.mjlog.state import ParseState


def read_mjlog(path: str | os.PathLike[str]) -> GameRecord:
    """Read and parse a log file; errors name the file."""
    name = os.fspath(path)
    limit = MAX_INPUT_BYTES
    try:
        if not stat.S_ISREG(os.stat(name).st_mode):  # a folder, a device, a pipe that blocks
            raise MjlogError("this is not a regular file", file=name)
        with open(name, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:  # say so without reading it (it may be a 4 GB video)
                raise MjlogError(
                    f"the file is {size / 2**20:.1f} MB, larger than the "
                    f"{limit // 2**20} MB any log could be",
                    file=name,
                )
            data = handle.read(limit + 1)
    except MjlogError:
        raise
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = getattr(exc, "strerror", None) or exc
        raise MjlogError(f"cannot read the file: {reason}", file=name) from None
    try:
        return parse_mjlog(data)
    except MjlogError as exc:
        raise exc.with_file(name) from None


def parse_mjlog(data: bytes, lazy: bool = False) -> GameRecord:
    """Parse the bytes of a log (plain XML or gzip) into a GameRecord.

    A log cut off at its end gives its complete part, with ``truncation`` saying where it stops.
    Anything else that is wrong raises MjlogError naming the round and element.

    ``lazy=True`` reads the header now and each round's events on first access (what opening a
    log in the window needs to show the first board at once); errors inside a round are raised
    when it is first read, and ``record.warnings`` then holds the header's warnings only
    (``record.rounds.warnings`` has the rounds' so far).
    """
    document = parse_document(data)
    state = ParseState(document.root, document.truncation)
    if document.damage is not None:
        raise damaged(state, document.damage)
    record = parse_header(state)
    if lazy:
        return record
    with collector_paused():
        rounds = tuple(record.rounds)
    return state.record(rounds)
