"""`mjlog-viewer coach` (text and JSON) and `dump --coach` as tools and people use them."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from tests.coach.call_logs import KAN_EVENTS, YAKUHAI_EVENTS
from tests.coach.independent import riichi_flags
from tests.coach.logs import RIICHI_EVENTS, write
from tests.conftest import FRAGMENTS, REPO, requires_corpus
from tests.formats.mjai.one_view import one_view_log
from tests.review.helpers import KINDS, game_path, report_path
from viewer.cli.main import main

DEMO = REPO / "resources" / "demo.mjlog"
COACH_KEYS = {"seat", "actual", "method", "pick", "value_loss", "candidates", "best", "loss",
              "safety"}  # fmt: skip
CANDIDATE_KEYS = {"tile", "shanten", "ukeire", "tiles", "tenpai", "win", "points", "deal_in",
                  "value", "safety"}  # fmt: skip
REPORT_KEYS = {"seat", "name", "decisions", "matches", "efficiency", "actual_ukeire",
               "best_ukeire", "shanten_backs", "pushes", "deal_ins", "picks", "points_lost",
               "folds", "costliest", "calls", "kans", "riichi"}  # fmt: skip
CHOICE_KEYS = {"seat", "options", "pick", "played", "value_loss", "method"}
OPTION_KEYS = {"call", "tiles", "discard", "value", "win", "points", "deal_in"}


def choices_of(document: dict[str, Any]) -> list[tuple[str, int, dict[str, Any]]]:
    """Every call, kan and riichi object of a dump: (kind, round, object)."""
    found = []
    for number, rnd in enumerate(document["rounds"]):
        for step in rnd["steps"]:
            found += [("call", number, c) for c in step.get("calls", [])]
            found += [("kan", number, step["kan"])] if "kan" in step else []
            if isinstance(step["riichi"], dict):  # a riichi decision, the flags within
                found.append(("riichi", number, step["riichi"]))
                assert len(step["riichi"]["flags"]) == 4
            else:
                assert isinstance(step["riichi"], list)  # the flags
    return found


def check_choice(kind: str, choice: dict[str, Any]) -> None:
    """The shape issue 33 gives, and pick and value_loss as the values say."""
    assert set(choice) == CHOICE_KEYS | ({"rule", "flags"} if kind == "riichi" else set())
    options = choice["options"]
    assert all(set(o) == OPTION_KEYS for o in options)
    names = [o["call"] for o in options]
    if kind == "riichi":
        assert names == ["riichi", "dama"] and choice["value_loss"] is None
        assert choice["method"] == "rule" and choice["pick"] in ([0], [1])
        assert isinstance(choice["rule"], str) and choice["rule"]
        return
    assert names[0] == "pass" and options[0]["tiles"] == []
    allowed = {"call": {"pon", "chi", "daiminkan"}, "kan": {"ankan", "kakan"}}[kind]
    assert set(names[1:]) <= allowed and len(names) >= 2
    values = [o["value"] for o in options]
    best = max(values)
    assert choice["pick"] == [i for i, v in enumerate(values) if v >= best - 1e-6]
    for option in options:
        has_discard = option["call"] in ("pon", "chi") or (
            kind == "kan" and option["call"] == "pass"
        )
        assert (option["discard"] is not None) == has_discard
        assert (option["points"] is None) == (choice["method"] == "estimate")
    played = choice["played"]
    if played is None:
        assert choice["value_loss"] is None
    else:
        assert choice["value_loss"] == pytest.approx(best - values[played], abs=1e-6)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def coach_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    status, out, err = run(capsys, "coach", *args, "--json")
    assert status == 0 and err == ""
    document: dict[str, Any] = json.loads(out)
    return document


def test_dump_coach_keys_only_on_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "dump", str(DEMO), "--coach")
    assert status == 0
    document = json.loads(out)
    coached = 0
    for rnd in document["rounds"]:
        for index, step in enumerate(rnd["steps"]):
            if "coach" not in step:
                continue
            coached += 1
            coach = step["coach"]
            assert set(coach) == COACH_KEYS and step["event"] == "discard"
            assert coach["seat"] == step["seat"]
            assert coach["actual"] == step["rivers"][step["seat"]][-1]["tile"] // 4
            tiles = [c["tile"] for c in coach["candidates"]]
            assert tiles == sorted(tiles) and set(coach["best"]) <= set(tiles)
            assert coach["method"] in ("exact", "estimate") and set(coach["pick"]) <= set(tiles)
            values = {c["tile"]: c["value"] for c in coach["candidates"]}
            best_value = max(values.values())
            assert all(values[k] == pytest.approx(best_value) for k in coach["pick"])
            assert coach["value_loss"] == pytest.approx(best_value - values[coach["actual"]])
            exact = coach["method"] == "exact"
            for c in coach["candidates"]:
                assert set(c) == CANDIDATE_KEYS
                assert (c["tenpai"] is None) == (c["win"] is None) == (c["points"] is None)
                assert (c["points"] is not None) == exact
                assert c["safety"] == coach["safety"] or c["tile"] != coach["actual"]
                assert [s["against"] for s in c["safety"]] == [
                    s["against"] for s in coach["safety"]
                ]
            for s in coach["safety"]:
                assert set(s) == {"against", "class", "danger"}
                assert riichi_flags(rnd["steps"][index - 1])[s["against"]]
    assert coached == 92
    found = choices_of(document)
    for kind, _, choice in found:
        check_choice(kind, choice)
    assert {kind for kind, _, _ in found} == {"call", "kan", "riichi"}
    status, plain, _ = run(capsys, "dump", str(DEMO))
    assert "coach" not in plain


@pytest.mark.usefixtures("quick_values")
def test_dump_coach_combines_with_analysis_wall_and_review(
    capsys: pytest.CaptureFixture[str],
) -> None:
    kind = KINDS[0]
    status, out, _ = run(capsys, "dump", str(game_path(kind)), "--coach", "--analysis", "--wall",
                         "--review", str(report_path(kind)))  # fmt: skip
    assert status == 0
    document = json.loads(out)
    steps = [s for rnd in document["rounds"] for s in rnd["steps"]]
    assert all("analysis" in s for s in steps)
    assert "wall" in document["rounds"][0] and "review" in document
    assert any("coach" in s and "review" in s for s in steps)


def test_coach_text_names_rounds_and_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "coach", str(DEMO))
    assert status == 0 and err == ""
    assert out.count("\nseat ") + out.startswith("seat ") == 4
    assert "decisions: " in out and "efficiency: " in out and "shanten backs: " in out
    assert "pushes against riichi: " in out
    # e.g. "round 3 (East 3, 0 honba) step 45: played 3s (51), best 5m (63), -12 ukeire"
    assert "(East " in out and " honba) step " in out and "played " in out
    assert "picks by value: " in out and "points lost: " in out and "folds against riichi: " in out
    report = coach_json(capsys, str(DEMO))["seats"][1]
    worst = report["costliest"][0]
    assert f"step {worst['step']}: played " in out
    assert f"-{worst['value_loss']:,.0f} points" in out


def test_coach_json_reports(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    document = coach_json(capsys, str(write(tmp_path / "riichi.mjson", RIICHI_EVENTS)))
    assert document["players"] == 4 and len(document["seats"]) == 4
    first = document["seats"][0]
    assert set(first) == REPORT_KEYS and first["name"] == "A"
    assert first["decisions"] == 3
    assert first["deal_ins"] == [{"round": 0, "step": 20, "tile": 9, "winner": 2,
                                  "class": "other", "danger": 12.0}]  # fmt: skip
    assert first["pushes"] == {"other": 1}
    assert first["efficiency"] == first["actual_ukeire"] / first["best_ukeire"]
    assert 0 < first["efficiency"] < 1  # the hand-written game loses ukeire once
    one = coach_json(capsys, str(tmp_path / "riichi.mjson"), "--seat", "2")
    assert [s["seat"] for s in one["seats"]] == [2]


def test_costliest_are_the_largest_losses(capsys: pytest.CaptureFixture[str]) -> None:
    """The report's figures are the sums of ``dump --coach`` 's decisions of that seat."""
    status, out, _ = run(capsys, "dump", str(DEMO), "--coach")
    assert status == 0
    document = json.loads(out)
    decisions = [s["coach"] for r in document["rounds"] for s in r["steps"] if "coach" in s]
    choices = choices_of(document)
    for report in coach_json(capsys, str(DEMO))["seats"]:
        losses = [c["value_loss"] for c in report["costliest"]]
        assert losses == sorted(losses, reverse=True) and len(losses) <= 5
        assert all(loss > 0 for loss in losses)
        own = [d for d in decisions if d["seat"] == report["seat"]]
        assert report["decisions"] == len(own)
        assert report["picks"] == sum(d["actual"] in d["pick"] for d in own)
        calls_kans = [
            (k, c) for k, _, c in choices if c["seat"] == report["seat"] and k != "riichi"
        ]
        lost = [d["value_loss"] or 0 for d in own] + [c["value_loss"] or 0 for _, c in calls_kans]
        assert report["points_lost"] == pytest.approx(sum(lost))
        every = sorted(lost, reverse=True)
        assert losses == pytest.approx([x for x in every if x > 0][:5])
        assert {c["kind"] for c in report["costliest"]} <= {"discard", "call", "kan"}
        for kind, key in (("call", "calls"), ("kan", "kans")):
            mine = [c for k, c in calls_kans if k == kind and c["played"] is not None]
            assert report[key] == {
                "decisions": len(mine),
                "picks": sum(c["played"] in c["pick"] for c in mine),
                "missed": sum(c["played"] == 0 and 0 not in c["pick"] for c in mine),
                "extra": sum(c["played"] != 0 and c["played"] not in c["pick"]
                             and 0 in c["pick"] for c in mine),
            }  # fmt: skip
        riichi = [c for k, _, c in choices if k == "riichi" and c["seat"] == report["seat"]]
        assert report["riichi"] == {
            "decisions": len(riichi),
            "matches": sum(c["played"] in c["pick"] for c in riichi),
        }
        assert report["matches"] <= report["decisions"]
        assert report["actual_ukeire"] <= report["best_ukeire"]


@pytest.mark.usefixtures("quick_values")
def test_hidden_seats_are_null_and_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "view.mjson"
    path.write_bytes(one_view_log())
    document = coach_json(capsys, str(path))
    assert document["seats"][0] is not None and document["seats"][1:] == [None, None, None]
    status, out, _ = run(capsys, "coach", str(path))
    assert status == 0
    hidden = [line for line in out.splitlines() if "hidden" in line]
    assert len(hidden) == 3 and all(line.startswith("seat ") for line in hidden)


@requires_corpus
@pytest.mark.usefixtures("compiled_kernel")
def test_a_sanma_game_has_three_seats(
    capsys: pytest.CaptureFixture[str], corpus_sanma_game: Path
) -> None:
    """A whole 3-player corpus game by the exact model (no stand-in): each seat's report counts
    what ``dump --coach`` says decision by decision."""
    document = coach_json(capsys, str(corpus_sanma_game))
    assert document["players"] == 3 and len(document["seats"]) == 3
    assert all(seat is not None for seat in document["seats"])
    status, out, _ = run(capsys, "dump", str(corpus_sanma_game), "--coach")
    assert status == 0
    lost, decisions = [0.0] * 3, [0] * 3
    for step in (s for rnd in json.loads(out)["rounds"] for s in rnd["steps"]):
        if "coach" in step:
            lost[step["coach"]["seat"]] += step["coach"]["value_loss"] or 0.0
            decisions[step["coach"]["seat"]] += 1
        for choice in (*step.get("calls", ()), step.get("kan")):
            if choice is not None and choice["played"] is not None:
                lost[choice["seat"]] += choice["value_loss"] or 0.0
    for seat, report in enumerate(document["seats"]):
        assert report["decisions"] == decisions[seat] > 40
        assert report["points_lost"] == pytest.approx(lost[seat], abs=1e-6)
        assert 0 < report["picks"] < report["decisions"] and lost[seat] > 0
    status, _, err = run(capsys, "coach", str(corpus_sanma_game), "--seat", "3")
    assert status == 2 and err.startswith("error: --seat 3")


@requires_corpus
@pytest.mark.usefixtures("quick_values")
def test_a_log_cut_short_is_coached_with_a_warning(capsys: pytest.CaptureFixture[str]) -> None:
    path = FRAGMENTS / "mjx" / "2011020401gm-00a9-0000-f6eff225-no-round-end.mjlog"
    if not path.exists():
        pytest.skip("fragment absent")
    status, out, err = run(capsys, "coach", str(path), "--json")
    assert status == 0 and all(seat is not None for seat in json.loads(out)["seats"])
    assert err.startswith("warning: ")


@pytest.mark.parametrize(
    "content",
    [b"", b"garbage", b"<mjloggm ver=\"2.3\"><INIT", b'{"type": "start_game"}\n{', b"\x00" * 64,
     gzip.compress(b"<mjloggm", mtime=0)],
)  # fmt: skip
def test_bad_files_give_one_error_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "bad.mjlog"
    path.write_bytes(content)
    for args in (
        ["coach", str(path)],
        ["coach", str(path), "--json"],
        ["dump", str(path), "--coach"],
    ):
        status, out, err = run(capsys, *args)
        assert status == 2 and out == ""
        assert err.startswith("error: ") and err.count("\n") == 1, err


def test_missing_file_and_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for target in (tmp_path / "absent.mjlog", tmp_path):
        status, _, err = run(capsys, "coach", str(target))
        assert status == 2 and err.startswith("error: ") and err.count("\n") == 1


def test_help_lists_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["coach", "--help"])
    assert "--seat" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "mjlog-viewer coach FILE" in capsys.readouterr().out


def test_calls_kans_and_riichi_of_a_hand_written_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path / "kans.mjson", KAN_EVENTS)
    status, out, _ = run(capsys, "dump", str(path), "--coach")
    assert status == 0
    steps = json.loads(out)["rounds"][0]["steps"]
    ankan, kakan = steps[2]["kan"], steps[14]["kan"]
    check_choice("kan", ankan)
    assert [o["call"] for o in ankan["options"]] == ["pass", "ankan"] and ankan["played"] == 1
    assert len(ankan["options"][1]["tiles"]) == 4 and ankan["options"][1]["discard"] is None
    assert [o["call"] for o in kakan["options"]] == ["pass", "kakan"] and kakan["played"] == 1
    (pon,) = steps[4]["calls"]
    check_choice("call", pon)
    assert pon["seat"] == 1 and pon["played"] == 1 and pon["options"][1]["tiles"] == [125, 126]
    assert steps[4]["riichi"]["seat"] == 0
    assert steps[4]["riichi"]["flags"] == steps[5]["riichi"] == [False] * 4  # the flags kept
    text = run(capsys, "coach", str(path), "--seat", "1")[1]
    assert "  calls: 1 decisions, picks 1, missed 0, extra 0" in text
    assert "  kans: 1 decisions, picks 1, missed 0, extra 0" in text
    assert "  riichi or dama: 0 decisions, 0 as the rule says" in text


def test_a_costly_call_is_named_by_its_options(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:  # fmt: skip
    path = write(tmp_path / "pon.mjson", YAKUHAI_EVENTS)
    report = coach_json(capsys, str(path), "--seat", "1")["seats"][0]
    worst = report["costliest"][0]
    assert (worst["kind"], worst["played"], worst["pick"]) == ("call", 1, [0])
    assert report["calls"] == {"decisions": 1, "picks": 0, "missed": 0, "extra": 1}
    text = run(capsys, "coach", str(path), "--seat", "1")[1]
    assert (
        f"step 2: call of White dragon, played pon, pick pass, -{worst['value_loss']:,.0f}" in text
    )


def test_tied_picks_are_named_as_alternatives() -> None:
    from viewer.cli.coach import costly_text
    from viewer.coach.model import CostlyDecision
    from viewer.formats.detect import read_game

    record = read_game(DEMO)
    tied = CostlyDecision(round=0, step=4, played=0, pick=(27, 31), value_loss=1234.4)
    text = costly_text(record, tied)
    assert "played 1-man, pick East or White dragon, -1,234 points" in text


@pytest.mark.usefixtures("quick_values")
def test_coach_takes_a_report_as_its_game(capsys: pytest.CaptureFixture[str]) -> None:
    """As dump, render and export do: the report's own game is coached."""
    status, out, err = run(capsys, "coach", str(report_path("3p")), "--json")
    assert status == 0 and err == ""
    from_report = json.loads(out)
    status, out, _ = run(capsys, "coach", str(game_path("3p")), "--json")
    assert status == 0 and json.loads(out) == from_report
    assert from_report["players"] == 3


@pytest.mark.usefixtures("quick_values")
def test_coach_names_what_the_reader_forgave(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tests.formats.tenhou6.kyoku import game, kyoku

    path = tmp_path / "names.json"
    path.write_bytes(game(kyoku(["流局", [0, 0, 0, 0]]), name={"a": 1}))
    status, _, err = run(capsys, "coach", str(path))
    assert status == 0
    assert f"warning: {path}: name: not a list of names" in err
