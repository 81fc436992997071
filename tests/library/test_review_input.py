"""Reports the library cannot use are unreadable files with one line saying why, never a
traceback nor a stopped scan; a report's size cap is the review's, not a log's."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import MJLOG_CORPUS, requires_corpus
from tests.review.helpers import REVIEW_DATA, report_json
from viewer.formats.mjlog import MAX_INPUT_BYTES
from viewer.library import connect, index_folders

Edit = Callable[[dict[str, Any]], object]
UNUSABLE = "a Mortal review report that cannot be used: "


def _without(*keys: str) -> Edit:
    return lambda d: [d.pop(key, None) for key in keys]


BROKEN: dict[str, tuple[str, Edit, str]] = {  # case: (fixture report, edit, reason)
    "rating over one": ("4p", lambda d: d["review"].update(rating=78.5),
                        "review.rating: 78.5 is not between 0 and 1"),
    "no game": ("4p", _without("mjai_log", "split_logs"),
                "the report holds no game (no mjai_log, no split_logs)"),
    "another engine": ("4p", lambda d: d.update(engine="NAGA"),
                       'engine: a review by "NAGA": only Mortal reports can be shown'),
    "no such seat": ("3p", lambda d: d.update(player_id=3),
                     "player_id: seat 3 does not exist in its 3-player game"),
    "a broken entry": ("4p",
                       lambda d: d["review"]["kyokus"][0]["entries"][0].update(details=[]),
                       "review.kyokus[0].entries[0].details: no candidates"),
    "no total": ("4p", lambda d: d["review"].pop("total_reviewed"),
                 "review: missing key 'total_reviewed'"),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_report_is_one_unreadable_file_with_its_reason(tmp_path: Path, case: str) -> None:
    kind, edit, reason = BROKEN[case]
    document = report_json(kind)
    edit(document)
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / "report.json").write_text(json.dumps(document), encoding="utf-8")
    shutil.copy(REVIEW_DATA / "game_4p.mjlog", folder)
    connection = connect(tmp_path / "library.sqlite3")
    report = index_folders(connection, [str(folder)], workers=1)
    assert (report.read, report.error_count, report.new_games) == (2, 1, 1)
    ((path, error),) = report.errors
    assert path == str(folder / "report.json")
    assert error == UNUSABLE + reason
    assert "\n" not in error and "Traceback" not in error
    rows = connection.execute("SELECT game_id, error FROM files WHERE path = ?", (path,))
    assert rows.fetchall() == [(None, error)]
    assert connection.execute("SELECT count(*) FROM mortal_reviews").fetchone()[0] == 0
    connection.close()


def test_a_report_cut_off_is_not_json_at_a_place(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_bytes((REVIEW_DATA / "report_4p.json").read_bytes()[:4000])
    connection = connect(tmp_path / "library.sqlite3")
    report = index_folders(connection, [str(path)], workers=1)
    ((_path, error),) = report.errors
    assert error.startswith(UNUSABLE + "line ") and "not JSON" in error
    connection.close()


def test_a_report_larger_than_any_log_is_read(tmp_path: Path) -> None:
    """A long game's report with its logs can pass the 4 MB a log may have."""
    text = (REVIEW_DATA / "report_4p.json").read_text(encoding="utf-8")
    big = tmp_path / "big.json"
    big.write_text(text.rstrip().removesuffix("}") + ', "padding": "' + "x" * MAX_INPUT_BYTES
                   + '"}', encoding="utf-8")  # fmt: skip
    other = tmp_path / "big_log.json"
    other.write_text('{"log": [], "padding": "' + "x" * MAX_INPUT_BYTES + '"}', encoding="utf-8")
    connection = connect(tmp_path / "library.sqlite3")
    report = index_folders(connection, [str(tmp_path)], workers=1)
    assert report.errors == ((str(other), "the file is 4.0 MB, larger than the 4 MB any log "
                                          "could be"),)  # fmt: skip
    assert connection.execute("SELECT count(*) FROM mortal_reviews").fetchone()[0] == 1
    connection.close()


@requires_corpus
def test_reports_of_corpus_games_attach_to_them(tmp_path: Path) -> None:
    """Reports made by the project's fixture generator for a 4- and a 3-player corpus game."""
    from scripts.make_review_fixtures import report

    games = [MJLOG_CORPUS / "mjx" / "2016052515gm-00a9-0000-c4d72066.mjlog",
             MJLOG_CORPUS / "dnovikoff-tenhou" / "sanma2.xml"]  # fmt: skip
    reports = tmp_path / "reports"
    reports.mkdir()
    for number, game in enumerate(games):
        document = report(game.read_bytes(), 1, f"corpus{number}", with_split_logs=number == 0)
        (reports / f"report{number}.json").write_text(json.dumps(document), encoding="utf-8")
    connection = connect(tmp_path / "library.sqlite3")
    scan = index_folders(connection, [str(reports), *map(str, games)], workers=1)
    assert (scan.error_count, scan.new_games) == (0, 2)
    rows = connection.execute(
        "SELECT g.format, g.log_id, r.seat, r.decisions FROM mortal_reviews AS r "
        "JOIN files AS f ON f.path = r.path JOIN games AS g ON g.id = f.game_id ORDER BY r.path"
    ).fetchall()
    assert [row[:3] for row in rows] == [
        ("mjlog", "2016052515gm-00a9-0000-c4d72066", 1), ("mjlog", None, 1)
    ]  # fmt: skip
    assert all(row[3] > 0 for row in rows)
    connection.close()
