"""Scanning folders: what is stored, what an unchanged or changed folder costs, and what never
stops a scan (unreadable files, another scan at the same time)."""

from __future__ import annotations

import gzip
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO, corpus_files, requires_corpus
from tests.library.conftest import SANMA_NAME, YONMA_NAME
from tests.library.games import YONMA_GAME
from viewer.domain.events import Agari, Call, RiichiDeclared
from viewer.domain.melds import MeldKind
from viewer.formats.mjlog import read_mjlog
from viewer.library import ScanProgress, connect, index_folders


def count(connection: sqlite3.Connection, query: str, *parameters: object) -> int:
    return int(connection.execute(query, parameters).fetchone()[0])


def test_a_folder_is_indexed_with_its_games_facts(
    library: sqlite3.Connection, games_folder: Path
) -> None:
    report = index_folders(library, [str(games_folder)], workers=1)
    assert (report.found, report.read, report.new_games, report.error_count) == (2, 2, 2, 0)
    rows = library.execute(
        "SELECT log_id, played_at, players, room, round_count, tags FROM games ORDER BY players"
    ).fetchall()
    assert rows == [
        ("2024020120gm-00b9-0000-4e5f6a7b", "2024-02-01 20:00:00", 3, "三鳳南喰赤", 2,
         "nagashi_mangan"),
        ("2024010112gm-00a9-0000-0a1b2c3d", "2024-01-01 12:00:00", 4, "四鳳南喰赤", 5,
         "double_ron"),
    ]  # fmt: skip
    seats = library.execute(
        "SELECT name, dan, rate, final_score, placement FROM seats JOIN games ON id = game_id "
        "WHERE players = 4 ORDER BY seat"
    ).fetchall()
    assert seats[0] == ("A", 10, 1500.0, 30000, 1)
    assert [s[4] for s in seats] == [1, 2, 3, 4]
    tenpai = library.execute(
        "SELECT seat, tenpai FROM round_seats JOIN games ON id = game_id "
        "WHERE players = 4 AND ordinal = 5 ORDER BY seat"
    ).fetchall()
    assert tenpai == [(0, 1), (1, 0), (2, 0), (3, 1)]


def test_progress_is_reported_with_counts(library: sqlite3.Connection, games_folder: Path) -> None:
    seen: list[ScanProgress] = []
    index_folders(library, [str(games_folder)], workers=1, progress=seen.append)
    assert seen[0].to_read == 2 and seen[0].done == 0
    assert (seen[-1].found, seen[-1].done, seen[-1].errors) == (2, 2, 0)


def test_rescan_reads_only_what_changed(library: sqlite3.Connection, games_folder: Path) -> None:
    index_folders(library, [str(games_folder)], workers=1)
    again = index_folders(library, [str(games_folder)], workers=1)
    assert (again.found, again.unchanged, again.read, again.dropped) == (2, 2, 0, 0)

    # touched: read again, still one game
    yonma = games_folder / YONMA_NAME
    os.utime(yonma, ns=(1, 10**18))
    touched = index_folders(library, [str(games_folder)], workers=1)
    assert (touched.read, touched.new_games) == (1, 0)
    assert count(library, "SELECT count(*) FROM games") == 2

    # a gzip twin: a second file of the same game
    twin = games_folder / "copies" / (YONMA_NAME + ".gz")
    twin.parent.mkdir()
    twin.write_bytes(gzip.compress(YONMA_GAME))
    twinned = index_folders(library, [str(games_folder)], workers=1)
    assert (twinned.read, twinned.new_games) == (1, 0)
    assert count(library, "SELECT count(*) FROM games") == 2
    assert count(library, "SELECT count(DISTINCT game_id) FROM files") == 2
    assert count(library, "SELECT count(*) FROM files") == 3

    # renamed: the old path dropped, the new one read, the game kept
    renamed = games_folder / "sanma" / "renamed.mjlog"
    (games_folder / "sanma" / SANMA_NAME).rename(renamed)
    moved = index_folders(library, [str(games_folder)], workers=1)
    assert (moved.read, moved.dropped, moved.new_games) == (1, 1, 0)
    assert count(library, "SELECT count(*) FROM files WHERE path = ?", str(renamed)) == 1
    assert count(library, "SELECT count(*) FROM games WHERE log_id LIKE '2024020120%'") == 1

    # deleted: one of the twins goes, the game stays; both go, the game and its facts go
    yonma.unlink()
    index_folders(library, [str(games_folder)], workers=1)
    assert count(library, "SELECT count(*) FROM games WHERE players = 4") == 1
    twin.unlink()
    gone = index_folders(library, [str(games_folder)], workers=1)
    assert gone.dropped == 1
    assert count(library, "SELECT count(*) FROM games WHERE players = 4") == 0
    assert count(library, "SELECT count(*) FROM rounds") == 2  # the 3-player game's
    assert count(library, "SELECT count(*) FROM seats") == 3


def test_a_scan_of_one_folder_keeps_the_others(
    library: sqlite3.Connection, games_folder: Path
) -> None:
    index_folders(library, [str(games_folder)], workers=1)
    index_folders(library, [str(games_folder / "sanma")], workers=1)
    assert count(library, "SELECT count(*) FROM games") == 2


def test_corrupt_files_are_listed_and_the_rest_indexed(
    library: sqlite3.Connection, games_folder: Path
) -> None:
    (games_folder / "broken.mjlog").write_bytes(YONMA_GAME[:-400].replace(b"<INIT", b"<INIT x"))
    (games_folder / "empty.mjlog").write_bytes(b"")
    (games_folder / "photo.gz").write_bytes(b"\x1f\x8bnot really gzip")
    report = index_folders(library, [str(games_folder)], workers=1)
    assert (report.read, report.new_games, report.error_count) == (5, 2, 3)
    errors = dict(report.errors)
    assert errors[str(games_folder / "empty.mjlog")] == "the file is empty"
    assert "gzip" in errors[str(games_folder / "photo.gz")]
    assert all("\n" not in error for error in errors.values())
    stored = library.execute(
        "SELECT path, error FROM files WHERE error IS NOT NULL ORDER BY path"
    ).fetchall()
    assert [Path(p).name for p, _ in stored] == ["broken.mjlog", "empty.mjlog", "photo.gz"]
    # unreadable files are not read again until they change
    assert index_folders(library, [str(games_folder)], workers=1).read == 0


def test_two_scans_at_once_store_each_game_once(tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for number in range(60):
        game = YONMA_GAME.replace(b"<TAIKYOKU", f"<!-- {number} --><TAIKYOKU".encode())
        (folder / f"game{number:03d}.mjlog").write_bytes(game)
    db = str(tmp_path / "shared.sqlite3")
    command = [sys.executable, "-m", "viewer", "index", str(folder), "--db", db]
    scans = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              cwd=REPO) for _ in range(2)]  # fmt: skip
    for scan in scans:
        out, err = scan.communicate(timeout=120)
        assert scan.returncode == 0, err
        assert "60 log files" in out
    connection = connect(db)
    assert count(connection, "SELECT count(*) FROM games") == 60
    assert count(connection, "SELECT count(*) FROM files") == 60
    assert count(connection, "SELECT count(*) FROM rounds") == 300
    assert count(connection, "SELECT count(*) FROM round_seats") == 1200
    connection.close()


@requires_corpus
def test_the_corpus_is_indexed_as_its_records_say(tmp_path: Path) -> None:
    connection = connect(tmp_path / "corpus.sqlite3")
    files = corpus_files()
    report = index_folders(connection, [str(files[0].parent.parent)], workers=2)
    assert report.error_count == 0 and report.found == len(files)
    hashes = set()
    for path in files:
        record = read_mjlog(path)
        game_id, rounds = connection.execute(
            "SELECT game_id, round_count FROM files JOIN games ON id = game_id WHERE path = ?",
            (str(path),),
        ).fetchone()
        hashes.add(game_id)
        assert rounds == len(record.rounds), path
        events = [e for r in record.rounds for e in r.events]
        wins = [e for e in events if isinstance(e, Agari)]
        facts = connection.execute(
            "SELECT sum(won), sum(dealt_in), sum(riichi), sum(calls) FROM round_seats "
            "WHERE game_id = ?",
            (game_id,),
        ).fetchone()
        calls = sum(
            isinstance(e, Call)
            and e.meld.kind in (MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN)  # fmt: skip
            for e in events
        )
        riichi = sum(isinstance(e, RiichiDeclared) for e in events)
        dealt_in = len({(r.ordinal, e.from_seat) for r in record.rounds for e in r.events
                        if isinstance(e, Agari) and e.from_seat != e.seat})  # fmt: skip
        assert facts == (len(wins), dealt_in, riichi, calls), path
        points = connection.execute(
            "SELECT coalesce(sum(points), 0) FROM wins WHERE game_id = ?", (game_id,)
        ).fetchone()[0]
        assert points == sum(w.points for w in wins), path
    assert count(connection, "SELECT count(*) FROM games") == len(hashes)
    assert len(hashes) == len([p for p in files if not p.name.endswith(".gz")])
    connection.close()


def test_workers_started_by_spawn_as_the_window_starts_them(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    folder = tmp_path / "spawned"
    folder.mkdir()
    for number in range(30):
        game = YONMA_GAME.replace(b"<TAIKYOKU", f"<!-- {number} --><TAIKYOKU".encode())
        (folder / f"game{number:02d}.mjlog").write_bytes(game)
    report = index_folders(library, [str(folder)], workers=2, start_method="spawn")
    assert (report.read, report.new_games, report.error_count) == (30, 30, 0)
