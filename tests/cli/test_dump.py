"""`mjlog-viewer dump` is a contract: keys, types, exit codes and stderr lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FRAGMENTS
from tests.logbuilder import call, document, draw_result, init
from viewer.domain.melds import MeldKind

STEP_KEYS = {"event", "seat", "hands", "rivers", "melds", "dora_indicators", "scores",
             "riichi_sticks", "honba", "riichi", "tiles_left"}  # fmt: skip


def run_dump(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "viewer", "dump", str(path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_dump_of_a_hand_written_log(tmp_path: Path) -> None:
    log = tmp_path / "game&tw=1.mjlog"
    log.write_bytes(
        document(
            init(),
            '<T60/><REACH who="0" step="1"/><D60/><REACH who="0" step="2" ten="240,250,250,250"/>',
            "<U61/><E61/>",
            draw_result(scores=(240, 250, 250, 250), sticks=1),
        )
    )
    result = run_dump(log)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    game = json.loads(result.stdout)
    assert game["sanma"] is False
    assert game["players"][1] == {"name": "B", "dan": 11, "rate": 1600.0}
    (rnd,) = game["rounds"]
    assert {k: rnd[k] for k in ("wind", "number", "honba", "riichi_sticks", "dealer")} == {
        "wind": 0, "number": 1, "honba": 0, "riichi_sticks": 0, "dealer": 0,
    }  # fmt: skip
    events = [s["event"] for s in rnd["steps"]]
    assert events == ["start", "draw", "riichi", "discard", "riichi_accepted", "draw", "discard",
                      "ryuukyoku"]  # fmt: skip
    for step in rnd["steps"]:
        assert set(step) >= STEP_KEYS
        assert all(h == sorted(h) for h in step["hands"])
    start, draw, _, discard, accepted = rnd["steps"][:5]
    assert start["seat"] is None and start["tiles_left"] == 70
    assert draw["seat"] == 0 and 60 in draw["hands"][0] and draw["tiles_left"] == 69
    assert discard["rivers"][0] == [{"tile": 60, "tsumogiri": True, "riichi": True,
                                     "called": False}]  # fmt: skip
    assert discard["riichi"] == [False] * 4 and discard["scores"][0] == 25000
    assert accepted["riichi"] == [True, False, False, False]
    assert accepted["scores"] == [24000, 25000, 25000, 25000] and accepted["riichi_sticks"] == 1
    assert rnd["steps"][-1]["seat"] is None


def test_dump_of_melds(tmp_path: Path) -> None:
    hands = ((*range(0, 12), 60), tuple(range(13, 26)), tuple(range(26, 39)), tuple(range(39, 52)))
    log = tmp_path / "melds.xml"
    log.write_bytes(
        document(
            init(hands=hands),
            "<T12/><D12/>",
            call(1, MeldKind.CHI, (12, 16, 20), called=12, from_seat=0),
            "<E13/>",
            draw_result(owari=True),
        )
    )
    game = json.loads(run_dump(log).stdout)
    chi_step = game["rounds"][0]["steps"][3]
    assert chi_step["event"] == "call" and chi_step["seat"] == 1
    assert chi_step["melds"][1] == [{"kind": "chi", "tiles": [12, 16, 20], "called": 12,
                                     "from": 0}]  # fmt: skip
    assert chi_step["rivers"][0][-1]["called"] is True


def test_bad_input_exits_2_with_one_error_line(tmp_path: Path) -> None:
    log = tmp_path / "broken.mjlog"
    log.write_bytes(document(init(), "<T60/><D61/>"))
    result = run_dump(log)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0] == (
        f"error: {log}: seat 0 discards 61 (7p), not in its hand (round 1, element 7 <D61>)"
    )


def test_missing_file_exits_2(tmp_path: Path) -> None:
    result = run_dump(tmp_path / "nope.mjlog")
    assert result.returncode == 2
    assert result.stderr.startswith(f"error: {tmp_path / 'nope.mjlog'}: cannot read the file")
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.skipif(not FRAGMENTS.is_dir(), reason="../shared/corpus is not present")
def test_cut_off_log_dumps_what_it_has_with_one_warning() -> None:
    path = FRAGMENTS / "mjx" / "2011020401gm-00a9-0000-f6eff225-no-round-end.mjlog"
    result = run_dump(path)
    assert result.returncode == 0
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"warning: {path}: ")
    assert "round 8" in lines[0]
    assert len(json.loads(result.stdout)["rounds"]) == 8


def test_dump_of_a_corpus_sanma_game(corpus_sanma_game: Path) -> None:
    result = run_dump(corpus_sanma_game)
    game = json.loads(result.stdout)
    assert game["sanma"] is True and len(game["players"]) == 3
    steps = game["rounds"][0]["steps"]
    assert steps[0]["tiles_left"] == 55
    assert all(s["hands"][3] == [] and s["scores"][3] == 0 for s in steps)
    kinds = {m["kind"] for r in game["rounds"] for s in r["steps"] for ms in s["melds"] for m in ms}
    assert "kita" in kinds
