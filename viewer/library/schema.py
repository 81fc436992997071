"""The library's SQLite schema, its migrations, and opening a database.

The version is SQLite's ``PRAGMA user_version``. ``MIGRATIONS[n]`` takes a database from version n
to n + 1; a new database runs them all, an older one the ones it lacks, each in one write
transaction (two processes opening the same old file at once migrate it once). A migration that
adds facts read from the logs marks every file stale, so the next ``index`` reads them again.
The tables are described for people in docs/library-schema.md.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

BUSY_TIMEOUT_MS = 60_000  # another scan holds the write lock for one batch at most

# Version 1: files, games and their seats (the first library).
_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    content_hash TEXT NOT NULL UNIQUE,
    format TEXT NOT NULL,
    log_id TEXT,
    played_at TEXT,
    players INTEGER NOT NULL,
    type_bits INTEGER NOT NULL,
    lobby INTEGER,
    room TEXT NOT NULL,
    round_count INTEGER NOT NULL,
    complete INTEGER NOT NULL
);
CREATE INDEX games_played_at ON games (played_at);
CREATE INDEX games_log_id ON games (log_id);
CREATE TABLE files (
    path TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
    error TEXT
);
CREATE INDEX files_game ON files (game_id);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    dan INTEGER,
    rate REAL,
    final_score INTEGER NOT NULL,
    placement INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seats_name ON seats (name);
"""

# Version 2: the facts of every round, for the statistics; tags and game points on games/seats.
# Games stored before keep facts_version 1: the rescan the migration asks for stores their facts
# again (same id), since their content hash, and so their row, is unchanged.
_V2 = """
ALTER TABLE games ADD COLUMN tags TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN facts_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE seats ADD COLUMN sex TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN game_points REAL;
CREATE TABLE rounds (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    round_index INTEGER NOT NULL,
    honba INTEGER NOT NULL,
    sticks INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    result TEXT,
    draw_kind TEXT,
    winners INTEGER NOT NULL,
    PRIMARY KEY (game_id, ordinal)
) WITHOUT ROWID;
CREATE TABLE round_seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    riichi INTEGER NOT NULL,
    riichi_accepted INTEGER NOT NULL,
    calls INTEGER NOT NULL,
    won INTEGER NOT NULL,
    dealt_in INTEGER NOT NULL,
    tenpai INTEGER,
    delta INTEGER NOT NULL,
    PRIMARY KEY (game_id, ordinal, seat)
) WITHOUT ROWID;
CREATE TABLE wins (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    from_seat INTEGER NOT NULL,
    tsumo INTEGER NOT NULL,
    points INTEGER NOT NULL,
    fu INTEGER NOT NULL,
    han INTEGER NOT NULL,
    limit_kind INTEGER NOT NULL,
    yaku TEXT NOT NULL,
    yakuman TEXT NOT NULL,
    riichi INTEGER NOT NULL,
    open INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    pao_seat INTEGER,
    PRIMARY KEY (game_id, ordinal, winner)
) WITHOUT ROWID;
UPDATE files SET size = -1;
"""

# Version 3: a file may hold several games (a tenhou.net/6 list); ``files.game_id`` is its
# first, ``file_games`` the others. tenhou.net/6 files are read again to find them.
_V3 = """
CREATE TABLE file_games (
    path TEXT NOT NULL REFERENCES files (path) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    PRIMARY KEY (path, number)
) WITHOUT ROWID;
CREATE INDEX file_games_game ON file_games (game_id);
UPDATE files SET size = -1
    WHERE game_id IN (SELECT id FROM games WHERE format IN ('tenhou6', 'tenhou6-url'));
"""

# Version 4: Mortal review reports (issue 28). ``games.deal_key`` names a game whatever file
# holds it (viewer/library/deal_key.py), so a report finds the game it reviews; a report's
# ``files.game_id`` is that game and ``mortal_reviews`` its figures. Every file is read again:
# the games stored before need their key, and reports were unreadable files until now.
_V4 = """
ALTER TABLE games ADD COLUMN deal_key TEXT;
CREATE INDEX games_deal_key ON games (deal_key);
CREATE TABLE mortal_reviews (
    path TEXT PRIMARY KEY REFERENCES files (path) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    model TEXT NOT NULL,
    rating REAL NOT NULL,
    matches INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    bad_moves INTEGER NOT NULL
) WITHOUT ROWID;
UPDATE files SET size = -1;
"""

# Version 5: the coach's verdicts on a player's games (issue 28), written by ``index --judge``
# (viewer/library/judge.py), one transaction per game. ``coach_seats`` holds a seat's numbers
# (or why it could not be judged) and the model version that judged it; ``coach_decisions``
# every decision of that seat with a value_loss. Both go with their game; nothing is read again.
_V5 = """
CREATE TABLE coach_seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    model_version INTEGER NOT NULL,
    decisions INTEGER,
    picks INTEGER,
    points_lost REAL,
    shanten_backs INTEGER,
    folds INTEGER,
    deal_ins INTEGER,
    error TEXT,
    seconds REAL NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE TABLE coach_decisions (
    game_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    round INTEGER NOT NULL,
    step INTEGER NOT NULL,
    played INTEGER NOT NULL,
    pick TEXT NOT NULL,
    value_loss REAL NOT NULL,
    PRIMARY KEY (game_id, seat, round, step),
    FOREIGN KEY (game_id, seat) REFERENCES coach_seats (game_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;
"""

# Version 6: each judged seat's luck (issue 34; viewer/library/judge_luck.py), written by the
# same runs as the coach's verdicts, in its own table: draws against the odds (z), tenpais and
# their dead and cut-off waits. A row of an older ``viewer.luck.LUCK_VERSION`` is computed again.
_V6 = """
CREATE TABLE luck_seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    luck_version INTEGER NOT NULL,
    draws INTEGER,
    hits INTEGER,
    expected REAL,
    variance REAL,
    draw_z REAL,
    tenpais INTEGER,
    walled_tenpais INTEGER,
    dead_waits INTEGER,
    cut_off_waits INTEGER,
    deal_ins_while_tenpai INTEGER,
    error TEXT,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
"""

# Version 7: calls, kans and riichi judged too (issue 33, MODEL_VERSION 3). ``coach_seats`` holds
# a seat's call and kan decisions (decisions, picks, missed, extra) and riichi decisions (and
# matches); ``coach_decisions`` gains the decision's ``kind`` (in its key: a seat's kan or riichi
# decision shares its step with a discard), the kind called on and the options' names. Verdicts
# of the older models are judged again anyway, so their decision rows are dropped.
_V7 = """
ALTER TABLE coach_seats ADD COLUMN call_decisions INTEGER;
ALTER TABLE coach_seats ADD COLUMN call_picks INTEGER;
ALTER TABLE coach_seats ADD COLUMN call_missed INTEGER;
ALTER TABLE coach_seats ADD COLUMN call_extra INTEGER;
ALTER TABLE coach_seats ADD COLUMN kan_decisions INTEGER;
ALTER TABLE coach_seats ADD COLUMN kan_picks INTEGER;
ALTER TABLE coach_seats ADD COLUMN kan_missed INTEGER;
ALTER TABLE coach_seats ADD COLUMN kan_extra INTEGER;
ALTER TABLE coach_seats ADD COLUMN riichi_decisions INTEGER;
ALTER TABLE coach_seats ADD COLUMN riichi_matches INTEGER;
DROP TABLE coach_decisions;
CREATE TABLE coach_decisions (
    game_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    round INTEGER NOT NULL,
    step INTEGER NOT NULL,
    kind TEXT NOT NULL,
    played INTEGER NOT NULL,
    pick TEXT NOT NULL,
    value_loss REAL NOT NULL,
    tile INTEGER,
    options TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, round, step, kind),
    FOREIGN KEY (game_id, seat) REFERENCES coach_seats (game_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;
"""

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4, _V5, _V6, _V7)
SCHEMA_VERSION = len(MIGRATIONS)
FACTS_VERSION = 2
"""What ``viewer.library.facts`` computes. Raise it (with a migration that marks the files
stale) when the facts of a game change; games of a lower version are stored again when read."""


class LibraryError(Exception):
    """A database that cannot be used (newer than this program, not a database, unwritable)."""


def connect(path: str | Path, *, migrate: bool = True) -> sqlite3.Connection:
    """Open (creating if needed) a library database in WAL mode, migrated to the current schema.

    Autocommit mode (``isolation_level=None``): every write says where its transaction begins
    (``BEGIN IMMEDIATE``), so a reader never holds a lock it would later need to upgrade.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise LibraryError(f"{path}: cannot open the library database: {exc}") from None
    try:
        connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        _use_wal(connection)
        connection.execute("PRAGMA synchronous = NORMAL")  # safe in WAL; a crash loses no commit
        connection.execute("PRAGMA foreign_keys = ON")
        if migrate:
            apply_migrations(connection, MIGRATIONS)
    except sqlite3.DatabaseError as exc:
        connection.close()
        raise LibraryError(f"{path}: not a library database: {exc}") from None
    except LibraryError as exc:
        connection.close()
        raise LibraryError(f"{path}: {exc}") from None
    return connection


def _use_wal(connection: sqlite3.Connection) -> None:
    """Switch to WAL. Two scans opening a new database at once race for the exclusive lock the
    switch needs, and SQLite answers "locked" at once rather than waiting: try again a while."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def schema_version(connection: sqlite3.Connection) -> int:
    version: int = connection.execute("PRAGMA user_version").fetchone()[0]
    return version


def apply_migrations(connection: sqlite3.Connection, migrations: tuple[str, ...]) -> int:
    """Bring the database to ``len(migrations)``; returns how many migrations ran."""
    if schema_version(connection) == len(migrations):
        return 0
    connection.execute("BEGIN IMMEDIATE")
    try:
        current = schema_version(connection)  # again, now that the write lock is held
        if current > len(migrations):
            raise LibraryError(
                f"the library has schema version {current}, newer than this program's "
                f"{len(migrations)} (update mjlog-viewer or use another --db)"
            )
        for version in range(current, len(migrations)):
            for statement in _statements(migrations[version]):
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {len(migrations)}")
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return len(migrations) - current


def _statements(script: str) -> list[str]:
    """The statements of a migration (executescript would commit the open transaction)."""
    return [s.strip() for s in script.split(";") if s.strip()]
