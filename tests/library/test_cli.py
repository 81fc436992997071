"""`mjlog-viewer index` and `mjlog-viewer stats --json` as a user (or a checker) runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.library.games import YONMA_EXPECTED
from viewer.cli.main import main

KEYS = {
    "games", "rounds", "placements", "average_placement", "win_rate", "deal_in_rate",
    "riichi_rate", "call_rate", "average_win_points", "average_deal_in_points", "player", "mode",
    "coach", "mortal",
}  # fmt: skip


def test_index_then_stats_prints_exactly_the_keys(
    games_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    assert main(["index", str(games_folder), "--db", db]) == 0
    out = capsys.readouterr().out
    assert "2 log files: 2 read" in out and db in out
    assert main(["stats", "--player", "C", "--yonma", "--db", db, "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert set(stats) == KEYS
    assert stats["player"] == "C" and stats["mode"] == "yonma"
    assert stats["placements"] == YONMA_EXPECTED["C"]["placements"]
    assert stats["deal_in_rate"] == pytest.approx(0.2)
    assert main(["stats", "--player", "C", "--sanma", "--db", db, "--json",
                 "--since", "2024-01-01", "--until", "2024-12-31"]) == 0  # fmt: skip
    assert json.loads(capsys.readouterr().out)["placements"] == [1, 0, 0]


def test_the_default_database_follows_xdg_data_home(
    games_folder: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert main(["index", str(games_folder)]) == 0
    assert (tmp_path / "xdg/mjlog-viewer/mjlog-viewer/library.sqlite3").is_file()
    assert main(["stats", "--player", "A", "--yonma", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["games"] == 1


def test_unreadable_files_are_listed_and_the_scan_succeeds(
    games_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (games_folder / "junk.xml").write_text("<html>not a log</html>")
    assert main(["index", str(games_folder), "--db", str(tmp_path / "e.sqlite3")]) == 0
    captured = capsys.readouterr()
    assert "1 unreadable" in captured.out
    assert f"{games_folder / 'junk.xml'}: " in captured.err
    assert "Traceback" not in captured.err


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["stats", "--player", "A", "--json"], "one of the arguments --yonma --sanma"),
        (["stats", "--player", "A", "--yonma", "--sanma"], "not allowed with"),
        (["stats", "--player", "A", "--yonma", "--since", "yesterday"], "is not a date"),
    ],
)
def test_bad_arguments_are_one_line_errors(
    arguments: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) if "--since" not in arguments else _no_exit():
        code = main([*arguments, "--db", str(tmp_path / "x.sqlite3")])
        assert code == 2
    assert message in capsys.readouterr().err


def test_a_database_that_is_not_one_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"x" * 4096)
    assert main(["stats", "--player", "A", "--yonma", "--db", str(bad), "--json"]) == 2
    assert "not a library database" in capsys.readouterr().err


class _no_exit:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return False


def test_a_url_encoded_name_finds_the_player(
    games_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "n.sqlite3")
    assert main(["index", str(games_folder), "--db", db]) == 0
    capsys.readouterr()
    assert main(["stats", "--player", "%41", "--yonma", "--db", db, "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["player"] == "A" and stats["games"] == 1


def test_a_missing_folder_is_an_error_and_keeps_its_games(
    games_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.sqlite3")
    assert main(["index", str(games_folder), "--db", db]) == 0
    moved = tmp_path / "unplugged"
    games_folder.rename(moved)
    assert main(["index", str(games_folder), "--db", db]) == 1
    assert "no such file or folder" in capsys.readouterr().err
    assert main(["stats", "--player", "A", "--yonma", "--db", db, "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["games"] == 1


def test_index_attaches_mortal_reports_as_a_user_runs_it(tmp_path: Path) -> None:
    """`mjlog-viewer index` itself (a process of its own) on a folder with a generated game, its
    report, a report of a game the folder lacks, and a broken report."""
    import sqlite3
    import subprocess
    import sys

    from tests.conftest import REPO
    from tests.review.helpers import REVIEW_DATA

    folder = tmp_path / "mine"
    folder.mkdir()
    for name in ("game_4p.mjlog", "report_4p.json", "report_3p.json"):
        (folder / name).write_bytes((REVIEW_DATA / name).read_bytes())
    broken = folder / "broken.json"
    broken.write_text('{"engine": "Mortal", "review": {"rating": "high"}}', encoding="utf-8")
    db = tmp_path / "library.sqlite3"
    command = [sys.executable, "-m", "viewer", "index", str(folder), "--db", str(db)]

    def run() -> subprocess.CompletedProcess[str]:
        done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
        return done

    first = run()
    assert "4 log files: 4 read" in first.stdout and "1 unreadable" in first.stdout
    assert "2 new games, 2 in the library" in first.stdout
    assert f"{broken}: a Mortal review report that cannot be used: " in first.stderr
    second = run()
    assert "0 read, 4 unchanged" in second.stdout and "2 in the library" in second.stdout
    connection = sqlite3.connect(db)
    rows = connection.execute(
        "SELECT g.format, r.seat FROM mortal_reviews AS r JOIN files AS f ON f.path = r.path "
        "JOIN games AS g ON g.id = f.game_id ORDER BY r.path"
    ).fetchall()
    connection.close()
    assert rows == [("mortal", 2), ("mjlog", 1)]  # report_3p: its own game; report_4p: the log's
