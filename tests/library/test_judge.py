"""``index --judge``: the coach's verdicts stored per game and seat, equal to ``coach --json``;
games that cannot be judged recorded with their reason; a new model version judges again."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.library.fake_judge import use_fake_judge
from tests.library.judge_games import PLAYER, coach_json, demo_copies, small_games
from viewer.coach import game, value
from viewer.library import connect, index_folders
from viewer.library.judge import JudgeProgress, judge_player
from viewer.library.progress import clock, judge_line

NUMBERS = ("decisions", "picks", "points_lost", "shanten_backs", "folds", "deal_ins")
CHOICES = ("call_decisions", "call_picks", "call_missed", "call_extra", "kan_decisions",
           "kan_picks", "kan_missed", "kan_extra", "riichi_decisions",
           "riichi_matches")  # fmt: skip


def indexed(tmp_path: Path, *folders: Path) -> sqlite3.Connection:
    connection = connect(tmp_path / "library.sqlite3")
    report = index_folders(connection, [str(f) for f in folders], workers=1)
    assert report.error_count == 0, report.errors
    return connection


def stored(connection: sqlite3.Connection) -> dict[tuple[str, int], dict[str, Any]]:
    """(file, seat) -> the stored numbers and decisions of every judged seat."""
    rows = connection.execute(
        "SELECT f.path, c.seat, c.decisions, c.picks, c.points_lost, c.shanten_backs, c.folds, "
        f"c.deal_ins, {', '.join('c.' + k for k in CHOICES)}, c.error, c.game_id "
        "FROM coach_seats AS c JOIN files AS f ON f.game_id = c.game_id"
    ).fetchall()
    found = {}
    for path, seat, *numbers, error, game_id in rows:
        decisions = connection.execute(
            "SELECT round, step, played, pick, value_loss, kind FROM coach_decisions "
            "WHERE game_id = ? AND seat = ? ORDER BY round, step, kind",
            (game_id, seat),
        ).fetchall()
        found[(path, seat)] = {**dict(zip(NUMBERS + CHOICES, numbers, strict=True)),
                               "error": error, "rows": decisions}  # fmt: skip
    return found


def expected(path: Path, seat: int) -> dict[str, Any]:
    report = coach_json(path, seat)
    return {key: len(report[key]) if key == "deal_ins" else report[key] for key in NUMBERS}


def test_stored_numbers_are_what_coach_json_prints_for_the_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    paths = demo_copies(tmp_path / "logs", 2, twice=True)
    connection = indexed(tmp_path, tmp_path / "logs")
    report = judge_player(connection, PLAYER, workers=1)
    assert (report.games, report.done, report.failed, report.stopped) == (2, 2, 0, False)
    verdicts = stored(connection)
    assert sorted(verdicts) == sorted((str(p), seat) for p in paths for seat in (1, 3))
    for (path, seat), verdict in verdicts.items():
        coach = coach_json(Path(path), seat)
        assert {k: verdict[k] for k in NUMBERS} == expected(Path(path), seat)
        assert [verdict[k] for k in CHOICES] == [
            *coach["calls"].values(),
            *coach["kans"].values(),
            *coach["riichi"].values(),
        ]
        assert verdict["call_decisions"] > 0
        assert (verdict["riichi_decisions"] > 0) == (seat == 3)  # the demo's seat 3 is tenpai
        assert verdict["error"] is None
        # every decision with a value_loss: they sum to points_lost, the costliest are the report's
        assert sum(row[4] for row in verdict["rows"]) == pytest.approx(coach["points_lost"])
        costly = sorted((r for r in verdict["rows"] if r[4] > 0), key=lambda r: (-r[4], r[0], r[1]))
        assert [
            {"round": r[0], "step": r[1], "played": r[2],
             "pick": [int(k) for k in r[3].split(",")], "value_loss": r[4], "kind": r[5]}
            for r in costly[:5]
        ] == coach["costliest"]  # fmt: skip
        assert {r[5] for r in verdict["rows"]} <= {"discard", "call", "kan"}
    assert judge_player(connection, PLAYER, workers=1).games == 0  # nothing left to judge


def test_a_game_that_cannot_be_judged_is_recorded_with_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    paths = demo_copies(tmp_path / "logs", 4)
    connection = indexed(tmp_path, tmp_path / "logs")
    paths[1].unlink()  # gone since the scan
    paths[2].write_bytes(b"<mjloggm ver='2.3'><GO type='169'/><INIT")  # broken since the scan
    report = judge_player(connection, PLAYER, workers=1)
    assert (report.games, report.done, report.failed) == (4, 4, 2)
    reasons = dict(report.errors)
    assert set(reasons) == {str(paths[1]), str(paths[2])}
    assert all("\n" not in r and "Traceback" not in r for r in reasons.values())
    verdicts = stored(connection)
    assert verdicts[(str(paths[1]), 1)]["decisions"] is None
    assert verdicts[(str(paths[1]), 1)]["error"] == reasons[str(paths[1])]
    assert verdicts[(str(paths[0]), 1)]["error"] is None  # the others were judged
    assert verdicts[(str(paths[3]), 1)]["decisions"] == expected(paths[3], 1)["decisions"]
    assert judge_player(connection, PLAYER, workers=1).games == 0  # failed counts as judged


def test_a_coach_error_is_one_line_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> None:
        raise RuntimeError("no model\nfor this hand")

    use_fake_judge(monkeypatch)
    monkeypatch.setattr(game, "judge", broken)
    demo_copies(tmp_path / "logs", 2)
    connection = indexed(tmp_path, tmp_path / "logs")
    report = judge_player(connection, PLAYER, workers=1)
    assert (report.done, report.failed) == (2, 2)
    assert {reason for _, reason in report.errors} == {
        "internal error while judging: RuntimeError: no model for this hand"
    }


def test_a_new_model_version_judges_every_game_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 3)
    connection = indexed(tmp_path, tmp_path / "logs")
    assert judge_player(connection, PLAYER, workers=1).done == 3
    assert judge_player(connection, PLAYER, workers=1).games == 0
    monkeypatch.setattr(value, "MODEL_VERSION", value.MODEL_VERSION + 1)
    again = judge_player(connection, PLAYER, workers=1)
    assert (again.games, again.done, again.already) == (3, 3, 0)
    versions = connection.execute("SELECT DISTINCT model_version FROM coach_seats").fetchall()
    assert versions == [(value.MODEL_VERSION,)]
    assert connection.execute("SELECT count(*) FROM coach_seats").fetchone()[0] == 3


def test_a_changed_file_is_another_game_judged_anew(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    paths = demo_copies(tmp_path / "logs", 2)
    connection = indexed(tmp_path, tmp_path / "logs")
    judge_player(connection, PLAYER, workers=1)
    paths[0].write_bytes(paths[0].read_bytes().replace(b"<!-- 0 -->", b"<!-- changed -->"))
    index_folders(connection, [str(tmp_path / "logs")], workers=1)
    again = judge_player(connection, PLAYER, workers=1)
    assert (again.games, again.already) == (1, 1)
    assert connection.execute("SELECT count(*) FROM coach_seats").fetchone()[0] == 2


def test_worker_processes_judge_with_the_real_coach(tmp_path: Path) -> None:
    """The pool (spawned processes: the fake does not reach them) stores what the coach says."""
    paths = small_games(tmp_path / "small", 3)
    connection = indexed(tmp_path, tmp_path / "small")
    seen: list[JudgeProgress] = []
    report = judge_player(connection, "A", workers=2, pool=True, progress=seen.append)
    assert (report.games, report.done, report.failed) == (3, 3, 0), report.errors
    verdicts = stored(connection)
    for path in paths:
        assert {k: verdicts[(str(path), 0)][k] for k in NUMBERS} == expected(path, 0)
    assert seen[-1].done == 3 and seen[-1].left == 0.0


def test_the_progress_line_says_games_time_a_game_and_time_left() -> None:
    line = judge_line(JudgeProgress(games=40, done=3, failed=1, share=1.0, elapsed=480.0))
    assert line.startswith("[###-------------------------] 3/40 games")
    assert "2:00 a game" in line and "1:12:00 left" in line and "1 failed" in line
    assert "estimating" in judge_line(JudgeProgress(4, 0, 0, 0.0, 3.0))
    assert judge_line(JudgeProgress(0, 0, 0, 0.0, 0.0)) == "no game left to judge"
    assert (clock(59.6), clock(3725)) == ("1:00", "1:02:05")
