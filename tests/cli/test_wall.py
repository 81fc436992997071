"""`mjlog-viewer wall` and `dump --wall` are contracts: keys, shapes, exit codes, stderr lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.logbuilder import document, draw_result, init
from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed

WALL_KEYS = ["dice", "deal", "draws", "dora_indicators", "ura_indicators", "rinshan"]


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "viewer", *arguments], capture_output=True, text=True, timeout=120
    )


def check_wall_shape(wall: dict[str, object], players: int) -> None:
    assert list(wall) == WALL_KEYS
    dice, deal, draws = wall["dice"], wall["deal"], wall["draws"]
    assert isinstance(dice, list) and len(dice) == 2 and all(1 <= d <= 6 for d in dice)
    assert isinstance(deal, list) and len(deal) == players
    assert all(isinstance(hand, list) and len(hand) == 13 for hand in deal)
    assert isinstance(draws, list) and len(draws) == (70 if players == 4 else 55)
    assert len(wall["dora_indicators"]) == 5 == len(wall["ura_indicators"])  # type: ignore[arg-type]
    assert len(wall["rinshan"]) == (4 if players == 4 else 8)  # type: ignore[arg-type]
    every = [t for hand in deal for t in hand] + draws
    every += [*wall["dora_indicators"], *wall["ura_indicators"], *wall["rinshan"]]  # type: ignore[misc]
    assert all(isinstance(t, int) and 0 <= t < 136 for t in every)


def test_wall_json_from_the_published_seed() -> None:
    result = run("wall", "--seed", vectors.SEED, "--rounds", "3", "--json")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    walls = json.loads(result.stdout)
    assert isinstance(walls, list) and len(walls) == 3
    for wall in walls:
        check_wall_shape(wall, 4)
    tiles = vectors.FIRST_WALL
    assert walls[0]["deal"][0][:4] == [tiles[135], tiles[134], tiles[133], tiles[132]]
    assert walls[0]["draws"][0] == tiles[83] and walls[0]["draws"][-1] == tiles[14]
    assert walls[0]["dora_indicators"][0] == tiles[5]
    assert walls[0]["rinshan"] == [tiles[1], tiles[0], tiles[3], tiles[2]]


def test_wall_json_for_a_three_player_game() -> None:
    result = run("wall", "--seed", vectors.SEED, "--rounds", "2", "--sanma", "--json")
    assert result.returncode == 0, result.stderr
    for wall in json.loads(result.stdout):
        check_wall_shape(wall, 3)
        assert not any(4 <= t <= 31 for t in wall["draws"])


def test_wall_for_people() -> None:
    result = run("wall", "--seed", vectors.SEED, "--rounds", "1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("round 1: dice ")
    assert "  deal dealer: " in result.stdout and "  rinshan: " in result.stdout


def test_a_wrong_seed_is_refused() -> None:
    result = run("wall", "--seed", "mt19937ar-sha512-n288-base64,AAAA", "--rounds", "1", "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("error: --seed: the seed's base64 part decodes to 3 bytes")


def test_too_many_rounds_are_refused() -> None:
    result = run("wall", "--seed", vectors.SEED, "--rounds", "100000", "--json")
    assert result.returncode == 2 and result.stderr.startswith("error: --rounds")


def test_dump_wall_adds_each_round_its_wall(tmp_path: Path) -> None:
    log = tmp_path / "from-seed.mjlog"
    log.write_bytes(log_from_seed(vectors.SEED, 2))
    result = run("dump", str(log), "--wall")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    rounds = json.loads(result.stdout)["rounds"]
    expected = json.loads(run("wall", "--seed", vectors.SEED, "--rounds", "2", "--json").stdout)
    assert [r["wall"] for r in rounds] == expected
    plain = json.loads(run("dump", str(log)).stdout)["rounds"]
    assert all("wall" not in r for r in plain)


def test_dump_wall_is_null_with_a_warning_when_the_seed_is_no_seed(tmp_path: Path) -> None:
    log = tmp_path / "hand-written.mjlog"
    log.write_bytes(document(init(), "<T60/><D60/>", draw_result()))
    result = run("dump", str(log), "--wall")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["rounds"][0]["wall"] is None
    assert result.stderr.startswith(f"warning: {log}: the SHUFFLE seed cannot be used: ")
    assert result.stderr.count("\n") == 1


def test_dump_wall_of_a_real_game(corpus_game: Path) -> None:
    result = run("dump", str(corpus_game), "--wall")
    assert result.returncode == 0, result.stderr
    for rnd in json.loads(result.stdout)["rounds"]:
        wall = rnd["wall"]
        check_wall_shape(wall, 4)
        hands = rnd["steps"][0]["hands"]
        for position, dealt in enumerate(wall["deal"]):
            assert sorted(dealt) == hands[(rnd["dealer"] + position) % 4]
        assert rnd["steps"][0]["dora_indicators"] == wall["dora_indicators"][:1]


LOG_ID = "2019021004gm-00a9-0000-e2f6516d"


def json_logs(folder: Path) -> dict[str, tuple[str, str | None]]:
    """A game as each kind of JSON log the viewer reads: (FILE argument, its log id if known)."""
    from urllib.parse import quote

    from tests.review.helpers import game_path, report_path
    from viewer.formats.mjai import write_mjai
    from viewer.formats.mjlog import read_mjlog
    from viewer.formats.tenhou6 import write_tenhou6

    record = read_mjlog(game_path("4p"))
    tenhou6 = json.loads(write_tenhou6(record)) | {"ref": LOG_ID}
    (folder / "game.json").write_text(json.dumps(tenhou6), encoding="utf-8")
    (folder / f"{LOG_ID}.jsonl").write_bytes(write_mjai(record))
    link = "https://tenhou.net/6/#json=" + quote(json.dumps(tenhou6 | {"ref": ""}))
    return {
        "report": (str(report_path("4p")), None),
        "tenhou6 with ref": (str(folder / "game.json"), LOG_ID),
        "mjai named by its id": (str(folder / f"{LOG_ID}.jsonl"), LOG_ID),
        "tenhou6 link": (link, None),
    }


def test_dump_wall_of_a_json_log_says_where_the_seed_is(tmp_path: Path) -> None:
    for kind, (source, log_id) in json_logs(tmp_path).items():
        result = run("dump", source, "--wall")
        assert result.returncode == 2, kind
        assert result.stdout == "", kind
        (line,) = result.stderr.splitlines()
        assert line.startswith("error: ") and "a JSON log" in line, (kind, line)
        assert "walls are rebuilt from the seed that only Tenhou's mjlog (XML) carries" in line
        shown = log_id or "LOG-ID"
        assert f"(https://tenhou.net/0/log/?{shown}" in line, (kind, line)
        assert f"mjlog-viewer {shown} downloads the mjlog" in line, (kind, line)
        assert ("LOG-ID is the log= part" in line) == (log_id is None), (kind, line)
        assert run("dump", source).returncode == 0, kind  # the game itself reads


def test_the_advice_names_what_the_viewer_opens() -> None:
    """The log id the advice names is one the window opens, and the link is the one Tenhou
    serves the mjlog at (the downloader's own)."""
    from viewer.cli.wall_seeds import no_seed_in_json
    from viewer.sources.tenhou import DEFAULT_BASE, log_url, parse_tenhou_ref

    assert parse_tenhou_ref(LOG_ID) is not None
    assert f"({log_url(LOG_ID, DEFAULT_BASE)})" in no_seed_in_json(LOG_ID)
