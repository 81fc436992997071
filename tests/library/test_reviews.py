"""Mortal review reports in the library: a report is the game it reviews, attached to that game
whichever file holds it and whatever the scan order, with the report's own figures."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.review.helpers import REVIEW_DATA, report_json
from viewer.formats.mjlog import read_mjlog
from viewer.formats.tenhou6 import write_tenhou6
from viewer.library import connect, index_folders

State = tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]


def put(folder: Path, *names: str) -> Path:
    """Copies of the generated review fixtures (scripts/make_review_fixtures.py)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(REVIEW_DATA / name, folder / name)
    return folder


def write_report(path: Path, document: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def state(connection: sqlite3.Connection) -> State:
    """The games (by content) and each report's game and figures, free of ids and scan order."""
    games = connection.execute(
        "SELECT format, content_hash, deal_key, players, round_count FROM games "
        "ORDER BY content_hash"
    ).fetchall()
    reviews = connection.execute(
        "SELECT r.path, g.content_hash, r.seat, r.model, r.rating, r.matches, r.decisions, "
        "r.bad_moves FROM mortal_reviews AS r JOIN files AS f ON f.path = r.path "
        "JOIN games AS g ON g.id = f.game_id ORDER BY r.path"
    ).fetchall()
    return games, reviews


def scan(connection: sqlite3.Connection, *paths: Path) -> None:
    report = index_folders(connection, [str(p) for p in paths], workers=1)
    assert report.error_count == 0, report.errors


@pytest.mark.parametrize("order", ["together", "report first", "log first"])
def test_a_log_and_its_report_are_one_game_with_the_report_attached(
    tmp_path: Path, order: str
) -> None:
    folder = put(tmp_path / "logs", "game_4p.mjlog", "report_4p.json")
    connection = connect(tmp_path / "library.sqlite3")
    if order == "report first":
        scan(connection, folder / "report_4p.json")
    elif order == "log first":
        scan(connection, folder / "game_4p.mjlog")
    scan(connection, folder)
    games, reviews = state(connection)
    assert [(g[0], g[3]) for g in games] == [("mjlog", 4)]
    document = report_json("4p")
    figures = document["review"]
    assert reviews == [
        (str(folder / "report_4p.json"), games[0][1], 1, "fixture-4p", figures["rating"],
         figures["total_matches"], figures["total_reviewed"], 0),
    ]  # fmt: skip
    log_game, report_game = connection.execute(
        "SELECT (SELECT game_id FROM files WHERE path LIKE '%.mjlog'), "
        "(SELECT game_id FROM files WHERE path LIKE '%.json')"
    ).fetchone()
    assert log_game == report_game
    connection.close()


def test_the_end_is_the_same_whatever_the_order(tmp_path: Path) -> None:
    names = ("game_4p.mjlog", "report_4p.json", "report_4p_seat2.json", "report_3p.json")
    ends = []
    for number, order in enumerate((names, names[::-1], names[1:] + names[:1])):
        folder = put(tmp_path / f"logs{number}", *names)
        connection = connect(tmp_path / f"library{number}.sqlite3")
        for name in order:
            scan(connection, folder / name)
        games, reviews = state(connection)
        ends.append((games, [(Path(r[0]).name, *r[1:]) for r in reviews]))
        connection.close()
    assert ends[0] == ends[1] == ends[2]
    games, reviews = ends[0]
    assert sorted(g[0] for g in games) == ["mjlog", "mortal"]  # the 3-player game: its report
    assert [(r[0], r[2]) for r in reviews] == [
        ("report_3p.json", 2), ("report_4p.json", 1), ("report_4p_seat2.json", 2)
    ]  # fmt: skip


def test_a_report_alone_is_its_game_until_a_log_of_it_comes(tmp_path: Path) -> None:
    folder = put(tmp_path / "reports", "report_4p.json", "report_4p_seat2.json")
    connection = connect(tmp_path / "library.sqlite3")
    report = index_folders(connection, [str(folder)], workers=1)
    assert (report.read, report.new_games, report.error_count) == (2, 1, 0)
    games, reviews = state(connection)
    assert len(games) == 1 and games[0][0] == "mortal"
    assert games[0][1] == f"deal:{games[0][2]}"  # every report of the game: one stand-in
    assert [r[2] for r in reviews] == [1, 2]
    names = connection.execute("SELECT name FROM seats ORDER BY seat").fetchall()
    assert names == [("A",), ("B",), ("C",), ("D",)]  # the game the report carries
    stand_in = connection.execute("SELECT round_count FROM games").fetchone()[0]
    assert stand_in == len(read_mjlog(REVIEW_DATA / "game_4p.mjlog").rounds)

    put(tmp_path / "logs", "game_4p.mjlog")
    report = index_folders(connection, [str(tmp_path / "logs")], workers=1)
    assert report.new_games == 0  # the library had the game: the log takes the stand-in's place
    games, reviews = state(connection)
    assert [g[0] for g in games] == ["mjlog"]
    assert {r[1] for r in reviews} == {games[0][1]}
    assert connection.execute("SELECT count(*) FROM seats").fetchone()[0] == 4
    connection.close()


def test_bad_moves_are_the_decisions_played_under_five_percent(tmp_path: Path) -> None:
    document = report_json("4p")
    entries = [e for k in document["review"]["kyokus"] for e in k["entries"]]
    for entry, prob in zip(entries, (0.01, 0.0499, 0.05, 0.2), strict=False):
        entry["details"][entry["actual_index"]]["prob"] = prob
    document["review"]["rating"] = 0.5
    path = write_report(tmp_path / "logs" / "edited.json", document)
    connection = connect(tmp_path / "library.sqlite3")
    scan(connection, path)
    assert connection.execute("SELECT rating, bad_moves FROM mortal_reviews").fetchall() == [
        (0.5, 2)
    ]
    connection.close()


def test_a_rescan_adds_nothing_and_a_changed_report_is_read_again(tmp_path: Path) -> None:
    folder = put(tmp_path / "logs", "game_4p.mjlog", "report_4p.json")
    connection = connect(tmp_path / "library.sqlite3")
    scan(connection, folder)
    first = state(connection)
    report = index_folders(connection, [str(folder)], workers=1)
    assert report.read == 0 and state(connection) == first

    document = report_json("4p")
    document["review"] |= {"model_tag": "mortal-v4", "rating": 0.25}
    path = write_report(folder / "report_4p.json", document)
    os.utime(path, ns=(1, 1))  # another time, whatever the clock's resolution
    report = index_folders(connection, [str(folder)], workers=1)
    assert report.read == 1
    games, reviews = state(connection)
    assert games == first[0]
    assert [(r[3], r[4]) for r in reviews] == [("mortal-v4", 0.25)]
    connection.close()


def test_a_deleted_report_takes_its_figures_and_its_stand_in_along(tmp_path: Path) -> None:
    folder = put(tmp_path / "logs", "game_4p.mjlog", "report_4p.json", "report_3p.json")
    connection = connect(tmp_path / "library.sqlite3")
    scan(connection, folder)
    (folder / "report_4p.json").unlink()
    (folder / "report_3p.json").unlink()
    report = index_folders(connection, [str(folder)], workers=1)
    assert report.dropped == 2
    games, reviews = state(connection)
    assert [g[0] for g in games] == ["mjlog"] and reviews == []
    connection.close()


def test_a_report_that_breaks_leaves_the_game_and_loses_its_figures(tmp_path: Path) -> None:
    folder = put(tmp_path / "logs", "game_4p.mjlog", "report_4p.json")
    connection = connect(tmp_path / "library.sqlite3")
    scan(connection, folder)
    path = folder / "report_4p.json"
    path.write_text(path.read_text(encoding="utf-8")[:3000], encoding="utf-8")
    report = index_folders(connection, [str(folder)], workers=1)
    assert report.error_count == 1
    games, reviews = state(connection)
    assert [g[0] for g in games] == ["mjlog"] and reviews == []
    error = connection.execute("SELECT error FROM files WHERE path = ?", (str(path),)).fetchone()
    assert error[0].startswith("a Mortal review report that cannot be used: line ")
    connection.close()


@pytest.mark.parametrize("first", ["mjlog", "tenhou6"])
def test_a_report_goes_to_the_mjlog_of_a_game_also_indexed_as_tenhou6(
    tmp_path: Path, first: str
) -> None:
    """The same game as an mjlog and as its tenhou.net/6 export stays two games (two contents),
    and the report goes to the mjlog's, whichever was read first."""
    folder = put(tmp_path / "logs", "game_4p.mjlog", "report_4p.json")
    (folder / "game_4p.json").write_bytes(write_tenhou6(read_mjlog(folder / "game_4p.mjlog")))
    connection = connect(tmp_path / "library.sqlite3")
    scan(connection, folder / "report_4p.json")
    scan(connection, folder / ("game_4p.mjlog" if first == "mjlog" else "game_4p.json"))
    scan(connection, folder)
    games, reviews = state(connection)
    assert sorted(g[0] for g in games) == ["mjlog", "tenhou6"]
    assert len({g[2] for g in games}) == 1  # one deal key
    mjlog_hash = next(g[1] for g in games if g[0] == "mjlog")
    assert [r[1] for r in reviews] == [mjlog_hash]
    connection.close()


def test_the_game_a_report_goes_to_is_chosen_by_content(tmp_path: Path) -> None:
    """A log before a stand-in, an mjlog before another format, then the smallest hash."""
    from viewer.library.review_store import reviewed_game

    connection = connect(tmp_path / "library.sqlite3")
    rows = [(1, "deal:k", "mortal"), (2, "0000", "tenhou6"), (3, "ffff", "mjlog"),
            (4, "eeee", "mjlog"), (5, "1111", "mjai")]  # fmt: skip
    expected = {5: 4, 4: 4, 3: 3, 2: 2, 1: 1, 0: None}  # games left -> the chosen one
    for left in range(len(rows), -1, -1):
        connection.execute("DELETE FROM games")
        connection.executemany(
            "INSERT INTO games (id, content_hash, format, players, type_bits, room, "
            "round_count, complete, deal_key) VALUES (?, ?, ?, 4, 0, '', 1, 1, 'k')",
            rows[:left],
        )
        assert reviewed_game(connection, "k") == expected[left], left
    connection.close()
