"""Hand-written mjai logs for the coach's tests (every hand known unless said)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def start(hands: list[list[str]], dora: str = "9s") -> dict[str, Any]:
    return {"type": "start_kyoku", "bakaze": "E", "dora_marker": dora, "kyoku": 1,
            "honba": 0, "kyotaku": 0, "oya": 0, "scores": [25000] * 4, "tehais": hands}  # fmt: skip


def tsumo(seat: int, tile: str) -> dict[str, Any]:
    return {"type": "tsumo", "actor": seat, "pai": tile}


def dahai(seat: int, tile: str, tsumogiri: bool = False) -> dict[str, Any]:
    return {"type": "dahai", "actor": seat, "pai": tile, "tsumogiri": tsumogiri}


def write(path: Path, events: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    return path


# Seat 2 declares riichi on 9p; seat 3 then throws East, seat 0 follows with its East (genbutsu:
# thrown after the riichi was accepted) and later deals in with 1p.
RIICHI_HANDS = [
    ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "E"],
    ["1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "E", "E", "S", "S"],
    ["2p", "3p", "4p", "5p", "6p", "7p", "2s", "3s", "4s", "6s", "7s", "8s", "9p"],
    ["W", "W", "W", "N", "N", "N", "P", "P", "P", "F", "F", "C", "C"],
]
RIICHI_EVENTS: list[dict[str, Any]] = [
    {"type": "start_game", "names": ["A", "B", "C", "D"]},
    start(RIICHI_HANDS),
    tsumo(0, "C"), dahai(0, "C", True),  # steps 1-2
    tsumo(1, "9m"), dahai(1, "9m", True),  # 3-4
    tsumo(2, "1p"), {"type": "reach", "actor": 2}, dahai(2, "9p"),  # 5-7: the riichi discard
    {"type": "reach_accepted", "actor": 2},  # 8
    tsumo(3, "E"), dahai(3, "E", True),  # 9-10
    tsumo(0, "6p"), dahai(0, "E"),  # 11-12: East is genbutsu now
    tsumo(1, "5s"), dahai(1, "5s", True),  # 13-14
    tsumo(2, "9s"), dahai(2, "9s", True),  # 15-16: in riichi, no choice
    tsumo(3, "W"), dahai(3, "W", True),  # 17-18
    tsumo(0, "2m"), dahai(0, "1p"),  # 19-20
    {"type": "hora", "actor": 2, "target": 0, "pai": "1p", "deltas": [-8000, 0, 9000, 0]},
    {"type": "end_kyoku"},
    {"type": "end_game", "scores": [17000, 25000, 33000, 25000]},
]  # fmt: skip

# Seat 1 holds 3p 4p 5p 6p, calls chi on 3p with 4p-5p: 3p and 6p are kuikae. A red 5m in
# seat 0's hand is a 5m.
KUIKAE_HANDS = [
    ["1m", "2m", "3m", "4m", "5mr", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "E"],
    ["3p", "4p", "5p", "6p", "1s", "2s", "3s", "7s", "8s", "9s", "E", "S", "W"],
    ["4s", "5s", "6s", "4s", "5s", "6s", "N", "N", "N", "P", "P", "P", "F"],
    ["1s", "2s", "3s", "7s", "8s", "9s", "F", "F", "C", "C", "C", "S", "S"],
]
KUIKAE_EVENTS: list[dict[str, Any]] = [
    {"type": "start_game", "names": ["A", "B", "C", "D"]},
    start(KUIKAE_HANDS),
    tsumo(0, "W"), dahai(0, "3p"),  # steps 1-2
    {"type": "chi", "actor": 1, "target": 0, "pai": "3p", "consumed": ["4p", "5p"]},  # 3
    dahai(1, "E"),  # 4
    tsumo(2, "5m"), dahai(2, "5m", True),  # 5-6
    {"type": "ryukyoku", "deltas": [0, 0, 0, 0]},
    {"type": "end_kyoku"},
    {"type": "end_game", "scores": [25000] * 4},
]  # fmt: skip
