"""The database file: where it lives, WAL mode, and migrations from older schemas."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tests.library.conftest import YONMA_NAME
from tests.library.games import YONMA_GAME
from viewer.library import SCHEMA_VERSION, LibraryError, connect, index_folders, player_stats
from viewer.library.paths import default_db_path
from viewer.library.schema import MIGRATIONS, apply_migrations, schema_version


def test_a_new_database_is_current_and_in_wal_mode(tmp_path: Path) -> None:
    connection = connect(tmp_path / "new" / "library.sqlite3")
    assert schema_version(connection) == SCHEMA_VERSION
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    connection.close()


def test_a_version_1_database_is_migrated_and_refilled(tmp_path: Path, games_folder: Path) -> None:
    db = tmp_path / "old.sqlite3"
    old = sqlite3.connect(db, isolation_level=None)
    apply_migrations(old, MIGRATIONS[:1])  # the first library's schema
    path = str(games_folder / YONMA_NAME)
    old.execute(
        "INSERT INTO games (id, content_hash, format, log_id, played_at, players, type_bits, "
        "lobby, room, round_count, complete) VALUES (7, ?, 'mjlog', NULL, NULL, 4, 169, 0, "
        "'四鳳南喰赤', 5, 1)",
        (hashlib.blake2b(YONMA_GAME, digest_size=16).hexdigest(),),
    )
    old.execute("INSERT INTO seats VALUES (7, 0, 'A', 10, 1500.0, 30000, 1)")
    stat = Path(path).stat()
    old.execute("INSERT INTO files VALUES (?, ?, ?, 7, NULL)", (path, stat.st_size,
                                                                 stat.st_mtime_ns))  # fmt: skip
    old.close()

    connection = connect(db)
    assert schema_version(connection) == SCHEMA_VERSION
    assert connection.execute("SELECT name, sex, game_points FROM seats").fetchall() == [
        ("A", "", None)
    ]
    assert connection.execute("SELECT tags FROM games").fetchall() == [("",)]
    # the new facts need the logs read again: the migration marked the files stale, and the
    # game stored by the old program gets them under its old id
    report = index_folders(connection, [str(games_folder)], workers=1)
    assert report.read == 2 and report.unchanged == 0 and report.new_games == 1
    assert connection.execute(
        "SELECT id, facts_version, tags FROM games WHERE players = 4"
    ).fetchall() == [(7, 2, "double_ron")]
    assert connection.execute("SELECT count(*) FROM rounds WHERE game_id = 7").fetchone()[0] == 5
    assert connection.execute("SELECT count(*) FROM seats WHERE game_id = 7").fetchone()[0] == 4
    assert player_stats(connection, "A", "yonma") == {
        **player_stats(connection, "A", "yonma"), "rounds": 5, "win_rate": 0.4,
    }  # fmt: skip
    assert connection.execute("SELECT count(*) FROM games").fetchone()[0] == 2
    connection.close()


def test_a_newer_database_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "newer.sqlite3"
    connect(db).close()
    raw = sqlite3.connect(db)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with pytest.raises(LibraryError, match="newer than this program"):
        connect(db)


def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "notes.txt"
    db.write_bytes(b"shopping list\n" * 200)
    with pytest.raises(LibraryError, match="not a library database"):
        connect(db)


def test_the_default_database_is_in_the_app_data_folder_qt_would_use(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_db_path() == tmp_path / "data" / "mjlog-viewer" / "mjlog-viewer" / (
        "library.sqlite3"
    )
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    assert default_db_path().parent == Path.home() / ".local/share/mjlog-viewer/mjlog-viewer"


def test_the_switch_to_wal_waits_while_another_scan_sets_the_file_up() -> None:
    """Two scans opening a new library at once: SQLite answers the second one's switch to WAL
    with "database is locked" at once (no busy wait); it must try again, not call the file
    "not a library database" (seen as a failed scan under load)."""
    from viewer.library.schema import _use_wal

    class Contended:
        def __init__(self) -> None:
            self.tries = 0

        def execute(self, sql: str) -> None:
            self.tries += 1
            if self.tries < 3:
                raise sqlite3.OperationalError("database is locked")

    contended = Contended()
    _use_wal(contended)  # type: ignore[arg-type]
    assert contended.tries == 3


def test_a_foreign_file_is_still_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "photo.sqlite3"
    path.write_bytes(b"\x89PNG not a database" * 100)
    with pytest.raises(LibraryError, match="not a library database"):
        connect(path)


def test_a_version_3_library_finds_the_reports_among_its_unreadable_files(
    tmp_path: Path,
) -> None:
    """Version 4 reads every file again: the games get their deal keys (same ids) and the
    reports that were unreadable files attach to them."""
    from tests.review.helpers import REVIEW_DATA

    folder = tmp_path / "logs"
    folder.mkdir()
    game, report = folder / "game_4p.mjlog", folder / "report_4p.json"
    game.write_bytes((REVIEW_DATA / "game_4p.mjlog").read_bytes())
    report.write_bytes((REVIEW_DATA / "report_4p.json").read_bytes())
    db = tmp_path / "v3.sqlite3"
    old = sqlite3.connect(db, isolation_level=None)
    apply_migrations(old, MIGRATIONS[:3])
    old.execute(
        "INSERT INTO games (id, content_hash, format, players, type_bits, room, round_count, "
        "complete, tags, facts_version) VALUES (7, ?, 'mjlog', 4, 169, '', 1, 1, '', 2)",
        (hashlib.blake2b(game.read_bytes(), digest_size=16).hexdigest(),),
    )
    for path, game_id, error in ((game, 7, None), (report, None, "not a tenhou.net/6 game")):
        stat = path.stat()
        old.execute("INSERT INTO files VALUES (?, ?, ?, ?, ?)",
                    (str(path), stat.st_size, stat.st_mtime_ns, game_id, error))  # fmt: skip
    old.close()

    connection = connect(db)
    assert schema_version(connection) == SCHEMA_VERSION == 7
    assert connection.execute("SELECT count(*) FROM mortal_reviews").fetchone()[0] == 0
    scan = index_folders(connection, [str(folder)], workers=1)
    assert (scan.read, scan.new_games, scan.error_count) == (2, 0, 0)
    assert connection.execute("SELECT id, deal_key IS NOT NULL FROM games").fetchall() == [(7, 1)]
    assert connection.execute(
        "SELECT f.game_id, r.seat FROM mortal_reviews AS r JOIN files AS f USING (path)"
    ).fetchall() == [(7, 1)]
    connection.close()


def test_a_version_4_library_gets_the_coach_tables_and_reads_nothing_again(
    tmp_path: Path, games_folder: Path
) -> None:
    """Version 5 adds the coach's verdicts (``index --judge``): empty tables, no file stale."""
    db = tmp_path / "v4.sqlite3"
    old = sqlite3.connect(db, isolation_level=None)
    apply_migrations(old, MIGRATIONS[:4])
    assert index_folders(old, [str(games_folder)], workers=1).read == 2  # as version 4 did
    old.close()

    connection = connect(db)
    assert schema_version(connection) == SCHEMA_VERSION
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    assert {"coach_seats", "coach_decisions"} <= tables
    again = index_folders(connection, [str(games_folder)], workers=1)
    assert (again.read, again.unchanged) == (0, 2)
    assert connection.execute("SELECT count(*) FROM coach_seats").fetchone()[0] == 0
    connection.close()


def test_a_version_6_library_stores_calls_kans_and_riichi(
    tmp_path: Path, games_folder: Path
) -> None:
    """Version 7 (issue 33): a seat's call, kan and riichi counts, a decision's kind in its key;
    the older model's decision rows go (they are judged again anyway), nothing is read again."""
    db = tmp_path / "v6.sqlite3"
    old = sqlite3.connect(db, isolation_level=None)
    apply_migrations(old, MIGRATIONS[:6])
    assert index_folders(old, [str(games_folder)], workers=1).read == 2
    old.execute("INSERT INTO coach_seats (game_id, seat, model_version, seconds) "
                "SELECT id, 0, 2, 1.0 FROM games")  # fmt: skip
    old.execute("INSERT INTO coach_decisions SELECT game_id, 0, 0, 4, 1, '2', 10.0 "
                "FROM coach_seats")  # fmt: skip
    old.close()

    connection = connect(db)
    assert schema_version(connection) == SCHEMA_VERSION
    seats = {row[1] for row in connection.execute("PRAGMA table_info(coach_seats)")}
    assert {"call_decisions", "call_picks", "call_missed", "call_extra", "kan_decisions",
            "kan_picks", "kan_missed", "kan_extra", "riichi_decisions",
            "riichi_matches"} <= seats  # fmt: skip
    columns = [row[1] for row in connection.execute("PRAGMA table_info(coach_decisions)")]
    assert columns == ["game_id", "seat", "round", "step", "kind", "played", "pick",
                       "value_loss", "tile", "options"]  # fmt: skip
    key = [row[1] for row in connection.execute("PRAGMA table_info(coach_decisions)") if row[5]]
    assert key == ["game_id", "seat", "round", "step", "kind"]
    assert connection.execute("SELECT count(*) FROM coach_decisions").fetchone()[0] == 0
    assert connection.execute("SELECT count(*) FROM coach_seats").fetchone()[0] == 2
    again = index_folders(connection, [str(games_folder)], workers=1)
    assert (again.read, again.unchanged) == (0, 2)
    connection.close()
