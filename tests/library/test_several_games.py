"""A file holding several games (a tenhou.net/6 list of games) is indexed game by game: the
first as the file's game (``files.game_id``), the others in ``file_games``; each is a game of the
library (statistics, the table, opening it), dropped when the file loses it or goes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.formats.tenhou6.kyoku import game, kyoku
from viewer.library import connect, index_folders
from viewer.library.browse import GameFilter, fetch_games
from viewer.library.schema import SCHEMA_VERSION, apply_migrations, schema_version

NO_TEN = kyoku(["全員不聴"], {0: ([18], [60])})


def write_games(path: Path, *rounds: int) -> Path:
    """A tenhou.net/6 list of games, the i-th with ``rounds[i]`` rounds."""
    path.write_bytes(b"[" + b",".join(game(*[NO_TEN] * n) for n in rounds) + b"]")
    return path


def count(connection: sqlite3.Connection, query: str) -> int:
    return int(connection.execute(query).fetchone()[0])


def test_every_game_of_a_list_is_indexed_and_found(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    path = write_games(folder / "three.json", 1, 2, 3)
    report = index_folders(library, [str(folder)], workers=1)
    assert (report.read, report.new_games, report.error_count) == (1, 3, 0)
    assert count(library, "SELECT count(*) FROM games") == 3
    assert sorted(r[0] for r in library.execute("SELECT round_count FROM games")) == [1, 2, 3]
    assert library.execute("SELECT path, number FROM file_games ORDER BY number").fetchall() == [
        (str(path), 2),
        (str(path), 3),
    ]
    rows = fetch_games(library, GameFilter(), sort="rounds", descending=False)
    assert [(row.round_count, row.path, row.number) for row in rows] == [
        (1, str(path), 1),
        (2, str(path), 2),
        (3, str(path), 3),
    ]
    # Unchanged: nothing is read again; a game fewer: the lost game goes; the file gone: all go.
    assert index_folders(library, [str(folder)], workers=1).read == 0
    write_games(path, 1, 2)
    index_folders(library, [str(folder)], workers=1)
    assert count(library, "SELECT count(*) FROM games") == 2
    assert count(library, "SELECT count(*) FROM file_games") == 1
    path.unlink()
    index_folders(library, [str(folder)], workers=1)
    assert count(library, "SELECT count(*) FROM games") == 0
    assert count(library, "SELECT count(*) FROM file_games") == 0


def test_a_twin_copy_of_the_list_adds_no_game(library: sqlite3.Connection, tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    write_games(folder / "a.json", 1, 2)
    write_games(folder / "b.json", 1, 2)
    report = index_folders(library, [str(folder)], workers=1)
    assert (report.read, report.new_games) == (2, 2)
    assert count(library, "SELECT count(*) FROM file_games") == 2


def test_an_older_library_reads_its_tenhou6_files_again(tmp_path: Path) -> None:
    """Version 2 knew one game a file: its tenhou.net/6 files are read again after the
    migration, and their later games added."""
    from viewer.library.schema import MIGRATIONS

    folder = tmp_path / "logs"
    folder.mkdir()
    write_games(folder / "two.json", 1, 2)
    old = sqlite3.connect(tmp_path / "old.sqlite3", isolation_level=None)
    apply_migrations(old, MIGRATIONS[:2])
    old.execute(
        "INSERT INTO games (id, content_hash, format, players, type_bits, room, round_count, "
        "complete, tags, facts_version) VALUES (1, 'x', 'tenhou6', 4, 0, '', 1, 1, '', 2)"
    )
    old.execute(
        "INSERT INTO files (path, size, mtime_ns, game_id) VALUES (?, ?, ?, 1)",
        (str(folder / "two.json"), (folder / "two.json").stat().st_size,
         (folder / "two.json").stat().st_mtime_ns),
    )  # fmt: skip
    old.close()
    library = connect(tmp_path / "old.sqlite3")
    assert schema_version(library) == SCHEMA_VERSION
    report = index_folders(library, [str(folder)], workers=1)
    assert report.read == 1  # read again, though its size and time did not change
    assert count(library, "SELECT count(*) FROM file_games") == 1
    assert count(library, "SELECT count(*) FROM games") == 2
    library.close()


def test_a_broken_later_game_leaves_the_others_in_their_places(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    broken = kyoku(["全員不聴"], {0: ([18], [99])})  # 99: no tile, in the first round
    path = folder / "three.json"
    path.write_bytes(b"[" + game(NO_TEN) + b"," + game(broken) + b"," + game(NO_TEN, NO_TEN) + b"]")
    report = index_folders(library, [str(folder)], workers=1)
    assert (report.new_games, report.error_count) == (2, 0)
    assert library.execute("SELECT number FROM file_games").fetchall() == [(3,)]
    rows = fetch_games(library, GameFilter(), sort="rounds", descending=False)
    assert [(row.round_count, row.number) for row in rows] == [(1, 1), (2, 3)]


def test_a_broken_first_game_is_the_file_s_error(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    broken = kyoku(["全員不聴"], {0: ([18], [99])})
    (folder / "two.json").write_bytes(b"[" + game(broken) + b"," + game(NO_TEN) + b"]")
    report = index_folders(library, [str(folder)], workers=1)
    assert (report.new_games, report.error_count) == (0, 1)
    (error,) = [message for _path, message in report.errors]
    assert "\n" not in error and "log[0]" in error
