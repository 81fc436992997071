"""`index --export-parquet DIR`: the tables read back from the Parquet files."""

from __future__ import annotations

import sqlite3
from datetime import UTC
from pathlib import Path

import pytest

from tests.library.games import YONMA_EXPECTED
from viewer.cli.main import main
from viewer.library import connect, index_folders
from viewer.library.export import TABLES, export_parquet


def test_every_table_reads_back_from_parquet(games_folder: Path, tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    connection = connect(tmp_path / "x.sqlite3")
    index_folders(connection, [str(games_folder)], workers=1)
    written = export_parquet(connection, tmp_path / "out")
    assert sorted(p.name for p in written) == sorted(f"{t}.parquet" for t in TABLES)
    for table in TABLES:
        rows = pq.read_table(tmp_path / "out" / f"{table}.parquet").num_rows
        assert rows == connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0], table
    seats = pq.read_table(tmp_path / "out" / "seats.parquet").to_pylist()
    games = pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    hashes = {g["content_hash"]: g for g in games}
    a = next(s for s in seats if s["name"] == "A" and hashes[s["content_hash"]]["players"] == 4)
    assert (a["seat"], a["final_score"], a["placement"]) == (0, 30000, 1)
    round_seats = pq.read_table(tmp_path / "out" / "round_seats.parquet").to_pylist()
    mine = [r for r in round_seats if r["content_hash"] == a["content_hash"] and r["seat"] == 0]
    assert sum(r["won"] for r in mine) / len(mine) == YONMA_EXPECTED["A"]["win_rate"]
    assert sum(r["riichi"] for r in mine) / len(mine) == YONMA_EXPECTED["A"]["riichi_rate"]
    connection.close()


def test_export_from_the_command_line(
    games_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    db = tmp_path / "cli.sqlite3"
    out = tmp_path / "shard-0"
    assert main(["index", str(games_folder), "--db", str(db), "--export-parquet", str(out)]) == 0
    assert "parquet: 10 tables" in capsys.readouterr().out
    wins = pq.read_table(out / "wins.parquet").to_pylist()
    connection = sqlite3.connect(db)
    assert len(wins) == connection.execute("SELECT count(*) FROM wins").fetchone()[0] == 6
    assert not list(out.glob("*.part"))


def test_export_without_pyarrow_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch,
    games_folder: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import builtins

    real_import = builtins.__import__

    def no_pyarrow(name: str, *args: object, **kwargs: object) -> object:
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    db = tmp_path / "none.sqlite3"
    assert main(["index", str(games_folder), "--db", str(db), "--export-parquet", "o"]) == 2
    assert "pip install 'mjlog-viewer[parquet]'" in capsys.readouterr().err
    assert not db.exists()  # refused before the scan, not after


def test_played_at_is_a_japan_time_timestamp(games_folder: Path, tmp_path: Path) -> None:
    """Not text: DuckDB and Spark compare it with a time without a cast (issue 24, item 6)."""
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    from datetime import datetime, timedelta

    connection = connect(tmp_path / "x.sqlite3")
    index_folders(connection, [str(games_folder)], workers=1)
    stored = dict(connection.execute("SELECT log_id, played_at FROM games").fetchall())
    assert stored == {"2024010112gm-00a9-0000-0a1b2c3d": "2024-01-01 12:00:00",
                      "2024020120gm-00b9-0000-4e5f6a7b": "2024-02-01 20:00:00"}  # fmt: skip
    export_parquet(connection, tmp_path / "out")
    connection.close()
    table = pq.read_table(tmp_path / "out" / "games.parquet")
    column = table.schema.field("played_at").type
    assert pa.types.is_timestamp(column) and column.tz == "Asia/Tokyo"
    when = {row["log_id"]: row["played_at"] for row in table.to_pylist()}
    utc = UTC
    assert when["2024010112gm-00a9-0000-0a1b2c3d"].astimezone(utc) == datetime(
        2024, 1, 1, 3, tzinfo=utc)  # fmt: skip
    assert when["2024020120gm-00b9-0000-4e5f6a7b"].utcoffset() == timedelta(hours=9)
    assert when["2024020120gm-00b9-0000-4e5f6a7b"].replace(tzinfo=None) == datetime(2024, 2, 1, 20)
    # a filter on the column itself, as a query engine pushes it down
    import pyarrow.compute as pc

    later = table.filter(pc.greater_equal(table["played_at"], pa.scalar(
        datetime(2024, 1, 15, tzinfo=utc), type=pa.timestamp("us", tz="UTC"))))  # fmt: skip
    assert later["log_id"].to_pylist() == ["2024020120gm-00b9-0000-4e5f6a7b"]


def test_played_at_text_that_is_no_time_exports_as_null() -> None:
    from viewer.library.export import japan_time

    assert japan_time(None) is None and japan_time("not a date") is None
    assert japan_time("2011-02-04 17:00:00").isoformat() == "2011-02-04T17:00:00+09:00"  # type: ignore[union-attr]


def test_mortal_reviews_name_their_game_by_content_hash(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    from tests.review.helpers import REVIEW_DATA, report_json

    folder = tmp_path / "logs"
    folder.mkdir()
    for name in ("game_4p.mjlog", "report_4p.json"):
        (folder / name).write_bytes((REVIEW_DATA / name).read_bytes())
    connection = connect(tmp_path / "x.sqlite3")
    index_folders(connection, [str(folder)], workers=1)
    export_parquet(connection, tmp_path / "out")
    connection.close()
    (game,) = pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    assert game["format"] == "mjlog" and len(game["deal_key"]) == 32
    (review,) = pq.read_table(tmp_path / "out" / "mortal_reviews.parquet").to_pylist()
    figures = report_json("4p")["review"]
    assert review == {
        "path": str(folder / "report_4p.json"), "content_hash": game["content_hash"],
        "seat": 1, "model": "fixture-4p", "rating": figures["rating"],
        "matches": figures["total_matches"], "decisions": figures["total_reviewed"],
        "bad_moves": 0,
    }  # fmt: skip


def test_the_coach_verdicts_are_exported_by_content_hash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    from tests.library.fake_judge import use_fake_judge
    from tests.library.judge_games import PLAYER, demo_copies
    from viewer.library.judge import judge_player

    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 2)
    connection = connect(tmp_path / "x.sqlite3")
    index_folders(connection, [str(tmp_path / "logs")], workers=1)
    judge_player(connection, PLAYER, workers=1)
    export_parquet(connection, tmp_path / "out")
    seats = pq.read_table(tmp_path / "out" / "coach_seats.parquet").to_pylist()
    decisions = pq.read_table(tmp_path / "out" / "coach_decisions.parquet").to_pylist()
    games = {
        g["content_hash"] for g in pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    }
    assert len(seats) == 2 and {s["content_hash"] for s in seats} == games
    assert all(s["seat"] == 1 and s["error"] is None and s["decisions"] == 27 for s in seats)
    for seat in seats:
        mine = [d for d in decisions if d["content_hash"] == seat["content_hash"]]
        assert sum(d["value_loss"] for d in mine) == pytest.approx(seat["points_lost"])
    connection.close()
