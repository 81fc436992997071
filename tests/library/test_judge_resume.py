"""A judge run that is stopped or killed keeps every game it finished, and the next run judges
only the rest (each game is committed on its own)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.library.fake_judge import fake_judge, use_fake_judge
from tests.library.judge_games import PLAYER, demo_copies, small_games
from viewer.coach import game
from viewer.library import connect, index_folders
from viewer.library.judge import JudgeProgress, judge_player


def indexed(tmp_path: Path, folder: Path) -> sqlite3.Connection:
    connection = connect(tmp_path / "library.sqlite3")
    index_folders(connection, [str(folder)], workers=1)
    return connection


def judged(connection: sqlite3.Connection) -> dict[int, float]:
    """game id -> the seconds stored with its verdict (a game judged again gets new ones)."""
    return dict(connection.execute("SELECT game_id, seconds FROM coach_seats").fetchall())


def test_a_stopped_run_keeps_its_games_and_the_next_judges_only_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 5)
    connection = indexed(tmp_path, tmp_path / "logs")
    seen: list[JudgeProgress] = []
    first = judge_player(
        connection, PLAYER, workers=1, progress=seen.append,
        cancelled=lambda: bool(seen) and seen[-1].done >= 2,
    )  # fmt: skip
    assert (first.games, first.done, first.stopped) == (5, 2, True)
    kept = judged(connection)
    assert len(kept) == 2
    second = judge_player(connection, PLAYER, workers=1)
    assert (second.games, second.done, second.already, second.stopped) == (3, 3, 2, False)
    after = judged(connection)
    assert len(after) == 5 and {g: after[g] for g in kept} == kept  # the first two untouched


def kestrel_decisions() -> int:
    """Kestrel's (seat 1's) decisions in the demo, each judged once: 27 discards and the call,
    kan and riichi decisions."""
    from viewer.coach import GameCoach
    from viewer.coach.batch import game_choices
    from viewer.formats.detect import read_game
    from viewer.replay import Timeline
    from viewer.resources import demo_log_path

    record = read_game(str(demo_log_path()))
    timeline = Timeline(record)
    timeline.replay_all()
    choices = game_choices(GameCoach(record, timeline), [1])
    assert choices  # the demo's seat 1 calls
    return 27 + len(choices)


def test_a_run_killed_inside_a_game_keeps_the_games_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed (here: interrupted by the judge itself) in the middle of the third game."""
    calls = []

    def dying(*args: object) -> object:
        calls.append(1)
        if len(calls) == 2 * decisions + 3:
            raise KeyboardInterrupt
        return fake_judge(*args)  # type: ignore[arg-type]

    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 4)
    connection = indexed(tmp_path, tmp_path / "logs")
    decisions = kestrel_decisions()
    monkeypatch.setattr(game, "judge", dying)
    with pytest.raises(KeyboardInterrupt):
        judge_player(connection, PLAYER, workers=1)
    kept = judged(connection)
    assert len(kept) == 2
    assert connection.execute("SELECT count(*) FROM coach_decisions").fetchone()[0] > 0
    use_fake_judge(monkeypatch)
    rest = judge_player(connection, PLAYER, workers=1)
    assert (rest.games, rest.done) == (2, 2)
    after = judged(connection)
    assert len(after) == 4 and {g: after[g] for g in kept} == kept


def test_a_process_killed_half_way_resumes_where_it_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    demo_copies(tmp_path / "logs", 3)
    db = tmp_path / "library.sqlite3"
    connection = indexed(tmp_path, tmp_path / "logs")
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.library.judge_child", str(db), PLAYER], cwd=REPO
    )
    try:
        deadline = time.monotonic() + 120
        while not judged(connection) and time.monotonic() < deadline:
            assert child.poll() is None, "the run ended before it could be killed"
            time.sleep(0.05)
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    finally:
        if child.poll() is None:
            child.kill()
    kept = judged(connection)
    assert 1 <= len(kept) < 3
    use_fake_judge(monkeypatch)
    rest = judge_player(connection, PLAYER, workers=1)
    assert (rest.games, rest.already) == (3 - len(kept), len(kept))
    after = judged(connection)
    assert len(after) == 3 and {g: after[g] for g in kept} == kept


def test_a_pool_run_stops_soon_and_the_next_judges_the_rest(tmp_path: Path) -> None:
    small_games(tmp_path / "small", 6)
    connection = indexed(tmp_path, tmp_path / "small")
    seen: list[JudgeProgress] = []
    first = judge_player(
        connection, "A", workers=2, pool=True, progress=seen.append,
        cancelled=lambda: bool(seen) and seen[-1].done >= 1,
    )  # fmt: skip
    assert first.stopped and 1 <= first.done <= 3  # at most the games then in hand finish
    rest = judge_player(connection, "A", workers=2, pool=True)
    assert (rest.games, rest.done) == (6 - first.done, 6 - first.done)
    assert len(judged(connection)) == 6


def test_a_worker_that_dies_stops_the_run_and_its_games_wait_for_the_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.library.fake_judge import die_in_worker
    from viewer.library import judge

    small_games(tmp_path / "small", 3)
    connection = indexed(tmp_path, tmp_path / "small")
    monkeypatch.setattr(judge, "judge_in_worker", die_in_worker)
    with pytest.raises(judge.JudgeError, match="a judging process died"):
        judge_player(connection, "A", workers=2, pool=True)
    assert judged(connection) == {}  # nothing stored for the games it held
    monkeypatch.undo()
    assert judge_player(connection, "A", workers=2, pool=True).done == 3


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux: read from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def running(pid: int) -> bool:
    """Whether the process runs (a zombie waiting for its reaper does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_the_workers_of_a_killed_run_end_too(tmp_path: Path) -> None:
    small_games(tmp_path / "small", 40)
    db = tmp_path / "library.sqlite3"
    connection = indexed(tmp_path, tmp_path / "small")
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.library.judge_child", str(db), "A", "--pool"], cwd=REPO
    )
    try:
        deadline = time.monotonic() + 120
        while not judged(connection) and time.monotonic() < deadline:
            assert child.poll() is None, "the run ended before it could be killed"
            time.sleep(0.05)
        workers = children(child.pid)
        assert workers, "no worker process found"
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    finally:
        if child.poll() is None:
            child.kill()
    deadline = time.monotonic() + 30
    alive = workers
    while alive and time.monotonic() < deadline:
        time.sleep(0.2)
        alive = [pid for pid in workers if running(pid)]
    for pid in alive:  # leave no process behind, even when the test fails
        os.kill(pid, signal.SIGKILL)
    assert alive == [], "the workers outlived their killed run"
    assert 1 <= len(judged(connection)) < 40
