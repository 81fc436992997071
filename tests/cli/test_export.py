"""`mjlog-viewer export FILE --format tenhou6|mjai [-o OUT]` and `dump` of every format."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import MJLOG_CORPUS
from tests.formats.tenhou6.kyoku import game, kyoku


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "viewer", *args], capture_output=True, text=True, timeout=120
    )


@pytest.fixture
def pair() -> Path:
    path = MJLOG_CORPUS / "tsubakisakura-mjlog2json" / "2019021004gm-00a9-0000-e2f6516d.xml"
    if not path.exists():
        pytest.skip("../shared/corpus is not present next to the repository")
    return path


def test_export_tenhou6_to_stdout_and_to_a_file(pair: Path, tmp_path: Path) -> None:
    want = json.loads((pair.parent.parent.parent / "tenhou6" / pair.parent.name
                       / f"{pair.stem}.json").read_text())  # fmt: skip
    result = run("export", str(pair), "--format", "tenhou6")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == want
    out = tmp_path / "game.json"
    assert run("export", str(pair), "--format", "tenhou6", "-o", str(out)).returncode == 0
    assert json.loads(out.read_text()) == want


def test_export_mjai_then_dump_it_like_the_mjlog(pair: Path, tmp_path: Path) -> None:
    out = tmp_path / "game.jsonl"
    result = run("export", str(pair), "--format", "mjai", "-o", str(out))
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in out.read_text().splitlines()]
    assert events[0]["type"] == "start_game" and events[-1]["type"] == "end_game"
    dumped = json.loads(run("dump", str(out)).stdout)
    original = json.loads(run("dump", str(pair)).stdout)
    assert dumped["players"] == original["players"]
    assert [len(r["steps"]) for r in dumped["rounds"]] == [
        len(r["steps"]) for r in original["rounds"]
    ]


def test_dump_reads_tenhou6_and_its_link(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(game(kyoku(["全員不聴"], {0: ([18], [60])})))
    result = run("dump", str(path))
    assert result.returncode == 0, result.stderr
    assert [s["event"] for s in json.loads(result.stdout)["rounds"][0]["steps"]] == [
        "start", "draw", "discard", "ryuukyoku"
    ]  # fmt: skip
    link = "https://tenhou.net/6/#json=" + path.read_text()
    assert json.loads(run("dump", link).stdout)["rounds"][0]["steps"][1]["event"] == "draw"


def test_errors_are_one_line_with_exit_status_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"log": [[1]]}')
    for command in (["dump", str(path)], ["export", str(path), "--format", "mjai"]):
        result = run(*command)
        assert result.returncode == 2
        assert result.stderr.startswith(f"error: {path}: a kyoku is a list of 17 items")
        assert result.stderr.count("\n") == 1 and result.stdout == ""


def test_help_names_the_formats() -> None:
    result = run("export", "--help")
    assert "tenhou6" in result.stdout and "mjai" in result.stdout
    assert "export FILE --format tenhou6|mjai" in run("--help").stdout


def test_export_hide_names_writes_seat_letters_and_no_log_id(pair: Path) -> None:
    shown = json.loads(run("export", str(pair), "--format", "tenhou6").stdout)
    hidden = json.loads(run("export", str(pair), "--format", "tenhou6", "--hide-names").stdout)
    assert shown["ref"] and not hidden.get("ref")
    assert hidden["name"] == ["A", "B", "C", "D"] and hidden["name"] != shown["name"]
    assert hidden["log"] == shown["log"]  # the game itself is unchanged
    mjai = run("export", str(pair), "--format", "mjai", "--hide-names").stdout.splitlines()
    assert json.loads(mjai[0])["names"] == ["A", "B", "C", "D"]
