"""Folders of games to judge, for the tests of ``index --judge`` and the verdicts.

``demo_copies``: the demo log under dated Tenhou-style names, each copy one game of its own (a
comment makes its content differ); Kestrel plays seat 1 (and seat 3 too, with ``twice``).
``small_games``: short mjai games the real coach judges in a fraction of a second (every hand of
seat 0, "A", is within two of tenpai), for the runs that use worker processes, where the fake
judge of ``fake_judge`` does not reach.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from tests.coach.logs import RIICHI_EVENTS, write
from viewer.cli.coach import run_coach
from viewer.resources import demo_log_path

PLAYER = "Kestrel"
KESTREL = b"%4B%65%73%74%72%65%6C"  # as the demo's UN element spells it
MARLIN = b"%4D%61%72%6C%69%6E"


def demo_copies(folder: Path, count: int, *, twice: bool = False) -> list[Path]:
    """``count`` copies of the demo, one a day from 2024-01-01 (``twice``: Kestrel at seat 3
    too, as Tenhou's guests all sit as NoName)."""
    folder.mkdir(parents=True, exist_ok=True)
    demo = demo_log_path().read_bytes()
    if twice:
        demo = demo.replace(MARLIN, KESTREL)
    paths = []
    for number in range(count):
        data = demo.replace(b"<TAIKYOKU", f"<!-- {number} --><TAIKYOKU".encode())
        path = folder / f"202401{number + 1:02d}12gm-00a9-0000-{number:08x}.mjlog"
        path.write_bytes(data)
        paths.append(path)
    return paths


def small_games(folder: Path, count: int) -> list[Path]:
    """``count`` short mjai games (the coach's riichi game, each with its own honba)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for number in range(count):
        events: list[dict[str, Any]] = [dict(event) for event in RIICHI_EVENTS]
        events[1]["honba"] = number
        paths.append(write(folder / f"small{number}.mjson", events))
    return paths


def coach_json(path: Path, seat: int) -> dict[str, Any]:
    """What ``mjlog-viewer coach FILE --seat S --json`` prints for the seat."""
    out = io.StringIO()
    assert run_coach([str(path), "--seat", str(seat), "--json"], out=out) == 0
    report: dict[str, Any] = json.loads(out.getvalue())["seats"][0]
    return report
