"""End to end on a real game: ``mjlog-viewer index --judge`` (its own process, worker processes,
the real coach) stores for each seat what ``mjlog-viewer coach FILE --seat S --json`` prints."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import MJLOG_CORPUS, REPO, requires_corpus

GAME = MJLOG_CORPUS / "mahjong-hands" / "2022011020gm-00a9-0000-de6e4a2a.mjlog"  # one round
PLAYERS = ("reremaru", "是政の夕陽", "ちょりお", "爆弾五郎２")


def viewer(*arguments: str) -> Any:
    done = subprocess.run(
        [sys.executable, "-m", "viewer", *arguments],
        capture_output=True, text=True, cwd=REPO, timeout=1800,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done


@requires_corpus
@pytest.mark.slow
def test_index_judge_stores_what_coach_json_prints_on_a_real_game(tmp_path: Path) -> None:
    if not GAME.exists():
        pytest.skip("the corpus game is absent")
    folder = tmp_path / "logs"
    folder.mkdir()
    copy = folder / GAME.name
    shutil.copy(GAME, copy)
    db = str(tmp_path / "library.sqlite3")
    for seat, name in list(enumerate(PLAYERS))[::2]:  # two seats: a minute each
        judged = viewer("index", str(folder), "--db", db, "--judge", name)
        assert f"judge {name}: 1 games judged (0 failed)" in judged.stdout
        coach = json.loads(viewer("coach", str(copy), "--seat", str(seat), "--json").stdout)
        report = coach["seats"][0]
        games = json.loads(
            viewer("stats", "--player", name, "--yonma", "--db", db, "--per-game").stdout
        )["games"]
        assert len(games) == 1 and games[0]["seat"] == seat
        assert games[0]["coach"] == {
            "decisions": report["decisions"], "picks": report["picks"],
            "points_lost": report["points_lost"], "shanten_backs": report["shanten_backs"],
            "folds": report["folds"], "deal_ins": len(report["deal_ins"]),
            "calls": report["calls"], "kans": report["kans"], "riichi": report["riichi"],
        }  # fmt: skip
        worst = json.loads(
            viewer("stats", "--player", name, "--yonma", "--db", db, "--worst", "5").stdout
        )["worst"]
        assert [{k: v for k, v in w.items() if k != "path"} for w in worst] == report["costliest"]
