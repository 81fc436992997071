"""The one place the library reads a log file.

``parse_game`` is the switch: the formats' own ``parse_game`` (one reader for every format,
telling the format from the bytes). Nothing else in the library knows formats: the facts, the
scan and the statistics only see the GameRecord, or its facts. One shortcut, for speed: an
mjlog's facts are first asked of the lean walk over its XML (``mjlog_facts``), which gives the
very rows ``game_facts`` would, or declines and the file goes through ``parse_game``. The
content hash is of the decompressed bytes, so a plain and a gzip copy of one log are one game.
A Mortal review report is read as the game it carries (``report_reading``), with its figures.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
from typing import NamedTuple

from viewer.domain.record import GameRecord
from viewer.formats.detect import detect_format, parse_every_game
from viewer.formats.detect import parse_game as parse_any
from viewer.formats.mjlog import MAX_INPUT_BYTES, decompress
from viewer.library.facts import GameFacts, game_facts
from viewer.library.mjlog_facts import mjlog_facts
from viewer.library.report_reading import (
    REPORT_FORMAT,
    REPORT_MAX_BYTES,
    ReportReadError,
    ReviewRow,
    read_report_game,
)
from viewer.review.sniff import SNIFF_BYTES, is_report_bytes
from viewer.sources.logfiles import is_log_name

# 2011020417gm-00a9-0000-b67fcaa3: date and hour, GO type, lobby, hash (the format doc, §1.3)
LOG_ID = re.compile(r"(\d{10})gm-[0-9a-f]{4}-\d{4,5}-[0-9a-z]{8}")
# Starting with the literal "ref" lets the regex engine jump between candidates (ten times
# faster than a leading \b, which tries every position); the word boundary is checked after.
_REF = re.compile(rb"""ref["']?\s*[=:]\s*["']([^"']{1,100})["']""")
_WORD_BYTE = re.compile(rb"\w")
_LEADING_DATE = re.compile(r"(\d{4})(\d\d)(\d\d)(\d\d)")
HEAD_BYTES = 4096  # ``ref`` sits in the first elements (SHUFFLE) or keys of a log


class ReadError(Exception):
    """A file that cannot be indexed; the message is one line, without the path."""


class ReadLog(NamedTuple):
    facts: GameFacts
    format: str
    content_hash: str  # of the decompressed bytes: plain and gzip copies are one game
    ref: str | None  # the log id the content names, when it names one
    size: int
    mtime_ns: int
    # The file's later games (a tenhou.net/6 list of games): (number, facts, content hash) of
    # games 2, 3, ... that can be read; each hash is the file's with the game's number, so twin
    # copies stay one game. (The window opens a broken one with its error.)
    more: tuple[tuple[int, GameFacts, str], ...] = ()
    review: ReviewRow | None = None  # a Mortal review report: its figures (facts: its game)


def read_log(path: str) -> ReadLog:
    """Read, hash and parse one file into its facts; every failure is a ReadError with a
    one-line message."""
    try:
        with open(path, "rb") as handle:
            status = os.fstat(handle.fileno())
            if not stat.S_ISREG(status.st_mode):
                raise ReadError("this is not a regular file")
            large = status.st_size > MAX_INPUT_BYTES
            data = handle.read(SNIFF_BYTES if large else MAX_INPUT_BYTES + 1)
            report = is_report_bytes(data)
            if large and not report:
                raise ReadError(
                    f"the file is {status.st_size / 2**20:.1f} MB, larger than the "
                    f"{MAX_INPUT_BYTES // 2**20} MB any log could be"
                )
            if report:  # a review report carries a whole game and more: a larger cap
                data += handle.read(REPORT_MAX_BYTES + 1 - len(data))
    except OSError as exc:
        raise ReadError(f"cannot read the file: {exc.strerror or exc}") from None
    if report:
        return _read_report(data, status)
    try:
        content, _cut_off = decompress(data)
        kind = format_of(content)
        facts = mjlog_facts(content) if kind == "mjlog" else None
        later: list[tuple[int, GameFacts]] = []
        if facts is None and kind.startswith("tenhou6"):  # one game, or a list of them
            first, rest = parse_every_game(content)
            facts = game_facts(first)
            later = [(n, game_facts(g)) for n, g in enumerate(rest, start=2) if g is not None]
        elif facts is None:  # another format, or the lean walk declined: the full reader
            facts = game_facts(parse_game(content))
    except ValueError as exc:  # MjlogError and the other readers' errors
        raise ReadError(_one_line(str(exc))) from None
    content_hash = hashlib.blake2b(content, digest_size=16).hexdigest()
    return ReadLog(
        facts=facts,
        format=kind,
        content_hash=content_hash,
        ref=_ref(content[:HEAD_BYTES]),
        size=status.st_size,
        mtime_ns=status.st_mtime_ns,
        more=tuple((number, game, f"{content_hash}#{number}") for number, game in later),
    )


def _read_report(data: bytes, status: os.stat_result) -> ReadLog:
    """A review report as the game it carries: the game's content hash is its deal key's, so
    every report of one game (other seats, other models) that no log holds is one game."""
    try:
        facts, ref, review = read_report_game(data)
    except ReportReadError as exc:
        raise ReadError(_one_line(str(exc))) from None
    found = LOG_ID.search(ref or "")
    return ReadLog(
        facts=facts,
        format=REPORT_FORMAT,
        content_hash=f"deal:{facts.deal_key}",
        ref=found.group(0) if found else None,
        size=status.st_size,
        mtime_ns=status.st_mtime_ns,
        review=review,
    )


def parse_game(content: bytes) -> GameRecord:
    """Decompressed bytes of any format the viewer reads -> GameRecord (ValueError if none)."""
    return parse_any(content)


def is_log_file_name(name: str) -> bool:
    """Names the scan reads: the names the window opens (every format)."""
    return is_log_name(name)


def format_of(content: bytes) -> str:
    """The format's name for the games table, from the first bytes."""
    return detect_format(content)


def _ref(head: bytes) -> str | None:
    match = _REF.search(head)
    while match is not None and match.start() and _WORD_BYTE.match(head, match.start() - 1):
        match = _REF.search(head, match.start() + 1)  # "xref=...": not the word ref
    if match is None:
        return None
    found = LOG_ID.search(match.group(1).decode("ascii", "replace"))
    return found.group(0) if found else None


def log_id_from_name(name: str) -> str | None:
    """The Tenhou log id in a file name (``2011020417gm-00a9-0000-b67fcaa3&tw=1.mjlog``)."""
    match = LOG_ID.search(name)
    return match.group(0) if match else None


def played_at(log_id: str | None, name: str) -> str | None:
    """``YYYY-MM-DD HH:00:00`` (Tenhou's time, JST) from the log id, else from a file name that
    starts with YYYYMMDDHH as Tenhou's names do; None when neither gives a real date."""
    for text in (log_id or "", name):
        match = _LEADING_DATE.match(text)
        if match is None:
            continue
        year, month, day, hour = (int(g) for g in match.groups())
        if 2000 <= year <= 2100 and 1 <= month <= 12 and 1 <= day <= 31 and hour <= 23:
            return f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:00:00"
    return None


def _one_line(text: str) -> str:
    return " ".join(text.split())
