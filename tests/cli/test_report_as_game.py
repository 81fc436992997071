"""Every command that takes a game takes a Mortal report as the game it reviews, through the one
way in (``read_game_or_report``): `dump`, `render`, `export` (issue 24, item 2)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from tests.review.helpers import KINDS, game_path, report_json, report_path
from viewer.cli.export import run_export
from viewer.cli.main import main
from viewer.formats.detect import read_game
from viewer.review.game_source import read_game_or_report


def _export(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_export(list(args), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("form", ["tenhou6", "mjai"])
def test_export_a_report_writes_its_game(kind: str, form: str) -> None:
    status, text, err = _export(str(report_path(kind)), "--format", form)
    assert (status, err) == (0, "")
    _, want, _ = _export(str(game_path(kind)), "--format", form)
    if form == "tenhou6":  # the same kyoku; the header has what an mjai log keeps of it
        assert json.loads(text)["log"] == json.loads(want)["log"]
        assert json.loads(text)["name"] == json.loads(want)["name"]
    else:
        assert text.splitlines()[1:] == want.splitlines()[1:]
    assert read_game(text.encode()).rules.players == (4 if kind == "4p" else 3)


def test_dump_a_report_alone_dumps_its_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["dump", str(report_path("4p"))]) == 0
    alone: dict[str, Any] = json.loads(capsys.readouterr().out)
    events = tmp_path / "game.jsonl"  # the report's game on its own
    events.write_text("".join(json.dumps(e) + "\n" for e in report_json("4p")["mjai_log"]))
    assert main(["dump", str(events)]) == 0
    game: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert "review" not in alone  # the review's keys come with --review only
    assert alone["rounds"] == game["rounds"]


@pytest.mark.parametrize("kind", KINDS)
def test_render_a_report_with_its_own_review(tmp_path: Path, kind: str) -> None:
    report = str(report_path(kind))
    out = tmp_path / "review.png"
    size = ["--size", "400x300", "-r", "1", "-s", "3"]
    assert main(["render", report, "--review", report, "-o", str(out), *size]) == 0
    assert out.stat().st_size > 1000
    plain = tmp_path / "plain.png"
    assert main(["render", report, "-o", str(plain), *size]) == 0
    assert plain.read_bytes() != out.read_bytes()  # the review is drawn only when asked for


def test_a_report_that_is_no_report_is_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = report_json("3p")
    del raw["mjai_log"]  # a report without its game
    path = tmp_path / "gameless.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    commands = [
        ["export", str(path), "--format", "tenhou6"],
        ["render", str(path), "-o", str(tmp_path / "x.png")],
        ["dump", str(path)],
    ]
    for args in commands:
        assert main(args) == 2
        err = capsys.readouterr().err
        assert err == f"error: {path}: the report holds no game (no mjai_log, no split_logs)\n"


def test_the_one_way_in_tells_a_report_from_a_log() -> None:
    record, report = read_game_or_report(report_path("3p"))
    assert report is not None and report.player_id == 2
    assert record.rules.players == 3
    record, report = read_game_or_report(game_path("3p"))
    assert report is None and record.rules.players == 3
