"""Each judged seat's luck in the library (``luck_seats``): what `luck --json` says of the seat,
computed by the judge runs, alone for the games judged before it existed, again for a new luck
version, and read back with the seat's games for the Progress tab."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.library.fake_judge import use_fake_judge
from tests.library.judge_games import PLAYER, demo_copies
from tests.luck.scripted import scripted_log
from tests.wall import vectors
from viewer.cli.luck import run_luck
from viewer.library import connect, index_folders
from viewer.library.judge import judge_player
from viewer.library.judge_store import games_to_judge
from viewer.library.schema import MIGRATIONS, SCHEMA_VERSION, apply_migrations, schema_version
from viewer.library.verdicts import played_games
from viewer.luck import game as luck_game

COLUMNS = ("draws", "hits", "expected", "variance", "draw_z", "tenpais", "walled_tenpais",
           "dead_waits", "cut_off_waits", "deal_ins_while_tenpai", "error")  # fmt: skip


def indexed(tmp_path: Path, folder: Path) -> sqlite3.Connection:
    connection = connect(tmp_path / "library.sqlite3")
    report = index_folders(connection, [str(folder)], workers=1)
    assert report.error_count == 0, report.errors
    return connection


def stored_luck(connection: sqlite3.Connection) -> dict[tuple[str, int], dict[str, Any]]:
    rows = connection.execute(
        f"SELECT f.path, l.seat, {', '.join('l.' + c for c in COLUMNS)} FROM luck_seats AS l "
        "JOIN files AS f ON f.game_id = l.game_id"
    ).fetchall()
    return {(path, seat): dict(zip(COLUMNS, rest, strict=True)) for path, seat, *rest in rows}


def luck_json_of(path: str, seat: int) -> dict[str, Any]:
    out = io.StringIO()
    assert run_luck([path, "--seat", str(seat), "--json"], out, io.StringIO()) == 0
    document: dict[str, Any] = json.loads(out.getvalue())
    return document


def check_row(row: dict[str, Any], path: str, seat: int) -> None:
    """The stored row is what `luck --json` says of the seat."""
    document = luck_json_of(path, seat)
    (summary,) = document["summary"]
    draws = [s["draws"] for r in document["rounds"] for s in r["seats"]]
    assert row["error"] is None
    assert row["draws"] == sum(d["count"] for d in draws)
    assert row["hits"] == sum(d["hits"] for d in draws)
    assert row["expected"] == pytest.approx(sum(d["expected"] for d in draws))
    assert row["draw_z"] == pytest.approx(summary["draw_z"])
    for key in ("tenpais", "dead_waits", "cut_off_waits", "deal_ins_while_tenpai"):
        assert row[key] == summary[key]
    walled = [t for r in document["rounds"] if r["wall"] for s in r["seats"] for t in s["tenpais"]]
    assert row["walled_tenpais"] == len(walled)


def test_a_judge_run_keeps_each_judged_seat_s_luck(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    paths = demo_copies(tmp_path / "logs", 2, twice=True)
    connection = indexed(tmp_path, tmp_path / "logs")
    judge_player(connection, PLAYER, workers=1)
    luck = stored_luck(connection)
    assert sorted(luck) == sorted((str(p), seat) for p in paths for seat in (1, 3))
    for (path, seat), row in luck.items():
        check_row(row, path, seat)
    assert games_to_judge(connection, PLAYER, 2**30) != []  # (another model: the coach again)
    assert judge_player(connection, PLAYER, workers=1).games == 0


def test_dead_and_cut_off_waits_of_a_game_whose_walls_reproduce(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game played from Tenhou's published seed: C (seat 2) has dead and cut-off waits."""
    use_fake_judge(monkeypatch)
    folder = tmp_path / "logs"
    folder.mkdir()
    path = folder / "2016022509gm-0009-0000-b327da61.mjlog"
    path.write_bytes(scripted_log(vectors.SEED, 2, pon_in=0)[0])
    connection = indexed(tmp_path, folder)
    judge_player(connection, "C", workers=1)
    row = stored_luck(connection)[(str(path), 2)]
    check_row(row, str(path), 2)
    assert row["walled_tenpais"] == row["tenpais"] > 0
    assert row["dead_waits"] >= 1 and row["cut_off_waits"] >= 1
    (game,) = played_games(connection, "C", "yonma")
    assert game.luck is not None
    assert (game.luck.dead_waits, game.luck.tenpais) == (row["dead_waits"], row["tenpais"])
    assert game.luck.draw_z == pytest.approx(row["draw_z"])


def test_games_judged_before_luck_get_a_task_of_luck_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 2)
    connection = indexed(tmp_path, tmp_path / "logs")
    judge_player(connection, PLAYER, workers=1)
    seconds = connection.execute("SELECT game_id, seconds FROM coach_seats").fetchall()
    connection.execute("DELETE FROM luck_seats")  # as a library of schema 5 had none
    tasks = games_to_judge(connection, PLAYER, _model())
    assert [(t.seats, t.luck_seats) for t in tasks] == [((), (1,)), ((), (1,))]
    report = judge_player(connection, PLAYER, workers=1)
    assert (report.games, report.done, report.failed) == (2, 2, 0)
    assert connection.execute("SELECT game_id, seconds FROM coach_seats").fetchall() == seconds
    assert len(stored_luck(connection)) == 2
    monkeypatch.setattr("viewer.library.judge_store.LUCK_VERSION", luck_game.LUCK_VERSION + 1)
    assert [t.luck_seats for t in games_to_judge(connection, PLAYER, _model())] == [(1,), (1,)]


def test_a_game_gone_since_the_scan_keeps_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    paths = demo_copies(tmp_path / "logs", 2)
    connection = indexed(tmp_path, tmp_path / "logs")
    paths[0].unlink()
    judge_player(connection, PLAYER, workers=1)
    luck = stored_luck(connection)
    gone = luck[(str(paths[0]), 1)]
    assert gone["draws"] is None and gone["error"] and "\n" not in gone["error"]
    assert luck[(str(paths[1]), 1)]["error"] is None
    games = played_games(connection, PLAYER, "yonma")
    assert [g.luck is None for g in games] == [True, False]


def test_a_version_5_library_gets_the_luck_table(tmp_path: Path) -> None:
    db = tmp_path / "v5.sqlite3"
    old = sqlite3.connect(db, isolation_level=None)
    apply_migrations(old, MIGRATIONS[:5])
    old.close()
    connection = connect(db)
    assert schema_version(connection) == SCHEMA_VERSION == 7  # 7: the calls' columns after it
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    assert "luck_seats" in tables


def _model() -> int:
    from viewer.coach import value

    return value.MODEL_VERSION
