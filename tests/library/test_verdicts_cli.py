"""`index --judge NAME` and `stats --json` / `--per-game` / `--worst N` as a user (or a checker)
runs them: exact keys, the coach's numbers as `coach --json` prints them, the Mortal figures as
the reports state them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.library.fake_judge import use_fake_judge
from tests.library.judge_games import PLAYER, coach_json, demo_copies
from tests.review.helpers import REVIEW_DATA
from viewer.cli.main import main

STATS_KEYS = {
    "games", "rounds", "placements", "average_placement", "win_rate", "deal_in_rate",
    "riichi_rate", "call_rate", "average_win_points", "average_deal_in_points", "player", "mode",
    "coach", "mortal",
}  # fmt: skip
GAME_KEYS = {"path", "played_at", "seat", "placement", "coach", "mortal"}
COACH_KEYS = {"decisions", "picks", "points_lost", "shanten_backs", "folds", "deal_ins", "calls",
              "kans", "riichi"}  # fmt: skip
WORST_KEYS = {"path", "round", "step", "played", "pick", "value_loss", "kind"}
NONE_CALLED = {"decisions": 0, "picks": 0, "missed": 0, "extra": 0}
REVIEWED = ("game_4p", "game_chankan_4p", "game_kokushi_4p")  # B (seat 1) reviewed in each
REPORTS = ("report_4p.json", "report_chankan_4p.json", "report_kokushi_4p.json")


def run(capsys: pytest.CaptureFixture[str], *arguments: str) -> Any:
    assert main(list(arguments)) == 0
    return json.loads(capsys.readouterr().out)


def report_figures(name: str) -> dict[str, Any]:
    """The report's own figures: its rating, matches, decisions, and its bad moves counted
    from its entries (the move played under 5 %)."""
    document = json.loads((REVIEW_DATA / name).read_text(encoding="utf-8"))
    review = document["review"]
    entries = [entry for kyoku in review["kyokus"] for entry in kyoku["entries"]]
    bad = sum(1 for e in entries if e["details"][e["actual_index"]]["prob"] < 0.05)
    return {"rating": review["rating"], "matches": review["total_matches"],
            "decisions": review["total_reviewed"], "bad_moves": bad}  # fmt: skip


@pytest.fixture
def reviewed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str]:
    """The review fixtures' games and reports (and a second report of the first game, which
    must not count twice), indexed and judged for B."""
    use_fake_judge(monkeypatch)
    folder = tmp_path / "logs"
    folder.mkdir()
    for name in (*(f"{g}.mjlog" for g in REVIEWED), *REPORTS, "report_4p_seat2.json"):
        shutil.copy(REVIEW_DATA / name, folder / name)
    copy = json.loads((REVIEW_DATA / "report_4p.json").read_text(encoding="utf-8"))
    copy["review"]["rating"] = 0.01
    (folder / "z_second_report_4p.json").write_text(json.dumps(copy), encoding="utf-8")
    db = str(tmp_path / "library.sqlite3")
    assert main(["index", str(folder), "--db", db, "--judge", "B", "--workers", "1"]) == 0
    return folder, db


def test_stats_json_sums_the_coach_and_the_mortal_reports(
    reviewed: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, db = reviewed
    capsys.readouterr()
    stats = run(capsys, "stats", "--player", "B", "--yonma", "--db", db, "--json")
    assert set(stats) == STATS_KEYS
    coached = [coach_json(folder / f"{g}.mjlog", 1) for g in REVIEWED]
    assert set(stats["coach"]) == {"decisions", "picks", "points_lost", "judged_games", "calls",
                                   "kans", "riichi"}  # fmt: skip
    assert stats["coach"]["judged_games"] == 3
    assert stats["coach"]["decisions"] == sum(c["decisions"] for c in coached)
    assert stats["coach"]["picks"] == sum(c["picks"] for c in coached)
    assert stats["coach"]["points_lost"] == pytest.approx(sum(c["points_lost"] for c in coached))
    for key in ("calls", "kans", "riichi"):
        assert stats["coach"][key] == {
            name: sum(c[key][name] for c in coached) for name in coached[0][key]
        }
    assert stats["coach"]["calls"]["decisions"] > 0
    figures = [report_figures(name) for name in REPORTS]
    assert stats["mortal"] == {
        "reviewed_games": 3,
        "matches": sum(f["matches"] for f in figures),
        "decisions": sum(f["decisions"] for f in figures),
        "bad_moves": sum(f["bad_moves"] for f in figures),
        "rating": pytest.approx(sum(f["rating"] for f in figures) / 3),
    }
    other = run(capsys, "stats", "--player", "C", "--yonma", "--db", db, "--json")
    assert other["mortal"] == {**report_figures("report_4p_seat2.json"), "reviewed_games": 1}
    assert other["coach"] == {"decisions": 0, "picks": 0, "points_lost": 0.0, "judged_games": 0,
                              "calls": NONE_CALLED, "kans": NONE_CALLED,
                              "riichi": {"decisions": 0, "matches": 0}}  # fmt: skip


def test_per_game_lists_each_game_with_its_coach_and_report(
    reviewed: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, db = reviewed
    capsys.readouterr()
    document = run(capsys, "stats", "--player", "B", "--yonma", "--db", db, "--per-game",
                   "--json")  # fmt: skip
    assert set(document) == {"games"}
    games = {Path(g["path"]).stem: g for g in document["games"]}
    assert set(games) == set(REVIEWED)
    for name, report in zip(REVIEWED, REPORTS, strict=True):
        row = games[name]
        assert set(row) == GAME_KEYS and row["seat"] == 1 and row["played_at"] is None
        coach = coach_json(folder / f"{name}.mjlog", 1)
        assert set(row["coach"]) == COACH_KEYS
        assert row["coach"] == {k: len(coach[k]) if k == "deal_ins" else coach[k]
                                for k in COACH_KEYS}  # fmt: skip
        assert row["mortal"] == report_figures(report)


def test_per_game_is_in_time_order_and_null_where_nothing_is_known(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    use_fake_judge(monkeypatch)
    paths = demo_copies(tmp_path / "logs", 3)
    db = str(tmp_path / "library.sqlite3")
    assert main(["index", str(tmp_path / "logs"), "--db", db]) == 0  # not judged
    capsys.readouterr()
    document = run(capsys, "stats", "--player", PLAYER, "--yonma", "--db", db, "--per-game")
    assert [g["path"] for g in document["games"]] == [str(p) for p in paths]
    assert [g["played_at"] for g in document["games"]] == [
        "2024-01-01 12:00:00", "2024-01-02 12:00:00", "2024-01-03 12:00:00",
    ]  # fmt: skip
    assert all(g["coach"] is None and g["mortal"] is None for g in document["games"])
    assert main(["index", str(tmp_path / "logs"), "--db", db, "--judge", PLAYER,
                 "--workers", "1"]) == 0  # fmt: skip
    captured = capsys.readouterr()
    assert f"judge {PLAYER}: 3 games judged (0 failed), 0 judged before" in captured.out
    lines = captured.err.splitlines()  # not a terminal: a line at the start and a line a game
    assert [line.split("] ")[1].split()[0] for line in lines] == ["0/3", "1/3", "2/3", "3/3"]
    document = run(capsys, "stats", "--player", PLAYER, "--yonma", "--db", db, "--per-game")
    assert all(g["coach"] is not None for g in document["games"])


def test_worst_lists_the_costliest_decisions_where_dump_has_them(
    reviewed: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    _folder, db = reviewed
    capsys.readouterr()
    document = run(capsys, "stats", "--player", "B", "--yonma", "--db", db, "--worst", "3")
    worst = document["worst"]
    assert set(document) == {"worst"} and len(worst) == 3
    assert all(set(row) == WORST_KEYS for row in worst)
    losses = [row["value_loss"] for row in worst]
    assert losses == sorted(losses, reverse=True) and losses[-1] > 0
    dumps: dict[str, Any] = {}
    for row in worst:
        if row["path"] not in dumps:
            dumps[row["path"]] = run(capsys, "dump", row["path"])
        step = dumps[row["path"]]["rounds"][row["round"]]["steps"][row["step"]]
        assert row["played"] not in row["pick"]
        if row["kind"] == "discard":
            assert step["event"] == "discard" and step["seat"] == 1
            assert step["rivers"][1][-1]["tile"] >> 2 == row["played"]
        else:  # a call on another seat's discard, or a kan after the seat's draw
            assert row["kind"] in ("call", "kan")
            assert step["event"] == "discard" if row["kind"] == "call" else step["seat"] == 1
    every = run(capsys, "stats", "--player", "B", "--yonma", "--db", db, "--worst", "1000")
    assert len(every["worst"]) > 3 and every["worst"][:3] == worst


def test_a_name_nobody_has_judges_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    demo_copies(tmp_path / "logs", 1)
    db = str(tmp_path / "library.sqlite3")
    assert main(["index", str(tmp_path / "logs"), "--db", db, "--judge", "Nobody"]) == 0
    assert "no indexed game has a player named 'Nobody'" in capsys.readouterr().err


@pytest.mark.parametrize("worst", ["0", "-3", "many"])
def test_worst_takes_a_positive_number(
    worst: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["stats", "--player", "B", "--yonma", "--db", str(tmp_path / "x.sqlite3"),
              "--worst", worst])  # fmt: skip
    assert "is not a positive whole number" in capsys.readouterr().err
