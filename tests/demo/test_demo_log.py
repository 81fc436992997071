"""The shipped demo log (resources/demo.mjlog): valid, reproducible, and showing every feature.

The log is checked three independent ways: the project's own parser and replay, the checker of
mjlog-format.md's invariants in ``log_checks`` (its own XML walk and meld decoder), and the
``mahjong`` package scoring every win with Tenhou's settings (scoring-notes.md).
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from lxml import etree

from tests.demo.log_checks import Report, check_game, decode_meld, ints, score_with_mahjong
from tests.invariants import check_game as check_replay
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Timeline
from viewer.resources import demo_log_path

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "make_demo_log.py"


@pytest.fixture(scope="module")
def demo_bytes() -> bytes:
    return demo_log_path().read_bytes()


@pytest.fixture(scope="module")
def report(demo_bytes: bytes) -> Report:
    return check_game(demo_bytes)


@pytest.fixture(scope="module")
def elements(demo_bytes: bytes) -> list[etree._Element]:
    return list(etree.fromstring(demo_bytes))


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_demo_log", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- the project reads it -------------------------------------------------------------------------
def test_demo_log_is_the_resource_in_the_repository() -> None:
    assert demo_log_path() == REPO / "resources" / "demo.mjlog"


def test_demo_log_parses_and_replays_without_warnings() -> None:
    record = read_mjlog(demo_log_path())
    assert record.warnings == ()
    assert record.truncation is None
    assert record.final is not None
    assert all(r.complete for r in record.rounds)
    assert 3 <= len(record.rounds) <= 5
    assert record.rules.players == 4 and not record.rules.hanchan
    assert record.rules.room_name == "四鳳東喰赤"
    assert Timeline(record).replay_all() == ()


def test_dump_command_succeeds() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "viewer", "dump", str(demo_log_path())],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    assert done.stderr == ""
    dumped = json.loads(done.stdout)
    assert [p["name"] for p in dumped["players"]] == ["さくら", "Kestrel", "ぽんこつ", "Marlin"]


# -- the script makes it --------------------------------------------------------------------------
def test_generator_reproduces_the_file_byte_for_byte(tmp_path: Path, demo_bytes: bytes) -> None:
    target = tmp_path / "demo.mjlog"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(target)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert target.read_bytes() == demo_bytes


def test_file_is_plain_tenhou_shaped_xml(demo_bytes: bytes) -> None:
    assert demo_bytes.startswith(b'<mjloggm ver="2.3"><GO ')
    assert demo_bytes.endswith(b"</mjloggm>\n")
    assert demo_bytes.count(b"\n") == 1  # one line, like Tenhou's own files
    demo_bytes.decode("ascii")


def test_names_are_percent_encoded_byte_by_byte(elements: list[etree._Element]) -> None:
    un = next(el for el in elements if el.tag == "UN")
    raw = [un.get(f"n{s}") for s in range(4)]
    assert all(re.fullmatch(r"(%[0-9A-F]{2})+", name or "") for name in raw)
    assert raw[1] == "%4B%65%73%74%72%65%6C"  # even ASCII is escaped: "Kestrel"
    names = [p.name for p in read_mjlog(demo_log_path()).players]
    assert any(ord(ch) > 0x3000 for name in names for ch in name)  # a Japanese name


def test_script_helpers() -> None:
    script = load_script()
    assert script.quote_name("Niel") == "%4E%69%65%6C"
    assert script.quote_name("天鳳") == "%E5%A4%A9%E9%B3%B3"
    assert script.hand_value(4, 30) == (1920, 0)  # 7700, no kiriage
    assert script.hand_value(4, 40) == (2000, 1)
    assert script.hand_value(6, 30) == (3000, 2)
    points = script.final_points([34700, 15300, 23500, 26500])
    assert sum(points) == 0
    assert [script.format_points(p) for p in points] == ["44.7", "-34.7", "-16.5", "6.5"]


def test_script_refuses_a_plan_that_skips_a_win() -> None:
    script = load_script()
    first = script.GAME[0]
    no_ron = first._replace(actions=first.actions[:-1])  # seat 3's 8s would pass the winner
    with pytest.raises(script.PlanError, match="is a win for seats"):
        script.Table(no_ron, 0, 0, 0, (25000,) * 4, [], shuffle_seed=1).play()


# -- the invariants of mjlog-format.md 12.4 -------------------------------------------------------
def test_every_replay_invariant_holds(report: Report) -> None:
    assert report.violations == []
    assert report.counts["rounds"] == 4


def test_replay_agrees_with_the_log_at_every_result() -> None:
    """The project's shared invariant checks (tests/invariants.py) on the viewer's own replay."""
    record = read_mjlog(demo_log_path())
    assert check_replay(record, Timeline(record)) == []


def test_required_features_are_present(report: Report) -> None:
    counts = report.counts
    assert counts["riichi"] >= 1
    assert counts["chi"] >= 1
    assert counts["pon"] >= 1
    assert counts["kakan"] >= 1
    assert counts["ankan"] >= 1
    assert counts["daiminkan"] >= 1
    assert counts["dora"] == counts["kakan"] + counts["ankan"] + counts["daiminkan"]
    assert counts["ron"] >= 1 and counts["tsumo"] >= 1
    assert counts["ryuukyoku"] >= 1


def test_riichi_step_two_carries_ten(elements: list[etree._Element]) -> None:
    steps = [el for el in elements if el.tag == "REACH"]
    assert [el.get("step") for el in steps].count("1") >= 1
    assert all(el.get("ten") is not None for el in steps if el.get("step") == "2")


def test_exhaustive_draw_shows_tenpai_hands_and_pays_noten(
    elements: list[etree._Element],
) -> None:
    draws = [el for el in elements if el.tag == "RYUUKYOKU"]
    exhaustive = [el for el in draws if el.get("type") is None]
    assert exhaustive
    for el in exhaustive:
        shown = [s for s in range(4) if el.get(f"hai{s}")]
        deltas = ints(el.get("sc"))[1::2]
        assert 0 < len(shown) < 4
        assert all((d > 0) == (s in shown) for s, d in enumerate(deltas))
        assert sum(deltas) == 0


def test_kan_dora_is_placed_as_tenhou_places_it(elements: list[etree._Element]) -> None:
    """mjlog-format.md section 6: ankan N, DORA, rinshan draw; open kan N, draw, DORA, discard."""
    tags = [str(el.tag) for el in elements]
    seen = set()
    for i, el in enumerate(elements):
        if el.tag != "N":
            continue
        who = int(el.get("who"))
        meld = decode_meld(int(el.get("m")), who)
        draw, discard = "TUVW"[who], "DEFG"[who]
        after = tags[i + 1 : i + 4]
        if meld.kind == "ankan":
            assert after[0] == "DORA" and after[1][0] == draw and after[2][0] == discard
        elif meld.kind in ("daiminkan", "kakan"):
            assert after[0][0] == draw and after[1] == "DORA" and after[2][0] == discard
        else:
            continue
        seen.add(meld.kind)
    assert seen == {"ankan", "daiminkan", "kakan"}


def test_a_ron_right_after_an_open_kan_counts_the_new_dora(report: Report) -> None:
    after_kan = [w for w in report.wins if len(w.dora) > 1 and not w.tsumo]
    assert after_kan
    assert all(len(w.attrib["doraHai"].split(",")) == len(w.dora) for w in after_kan)


# -- the wins score right -------------------------------------------------------------------------
def test_every_win_agrees_with_the_mahjong_package(report: Report) -> None:
    assert report.wins
    for win in report.wins:
        scored = score_with_mahjong(win, report.type_bits)
        assert "error" not in scored, scored
        assert (sorted(win.yaku), win.yakuman) == (scored["yaku"], scored["yakuman"])
        assert sum(h for _, h in win.yaku) == scored["han"]
        assert (win.fu, win.points, win.limit) == (scored["fu"], scored["points"], scored["limit"])


def test_ura_dora_is_listed_only_for_riichi_wins(report: Report) -> None:
    assert any(w.riichi for w in report.wins)
    for win in report.wins:
        ids = [y for y, _ in win.yaku]
        assert (53 in ids) == win.riichi == ("doraHaiUra" in win.attrib)
        dora_part = [y for y in ids if y in (52, 53, 54)]
        assert ids[len(ids) - len(dora_part) :] == dora_part  # dora entries come last
        assert dora_part == sorted(dora_part, key=(52, 54, 53).index)


def test_score_changes_follow_the_rules(report: Report, elements: list[etree._Element]) -> None:
    """mjlog-format.md 8.3, spelled out for each win of the demo."""
    agari = [el for el in elements if el.tag == "AGARI"]
    assert len(agari) == len(report.wins)
    for el, win in zip(agari, report.wins, strict=True):
        honba, sticks = ints(el.get("ba"))
        deltas = [100 * d for d in ints(el.get("sc"))[1::2]]
        assert deltas[win.who] == win.points + 300 * honba + 1000 * sticks
        assert sum(deltas) == 1000 * sticks
        if not win.tsumo:
            assert deltas[win.from_who] == -(win.points + 300 * honba)
        elif win.seat_wind != 0:
            dealer = (win.who - win.seat_wind) % 4
            others = [d for s, d in enumerate(deltas) if s not in (win.who, dealer)]
            assert deltas[dealer] == 2 * others[0] - 100 * honba
            assert len(set(others)) == 1


def test_game_ends_with_correct_owari(elements: list[etree._Element]) -> None:
    last = [el for el in elements if el.tag in ("AGARI", "RYUUKYOKU")][-1]
    assert [el.get("owari") is not None for el in elements if el.tag in ("AGARI",)].count(True) == 1
    scores = [100 * s for s in ints(last.get("sc"))[0::2]]
    deltas = [100 * d for d in ints(last.get("sc"))[1::2]]
    final = [s + d for s, d in zip(scores, deltas, strict=True)]
    owari = last.get("owari").split(",")
    assert [100 * int(v) for v in owari[0::2]] == final
    assert max(final) >= 30000  # an East-only game may end after East 4
    init = [el for el in elements if el.tag == "INIT"][-1]
    assert int(init.get("seed").split(",")[0]) == 3 and int(last.get("who")) != int(init.get("oya"))
    points = [float(v) for v in owari[1::2]]
    assert abs(sum(points)) < 1e-9
    top = final.index(max(final))
    # Tenhou's Houou points: (score - 30000) / 1000 plus uma 20/10/-10/-20; the top takes the oka
    order = sorted(range(4), key=lambda s: (-final[s], s))
    uma = (20, 10, -10, -20)
    for rank, seat in enumerate(order):
        if seat != top:
            assert points[seat] == pytest.approx((final[seat] - 30000) / 1000 + uma[rank])
