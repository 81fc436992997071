"""Test data and builders that more than one test module uses, in one place.

A test module imports its shared data from here (or from a builder such as ``logbuilder``),
never from another test module: importing ``test_x`` from ``test_y`` runs (and may collect)
``test_x`` twice, and ties one module's tests to the other's internals.
tests/test_suite_layout.py checks it.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

from viewer.analysis.situation import WinSituation
from viewer.domain.record import Rules
from viewer.domain.tiles import parse_tiles

# -- a hand-written round for the furiten analysis (tests/analysis, the analysis views) ------
# Seat 0 (dealer) waits on 1m-4m: 23m 456p 789p 123s 55s.
FURITEN_HANDS = (
    (4, 8, 48, 53, 56, 60, 64, 68, 72, 76, 80, 89, 90),
    (0, 20, 24, 28, 32, 36, 40, 44, 84, 92, 96, 100, 104),
    (1, 21, 25, 29, 33, 37, 41, 45, 85, 93, 97, 101, 105),
    (2, 22, 26, 30, 34, 38, 42, 46, 86, 94, 98, 102, 106),
)
FURITEN_EVENTS = (
    "<T109/><D109/>"  # 1-2   seat 0 draws and discards an East
    "<U110/><E0/>"  # 3-4     seat 1 discards 1m: seat 0 could ron
    "<V111/><F111/>"  # 5-6   it passed: furiten until seat 0 discards
    "<W112/><G112/>"  # 7-8
    "<T113/><D113/>"  # 9-10  seat 0 discards: no longer furiten
    "<U114/><E114/>"  # 11-12
    "<V115/><F115/>"  # 13-14
    "<W116/><G116/>"  # 15-16
    "<T12/><D12/>"  # 17-18   seat 0 draws 4m (a win) and lets it go: 4m in its river
    "<U117/><E117/>"  # 19-20
    "<V118/><F118/>"  # 21-22
    "<W119/><G119/>"  # 23-24
    '<T121/><REACH who="0" step="1"/><D121/><REACH who="0" step="2"/>'  # 25-28 riichi
    "<U122/><E122/>"  # 29-30
    "<V123/><F1/>"  # 31-32   seat 2 discards 1m after the riichi: passed
    "<W125/><G125/>"  # 33-34  riichi furiten now
)


# -- scoring a win -------------------------------------------------------------------------
HOUOU = Rules(0xA9)  # 4-player, reds, kuitan


def situation(hand: str, win: str, **flags: object) -> WinSituation:
    """A closed ron by seat 1 (South) in East 1 unless flags say otherwise.

    The dora indicator is a West: dora North, which no hand here holds.
    """
    tiles = parse_tiles(hand)
    win_tile = next(t for t in tiles if t == parse_tiles(win)[0]) if win else tiles[-1]
    base = {
        "seat": 1,
        "from_seat": 0,
        "tsumo": False,
        "concealed": tuple(sorted(tiles)),
        "win_tile": win_tile,
        "melds": (),
        "kita": 0,
        "dora_indicators": (parse_tiles("3z")[0],),
        "ura_indicators": (),
        "seat_wind": 1,
        "round_wind": 0,
        "riichi": False,
        "double_riichi": False,
        "ippatsu": False,
        "rinshan": False,
        "chankan": False,
        "haitei": False,
        "houtei": False,
        "tenhou": False,
        "chiihou": False,
    }
    base.update(flags)
    return WinSituation(**base)  # type: ignore[arg-type]


# -- mjai event logs -------------------------------------------------------------------------
TEHAIS = [
    ["1m", "2m", "3m", "4m", "5mr", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "4p"],
    ["5p", "6p", "7p", "8p", "9p", "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s"],
    ["1m", "2m", "3m", "9m", "9m", "7m", "E", "S", "W", "N", "P", "F", "C"],
    ["1p", "2p", "3p", "4p", "6p", "7p", "8p", "9p", "1s", "2s", "3s", "4s", "9s"],
]


def lines(*events: dict[str, Any], end: bool = True) -> bytes:
    head = [
        {"type": "start_game", "names": ["A", "B", "C", "D"]},
        {"type": "start_kyoku", "bakaze": "E", "dora_marker": "9s", "kyoku": 1, "honba": 0,
         "kyotaku": 0, "oya": 0, "scores": [25000] * 4, "tehais": TEHAIS},
    ]  # fmt: skip
    tail = [{"type": "end_kyoku"}, {"type": "end_game"}] if end else []
    return "".join(json.dumps(e) + "\n" for e in (*head, *events, *tail)).encode()


# -- the fuzz target (fuzz/fuzz_reader.py), loaded as a module -----------------------------
FUZZ = Path(__file__).resolve().parents[1] / "fuzz" / "fuzz_reader.py"


def load_fuzz_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz_reader", FUZZ)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
