"""`mjlog-viewer luck` and `dump --luck`: the contract's JSON, the text for people, the errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from tests.logbuilder import document, draw_result, init
from tests.luck.scripted import HANDS, PLAY, scripted_log
from tests.wall import vectors
from viewer.cli.luck import run_luck


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "viewer", *arguments], capture_output=True, text=True, timeout=120
    )


def luck(*arguments: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_luck(list(arguments), out, err)
    return status, out.getvalue(), err.getvalue()


def scripted_file(tmp_path: Path) -> Path:
    path = tmp_path / "scripted.mjlog"
    path.write_bytes(scripted_log(vectors.SEED, 2, pon_in=0)[0])
    return path


def test_luck_json_of_a_game_whose_walls_reproduce(tmp_path: Path) -> None:
    status, out, err = luck(str(scripted_file(tmp_path)), "--json")
    assert status == 0 and err == ""
    document = json.loads(out)
    assert [p["name"] for p in document["players"]] == ["A", "B", "C", "D"]
    assert [r["round"] for r in document["rounds"]] == [0, 1]
    first = document["rounds"][0]
    assert first["wall"] is True and first["reason"] is None
    dead = next(t for t in first["seats"][2]["tenpais"] if t["step"] == 102)
    assert dead == {
        "step": 102, "waits": [21], "live": 0, "dead_wall": 0, "in_hands": 1, "visible": 2,
        "first_live": None, "dead": True, "cut_off": False,
    }  # fmt: skip
    cut = next(t for t in first["seats"][2]["tenpais"] if t["step"] == 130)
    assert cut["first_live"] == {"draw": 1, "seat": 3} and cut["cut_off"] is True
    (call,) = first["calls"]
    assert call["step"] == 107 and call["seat"] == 3
    assert [w["seat"] for w in call["without"]] == [0, 1, 2, 3]
    assert all(len(w["drew"]) == 3 == len(w["would_draw"]) for w in call["without"])
    assert all(0 <= k < 34 for w in call["without"] for k in w["drew"] + w["would_draw"])
    assert [s["seat"] for s in document["summary"]] == [0, 1, 2, 3]


def test_luck_seat_keeps_one_seat(tmp_path: Path) -> None:
    status, out, _ = luck(str(scripted_file(tmp_path)), "--json", "--seat", "2")
    assert status == 0
    document = json.loads(out)
    assert all([s["seat"] for s in r["seats"]] == [2] for r in document["rounds"])
    assert [w["seat"] for w in document["rounds"][0]["calls"][0]["without"]] == [2]
    assert [s["seat"] for s in document["summary"]] == [2]


def test_luck_text_for_people(tmp_path: Path) -> None:
    status, out, _ = luck(str(scripted_file(tmp_path)))
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "round 1 (East 1, 0 honba)"
    assert "  seat 0 (A): starting hand: 4 shanten, better than 34% of starting hands" in lines
    assert any(
        line.startswith("    step 102: C tenpai on 4-sou: 0 left in the wall;")
        and line.endswith("dead wait: no copy left in the wall")
        for line in lines
    )
    assert any(
        "step 130: C tenpai on 2-pin, 5-pin: 1 left in the wall: the first was D's 1st draw" in line
        and "cut off" in line
        for line in lines
    )
    assert "  step 107: without D's pon of A's discard" in lines
    assert lines[lines.index("summary") + 1].startswith("  seat 0 (A): draw z ")


def test_a_json_log_has_no_wall_and_says_how_to_get_one(tmp_path: Path) -> None:
    mjlog = scripted_file(tmp_path)
    tenhou6 = tmp_path / "game.json"
    exported = run("export", str(mjlog), "--format", "tenhou6", "-o", str(tenhou6))
    assert exported.returncode == 0, exported.stderr
    status, out, _ = luck(str(tenhou6), "--json")
    assert status == 0
    rnd = json.loads(out)["rounds"][0]
    assert rnd["wall"] is False and "carries no shuffle seed" in rnd["reason"]
    assert all(t["live"] is None for s in rnd["seats"] for t in s["tenpais"])
    assert rnd["seats"][0]["draws"]["count"] > 0
    assert all(w["would_draw"] is None for c in rnd["calls"] for w in c["without"])


def test_bad_input_is_one_error_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.mjlog"
    broken.write_text("<mjloggm><INIT")
    status, out, err = luck(str(broken))
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and "broken.mjlog" in err
    status, _, err = luck(str(tmp_path / "missing.mjlog"))
    assert status == 2 and err.startswith("error: ") and err.count("\n") == 1
    status, _, err = luck(str(scripted_file(tmp_path)), "--seat", "4")
    assert (status, err) == (2, "error: --seat 4: this game has seats 0 to 3\n")


def test_dump_luck_adds_the_step_facts(tmp_path: Path) -> None:
    path = tmp_path / "hand.mjlog"
    path.write_bytes(document(init(hands=HANDS), PLAY, draw_result()))
    result = run("dump", str(path), "--luck")
    assert result.returncode == 0, result.stderr
    rnd = json.loads(result.stdout)["rounds"][0]
    assert rnd["luck"]["wall"] is False and rnd["luck"]["reason"].startswith("round 1")
    steps = rnd["steps"]
    assert all(set(s["luck"]) == {"tenpais", "draw", "call"} for s in steps)
    assert steps[9]["luck"]["draw"] == {"seat": 0, "shanten": 0, "p": 3 / 118, "hit": True}
    assert steps[10]["luck"]["draw"] is None
    # At step 12 seat 0's tenpai on 5-pin holds; the 5-pin drawn at step 9 lies in its river.
    (tenpai,) = [t for t in steps[12]["luck"]["tenpais"] if t["seat"] == 0]
    assert tenpai["waits"] == [13] and tenpai["visible"] == 1 and tenpai["in_hands"] == 1
    assert [t["waits"] for t in steps[18]["luck"]["tenpais"] if t["seat"] == 0] == [[14]]
