"""`dump FILE --review REPORT` is a contract: the review keys, in report order, on their steps."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.review.helpers import KINDS, follows, game_path, report_json, report_path, reviewed_steps
from viewer.cli.main import main

SUMMARY_KEYS = {"seat", "engine", "model", "reviewed", "matches", "rating"}
STEP_KEYS = {"actual", "expected", "match", "candidates"}


def dump(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["dump", *args]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    document: dict[str, Any] = json.loads(captured.out)
    return document


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("alone", [False, True])
def test_dump_with_review(capsys: pytest.CaptureFixture[str], kind: str, alone: bool) -> None:
    report = str(report_path(kind))
    document = dump(capsys, report if alone else str(game_path(kind)), "--review", report)
    raw = report_json(kind)
    assert set(document["review"]) == SUMMARY_KEYS
    assert document["review"] == {
        "seat": raw["player_id"], "engine": "Mortal", "model": raw["review"]["model_tag"],
        "reviewed": raw["review"]["total_reviewed"], "matches": raw["review"]["total_matches"],
        "rating": raw["review"]["rating"],
    }  # fmt: skip
    entries = [e for k in raw["review"]["kyokus"] for e in k["entries"]]
    reviewed = reviewed_steps(document)
    assert len(reviewed) == len(entries) == document["review"]["reviewed"]
    for (steps, index), entry in zip(reviewed, entries, strict=True):
        got = steps[index]["review"]
        assert set(got) == STEP_KEYS
        assert got["actual"] == entry["actual"] and got["expected"] == entry["expected"]
        assert got["match"] is entry["is_equal"]
        assert got["candidates"] == [
            {"action": d["action"], "prob": d["prob"], "q": d["q_value"]} for d in entry["details"]
        ]
        assert follows(entry["actual"], steps, index, raw["player_id"]), (index, entry["actual"])
    assert (document["sanma"], len(document["players"])) == (
        (False, 4) if kind == "4p" else (True, 3))  # fmt: skip


def test_dump_without_review_has_no_review_keys(capsys: pytest.CaptureFixture[str]) -> None:
    document = dump(capsys, str(game_path("4p")))
    assert "review" not in document and not reviewed_steps(document)


@pytest.mark.parametrize(
    ("file", "report", "message"),
    [
        ("game_3p.mjlog", "report_4p.json", "the report is of a 4-player game"),
        ("game_4p.mjlog", "game_4p.mjlog", "not JSON"),
        ("game_4p.mjlog", "missing.json", "missing.json: "),
    ],
)
def test_dump_review_errors_are_one_line(capsys: pytest.CaptureFixture[str], file: str,
                                         report: str, message: str) -> None:  # fmt: skip
    folder = report_path("4p").parent
    assert main(["dump", str(folder / file), "--review", str(folder / report)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ") and captured.err.count("\n") == 1
    assert message in captured.err


def test_render_with_review(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "review.png"
    folder = report_path("4p").parent
    args = ["render", str(folder / "game_4p.mjlog"), "--review", str(folder / "report_4p.json"),
            "-r", "2", "-s", "1", "-o", str(out), "--size", "400x300"]  # fmt: skip
    assert main(args) == 0 and out.stat().st_size > 1000
    bad = ["render", str(folder / "game_3p.mjlog"), "--review", str(folder / "report_4p.json"),
           "-o", str(out)]  # fmt: skip
    assert main(bad) == 2
    assert "4-player game" in capsys.readouterr().err


@pytest.mark.parametrize("kind", KINDS)
def test_a_hidden_tile_of_the_reviewed_hand_is_one_error_line(
    tmp_path,
    capsys: pytest.CaptureFixture[str],
    kind: str,  # type: ignore[no-untyped-def]
) -> None:
    """A report whose game shows '?' in the reviewed seat's own deal (issue 24, item 7)."""
    raw = report_json(kind)
    seat = raw["player_id"]
    start = next(e for e in raw["mjai_log"] if e["type"] == "start_kyoku")
    start["tehais"][seat][3] = "?"
    raw.pop("split_logs", None)  # the game is the mjai_log
    path = tmp_path / "hidden.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert main(["dump", str(path), "--review", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert captured.err.startswith(f"error: {path}: East 1, decision 1 ")
    assert f"the game hides 1 of seat {seat}'s tiles ('?')" in captured.err
